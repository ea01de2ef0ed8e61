#pragma once

#include "engine/Move.h"

#include <QObject>

class QAction;

namespace gui {

class AnalysisController;
class AnalysisOverlay;
class ComputerTurn;
class GameDocument;
class MoveVerdictTable;

// Connects the move table of the analysis panel with the rest of the window:
// fills it with each analysis of the current board and empties it while there is
// none, outlines the selected move on the board, and plays an activated move as
// a click on the board would - only in play mode (`playMode` checked) and on a
// human's turn. Everything passed in must outlive it.
class MoveVerdictLink : public QObject {
    Q_OBJECT

public:
    MoveVerdictLink(MoveVerdictTable* table, GameDocument* document, AnalysisController* analysis,
                    const ComputerTurn* computer, AnalysisOverlay* overlay, const QAction* playMode,
                    QObject* parent = nullptr);

    // Plays `move` when the user may move now; otherwise says why not. True when played.
    bool play(const engine::Move& move);
    // While a position of the best line is explored, the table lists its moves
    // (BestLineExplorer fills it): none of them is played, and the game's
    // analysis does not replace them.
    void setExploring(bool exploring);

signals:
    // A sentence for the status bar.
    void message(const QString& text);

private:
    void showAnalysis();

    MoveVerdictTable* m_table;
    GameDocument* m_document;
    AnalysisController* m_analysis;
    const ComputerTurn* m_computer;
    AnalysisOverlay* m_overlay;
    const QAction* m_playMode;
    bool m_exploring = false;
};

} // namespace gui
