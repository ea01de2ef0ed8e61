#pragma once

#include "gui/ValueHistory.h"

#include "engine/Board.h"
#include "engine/Game.h"

#include <QObject>

#include <optional>
#include <vector>

namespace gui {

class AnalysisController;
class GameDocument;

// Keeps the ValueHistory of the document's game up to date: records every
// analysis of the current board as the game advances, and once the current
// board is analysed (so the setup's solver has its tables) asks the controller
// for the positions never analysed (a file opened with moves, redo of several
// moves), one at a time in the background. A new setup clears it.
class ValueHistoryTracker : public QObject {
    Q_OBJECT

public:
    // Both must outlive the tracker.
    ValueHistoryTracker(GameDocument* document, AnalysisController* analysis, QObject* parent = nullptr);

    [[nodiscard]] const ValueHistory& history() const { return m_history; }
    // True while a background analysis is running for the history.
    [[nodiscard]] bool isFilling() const { return m_pending.has_value(); }

signals:
    void changed();

private:
    void onDocumentChanged();
    void onAnalysisReady();
    void onPositionAnalysed(const engine::Board& board, const engine::Analysis& analysis);
    void recordBoard(const engine::Board& board, const engine::Analysis& analysis);
    void requestNext();

    GameDocument* m_document;
    AnalysisController* m_analysis;
    ValueHistory m_history;
    const engine::Game* m_game = nullptr;
    engine::Board m_setup;
    std::vector<engine::Board> m_boards; // of each position of the line
    std::optional<engine::Board> m_pending;
    bool m_failed = false; // a background analysis failed: no more for this line
};

} // namespace gui
