#include "engine/games/rectangles/RemotenessSearch.h"

#include "engine/WorkMeter.h"

#include <bit>


namespace engine::rectangles {

namespace {

// A position's remoteness from the set of its children's (bit v for value v):
// 1 + the least even one (a losing child) if any, else 1 + the largest, 0
// without children, as RemotenessFold.
int remotenessOfChildren(std::uint32_t values)
{
    constexpr std::uint32_t kEven = 0x55555555u;
    if ((values & kEven) != 0)
        return std::countr_zero(values & kEven) + 1;
    return std::bit_width(values);
}

} // namespace

RemotenessSearch::Index RemotenessSearch::indexOf(CellMask subset) const
{
    Index index = 0;
    for (int row = 0; row < kMaxSide && subset != 0; ++row, subset >>= 8)
        index |= m_rowIndex[static_cast<std::size_t>(row)][subset & 0xFFu];
    return index;
}

void RemotenessSearch::fill(CellMask root, const SolveContext& context)
{
    m_root = root;
    m_filled = false;
    int cellCount = 0;
    std::array<Cell, kMaxCells> cellOf{};
    for (int row = 0; row < kMaxSide; ++row) {
        const unsigned rowCells = rowBits(root, row);
        auto& table = m_rowIndex[static_cast<std::size_t>(row)];
        for (unsigned byte = 0; byte < 256; ++byte) {
            Index index = 0;
            int k = cellCount;
            for (unsigned cells = rowCells; cells != 0; cells &= cells - 1, ++k)
                if ((byte & cells & (~cells + 1)) != 0)
                    index |= Index{1} << k;
            table[byte] = static_cast<std::uint16_t>(index);
        }
        for (unsigned cells = rowCells; cells != 0; cells &= cells - 1)
            cellOf[static_cast<std::size_t>(cellCount++)] = Cell{row, std::countr_zero(cells)};
    }
    // The rectangles of the root as index masks, grouped by top-left cell, each
    // group by height, then width. Scanning a group, a rectangle that does
    // not fit a subset rules out the wider ones of its height (so the scan
    // skips to the next height) and, when it is the narrowest, all taller ones
    // (so the scan ends): a taller one contains it.
    std::vector<Step> steps;
    std::vector<std::uint32_t> groupStart(static_cast<std::size_t>(cellCount) + 1, 0);
    for (int k = 0; k < cellCount; ++k) {
        const Cell top = cellOf[static_cast<std::size_t>(k)];
        const std::size_t first = steps.size();
        for (int h = 0; top.row + h < kMaxSide; ++h) {
            const std::size_t heightStart = steps.size();
            for (int w = 0; top.col + w < kMaxSide; ++w) {
                CellMask rectangle = 0;
                for (int r = top.row; r <= top.row + h; ++r)
                    for (int c = top.col; c <= top.col + w; ++c)
                        rectangle |= cellBit(r, c);
                if ((rectangle & ~root) != 0)
                    break;
                steps.push_back(Step{indexOf(rectangle), 0});
            }
            if (steps.size() == heightStart)
                break;
            for (std::size_t i = heightStart; i < steps.size(); ++i)
                steps[i].onMiss = static_cast<std::uint32_t>(steps.size()); // the next height
        }
        groupStart[static_cast<std::size_t>(k) + 1] = static_cast<std::uint32_t>(steps.size());
        // A miss of the narrowest rectangle of a height ends the group.
        for (std::size_t i = first; i < steps.size();) {
            const std::uint32_t nextHeight = steps[i].onMiss;
            steps[i].onMiss = static_cast<std::uint32_t>(steps.size());
            i = nextHeight;
        }
    }

    const Index count = Index{1} << cellCount;
    m_remoteness.assign(count, 0);
    // The stop is checked by work done (WorkMeter): a subset's cells and the
    // rectangles tried on them, a few nanoseconds each.
    WorkMeter meter(context, {});
    for (Index index = 1; index < count; ++index) {
        std::uint64_t tried = 1;
        // The remoteness values of the children as bits (at most kMaxCells, so
        // 32 bits hold them): RemotenessFold's rule on the set of values.
        std::uint32_t childValues = 0;
        for (Index cells = index; cells != 0; cells &= cells - 1) {
            const auto k = static_cast<std::size_t>(std::countr_zero(cells));
            const std::uint32_t end = groupStart[k + 1];
            for (std::uint32_t i = groupStart[k]; i < end; ++tried) {
                const Step& step = steps[i];
                if ((step.mask & ~index) != 0) {
                    i = step.onMiss;
                    continue;
                }
                childValues |= std::uint32_t{1} << m_remoteness[index & ~step.mask];
                ++i;
            }
        }
        m_remoteness[index] = static_cast<std::uint8_t>(remotenessOfChildren(childValues));
        meter.add(tried);
    }
    m_filled = true;
}

int RemotenessSearch::remotenessOf(CellMask cells, const SolveContext& context)
{
    if (!m_filled || (cells & ~m_root) != 0) {
        context.throwIfStopped();
        fill(cells, context);
    }
    return m_remoteness[indexOf(cells)];
}

std::optional<int> RemotenessSearch::knownRemotenessOf(CellMask cells) const
{
    if (!m_filled || (cells & ~m_root) != 0)
        return std::nullopt;
    return m_remoteness[indexOf(cells)];
}

} // namespace engine::rectangles
