#include "engine/Board.h"

#include "engine/Error.h"

#include <algorithm>
#include <cmath>

namespace engine {

namespace {

// A board folds its own changes into new SparseCells past this many, or twice the
// square root of its shared cells: a copy or comparison of a board of 10^5 cells
// handles at most 632 changes (a sixteenth, 6250, took milliseconds per copy in the
// desktop program), and building such a board cell by cell folds 160 times (20 ms).
constexpr std::size_t kFewChanges = 256;

std::size_t foldThreshold(std::size_t sharedCells)
{
    const auto root = static_cast<std::size_t>(std::sqrt(static_cast<double>(sharedCells)));
    return std::max(kFewChanges, 2 * root);
}

} // namespace

Board::Board(Coord rows, Coord cols)
    : m_rows(rows), m_cols(cols)
{
    if (rows < 0 || cols < 0 || rows > kMaxSide || cols > kMaxSide)
        throw InvalidArgument("board size out of range");
    m_dense = rows * cols <= kDenseCellLimit;
    if (m_dense) {
        m_cells = std::make_shared<std::vector<CellKind>>(static_cast<std::size_t>(rows * cols), CellKind::Empty);
        m_ownsCells = true;
    } else {
        m_base = std::make_shared<const SparseCells>();
    }
}

Board::Board(const Board& other)
{
    shareFrom(other);
}

Board::Board(Board&& other) noexcept
{
    *this = std::move(other);
}

Board& Board::operator=(const Board& other)
{
    if (this != &other)
        shareFrom(other);
    return *this;
}

Board& Board::operator=(Board&& other) noexcept
{
    if (this == &other)
        return *this;
    m_rows = std::exchange(other.m_rows, 0);
    m_cols = std::exchange(other.m_cols, 0);
    m_dense = std::exchange(other.m_dense, true);
    m_cells = std::move(other.m_cells);
    m_ownsCells = other.m_ownsCells.exchange(false);
    m_base = std::move(other.m_base);
    m_changes = std::move(other.m_changes);
    other.m_changes.clear();
    m_counts = std::exchange(other.m_counts, {});
    return *this;
}

void Board::shareFrom(const Board& other)
{
    m_rows = other.m_rows;
    m_cols = other.m_cols;
    m_dense = other.m_dense;
    other.m_ownsCells = false; // both share the cells now
    m_cells = other.m_cells;
    m_ownsCells = false;
    m_base = other.m_base;
    m_changes = other.m_changes;
    m_counts = other.m_counts;
}

const std::vector<CellKind>& Board::denseCells() const
{
    static const std::vector<CellKind> none;
    return m_cells ? *m_cells : none;
}

CellKind Board::sparseAt(Cell cell) const
{
    if (const auto it = m_changes.find(cell); it != m_changes.end())
        return it->second;
    return m_base->at(cell);
}

CellKind Board::cellAt(Cell cell) const
{
    if (!contains(cell))
        return CellKind::Empty;
    return m_dense ? denseCells()[indexOf(cell)] : sparseAt(cell);
}

void Board::setCell(Cell cell, CellKind kind)
{
    if (!contains(cell))
        return;
    const CellKind old = cellAt(cell);
    if (old == kind)
        return;
    if (old != CellKind::Empty)
        --m_counts[static_cast<std::size_t>(old)];
    if (kind != CellKind::Empty)
        ++m_counts[static_cast<std::size_t>(kind)];
    if (!m_dense) {
        setSparse(cell, kind);
        return;
    }
    if (!m_ownsCells) { // detach: the shared cells are never written
        m_cells = std::make_shared<std::vector<CellKind>>(*m_cells);
        m_ownsCells = true;
    }
    (*m_cells)[indexOf(cell)] = kind;
}

void Board::setSparse(Cell cell, CellKind kind)
{
    if (m_base->at(cell) == kind)
        m_changes.erase(cell); // back to the shared cells' kind
    else
        m_changes[cell] = kind;
    if (m_changes.size() > foldThreshold(m_base->size()))
        foldChanges();
}

void Board::foldChanges()
{
    m_base = std::make_shared<const SparseCells>(*m_base, m_changes);
    m_changes.clear();
}

std::vector<std::pair<Cell, CellKind>> Board::markedCells() const
{
    return markedCellsIn(0, m_rows, 0, m_cols);
}

std::vector<Board::Entry> Board::changesIn(Coord rowBegin, Coord rowEnd, Coord colBegin, Coord colEnd) const
{
    std::vector<Entry> result;
    for (auto it = m_changes.lower_bound({rowBegin, colBegin}); it != m_changes.end() && it->first.row < rowEnd;) {
        const Cell cell = it->first;
        if (cell.col < colBegin) {
            it = m_changes.lower_bound({cell.row, colBegin});
        } else if (cell.col >= colEnd) {
            it = m_changes.lower_bound({cell.row + 1, colBegin});
        } else {
            result.push_back(*it);
            ++it;
        }
    }
    return result;
}

std::vector<std::pair<Cell, CellKind>> Board::markedCellsIn(Coord rowBegin, Coord rowEnd, Coord colBegin,
                                                            Coord colEnd) const
{
    rowBegin = std::max<Coord>(rowBegin, 0);
    colBegin = std::max<Coord>(colBegin, 0);
    rowEnd = std::min(rowEnd, m_rows);
    colEnd = std::min(colEnd, m_cols);
    std::vector<Entry> result;
    if (rowBegin >= rowEnd || colBegin >= colEnd)
        return result;
    if (m_dense) {
        const std::vector<CellKind>& cells = denseCells();
        for (Coord r = rowBegin; r < rowEnd; ++r)
            for (Coord c = colBegin; c < colEnd; ++c)
                if (const CellKind kind = cells[indexOf({r, c})]; kind != CellKind::Empty)
                    result.emplace_back(Cell{r, c}, kind);
        return result;
    }
    // The shared cells with this board's changes merged in, row-major.
    SparseCells::merge(
        [&](const auto& visit) { m_base->visitWindow(rowBegin, rowEnd, colBegin, colEnd, visit); },
        changesIn(rowBegin, rowEnd, colBegin, colEnd), result);
    return result;
}

std::size_t Board::markedCount() const
{
    std::size_t count = 0;
    for (const std::size_t n : m_counts)
        count += n;
    return count;
}

std::size_t Board::countOf(CellKind kind) const
{
    if (kind == CellKind::Empty)
        return static_cast<std::size_t>(m_rows * m_cols) - markedCount();
    return m_counts[static_cast<std::size_t>(kind)];
}

std::vector<Cell> Board::cellsOf(CellKind kind) const
{
    std::vector<Cell> result;
    if (kind == CellKind::Empty || countOf(kind) == 0)
        return result;
    if (m_dense) {
        for (const auto& [cell, marked] : markedCells())
            if (marked == kind)
                result.push_back(cell);
        return result;
    }
    for (const auto& [cell, marked] : m_base->entriesOf(kind))
        if (!m_changes.count(cell))
            result.push_back(cell);
    for (const auto& [cell, marked] : m_changes)
        if (marked == kind)
            result.push_back(cell);
    std::sort(result.begin(), result.end());
    return result;
}

std::optional<Board::Entry> Board::nearestDense(Cell cell, Coord rowStep, Coord colStep) const
{
    for (Cell at{cell.row + rowStep, cell.col + colStep}; contains(at); at = Cell{at.row + rowStep, at.col + colStep})
        if (const CellKind kind = denseCells()[indexOf(at)]; kind != CellKind::Empty)
            return Entry{at, kind};
    return std::nullopt;
}

std::optional<std::pair<Cell, CellKind>> Board::nearestMarkedLeftOf(Cell cell) const
{
    if (!contains(cell))
        return std::nullopt;
    if (m_dense)
        return nearestDense(cell, 0, -1);
    // The nearest shared cell this board did not erase, and the nearest change that marks a cell.
    std::optional<Entry> nearest;
    const std::vector<Entry>& entries = m_base->entries();
    auto it = m_base->lowerBound(cell);
    while (it != entries.begin() && (it - 1)->first.row == cell.row) {
        --it;
        if (!m_changes.count(it->first)) {
            nearest = *it;
            break;
        }
    }
    for (auto change = m_changes.lower_bound(cell); change != m_changes.begin();) {
        --change;
        if (change->first.row != cell.row || (nearest && change->first.col < nearest->first.col))
            break;
        if (change->second != CellKind::Empty)
            return *change;
    }
    return nearest;
}

std::optional<std::pair<Cell, CellKind>> Board::nearestMarkedAbove(Cell cell) const
{
    if (!contains(cell))
        return std::nullopt;
    if (m_dense)
        return nearestDense(cell, -1, 0);
    std::optional<Entry> nearest = m_base->lastInColumnAbove(
        cell.col, cell.row, [this](const Entry& entry) { return !m_changes.count(entry.first); });
    for (const auto& [changed, kind] : m_changes)
        if (changed.col == cell.col && changed.row < cell.row && kind != CellKind::Empty
            && (!nearest || changed.row > nearest->first.row))
            nearest = Entry{changed, kind};
    return nearest;
}

std::vector<Cell> Board::differingCells(const Board& a, const Board& b)
{
    std::vector<Cell> changed;
    if (!a.m_dense && a.m_base == b.m_base) {
        // Only the cells either board changed can differ.
        std::vector<Cell> candidates;
        for (const auto* changes : {&a.m_changes, &b.m_changes})
            for (const auto& [cell, kind] : *changes)
                candidates.push_back(cell);
        std::sort(candidates.begin(), candidates.end());
        candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
        for (const Cell cell : candidates)
            if (a.cellAt(cell) != b.cellAt(cell))
                changed.push_back(cell);
        return changed;
    }
    // Only the marked cells can differ: one merge of the two row-major lists.
    const auto before = a.markedCells();
    const auto after = b.markedCells();
    auto i = before.begin();
    auto j = after.begin();
    while (i != before.end() || j != after.end()) {
        if (j == after.end() || (i != before.end() && i->first < j->first)) {
            changed.push_back((i++)->first);
        } else if (i == before.end() || j->first < i->first) {
            changed.push_back((j++)->first);
        } else {
            if (i->second != j->second)
                changed.push_back(i->first);
            ++i;
            ++j;
        }
    }
    return changed;
}

bool operator==(const Board& a, const Board& b)
{
    if (a.m_rows != b.m_rows || a.m_cols != b.m_cols || a.m_counts != b.m_counts)
        return false;
    if (a.m_dense)
        return a.m_cells == b.m_cells || a.denseCells() == b.denseCells();
    if (a.m_base == b.m_base)
        return a.m_changes == b.m_changes; // changes never repeat the shared cells' kind
    return a.markedCells() == b.markedCells();
}

} // namespace engine
