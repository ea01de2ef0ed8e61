#include "gui/puzzles/AnswerCover.h"

#include "gui/analysis/CellMapLink.h"
#include "gui/analysis/ShadingLegend.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>

namespace gui {

namespace {

// The View menu's actions that would show a covered view again.
const std::vector<const char*>& coveredActions()
{
    static const std::vector<const char*> names{"actionShowMarks", "actionShowGrundyValues", "actionShowBestLine"};
    return names;
}

// The docks that show an analysis (verdict and move table, value history, best line).
const std::vector<const char*>& coveredDocks()
{
    static const std::vector<const char*> names{"analysisDock", "historyDock", "bestLineDock"};
    return names;
}

} // namespace

AnswerCover::AnswerCover(QMainWindow* window, BoardScene* scene)
    : m_window(window)
    , m_scene(scene)
{
}

void AnswerCover::setCovered(bool covered)
{
    if (covered == m_covered)
        return;
    m_covered = covered;
    setViewsHidden(covered);
    if (covered) {
        m_hidden.clear();
        for (const char* name : coveredDocks())
            if (auto* dock = m_window->findChild<QDockWidget*>(QLatin1String(name))) {
                m_hidden.push_back({dock, !dock->isHidden()});
                dock->hide();
            }
    } else {
        for (const HiddenDock& hidden : m_hidden)
            if (hidden.dock && hidden.wasVisible)
                hidden.dock->show();
        m_hidden.clear();
    }
    setActionsEnabled(!covered);
}

void AnswerCover::setViewsHidden(bool hidden)
{
    m_scene->overlay()->setAnswerHidden(hidden);
    for (CellMapLink* map : m_window->findChildren<CellMapLink*>())
        map->setAnswerHidden(hidden);
    for (ShadingLegend* legend : m_window->findChildren<ShadingLegend*>())
        legend->setAnswerHidden(hidden);
}

void AnswerCover::setActionsEnabled(bool enabled)
{
    for (const char* name : coveredActions())
        if (auto* action = m_window->findChild<QAction*>(QLatin1String(name)))
            action->setEnabled(enabled);
    for (const char* name : coveredDocks())
        if (auto* dock = m_window->findChild<QDockWidget*>(QLatin1String(name)))
            dock->toggleViewAction()->setEnabled(enabled);
}

} // namespace gui
