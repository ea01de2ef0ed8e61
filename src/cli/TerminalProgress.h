#pragma once

#include "engine/SolveContext.h"
#include "engine/TimeLeftEstimate.h"

#include <iosfwd>
#include <string>

namespace cli {

// Shows the progress of one long computation as a self-overwriting line
// "label: 42% (about 2 min left)" on a terminal, the time left once
// engine::TimeLeftEstimate has a steady rate. When disabled (stderr is not a terminal) it writes
// nothing, so piped error output holds only error messages. The line is erased
// when the object is destroyed. Lives on the computing thread.
class TerminalProgress {
public:
    TerminalProgress(std::ostream& err, bool enabled);
    ~TerminalProgress();
    TerminalProgress(const TerminalProgress&) = delete;
    TerminalProgress& operator=(const TerminalProgress&) = delete;

    // A context whose progress callback updates this line under `label`; valid
    // while this object lives.
    [[nodiscard]] engine::SolveContext context(std::string label);

private:
    void show(const std::string& label, double fraction);
    // " (about 2 min left)", or nothing while there is no estimate.
    [[nodiscard]] std::string timeLeftText() const;
    void erase();

    std::ostream& m_err;
    bool m_enabled;
    int m_shownPercent = -1;
    std::string m_shownLabel;
    std::string m_shownTimeLeft;
    engine::TimeLeftEstimate m_estimate;
    std::size_t m_width = 0; // characters on the line now
};

} // namespace cli
