#include "cli/TerminalProgress.h"

#include <algorithm>
#include <ostream>

namespace cli {

TerminalProgress::TerminalProgress(std::ostream& err, bool enabled)
    : m_err(err), m_enabled(enabled)
{
}

TerminalProgress::~TerminalProgress()
{
    erase();
}

engine::SolveContext TerminalProgress::context(std::string label)
{
    engine::SolveContext context;
    if (m_enabled)
        context.onProgress = [this, label = std::move(label)](double fraction) { show(label, fraction); };
    return context;
}

void TerminalProgress::show(const std::string& label, double fraction)
{
    const int percent = std::clamp(static_cast<int>(fraction * 100.0), 0, 100);
    if (percent == m_shownPercent && label == m_shownLabel)
        return;
    m_shownPercent = percent;
    m_shownLabel = label;
    const std::string line = label + ": " + std::to_string(percent) + "%";
    m_err << '\r' << line << std::string(m_width > line.size() ? m_width - line.size() : 0, ' ') << std::flush;
    m_width = line.size();
}

void TerminalProgress::erase()
{
    if (m_width == 0)
        return;
    m_err << '\r' << std::string(m_width, ' ') << '\r' << std::flush;
    m_width = 0;
}

} // namespace cli
