#pragma once

#include "gui/base/MovePlayer.h"

#include "engine/Move.h"

#include <QObject>

namespace gui {

class AnalysisController;
class AnalysisOverlay;
class GameDocument;
class MoveVerdictTable;

// Connects the move table of the analysis panel with the rest of the window:
// fills it with each analysis of the current board and empties it while there is
// none, outlines the selected move on the board, and plays an activated move as
// a click on the board would, through the MovePlayer (the PlaySession: only in
// play mode, on a human's turn). Everything passed in must outlive it.
class MoveVerdictLink : public QObject {
    Q_OBJECT

public:
    MoveVerdictLink(MoveVerdictTable* table, GameDocument* document, AnalysisController* analysis,
                    MovePlayer* player, AnalysisOverlay* overlay, QObject* parent = nullptr);

    // While a position of the best line is explored, the table lists its moves
    // (BestLineExplorer fills it) and the game's analysis does not replace them
    // (the PlaySession refuses to play them).
    void setExploring(bool exploring);

private:
    void showAnalysis();

    MoveVerdictTable* m_table;
    GameDocument* m_document;
    AnalysisController* m_analysis;
    MovePlayer* m_player;
    AnalysisOverlay* m_overlay;
    bool m_exploring = false;
};

} // namespace gui
