#pragma once

#include "gui/analysis/ValueHistory.h"

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/PlayRule.h"

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
//
// It keeps no board per position (a pawn board with 10^5 impassable cells is
// megabytes): besides the setup only one working board, the position asked for
// last, which the next request plays on from (positions are asked in order).
class ValueHistoryTracker : public QObject {
    Q_OBJECT

public:
    // Both must outlive the tracker.
    ValueHistoryTracker(GameDocument* document, AnalysisController* analysis, QObject* parent = nullptr);

    [[nodiscard]] const ValueHistory& history() const { return m_history; }
    // True while a background analysis is running for the history.
    [[nodiscard]] bool isFilling() const { return m_pending; }
    // The boards held now (the setup and the working board), for tests of its memory.
    [[nodiscard]] int storedBoardCount() const { return 1 + (m_work ? 1 : 0); }

signals:
    void changed();

private:
    void onDocumentChanged();
    void onAnalysisStateChanged();
    void onPositionAnswered(const engine::Analysis* analysis);
    void record(int position, const engine::Analysis& analysis);
    void requestNext();
    // Makes m_work the board of `position`; false when an illegal move of the line comes first.
    bool buildWork(int position);

    GameDocument* m_document;
    AnalysisController* m_analysis;
    ValueHistory m_history;
    const engine::Game* m_game = nullptr;
    engine::Board m_setup;
    engine::PlayRule m_rule = engine::PlayRule::Normal; // another rule: every value differs
    std::optional<engine::Board> m_work; // the board of position m_workPosition
    int m_workPosition = 0;
    bool m_workValid = false; // false once the line changed before m_workPosition
    bool m_pending = false;   // m_work is being analysed in the background
    int m_reachable = 0;      // the positions after this one follow an illegal move
    bool m_failed = false; // a background analysis failed: no more for this line
};

} // namespace gui
