#pragma once

#include "engine/GameText.h"
#include "engine/games/volcano/VolcanoGame.h"

#include <cstdint>
#include <string>

namespace engine {

// The text formats of Volcano (GAMES.md section 2).
//
// Contest: "T", then per case "R C" and R lines of C characters '#' (wall) or
// '^' (open) -> one line per case, "Asuna" when the first player wins, else
// "Kirito". Monsters follow the prime-cross rule. The publication has T <= 10 and
// R, C <= 20; this reader takes up to kMaxContestCases cases of boards up to the
// solver's limit (VolcanoTable::kMaxSide on each side).
// Board text of a position query: one contest case ("R C" and the rows).
// A move: "r c", the monster that erupts.
class VolcanoText final : public GameText {
public:
    static constexpr std::int64_t kMaxContestCases = 1000;

    [[nodiscard]] std::string_view gameId() const override { return "volcano"; }
    [[nodiscard]] Formats formats() const override;

    [[nodiscard]] std::string contestAnswer(TextReader& reader, const SolveContext& context) const override;
    [[nodiscard]] Board readBoard(TextReader& reader) const override;
    [[nodiscard]] std::int64_t maxMoveCount(const Board& setup) const override;
    [[nodiscard]] Move readMove(TextReader& reader, const Board& position) const override;
    [[nodiscard]] std::vector<ContestCase> readContestCases(TextReader& reader) const override;
    [[nodiscard]] std::string contestText(const Board& setup) const override;
    [[nodiscard]] std::string boardText(const Board& setup) const override;
    // The contest derives monsters by the prime-cross rule: a setup with other monsters has no contest text.
    [[nodiscard]] std::optional<std::string> contestTextProblem(const Board& setup) const override;

private:
    // Reads "R C" and the R rows of walls and open cells, without monsters.
    [[nodiscard]] static Board readWalls(TextReader& reader);

    VolcanoGame m_game;
};

} // namespace engine
