#include "gui/analysis/AnalysisProgress.h"

#include "gui/analysis/AnalysisController.h"

#include "engine/TimeLeftEstimate.h"
#include "engine/sums/SumGame.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

#include <chrono>

namespace gui {

namespace {

constexpr int kSteps = 1000;

engine::TimeLeftEstimate::Seconds elapsed(const QElapsedTimer& clock)
{
    return std::chrono::milliseconds(clock.elapsed());
}

} // namespace

AnalysisProgress::AnalysisProgress(AnalysisController* analysis, QAction* cancel, QWidget* parent)
    : QWidget(parent)
    , m_bar(new QProgressBar(this))
    , m_timeLeft(new QLabel(this))
    , m_estimate(std::make_unique<engine::TimeLeftEstimate>())
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_bar->setRange(0, kSteps);
    m_bar->setMaximumWidth(220);
    m_bar->setFormat(tr("Analysing… %p%"));
    m_timeLeft->setObjectName(QStringLiteral("analysisTimeLeft"));
    auto* button = new QToolButton(this);
    button->setObjectName(QStringLiteral("cancelAnalysisButton"));
    button->setDefaultAction(cancel);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    layout->addWidget(m_bar);
    layout->addWidget(m_timeLeft);
    layout->addWidget(button);
    hide();
    m_clock.start();
    m_refresh.setInterval(kRefreshMs);
    connect(&m_refresh, &QTimer::timeout, this, &AnalysisProgress::showTimeLeft);
    connect(analysis, &AnalysisController::stateChanged, this, [this, analysis] {
        if (!analysis->state().isRunning())
            return;
        m_estimate->start(elapsed(m_clock)); // a new run
        m_timeLeft->clear();
        m_bar->setFormat(barFormat(analysis->state()));
    });
    connect(analysis, &AnalysisController::progressChanged, this, [this, analysis] {
        const bool busy = analysis->isBusy();
        if (busy == m_busy) {
            m_bar->setValue(static_cast<int>(analysis->progress() * kSteps));
            m_estimate->update(analysis->progress(), elapsed(m_clock));
            return;
        }
        m_busy = busy;
        m_bar->setValue(0);
        m_timeLeft->clear();
        setVisible(busy);
        if (busy)
            m_refresh.start();
        else
            m_refresh.stop();
    });
}

AnalysisProgress::~AnalysisProgress() = default;

QString AnalysisProgress::barFormat(const AnalysisState& state)
{
    // A sum's boards are analysed at once, and the one bar covers them all: it says so.
    const engine::SumGame* sum = state.solver() ? engine::asSumGame(state.solver()->game()) : nullptr;
    if (sum != nullptr && sum->layout().size() > 1)
        return tr("Analysing %1 boards… %p%").arg(sum->layout().size());
    return tr("Analysing… %p%");
}

void AnalysisProgress::showTimeLeft()
{
    const auto left = m_estimate->timeLeft(elapsed(m_clock));
    m_timeLeft->setText(left ? timeLeftText(left->count()) : QString());
}

QString AnalysisProgress::timeLeftText(double seconds)
{
    const engine::RoughDuration rough = engine::RoughDuration::of(engine::TimeLeftEstimate::Seconds(seconds));
    switch (rough.unit) {
    case engine::RoughDuration::Unit::Seconds: return tr("about %1 s left").arg(rough.count);
    case engine::RoughDuration::Unit::Minutes: return tr("about %1 min left").arg(rough.count);
    case engine::RoughDuration::Unit::Hours: return tr("about %1 h left").arg(rough.count);
    }
    return QString();
}

} // namespace gui
