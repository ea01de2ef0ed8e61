#pragma once

#include "engine/Nimbers.h"
#include "engine/SolveContext.h"
#include "engine/games/volcano/VolcanoTable.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace engine {

// Exact remoteness of volcano positions by an explicit, memoised search over
// whole positions, within a work budget.
//
// Remoteness does not add up over independent parts the way Grundy values do,
// so the search walks the position itself: a position is the sorted list of its
// rectangles that still hold a monster, each shrunk to its monsters' bounding box
// (compressed coordinates of the table). The table's Grundy values give every
// outcome, so a won position only explores its winning moves (the winner hurries
// along one of those) while a lost one explores all moves (the loser stalls).
//
// When the budget runs out the answer is empty: results are never estimated.
// Exact results are memoised for the owner's lifetime (the memo starts afresh when
// it passes kMaxMemo entries).
class VolcanoRemoteness {
public:
    using Rect = std::uint32_t;      // a | b << 6 | c << 12 | d << 18: rows [a, b) x columns [c, d)
    using State = std::vector<Rect>; // sorted

    // A position is searched only when it holds at most this many monsters, which
    // also bounds the search depth (every move removes a monster).
    static constexpr int kMaxMonsters = 160;
    // Child positions one analysis may visit.
    static constexpr std::int64_t kWorkBudget = 100'000;
    static constexpr std::size_t kMaxMemo = std::size_t{1} << 18; // about 30 MB

    // `table` must be built and outlive the search.
    explicit VolcanoRemoteness(const VolcanoTable& table);

    [[nodiscard]] static Rect pack(int a, int b, int c, int d)
    {
        return static_cast<Rect>(a) | static_cast<Rect>(b) << 6 | static_cast<Rect>(c) << 12
            | static_cast<Rect>(d) << 18;
    }
    // The state of a position made of these compressed rectangles (any order, empty ones allowed).
    [[nodiscard]] State stateOf(const std::vector<Rect>& rects) const;
    // The state after picking monster (r, k) of the rectangle state[index].
    [[nodiscard]] State after(const State& state, std::size_t index, int r, int k) const;

    // Starts a new analysis: a fresh budget.
    void resetBudget() { m_work = 0; }
    // The remoteness of `state`, or empty when the budget ran out, the position
    // is too large or `context` asked to stop (then stopped() is true).
    [[nodiscard]] std::optional<int> remoteness(const State& state, const SolveContext& context);
    [[nodiscard]] bool stopped() const { return m_stopped; }

private:
    struct StateHash {
        std::size_t operator()(const State& state) const;
    };
    [[nodiscard]] std::optional<int> search(const State& state, const SolveContext& context);
    [[nodiscard]] Nimber grundy(Rect rect) const;
    // Adds rows [a, b) x columns [c, d) shrunk to its monsters, when it has any.
    void addShrunk(State& state, int a, int b, int c, int d) const;

    const VolcanoTable& m_table;
    std::unordered_map<State, int, StateHash> m_memo;
    std::int64_t m_work = 0;
    bool m_stopped = false;
};

} // namespace engine
