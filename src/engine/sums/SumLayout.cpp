#include "engine/sums/SumLayout.h"

#include "engine/Error.h"
#include "engine/sums/GameSum.h"

#include <algorithm>
#include <string>
#include <tuple>

namespace engine {

namespace {

bool showsWhole(Coord rows, Coord cols)
{
    return rows <= SumLayout::kMaxShownSide && cols <= SumLayout::kMaxShownSide;
}

std::string nameOf(std::size_t board, const GameModule& module)
{
    return "board " + std::to_string(board) + " (" + std::string(module.id()) + ")";
}

// The marked cells of a board of a shown window `rows` x `cols`, row-major, or
// nothing when one lies outside it.
std::optional<std::vector<std::pair<Cell, CellKind>>> markedInWindow(const Board& board, Coord rows, Coord cols)
{
    std::vector<std::pair<Cell, CellKind>> cells = board.markedCellsIn(0, rows, 0, cols);
    if (cells.size() != board.markedCount())
        return std::nullopt;
    return cells;
}

// The smallest top-left window of a board that holds its marked cells (at least 1 x 1).
std::pair<Coord, Coord> windowOfMarked(const Board& board)
{
    Coord rows = 1;
    Coord cols = 1;
    for (const auto& [cell, kind] : board.markedCells()) {
        rows = std::max(rows, cell.row + 1);
        cols = std::max(cols, cell.col + 1);
    }
    return {rows, cols};
}

} // namespace

SumLayout::SumLayout(std::vector<Slot> slots)
    : m_slots(std::move(slots))
{
    if (m_slots.empty() || m_slots.size() > GameSum::kMaxBoards)
        throw InvalidArgument("a sum has 1 to " + std::to_string(GameSum::kMaxBoards) + " boards, not "
                              + std::to_string(m_slots.size()));
    Coord left = 0;
    for (std::size_t i = 0; i < m_slots.size(); ++i) {
        Slot& slot = m_slots[i];
        if (slot.module == nullptr)
            throw InvalidArgument("a board of a sum needs its game");
        if (slot.rows < 1 || slot.cols < 1)
            throw InvalidArgument(nameOf(i, *slot.module) + " has no cells");
        const bool whole = showsWhole(slot.rows, slot.cols);
        if (whole ? (slot.shownRows != slot.rows || slot.shownCols != slot.cols)
                  : (slot.shownRows < 1 || slot.shownCols < 1 || slot.shownRows > std::min(slot.rows, kMaxShownSide)
                     || slot.shownCols > std::min(slot.cols, kMaxShownSide)))
            throw InvalidArgument(nameOf(i, *slot.module) + " of " + std::to_string(slot.rows) + " x "
                                  + std::to_string(slot.cols) + " cells cannot show " + std::to_string(slot.shownRows)
                                  + " x " + std::to_string(slot.shownCols) + " of them; a sum shows a board whole "
                                  "up to " + std::to_string(kMaxShownSide) + " x " + std::to_string(kMaxShownSide)
                                  + " cells, a larger one by its top-left window of at most that");
        if (i > 0)
            left += kGap;
        slot.area = Move{Cell{0, left}, Cell{slot.shownRows - 1, left + slot.shownCols - 1}};
        left += slot.shownCols;
        m_rows = std::max(m_rows, slot.shownRows);
    }
    m_cols = left;
}

std::optional<std::string> SumLayout::sumBoardsProblem(std::span<const SumComponent> boards)
{
    if (boards.empty() || boards.size() > GameSum::kMaxBoards)
        return "a sum has 1 to " + std::to_string(GameSum::kMaxBoards) + " boards, not "
            + std::to_string(boards.size());
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const SumComponent& board = boards[i];
        if (board.module == nullptr)
            return "a board of a sum needs its game";
        const Board& setup = board.setup;
        if (setup.rows() < 1 || setup.cols() < 1)
            return nameOf(i, *board.module) + " has no cells";
        if (showsWhole(setup.rows(), setup.cols()))
            continue;
        for (const auto& [cell, kind] : setup.markedCells())
            if (cell.row >= kMaxShownSide || cell.col >= kMaxShownSide)
                return nameOf(i, *board.module) + ": in a sum a board larger than " + std::to_string(kMaxShownSide)
                    + " x " + std::to_string(kMaxShownSide) + " cells keeps its marked cells within its top-left "
                    + std::to_string(kMaxShownSide) + " x " + std::to_string(kMaxShownSide) + " (rows and columns 0 to "
                    + std::to_string(kMaxShownSide - 1) + "), not at " + cellText(cell);
    }
    return std::nullopt;
}

SumLayout SumLayout::of(std::span<const SumComponent> boards)
{
    if (auto problem = sumBoardsProblem(boards))
        throw InvalidArgument(*problem);
    std::vector<Slot> slots;
    for (const SumComponent& board : boards) {
        Slot slot{board.module, board.setup.rows(), board.setup.cols(), board.setup.rows(), board.setup.cols(), {}};
        if (!showsWhole(slot.rows, slot.cols)) {
            std::tie(slot.shownRows, slot.shownCols) = windowOfMarked(board.setup);
            if (board.window) { // a window kept, grown to hold the marked cells, within the sides
                slot.shownRows = std::min({std::max(slot.shownRows, board.window->first), slot.rows, kMaxShownSide});
                slot.shownCols = std::min({std::max(slot.shownCols, board.window->second), slot.cols, kMaxShownSide});
            }
        }
        slots.push_back(slot);
    }
    return SumLayout(std::move(slots));
}

std::optional<std::pair<Coord, Coord>> SumLayout::keptWindow(std::size_t board) const
{
    const Slot& s = slot(board);
    if (showsWhole(s.rows, s.cols))
        return std::nullopt;
    return std::pair(s.shownRows, s.shownCols);
}

std::string SumLayout::boardName(std::size_t board) const
{
    return nameOf(board, module(board));
}

std::optional<std::size_t> SumLayout::boardAt(Cell combined) const
{
    for (std::size_t i = 0; i < m_slots.size(); ++i)
        if (m_slots[i].area.contains(combined))
            return i;
    return std::nullopt;
}

std::optional<std::pair<std::size_t, Cell>> SumLayout::toLocal(Cell combined) const
{
    const std::optional<std::size_t> board = boardAt(combined);
    if (!board)
        return std::nullopt;
    const Cell origin = m_slots[*board].area.topLeft;
    return std::pair(*board, Cell{combined.row - origin.row, combined.col - origin.col});
}

std::optional<SumMove> SumLayout::toLocal(const Move& combined) const
{
    const auto first = toLocal(combined.topLeft);
    const auto last = toLocal(combined.bottomRight);
    if (!first || !last || first->first != last->first)
        return std::nullopt;
    return SumMove{first->first, Move{first->second, last->second}};
}

Cell SumLayout::toCombined(std::size_t board, Cell local) const
{
    const Slot& s = slot(board);
    if (local.row < 0 || local.col < 0 || local.row >= s.shownRows || local.col >= s.shownCols)
        throw InvalidArgument("cell " + cellText(local) + " of " + boardName(board) + " lies outside its "
                              + std::to_string(s.shownRows) + " x " + std::to_string(s.shownCols)
                              + " cells in the sum");
    return Cell{s.area.topLeft.row + local.row, s.area.topLeft.col + local.col};
}

Move SumLayout::toCombined(const SumMove& move) const
{
    return Move{toCombined(move.board, move.move.topLeft), toCombined(move.board, move.move.bottomRight)};
}

Board SumLayout::componentBoard(const Board& combined, std::size_t board) const
{
    if (combined.rows() != m_rows || combined.cols() != m_cols)
        throw InvalidArgument("a board of this sum is " + std::to_string(m_rows) + " x " + std::to_string(m_cols)
                              + " cells, not " + std::to_string(combined.rows()) + " x "
                              + std::to_string(combined.cols()));
    const Slot& s = slot(board);
    Board result(s.rows, s.cols);
    const Cell origin = s.area.topLeft;
    for (const auto& [cell, kind] :
         combined.markedCellsIn(origin.row, s.area.bottomRight.row + 1, origin.col, s.area.bottomRight.col + 1))
        result.setCell(Cell{cell.row - origin.row, cell.col - origin.col}, kind);
    return result;
}

std::vector<Board> SumLayout::componentBoards(const Board& combined) const
{
    std::vector<Board> boards;
    boards.reserve(m_slots.size());
    for (std::size_t i = 0; i < m_slots.size(); ++i)
        boards.push_back(componentBoard(combined, i));
    return boards;
}

Board SumLayout::combinedBoard(std::span<const Board> boards) const
{
    if (boards.size() != m_slots.size())
        throw InvalidArgument("a sum of " + std::to_string(m_slots.size()) + " boards is not made of "
                              + std::to_string(boards.size()));
    Board combined(m_rows, m_cols);
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const Slot& slot = m_slots[i];
        if (boards[i].rows() != slot.rows || boards[i].cols() != slot.cols)
            throw InvalidArgument(boardName(i) + " is " + std::to_string(slot.rows) + " x "
                                  + std::to_string(slot.cols) + " cells, not " + std::to_string(boards[i].rows())
                                  + " x " + std::to_string(boards[i].cols()));
        const auto cells = markedInWindow(boards[i], slot.shownRows, slot.shownCols);
        if (!cells)
            throw InvalidArgument(boardName(i) + " has a marked cell outside its top-left "
                                  + std::to_string(slot.shownRows) + " x " + std::to_string(slot.shownCols)
                                  + " cells, which the sum shows");
        for (const auto& [cell, kind] : *cells)
            combined.setCell(Cell{slot.area.topLeft.row + cell.row, slot.area.topLeft.col + cell.col}, kind);
    }
    return combined;
}

std::vector<SumComponent> SumLayout::components(const Board& setup, const Board& position) const
{
    const std::vector<Board> setups = componentBoards(setup);
    const std::vector<Board> positions = componentBoards(position);
    std::vector<SumComponent> result;
    for (std::size_t i = 0; i < m_slots.size(); ++i)
        result.push_back({m_slots[i].module, setups[i], positions[i]});
    return result;
}

} // namespace engine
