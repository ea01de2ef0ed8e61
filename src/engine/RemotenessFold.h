#pragma once

#include <algorithm>
#include <climits>

namespace engine {

// The remoteness of a position from its children's, under normal play, for the
// whole-position searches: remoteness is even exactly for losses, so a win takes
// the quickest way to a losing child and a loss lasts as long as its longest
// child. A position without children is a loss of remoteness 0.
class RemotenessFold {
public:
    void add(int child)
    {
        if (child % 2 == 0)
            m_quickestLoss = std::min(m_quickestLoss, child);
        m_longest = std::max(m_longest, child);
    }
    [[nodiscard]] int result() const { return m_quickestLoss != INT_MAX ? m_quickestLoss + 1 : m_longest + 1; }

private:
    int m_quickestLoss = INT_MAX;
    int m_longest = -1;
};

} // namespace engine
