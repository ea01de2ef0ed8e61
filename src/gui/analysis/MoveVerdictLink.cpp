#include "gui/analysis/MoveVerdictLink.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/base/ComputerTurn.h"
#include "gui/document/GameDocument.h"
#include "gui/analysis/MoveVerdictTable.h"
#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/looks/GameLooks.h"

#include <QAction>
#include <QTimer>

namespace gui {

MoveVerdictLink::MoveVerdictLink(MoveVerdictTable* table, GameDocument* document, AnalysisController* analysis,
                                 const ComputerTurn* computer, AnalysisOverlay* overlay, const QAction* playMode,
                                 QObject* parent)
    : QObject(parent)
    , m_table(table)
    , m_document(document)
    , m_analysis(analysis)
    , m_computer(computer)
    , m_overlay(overlay)
    , m_playMode(playMode)
{
    connect(m_analysis, &AnalysisController::stateChanged, this, &MoveVerdictLink::showAnalysis);
    connect(m_table, &MoveVerdictTable::moveSelected, this,
            [this](std::optional<engine::Move> move) { m_overlay->setHighlightedMove(move); });
    // Played after the table finished handling the click or key (playing resets it).
    connect(m_table, &MoveVerdictTable::moveActivated, this,
            [this](const engine::Move& move) { QTimer::singleShot(0, this, [this, move] { play(move); }); });
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
    m_table->setAnalysis(*analysis, GameLooks::find(m_document->game().id()));
}

bool MoveVerdictLink::play(const engine::Move& move)
{
    if (m_exploring) {
        emit message(tr("These are the moves of a position of the best line: go back to the game to play."));
        return false;
    }
    if (!m_playMode->isChecked()) {
        emit message(tr("Switch to play mode to play a move from the list."));
        return false;
    }
    if (m_document->isGameOver()) {
        emit message(tr("The game is over. Use Restart or Undo to play on."));
        return false;
    }
    if (m_computer->isToMove()) {
        emit message(tr("It is the computer's turn."));
        return false;
    }
    const GameLook& look = GameLooks::find(m_document->game().id());
    if (!m_document->game().isLegal(m_document->currentBoard(), move)) {
        emit message(look.illegalMoveReason(m_document->currentBoard(), move));
        return false;
    }
    const QString name = look.moveName(move);
    m_document->undoStack()->push(new PlayMoveCommand(m_document, move, tr("Play %1").arg(name)));
    emit message(tr("Played %1.").arg(name));
    return true;
}

} // namespace gui
