#pragma once

#include "engine/GameText.h"
#include "engine/games/attractions/AttractionsGame.h"

#include <cstdint>
#include <vector>

namespace engine {

// The text formats of Attractions (GAMES.md section 5).
//
// Contest: "T", then per case "R C" and R lines of C characters 'X' (spot) or
// '.' (plain) -> "Case #t: n" per case, n the number of winning first moves.
// Board text of a position query: one case ("R C" and the rows). A move: "r c".
// Every case is read and checked before any is solved, so a malformed text
// fails at once.
class AttractionsText final : public GameText {
public:
    static constexpr std::int64_t kMaxCases = 1000;

    [[nodiscard]] std::string_view gameId() const override { return "attractions"; }
    [[nodiscard]] Formats formats() const override;

    [[nodiscard]] std::string contestAnswer(TextReader& reader, const SolveContext& context) const override;
    [[nodiscard]] Board readBoard(TextReader& reader) const override;
    [[nodiscard]] std::int64_t maxMoveCount(const Board& setup) const override;
    [[nodiscard]] Move readMove(TextReader& reader, const Board& position) const override;
    [[nodiscard]] std::vector<ContestCase> readContestCases(TextReader& reader) const override;
    [[nodiscard]] std::string contestText(const Board& setup) const override;
    [[nodiscard]] std::string boardText(const Board& setup) const override;

    // The number of first moves of `setup` that leave the opponent a loss;
    // throws Stopped when stopped through `context`.
    [[nodiscard]] std::int64_t winningFirstMoves(const Board& setup, const SolveContext& context) const;

private:
    // Reads one row line of `cols` cells into row `row` of `board`.
    static void readRow(TextReader& reader, Board& board, Coord row);

    AttractionsGame m_game;
};

} // namespace engine
