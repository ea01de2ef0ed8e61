#include "gui/analysis/AnalysisViewOptions.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/analysis/AnalysisPanel.h"
#include "gui/base/CheckableAction.h"
#include "gui/base/Settings.h"

#include <QAction>

namespace gui {

AnalysisViewOptions::AnalysisViewOptions(QAction* showDecomposition, QAction* showGrundyValues, Settings* settings,
                                         AnalysisOverlay* overlay, AnalysisPanel* panel, QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_overlay(overlay)
    , m_panel(panel)
{
    bindCheckable(showDecomposition, settings->showDecomposition(), this,
                  &AnalysisViewOptions::setDecompositionVisible);
    bindCheckable(showGrundyValues, settings->showGrundyValues(), this, &AnalysisViewOptions::setGrundyValuesVisible);
    panel->setWinningMovesOnly(settings->winningMovesOnly());
    connect(panel, &AnalysisPanel::winningMovesOnlyChanged, this,
            [settings](bool only) { settings->setWinningMovesOnly(only); });
}

void AnalysisViewOptions::setDecompositionVisible(bool visible)
{
    m_overlay->setDecompositionVisible(visible);
    m_panel->setDecompositionVisible(visible);
    m_settings->setShowDecomposition(visible);
}

void AnalysisViewOptions::setGrundyValuesVisible(bool visible)
{
    m_overlay->setGrundyValuesVisible(visible);
    m_settings->setShowGrundyValues(visible);
}

} // namespace gui
