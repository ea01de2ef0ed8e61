#pragma once

#include "engine/SolveContext.h"
#include "engine/WorkMeter.h"
#include "engine/games/rectangles/BoxValues.h"
#include "engine/games/rectangles/CellMask.h"
#include "engine/games/rectangles/MaskTable.h"
#include "engine/games/rectangles/MemoGate.h"

#include <array>
#include <cstdint>
#include <vector>

namespace engine::rectangles {

// One worker's depth-first search for the Grundy value of a connected set: the
// mex of its children's values, a child's value being the XOR of its
// components'. Components are valued by canonical form in a memo (and a box
// table) that may be shared with other workers searching at the same time;
// the stack of the search is this object's own. A worker whose `reversed` is
// set visits every set's children last first, so that two workers on one set
// soon part ways and mostly fill the memo for each other.
//
// Values are stored in a byte; a value above 255 throws Error.
class ComponentSearch {
public:
    ComponentSearch(MaskTable& memo, BoxValues& box, MemoGate& gate, bool reversed);
    ComponentSearch(const ComponentSearch&) = delete;
    ComponentSearch& operator=(const ComponentSearch&) = delete;

    // The value of a connected set (not a single cell or domino); throws
    // Stopped when `context` asks to. Progress goes to `context` (if it takes
    // any) as from + span * the share of the classes the search will value
    // (estimatedClassCount) that the memo has gained since it held
    // `classesBefore` entries (its size when the search of this component first
    // began: a search resumed after a stop goes on from where it was), at most
    // kProgressCap: it rises with the work done, whoever does it.
    [[nodiscard]] unsigned valueOf(CellMask component, const SolveContext& context, double from, double span,
                                   std::size_t classesBefore);

    // The share reported while the search still runs (the estimate is a little
    // low: the rest comes at the end).
    static constexpr double kProgressCap = 0.99;

private:
    // The work units (WorkMeter) of a child listed or a component looked up: a
    // canonical form, a box or memo probe, some tens of nanoseconds.
    static constexpr std::uint64_t kChildWork = 16;
    // A child's component still to be looked up: its canonical form and its box
    // slot. A key of 0 closes a child, and then the slot is the child's own.
    struct Piece {
        CellMask key;
        std::uint32_t box;
    };
    // A child as first listed: its cells, and where it lies in the box table
    // (atOrigin 0 and kNoSlot when it cannot fit).
    struct Child {
        CellMask cells;
        CellMask atOrigin;
        std::uint32_t box;
    };
    // Per recursion level: the children, reused to avoid allocations.
    struct Level {
        std::vector<Child> children;
        std::vector<Piece> pieces;
        std::vector<std::uint8_t> known;  // per child: the XOR of its values found already
        std::vector<std::uint32_t> first; // per child: its first piece (reversed workers only)
    };

    [[nodiscard]] unsigned canonicalValue(CellMask canonical);
    [[nodiscard]] unsigned compute(CellMask canonical);
    void listChildren(CellMask canonical, Level& level);
    [[nodiscard]] double progressFraction() const;

    MaskTable& m_memo;
    BoxValues& m_box;
    MemoGate& m_gate;
    bool m_reversed;
    // A move clears at least one of at most 64 cells.
    std::array<Level, kMaxSide * kMaxSide + 1> m_levels;
    WorkMeter* m_meter = nullptr; // set during valueOf only
    int m_depth = 0;
    double m_progressFrom = 0.0;
    double m_progressSpan = 1.0;
    std::size_t m_classesBefore = 0; // memo entries when the search of the component began
    double m_classesExpected = 0.0;  // 0 when no progress is reported
};

} // namespace engine::rectangles
