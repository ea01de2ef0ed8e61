#pragma once

#include "engine/TextReader.h"
#include "engine/sums/GameSum.h"
#include "engine/sums/SumLayout.h"
#include "engine/sums/SumMove.h"

#include <optional>
#include <string>
#include <vector>

namespace engine {

// A sum query as read: the boards at the position after the moves (each with
// its setup), the moves played, and where each board's game id stood (for
// messages about a board).
struct SumQuery {
    std::vector<SumComponent> boards;
    std::vector<SumMove> moves;
    std::vector<TextReader::Position> boardAt;

    [[nodiscard]] GameSum sum() const { return GameSum(boards); }
};

// The text of a sum query (the input of `grundygrid-cli moves sum` and `value
// sum`): a line N (1 to GameSum::kMaxBoards), then N boards, each a line with
// its game's id followed by that game's board text as in its position query
// (GameText::readBoard; the board text may also start on the id's line), then
// a line K and K moves, each a line "i" and the move's numbers as its game's
// move line has them ("1 2 3": board 1, the move "2 3"; the numbers may also
// start on the next line). Every board is read by its game's reader on the same
// TextReader, so every error has its line and column.
//
// Throws ParseError for an unknown game id, N or a board index out of range,
// a board or move its game's reader refuses (an illegal move too), and text
// after the last move.
[[nodiscard]] SumQuery readSumQuery(TextReader& reader);

// The query text of a sum of these setups and moves (what readSumQuery reads
// back): the boards' texts by GameText::boardText, so each setup must be one
// its game's text can hold (GameText::contestTextProblem).
[[nodiscard]] std::string sumQueryText(const std::vector<SumComponent>& boards, const std::vector<SumMove>& moves);

// The moves of a sum as a move line shows them: the board, then its game's
// move fields (GameText::moveFields). Sorting by these gives the CLI's order.
[[nodiscard]] std::vector<Coord> sumMoveFields(const GameSum& sum, const SumMove& move);

// --- A SumGame's board as text (board files and the clipboard).

// The sum query of a SumGame's combined setup and the moves played from it
// (combined moves, each on one board): each board's setup cut from the
// combined board (SumLayout::componentBoards) as its game's board text, the
// moves as moves of the sum. Requires that sumGameTextProblem has nothing.
[[nodiscard]] std::string sumGameText(const SumLayout& layout, const Board& setup,
                                      const std::vector<Move>& moves = {});
// Why that text cannot hold the setup, or nothing: a board its game's text
// cannot hold (GameText::contestTextProblem, after the board's name), or a
// move on no board.
[[nodiscard]] std::optional<std::string> sumGameTextProblem(const SumLayout& layout, const Board& setup,
                                                            const std::vector<Move>& moves = {});

// A SumGame's setup and moves as read from a sum query.
struct SumGameQuery {
    SumLayout layout;        // SumLayout::of the boards read: sizes from each setup
    Board setup;             // the combined setup
    std::vector<Move> moves; // combined moves, each legal where it is played
    Board position;          // the combined position after them
};

// Reads a sum query (readSumQuery, with its errors) as a SumGame's setup and
// moves. A board beyond what a sum shows (SumLayout::sumBoardsProblem: a pawn
// beyond X or Y 2047) is a ParseError at its game id. sumGameText of the
// result reads back to it; a setup whose layout was not made by SumLayout::of
// from it (a pawn shown by a larger window) reads back as that layout would
// make it.
[[nodiscard]] SumGameQuery readSumGameQuery(TextReader& reader);

} // namespace engine
