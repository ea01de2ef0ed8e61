#pragma once

#include <QTest>

#include <random>

namespace testsupport {

// The trials of a randomised check: `count` trials drawing from one generator
// seeded with `seed`, so a failure replays exactly. The loop ends at the first
// failed check: one failure is reported, not one a trial.
//   for (const auto& [rng, trial] : RandomTrials(7, trials(3000))) { ... }
template <typename Rng = std::mt19937>
class RandomTrials {
public:
    // One trial: the shared generator and the trial's index from 0.
    struct Trial {
        Rng& rng;
        int index;
    };

    class Iterator {
    public:
        Iterator(RandomTrials& trials, int index)
            : m_trials(trials), m_index(index)
        {
        }
        [[nodiscard]] Trial operator*() const { return {m_trials.m_rng, m_index}; }
        Iterator& operator++()
        {
            ++m_index;
            return *this;
        }
        [[nodiscard]] bool operator!=(const Iterator& end) const
        {
            return m_index < end.m_index && !QTest::currentTestFailed();
        }

    private:
        RandomTrials& m_trials;
        int m_index;
    };

    RandomTrials(typename Rng::result_type seed, int count)
        : m_rng(seed), m_count(count)
    {
    }
    [[nodiscard]] Iterator begin() { return {*this, 0}; }
    [[nodiscard]] Iterator end() { return {*this, m_count}; }

private:
    Rng m_rng;
    int m_count;
};

} // namespace testsupport
