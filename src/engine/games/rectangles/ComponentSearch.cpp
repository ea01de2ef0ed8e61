#include "engine/games/rectangles/ComponentSearch.h"

#include "engine/Error.h"
#include "engine/games/rectangles/ClassEstimate.h"

#include <algorithm>

namespace engine::rectangles {

ComponentSearch::ComponentSearch(MaskTable& memo, BoxValues& box, MemoGate& gate, bool reversed)
    : m_memo(memo), m_box(box), m_gate(gate), m_reversed(reversed)
{
}

unsigned ComponentSearch::valueOf(CellMask component, const SolveContext& context, double from, double span,
                                  std::size_t classesBefore)
{
    // The stop is checked by work done (WorkMeter): each set valued counts its
    // children and their components (kChildWork each), however many it has.
    WorkMeter meter(context, [this](std::uint64_t) { return m_progressFrom + m_progressSpan * progressFraction(); });
    struct Reset {
        WorkMeter*& meter;
        ~Reset() { meter = nullptr; }
    } reset{m_meter};
    m_meter = &meter;
    m_depth = 0;
    m_progressFrom = from;
    m_progressSpan = span;
    m_classesBefore = std::min(classesBefore, m_memo.size());
    m_classesExpected = context.onProgress ? estimatedClassCount(component) : 0.0;
    return canonicalValue(canonicalForm(component));
}

unsigned ComponentSearch::canonicalValue(CellMask canonical)
{
    const int known = m_memo.find(canonical);
    if (known != MaskTable::kMissing)
        return static_cast<unsigned>(known);
    const unsigned value = compute(canonical);
    m_gate.beforeInsert();
    m_memo.insertShared(canonical, static_cast<std::uint8_t>(value));
    return value;
}

void ComponentSearch::listChildren(CellMask canonical, Level& level)
{
    // First every child with its box slot, prefetched: the box look-ups that
    // follow overlap their cache misses instead of waiting one by one.
    level.children.clear();
    forEachRectangle(canonical, [&](int, int, int, int, CellMask rectangle) {
        const CellMask child = canonical & ~rectangle;
        // Most children of big sets span too many rows: rejected before toOrigin.
        if (child == 0 || !m_box.fitsRows(std::countr_zero(child) / 8, (63 - std::countl_zero(child)) / 8)) {
            level.children.push_back(Child{child, 0, BoxValues::kNoSlot});
            return;
        }
        const CellMask atOrigin = toOrigin(child);
        const std::uint32_t box = m_box.slotOf(atOrigin);
        m_box.prefetch(box);
        level.children.push_back(Child{child, atOrigin, box});
    });
    // Then every child's components as canonical forms (bar those the box table
    // knows), each child closed by an empty set, with their memo slots
    // prefetched: the look-ups in compute() overlap their cache misses too.
    level.pieces.clear();
    level.known.clear();
    level.first.clear();
    const bool narrow = (canonical & kColumn7) == 0;
    for (const Child& listed : level.children) {
        if (m_reversed)
            level.first.push_back(static_cast<std::uint32_t>(level.pieces.size()));
        if (listed.box != BoxValues::kNoSlot) {
            if (const unsigned value = m_box.at(listed.box); value != BoxValues::kUnknown) {
                level.pieces.push_back(Piece{0, BoxValues::kNoSlot});
                level.known.push_back(static_cast<std::uint8_t>(value));
                continue;
            }
        }
        unsigned small = 0;
        for (CellMask rest = listed.cells; rest != 0;) {
            const CellMask seed = lowestCell(rest);
            const CellMask component = narrow ? narrowComponentOf(seed, rest) : componentOf(seed, rest);
            if (component == listed.cells && listed.atOrigin != 0) {
                // A connected child whose box entry was just seen to be unknown.
                const CellMask key = canonicalFormAtOrigin(listed.atOrigin);
                m_memo.prefetch(key);
                level.pieces.push_back(Piece{key, listed.box});
                break;
            }
            rest &= ~component;
            const CellMask atOrigin = toOrigin(component);
            const std::uint32_t box = m_box.slotOf(atOrigin);
            if (box != BoxValues::kNoSlot) {
                if (const unsigned value = m_box.at(box); value != BoxValues::kUnknown) {
                    small ^= value;
                    continue;
                }
            }
            const CellMask key = canonicalFormAtOrigin(atOrigin);
            m_memo.prefetch(key);
            level.pieces.push_back(Piece{key, box});
        }
        level.pieces.push_back(Piece{0, listed.box});
        level.known.push_back(static_cast<std::uint8_t>(small));
    }
}

unsigned ComponentSearch::compute(CellMask canonical)
{
    m_gate.safePoint();
    const int depth = m_depth;
    Level& level = m_levels[static_cast<std::size_t>(depth)];
    listChildren(canonical, level);
    const std::size_t children = level.known.size();
    m_meter->add(kChildWork * (level.children.size() + level.pieces.size()));

    ++m_depth;
    std::array<std::uint64_t, 4> seen{};
    std::size_t i = 0; // the next piece, when children go first to last
    for (std::size_t n = 0; n < children; ++n) {
        const std::size_t child = m_reversed ? children - 1 - n : n;
        unsigned value = level.known[child];
        if (m_reversed)
            i = level.first[child];
        for (; level.pieces[i].key != 0; ++i) {
            const Piece piece = level.pieces[i];
            const unsigned part = canonicalValue(piece.key);
            m_box.store(piece.box, part);
            value ^= part;
        }
        m_box.store(level.pieces[i++].box, value);
        if (value < 256)
            seen[value >> 6] |= std::uint64_t{1} << (value & 63);
    }
    --m_depth;

    unsigned mex = 0;
    for (const std::uint64_t word : seen) {
        mex += static_cast<unsigned>(std::countr_one(word));
        if (word != ~std::uint64_t{0})
            break;
    }
    if (mex > 255)
        throw Error("a Grundy value of the rectangles game exceeds 255");
    return mex;
}

double ComponentSearch::progressFraction() const
{
    if (m_classesExpected <= 0.0)
        return 0.0;
    const double gained = static_cast<double>(m_memo.size() - m_classesBefore);
    return std::min(kProgressCap, gained / m_classesExpected);
}

} // namespace engine::rectangles
