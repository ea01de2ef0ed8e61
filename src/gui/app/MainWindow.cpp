#include "gui/app/MainWindow.h"

#include "ui_mainwindow.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/analysis/AnalysisPanel.h"
#include "gui/analysis/AnalysisProgress.h"
#include "gui/analysis/AnalysisViewOptions.h"
#include "gui/analysis/BestLineExplorer.h"
#include "gui/analysis/CellMapLink.h"
#include "gui/analysis/MoveListPanel.h"
#include "gui/analysis/MoveVerdictLink.h"
#include "gui/analysis/ValueHistoryChart.h"
#include "gui/analysis/ValueHistoryPanel.h"
#include "gui/analysis/ValueHistoryTracker.h"
#include "gui/app/AboutBox.h"
#include "gui/base/ActionTips.h"
#include "gui/app/DialogFocus.h"
#include "gui/app/InstantMnemonics.h"
#include "gui/app/LanguageMenu.h"
#include "gui/app/LookOptions.h"
#include "gui/app/PaletteBar.h"
#include "gui/app/PlayControls.h"
#include "gui/app/PlayRuleAction.h"
#include "gui/app/PointedBoard.h"
#include "gui/app/RemotenessShading.h"
#include "gui/app/SetupEdits.h"
#include "gui/app/SumContextMenu.h"
#include "gui/app/SumEdits.h"
#include "gui/app/WindowActions.h"
#include "gui/base/Settings.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardNavigation.h"
#include "gui/board/BoardScene.h"
#include "gui/board/BoardView.h"
#include "gui/board/MoveAnimator.h"
#include "gui/board/tools/EditTool.h"
#include "gui/board/tools/PlayTool.h"
#include "gui/document/GameDocument.h"
#include "gui/export/BoardExports.h"
#include "gui/files/Autosave.h"
#include "gui/files/ContestTextFiles.h"
#include "gui/files/DialogPrompts.h"
#include "gui/files/DocumentFiles.h"
#include "gui/files/PositionClipboard.h"
#include "gui/files/RecentFilesMenu.h"
#include "gui/files/RecoveryOffer.h"
#include "gui/games/chomp/ChompCacheAction.h"
#include "gui/help/RulesDialog.h"
#include "gui/looks/GameLooks.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/play/HintAction.h"
#include "gui/play/PlayOptions.h"
#include "gui/play/PlaySession.h"
#include "gui/puzzles/PuzzleController.h"

#include "engine/GameModules.h"

#include <QCloseEvent>
#include <QStatusBar>
#include <QStyle>

namespace gui {

namespace {

constexpr int kStatusTimeoutMs = 6000;
// Saved with the dock layout; a layout of another version (before 1: three docks stacked) is not restored.
constexpr int kDockLayoutVersion = 1;
constexpr QSize kBoardMinimumSize(320, 240);

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , ui(std::make_unique<Ui::MainWindow>())
    , m_settings(std::make_unique<Settings>())
    , m_prompts(std::make_unique<DialogPrompts>())
    , m_document(new GameDocument(*engine::allGames().front(), this))
    , m_scene(new BoardScene(this))
    , m_view(nullptr)
    , m_analysis(new AnalysisController(m_document, this))
    , m_computer(new ComputerPlayer(m_document, m_analysis, this))
    , m_editTool(new EditTool(m_document, this))
    , m_session(new PlaySession(m_document, m_computer, this))
    , m_playTool(new PlayTool(m_document, m_session, this))
    , m_panel(nullptr)
    , m_moveList(nullptr)
    , m_files(nullptr)
{
    ui->setupUi(this);
    m_playTool->attachTo(m_scene);
    setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.grundygrid.GrundyGrid.svg")));
    ui->bannerFrame->hide();
    // The game-over banner's space stays reserved, so showing it never moves or shrinks the board.
    QSizePolicy bannerPolicy = ui->bannerFrame->sizePolicy();
    bannerPolicy.setRetainSizeWhenHidden(true);
    ui->bannerFrame->setSizePolicy(bannerPolicy);
    m_view = new BoardView(m_scene, ui->centralWidget);
    m_view->setObjectName(QStringLiteral("boardView"));
    m_view->setMinimumSize(kBoardMinimumSize); // the docks never squeeze the board away
    ui->centralLayout->addWidget(m_view, 1);
    m_panel = new AnalysisPanel(ui->analysisDock);
    ui->analysisDock->setWidget(m_panel);
    m_moveList = new MoveListPanel(m_document, ui->moveDock);
    ui->moveDock->setWidget(m_moveList);
    auto* history =
        new ValueHistoryPanel(new ValueHistoryTracker(m_document, m_analysis, this), m_document, ui->historyDock);
    ui->historyDock->setWidget(history);
    // The analysis over one tabbed dock of the moves played and the value history: the move table keeps its rows.
    tabifyDockWidget(ui->moveDock, ui->historyDock);
    ui->moveDock->raise();
    resizeDocks({ui->analysisDock, ui->moveDock}, {3, 1}, Qt::Vertical);
    m_files = new DocumentFiles(m_document, m_prompts.get(), m_settings.get(), this);
    m_contestFiles = new ContestTextFiles(m_document, m_files, m_settings.get(), this);
    m_contestFiles->connectActions(ui->actionImportContest, ui->actionExportContest, ui->actionImportPosition,
                                   ui->actionExportPosition);
    const QList<QAction*> fileActions = ui->menuFile->actions();
    new RecentFilesMenu(ui->menuFile, fileActions.at(fileActions.indexOf(ui->actionOpen) + 1), m_files,
                        m_settings.get());
    connect(new PositionClipboard(ui->menuEdit, ui->actionResize, m_document, m_files, m_contestFiles, this),
            &PositionClipboard::statusMessage, this, &MainWindow::showMessage);
    connect(new ChompCacheAction(ui->menuEdit, m_settings.get(), this), &ChompCacheAction::statusMessage, this,
            &MainWindow::showMessage);
    connect(new BoardExports({ui->menuFile, ui->actionQuit, m_document, m_files, m_view, m_settings.get(), this}, this),
            &BoardExports::statusMessage, this, &MainWindow::showMessage);

    m_palette = new PaletteBar(ui->paletteToolBar, m_editTool, this);
    // Of a sum, the palette of the board pointed at.
    connect(new PointedBoard(m_view, m_document, this), &PointedBoard::pointed, m_palette, &PaletteBar::setBoard);
    connect(m_palette, &PaletteBar::editModeRequested, m_session,
            [this] { m_session->setMode(PlaySession::Mode::Edit); });

    setUpWindowActions(*ui, *style());
    setUpPalette();
    m_progressBox = new AnalysisProgress(m_analysis, ui->actionCancelAnalysis, this);
    statusBar()->addPermanentWidget(m_progressBox);
    connectParts();

    ui->actionShowMarks->setChecked(m_settings->value(Settings::ShowMarks));
    m_scene->setMarksVisible(m_settings->value(Settings::ShowMarks));
    new AnalysisViewOptions({ui->actionShowDecomposition, ui->actionShowGrundyValues, ui->actionShowBoardsAlone},
                            m_settings.get(), m_document, m_scene->overlay(), m_panel, this);
    auto* looks =
        new LookOptions(ui->actionAnimations, ui->actionColourBlindSafe, m_settings.get(),
                        new MoveAnimator(m_document, m_scene, &m_scene->geometry(), this), m_document, m_scene, this, this);
    connect(looks, &LookOptions::schemeChanged, this, [this, history] {
        m_panel->applyScheme();
        history->chart()->update();
    });
    new RemotenessShading(ui->menuView, ui->actionColourBlindSafe, ui->centralLayout, m_settings.get(),
                          m_scene->overlay(), m_analysis, looks, this);
    new CellMapLink(m_document, m_analysis, m_scene, this);
    connect(new BestLineExplorer({m_document, m_analysis, m_scene, m_view, this, ui->moveDock, ui->menuView,
                                  m_settings.get(), m_panel},
                                 this),
            &BestLineExplorer::exploringChanged, this, [this](bool exploring) {
                m_verdictLink->setExploring(exploring);
                m_session->setExploring(exploring);
            });
    auto* autosave = new Autosave(m_document, this);
    autosave->setIntervalSeconds(m_settings->value(Settings::AutosaveIntervalSeconds));
    connect(autosave, &Autosave::failed, this, &MainWindow::showMessage);
    new BoardNavigation(m_view, ui->menuView, this);
    new LanguageMenu(ui->menuView, m_settings.get(), statusBar(), this);
    ui->actionFit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    new PlayOptions(ui->menuGame, ui->actionHint, ui->mainToolBar, m_settings.get(), m_computer, this);
    new PlayRuleAction(ui->menuGame, ui->actionComputerFirst, m_document, m_settings.get(), this);
    m_puzzles = new PuzzleController(
        {this, ui->menuGame, m_document, m_files, m_session, m_scene, m_analysis, m_settings.get(), ui->actionHint},
        this);
    connect(m_puzzles, &PuzzleController::message, this, &MainWindow::showMessage);
    new ActionTips(this); // tooltips end in the shortcut, for actions added later too
    new DialogFocus(this, m_view, this);
    new InstantMnemonics(this); // Alt+letter then Enter at once keeps the button's choice
    new PlayControls({ui->actionEditMode, ui->actionPlayMode, ui->actionOpponentComputer, ui->actionOpponentHuman,
                      ui->actionOpponentDemo, ui->actionComputerFirst, ui->actionRestart, ui->bannerFrame, ui->banner,
                      ui->playAgainButton},
                     m_session, m_settings.get(), this);
    restoreGeometry(m_settings->value(Settings::WindowGeometry));
    restoreState(m_settings->value(Settings::WindowState), kDockLayoutVersion);
    m_puzzles->showUserLayout();
    onDocumentChanged();
    // The first words a user reads stay until the next message: a click on a tick plays, Edit Mode edits.
    statusBar()->showMessage(m_session->modePrompt());
    if (m_analysis->state().status() == AnalysisState::Status::Failed)
        onAnalysisFailed(m_analysis->state().errorMessage());
    m_view->setFocus();
}

MainWindow::~MainWindow()
{
    // The document dies after this window's parts, and its undo stack announces its clearing then.
    disconnect(m_document, nullptr, this, nullptr);
    disconnect(m_document->undoStack(), nullptr, this, nullptr);
}

void MainWindow::setPrompts(std::unique_ptr<UserPrompts> prompts)
{
    m_prompts = std::move(prompts);
    m_files->setPrompts(m_prompts.get());
}

void MainWindow::setUpPalette()
{
    m_palette->showGame(m_document->game());
    m_paletteGame = &m_document->game();
}

void MainWindow::connectParts()
{
    connect(ui->actionNew, &QAction::triggered, this, &MainWindow::newBoard);
    connect(ui->actionOpen, &QAction::triggered, m_files, [this] {
        if (m_files->maybeSave())
            m_files->openWithDialog();
    });
    connect(ui->actionSave, &QAction::triggered, m_files, &DocumentFiles::save);
    connect(ui->actionSaveAs, &QAction::triggered, m_files, &DocumentFiles::saveAs);
    connect(ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(ui->actionUndo, &QAction::triggered, m_session, &PlaySession::undo);
    connect(ui->actionRedo, &QAction::triggered, m_session, &PlaySession::redo);
    connect(new SetupEdits(ui->actionResize, ui->actionClear, m_document, m_settings.get(), this),
            &SetupEdits::message, this, &MainWindow::showMessage);
    auto* sumEdits = new SumEdits(ui->menuEdit, ui->menuFile, ui->actionNew, m_document, m_files, m_view, this);
    connect(sumEdits, &SumEdits::message, this, &MainWindow::showMessage);
    new SumContextMenu(m_view, m_document, sumEdits, ui->actionShowBoardsAlone,
                       [this] { return m_session->mode() == PlaySession::Mode::Edit; }, this);
    connect(m_session, &PlaySession::modeChanged, this, [this](PlaySession::Mode mode) {
        m_view->setTool(mode == PlaySession::Mode::Edit ? static_cast<BoardTool*>(m_editTool) : m_playTool);
        m_palette->setEditing(mode == PlaySession::Mode::Edit);
        m_scene->setHint(std::nullopt);
        updateActions();
    });
    connect(m_session, &PlaySession::situationChanged, this, [this] { m_panel->setTurn(m_session->turnText()); });
    connect(m_session, &PlaySession::message, this, &MainWindow::showMessage);
    connect(new HintAction(ui->actionHint, m_document, m_scene, this), &HintAction::message, this,
            &MainWindow::showMessage);
    connect(ui->actionZoomIn, &QAction::triggered, m_view, &BoardView::zoomIn);
    connect(ui->actionZoomOut, &QAction::triggered, m_view, &BoardView::zoomOut);
    connect(ui->actionFit, &QAction::triggered, m_view, &BoardView::fitBoard);
    connect(ui->actionShowMarks, &QAction::toggled, this, [this](bool show) {
        m_scene->setMarksVisible(show);
        m_settings->setValue(Settings::ShowMarks, show);
    });
    connect(ui->actionCancelAnalysis, &QAction::triggered, m_analysis, &AnalysisController::cancel);
    connect(ui->actionAnalyse, &QAction::triggered, m_analysis, &AnalysisController::restart);
    connect(m_panel, &AnalysisPanel::analyseRequested, m_analysis, &AnalysisController::restart);
    m_panel->setPlayRule(m_document->rule());
    connect(m_document, &GameDocument::ruleChanged, m_panel, &AnalysisPanel::setPlayRule);
    connect(ui->actionAbout, &QAction::triggered, this, [this] { AboutBox::show(this); });
    connect(ui->actionRules, &QAction::triggered, this,
            [this] { RulesDialog::showFor(this, m_document->game().id()); });

    connect(m_document, &GameDocument::changed, this, &MainWindow::onDocumentChanged);
    connect(m_document, &GameDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &GameDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateActions);
    connect(m_analysis, &AnalysisController::stateChanged, this, &MainWindow::onAnalysisStateChanged);
    connect(m_editTool, &BoardTool::message, this, &MainWindow::showMessage);
    connect(m_playTool, &BoardTool::message, this, &MainWindow::showMessage);
    connect(m_files, &DocumentFiles::statusMessage, this, &MainWindow::showMessage);
    connect(m_contestFiles, &ContestTextFiles::statusMessage, this, &MainWindow::showMessage);
    m_verdictLink =
        new MoveVerdictLink(m_panel->verdictTable(), m_document, m_analysis, m_session, m_scene->overlay(), this);
}

void MainWindow::openFile(const QString& path)
{
    m_files->open(path);
}

bool MainWindow::offerRecovery()
{
    if (!RecoveryOffer(m_document, m_prompts.get(), this).run(Autosave::directory()))
        return false;
    showMessage(tr("Recovered the autosaved board. Save it to keep it."));
    return true;
}

void MainWindow::newBoard()
{
    if (!m_files->newWithDialog())
        return;
    setUpPalette();
    // A board with a move keeps the mode (after a first game, the next one is played at once);
    // one with nothing to play yet (an empty nim board) opens for editing.
    const engine::Game& game = m_document->game();
    if (game.setupProblem(m_document->setup()) || game.legalMoves(m_document->currentBoard()).empty())
        m_session->setMode(PlaySession::Mode::Edit);
}

void MainWindow::onDocumentChanged()
{
    if (&m_document->game() != m_paletteGame)
        setUpPalette(); // a file of another game was opened
    m_scene->setBoard(m_document->currentBoard(), GameLooks::find(m_document->game()));
    // The board shown anew has no marks; the analysis state is always the current board's.
    if (const engine::Analysis* analysis = m_analysis->state().analysis())
        m_scene->setAnalysis(*analysis);
    updateActions();
    updateTitle();
}

void MainWindow::onAnalysisStateChanged()
{
    const AnalysisState& state = m_analysis->state();
    switch (state.status()) {
    case AnalysisState::Status::None: break; // its analysis, kept from before, comes at the next turn
    case AnalysisState::Status::Running: m_panel->showStatus(tr("Analysing…")); break;
    case AnalysisState::Status::Ready:
    case AnalysisState::Status::Refined:
        m_scene->setAnalysis(*state.analysis());
        m_panel->showAnalysis(*state.analysis());
        updateActions();
        emit analysisShown();
        return;
    case AnalysisState::Status::Failed: onAnalysisFailed(state.errorMessage()); return;
    case AnalysisState::Status::Cancelled:
        m_panel->showCancelled(tr("Analysis cancelled"));
        //: %1 is the shortcut of View > Analyse, e.g. F5.
        showMessage(tr("Analysis cancelled. Press %1 (View ▸ Analyse) to analyse again.")
                        .arg(ui->actionAnalyse->shortcut().toString(QKeySequence::NativeText)));
        break;
    }
    updateActions();
}

void MainWindow::onAnalysisFailed(const QString& message)
{
    m_scene->clearAnalysis();
    m_panel->showStatus(tr("No analysis: %1").arg(message));
    showMessage(tr("This board cannot be analysed: %1").arg(message));
    updateActions();
    emit analysisShown();
}

void MainWindow::updateActions()
{
    QUndoStack* stack = m_document->undoStack();
    ui->actionUndo->setEnabled(stack->canUndo());
    ui->actionRedo->setEnabled(stack->canRedo());
    ui->actionUndo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    ui->actionRedo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    ui->actionHint->setEnabled(m_session->mode() == PlaySession::Mode::Play && m_analysis->state().analysis() != nullptr);
    ui->actionRestart->setEnabled(m_document->currentMove() > 0);
    ui->actionCancelAnalysis->setEnabled(m_analysis->state().isRunning());
    ui->actionAnalyse->setEnabled(!m_analysis->state().isRunning());
}

void MainWindow::updateTitle()
{
    const engine::Game& game = m_document->game();
    QString title = tr("%1[*] — %2").arg(m_files->displayName(), GameLooks::find(game).gameName(game));
    if (m_document->rule() == engine::PlayRule::Misere)
        //: The window title under the misère rule: "board.grundy — Chomp — misère".
        title = tr("%1 — misère").arg(title);
    setWindowTitle(title);
    setWindowModified(m_document->isModified());
}

void MainWindow::showMessage(const QString& text)
{
    statusBar()->showMessage(text, kStatusTimeoutMs);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    m_settings->setValue(Settings::WindowGeometry, saveGeometry());
    m_puzzles->showUserLayout(); // the layout the user chose, not a puzzle's
    m_settings->setValue(Settings::WindowState, saveState(kDockLayoutVersion));
    event->accept();
}

} // namespace gui
