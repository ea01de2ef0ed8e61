#include "gui/analysis/AnalysisController.h"

#include "gui/analysis/BackgroundJobs.h"
#include "gui/document/GameDocument.h"

#include <exception>
#include <utility>

namespace gui {

AnalysisController::AnalysisController(GameDocument* document, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_runJobs(std::make_unique<BackgroundJobs>())
    , m_positionJobs(std::make_unique<BackgroundJobs>())
{
    m_progressDelay.setSingleShot(true);
    m_progressDelay.setInterval(kProgressDelayMs);
    connect(&m_progressDelay, &QTimer::timeout, this, [this] {
        if (m_state.isRunning())
            setBusy(true);
    });
    connect(m_document, &GameDocument::changed, this, &AnalysisController::onDocumentChanged);
    restart();
}

AnalysisController::~AnalysisController()
{
    // The runs notice the stop at their next check; the threads end with them.
    m_runJobs.reset();
    m_positionJobs.reset();
    // The kept solvers go with the controller (no worker is left to free them).
}

void AnalysisController::cancel()
{
    if (!m_state.isRunning())
        return;
    m_run.cancel();
    m_progressDelay.stop();
    setBusy(false);
    releaseSolver();
    publish(m_state.cancelled());
}

void AnalysisController::publish(AnalysisState state)
{
    m_state = std::move(state);
    emit stateChanged();
}

void AnalysisController::releaseSolver()
{
    m_requests.clear(); // the runs of this solver end, and their answers are dropped
    if (m_solver)
        freeOnWorker({std::exchange(m_solver, nullptr)});
}

void AnalysisController::suspendSolver()
{
    m_requests.clear();
    if (m_solver)
        freeOnWorker(m_suspended.keep(std::exchange(m_solver, nullptr)));
}

void AnalysisController::freeOnWorker(std::vector<SuspendedSolvers::SolverPtr> solvers)
{
    if (!solvers.empty())
        m_runJobs->post([solvers = std::move(solvers)]() mutable { solvers.clear(); });
}

const engine::Analysis* AnalysisController::keptAnalysisOf(const engine::Board& board) const
{
    for (const auto& [position, analysis] : m_kept)
        if (position == board)
            return &analysis;
    return nullptr;
}

void AnalysisController::keepAnalysis(const engine::Board& board, const engine::Analysis& analysis)
{
    if (!analysis.grundy && analysis.rule == engine::PlayRule::Normal)
        return; // the first delivery of a deferring solver: its refinement is kept (misère has no Grundy value)
    std::erase_if(m_kept, [&](const auto& kept) { return kept.first == board; });
    m_kept.emplace_back(board, analysis);
    if (m_kept.size() > kKeptAnalyses)
        m_kept.pop_front();
}

void AnalysisController::onDocumentChanged()
{
    const bool sameBoard = m_document->currentBoard() == m_state.board() && &m_document->game() == m_solverGame
        && m_document->setup() == m_solverSetup && m_document->rule() == m_solverRule;
    const AnalysisState::Status status = m_state.status();
    if (sameBoard && status != AnalysisState::Status::None && status != AnalysisState::Status::Cancelled)
        return;
    restart();
}

JobReceiver<AnalysisController::RunOutput> AnalysisController::runReceiver()
{
    JobReceiver<RunOutput> receiver;
    receiver.progress = [this](double fraction) {
        m_progress = fraction;
        emit progressChanged();
    };
    receiver.result = [this](RunOutput output) { finishRun(std::move(output)); };
    receiver.error = [this](const QString& message) { failRun(message); };
    return receiver;
}

void AnalysisController::restart()
{
    m_run.cancel(); // nothing more of the run of the board shown before
    m_progress = 0.0;
    auto board = std::make_shared<const engine::Board>(m_document->currentBoard());

    const engine::Game& game = m_document->game();
    // Beyond the full analysis a board may still be analysed by win or loss (chomp up to 18 x 18).
    if (const std::optional<std::string> problem = game.winLossSetupProblem(m_document->setup())) {
        suspendSolver(); // the user may come back to it
        m_kept.clear();
        m_progressDelay.stop();
        setBusy(false);
        publish(AnalysisState(++m_position, board, nullptr).failed(QString::fromStdString(*problem)));
        return;
    }

    const std::shared_ptr<engine::DeferredSolver> solver = solverFor(game, m_document->setup(), m_document->rule());
    const AnalysisState position(++m_position, board, solver);
    if (const engine::Analysis* kept = keptAnalysisOf(*board)) {
        // Analysed before: no run, no progress; delivered as a run's result would be (at a later turn
        // of the event loop, after the board is painted), so every view hears of it the same way.
        m_progressDelay.stop();
        setBusy(false);
        m_run = m_runJobs->finished(RunOutput{*kept, false}, runReceiver());
        publish(position);
        return;
    }
    m_progressDelay.start();
    publish(position.running());
    m_run = m_runJobs->start<RunOutput>(
        [solver, board](JobContext<RunOutput>& context) {
            RunOutput first{solver->analyse(*board, context.solveContext()), false};
            if (first.analysis->grundy || !solver->defersGrundyValues())
                return first;
            context.handOver(std::move(first));
            // The marks are shown and the window is not busy any more: the Grundy values
            // come without progress, and a failure to build them leaves the first analysis.
            const engine::SolveContext quiet{context.stopToken(), {}};
            RunOutput refined{std::nullopt, true};
            try {
                solver->prepare(quiet);
                refined.analysis = solver->analyse(*board, quiet);
            } catch (const engine::Stopped&) {
                throw;
            } catch (const std::exception&) {
                refined.analysis.reset();
            }
            if (refined.analysis && !refined.analysis->grundy)
                refined.analysis.reset();
            return refined;
        },
        runReceiver());
}

void AnalysisController::analysePosition(const engine::Board& board, QObject* receiver, PositionAnswer answer)
{
    const engine::Game& game = m_document->game();
    if (game.winLossSetupProblem(m_document->setup()))
        return;
    const std::shared_ptr<engine::DeferredSolver> solver = solverFor(game, m_document->setup(), m_document->rule());
    const std::uint64_t request = ++m_lastRequest;
    JobReceiver<engine::Analysis> answers;
    answers.result = [this, request](const engine::Analysis& analysis) { answerPosition(request, &analysis); };
    // The current board's own run reports errors; here a failure only says "not analysed".
    answers.error = [this, request](const QString&) { answerPosition(request, nullptr); };
    JobHandle job = keptAnalysisOf(board) != nullptr
        ? m_positionJobs->finished(*keptAnalysisOf(board), std::move(answers))
        : m_positionJobs->start<engine::Analysis>(
              [solver, board](JobContext<engine::Analysis>& context) {
                  return solver->analyse(board, engine::SolveContext{context.stopToken(), {}});
              },
              std::move(answers));
    m_requests.emplace(request, PositionRequest{board, receiver, std::move(answer), std::move(job)});
}

void AnalysisController::answerPosition(std::uint64_t request, const engine::Analysis* analysis)
{
    const auto found = m_requests.find(request);
    if (found == m_requests.end())
        return;
    PositionRequest answered = std::move(found->second);
    m_requests.erase(found);
    if (analysis != nullptr)
        keepAnalysis(answered.board, *analysis);
    if (answered.receiver)
        answered.answer(answered.board, analysis);
}

std::shared_ptr<engine::DeferredSolver> AnalysisController::solverFor(const engine::Game& game,
                                                                       const engine::Board& setup,
                                                                       engine::PlayRule rule)
{
    const bool other = m_solverGame != &game || m_solverSetup != setup || m_solverRule != rule;
    if (other)
        m_kept.clear(); // analyses of another setup or rule
    if (!m_solver || other) {
        suspendSolver(); // runs for the old setup end; its work is kept when it resumes
        m_solver = m_suspended.take(game, setup, rule);
        // Cheap here: the workers build the game's solver at their first call.
        if (!m_solver)
            m_solver = std::make_shared<engine::DeferredSolver>(game, setup, rule);
        m_solverGame = &game;
        m_solverSetup = setup;
        m_solverRule = rule;
    }
    return m_solver;
}

void AnalysisController::finishRun(RunOutput output)
{
    // Only the run of the position shown delivers (restart and cancel replace m_run).
    if (!output.analysis)
        return; // no Grundy values after all: the first analysis stands
    keepAnalysis(m_state.board(), *output.analysis);
    if (output.refinement) {
        publish(m_state.refined(std::move(*output.analysis)));
        return;
    }
    m_progressDelay.stop();
    setBusy(false);
    publish(m_state.ready(std::move(*output.analysis)));
}

void AnalysisController::failRun(const QString& message)
{
    m_progressDelay.stop();
    setBusy(false);
    publish(m_state.failed(message));
}

void AnalysisController::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit progressChanged();
}

} // namespace gui
