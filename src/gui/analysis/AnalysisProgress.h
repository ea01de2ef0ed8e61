#pragma once

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <memory>

class QAction;
class QLabel;
class QProgressBar;

namespace engine {
class TimeLeftEstimate;
}

namespace gui {

class AnalysisController;
class AnalysisState;

// The status bar's progress bar, the time left and the Cancel button (one for
// all the boards of a sum, whose boards are analysed at once). Visible
// only while an analysis has been running longer than
// AnalysisController::kProgressDelayMs. The time left ("about 2 min left",
// engine::TimeLeftEstimate) shows once the progress rate is steady and is
// refreshed every kRefreshMs, so it counts down; once shown it stays for the
// run (a stall lengthens it rather than hiding it).
class AnalysisProgress : public QWidget {
    Q_OBJECT

public:
    static constexpr int kRefreshMs = 500;

    // `analysis` must outlive the widget; `cancel` is the action the button shows.
    AnalysisProgress(AnalysisController* analysis, QAction* cancel, QWidget* parent = nullptr);
    ~AnalysisProgress() override;

    // The words of a time left of `seconds`, as the label shows them.
    [[nodiscard]] static QString timeLeftText(double seconds);
    // The bar's text during the run of `state`: "Analysing 3 boards… 40%" for a
    // sum (one bar for all its boards, analysed at once), else "Analysing… 40%".
    [[nodiscard]] static QString barFormat(const AnalysisState& state);

private:
    void showTimeLeft();

    QProgressBar* m_bar;
    QLabel* m_timeLeft;
    QElapsedTimer m_clock;
    QTimer m_refresh;
    bool m_busy = false; // as the controller said last: a change shows or hides the widget
    std::unique_ptr<engine::TimeLeftEstimate> m_estimate; // (its header holds what moc cannot read)
};

} // namespace gui
