#pragma once

class QAction;
class QDockWidget;

namespace gui {

class BoardScene;

// What would give a puzzle's answer away, covered while it is unanswered: the
// board's marks and Grundy values (View > Show Marks and Show Grundy Values are
// disabled meanwhile) and the analysis dock with its move table. Uncovering
// restores what the View menu and the dock showed before.
class AnswerCover {
public:
    // All must outlive the cover.
    AnswerCover(BoardScene* scene, QAction* showMarks, QAction* showGrundyValues, QDockWidget* analysisDock);

    void setCovered(bool covered);
    [[nodiscard]] bool isCovered() const { return m_covered; }

private:
    BoardScene* m_scene;
    QAction* m_showMarks;
    QAction* m_showGrundyValues;
    QDockWidget* m_analysisDock;
    bool m_covered = false;
    bool m_dockWasVisible = true;
};

} // namespace gui
