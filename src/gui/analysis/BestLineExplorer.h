#pragma once

#include "engine/Board.h"

#include <QObject>

#include <optional>

namespace engine {
struct Analysis;
}

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QShortcut;

namespace gui {

class AnalysisController;
class AnalysisPanel;
class BestLinePanel;
class BestLineRunner;
class BoardScene;
class BoardView;
class GameDocument;
class GhostBoardItem;
class Settings;

// What the best line works with (all outlive it).
struct BestLineParts {
    GameDocument* document;
    AnalysisController* analysis;
    BoardScene* scene;
    BoardView* view;
    QMainWindow* window;
    QDockWidget* movesDock; // the best line's dock joins its tabs
    QMenu* viewMenu;
    Settings* settings;
    AnalysisPanel* panel; // with its move table: they describe the explored position too
};

// The best line in the window: after each analysis of the document's board it
// computes the line on its runner's thread (a change of the document stops it),
// shows it in the Best Line dock (BestLinePanel, a tab beside the moves played
// under the analysis panel, whose move table keeps its eight rows), paints the
// position under the mouse as a ghost over the board (GhostBoardItem) and, on a
// click, steps there *in analysis*: the scene shows that position with the marks
// of its own analysis (computed with the line), and so do the analysis panel
// and its move table, while the document, its moves and its undo stack stay as
// they are.
//
// While exploring, the board's tools are held back: a click on the board (left
// or right button) or Enter/Space only return to the game's position, so nothing
// is ever played or painted on a position the document does not hold; the wheel,
// panning and the keyboard cursor still work. The way back: the panel's Back to
// the Game button, Escape, such a click, and any change of the document.
// View ▸ Show Best Line (Settings::ShowBestLine, default on) shows the dock and
// runs the line; off, nothing is computed.
class BestLineExplorer : public QObject {
    Q_OBJECT

public:
    BestLineExplorer(const BestLineParts& parts, QObject* parent = nullptr);

    [[nodiscard]] std::optional<int> exploredStep() const { return m_explored; }
    [[nodiscard]] GhostBoardItem* ghost() const { return m_ghost; }

    void setShown(bool shown);
    // Shows the position after step `index` of the line on the board, in analysis.
    void explore(int index);
    // Shows the document's position again.
    void backToGame();

signals:
    // Exploring began (true) or ended: what the move table lists is then not the game's position.
    void exploringChanged(bool exploring);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Escape returns to the game while exploring, unless an analysis runs (then it is Cancel Analysis).
    void updateEscape();
    void onAnalysisStateChanged();
    void startLine();
    // No line (an analysis cancelled or failed, the option off): back to the game, nothing running.
    void dropLine();
    void showLine();
    void onDocumentChanged();
    void showGhost(int index);
    void hideGhost();
    // Puts the explored position's own analysis back on the scene, the panel and
    // the move table (after the window showed the game's).
    void reapplyExploredAnalysis();
    // The panel and the move table describe `analysis` (of the explored position).
    void showInPanel(const engine::Analysis& analysis, const engine::Board& position);
    // They describe the game's position again (its analysis, if it has one yet).
    void showGameInPanel();

    BestLineParts m_parts;
    BestLineRunner* m_runner;
    BestLinePanel* m_section;
    QDockWidget* m_dock;
    GhostBoardItem* m_ghost;
    QShortcut* m_escape;
    bool m_shown = true;
    QAction* m_showAction = nullptr; // View > Show Best Line, which the dock's close button unchecks
    std::optional<int> m_explored;
    bool m_swallowRelease = false;
};

} // namespace gui
