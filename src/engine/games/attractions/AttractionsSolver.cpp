#include "engine/games/attractions/AttractionsSolver.h"

#include "engine/games/attractions/RegionSplit.h"
#include "engine/Error.h"

#include <algorithm>

namespace engine {

AttractionsSolver::AttractionsSolver(const Board& setup)
    : m_setup(setup)
{
    for (const int parity : {0, 1})
        m_tables[static_cast<std::size_t>(parity)] = std::make_unique<RegionTable>(setup, parity);
    m_remoteness = std::make_unique<AttractionsRemoteness>(
        std::array<const RegionTable*, 2>{m_tables[0].get(), m_tables[1].get()});
}

AttractionsSolver::~AttractionsSolver() = default;

void AttractionsSolver::prepareLocked(const SolveContext& context)
{
    // Split the progress by the table sizes, which the work roughly follows.
    const auto weight = [](const RegionTable& t) {
        return static_cast<double>(t.lattice().uCount()) * t.lattice().uCount() * t.lattice().vCount()
            * t.lattice().vCount() + 1.0;
    };
    const double first = weight(*m_tables[0]) / (weight(*m_tables[0]) + weight(*m_tables[1]));
    m_tables[0]->build(context, 0.0, first);
    m_tables[1]->build(context, first, 1.0);
}

Analysis AttractionsSolver::analyseLocked(const Board& position, const SolveContext& context)
{
    prepareLocked(context);
    const std::vector<Region> regions = splitIntoRegions(m_setup, position);

    // Which region each lattice point belongs to, per colour class.
    std::array<std::vector<int>, 2> owner;
    for (const int p : {0, 1}) {
        const DiagonalLattice& lattice = m_tables[static_cast<std::size_t>(p)]->lattice();
        owner[static_cast<std::size_t>(p)].assign(
            static_cast<std::size_t>(lattice.uCount()) * static_cast<std::size_t>(lattice.vCount()), -1);
    }
    std::vector<Nimber> values;
    Nimber total = 0;
    for (std::size_t k = 0; k < regions.size(); ++k) {
        const Region& r = regions[k];
        const RegionTable& table = *m_tables[static_cast<std::size_t>(r.parity)];
        values.push_back(table.grundy(r.a, r.b, r.c, r.d));
        total ^= values.back();
        const auto vCount = static_cast<std::size_t>(table.lattice().vCount());
        for (int i = r.a; i < r.b; ++i)
            for (int j = r.c; j < r.d; ++j)
                owner[static_cast<std::size_t>(r.parity)][static_cast<std::size_t>(i) * vCount
                                                          + static_cast<std::size_t>(j)]
                    = static_cast<int>(k);
    }

    Analysis analysis;
    analysis.grundy = total;
    analysis.outcome = outcomeOfGrundy(total);
    const int spots = m_remoteness->spotCount(regions);
    if (spots <= AttractionsRemoteness::kMaxSpots)
        analysis.remoteness = m_remoteness->remoteness(regions, context);
    for (Coord row = 0; row < position.rows(); ++row)
        for (Coord col = 0; col < position.cols(); ++col) {
            const Cell cell{row, col};
            if (position.cellAt(cell) != CellKind::Spot)
                continue;
            const int p = DiagonalLattice::parityOf(cell);
            const RegionTable& table = *m_tables[static_cast<std::size_t>(p)];
            const auto [i, j] = table.lattice().pointOf(cell);
            const int k = owner[static_cast<std::size_t>(p)][static_cast<std::size_t>(i)
                                                                 * static_cast<std::size_t>(table.lattice().vCount())
                                                             + static_cast<std::size_t>(j)];
            const Region& r = regions[static_cast<std::size_t>(k)];
            const Nimber after
                = total ^ values[static_cast<std::size_t>(k)] ^ table.valueAfter(r.a, r.b, r.c, r.d, i, j);
            MoveVerdict verdict{Move::at(cell), outcomeOfGrundy(after), after, std::nullopt};
            // Exact whenever the position after the move is small enough, even
            // when this one is not: the same number as that position's analysis.
            verdict.resultRemoteness
                = m_remoteness->remotenessAfter(regions, spots, static_cast<std::size_t>(k), i, j, context);
            analysis.moves.push_back(verdict);
        }

    for (std::size_t k = 0; k < regions.size(); ++k) {
        const Region& r = regions[k];
        if (m_tables[static_cast<std::size_t>(r.parity)]->spotCount(r.a, r.b, r.c, r.d) > 0)
            analysis.parts.push_back(partOf(r, values[k]));
    }
    std::sort(analysis.parts.begin(), analysis.parts.end(),
              [](const Part& x, const Part& y) { return x.cells.front() < y.cells.front(); });
    return analysis;
}

Part AttractionsSolver::partOf(const Region& region, Nimber grundy) const
{
    const DiagonalLattice& lattice = m_tables[static_cast<std::size_t>(region.parity)]->lattice();
    Part part;
    part.grundy = grundy;
    for (int i = region.a; i < region.b; ++i)
        for (int j = region.c; j < region.d; ++j)
            if (lattice.onBoard(i, j))
                part.cells.push_back(lattice.cellAt(i, j));
    std::sort(part.cells.begin(), part.cells.end());
    Cell low = part.cells.front();
    Cell high = part.cells.front();
    for (const Cell cell : part.cells) {
        low = Cell{std::min(low.row, cell.row), std::min(low.col, cell.col)};
        high = Cell{std::max(high.row, cell.row), std::max(high.col, cell.col)};
    }
    part.bounds = Move{low, high};
    return part;
}

} // namespace engine
