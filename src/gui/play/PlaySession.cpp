#include "gui/play/PlaySession.h"

#include "gui/document/GameDocument.h"
#include "gui/document/commands/GoToMoveCommand.h"
#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/looks/GameLooks.h"
#include "gui/play/ComputerPlayer.h"

#include <QCoreApplication>
#include <QKeySequence>

// The session's words were the window's and keep their translation context,
// gui::MainWindow, so the German and Spanish translations still find them.

namespace gui {

PlaySession::PlaySession(GameDocument* document, ComputerPlayer* computer, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_computer(computer)
{
    connect(m_document, &GameDocument::changed, this, &PlaySession::onSituationChanged);
    connect(m_computer, &ComputerPlayer::stateChanged, this, &PlaySession::onSituationChanged);
    connect(m_computer, &ComputerPlayer::moveChosen, this,
            [this](const engine::Move& move) { play(move, MoveBy::Computer); });
    m_computer->setPlaysFirst(m_computerFirst);
    m_computer->setPlaysBoth(m_opponent == Opponent::Demo);
    activateComputer();
}

void PlaySession::setMode(Mode mode)
{
    m_mode = mode;
    activateComputer();
    emit modeChanged(mode);
    onSituationChanged();
    emit message(modePrompt());
}

QString PlaySession::modePrompt() const
{
    if (m_mode == Mode::Edit)
        return QCoreApplication::translate("gui::MainWindow", "Edit mode: click or drag to paint, right-drag to erase.");
    //: %1 is the game's play prompt ("Play mode: click a piece to take your bite."), %2 the shortcut of
    //: Game > Edit Mode (Ctrl+E).
    return QCoreApplication::translate("gui::MainWindow", "%1 A tick marks a winning move; Edit Mode (%2) changes "
                                                          "the board.")
        .arg(GameLooks::find(m_document->game()).playPrompt(),
             QKeySequence(Qt::CTRL | Qt::Key_E).toString(QKeySequence::NativeText)); // mainwindow.ui's shortcut
}

void PlaySession::setOpponent(Opponent opponent)
{
    m_opponent = opponent;
    m_computer->setPlaysBoth(opponent == Opponent::Demo);
    activateComputer();
    emit opponentChanged(opponent);
    onSituationChanged();
}

void PlaySession::setComputerMovesFirst(bool computerFirst)
{
    m_computerFirst = computerFirst;
    m_computer->setPlaysFirst(computerFirst);
    emit computerMovesFirstChanged(computerFirst);
    onSituationChanged();
}

void PlaySession::activateComputer()
{
    m_computer->setActive(m_mode == Mode::Play && m_opponent != Opponent::Human);
}

TurnText::Situation PlaySession::situation() const
{
    TurnText::Situation situation;
    situation.playing = m_mode == Mode::Play;
    situation.gameOver = m_document->isGameOver();
    situation.misere = m_document->rule() == engine::PlayRule::Misere;
    const bool toldAsDemo = situation.gameOver && m_endedInDemo;
    situation.againstComputer = m_opponent == Opponent::Computer && !toldAsDemo;
    situation.demo = m_opponent == Opponent::Demo;
    situation.paused = m_computer->isPaused();
    situation.computerToMove = m_computer->isToMove();
    situation.playerToMove = m_document->currentMove() % 2 == 0 ? 1 : 2;
    return situation;
}

QString PlaySession::turnText() const
{
    return TurnText::turn(situation());
}

QString PlaySession::bannerText() const
{
    return TurnText::banner(situation());
}

void PlaySession::onSituationChanged()
{
    if (!m_document->isGameOver())
        m_endedInDemo = false;
    else if (m_mode == Mode::Play && m_opponent == Opponent::Demo)
        m_endedInDemo = true;
    emit situationChanged();
    const QString banner = bannerText();
    if (!banner.isEmpty())
        emit message(banner);
}

QString PlaySession::refusal(MoveBy by) const
{
    const bool user = by == MoveBy::User;
    if (user && m_exploring)
        return tr("These are the moves of a position of the best line: go back to the game to play.");
    if (user && m_mode != Mode::Play)
        return tr("Switch to play mode to play a move.");
    if (m_document->isGameOver())
        return tr("The game is over. Use Restart or Undo to play on.");
    if (!user)
        return m_computer->isToMove() ? QString() : tr("It is not the computer's turn.");
    if (m_computer->isToMove() && m_computer->playsBoth())
        return tr("The computer plays both sides in the demo. Choose another opponent to play yourself.");
    if (m_computer->isToMove())
        return tr("It is the computer's turn.");
    return {};
}

bool PlaySession::play(const engine::Move& move, MoveBy by)
{
    const engine::Game& game = m_document->game();
    const GameLook& look = GameLooks::find(game);
    QString refused = refusal(by);
    if (refused.isEmpty() && !game.isLegal(m_document->currentBoard(), move))
        refused = look.illegalMoveReason(m_document->currentBoard(), move);
    if (!refused.isEmpty()) {
        emit message(refused);
        return false;
    }
    const QString name = look.describeMove(m_document->currentBoard(), move);
    const bool user = by == MoveBy::User;
    m_document->undoStack()->push(
        new PlayMoveCommand(m_document, move, user ? tr("Play %1").arg(name) : tr("Computer plays %1").arg(name)));
    emit message(user ? tr("Played %1.").arg(name) : tr("The computer played %1.").arg(name));
    return true;
}

void PlaySession::undo()
{
    QUndoStack* stack = m_document->undoStack();
    stack->undo();
    if (m_mode == Mode::Play && m_computer->isActive() && m_computer->isToMove() && stack->canUndo()
        && dynamic_cast<const PlayMoveCommand*>(stack->command(stack->index() - 1)) != nullptr)
        stack->undo();
}

void PlaySession::redo()
{
    m_document->undoStack()->redo();
}

void PlaySession::restart()
{
    if (m_document->currentMove() == 0)
        return;
    const QString text = QCoreApplication::translate("gui::MainWindow", "Restart");
    m_document->undoStack()->push(new GoToMoveCommand(m_document, 0, text));
    emit message(QCoreApplication::translate("gui::MainWindow", "Back at the start. Undo returns to where you were."));
}

} // namespace gui
