#include "gui/app/MainWindow.h"

#include "ui_mainwindow.h"

#include "gui/app/AboutBox.h"
#include "gui/app/ActionTips.h"
#include "gui/analysis/AnalysisController.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/analysis/AnalysisPanel.h"
#include "gui/analysis/AnalysisProgress.h"
#include "gui/analysis/AnalysisViewOptions.h"
#include "gui/files/Autosave.h"
#include "gui/board/BoardScene.h"
#include "gui/board/BoardNavigation.h"
#include "gui/board/BoardView.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/files/DialogPrompts.h"
#include "gui/files/ContestTextFiles.h"
#include "gui/files/DocumentFiles.h"
#include "gui/document/GameDocument.h"
#include "gui/play/HintAction.h"
#include "gui/app/LanguageMenu.h"
#include "gui/app/LookOptions.h"
#include "gui/board/MoveAnimator.h"
#include "gui/analysis/MoveListPanel.h"
#include "gui/analysis/MoveVerdictLink.h"
#include "gui/app/PaletteBar.h"
#include "gui/analysis/CellMapLink.h"
#include "gui/play/PlayOptions.h"
#include "gui/files/RecoveryOffer.h"
#include "gui/base/Settings.h"
#include "gui/app/SetupEdits.h"
#include "gui/app/StandardActions.h"
#include "gui/analysis/TurnText.h"
#include "gui/analysis/ValueHistoryPanel.h"
#include "gui/analysis/ValueHistoryTracker.h"
#include "gui/document/commands/GoToMoveCommand.h"
#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/help/RulesDialog.h"
#include "gui/looks/GameLooks.h"
#include "gui/board/tools/EditTool.h"
#include "gui/board/tools/PlayTool.h"

#include "engine/GameModules.h"

#include <QActionGroup>
#include <QCloseEvent>
#include <QStatusBar>
#include <QStyle>

namespace gui {

namespace {

constexpr int kStatusTimeoutMs = 6000;

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
    , m_playTool(new PlayTool(m_document, m_computer, this))
    , m_panel(nullptr)
    , m_moveList(nullptr)
    , m_files(nullptr)
{
    ui->setupUi(this);
    m_playTool->attachTo(m_scene);
    setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.grundygrid.GrundyGrid.svg")));
    ui->bannerFrame->hide();
    m_view = new BoardView(m_scene, ui->centralWidget);
    m_view->setObjectName(QStringLiteral("boardView"));
    ui->centralLayout->addWidget(m_view, 1);
    m_panel = new AnalysisPanel(ui->analysisDock);
    ui->analysisDock->setWidget(m_panel);
    m_moveList = new MoveListPanel(m_document, ui->moveDock);
    ui->moveDock->setWidget(m_moveList);
    ui->historyDock->setWidget(
        new ValueHistoryPanel(new ValueHistoryTracker(m_document, m_analysis, this), m_document, ui->historyDock));
    m_files = new DocumentFiles(m_document, m_prompts.get(), m_settings.get(), this);
    m_contestFiles = new ContestTextFiles(m_document, m_files, m_settings.get(), this);
    m_contestFiles->connectActions(ui->actionImportContest, ui->actionExportContest, ui->actionImportPosition,
                                   ui->actionExportPosition);

    m_palette = new PaletteBar(ui->paletteToolBar, m_editTool, this);
    connect(m_palette, &PaletteBar::editModeRequested, this, [this] { setMode(Mode::Edit); });

    setUpActions();
    setUpPalette();
    m_progressBox = new AnalysisProgress(m_analysis, ui->actionCancelAnalysis, this);
    statusBar()->addPermanentWidget(m_progressBox);
    connectParts();

    ui->actionShowMarks->setChecked(m_settings->showMarks());
    m_scene->setMarksVisible(m_settings->showMarks());
    new AnalysisViewOptions(ui->actionShowDecomposition, ui->actionShowGrundyValues, m_settings.get(),
                            m_scene->overlay(), m_panel, this);
    new LookOptions(ui->actionAnimations, ui->actionColourBlindSafe, m_settings.get(),
                    new MoveAnimator(m_document, m_scene, &m_scene->geometry(), this), m_document, m_scene, this, this);
    new CellMapLink(m_document, m_analysis, m_scene, this);
    m_autosave = new Autosave(m_document, this);
    m_autosave->setIntervalSeconds(m_settings->autosaveIntervalSeconds());
    connect(m_autosave, &Autosave::failed, this, &MainWindow::showMessage);
    new BoardNavigation(m_view, ui->menuView, this);
    new LanguageMenu(ui->menuView, m_settings.get(), statusBar(), this);
    ui->actionFit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_playOptions = new PlayOptions(ui->menuGame, ui->actionHint, ui->mainToolBar, m_settings.get(), m_computer, this);
    new ActionTips(this); // tooltips end in the shortcut, for actions added later too
    setOpponent(m_settings->opponent());
    setComputerMovesFirst(m_settings->computerMovesFirst());
    setMode(Mode::Edit);
    restoreGeometry(m_settings->windowGeometry());
    restoreState(m_settings->windowState());
    onDocumentChanged();
    if (!m_analysis->errorMessage().isEmpty())
        onAnalysisFailed(m_analysis->errorMessage());
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

void MainWindow::setUpActions()
{
    applyStandardActions({
        {ui->actionNew, QKeySequence::New, "document-new", QStyle::SP_FileIcon},
        {ui->actionOpen, QKeySequence::Open, "document-open", QStyle::SP_DialogOpenButton},
        {ui->actionSave, QKeySequence::Save, "document-save", QStyle::SP_DialogSaveButton},
        {ui->actionSaveAs, QKeySequence::SaveAs, "document-save-as", QStyle::SP_CustomBase},
        {ui->actionQuit, QKeySequence::Quit, "application-exit", QStyle::SP_CustomBase},
        {ui->actionUndo, QKeySequence::Undo, "edit-undo", QStyle::SP_ArrowBack},
        {ui->actionRedo, QKeySequence::Redo, "edit-redo", QStyle::SP_ArrowForward},
        {ui->actionRestart, QKeySequence::UnknownKey, "view-refresh", QStyle::SP_BrowserReload},
        {ui->actionZoomIn, QKeySequence::ZoomIn, "zoom-in", QStyle::SP_CustomBase},
        {ui->actionZoomOut, QKeySequence::ZoomOut, "zoom-out", QStyle::SP_CustomBase},
        {ui->actionFit, QKeySequence::UnknownKey, "zoom-fit-best", QStyle::SP_CustomBase},
        {ui->actionCancelAnalysis, QKeySequence::UnknownKey, "process-stop", QStyle::SP_BrowserStop},
    }, *style());
    for (QAction* action : {ui->actionZoomIn, ui->actionZoomOut, ui->actionFit})
        if (action->icon().isNull())
            ui->mainToolBar->removeAction(action); // no theme: keep the tool bar short

    auto* modes = new QActionGroup(this);
    modes->addAction(ui->actionEditMode);
    modes->addAction(ui->actionPlayMode);
    auto* opponents = new QActionGroup(this);
    opponents->addAction(ui->actionOpponentComputer);
    opponents->addAction(ui->actionOpponentHuman);
    opponents->addAction(ui->actionOpponentDemo);
    ui->menuView->addSeparator();
    ui->menuView->addActions({ui->analysisDock->toggleViewAction(), ui->moveDock->toggleViewAction(),
                              ui->historyDock->toggleViewAction(), ui->mainToolBar->toggleViewAction(),
                              ui->paletteToolBar->toggleViewAction()});
    ActionTips::describe(ui->analysisDock->toggleViewAction(), tr("Show or hide the analysis of the position"));
    ActionTips::describe(ui->moveDock->toggleViewAction(), tr("Show or hide the list of moves played"));
    ActionTips::describe(ui->historyDock->toggleViewAction(), tr("Show or hide the chart of values over the game"));
    ActionTips::describe(ui->mainToolBar->toggleViewAction(), tr("Show or hide the main tool bar"));
    ActionTips::describe(ui->paletteToolBar->toggleViewAction(), tr("Show or hide the palette of paint tools"));
}

void MainWindow::setUpPalette()
{
    m_palette->showGame(m_document->game());
    m_paletteGameId = m_document->gameId();
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
    connect(ui->actionUndo, &QAction::triggered, this, &MainWindow::undo);
    connect(ui->actionRedo, &QAction::triggered, this, &MainWindow::redo);
    new SetupEdits(ui->actionResize, ui->actionClear, m_document, m_settings.get(), this);
    connect(ui->actionEditMode, &QAction::triggered, this, [this] { setMode(Mode::Edit); });
    connect(ui->actionPlayMode, &QAction::triggered, this, [this] { setMode(Mode::Play); });
    connect(ui->actionOpponentComputer, &QAction::triggered, this, [this] { setOpponentIsComputer(true); });
    connect(ui->actionOpponentHuman, &QAction::triggered, this, [this] { setOpponentIsComputer(false); });
    connect(ui->actionOpponentDemo, &QAction::triggered, this, [this] { setOpponent(Opponent::Demo); });
    connect(ui->playAgainButton, &QPushButton::clicked, this, &MainWindow::restart);
    connect(m_computer, &ComputerPlayer::stateChanged, this, &MainWindow::updateTurnAndBanner);
    connect(ui->actionComputerFirst, &QAction::toggled, this, &MainWindow::setComputerMovesFirst);
    m_hint = new HintAction(ui->actionHint, m_document, m_scene, this);
    connect(m_hint, &HintAction::message, this, &MainWindow::showMessage);
    connect(ui->actionRestart, &QAction::triggered, this, &MainWindow::restart);
    connect(ui->actionZoomIn, &QAction::triggered, m_view, &BoardView::zoomIn);
    connect(ui->actionZoomOut, &QAction::triggered, m_view, &BoardView::zoomOut);
    connect(ui->actionFit, &QAction::triggered, m_view, &BoardView::fitBoard);
    connect(ui->actionShowMarks, &QAction::toggled, this, [this](bool show) {
        m_scene->setMarksVisible(show);
        m_settings->setShowMarks(show);
    });
    connect(ui->actionCancelAnalysis, &QAction::triggered, m_analysis, &AnalysisController::cancel);
    connect(ui->actionAbout, &QAction::triggered, this, [this] { AboutBox::show(this); });
    connect(ui->actionRules, &QAction::triggered, this,
            [this] { RulesDialog::showFor(this, m_document->game().id()); });

    connect(m_document, &GameDocument::changed, this, &MainWindow::onDocumentChanged);
    connect(m_document, &GameDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &GameDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateActions);
    connect(m_analysis, &AnalysisController::started, this, [this] { m_panel->showStatus(tr("Analysing…")); });
    connect(m_analysis, &AnalysisController::analysisReady, this, &MainWindow::onAnalysisReady);
    connect(m_analysis, &AnalysisController::analysisFailed, this, &MainWindow::onAnalysisFailed);
    connect(m_analysis, &AnalysisController::cancelled, this, [this] {
        m_panel->showStatus(tr("Analysis cancelled"));
        showMessage(tr("Analysis cancelled. Edit the board to analyse again."));
        updateActions();
    });
    connect(m_analysis, &AnalysisController::busyChanged, this, &MainWindow::updateActions);
    connect(m_editTool, &BoardTool::message, this, &MainWindow::showMessage);
    connect(m_playTool, &BoardTool::message, this, &MainWindow::showMessage);
    connect(m_files, &DocumentFiles::statusMessage, this, &MainWindow::showMessage);
    connect(m_contestFiles, &ContestTextFiles::statusMessage, this, &MainWindow::showMessage);
    connect(new MoveVerdictLink(m_panel->verdictTable(), m_document, m_analysis, m_computer, m_scene->overlay(),
                                ui->actionPlayMode, this),
            &MoveVerdictLink::message, this, &MainWindow::showMessage);
    connect(m_computer, &ComputerPlayer::movePlayed, this,
            [this](const QString& name) { showMessage(tr("The computer played %1.").arg(name)); });
}

void MainWindow::setMode(Mode mode)
{
    m_mode = mode;
    ui->actionEditMode->setChecked(mode == Mode::Edit);
    ui->actionPlayMode->setChecked(mode == Mode::Play);
    m_view->setTool(mode == Mode::Edit ? static_cast<BoardTool*>(m_editTool) : m_playTool);
    m_computer->setActive(mode == Mode::Play && m_opponent != Opponent::Human);
    m_scene->setHint(std::nullopt);
    updateTurnAndBanner();
    updateActions();
    showMessage(mode == Mode::Edit ? tr("Edit mode: click or drag to paint, right-drag to erase.")
                                   : GameLooks::find(m_document->game().id()).playPrompt());
}

void MainWindow::setOpponentIsComputer(bool computer)
{
    setOpponent(computer ? Opponent::Computer : Opponent::Human);
}

void MainWindow::setOpponent(Opponent opponent)
{
    m_opponent = opponent;
    ui->actionOpponentComputer->setChecked(opponent == Opponent::Computer);
    ui->actionOpponentHuman->setChecked(opponent == Opponent::Human);
    ui->actionOpponentDemo->setChecked(opponent == Opponent::Demo);
    m_settings->setOpponent(opponent);
    m_computer->setPlaysBoth(opponent == Opponent::Demo);
    m_computer->setActive(m_mode == Mode::Play && opponent != Opponent::Human);
    updateTurnAndBanner();
}

void MainWindow::setComputerMovesFirst(bool computerFirst)
{
    if (ui->actionComputerFirst->isChecked() != computerFirst)
        ui->actionComputerFirst->setChecked(computerFirst); // re-enters through toggled
    m_settings->setComputerMovesFirst(computerFirst);
    m_computer->setPlaysFirst(computerFirst);
    updateTurnAndBanner();
}

bool MainWindow::openFile(const QString& path)
{
    return m_files->open(path);
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
    setMode(Mode::Edit);
}

void MainWindow::restart()
{
    if (m_document->currentMove() == 0)
        return;
    m_document->undoStack()->push(new GoToMoveCommand(m_document, 0, tr("Restart")));
    showMessage(tr("Back at the start. Undo returns to where you were."));
}

void MainWindow::undo()
{
    QUndoStack* stack = m_document->undoStack();
    stack->undo();
    // Against the computer, undo back to the user's own turn, or the computer
    // would at once play its move again.
    if (m_mode == Mode::Play && m_computer->isActive() && m_computer->isToMove() && stack->canUndo()
        && dynamic_cast<const PlayMoveCommand*>(stack->command(stack->index() - 1)) != nullptr)
        stack->undo();
}

void MainWindow::redo()
{
    m_document->undoStack()->redo();
}

void MainWindow::showHint()
{
    m_hint->showHint();
}

QString MainWindow::bannerText() const
{
    return ui->banner->text();
}

bool MainWindow::isBannerShown() const
{
    return !ui->bannerFrame->isHidden();
}

void MainWindow::onDocumentChanged()
{
    if (m_document->gameId() != m_paletteGameId)
        setUpPalette(); // a file of another game was opened
    m_scene->setBoard(m_document->currentBoard(), GameLooks::find(m_document->game().id()));
    if (const engine::Analysis* analysis = m_analysis->analysis())
        m_scene->setAnalysis(m_analysis->analysedBoard(), *analysis);
    updateTurnAndBanner();
    updateActions();
    updateTitle();
}

void MainWindow::onAnalysisReady()
{
    const engine::Analysis* analysis = m_analysis->analysis();
    if (analysis == nullptr)
        return;
    m_scene->setAnalysis(m_analysis->analysedBoard(), *analysis);
    m_panel->showAnalysis(*analysis);
    updateActions();
    emit analysisShown();
}

void MainWindow::onAnalysisFailed(const QString& message)
{
    m_scene->clearAnalysis();
    m_panel->showStatus(tr("No analysis: %1").arg(message));
    showMessage(tr("This board cannot be analysed: %1").arg(message));
    updateActions();
    emit analysisShown();
}

void MainWindow::updateTurnAndBanner()
{
    TurnText::Situation situation;
    situation.playing = m_mode == Mode::Play;
    situation.againstComputer = m_opponent == Opponent::Computer;
    situation.demo = m_opponent == Opponent::Demo;
    situation.paused = m_computer->isPaused();
    situation.computerToMove = m_computer->isToMove();
    situation.playerToMove = m_document->currentMove() % 2 == 0 ? 1 : 2;
    situation.gameOver = m_document->isGameOver();
    m_panel->setTurn(TurnText::turn(situation));
    const QString banner = TurnText::banner(situation);
    ui->banner->setText(banner);
    ui->bannerFrame->setVisible(!banner.isEmpty());
    if (!banner.isEmpty())
        showMessage(banner);
}

void MainWindow::updateActions()
{
    QUndoStack* stack = m_document->undoStack();
    ui->actionUndo->setEnabled(stack->canUndo());
    ui->actionRedo->setEnabled(stack->canRedo());
    ui->actionUndo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    ui->actionRedo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    ui->actionHint->setEnabled(m_mode == Mode::Play && m_analysis->analysis() != nullptr);
    ui->actionRestart->setEnabled(m_document->currentMove() > 0);
    ui->actionCancelAnalysis->setEnabled(m_analysis->isRunning());
}

void MainWindow::updateTitle()
{
    const engine::Game& game = m_document->game();
    setWindowTitle(tr("%1[*] — %2").arg(m_files->displayName(), GameLooks::find(game.id()).gameName(game)));
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
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    event->accept();
}

} // namespace gui
