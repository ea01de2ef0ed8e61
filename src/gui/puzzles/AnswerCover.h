#pragma once

#include <QPointer>

#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;

namespace gui {

class BoardScene;

// The one place that hides a puzzle's answer while it is unanswered, and shows
// it again after (PuzzleController covers and uncovers). Everything in the
// window that tells a move's verdict is covered:
// - on the board: the marks, shades, Grundy values and part outlines and labels
//   (AnalysisOverlay::setAnswerHidden, which also keeps the rectangle band plain)
//   and the pawn's win/loss map (CellMapLink::setAnswerHidden); over a sum each
//   board's value on its frame (the overlay's boardValueLabels, of the same
//   hidden analysis), whose XOR would give the answer away;
// - under it: the shading legend's counts (ShadingLegend::setAnswerHidden);
// - the docks that show an analysis (the analysis with its verdict, a sum's
//   "Boards: *a ⊕ *b = …" and the move table, the value history, the best line) are hidden and their View menu
//   actions disabled, as are View > Show Marks and Show Grundy Values.
// Uncovering restores what the docks showed before. A view added later that
// shows an analysis must be listed here (test_puzzle_answer_hidden checks the
// window's views and pixels). The views are found by class or object name, so
// none of them needs to know of puzzles.
class AnswerCover {
public:
    // Both must outlive the cover; the window's views are found by their object
    // names when covering (they may be made after the cover).
    AnswerCover(QMainWindow* window, BoardScene* scene);

    void setCovered(bool covered);
    [[nodiscard]] bool isCovered() const { return m_covered; }

private:
    struct HiddenDock {
        QPointer<QDockWidget> dock;
        bool wasVisible = false;
    };

    void setViewsHidden(bool hidden);
    void setActionsEnabled(bool enabled);

    QMainWindow* m_window;
    BoardScene* m_scene;
    std::vector<HiddenDock> m_hidden; // while covered: the docks and whether they showed
    bool m_covered = false;
};

} // namespace gui
