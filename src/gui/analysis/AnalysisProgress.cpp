#include "gui/analysis/AnalysisProgress.h"

#include "gui/analysis/AnalysisController.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QToolButton>

namespace gui {

namespace {
constexpr int kSteps = 1000;
} // namespace

AnalysisProgress::AnalysisProgress(AnalysisController* analysis, QAction* cancel, QWidget* parent)
    : QWidget(parent)
    , m_bar(new QProgressBar(this))
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_bar->setRange(0, kSteps);
    m_bar->setMaximumWidth(220);
    m_bar->setFormat(tr("Analysing… %p%"));
    auto* button = new QToolButton(this);
    button->setObjectName(QStringLiteral("cancelAnalysisButton"));
    button->setDefaultAction(cancel);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    layout->addWidget(m_bar);
    layout->addWidget(button);
    hide();
    connect(analysis, &AnalysisController::busyChanged, this, [this](bool busy) {
        m_bar->setValue(0);
        setVisible(busy);
    });
    connect(analysis, &AnalysisController::progressChanged, this,
            [this](double fraction) { m_bar->setValue(static_cast<int>(fraction * kSteps)); });
}

} // namespace gui
