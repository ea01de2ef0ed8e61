#include "engine/games/rectangles/ComponentValues.h"

#include <algorithm>
#include <stdexcept>

namespace engine::rectangles {

std::optional<Nimber> ComponentValues::valueOf(CellMask cells, const SolveContext& context)
{
    m_context = &context;
    m_depth = 0;
    m_sinceCheck = 0;
    Nimber value = 0;
    // Each component gets an equal share of the progress bar.
    int count = 0;
    for (CellMask rest = cells; rest != 0; ++count)
        rest &= ~componentOf(lowestCell(rest), rest);
    int index = 0;
    try {
        for (CellMask rest = cells; rest != 0; ++index) {
            const CellMask component = componentOf(lowestCell(rest), rest);
            rest &= ~component;
            m_progressFrom = static_cast<double>(index) / count;
            m_progressSpan = 1.0 / count;
            value ^= componentValue(component);
        }
    } catch (const Stopped&) {
        m_context = nullptr;
        return std::nullopt;
    }
    m_context = nullptr;
    context.report(1.0);
    return value;
}

std::optional<Nimber> ComponentValues::knownValueOf(CellMask cells) const
{
    Nimber value = 0;
    while (cells != 0) {
        const CellMask component = componentOf(lowestCell(cells), cells);
        cells &= ~component;
        if (const unsigned tiny = tinyValue(component); tiny != 0) {
            value ^= tiny;
            continue;
        }
        const int known = m_memo.find(canonicalForm(component));
        if (known == MaskTable::kMissing)
            return std::nullopt;
        value ^= static_cast<Nimber>(known);
    }
    return value;
}

unsigned ComponentValues::tinyValue(CellMask component)
{
    const CellMask first = lowestCell(component);
    const CellMask second = component ^ first;
    if (second == 0)
        return 1;
    if (second == first << 1 || second == first << 8)
        return 2;
    return 0;
}

unsigned ComponentValues::componentValue(CellMask component)
{
    return canonicalValue(canonicalForm(component));
}

unsigned ComponentValues::canonicalValue(CellMask canonical)
{
    const int known = m_memo.find(canonical);
    if (known != MaskTable::kMissing)
        return static_cast<unsigned>(known);
    const unsigned value = compute(canonical);
    m_memo.insert(canonical, static_cast<std::uint8_t>(value));
    return value;
}

unsigned ComponentValues::compute(CellMask canonical)
{
    checkIn();
    // First every child's components as canonical forms, each child closed by an
    // empty set, with their memo slots prefetched; then the look-ups, whose cache
    // misses now overlap instead of coming one after the other.
    const int level = m_depth;
    std::vector<CellMask>& pieces = m_pieces[static_cast<std::size_t>(level)];
    std::vector<std::uint8_t>& known = m_knownParts[static_cast<std::size_t>(level)];
    pieces.clear();
    known.clear();
    forEachRectangle(canonical, [&](int, int, int, int, CellMask rectangle) {
        // Single cells (value 1) and dominoes (value 2) need no look-up.
        unsigned small = 0;
        for (CellMask rest = canonical & ~rectangle; rest != 0;) {
            const CellMask component = componentOf(lowestCell(rest), rest);
            rest &= ~component;
            if (const unsigned tiny = tinyValue(component); tiny != 0) {
                small ^= tiny;
            } else {
                const CellMask key = canonicalForm(component);
                m_memo.prefetch(key);
                pieces.push_back(key);
            }
        }
        pieces.push_back(0);
        known.push_back(static_cast<std::uint8_t>(small));
    });
    if (level < kProgressLevels) {
        m_childCount[static_cast<std::size_t>(level)] = static_cast<int>(known.size());
        m_childIndex[static_cast<std::size_t>(level)] = 0;
    }

    ++m_depth;
    std::array<std::uint64_t, 4> seen{};
    unsigned value = 0;
    std::size_t child = 0;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const CellMask key = pieces[i];
        if (key != 0) {
            value ^= canonicalValue(key);
            continue;
        }
        value ^= known[child++];
        if (value < 256)
            seen[value >> 6] |= std::uint64_t{1} << (value & 63);
        value = 0;
        if (level < kProgressLevels)
            ++m_childIndex[static_cast<std::size_t>(level)];
    }
    --m_depth;

    unsigned mex = 0;
    for (const std::uint64_t word : seen) {
        mex += static_cast<unsigned>(std::countr_one(word));
        if (word != ~std::uint64_t{0})
            break;
    }
    if (mex > 255)
        throw std::overflow_error("a Grundy value of the rectangles game exceeds 255");
    return mex;
}

void ComponentValues::checkIn()
{
    if (++m_sinceCheck < kCheckInterval)
        return;
    m_sinceCheck = 0;
    if (m_context->stopRequested())
        throw Stopped{};
    m_context->report(m_progressFrom + m_progressSpan * progressFraction());
}

double ComponentValues::progressFraction() const
{
    double fraction = 0.0;
    double scale = 1.0;
    const int levels = std::min(m_depth, kProgressLevels);
    for (int level = 0; level < levels; ++level) {
        const auto i = static_cast<std::size_t>(level);
        if (m_childCount[i] == 0)
            break;
        fraction += scale * m_childIndex[i] / m_childCount[i];
        scale /= m_childCount[i];
    }
    return fraction;
}

} // namespace engine::rectangles
