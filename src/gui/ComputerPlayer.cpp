#include "gui/ComputerPlayer.h"

#include "gui/AnalysisController.h"
#include "gui/GameDocument.h"
#include "gui/commands/PlayMoveCommand.h"
#include "gui/looks/GameLooks.h"

#include <limits>

namespace gui {

std::optional<engine::Move> ComputerPlayer::chooseMove(const engine::Analysis& analysis)
{
    // Unknown remoteness counts as "far": never preferred for a win, preferred for a stall.
    constexpr int kFar = std::numeric_limits<int>::max();
    const engine::MoveVerdict* best = nullptr;
    for (const engine::MoveVerdict& verdict : analysis.moves) {
        if (!verdict.wins())
            continue;
        if (best == nullptr || verdict.resultRemoteness.value_or(kFar) < best->resultRemoteness.value_or(kFar))
            best = &verdict;
    }
    if (best != nullptr)
        return best->move;
    for (const engine::MoveVerdict& verdict : analysis.moves)
        if (best == nullptr || verdict.resultRemoteness.value_or(kFar) > best->resultRemoteness.value_or(kFar))
            best = &verdict;
    if (best != nullptr)
        return best->move;
    return std::nullopt;
}

ComputerPlayer::ComputerPlayer(GameDocument* document, AnalysisController* analysis, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_analysis(analysis)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kReplyDelayMs);
    connect(&m_timer, &QTimer::timeout, this, &ComputerPlayer::reply);
    connect(m_document, &GameDocument::changed, &m_timer, &QTimer::stop);
    connect(m_analysis, &AnalysisController::analysisReady, this, &ComputerPlayer::considerReply);
}

void ComputerPlayer::setActive(bool active)
{
    m_active = active;
    if (active)
        considerReply();
    else
        m_timer.stop();
}

void ComputerPlayer::setPlaysFirst(bool first)
{
    m_playsFirst = first;
    m_timer.stop();
    considerReply();
}

bool ComputerPlayer::isToMove() const
{
    const bool firstPlayerToMove = m_document->currentMove() % 2 == 0;
    return m_active && firstPlayerToMove == m_playsFirst;
}

void ComputerPlayer::considerReply()
{
    if (!isToMove() || m_timer.isActive())
        return;
    const engine::Analysis* analysis = m_analysis->analysis();
    if (analysis == nullptr)
        return; // the reply comes with analysisReady
    m_chosen = chooseMove(*analysis);
    if (!m_chosen)
        return; // game over: the computer has lost
    m_boardToAnswer = m_document->currentBoard();
    m_timer.start();
}

void ComputerPlayer::reply()
{
    // The document may have changed in between without a signal reaching us
    // (it cannot, but a stale move must never be played).
    if (!m_chosen || !isToMove() || m_document->currentBoard() != m_boardToAnswer
        || !m_document->game().isLegal(m_boardToAnswer, *m_chosen))
        return;
    const QString name = GameLooks::find(m_document->game().id()).moveName(*m_chosen);
    m_document->undoStack()->push(new PlayMoveCommand(m_document, *m_chosen, tr("Computer plays %1").arg(name)));
    emit movePlayed(name);
}

} // namespace gui
