#pragma once

#include "engine/Nimbers.h"
#include "engine/SolveContext.h"
#include "engine/games/rectangles/BoxValues.h"
#include "engine/games/rectangles/CellMask.h"
#include "engine/games/rectangles/ComponentSearch.h"
#include "engine/games/rectangles/MaskTable.h"
#include "engine/games/rectangles/MemoGate.h"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace engine::rectangles {

// The Grundy values of sets of ones. A set splits into its 4-connected
// components, which are independent games (a rectangle of ones is connected, so
// no move touches two of them): its value is the XOR of theirs. A connected set
// is worth the mex of its children's values, found by depth-first search
// (ComponentSearch). Values are memoised by canonical form (translation and the
// 8 symmetries of the square), and the memo lives as long as this object, so
// every later question about subsets is a look-up.
//
// A large component not yet in the memo is searched by up to workers() threads
// at once (the caller's and helpers), sharing the memo: each visits the
// children in another order, and the caller's search gives the answer. The
// values do not depend on the number of workers.
//
// Not thread-safe: the owner serialises calls.
class ComponentValues {
public:
    // Components of at least this many cells get helper threads.
    static constexpr int kParallelCells = 20;
    static constexpr int kMaxWorkers = 2;
    // For components of at least this many cells the memo is sized up front
    // from their estimated classes (estimatedClassCount).
    static constexpr int kReserveCells = 25;

    // `box`: the shape of the direct table of small sets (BoxValues::shapeFor
    // the setup whose positions will be asked about).
    explicit ComponentValues(BoxValues::Shape box = BoxValues::Shape{4, 5});
    ComponentValues(const ComponentValues&) = delete;
    ComponentValues& operator=(const ComponentValues&) = delete;

    // 1 or 2 (clamped); the default is 2 when the machine has two cores or more.
    void setWorkers(int workers);
    [[nodiscard]] int workers() const { return m_workers; }

    // The value of any set of ones; computes what the memo lacks. Throws Stopped
    // when stopped through `context` (the memo keeps everything finished so far,
    // so a later call resumes). Progress is reported as the share of the
    // classes the searches will value that they have valued (ComponentSearch),
    // each component weighted by its estimated number of classes.
    [[nodiscard]] Nimber valueOf(CellMask cells, const SolveContext& context);

    // The value of a set whose components are all in the memo (any subset of a
    // set valueOf has finished), or nothing.
    [[nodiscard]] std::optional<Nimber> knownValueOf(CellMask cells) const;

    // Connected sets whose value is memoised (one per congruence class). These
    // two may also be called from valueOf's progress callback (the search is
    // at a point where the memo does not grow).
    [[nodiscard]] std::size_t stateCount() const { return m_memo.size(); }
    [[nodiscard]] std::size_t memoryBytes() const { return m_memo.memoryBytes() + m_box.memoryBytes(); }

private:
    // The value of a single cell (1) or a domino (2), which the memo does not
    // hold; 0 for every other connected set.
    [[nodiscard]] static unsigned tinyValue(CellMask component);
    // The value of a connected set not in the memo, by all workers; throws
    // Stopped.
    [[nodiscard]] unsigned search(CellMask component, const SolveContext& context, double from, double span);
    // search() with the progress counted from a memo of `before` entries.
    [[nodiscard]] unsigned searchFrom(CellMask component, const SolveContext& context, double from, double span,
                                      std::size_t before);

    // Where the progress of a stopped search starts again: the memo's size
    // when the search of that component (a canonical form) first began.
    [[nodiscard]] std::size_t classesBeforeSearchOf(CellMask canonical) const;

    MaskTable m_memo;
    // Searches stopped before they finished, by canonical form: the memo's size
    // when each began (the few most recent).
    static constexpr std::size_t kStoppedKept = 8;
    std::vector<std::pair<CellMask, std::size_t>> m_stopped;
    BoxValues m_box; // set by the constructor
    MemoGate m_gate{m_memo};
    ComponentSearch m_main{m_memo, m_box, m_gate, false};
    ComponentSearch m_helper{m_memo, m_box, m_gate, true};
    int m_workers = 1;
};

} // namespace engine::rectangles
