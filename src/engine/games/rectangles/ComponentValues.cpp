#include "engine/games/rectangles/ComponentValues.h"

#include <algorithm>
#include <stdexcept>

namespace engine::rectangles {

ComponentValues::ComponentValues() : m_boxValues(std::size_t{1} << (kBoxRows * kBoxCols), kUnknown)
{
    // The memo leaves out single cells and dominoes.
    m_boxValues[boxIndex(0b1)] = 1;
    m_boxValues[boxIndex(0b11)] = 2;
    m_boxValues[boxIndex(0x101)] = 2;
}

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
    // First every child's components as canonical forms (bar those the box
    // table knows), each child closed by an empty set, with their memo slots
    // prefetched; then the look-ups, whose cache misses now overlap instead of
    // coming one after the other.
    const int level = m_depth;
    std::vector<Piece>& pieces = m_pieces[static_cast<std::size_t>(level)];
    std::vector<std::uint8_t>& known = m_knownParts[static_cast<std::size_t>(level)];
    pieces.clear();
    known.clear();
    forEachRectangle(canonical, [&](int, int, int, int, CellMask rectangle) {
        // A child (or a component) in the box table needs no further look-up;
        // one that fits the box but is not there yet is entered when valued.
        const CellMask child = canonical & ~rectangle;
        std::uint32_t childBox = kNoBox;
        // Most children of big sets span too many rows: rejected before toOrigin.
        if (child != 0 && (63 - std::countl_zero(child)) / 8 - std::countr_zero(child) / 8 < kBoxRows) {
            childBox = boxSlot(toOrigin(child));
            if (childBox != kNoBox) {
                if (const std::uint8_t value = m_boxValues[childBox]; value != kUnknown) {
                    pieces.push_back(Piece{0, kNoBox});
                    known.push_back(value);
                    return;
                }
            }
        }
        unsigned small = 0;
        for (CellMask rest = child; rest != 0;) {
            const CellMask component = componentOf(lowestCell(rest), rest);
            rest &= ~component;
            const CellMask atOrigin = toOrigin(component);
            const std::uint32_t box = boxSlot(atOrigin);
            if (box != kNoBox) {
                if (const std::uint8_t value = m_boxValues[box]; value != kUnknown) {
                    small ^= value;
                    continue;
                }
            }
            const CellMask key = canonicalFormAtOrigin(atOrigin);
            m_memo.prefetch(key);
            pieces.push_back(Piece{key, box});
        }
        pieces.push_back(Piece{0, childBox});
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
        const Piece piece = pieces[i];
        if (piece.key != 0) {
            const unsigned part = canonicalValue(piece.key);
            if (piece.box != kNoBox && part < kUnknown)
                m_boxValues[piece.box] = static_cast<std::uint8_t>(part);
            value ^= part;
            continue;
        }
        value ^= known[child++];
        if (piece.box != kNoBox && value < kUnknown)
            m_boxValues[piece.box] = static_cast<std::uint8_t>(value);
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
