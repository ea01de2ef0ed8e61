#include "gui/puzzles/PuzzleController.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/base/Settings.h"
#include "gui/board/BoardScene.h"
#include "gui/document/GameDocument.h"
#include "gui/document/commands/GoToMoveCommand.h"
#include "gui/files/DocumentFiles.h"
#include "gui/looks/GameLooks.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/play/PlaySession.h"
#include "gui/puzzles/PuzzleFields.h"
#include "gui/puzzles/PuzzleMenu.h"
#include "gui/puzzles/PuzzlePanel.h"
#include "gui/puzzles/PuzzleText.h"


#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QLocale>
#include <QRandomGenerator>
#include <QStringList>
#include <QTimer>

#include <algorithm>

namespace gui {

namespace {

// How long a found move of "find all" stays on the board before the puzzle's position returns.
constexpr int kBackDelayMs = 700;

} // namespace

PuzzleController::PuzzleController(const PuzzleParts& parts, QObject* parent)
    : QObject(parent)
    , m_parts(parts)
    , m_generation(new PuzzleGeneration(this))
    , m_panel(new PuzzlePanel)
    , m_dock(new QDockWidget(tr("Puzzle"), parts.window))
    , m_score(parts.settings)
    , m_cover(parts.window, parts.scene)
{
    m_dock->setObjectName(QStringLiteral("puzzleDock"));
    m_dock->setWidget(m_panel);
    parts.window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    // A tab beside the moves played, under the analysis: shown, it takes none of the analysis' room.
    if (auto* moves = parts.window->findChild<QDockWidget*>(QStringLiteral("moveDock")))
        parts.window->tabifyDockWidget(moves, m_dock);
    m_dock->hide();

    // New puzzles follow the board's rule (Game > Misère Play).
    m_rule = parts.document->rule();
    connect(parts.document, &GameDocument::ruleChanged, this, &PuzzleController::setRule);

    const PuzzleMenu menu(parts.gameMenu);
    connect(menu.newPuzzle, &QAction::triggered, this, &PuzzleController::newPuzzle);
    connect(menu.puzzleOfTheDay, &QAction::triggered, this, &PuzzleController::puzzleOfTheDay);

    connect(m_panel, &PuzzlePanel::cancelRequested, m_generation, &PuzzleGeneration::cancel);
    connect(m_panel, &PuzzlePanel::retryRequested, this, &PuzzleController::retry);
    connect(m_panel, &PuzzlePanel::answerRequested, this, &PuzzleController::showAnswer);
    connect(m_panel, &PuzzlePanel::nextRequested, this, &PuzzleController::nextPuzzle);
    connect(m_generation, &PuzzleGeneration::progressChanged, m_panel, &PuzzlePanel::setProgress);
    connect(m_generation, &PuzzleGeneration::finished, this, &PuzzleController::load);
    connect(m_generation, &PuzzleGeneration::cancelled, this, [this] { endGeneration(tr("Generation cancelled.")); });
    connect(m_generation, &PuzzleGeneration::failed, this, [this](const QString& reason) {
        endGeneration(tr("No puzzle: %1").arg(reason));
    });
    connect(parts.hint, &QAction::triggered, this, &PuzzleController::onHintUsed);
    connect(parts.document, &GameDocument::changed, this, &PuzzleController::onDocumentChanged);
    connect(parts.analysis, &AnalysisController::stateChanged, this, &PuzzleController::onAnalysisReady);
}

PuzzleChoice PuzzleController::dayChoice(const QString& gameId, QDate date)
{
    PuzzleChoice choice{gameId, {}, date};
    choice.request.seed = PuzzleFields::seedOfTheDay(date);
    return choice;
}

void PuzzleController::showUserLayout()
{
    m_cover.setCovered(false);
    m_dock->hide();
}

void PuzzleController::newPuzzle()
{
    PuzzleChoice proposed{currentGameId(), {}};
    proposed.request.level = m_parts.settings->value(Settings::PuzzleLevel);
    proposed.request.winningMoves = m_parts.settings->value(Settings::PuzzleWinningMoves);
    proposed.request.seed = QRandomGenerator::global()->bounded(1000000);
    proposed.request.rule = m_rule; // the dialog says so under misère
    PuzzleDialog dialog(proposed, m_parts.window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const PuzzleChoice choice = dialog.choice();
    m_parts.settings->setValue(Settings::PuzzleLevel, choice.request.level);
    m_parts.settings->setValue(Settings::PuzzleWinningMoves, choice.request.winningMoves);
    start(choice);
}

void PuzzleController::puzzleOfTheDay()
{
    start(dayChoice(currentGameId(), m_today.value_or(PuzzleFields::todayUtc())));
}

void PuzzleController::nextPuzzle()
{
    PuzzleChoice next = m_choice;
    ++next.request.seed;
    next.day.reset(); // the day's puzzle is one; the next is named by its seed
    start(next);
}

void PuzzleController::start(const PuzzleChoice& asked)
{
    PuzzleChoice choice = asked;
    choice.request.rule = m_rule; // the board's rule, also for the next puzzle of one asked under another
    const std::optional<PuzzleSource> source = PuzzleSource::of(choice.gameId);
    if (!source)
        return;
    if (const std::optional<QString> refusal = source->refusal(choice.request.level, choice.request.rule)) {
        // Refused up front: nothing is generated, the board and any puzzle on it stay.
        m_dock->show();
        m_dock->raise();
        if (m_state == State::None)
            m_panel->setQuestion(tr("No puzzle."));
        m_panel->setVerdict(*refusal, false);
        emit message(*refusal);
        return;
    }
    // Work on a puzzle is no work to keep; anything else is saved or discarded first, as New does.
    if (!documentHoldsPuzzle() && !m_parts.files->maybeSave())
        return;
    m_boardChangedWhileGenerating = false; // the answer to the save question holds for this board
    if (m_state != State::Generating)
        m_stateBefore = m_state;
    m_state = State::Generating;
    m_pending = choice;
    m_dock->show();
    m_dock->raise();
    m_panel->setQuestion(tr("Generating a puzzle…"));
    m_panel->setVerdict(QString(), true);
    m_panel->setGenerating(true);
    updateScore(choice.gameId); // the score of the puzzles asked for, not of the game before
    m_generation->start(*source, choice.request);
}

void PuzzleController::endGeneration(const QString& why)
{
    m_panel->setGenerating(false);
    m_state = m_puzzle && documentHoldsPuzzle() ? m_stateBefore : State::None;
    m_panel->setQuestion(m_state == State::None ? tr("No puzzle.") : PuzzleText::question(m_choice));
    m_panel->setVerdict(why, false);
    m_panel->setPuzzleButtonsEnabled(m_state != State::None);
    updateScore(m_state == State::None ? m_pending.gameId : m_choice.gameId);
    if (m_state == State::None)
        m_cover.setCovered(false);
    emit message(why);
}

void PuzzleController::load(const GeneratedPuzzle& puzzle)
{
    // The board may have been changed while the puzzle was generated: it is not replaced unasked
    // (unchanged, the user answered the save question before the generation: once is enough).
    if (!documentHoldsPuzzle() && m_boardChangedWhileGenerating && !m_parts.files->maybeSave()) {
        endGeneration(tr("Puzzle not loaded: the board was kept."));
        return;
    }
    m_panel->setGenerating(false);
    m_choice = m_pending;
    m_puzzle = puzzle;
    m_found.clear();
    m_missed = false;
    m_cover.setCovered(true);
    m_state = State::Unanswered;
    loadBoard();
    m_panel->setQuestion(PuzzleText::question(m_choice));
    m_panel->setVerdict(QString(), true);
    m_panel->setPuzzleButtonsEnabled(true);
    updateScore();
    //: %1 is a time in milliseconds, such as 12.5.
    emit message(tr("Puzzle ready (generated in %1 ms).").arg(QLocale().toString(puzzle.milliseconds, 'f', 1)));
}

void PuzzleController::loadBoard()
{
    const engine::Puzzle& puzzle = m_puzzle->puzzle;
    const int moveCount = static_cast<int>(puzzle.moves.size());
    m_parts.document->reset(*m_puzzle->game, DocumentState{puzzle.setup, puzzle.moves, moveCount}, QString());
    if (!m_opponentBefore)
        m_opponentBefore = m_parts.session->opponent();
    m_parts.session->setOpponent(Opponent::Human); // against nobody: the user answers, and may play on
    m_parts.session->setMode(PlaySession::Mode::Play);
}

void PuzzleController::onDocumentChanged()
{
    if (m_state == State::Generating) {
        m_boardChangedWhileGenerating = true;
        return;
    }
    if (m_state == State::None) {
        m_dock->hide(); // what it says (a failed generation) was about the board before
        return;
    }
    if (!documentHoldsPuzzle()) {
        leavePuzzle();
        return;
    }
    const int answerMove = puzzleMoveCount();
    if (m_state == State::Unanswered && m_parts.document->currentMove() == answerMove + 1)
        judge(m_parts.document->moves()[static_cast<std::size_t>(answerMove)]);
}

void PuzzleController::judge(const engine::Move& move)
{
    const QString name = moveName(m_puzzle->puzzle.position, move);
    const engine::MoveVerdict* verdict = m_puzzle->analysis.verdictFor(move);
    const int total = m_puzzle->request.winningMoves;
    if (verdict != nullptr && verdict->wins()) {
        if (std::find(m_found.begin(), m_found.end(), move) != m_found.end()) {
            m_panel->setVerdict(PuzzleText::foundAgain(name), true);
        } else {
            m_found.push_back(move);
            m_panel->setVerdict(PuzzleText::right(name, static_cast<int>(m_found.size()), total), true);
        }
        if (static_cast<int>(m_found.size()) < total) {
            QTimer::singleShot(kBackDelayMs, this, [this] {
                if (m_state == State::Unanswered)
                    backToPuzzle();
            });
            return;
        }
        if (!m_missed)
            m_score.addSolved(m_choice.gameId);
        setState(State::Solved);
        updateScore();
        return;
    }
    miss();
    m_wrongAnswer = verdict != nullptr ? *verdict : engine::MoveVerdict{move};
    m_panel->setVerdict(PuzzleText::wrongAnswer(name, QString(), *m_wrongAnswer, nullptr), false);
    m_refutationPending = true;
    setState(State::Wrong);
    updateScore();
    onAnalysisReady(); // the analysis of the position after it may be there already
}

void PuzzleController::onAnalysisReady()
{
    // The published state is the current position's: no board to compare.
    const engine::Analysis* after = m_parts.analysis->state().analysis();
    if (m_state != State::Wrong || !m_refutationPending || !m_wrongAnswer || after == nullptr
        || m_parts.document->currentMove() != puzzleMoveCount() + 1)
        return;
    m_refutationPending = false;
    const std::optional<engine::Move> reply = after->outcome == engine::Outcome::Win
                                                  ? ComputerPlayer::chooseMove(*after)
                                                  : std::nullopt;
    m_parts.scene->setHint(reply);
    m_panel->setVerdict(PuzzleText::wrongAnswer(moveName(m_puzzle->puzzle.position, m_wrongAnswer->move),
                                                reply ? moveName(m_parts.document->currentBoard(), *reply) : QString(),
                                                *m_wrongAnswer, after),
                        false);
}

void PuzzleController::onHintUsed()
{
    if (m_state != State::Unanswered || m_missed)
        return;
    miss();
    m_panel->setVerdict(tr("A hint shows a winning move: this puzzle no longer counts for the score."), false);
    updateScore();
}

void PuzzleController::miss()
{
    if (!m_missed)
        m_score.endStreak(m_choice.gameId);
    m_missed = true;
}

void PuzzleController::retry()
{
    if (!documentHoldsPuzzle()) // a board that left the puzzle ended it (leavePuzzle)
        return;
    setState(State::Unanswered);
    m_found.clear();
    backToPuzzle();
    m_panel->setQuestion(PuzzleText::question(m_choice));
    m_panel->setVerdict(tr("Try again."), true);
}

void PuzzleController::showAnswer()
{
    if (!documentHoldsPuzzle())
        return;
    if (m_state != State::Solved)
        miss();
    setState(State::Revealed);
    backToPuzzle();
    const std::vector<engine::Move> winning = m_puzzle->analysis.winningMoves();
    QStringList names;
    for (const engine::Move& move : winning)
        names << moveName(m_puzzle->puzzle.position, move);
    if (!winning.empty())
        m_parts.scene->setHint(winning.front());
    m_panel->setVerdict(PuzzleText::answer(names), true);
    updateScore();
}

void PuzzleController::backToPuzzle()
{
    if (!documentHoldsPuzzle() || m_parts.document->currentMove() == puzzleMoveCount())
        return;
    m_parts.document->undoStack()->push(
        new GoToMoveCommand(m_parts.document, puzzleMoveCount(), tr("Back to the puzzle")));
}

void PuzzleController::setState(State state)
{
    m_state = state;
    m_cover.setCovered(state == State::Unanswered);
}

void PuzzleController::leavePuzzle()
{
    setState(State::None);
    m_puzzle.reset();
    // The opponent the user had before the puzzles, unless they chose one since.
    if (m_opponentBefore && m_parts.session->opponent() == Opponent::Human)
        m_parts.session->setOpponent(*m_opponentBefore);
    m_opponentBefore.reset();
    m_panel->setQuestion(tr("The board is no longer the puzzle."));
    m_panel->setVerdict(QString(), true);
    m_panel->setPuzzleButtonsEnabled(false);
    // Its question and score belong to the puzzle gone: the dock makes room for the other docks.
    m_dock->hide();
}

bool PuzzleController::documentHoldsPuzzle() const
{
    if (!m_puzzle)
        return false;
    const GameDocument& document = *m_parts.document;
    const std::vector<engine::Move>& puzzleMoves = m_puzzle->puzzle.moves;
    return &document.game() == m_puzzle->game && document.fileName().isEmpty()
        && document.moves().size() >= puzzleMoves.size()
        && std::equal(puzzleMoves.begin(), puzzleMoves.end(), document.moves().begin())
        && document.setup() == m_puzzle->puzzle.setup;
}

int PuzzleController::puzzleMoveCount() const
{
    return m_puzzle ? static_cast<int>(m_puzzle->puzzle.moves.size()) : 0;
}

QString PuzzleController::moveName(const engine::Board& position, const engine::Move& move) const
{
    return GameLooks::find(m_parts.document->game()).describeMove(position, move);
}

QString PuzzleController::currentGameId() const
{
    return m_parts.document->gameId();
}

void PuzzleController::updateScore()
{
    updateScore(m_choice.gameId);
}

void PuzzleController::updateScore(const QString& gameId)
{
    const std::optional<PuzzleSource> source = PuzzleSource::of(gameId);
    if (!source)
        return;
    m_panel->setScore(PuzzleText::score(source->name(), m_score.solved(gameId), m_score.streak(gameId)));
}

} // namespace gui
