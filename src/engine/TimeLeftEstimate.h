#pragma once

#include <chrono>
#include <deque>
#include <optional>

namespace engine {

// How long a computation has left, estimated from its progress: the rate over
// the last few seconds (kWindow), once that rate is steady. No estimate in
// the first kFirstEstimateAfter, while the two halves of the window differ by
// more than kMaxRateRatio (also when the progress stalls), or before
// kMinFractionDone is done, until the rate has been steady once: from then on
// an estimate is never withdrawn (a time left that comes and goes says
// nothing), and while the recent rate is unsteady or stalls the average rate
// since the start stands in for it. Holds no clock: the caller passes the time (the time
// since any fixed moment), so tests drive it with a fake one. The GUI's progress
// display and the CLI's progress line both use it (RoughDuration for the words).
class TimeLeftEstimate {
public:
    using Seconds = std::chrono::duration<double>;

    static constexpr Seconds kWindow{6.0};
    static constexpr Seconds kFirstEstimateAfter{1.0};
    static constexpr double kMaxRateRatio = 2.0;
    static constexpr Seconds kMinSampleGap{0.05};
    // Less done than this says too little about the rest (a slow start would promise hours).
    static constexpr double kMinFractionDone = 0.01;

    // A new computation starts at `now` with nothing done.
    void start(Seconds now);
    // It has done `fraction` (0..1) at `now`; a fraction below the last one starts the samples anew.
    void update(double fraction, Seconds now);
    // The time left at `now`, or nothing while the rate is unknown or has never been steady.
    [[nodiscard]] std::optional<Seconds> timeLeft(Seconds now) const;

private:
    struct Sample {
        Seconds time;
        double fraction;
    };
    // The estimate from a steady recent rate, else nothing.
    [[nodiscard]] std::optional<Seconds> steadyTimeLeft(Seconds now) const;
    // The progress rate (fraction per second) between two times within the samples.
    [[nodiscard]] double rateBetween(Seconds from, Seconds to) const;
    // The fraction done at `time`, interpolated between the samples (the last one holds after them).
    [[nodiscard]] double fractionAt(Seconds time) const;

    Seconds m_start{0.0};
    Sample m_first{Seconds(0.0), 0.0}; // where the computation (or its stage) started
    bool m_wasSteady = false;           // the recent rate has been steady once
    std::deque<Sample> m_samples;
};

// A time left as a person would say it: about so many seconds (in fives, at
// least 5), minutes (up to 90) or hours.
struct RoughDuration {
    enum class Unit { Seconds, Minutes, Hours };
    Unit unit;
    int count;

    [[nodiscard]] static RoughDuration of(TimeLeftEstimate::Seconds time);
    [[nodiscard]] bool operator==(const RoughDuration&) const = default;
};

} // namespace engine
