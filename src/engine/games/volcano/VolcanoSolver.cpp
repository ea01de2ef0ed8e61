#include "engine/games/volcano/VolcanoSolver.h"

#include "engine/games/volcano/LavaRectangles.h"
#include "engine/Error.h"

namespace engine {

namespace {

std::vector<Cell> cellsOf(const Move& rect)
{
    std::vector<Cell> cells;
    for (Coord r = rect.topLeft.row; r <= rect.bottomRight.row; ++r)
        for (Coord c = rect.topLeft.col; c <= rect.bottomRight.col; ++c)
            cells.push_back({r, c});
    return cells;
}

} // namespace

VolcanoSolver::VolcanoSolver(const Board& setup)
    : m_setup(setup), m_table(setup), m_remoteness({&m_table.quadrants()}, {kMaxMonsters, kWorkBudget})
{
}

void VolcanoSolver::prepareLocked(const SolveContext& context)
{
    m_table.build(context);
}

void VolcanoSolver::checkBelongsToSetup(const Board& position) const
{
    if (position.rows() != m_setup.rows() || position.cols() != m_setup.cols())
        throw InvalidArgument("the position does not belong to this setup: it is "
                                    + std::to_string(position.rows()) + " x " + std::to_string(position.cols())
                                    + ", the setup " + std::to_string(m_setup.rows()) + " x "
                                    + std::to_string(m_setup.cols()));
    for (Coord r = 0; r < m_setup.rows(); ++r)
        for (Coord c = 0; c < m_setup.cols(); ++c) {
            const Cell cell{r, c};
            const CellKind kind = position.cellAt(cell);
            const CellKind original = m_setup.cellAt(cell);
            if (kind == CellKind::Volcano && original != CellKind::Monster)
                throw InvalidArgument("the position does not belong to this setup: a volcano erupted at "
                                            + cellText(cell) + ", where the setup has no monster");
            if (!isLava(kind) && kind != original)
                throw InvalidArgument("the position does not belong to this setup: cell " + cellText(cell)
                                            + " is not covered by lava but differs from the setup");
        }
}

Analysis VolcanoSolver::analyseLocked(const Board& position, const SolveContext& context)
{
    prepareLocked(context);
    checkBelongsToSetup(position);
    const std::vector<Move> rects = lavaFreeRectangles(position);

    const QuadrantTable& table = m_table.quadrants();
    // A board rectangle in the table's compressed coordinates.
    const auto compressedOf = [&](const Move& rect) {
        return QuadrantRemoteness::pack(0, table.rowsBefore(static_cast<int>(rect.topLeft.row)),
                                        table.rowsBefore(static_cast<int>(rect.bottomRight.row + 1)),
                                        table.colsBefore(static_cast<int>(rect.topLeft.col)),
                                        table.colsBefore(static_cast<int>(rect.bottomRight.col + 1)));
    };

    Analysis analysis;
    Nimber total = 0;
    std::vector<QuadrantRemoteness::Rect> compressed;
    std::vector<int> partOf(static_cast<std::size_t>(position.rows() * position.cols()), -1);
    for (std::size_t i = 0; i < rects.size(); ++i) {
        const Move& rect = rects[i];
        Part part{cellsOf(rect), rect, m_table.grundy(rect)};
        for (const Cell cell : part.cells)
            partOf[static_cast<std::size_t>(cell.row * position.cols() + cell.col)] = static_cast<int>(i);
        total ^= part.grundy;
        compressed.push_back(compressedOf(rect));
        analysis.parts.push_back(std::move(part));
    }
    analysis.grundy = total;
    analysis.outcome = outcomeOfGrundy(total);

    m_remoteness.resetBudget();
    analysis.remoteness = m_remoteness.remoteness(m_remoteness.stateOf(compressed), context);

    for (const auto& [cell, kind] : position.markedCells()) {
        if (kind != CellKind::Monster)
            continue;
        const std::size_t at = static_cast<std::size_t>(cell.row * position.cols() + cell.col);
        const auto i = static_cast<std::size_t>(partOf[at]);
        const Move& rect = rects[i];
        const int a = table.rowsBefore(static_cast<int>(rect.topLeft.row));
        const int b = table.rowsBefore(static_cast<int>(rect.bottomRight.row + 1));
        const int c = table.colsBefore(static_cast<int>(rect.topLeft.col));
        const int d = table.colsBefore(static_cast<int>(rect.bottomRight.col + 1));
        const int r = table.rowsBefore(static_cast<int>(cell.row));
        const int k = table.colsBefore(static_cast<int>(cell.col));
        const Nimber result = total ^ analysis.parts[i].grundy ^ table.compressedValueAfter(a, b, c, d, r, k);

        // The child state: this part replaced by its four pieces.
        std::vector<QuadrantRemoteness::Rect> childRects = compressed;
        childRects[i] = QuadrantRemoteness::pack(0, a, r, c, k);
        childRects.push_back(QuadrantRemoteness::pack(0, a, r, k + 1, d));
        childRects.push_back(QuadrantRemoteness::pack(0, r + 1, b, c, k));
        childRects.push_back(QuadrantRemoteness::pack(0, r + 1, b, k + 1, d));
        const std::optional<int> remoteness = m_remoteness.remoteness(m_remoteness.stateOf(childRects), context);
        analysis.moves.push_back(MoveVerdict{Move::at(cell), outcomeOfGrundy(result), result, remoteness});
    }
    return analysis;
}

} // namespace engine
