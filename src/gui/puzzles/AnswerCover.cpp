#include "gui/puzzles/AnswerCover.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"

#include <QAction>
#include <QDockWidget>

namespace gui {

AnswerCover::AnswerCover(BoardScene* scene, QAction* showMarks, QAction* showGrundyValues, QDockWidget* analysisDock)
    : m_scene(scene)
    , m_showMarks(showMarks)
    , m_showGrundyValues(showGrundyValues)
    , m_analysisDock(analysisDock)
{
}

void AnswerCover::setCovered(bool covered)
{
    if (covered == m_covered)
        return;
    m_covered = covered;
    if (covered)
        m_dockWasVisible = !m_analysisDock->isHidden();
    m_analysisDock->setVisible(!covered && m_dockWasVisible);
    m_scene->setMarksVisible(!covered && m_showMarks->isChecked());
    m_scene->overlay()->setGrundyValuesVisible(!covered && m_showGrundyValues->isChecked());
    m_showMarks->setEnabled(!covered);
    m_showGrundyValues->setEnabled(!covered);
}

} // namespace gui
