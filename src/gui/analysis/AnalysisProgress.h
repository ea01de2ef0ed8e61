#pragma once

#include <QWidget>

class QAction;
class QProgressBar;

namespace gui {

class AnalysisController;

// The status bar's progress bar and Cancel button. Visible only while an
// analysis has been running longer than AnalysisController::kProgressDelayMs.
class AnalysisProgress : public QWidget {
    Q_OBJECT

public:
    // `analysis` must outlive the widget; `cancel` is the action the button shows.
    AnalysisProgress(AnalysisController* analysis, QAction* cancel, QWidget* parent = nullptr);


private:
    QProgressBar* m_bar;
};

} // namespace gui
