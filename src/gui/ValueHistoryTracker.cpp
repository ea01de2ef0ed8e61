#include "gui/ValueHistoryTracker.h"

#include "gui/AnalysisController.h"
#include "gui/GameDocument.h"

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
    connect(m_analysis, &AnalysisController::positionAnalysed, this, &ValueHistoryTracker::onPositionAnalysed);
    connect(m_analysis, &AnalysisController::positionNotAnalysed, this, [this](const engine::Board& board) {
        if (m_pending && *m_pending == board) {
            m_pending.reset();
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
        m_boards.clear();
        m_pending.reset(); // the controller drops runs of the old setup
    }
    const std::vector<engine::Move>& moves = m_document->moves();
    // The boards of the positions reached by the same moves as before stay.
    const std::vector<engine::Move>& old = m_history.moves();
    const auto same = static_cast<std::size_t>(
        std::mismatch(old.begin(), old.end(), moves.begin(), moves.end()).first - old.begin());
    m_history.setLine(moves);
    m_failed = false;
    m_boards.resize(std::min(m_boards.size(), same + 1));
    if (m_boards.empty())
        m_boards.push_back(m_setup);
    for (std::size_t i = m_boards.size() - 1; i < moves.size(); ++i) {
        if (!m_game->isLegal(m_boards.back(), moves[i]))
            break; // the document drops illegal moves; never play one here
        m_boards.push_back(m_game->play(m_boards.back(), moves[i]));
    }
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
    if (!m_pending || *m_pending != board)
        return; // not asked by this tracker, or for a line that changed since
    m_pending.reset();
    recordBoard(board, analysis);
    requestNext();
}

void ValueHistoryTracker::recordBoard(const engine::Board& board, const engine::Analysis& analysis)
{
    // A game never repeats a board (every move takes something away), so the board names its position.
    for (std::size_t i = 0; i < m_boards.size(); ++i)
        if (m_boards[i] == board) {
            if (m_history.point(static_cast<int>(i)).known)
                return;
            m_history.record(static_cast<int>(i), analysis);
            emit changed();
            return;
        }
}

void ValueHistoryTracker::requestNext()
{
    // Only once the current board is analysed: the solver's tables are built then,
    // and a cancelled analysis starts nothing behind the user's back.
    if (m_pending || m_failed || m_analysis->analysis() == nullptr || m_analysis->isRunning())
        return;
    for (const int position : m_history.unknownPositions())
        if (position < static_cast<int>(m_boards.size())) {
            m_pending = m_boards[position];
            m_analysis->analysePosition(*m_pending);
            return;
        }
}

} // namespace gui
