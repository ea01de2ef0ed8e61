#pragma once

#include "engine/PlayRule.h"

#include <algorithm>
#include <climits>

namespace engine {

// The remoteness of a position from its children's, under normal play, for the
// whole-position searches: remoteness is even exactly for losses, so a win takes
// the quickest way to a losing child and a loss lasts as long as its longest
// child. A position without children is a loss of remoteness 0. Under the
// misère rule (PlayRule::Misere) losses are the odd ones and a position without
// children is a win of remoteness 0; the fold is the same.
class RemotenessFold {
public:
    RemotenessFold() = default;
    explicit RemotenessFold(PlayRule rule) : m_lossParity(rule == PlayRule::Misere ? 1 : 0) {}

    void add(int child)
    {
        if (child % 2 == m_lossParity)
            m_quickestLoss = std::min(m_quickestLoss, child);
        m_longest = std::max(m_longest, child);
    }
    [[nodiscard]] int result() const { return m_quickestLoss != INT_MAX ? m_quickestLoss + 1 : m_longest + 1; }

private:
    int m_lossParity = 0;
    int m_quickestLoss = INT_MAX;
    int m_longest = -1;
};

} // namespace engine
