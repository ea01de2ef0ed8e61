#include "gui/analysis/BestLineExplorer.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/analysis/AnalysisPanel.h"
#include "gui/analysis/MoveVerdictTable.h"
#include "gui/analysis/BestLinePanel.h"
#include "gui/analysis/BestLineRunner.h"
#include "gui/base/ActionTips.h"
#include "gui/base/CheckableAction.h"
#include "gui/base/Settings.h"
#include "gui/board/BoardScene.h"
#include "gui/board/BoardView.h"
#include "gui/board/GhostBoardItem.h"
#include "gui/document/GameDocument.h"
#include "gui/looks/GameLooks.h"

#include <QAction>
#include <QDockWidget>
#include <QKeyEvent>
#include <QMainWindow>
#include <QMenu>
#include <QMouseEvent>
#include <QShortcut>

#include <algorithm>

namespace gui {

namespace {

const GameLook& lookOf(const GameDocument& document)
{
    return GameLooks::find(document.game());
}

bool isPlayingKey(int key)
{
    return key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space || key == Qt::Key_Escape;
}

} // namespace

BestLineExplorer::BestLineExplorer(const BestLineParts& parts, QObject* parent)
    : QObject(parent)
    , m_parts(parts)
    , m_runner(new BestLineRunner(this))
    , m_section(new BestLinePanel)
    , m_dock(new QDockWidget(tr("Best Line"), parts.window))
    , m_ghost(new GhostBoardItem(&parts.scene->geometry()))
    , m_escape(new QShortcut(QKeySequence(Qt::Key_Escape), parts.view->window()))
{
    parts.scene->addItem(m_ghost);
    m_dock->setObjectName(QStringLiteral("bestLineDock"));
    // Its close button is View ▸ Show Best Line's unchecking (eventFilter): closed, it computes nothing.
    m_dock->installEventFilter(this);
    m_dock->setWidget(m_section);
    parts.window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    parts.window->tabifyDockWidget(parts.movesDock, m_dock);
    parts.movesDock->raise();
    m_escape->setEnabled(false);
    connect(m_escape, &QShortcut::activated, this, &BestLineExplorer::backToGame);
    parts.view->installEventFilter(this);
    parts.view->viewport()->installEventFilter(this);

    connect(m_runner, &BestLineRunner::lineReady, this, &BestLineExplorer::showLine);
    connect(m_runner, &BestLineRunner::lineFailed, m_section,
            [this](const QString& message) { m_section->showNothing(tr("No best line: %1").arg(message)); });
    connect(m_section, &BestLinePanel::stepHovered, this, &BestLineExplorer::showGhost);
    connect(m_section, &BestLinePanel::hoverLeft, this, &BestLineExplorer::hideGhost);
    connect(m_section, &BestLinePanel::stepClicked, this, &BestLineExplorer::explore);
    connect(m_section, &BestLinePanel::backRequested, this, &BestLineExplorer::backToGame);

    // After the window's own handlers (connected before): the board is the document's again.
    connect(parts.document, &GameDocument::changed, this, &BestLineExplorer::onDocumentChanged);
    connect(parts.analysis, &AnalysisController::stateChanged, this, &BestLineExplorer::onAnalysisStateChanged);

    auto* action = new QAction(tr("Show &Best Line"), this);
    action->setObjectName(QStringLiteral("actionShowBestLine"));
    ActionTips::describe(action, tr("Show best play from the current position, move by move, in the Best Line tab"));
    const QList<QAction*> viewActions = parts.viewMenu->actions();
    const auto decomposition = std::find_if(viewActions.begin(), viewActions.end(), [](const QAction* a) {
        return a->objectName() == QLatin1String("actionShowDecomposition");
    });
    QAction* before = decomposition != viewActions.end() && decomposition + 1 != viewActions.end() ? *(decomposition + 1)
                                                                                                   : nullptr;
    parts.viewMenu->insertAction(before, action);
    bindCheckable(action, parts.settings->value(Settings::ShowBestLine), this, &BestLineExplorer::setShown);
    m_showAction = action;
}

void BestLineExplorer::setShown(bool shown)
{
    m_parts.settings->setValue(Settings::ShowBestLine, shown);
    m_shown = shown;
    m_dock->setVisible(shown);
    if (!shown)
        dropLine();
    else if (m_parts.analysis->state().analysis() != nullptr)
        startLine();
}

void BestLineExplorer::onAnalysisStateChanged()
{
    updateEscape();
    switch (m_parts.analysis->state().status()) {
    case AnalysisState::Status::Ready: startLine(); break;
    case AnalysisState::Status::Refined: reapplyExploredAnalysis(); break;
    case AnalysisState::Status::Failed:
    case AnalysisState::Status::Cancelled: dropLine(); break;
    default: break; // a new position: the document's change already dropped the line
    }
}

void BestLineExplorer::dropLine()
{
    backToGame();
    hideGhost();
    m_runner->cancel();
    m_section->showNothing(QString());
}

void BestLineExplorer::startLine()
{
    reapplyExploredAnalysis();
    if (!m_shown || m_explored)
        return; // an explored position keeps the line it came from
    const AnalysisState& state = m_parts.analysis->state();
    if (state.solver() == nullptr)
        return;
    // A sum whose verdict is not known has no best play to show: a line of the
    // computer's guesses would read as one (its first move "wins" or "loses").
    if (const engine::Analysis* analysis = state.analysis(); analysis != nullptr && !analysis->known()) {
        m_runner->cancel();
        m_section->showNothing(tr("No best line: %1").arg(QString::fromStdString(*analysis->unknownReason)));
        return;
    }
    m_section->showComputing();
    m_runner->start(m_parts.document->game(), state.board(), state.solver());
}

void BestLineExplorer::showLine()
{
    if (const std::optional<engine::BestLine>& line = m_runner->line())
        m_section->showLine(*line, m_runner->startPosition(), lookOf(*m_parts.document));
}

// Escape is also Cancel Analysis: while an analysis runs, it cancels that first (two enabled
// shortcuts on one key would fire neither).
void BestLineExplorer::updateEscape()
{
    m_escape->setEnabled(m_explored.has_value() && !m_parts.analysis->state().isRunning());
}

void BestLineExplorer::onDocumentChanged()
{
    hideGhost();
    m_runner->cancel();
    const bool wasExploring = m_explored.has_value();
    m_explored.reset();
    updateEscape();
    if (wasExploring)
        emit exploringChanged(false); // the window shows the document's new position
    if (m_shown)
        m_section->showComputing(); // the line follows the position's analysis
    else
        m_section->showNothing(QString());
}

void BestLineExplorer::explore(int index)
{
    const std::optional<engine::BestLine>& line = m_runner->line();
    if (!line || index < 0 || index >= static_cast<int>(line->steps.size()))
        return;
    hideGhost();
    m_explored = index;
    const engine::BestLineStep& step = line->steps[static_cast<std::size_t>(index)];
    m_parts.scene->setBoard(step.position, lookOf(*m_parts.document));
    m_parts.scene->setAnalysis(step.analysis);
    showInPanel(step.analysis, step.position);
    updateEscape();
    m_section->setExplored(index);
    emit exploringChanged(true);
}

void BestLineExplorer::showInPanel(const engine::Analysis& analysis, const engine::Board& position)
{
    m_parts.panel->showAnalysis(analysis);
    m_parts.panel->verdictTable()->setAnalysis(analysis, position, lookOf(*m_parts.document));
}

void BestLineExplorer::showGameInPanel()
{
    const engine::Analysis* analysis = m_parts.analysis->state().analysis();
    if (analysis == nullptr) {
        m_parts.panel->verdictTable()->clear();
        return;
    }
    m_parts.panel->showAnalysis(*analysis);
    m_parts.panel->verdictTable()->setAnalysis(*analysis, m_parts.analysis->state().board(),
                                               lookOf(*m_parts.document));
}

void BestLineExplorer::backToGame()
{
    if (!m_explored)
        return;
    m_explored.reset();
    updateEscape();
    m_section->setExplored(std::nullopt);
    m_parts.scene->setBoard(m_parts.document->currentBoard(), lookOf(*m_parts.document));
    if (const engine::Analysis* analysis = m_parts.analysis->state().analysis())
        m_parts.scene->setAnalysis(*analysis);
    showGameInPanel();
    emit exploringChanged(false);
}

void BestLineExplorer::showGhost(int index)
{
    const std::optional<engine::BestLine>& line = m_runner->line();
    if (!line || index < 0 || index >= static_cast<int>(line->steps.size()))
        return;
    m_ghost->setBoard(line->steps[static_cast<std::size_t>(index)].position, &lookOf(*m_parts.document));
    m_ghost->show();
    m_ghost->update();
}

void BestLineExplorer::hideGhost()
{
    m_ghost->hide();
}

void BestLineExplorer::reapplyExploredAnalysis()
{
    const std::optional<engine::BestLine>& line = m_runner->line();
    if (!m_explored || !line)
        return;
    const engine::BestLineStep& step = line->steps[static_cast<std::size_t>(*m_explored)];
    m_parts.scene->setAnalysis(step.analysis);
    showInPanel(step.analysis, step.position);
}

bool BestLineExplorer::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if (watched == m_dock) {
        // The dock's close button (a puzzle's cover hides it without a Close event).
        if (type == QEvent::Close && m_shown)
            m_showAction->setChecked(false);
        return QObject::eventFilter(watched, event);
    }
    if (type == QEvent::MouseButtonRelease && m_swallowRelease) {
        m_swallowRelease = false;
        return true;
    }
    if (!m_explored)
        return QObject::eventFilter(watched, event);
    if ((type == QEvent::MouseButtonPress || type == QEvent::MouseButtonDblClick)
        && static_cast<QMouseEvent*>(event)->button() != Qt::MiddleButton) {
        backToGame();
        m_swallowRelease = true;
        return true;
    }
    if (type == QEvent::KeyPress && isPlayingKey(static_cast<QKeyEvent*>(event)->key())) {
        backToGame();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gui
