#include "engine/games/nim/NimRemoteness.h"

#include "engine/RemotenessFold.h"

#include <algorithm>

namespace engine {

std::int64_t NimRemoteness::reachableCount(const std::vector<int>& heaps)
{
    constexpr std::int64_t kCap = kMaxPositions + 1;
    std::vector<int> sorted = heaps;
    std::sort(sorted.begin(), sorted.end());
    if (sorted.empty())
        return 1;
    // ways[v]: the ascending lists of the heaps so far whose last heap is v.
    std::vector<std::int64_t> ways(static_cast<std::size_t>(std::max(sorted.back(), 0)) + 1, 0);
    for (int v = 0; v <= sorted.front(); ++v)
        ways[static_cast<std::size_t>(v)] = 1;
    for (std::size_t i = 1; i < sorted.size(); ++i) {
        std::int64_t below = 0;
        for (int v = 0; v < static_cast<int>(ways.size()); ++v) {
            below = std::min(kCap, below + ways[static_cast<std::size_t>(v)]);
            ways[static_cast<std::size_t>(v)] = v <= sorted[i] ? below : 0;
        }
    }
    std::int64_t total = 0;
    for (const std::int64_t w : ways)
        total = std::min(kCap, total + w);
    return total;
}

std::optional<int> NimRemoteness::remoteness(const std::vector<int>& heaps, const SolveContext& context)
{
    Heaps start;
    for (const int heap : heaps) {
        if (heap <= 0)
            continue;
        if (heap > kMaxHeap || start.count == kMaxHeaps)
            return std::nullopt;
        start.size[static_cast<std::size_t>(start.count++)] = static_cast<std::uint8_t>(heap);
    }
    if (reachableCount(heaps) > kMaxPositions)
        return std::nullopt;
    std::sort(start.size.begin(), start.size.begin() + start.count);
    if (m_memo.size() > kMaxMemo)
        m_memo.clear();
    WorkMeter meter(context, {});
    return search(start, meter);
}

NimRemoteness::Key NimRemoteness::keyOf(const Heaps& heaps)
{
    Key key;
    for (int i = 0; i < heaps.count; ++i) {
        const auto size = static_cast<std::uint64_t>(heaps.size[static_cast<std::size_t>(i)]);
        if (i < 10)
            key.low |= size << (6 * i);
        else
            key.high |= size << (6 * (i - 10));
    }
    return key;
}

NimRemoteness::Heaps NimRemoteness::lowered(const Heaps& heaps, int index, int target)
{
    Heaps next = heaps;
    auto& size = next.size;
    if (target == 0) {
        // The heap is gone: the ones above it move down.
        for (int i = index; i + 1 < next.count; ++i)
            size[static_cast<std::size_t>(i)] = size[static_cast<std::size_t>(i + 1)];
        size[static_cast<std::size_t>(--next.count)] = 0;
        return next;
    }
    int i = index;
    while (i > 0 && size[static_cast<std::size_t>(i - 1)] > target) {
        size[static_cast<std::size_t>(i)] = size[static_cast<std::size_t>(i - 1)];
        --i;
    }
    size[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(target);
    return next;
}

int NimRemoteness::winningTarget(const Heaps& heaps, int index, int total, int aboveOne) const
{
    const int size = heaps.size[static_cast<std::size_t>(index)];
    const int others = total ^ size;
    if (m_rule == PlayRule::Normal || aboveOne - (size >= 2 ? 1 : 0) > 0)
        return others; // the XOR 0 (under misère with a heap of 2 or more left)
    return others ^ 1; // misère, the other heaps at most 1: leave an odd number of ones
}

int NimRemoteness::search(const Heaps& heaps, WorkMeter& meter)
{
    if (heaps.count == 0)
        return 0;
    meter.add(kPositionWork + static_cast<std::uint64_t>(heaps.count));
    const Key key = keyOf(heaps);
    if (const auto it = m_memo.find(key); it != m_memo.end())
        return it->second;

    int total = 0;
    int aboveOne = 0;
    for (int i = 0; i < heaps.count; ++i) {
        total ^= heaps.size[static_cast<std::size_t>(i)];
        aboveOne += heaps.size[static_cast<std::size_t>(i)] >= 2 ? 1 : 0;
    }
    const bool loss = m_rule == PlayRule::Misere && aboveOne == 0 ? total == 1 : total == 0;
    RemotenessFold fold(m_rule);
    for (int i = 0; i < heaps.count; ++i) {
        const int size = heaps.size[static_cast<std::size_t>(i)];
        if (i > 0 && heaps.size[static_cast<std::size_t>(i - 1)] == size)
            continue; // the same heap list as lowering the equal heap before it
        if (!loss) {
            // A win: only the moves to a loss count, one per heap at most.
            const int target = winningTarget(heaps, i, total, aboveOne);
            if (target < size)
                fold.add(search(lowered(heaps, i, target), meter));
        } else {
            for (int target = 0; target < size; ++target)
                fold.add(search(lowered(heaps, i, target), meter));
        }
    }
    const int result = fold.result();
    m_memo.emplace(key, result);
    return result;
}

} // namespace engine
