#include "engine/Board.h"

#include "engine/Error.h"

#include <algorithm>

namespace engine {

Board::Board(Coord rows, Coord cols)
    : m_rows(rows), m_cols(cols)
{
    if (rows < 0 || cols < 0 || rows > kMaxSide || cols > kMaxSide)
        throw InvalidArgument("board size out of range");
    m_dense = rows * cols <= kDenseCellLimit;
    if (m_dense)
        m_cells.assign(static_cast<std::size_t>(rows * cols), CellKind::Empty);
}

CellKind Board::cellAt(Cell cell) const
{
    if (!contains(cell))
        return CellKind::Empty;
    if (m_dense)
        return m_cells[indexOf(cell)];
    const auto it = m_marked.find(cell);
    return it == m_marked.end() ? CellKind::Empty : it->second;
}

void Board::setCell(Cell cell, CellKind kind)
{
    if (!contains(cell))
        return;
    if (m_dense) {
        m_cells[indexOf(cell)] = kind;
    } else if (kind == CellKind::Empty) {
        m_marked.erase(cell);
    } else {
        m_marked[cell] = kind;
    }
}

std::vector<std::pair<Cell, CellKind>> Board::markedCells() const
{
    return markedCellsIn(0, m_rows, 0, m_cols);
}

std::vector<std::pair<Cell, CellKind>> Board::markedCellsIn(Coord rowBegin, Coord rowEnd, Coord colBegin,
                                                            Coord colEnd) const
{
    rowBegin = std::max<Coord>(rowBegin, 0);
    colBegin = std::max<Coord>(colBegin, 0);
    rowEnd = std::min(rowEnd, m_rows);
    colEnd = std::min(colEnd, m_cols);
    std::vector<std::pair<Cell, CellKind>> result;
    if (rowBegin >= rowEnd || colBegin >= colEnd)
        return result;
    if (m_dense) {
        for (Coord r = rowBegin; r < rowEnd; ++r)
            for (Coord c = colBegin; c < colEnd; ++c)
                if (const CellKind kind = m_cells[indexOf({r, c})]; kind != CellKind::Empty)
                    result.emplace_back(Cell{r, c}, kind);
        return result;
    }
    for (auto it = m_marked.lower_bound({rowBegin, colBegin}); it != m_marked.end() && it->first.row < rowEnd;) {
        const Cell cell = it->first;
        if (cell.col < colBegin) {
            it = m_marked.lower_bound({cell.row, colBegin});
        } else if (cell.col >= colEnd) {
            it = m_marked.lower_bound({cell.row + 1, colBegin});
        } else {
            result.emplace_back(cell, it->second);
            ++it;
        }
    }
    return result;
}

std::size_t Board::markedCount() const
{
    if (!m_dense)
        return m_marked.size();
    return static_cast<std::size_t>(
        std::count_if(m_cells.begin(), m_cells.end(), [](CellKind k) { return k != CellKind::Empty; }));
}

std::size_t Board::countOf(CellKind kind) const
{
    if (kind == CellKind::Empty)
        return static_cast<std::size_t>(m_rows * m_cols) - markedCount();
    if (m_dense)
        return static_cast<std::size_t>(std::count(m_cells.begin(), m_cells.end(), kind));
    return static_cast<std::size_t>(
        std::count_if(m_marked.begin(), m_marked.end(), [kind](const auto& e) { return e.second == kind; }));
}

bool operator==(const Board& a, const Board& b)
{
    if (a.m_rows != b.m_rows || a.m_cols != b.m_cols)
        return false;
    if (a.m_dense)
        return a.m_cells == b.m_cells;
    return a.m_marked == b.m_marked;
}

} // namespace engine
