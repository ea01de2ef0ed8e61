#pragma once

#include "engine/Nimbers.h"
#include "engine/QuadrantTable.h"
#include "engine/SolveContext.h"
#include "engine/WorkMeter.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace engine {

// Exact remoteness of positions made of independent rectangles of one or more
// QuadrantTables (volcano: one table; attractions: one per colour class), by an
// explicit, memoised search over whole positions, within a work budget.
//
// Remoteness does not add up over independent parts the way Grundy values do,
// so the search walks the position itself: a position is the sorted list of its
// rectangles that still hold a point, each shrunk to its points' bounding box
// (compressed coordinates). The tables' Grundy values give every outcome, so a
// won position only explores its winning moves (the winner hurries along one of
// those) while a lost one explores all moves (the loser stalls).
//
// When the budget runs out or the position is too large, the answer is empty:
// results are never estimated. A stop request through the context throws
// Stopped (the memo keeps only finished positions). Exact results are
// memoised for the owner's lifetime (the memo starts afresh when it passes
// kMaxMemo entries). Not thread-safe: the owner serialises calls.
class QuadrantRemoteness {
public:
    // A compressed rectangle of table t: t | a << 1 | b << 8 | c << 15 | d << 22
    // for rows [a, b) x columns [c, d).
    using Rect = std::uint32_t;
    using State = std::vector<Rect>; // sorted

    struct Limits {
        int maxPoints = 0;         // a position is searched only with at most this many points
        std::int64_t workBudget = 0; // child positions one analysis (resetBudget) may visit
    };
    static constexpr std::size_t kMaxMemo = std::size_t{1} << 18; // about 30 MB
    // Stop requests are looked at by work done (WorkMeter): a point of a
    // rectangle scanned is a unit, a position looked up or made kPositionWork
    // plus one per rectangle of it.
    static constexpr std::uint64_t kPositionWork = 32;

    // The `tables` (at most two) must be built and outlive the search.
    QuadrantRemoteness(std::vector<const QuadrantTable*> tables, Limits limits);

    [[nodiscard]] static Rect pack(int table, int a, int b, int c, int d)
    {
        return static_cast<Rect>(table) | static_cast<Rect>(a) << 1 | static_cast<Rect>(b) << 8
            | static_cast<Rect>(c) << 15 | static_cast<Rect>(d) << 22;
    }
    // The state of a position made of these rectangles (any order, empty ones allowed).
    [[nodiscard]] State stateOf(const std::vector<Rect>& rects) const;

    // Starts a new analysis: a fresh budget.
    void resetBudget() { m_work = 0; }
    // The remoteness of `state`, or empty when the budget ran out or the
    // position has more than Limits::maxPoints points. Throws Stopped when
    // `context` asks to stop.
    [[nodiscard]] std::optional<int> remoteness(const State& state, const SolveContext& context);
    // The children visited since the last resetBudget.
    [[nodiscard]] std::int64_t work() const { return m_work; }

private:
    struct Bounds {
        int table, a, b, c, d;
    };
    struct StateHash {
        std::size_t operator()(const State& state) const;
    };
    [[nodiscard]] static Bounds unpack(Rect rect);
    [[nodiscard]] std::optional<int> search(const State& state, const SolveContext& context);
    [[nodiscard]] const QuadrantTable& tableOf(const Bounds& r) const
    {
        return *m_tables[static_cast<std::size_t>(r.table)];
    }
    [[nodiscard]] Nimber grundy(Rect rect) const;
    // Adds rows [a, b) x columns [c, d) of `table` shrunk to its points, when it has any.
    void addShrunk(State& state, int table, int a, int b, int c, int d) const;
    // The state after picking point (r, k) of the rectangle state[index].
    [[nodiscard]] State after(const State& state, std::size_t index, int r, int k) const;

    std::vector<const QuadrantTable*> m_tables;
    Limits m_limits;
    std::unordered_map<State, int, StateHash> m_memo;
    std::int64_t m_work = 0;
    WorkMeter* m_meter = nullptr; // set during remoteness() only
};

} // namespace engine
