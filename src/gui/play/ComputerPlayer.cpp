#include "gui/play/ComputerPlayer.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/document/GameDocument.h"

namespace gui {

std::optional<engine::Move> ComputerPlayer::chooseMove(const engine::Analysis& analysis)
{
    return MoveChooser::perfect(analysis);
}

ComputerPlayer::ComputerPlayer(GameDocument* document, AnalysisController* analysis, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_analysis(analysis)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ComputerPlayer::reply);
    connect(m_document, &GameDocument::changed, &m_timer, &QTimer::stop);
    connect(m_analysis, &AnalysisController::stateChanged, this, [this] {
        if (m_analysis->state().status() == AnalysisState::Status::Ready)
            considerReply();
    });
}

void ComputerPlayer::setActive(bool active)
{
    m_active = active;
    if (active)
        considerReply();
    else
        m_timer.stop();
    emit stateChanged();
}

void ComputerPlayer::setPlaysFirst(bool first)
{
    m_playsFirst = first;
    m_timer.stop();
    considerReply();
    emit stateChanged();
}

void ComputerPlayer::setPlaysBoth(bool both)
{
    m_playsBoth = both;
    m_timer.stop();
    considerReply();
    emit stateChanged();
}

void ComputerPlayer::setPaused(bool paused)
{
    m_paused = paused;
    if (paused)
        m_timer.stop();
    else
        considerReply();
    emit stateChanged();
}

void ComputerPlayer::setReplyDelay(int milliseconds)
{
    m_replyDelay = milliseconds;
    if (m_timer.isActive() && !m_playsBoth)
        m_timer.start(milliseconds);
}

void ComputerPlayer::setDemoDelay(int milliseconds)
{
    m_demoDelay = milliseconds;
    if (m_timer.isActive() && m_playsBoth)
        m_timer.start(milliseconds);
}

void ComputerPlayer::setStrength(Strength strength)
{
    m_chooser.setStrength(strength);
}

bool ComputerPlayer::isToMove() const
{
    const bool firstPlayerToMove = m_document->currentMove() % 2 == 0;
    return m_active && (m_playsBoth || firstPlayerToMove == m_playsFirst);
}

void ComputerPlayer::considerReply()
{
    if (!isToMove() || m_paused || m_timer.isActive())
        return;
    const engine::Analysis* analysis = m_analysis->state().analysis();
    if (analysis == nullptr)
        return; // the reply comes when the state is Ready
    m_chosen = m_chooser.choose(*analysis);
    if (!m_chosen)
        return; // game over: the computer has lost
    m_timer.start(m_playsBoth ? m_demoDelay : m_replyDelay);
}

void ComputerPlayer::reply()
{
    // A change of the document stops the timer, so m_chosen is the current position's.
    if (!m_chosen || !isToMove() || m_paused || !m_document->game().isLegal(m_document->currentBoard(), *m_chosen))
        return;
    emit moveChosen(*m_chosen);
}

} // namespace gui
