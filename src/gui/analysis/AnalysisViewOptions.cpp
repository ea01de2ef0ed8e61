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
    bindCheckable(showDecomposition, settings->value(Settings::ShowDecomposition), this,
                  &AnalysisViewOptions::setDecompositionVisible);
    bindCheckable(showGrundyValues, settings->value(Settings::ShowGrundyValues), this, &AnalysisViewOptions::setGrundyValuesVisible);
    panel->setWinningMovesOnly(settings->value(Settings::WinningMovesOnly));
    connect(panel, &AnalysisPanel::winningMovesOnlyChanged, this,
            [settings](bool only) { settings->setValue(Settings::WinningMovesOnly, only); });
}

void AnalysisViewOptions::setDecompositionVisible(bool visible)
{
    m_overlay->setDecompositionVisible(visible);
    m_panel->setDecompositionVisible(visible);
    m_settings->setValue(Settings::ShowDecomposition, visible);
}

void AnalysisViewOptions::setGrundyValuesVisible(bool visible)
{
    m_overlay->setGrundyValuesVisible(visible);
    m_settings->setValue(Settings::ShowGrundyValues, visible);
}

} // namespace gui
