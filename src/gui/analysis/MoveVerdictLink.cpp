#include "gui/analysis/MoveVerdictLink.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/document/GameDocument.h"
#include "gui/analysis/MoveVerdictTable.h"
#include "gui/looks/GameLooks.h"

#include <QTimer>

namespace gui {

MoveVerdictLink::MoveVerdictLink(MoveVerdictTable* table, GameDocument* document, AnalysisController* analysis,
                                 MovePlayer* player, AnalysisOverlay* overlay, QObject* parent)
    : QObject(parent)
    , m_table(table)
    , m_document(document)
    , m_analysis(analysis)
    , m_player(player)
    , m_overlay(overlay)
{
    connect(m_analysis, &AnalysisController::stateChanged, this, &MoveVerdictLink::showAnalysis);
    connect(m_table, &MoveVerdictTable::moveSelected, this,
            [this](std::optional<engine::Move> move) { m_overlay->setHighlightedMove(move); });
    // Played after the table finished handling the click or key (playing resets it).
    connect(m_table, &MoveVerdictTable::moveActivated, this, [this](const engine::Move& move) {
        QTimer::singleShot(0, this, [this, move] { m_player->play(move, MoveBy::User); });
    });
    showAnalysis();
}

void MoveVerdictLink::setExploring(bool exploring)
{
    m_exploring = exploring;
}

void MoveVerdictLink::showAnalysis()
{
    const engine::Analysis* analysis = m_analysis->state().analysis();
    if (analysis == nullptr) {
        m_table->clear(); // a new position (its moves come with its analysis), a cancelled run or a failure
        return;
    }
    if (m_exploring)
        return; // the explored position's moves stay listed
    m_table->setAnalysis(*analysis, m_analysis->state().board(), GameLooks::find(m_document->game()));
}

} // namespace gui
