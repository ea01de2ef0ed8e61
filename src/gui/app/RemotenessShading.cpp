#include "gui/app/RemotenessShading.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/analysis/ShadingLegend.h"
#include "gui/base/ActionTips.h"
#include "gui/app/LookOptions.h"
#include "gui/base/CheckableAction.h"
#include "gui/base/Settings.h"
#include "gui/board/AnalysisOverlay.h"

#include <QAction>
#include <QBoxLayout>
#include <QMenu>

namespace gui {

RemotenessShading::RemotenessShading(QMenu* viewMenu, QAction* after, QBoxLayout* boardColumn, Settings* settings,
                                     AnalysisOverlay* overlay, AnalysisController* analysis, LookOptions* looks,
                                     QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_overlay(overlay)
    , m_legend(new ShadingLegend)
{
    auto* action = new QAction(tr("Shade Moves by &Remoteness"), this);
    action->setObjectName(QStringLiteral("actionShadeByRemoteness"));
    ActionTips::describe(action, tr("Shade each winning move by how soon it wins and each losing move by how long "
                                    "it holds out, with a legend under the board"));
    const QList<QAction*> actions = viewMenu->actions();
    const qsizetype next = actions.indexOf(after) + 1;
    viewMenu->insertAction(next > 0 && next < actions.size() ? actions.at(next) : nullptr, action);
    boardColumn->addWidget(m_legend);
    // Without an analysis (a run, a cancelled one, a failure): no counts of a position no longer shown.
    const auto showAnalysis = [this, analysis] { m_legend->showAnalysis(analysis->state().analysis()); };
    connect(analysis, &AnalysisController::stateChanged, m_legend, showAnalysis);
    connect(looks, &LookOptions::schemeChanged, m_legend, &ShadingLegend::applyScheme);
    showAnalysis();
    bindCheckable(action, settings->value(Settings::ShadeByRemoteness), this, &RemotenessShading::setShading);
}

void RemotenessShading::setShading(bool on)
{
    m_overlay->setRemotenessShading(on);
    m_legend->setVisible(on);
    m_settings->setValue(Settings::ShadeByRemoteness, on);
}

} // namespace gui
