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
    connect(m_analysis, &AnalysisController::stateChanged, this, &ValueHistoryTracker::onAnalysisStateChanged);
    onDocumentChanged();
}

void ValueHistoryTracker::onDocumentChanged()
{
    const bool newSetup = m_game != &m_document->game() || m_setup != m_document->setup()
        || m_rule != m_document->rule();
    if (!newSetup && m_history.moves() == m_document->moves())
        return; // only the current move changed
    if (newSetup) {
        m_game = &m_document->game();
        m_setup = m_document->setup();
        m_rule = m_document->rule();
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
    onAnalysisStateChanged();
}

void ValueHistoryTracker::onAnalysisStateChanged()
{
    // The state is the current position's (the controller drops older ones).
    if (const engine::Analysis* analysis = m_analysis->state().analysis())
        record(m_document->currentMove(), *analysis);
    requestNext();
}

void ValueHistoryTracker::onPositionAnswered(const engine::Analysis* analysis)
{
    // The answer to this tracker's one request, of m_work (a new setup drops it in the controller).
    m_pending = false;
    if (analysis == nullptr)
        m_failed = true;
    else if (m_workValid)
        record(m_workPosition, *analysis);
    else
        m_work.reset(); // asked for a line that changed since
    requestNext();
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
    if (m_pending || m_failed || m_analysis->state().analysis() == nullptr)
        return;
    for (const int position : m_history.unknownPositions())
        if (position <= m_reachable && buildWork(position)) {
            m_pending = true;
            m_analysis->analysePosition(*m_work, this, [this](const engine::Board&, const engine::Analysis* analysis) {
                onPositionAnswered(analysis);
            });
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
