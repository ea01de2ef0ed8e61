#pragma once

#include <algorithm>
#include <climits>
#include <vector>

// What a brute-force search says about a position, and the one recursion of
// normal play every game's brute force uses to get it from the children's,
// which gives the misère verdict (the last move loses) beside it.
struct BruteForceResult {
    bool win = false;
    int remoteness = 0;
    unsigned grundy = 0;
    // Under the misère rule: a position without moves is a win (remoteness 0),
    // above it the same recursion.
    bool misereWin = true;
    int misereRemoteness = 0;
};

// The least value missing from the options of a position (its Grundy value),
// the options added one at a time.
class MexOfOptions {
public:
    void add(unsigned option)
    {
        if (option >= m_present.size())
            m_present.resize(option + 1, false);
        m_present[option] = true;
    }

    [[nodiscard]] unsigned mex() const
    {
        unsigned value = 0;
        while (value < m_present.size() && m_present[value])
            ++value;
        return value;
    }

private:
    std::vector<bool> m_present;
};

// The result of a position from its children's, in any order: a win exactly when
// a child is a loss, remoteness 1 + the least losing child's (a win) or 1 + the
// largest child's (a loss, 0 at the end), Grundy value the mex of the children's.
class ChildResults {
public:
    void add(const BruteForceResult& child)
    {
        m_values.push_back(child.grundy);
        if (!child.win)
            m_fastestWin = std::min(m_fastestWin, child.remoteness);
        m_slowestLoss = std::max(m_slowestLoss, child.remoteness);
        if (!child.misereWin)
            m_misereFastestWin = std::min(m_misereFastestWin, child.misereRemoteness);
        m_misereSlowestLoss = std::max(m_misereSlowestLoss, child.misereRemoteness);
    }

    [[nodiscard]] BruteForceResult result() const
    {
        BruteForceResult result;
        result.win = m_fastestWin != INT_MAX;
        result.remoteness = result.win ? m_fastestWin + 1 : m_slowestLoss + 1;
        while (std::find(m_values.begin(), m_values.end(), result.grundy) != m_values.end())
            ++result.grundy;
        if (m_values.empty()) {
            result.misereWin = true;
            result.misereRemoteness = 0;
        } else {
            result.misereWin = m_misereFastestWin != INT_MAX;
            result.misereRemoteness = result.misereWin ? m_misereFastestWin + 1 : m_misereSlowestLoss + 1;
        }
        return result;
    }

private:
    std::vector<unsigned> m_values;
    int m_fastestWin = INT_MAX;
    int m_slowestLoss = -1;
    int m_misereFastestWin = INT_MAX;
    int m_misereSlowestLoss = -1;
};
