#include "gui/analysis/AnalysisController.h"

#include "engine/Error.h"
#include "gui/document/GameDocument.h"
#include "gui/analysis/JobThread.h"

#include <QCoreApplication>
#include <QEvent>

#include <exception>
#include <utility>

namespace gui {

namespace {

constexpr int kProgressSteps = 1000;

// A worker left something in the outbox (posted from the worker's thread).
const QEvent::Type kOutboxFilled = static_cast<QEvent::Type>(QEvent::registerEventType());

} // namespace

AnalysisController::AnalysisController(GameDocument* document, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_runThread(std::make_unique<JobThread>())
    , m_positionThread(std::make_unique<JobThread>())
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
    m_stop.request_stop();
    m_positionStop.request_stop();
    m_runThread->stop();
    m_positionThread->stop();
    m_runThread.reset();
    m_positionThread.reset();
}

void AnalysisController::cancel()
{
    if (!m_state.isRunning())
        return;
    ++m_generation;
    m_stop.request_stop();
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
    m_positionStop.request_stop(); // runs of this solver end
    m_positionStop = std::stop_source();
    m_requests.clear(); // and their answers, should they still arrive, are dropped
    if (m_solver)
        m_runThread->post([solver = std::exchange(m_solver, nullptr)]() mutable { solver.reset(); });
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
    if (!analysis.grundy)
        return; // the first delivery of a deferring solver: its refinement is kept
    std::erase_if(m_kept, [&](const auto& kept) { return kept.first == board; });
    m_kept.emplace_back(board, analysis);
    if (m_kept.size() > kKeptAnalyses)
        m_kept.pop_front();
}

void AnalysisController::onDocumentChanged()
{
    const bool sameBoard = m_document->currentBoard() == m_state.board() && &m_document->game() == m_solverGame
        && m_document->setup() == m_solverSetup;
    const AnalysisState::Status status = m_state.status();
    if (sameBoard && status != AnalysisState::Status::None && status != AnalysisState::Status::Cancelled)
        return;
    restart();
}

void AnalysisController::restart()
{
    ++m_generation;
    m_stop.request_stop();
    m_stop = std::stop_source();
    m_progress = 0.0;
    auto board = std::make_shared<const engine::Board>(m_document->currentBoard());

    const engine::Game& game = m_document->game();
    if (const std::optional<std::string> problem = game.setupProblem(m_document->setup())) {
        releaseSolver();
        m_kept.clear();
        m_progressDelay.stop();
        setBusy(false);
        publish(AnalysisState(++m_position, board, nullptr).failed(QString::fromStdString(*problem)));
        return;
    }

    const std::shared_ptr<engine::DeferredSolver> solver = solverFor(game, m_document->setup());
    const AnalysisState position(++m_position, board, solver);
    if (const engine::Analysis* kept = keptAnalysisOf(*board)) {
        // Analysed before: no run, no progress; handed over as a run's result would be (at the next turn
        // of the event loop, after the board is painted), so every view hears of it the same way.
        m_progressDelay.stop();
        setBusy(false);
        handOver([&](Outbox& outbox) { outbox.runs.push_back(RunResult{m_generation, *kept, {}}); });
        publish(position);
        return;
    }
    m_progressDelay.start();
    publish(position.running());
    m_runThread->post([this, solver, board, token = m_stop.get_token(), generation = m_generation] {
        if (token.stop_requested())
            return; // a newer board replaced this one before it started
        int lastStep = -1;
        const engine::SolveContext context{token, [this, generation, &lastStep](double fraction) {
                                               const int step = static_cast<int>(fraction * kProgressSteps);
                                               if (step == lastStep)
                                                   return;
                                               lastStep = step;
                                               handOver([&](Outbox& outbox) {
                                                   outbox.progress = std::pair{generation, step};
                                               });
                                           }};
        RunResult result{generation, {}, {}};
        try {
            result.analysis = solver->analyse(*board, context);
        } catch (const engine::Stopped&) {
            return; // whoever stopped it no longer wants the result
        } catch (const std::exception& error) {
            result.error = QString::fromUtf8(error.what());
        }
        if (token.stop_requested())
            return; // stopped after it finished: the result is not wanted either
        const bool grundyDeferred = result.analysis && !result.analysis->grundy && solver->defersGrundyValues();
        handOver([&](Outbox& outbox) { outbox.runs.push_back(std::move(result)); });
        if (grundyDeferred)
            runGrundyPass(*solver, *board, token, generation);
    });
}

void AnalysisController::runGrundyPass(engine::Solver& solver, const engine::Board& board,
                                       const std::stop_token& token, std::uint64_t generation)
{
    // No progress: the marks are shown and the window is not busy any more.
    const engine::SolveContext quiet{token, {}};
    RunResult result{generation, {}, {}, true};
    try {
        solver.prepare(quiet);
        result.analysis = solver.analyse(board, quiet);
    } catch (const std::exception&) {
        return; // stopped or failed: the first analysis of the board stands
    }
    if (token.stop_requested() || !result.analysis->grundy)
        return;
    handOver([&](Outbox& outbox) { outbox.runs.push_back(std::move(result)); });
}

void AnalysisController::analysePosition(const engine::Board& board, QObject* receiver, PositionAnswer answer)
{
    const engine::Game& game = m_document->game();
    if (game.setupProblem(m_document->setup()))
        return;
    const std::shared_ptr<engine::DeferredSolver> solver = solverFor(game, m_document->setup());
    const std::uint64_t request = ++m_lastRequest;
    m_requests.emplace(request, PositionRequest{board, receiver, std::move(answer)});
    if (const engine::Analysis* kept = keptAnalysisOf(board)) {
        handOver([&](Outbox& outbox) { outbox.positions.push_back(PositionResult{request, *kept}); });
        return;
    }
    m_positionThread->post(
        [this, solver, board, token = m_positionStop.get_token(), request] {
            if (token.stop_requested())
                return; // the setup changed
            PositionResult result{request, {}};
            try {
                result.analysis = solver->analyse(board, engine::SolveContext{token, {}});
            } catch (const engine::Stopped&) {
                return; // the setup changed
            } catch (const std::exception&) {
                result.analysis.reset(); // the current board's own run reports errors
            }
            if (token.stop_requested())
                return;
            handOver([&](Outbox& outbox) { outbox.positions.push_back(std::move(result)); });
        });
}

template <typename Fill> void AnalysisController::handOver(Fill fill)
{
    bool wake = false;
    {
        const std::lock_guard lock(m_outbox.mutex);
        fill(m_outbox);
        wake = !std::exchange(m_outbox.wakePending, true);
    }
    // Posted at low priority, as repaints are: the input events and repaints that came
    // first go first, so a played move shows on the board before the analysis of the
    // position after it is taken in (which rebuilds tables of thousands of moves).
    if (wake)
        QCoreApplication::postEvent(this, new QEvent(kOutboxFilled), Qt::LowEventPriority);
}

bool AnalysisController::event(QEvent* event)
{
    if (event->type() != kOutboxFilled)
        return QObject::event(event);
    deliverOutbox();
    return true;
}

void AnalysisController::deliverOutbox()
{
    std::vector<RunResult> runs;
    std::vector<PositionResult> positions;
    std::optional<std::pair<std::uint64_t, int>> progress;
    {
        const std::lock_guard lock(m_outbox.mutex);
        runs.swap(m_outbox.runs);
        positions.swap(m_outbox.positions);
        progress = std::exchange(m_outbox.progress, std::nullopt);
        m_outbox.wakePending = false;
    }
    if (progress && progress->first == m_generation && m_state.isRunning()) {
        m_progress = static_cast<double>(progress->second) / kProgressSteps;
        emit progressChanged();
    }
    for (const RunResult& result : runs)
        finishRun(result);
    for (const PositionResult& result : positions)
        answerPosition(result);
}

void AnalysisController::answerPosition(const PositionResult& result)
{
    const auto found = m_requests.find(result.request);
    if (found == m_requests.end())
        return; // the setup changed since it was asked
    const PositionRequest request = std::move(found->second);
    m_requests.erase(found);
    if (result.analysis)
        keepAnalysis(request.board, *result.analysis);
    if (request.receiver)
        request.answer(request.board, result.analysis ? &*result.analysis : nullptr);
}

std::shared_ptr<engine::DeferredSolver> AnalysisController::solverFor(const engine::Game& game,
                                                                       const engine::Board& setup)
{
    if (m_solverGame != &game || m_solverSetup != setup)
        m_kept.clear(); // analyses of another setup
    if (!m_solver || m_solverGame != &game || m_solverSetup != setup) {
        releaseSolver(); // runs for the old setup end
        // Cheap here: the workers build the game's solver at their first call.
        m_solver = std::make_shared<engine::DeferredSolver>(game, setup);
        m_solverGame = &game;
        m_solverSetup = setup;
    }
    return m_solver;
}

void AnalysisController::finishRun(const RunResult& result)
{
    // The one place a stale result is dropped: it is of a board no longer shown
    // (or of a run cancelled), and nothing of it is published.
    if (result.generation != m_generation)
        return;
    if (result.refinement) {
        keepAnalysis(m_state.board(), *result.analysis);
        publish(m_state.refined(*result.analysis));
        return;
    }
    m_progressDelay.stop();
    setBusy(false);
    if (result.analysis) {
        keepAnalysis(m_state.board(), *result.analysis);
        publish(m_state.ready(*result.analysis));
    } else {
        publish(m_state.failed(result.error));
    }
}

void AnalysisController::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit progressChanged();
}

} // namespace gui
