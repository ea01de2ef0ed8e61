#include "gui/analysis/AnalysisViewOptions.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/analysis/AnalysisPanel.h"
#include "gui/base/CheckableAction.h"
#include "gui/base/Settings.h"
#include "gui/document/GameDocument.h"

#include "engine/sums/SumGame.h"

#include <QAction>

namespace gui {

AnalysisViewOptions::AnalysisViewOptions(Actions actions, Settings* settings, const GameDocument* document,
                                         AnalysisOverlay* overlay, AnalysisPanel* panel, QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_document(document)
    , m_overlay(overlay)
    , m_panel(panel)
    , m_showBoardsAlone(actions.showBoardsAlone)
{
    bindCheckable(actions.showDecomposition, settings->value(Settings::ShowDecomposition), this,
                  &AnalysisViewOptions::setDecompositionVisible);
    bindCheckable(actions.showGrundyValues, settings->value(Settings::ShowGrundyValues), this,
                  &AnalysisViewOptions::setGrundyValuesVisible);
    bindCheckable(actions.showBoardsAlone, settings->value(Settings::ShowBoardsAlone), this,
                  &AnalysisViewOptions::setBoardsAlone);
    panel->setWinningMovesOnly(settings->value(Settings::WinningMovesOnly));
    connect(panel, &AnalysisPanel::winningMovesOnlyChanged, this,
            [settings](bool only) { settings->setValue(Settings::WinningMovesOnly, only); });
    connect(document, &GameDocument::changed, this, &AnalysisViewOptions::updateBoardsAloneAction);
    updateBoardsAloneAction();
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

void AnalysisViewOptions::setBoardsAlone(bool alone)
{
    m_overlay->setBoardsAlone(alone);
    m_panel->setBoardsAlone(alone);
    m_settings->setValue(Settings::ShowBoardsAlone, alone);
}

void AnalysisViewOptions::updateBoardsAloneAction()
{
    // A plain board is alone already: its own marks are the only ones.
    const bool sum = dynamic_cast<const engine::SumGame*>(&m_document->game()) != nullptr;
    m_showBoardsAlone->setEnabled(sum);
    const QString tip = sum ? tr("Mark each board's moves as if the board were alone, instead of as moves of the sum")
                            : tr("Only a sum of several boards has boards to show alone; this board is alone already");
    m_showBoardsAlone->setToolTip(tip);
    m_showBoardsAlone->setStatusTip(tip);
}

} // namespace gui
