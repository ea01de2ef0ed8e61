#pragma once

#include "engine/SolveContext.h"
#include "engine/TimeLeftEstimate.h"

#include <functional>
#include <iosfwd>
#include <stop_token>
#include <string>

namespace cli {

// Shows the progress of one long computation as "label: 42% (about 2 min
// left)", the time left once engine::TimeLeftEstimate has a steady rate: on a
// terminal as a self-overwriting line, erased when the object is destroyed;
// asked for without one (--progress) as a line per change, which a reader of a
// pipe sees whole. Hidden, it writes nothing, so piped error output holds only
// error messages. Every context it hands out carries `stop`, and calls
// `onLong` once when a computation has run for kLongAfter (whatever the
// style): main() arms the Ctrl-C handling there, so short runs pay nothing for
// it. Lives on the computing thread.
class TerminalProgress {
public:
    enum class Style {
        Hidden,
        Overwrite, // stderr is a terminal
        Lines,     // --progress without a terminal
    };

    TerminalProgress(std::ostream& err, Style style, std::stop_token stop = {},
                     std::function<void()> onLong = {});
    ~TerminalProgress();
    TerminalProgress(const TerminalProgress&) = delete;
    TerminalProgress& operator=(const TerminalProgress&) = delete;

    // A context whose progress callback updates this line under `label`; valid
    // while this object lives.
    [[nodiscard]] engine::SolveContext context(std::string label);

    static constexpr engine::TimeLeftEstimate::Seconds kLongAfter{0.2};

private:
    // Calls m_onLong the first time a computation has run for kLongAfter.
    void noteElapsed();
    void show(const std::string& label, double fraction);
    // " (about 2 min left)", or nothing while there is no estimate.
    [[nodiscard]] std::string timeLeftText() const;
    void erase();

    std::ostream& m_err;
    Style m_style;
    std::stop_token m_stop;
    std::function<void()> m_onLong; // emptied once called
    engine::TimeLeftEstimate::Seconds m_started{};
    int m_shownPercent = -1;
    std::string m_shownLabel;
    std::string m_shownTimeLeft;
    engine::TimeLeftEstimate m_estimate;
    std::size_t m_width = 0; // characters on the line now
};

} // namespace cli
