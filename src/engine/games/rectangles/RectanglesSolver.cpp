#include "engine/games/rectangles/RectanglesSolver.h"

#include "engine/games/rectangles/RectanglesGame.h"
#include "engine/Error.h"

namespace engine {

using rectangles::CellMask;

RectanglesSolver::RectanglesSolver(const Board& setup)
    : m_rows(setup.rows()), m_cols(setup.cols()), m_setup(RectanglesGame::filledCells(setup)),
      m_values(rectangles::BoxValues::shapeFor(m_setup))
{
    if (m_rows < 1 || m_cols < 1 || m_rows > rectangles::kMaxSide || m_cols > rectangles::kMaxSide)
        throw InvalidArgument("a rectangles solver takes boards of 1 to 8 rows and columns");
}

void RectanglesSolver::prepareLocked(const SolveContext& context)
{
    (void)m_values.valueOf(m_setup, context);
}

void RectanglesSolver::setWorkers(int workers)
{
    const std::lock_guard lock(mutex());
    m_values.setWorkers(workers);
}

std::size_t RectanglesSolver::stateCount() const
{
    const std::lock_guard lock(mutex());
    return m_values.stateCount();
}

std::size_t RectanglesSolver::memoryBytes() const
{
    const std::lock_guard lock(mutex());
    return m_values.memoryBytes();
}

RectanglesSolver::SearchStats RectanglesSolver::statsFromProgressCallback() const
{
    return SearchStats{m_values.stateCount(), m_values.memoryBytes()};
}

CellMask RectanglesSolver::cellsOf(const Board& position) const
{
    if (position.rows() != m_rows || position.cols() != m_cols)
        throw InvalidArgument("the position does not belong to this setup: it is "
                                    + std::to_string(position.rows()) + " x " + std::to_string(position.cols())
                                    + ", the setup " + std::to_string(m_rows) + " x " + std::to_string(m_cols));
    for (const auto& [cell, kind] : position.markedCells()) {
        const std::string where = "(" + std::to_string(cell.row) + ", " + std::to_string(cell.col) + ")";
        if (kind != CellKind::Filled)
            throw InvalidArgument("cell " + where + " holds something other than 0 or 1");
        if ((m_setup & rectangles::cellBit(static_cast<int>(cell.row), static_cast<int>(cell.col))) == 0)
            throw InvalidArgument("the position does not belong to this setup: cell " + where
                                        + " is 1 but 0 in the setup");
    }
    return RectanglesGame::filledCells(position);
}

std::vector<Part> RectanglesSolver::partsOf(CellMask cells) const
{
    std::vector<Part> parts;
    while (cells != 0) {
        const CellMask component = rectangles::componentOf(rectangles::lowestCell(cells), cells);
        cells &= ~component;
        Part part;
        part.grundy = m_values.knownValueOf(component).value();
        Coord top = rectangles::kMaxSide, left = rectangles::kMaxSide, bottom = 0, right = 0;
        for (CellMask rest = component; rest != 0; rest &= rest - 1) {
            const int index = std::countr_zero(rest);
            const Cell cell{index / 8, index % 8};
            part.cells.push_back(cell);
            top = std::min(top, cell.row);
            left = std::min(left, cell.col);
            bottom = std::max(bottom, cell.row);
            right = std::max(right, cell.col);
        }
        part.bounds = Move{{top, left}, {bottom, right}};
        parts.push_back(std::move(part));
    }
    return parts;
}

Analysis RectanglesSolver::analyseLocked(const Board& position, const SolveContext& context)
{
    const CellMask cells = cellsOf(position);
    const Nimber value = m_values.valueOf(cells, context);
    // The exact remoteness is a search of every subset of the ones (2^16 for a full 4 x 4
    // board): three quarters of a small board's work, done only when asked for.
    const bool withRemoteness = !context.outcomesOnly && rectangles::RemotenessSearch::supports(cells);
    Analysis analysis;
    if (withRemoteness)
        analysis.remoteness = m_remoteness.remotenessOf(cells, context);
    analysis.grundy = value;
    analysis.outcome = outcomeOfGrundy(value);
    analysis.parts = partsOf(cells);
    // Every child's components are congruent to children of the components just
    // valued, so these are look-ups.
    rectangles::forEachRectangle(cells, [&](int top, int left, int bottom, int right, CellMask rectangle) {
        const CellMask child = cells & ~rectangle;
        MoveVerdict verdict;
        verdict.move = Move{{top, left}, {bottom, right}};
        verdict.resultGrundy = m_values.knownValueOf(child).value();
        verdict.resultOutcome = outcomeOfGrundy(*verdict.resultGrundy);
        if (withRemoteness)
            verdict.resultRemoteness = m_remoteness.knownRemotenessOf(child).value();
        analysis.moves.push_back(verdict);
    });
    return analysis;
}

} // namespace engine
