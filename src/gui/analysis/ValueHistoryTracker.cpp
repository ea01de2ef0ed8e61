#include "gui/analysis/ValueHistoryTracker.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/document/GameDocument.h"

#include <algorithm>

namespace gui {

ValueHistoryTracker::ValueHistoryTracker(GameDocument* document, AnalysisController* analysis, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_analysis(analysis)
{
    m_history.clear();
    connect(m_document, &GameDocument::changed, this, &ValueHistoryTracker::onDocumentChanged);
    connect(m_analysis, &AnalysisController::analysisReady, this, &ValueHistoryTracker::onAnalysisReady);
    connect(m_analysis, &AnalysisController::analysisRefined, this, &ValueHistoryTracker::onAnalysisReady);
    connect(m_analysis, &AnalysisController::positionAnalysed, this, &ValueHistoryTracker::onPositionAnalysed);
    connect(m_analysis, &AnalysisController::positionNotAnalysed, this, [this](const engine::Board& board) {
        if (m_pending && m_work && *m_work == board) {
            m_pending = false;
            m_failed = true;
        }
    });
    onDocumentChanged();
}

void ValueHistoryTracker::onDocumentChanged()
{
    const bool newSetup = m_game != &m_document->game() || m_setup != m_document->setup();
    if (!newSetup && m_history.moves() == m_document->moves())
        return; // only the current move changed
    if (newSetup) {
        m_game = &m_document->game();
        m_setup = m_document->setup();
        m_history.clear();
        m_work.reset();
        m_workValid = false;
        m_pending = false; // the controller drops runs of the old setup
    }
    const std::vector<engine::Move>& moves = m_document->moves();
    // The positions reached by the same moves as before keep what is known of them.
    const std::vector<engine::Move>& old = m_history.moves();
    const auto same = static_cast<int>(std::mismatch(old.begin(), old.end(), moves.begin(), moves.end()).first
                                       - old.begin());
    m_history.setLine(moves);
    m_failed = false;
    m_reachable = static_cast<int>(moves.size());
    if (m_workPosition > same)
        m_workValid = false;
    if (!m_pending && !m_workValid)
        m_work.reset();
    emit changed();
    if (const engine::Analysis* analysis = m_analysis->analysis())
        recordBoard(m_analysis->analysedBoard(), *analysis);
    requestNext();
}

void ValueHistoryTracker::onAnalysisReady()
{
    if (const engine::Analysis* analysis = m_analysis->analysis())
        recordBoard(m_analysis->analysedBoard(), *analysis);
    requestNext();
}

void ValueHistoryTracker::onPositionAnalysed(const engine::Board& board, const engine::Analysis& analysis)
{
    if (!m_pending || !m_work || *m_work != board)
        return; // not asked by this tracker
    m_pending = false;
    if (m_workValid)
        record(m_workPosition, analysis);
    else
        m_work.reset(); // asked for a line that changed since
    requestNext();
}

void ValueHistoryTracker::recordBoard(const engine::Board& board, const engine::Analysis& analysis)
{
    // A game never repeats a board (every move takes something away), so the board names its position.
    const int current = m_document->currentMove();
    if (current <= m_history.positionCount() - 1 && m_history.moves() == m_document->moves()
        && board == m_document->currentBoard())
        record(current, analysis);
    else if (m_work && m_workValid && board == *m_work)
        record(m_workPosition, analysis);
}

void ValueHistoryTracker::record(int position, const engine::Analysis& analysis)
{
    if (position < 0 || position >= m_history.positionCount())
        return;
    const ValueHistory::Point& point = m_history.point(position);
    if (point.known && (point.grundy || !analysis.grundy))
        return; // known already, unless the Grundy value arrives after the verdict

    m_history.record(position, analysis);
    emit changed();
}

void ValueHistoryTracker::requestNext()
{
    // Only once the current board is analysed: the solver's tables are built then,
    // and a cancelled analysis starts nothing behind the user's back.
    if (m_pending || m_failed || m_analysis->analysis() == nullptr || m_analysis->isRunning())
        return;
    for (const int position : m_history.unknownPositions())
        if (position <= m_reachable && buildWork(position)) {
            m_pending = true;
            m_analysis->analysePosition(*m_work);
            return;
        }
}

bool ValueHistoryTracker::buildWork(int position)
{
    if (!m_work || !m_workValid || m_workPosition > position) {
        m_work = m_setup;
        m_workPosition = 0;
        m_workValid = true;
    }
    const std::vector<engine::Move>& moves = m_history.moves();
    for (; m_workPosition < position; ++m_workPosition) {
        const engine::Move& move = moves[static_cast<std::size_t>(m_workPosition)];
        if (!m_game->isLegal(*m_work, move)) {
            m_reachable = m_workPosition; // the document drops illegal moves; never play one here
            return false;
        }
        *m_work = m_game->play(*m_work, move);
    }
    return true;
}

} // namespace gui
