#pragma once

#include "engine/PlayRule.h"
#include "engine/SolveContext.h"
#include "engine/WorkMeter.h"

#include <array>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace engine {

// The exact remoteness of nim positions: a memoised search over positions as
// sorted lists of their non-empty heaps (the order of the heaps and the empty
// ones do not change the game). A win takes its quickest move to a loss, which
// by the XOR rule is one of at most one move per heap; a loss lasts as long as
// its longest move (RemotenessFold's rule).
//
// A position is searched only when it reaches at most kMaxPositions heap lists
// (reachableCount), so a search is quick; above that its remoteness is not
// known. The memo lives as long as the object (a solver's setup), so the
// positions of one game are searched once; it is cleared when it passes
// kMaxMemo entries. Not thread-safe: its owner serialises the calls.
//
// Under the misère rule (the last move loses) the same search with Bouton's
// misère rule: a loss iff every heap is at most 1 and their XOR is 1, or some
// heap is 2 or more and the XOR is 0; again at most one move per heap leads a
// win to a loss.
class NimRemoteness {
public:
    explicit NimRemoteness(PlayRule rule = PlayRule::Normal) : m_rule(rule) {}

    // Measured on 2000 random boards of up to 16 heaps of 32: a fresh solver's
    // first analysis takes at most about 0.1 s (a position just above the limit
    // whose moves' positions are searched), most far less.
    static constexpr std::int64_t kMaxPositions = 100'000;
    static constexpr std::size_t kMaxMemo = 4'000'000;
    // Heaps larger than this cannot be searched (6 bits each in a key).
    static constexpr int kMaxHeap = 63;
    static constexpr int kMaxHeaps = 16;

    // The number of sorted heap lists `heaps` reaches, itself included (every
    // heap list whose i-th smallest heap is at most the i-th smallest of
    // `heaps`), saturated at kMaxPositions + 1.
    [[nodiscard]] static std::int64_t reachableCount(const std::vector<int>& heaps);

    // The remoteness of the position of `heaps` (any order, empty heaps
    // allowed), or nothing when it reaches more than kMaxPositions heap lists
    // (or has more than kMaxHeaps heaps or a heap above kMaxHeap). Throws
    // Stopped when stopped through `context`.
    [[nodiscard]] std::optional<int> remoteness(const std::vector<int>& heaps, const SolveContext& context);

private:
    // Up to kMaxHeaps non-empty heaps, ascending.
    struct Heaps {
        std::array<std::uint8_t, kMaxHeaps> size{};
        int count = 0;
    };
    struct Key {
        std::uint64_t low = 0;
        std::uint64_t high = 0;
        friend bool operator==(const Key&, const Key&) = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& key) const noexcept
        {
            return static_cast<std::size_t>(key.low * 0x9E3779B97F4A7C15ULL ^ (key.high + 0x632BE59BD9B4E019ULL));
        }
    };

    [[nodiscard]] static Key keyOf(const Heaps& heaps);
    // `heaps` with its heap at `index` made `target` (smaller), sorted again.
    [[nodiscard]] static Heaps lowered(const Heaps& heaps, int index, int target);
    // The stop is checked by work done: a position looked up or made is
    // kPositionWork units (a key, a hash probe) plus one per heap.
    static constexpr std::uint64_t kPositionWork = 16;
    [[nodiscard]] int search(const Heaps& heaps, WorkMeter& meter);
    // The size the heap at `index` must be lowered to for a loss under the
    // rule (nothing when no such move exists from a win); `total` is the XOR
    // of all heaps and `aboveOne` how many are 2 or more.
    [[nodiscard]] int winningTarget(const Heaps& heaps, int index, int total, int aboveOne) const;

    PlayRule m_rule;
    std::unordered_map<Key, int, KeyHash> m_memo;
};

} // namespace engine
