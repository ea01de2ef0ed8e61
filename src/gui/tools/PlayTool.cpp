#include "gui/tools/PlayTool.h"

#include "gui/ComputerPlayer.h"
#include "gui/GameDocument.h"
#include "gui/commands/PlayMoveCommand.h"
#include "gui/looks/GameLooks.h"

namespace gui {

PlayTool::PlayTool(GameDocument* document, const ComputerPlayer* computer, QObject* parent)
    : BoardTool(parent)
    , m_document(document)
    , m_computer(computer)
{
}

void PlayTool::press(engine::Cell cell, Qt::MouseButton button)
{
    if (button == Qt::LeftButton)
        activate(cell);
}

void PlayTool::drag(engine::Cell)
{
}

void PlayTool::release()
{
}

void PlayTool::activate(engine::Cell cell)
{
    const GameLook& look = GameLooks::find(m_document->game().id());
    if (m_document->isGameOver()) {
        emit message(tr("The game is over. Use Restart or Undo to play on."));
        return;
    }
    if (m_computer->isToMove()) {
        emit message(tr("It is the computer's turn."));
        return;
    }
    const engine::Move move = engine::Move::at(cell);
    if (!m_document->game().isLegal(m_document->currentBoard(), move)) {
        emit message(look.illegalMoveReason(m_document->currentBoard(), cell));
        return;
    }
    const QString name = look.moveName(move);
    m_document->undoStack()->push(new PlayMoveCommand(m_document, move, tr("Play %1").arg(name)));
    emit message(tr("Played %1.").arg(name));
}

} // namespace gui
