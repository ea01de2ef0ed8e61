#include "cli/TerminalProgress.h"

#include <algorithm>
#include <chrono>
#include <ostream>
#include <utility>

namespace cli {

namespace {

engine::TimeLeftEstimate::Seconds now()
{
    return std::chrono::steady_clock::now().time_since_epoch();
}

} // namespace

TerminalProgress::TerminalProgress(std::ostream& err, Style style, std::stop_token stop,
                                   std::function<void()> onLong)
    : m_err(err), m_style(style), m_stop(std::move(stop)), m_onLong(std::move(onLong))
{
}

TerminalProgress::~TerminalProgress()
{
    erase();
}

engine::SolveContext TerminalProgress::context(std::string label)
{
    engine::SolveContext context;
    context.stopToken = m_stop;
    m_started = now();
    m_estimate.start(m_started);
    if (m_style != Style::Hidden || m_onLong)
        context.onProgress = [this, label = std::move(label)](double fraction) {
            noteElapsed();
            if (m_style != Style::Hidden)
                show(label, fraction);
        };
    return context;
}

void TerminalProgress::noteElapsed()
{
    if (!m_onLong || now() - m_started < kLongAfter)
        return;
    const std::function<void()> onLong = std::exchange(m_onLong, {});
    onLong();
}

void TerminalProgress::show(const std::string& label, double fraction)
{
    m_estimate.update(fraction, now());
    const int percent = std::clamp(static_cast<int>(fraction * 100.0), 0, 100);
    const std::string timeLeft = timeLeftText();
    if (percent == m_shownPercent && label == m_shownLabel && timeLeft == m_shownTimeLeft)
        return;
    m_shownPercent = percent;
    m_shownLabel = label;
    m_shownTimeLeft = timeLeft;
    const std::string line = label + ": " + std::to_string(percent) + "%" + timeLeft;
    if (m_style == Style::Lines) {
        m_err << line << '\n' << std::flush;
        return;
    }
    m_err << '\r' << line << std::string(m_width > line.size() ? m_width - line.size() : 0, ' ') << std::flush;
    m_width = line.size();
}

std::string TerminalProgress::timeLeftText() const
{
    const auto left = m_estimate.timeLeft(now());
    if (!left)
        return {};
    const engine::RoughDuration rough = engine::RoughDuration::of(*left);
    using Unit = engine::RoughDuration::Unit;
    const char* unit = rough.unit == Unit::Seconds ? " s" : rough.unit == Unit::Minutes ? " min" : " h";
    return " (about " + std::to_string(rough.count) + unit + " left)";
}

void TerminalProgress::erase()
{
    if (m_width == 0)
        return;
    m_err << '\r' << std::string(m_width, ' ') << '\r' << std::flush;
    m_width = 0;
}

} // namespace cli
