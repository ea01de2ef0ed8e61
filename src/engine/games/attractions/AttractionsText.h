#pragma once

#include "engine/CountedGridsText.h"
#include "engine/games/attractions/AttractionsGame.h"

#include <cstdint>
#include <vector>

namespace engine {

// The text formats of Attractions (src/games/attractions/RULES.md).
//
// Contest: "T", then per case "R C" and R lines of C characters 'X' (spot) or
// '.' (plain) -> "Case #t: n" per case, n the number of winning first moves.
// Board text of a position query: one case ("R C" and the rows). A move: "r c".
// Every case is read and checked before any is solved, so a malformed text
// fails at once.
class AttractionsText final : public CountedGridsText {
public:
    AttractionsText();

    [[nodiscard]] Board readBoard(TextReader& reader) const override;
    [[nodiscard]] Move readMove(TextReader& reader, const Board& position) const override;

    // The number of first moves of `setup` that leave the opponent a loss;
    // throws Stopped when stopped through `context`.
    [[nodiscard]] std::int64_t winningFirstMoves(const Board& setup, const SolveContext& context,
                                                 PlayRule rule = PlayRule::Normal) const;

private:
    // "Case #t: n".
    [[nodiscard]] std::string caseAnswer(std::size_t index, const Board& setup, const SolveContext& context,
                                         PlayRule rule) const override;
    // Reads one row line of `cols` cells into row `row` of `board`.
    static void readRow(TextReader& reader, Board& board, Coord row);
};

} // namespace engine
