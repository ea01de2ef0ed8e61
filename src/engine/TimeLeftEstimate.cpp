#include "engine/TimeLeftEstimate.h"

#include <algorithm>
#include <cmath>

namespace engine {

void TimeLeftEstimate::start(Seconds now)
{
    m_start = now;
    m_first = Sample{now, 0.0};
    m_wasSteady = false;
    m_samples.assign(1, m_first);
}

void TimeLeftEstimate::update(double fraction, Seconds now)
{
    fraction = std::clamp(fraction, 0.0, 1.0);
    if (m_samples.empty() || fraction < m_samples.back().fraction) {
        if (m_samples.empty())
            m_start = now;
        m_first = Sample{now, fraction};
        m_wasSteady = false;
        m_samples.assign(1, m_first);
        return;
    }
    // Samples closer than kMinSampleGap replace the last one: the window holds a bounded number of them.
    if (m_samples.size() > 1 && now - m_samples[m_samples.size() - 2].time < kMinSampleGap)
        m_samples.back() = Sample{now, fraction};
    else
        m_samples.push_back(Sample{now, fraction});
    // Keep one sample at or before the window's start, so the window is always covered.
    while (m_samples.size() > 2 && m_samples[1].time <= now - kWindow)
        m_samples.pop_front();
    if (!m_wasSteady)
        m_wasSteady = steadyTimeLeft(now).has_value();
}

double TimeLeftEstimate::fractionAt(Seconds time) const
{
    if (time <= m_samples.front().time)
        return m_samples.front().fraction;
    const auto after = std::find_if(m_samples.begin(), m_samples.end(),
                                    [time](const Sample& sample) { return sample.time >= time; });
    if (after == m_samples.end()) // no progress reported since the last sample: it holds until `now`
        return m_samples.back().fraction;
    const Sample& before = *std::prev(after);
    const double span = (after->time - before.time).count();
    const double share = span > 0.0 ? (time - before.time).count() / span : 1.0;
    return before.fraction + share * (after->fraction - before.fraction);
}

double TimeLeftEstimate::rateBetween(Seconds from, Seconds to) const
{
    const double seconds = (to - from).count();
    return seconds > 0.0 ? (fractionAt(to) - fractionAt(from)) / seconds : 0.0;
}

std::optional<TimeLeftEstimate::Seconds> TimeLeftEstimate::timeLeft(Seconds now) const
{
    if (const std::optional<Seconds> steady = steadyTimeLeft(now))
        return steady;
    if (!m_wasSteady || m_samples.empty())
        return std::nullopt;
    // Shown once, never withdrawn: the average rate since the start (a stall lowers it).
    const double done = m_samples.back().fraction - m_first.fraction;
    const double seconds = (std::max(now, m_samples.back().time) - m_first.time).count();
    if (done <= 0.0 || seconds <= 0.0)
        return std::nullopt; // cannot happen once steady: the rate was positive
    return Seconds((1.0 - m_samples.back().fraction) * seconds / done);
}

std::optional<TimeLeftEstimate::Seconds> TimeLeftEstimate::steadyTimeLeft(Seconds now) const
{
    if (m_samples.empty() || now - m_start < kFirstEstimateAfter || m_samples.back().fraction < kMinFractionDone)
        return std::nullopt;
    const Seconds from = std::max(m_samples.front().time, now - kWindow);
    if (now - from < kFirstEstimateAfter)
        return std::nullopt;
    const Seconds middle = from + (now - from) / 2.0;
    const double early = rateBetween(from, middle);
    const double late = rateBetween(middle, now);
    if (early <= 0.0 || late <= 0.0 || std::max(early, late) > kMaxRateRatio * std::min(early, late))
        return std::nullopt;
    const double rate = rateBetween(from, now);
    return Seconds((1.0 - m_samples.back().fraction) / rate);
}

RoughDuration RoughDuration::of(TimeLeftEstimate::Seconds time)
{
    const double seconds = std::max(0.0, time.count());
    if (seconds < 57.5)
        return {Unit::Seconds, std::max(5, static_cast<int>(std::lround(seconds / 5.0)) * 5)};
    const double minutes = seconds / 60.0;
    if (minutes < 89.5)
        return {Unit::Minutes, std::max(1, static_cast<int>(std::lround(minutes)))};
    return {Unit::Hours, static_cast<int>(std::lround(minutes / 60.0))};
}

} // namespace engine
