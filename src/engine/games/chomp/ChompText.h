#pragma once

#include "engine/GameText.h"
#include "engine/Nimbers.h"
#include "engine/games/chomp/ChompGame.h"

#include <cstdint>
#include <vector>

namespace engine {

// The text formats of Poisoned Chomp (src/games/chomp/RULES.md).
//
// Contest: "R C K", then K lines "pr pc" (distinct poison cells) -> "First" or
// "Second". Boards the solver supports are solved; for larger ones the answer
// about the start follows from strategy stealing (startOutcomeByStrategyStealing).
// Board text of a position query: the same text, limited to solvable boards.
// A move: "r c", the bitten cell.
class ChompText final : public GameText {
public:
    // Contest boards may be far larger than the solver's; these bound the input.
    static constexpr Coord kMaxContestSide = 1'000'000;
    static constexpr std::int64_t kMaxContestPoison = 200'000;

    ChompText();

    // Boards the solver does not support are answered by strategy stealing
    // (normal play only: under misère such a board is not known, an Error).
    [[nodiscard]] std::string contestAnswer(TextReader& reader, const SolveContext& context,
                                            PlayRule rule = PlayRule::Normal) const override;
    [[nodiscard]] std::vector<ContestCase> readContestCases(TextReader& reader) const override;
    [[nodiscard]] std::string contestText(const Board& setup) const override;
    [[nodiscard]] Board readBoard(TextReader& reader) const override;
    // Boards up to Game::takesSizeForOutcomes: the outcome bits solve them.
    [[nodiscard]] Board readBoardForOutcomes(TextReader& reader) const override;
    [[nodiscard]] Move readMove(TextReader& reader, const Board& position) const override;
    [[nodiscard]] std::string boardText(const Board& setup) const override;

    // Whether ChompGame's solver handles a rows x cols setup.
    [[nodiscard]] bool solverSupports(Coord rows, Coord cols) const;

    // The outcome of the start of a rows x cols setup for the first player,
    // without search. With the bottom-right cell poisoned no bite is legal, so
    // the first player loses. Otherwise biting that cell is legal; if it leaves
    // a loss the first player wins, and if the opponent had a winning reply,
    // that reply (which eats the bottom-right cell too) is a legal first move
    // reaching the same position. Either way the first player wins.
    [[nodiscard]] static Outcome startOutcomeByStrategyStealing(Coord rows, Coord cols,
                                                                const std::vector<Cell>& poison);

private:
    struct Setup;
    // Reads the line "R C K"; the K poison lines follow through readPoison.
    [[nodiscard]] static Setup readSize(TextReader& reader, Coord maxRows, Coord maxCols,
                                       std::int64_t maxPoison);
    static void readPoison(TextReader& reader, Setup& setup);
    // readBoard within the window's limits, or the outcomes' limits.
    [[nodiscard]] Board readBoardWithin(TextReader& reader, bool outcomesOnly) const;
    [[nodiscard]] static Board boardOf(const Setup& setup);
};

} // namespace engine
