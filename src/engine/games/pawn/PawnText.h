#pragma once

#include "engine/GameText.h"
#include "engine/games/pawn/PawnGame.h"

#include <cstdint>
#include <string>
#include <vector>

namespace engine {

// The text formats of Pawn (src/games/pawn/RULES.md). Coordinates are written
// "X Y": X the column, Y the row, both in [0, 10^9].
//
// Contest: T; per test N, N lines "X Y" (distinct impassable cells), Q, Q
// lines "X Y" (passable pawn starts) -> per start "Alice" if the first player
// wins, else "Bob". T <= kMaxTests and the sums of N and of Q over all tests
// are at most kMaxTotalImpassable and kMaxTotalStarts; a count is checked
// against what is left of its sum before anything is allocated for it. Each
// test runs one row sweep (sweepLosingCells) and answers each start by a
// binary search, without building a Board.
//
// Board text of a position query: N, N lines "X Y" (impassable), one line "X Y"
// (the pawn). A move: "X Y", the pawn's destination.
class PawnText final : public GameText {
public:
    static constexpr std::int64_t kMaxTests = 10'000;
    static constexpr std::int64_t kMaxTotalImpassable = 100'000;
    static constexpr std::int64_t kMaxTotalStarts = 100'000;
    // Moves times impassable cells a position query may make its reader replay
    // (2000 moves over 10^5 cells): a fraction of a second (docs/performance.md ▸ Pawn).
    static constexpr std::int64_t kMaxReplayWork = 200'000'000;

    PawnText();

    // Each test is one row sweep, answering its starts by binary searches;
    // under misère each start is a case of the default (the misère solver's verdict).
    [[nodiscard]] std::string contestAnswer(TextReader& reader, const SolveContext& context,
                                            PlayRule rule = PlayRule::Normal) const override;
    [[nodiscard]] std::vector<ContestCase> readContestCases(TextReader& reader) const override;
    [[nodiscard]] std::string contestText(const Board& setup) const override;
    [[nodiscard]] Board readBoard(TextReader& reader) const override;
    [[nodiscard]] std::int64_t maxMoveCount(const Board& setup) const override;
    [[nodiscard]] Move readMove(TextReader& reader, const Board& position) const override;
    [[nodiscard]] std::vector<Coord> moveFields(const Move& move) const override;
    [[nodiscard]] std::string boardText(const Board& setup) const override;
};

} // namespace engine
