#pragma once

#include "engine/CountedGridsText.h"
#include "engine/games/volcano/VolcanoGame.h"

#include <cstdint>
#include <string>

namespace engine {

// The text formats of Volcano (src/games/volcano/RULES.md).
//
// Contest: "T", then per case "R C" and R lines of C characters '#' (wall) or
// '^' (open) -> one line per case, "Asuna" when the first player wins, else
// "Kirito". Monsters follow the prime-cross rule. The publication has T <= 10 and
// R, C <= 20; this reader takes up to kMaxCases cases of boards up to the
// solver's limit (VolcanoTable::kMaxSide on each side).
// Board text of a position query: one contest case ("R C" and the rows).
// A move: "r c", the monster that erupts.
class VolcanoText final : public CountedGridsText {
public:
    VolcanoText();

    // The contest derives monsters by the prime-cross rule: a setup with other monsters has no contest text.
    [[nodiscard]] std::optional<std::string> contestTextProblem(const Board& setup) const override;
    [[nodiscard]] Board readBoard(TextReader& reader) const override;
    [[nodiscard]] Move readMove(TextReader& reader, const Board& position) const override;

private:
    // Only the start's outcome is asked: the VolcanoTable alone answers it
    // under normal play; misère play asks the game's misère solver.
    [[nodiscard]] std::string caseAnswer(std::size_t index, const Board& setup, const SolveContext& context,
                                         PlayRule rule) const override;
    // Reads "R C" and the R rows of walls and open cells, without monsters.
    [[nodiscard]] static Board readWalls(TextReader& reader);
};

} // namespace engine
