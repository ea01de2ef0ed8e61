#pragma once

#include "engine/Board.h"
#include "engine/Cell.h"
#include "engine/GameModule.h"
#include "engine/Move.h"
#include "engine/sums/SumComponent.h"
#include "engine/sums/SumMove.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace engine {

// Where the boards of a sum lie on the one combined Board of a SumGame: side
// by side from left to right, top-aligned, one Empty column between two
// boards. The combined board has the tallest board's rows; a cell between or
// below the boards belongs to none and stays Empty.
//
// Each board is its game's board of its own size (the setup's). A board with
// a side above kMaxShownSide (the pawn's 10^9 plane) is shown by its top-left
// window of `shownRows` x `shownCols` cells, at most kMaxShownSide each, which
// must hold every marked cell of its setup: the cells outside it are Empty and
// stay so (the pawn only moves up and left, towards the origin). So a combined
// board has at most 8 * (kMaxShownSide + 1) columns and stays a reasonable Board
// (dense up to Board::kDenseCellLimit cells, sparse beyond), and a pawn in it
// has at most 2 * (kMaxShownSide - 1) moves: its game lists them all
// (PawnGame::kMaxListedMoves), so an analysis of a sum never has moveAreas.
class SumLayout {
public:
    // The largest side a board of a sum shows: twice the pawn's exact table
    // (PawnExactTable::kMaxSide), so a pawn beyond that table can take part
    // (and leaves the sum not known, which a front end must be able to show).
    static constexpr Coord kMaxShownSide = 2048;
    // Empty columns between two boards.
    static constexpr Coord kGap = 1;

    struct Slot {
        const GameModule* module = nullptr;
        Coord rows = 0;      // the game's board: rows and columns
        Coord cols = 0;
        Coord shownRows = 0; // the part on the combined board: its top-left window
        Coord shownCols = 0;
        Move area;           // that window's cells on the combined board, corners inclusive

        friend bool operator==(const Slot&, const Slot&) = default;
    };

    // The layout of these boards (module, board size, shown size; `area` is
    // computed). Throws InvalidArgument unless there are 1 to GameSum::kMaxBoards,
    // each with a module, a board size of at least 1 x 1, and a shown size that
    // is the whole board when both sides are at most kMaxShownSide, else at
    // least 1 x 1 and within the board and kMaxShownSide (windowProblem).
    explicit SumLayout(std::vector<Slot> slots);

    // The layout of a sum's boards, sizes from each setup: a board within
    // kMaxShownSide shown whole, a larger one by the smallest top-left window
    // that holds its setup's marked cells, or by its kept window
    // (SumComponent::window) grown to hold them. Throws InvalidArgument with
    // sumBoardsProblem's words when the boards do not make a sum.
    [[nodiscard]] static SumLayout of(std::span<const SumComponent> boards);
    // Why these boards cannot be laid out as a sum: their number, or a board
    // too large to show whose marked cells lie beyond kMaxShownSide ("board 1
    // (pawn): in a sum a board larger than 2048 x 2048 cells keeps its marked
    // cells within its top-left 2048 x 2048 (rows and columns 0 to 2047), not
    // at (5, 3000)").
    // Each board's own setupProblem is not asked (SumGame::setupProblem is).
    [[nodiscard]] static std::optional<std::string> sumBoardsProblem(std::span<const SumComponent> boards);

    [[nodiscard]] std::size_t size() const { return m_slots.size(); }
    [[nodiscard]] const Slot& slot(std::size_t board) const { return m_slots.at(board); }
    // The window shown of a board larger than kMaxShownSide (its rows and
    // columns on the combined board), to keep as SumComponent::window; empty
    // for a board shown whole.
    [[nodiscard]] std::optional<std::pair<Coord, Coord>> keptWindow(std::size_t board) const;
    [[nodiscard]] const GameModule& module(std::size_t board) const { return *slot(board).module; }
    [[nodiscard]] const Game& game(std::size_t board) const { return module(board).game; }
    // The board's cells on the combined board (Slot::area).
    [[nodiscard]] const Move& area(std::size_t board) const { return slot(board).area; }
    // "board 2 (pawn)", as GameSum::boardName.
    [[nodiscard]] std::string boardName(std::size_t board) const;

    // The combined board's size.
    [[nodiscard]] Coord rows() const { return m_rows; }
    [[nodiscard]] Coord cols() const { return m_cols; }

    // --- Coordinates. A local cell or move is on the board's own game board.

    // The board a combined cell lies on, or nothing (between or below boards).
    [[nodiscard]] std::optional<std::size_t> boardAt(Cell combined) const;
    // The board and local cell of a combined cell, or nothing.
    [[nodiscard]] std::optional<std::pair<std::size_t, Cell>> toLocal(Cell combined) const;
    // The board and local move of a combined move (both corners on one board), or nothing.
    [[nodiscard]] std::optional<SumMove> toLocal(const Move& combined) const;
    // A local cell or move of a board on the combined board; InvalidArgument
    // when it lies outside the board's shown window.
    [[nodiscard]] Cell toCombined(std::size_t board, Cell local) const;
    [[nodiscard]] Move toCombined(const SumMove& move) const;

    // --- Boards.

    // Each board's own game board (its full size: a pawn's 10^9 plane) cut
    // from a combined board of this layout's size; InvalidArgument otherwise.
    [[nodiscard]] std::vector<Board> componentBoards(const Board& combined) const;
    // One of them.
    [[nodiscard]] Board componentBoard(const Board& combined, std::size_t board) const;
    // The combined board of one board per slot, each of its slot's game size
    // with every marked cell inside its shown window; InvalidArgument otherwise.
    [[nodiscard]] Board combinedBoard(std::span<const Board> boards) const;
    // The sum of a combined setup and a position reached from it.
    [[nodiscard]] std::vector<SumComponent> components(const Board& setup, const Board& position) const;

    friend bool operator==(const SumLayout& a, const SumLayout& b) { return a.m_slots == b.m_slots; }

private:
    std::vector<Slot> m_slots;
    Coord m_rows = 0;
    Coord m_cols = 0;
};

} // namespace engine
