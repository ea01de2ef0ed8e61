#include "gui/AnalysisController.h"

#include "gui/GameDocument.h"

#include <QFutureWatcher>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <exception>

namespace gui {

// What a worker hands back: an analysis, or an error, or neither when stopped.
struct AnalysisController::RunResult {
    std::optional<engine::Analysis> analysis;
    QString error;
};

namespace {

constexpr int kProgressSteps = 1000;

} // namespace

AnalysisController::AnalysisController(GameDocument* document, QObject* parent)
    : QObject(parent)
    , m_document(document)
{
    m_progressDelay.setSingleShot(true);
    m_progressDelay.setInterval(kProgressDelayMs);
    connect(&m_progressDelay, &QTimer::timeout, this, [this] {
        if (m_running)
            setBusy(true);
    });
    connect(m_document, &GameDocument::changed, this, &AnalysisController::onDocumentChanged);
    restart();
}

AnalysisController::~AnalysisController()
{
    // The worker owns copies and a shared solver, so it may finish on its own.
    m_stop.request_stop();
    m_positionStop.request_stop();
}

const engine::Analysis* AnalysisController::analysis() const
{
    return m_analysis ? &*m_analysis : nullptr;
}

void AnalysisController::cancel()
{
    if (!m_running)
        return;
    ++m_generation;
    m_stop.request_stop();
    m_running = false;
    m_progressDelay.stop();
    setBusy(false);
    emit cancelled();
}

void AnalysisController::onDocumentChanged()
{
    const bool sameBoard = m_document->currentBoard() == m_board && &m_document->game() == m_solverGame
        && m_document->setup() == m_solverSetup;
    if (sameBoard && (m_running || m_analysis || !m_error.isEmpty()))
        return;
    restart();
}

void AnalysisController::restart()
{
    ++m_generation;
    m_stop.request_stop();
    m_stop = std::stop_source();
    m_analysis.reset();
    m_error.clear();
    m_running = false;
    m_board = m_document->currentBoard();

    const engine::Game& game = m_document->game();
    if (const std::optional<std::string> problem = game.validateSetup(m_document->setup())) {
        m_solver.reset();
        m_solverGame = nullptr;
        m_positionStop.request_stop();
        ++m_positionGeneration;
        m_progressDelay.stop();
        setBusy(false);
        m_error = QString::fromStdString(*problem);
        emit analysisFailed(m_error);
        return;
    }

    const std::shared_ptr<engine::Solver> solver = solverFor(game, m_document->setup());
    const std::uint64_t generation = m_generation;
    auto* watcher = new QFutureWatcher<RunResult>(this);
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this, [this, generation](int value) {
        if (generation == m_generation)
            emit progressChanged(static_cast<double>(value) / kProgressSteps);
    });
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        finishRun(generation, watcher->result());
    });

    m_running = true;
    m_progressDelay.start();
    emit started();
    watcher->setFuture(QtConcurrent::run(
        [solver, board = m_board, token = m_stop.get_token()](QPromise<RunResult>& promise) {
            promise.setProgressRange(0, kProgressSteps);
            RunResult result;
            if (!token.stop_requested()) {
                engine::SolveContext context{token, [&promise](double fraction) {
                                                 promise.setProgressValue(static_cast<int>(fraction * kProgressSteps));
                                             }};
                try {
                    result.analysis = solver->analyse(board, context);
                } catch (const std::exception& error) {
                    result.error = QString::fromUtf8(error.what());
                }
            }
            promise.addResult(std::move(result));
        }));
}

void AnalysisController::analysePosition(const engine::Board& board)
{
    const engine::Game& game = m_document->game();
    if (game.validateSetup(m_document->setup()))
        return;
    const std::shared_ptr<engine::Solver> solver = solverFor(game, m_document->setup());
    const std::uint64_t generation = m_positionGeneration;
    auto* watcher = new QFutureWatcher<std::optional<engine::Analysis>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, board] {
        watcher->deleteLater();
        const std::optional<engine::Analysis> analysis = watcher->result();
        if (generation != m_positionGeneration)
            return; // the setup changed
        if (analysis)
            emit positionAnalysed(board, *analysis);
        else
            emit positionNotAnalysed(board);
    });
    watcher->setFuture(QtConcurrent::run([solver, board, token = m_positionStop.get_token()] {
        std::optional<engine::Analysis> analysis;
        if (!token.stop_requested()) {
            try {
                analysis = solver->analyse(board, engine::SolveContext{token, {}});
            } catch (const std::exception&) {
                analysis.reset(); // the current board's own run reports errors
            }
        }
        return analysis;
    }));
}

std::shared_ptr<engine::Solver> AnalysisController::solverFor(const engine::Game& game, const engine::Board& setup)
{
    if (!m_solver || m_solverGame != &game || m_solverSetup != setup) {
        m_positionStop.request_stop(); // runs for the old setup end
        m_positionStop = std::stop_source();
        ++m_positionGeneration;
        m_solver = std::shared_ptr<engine::Solver>(game.createSolver(setup));
        m_solverGame = &game;
        m_solverSetup = setup;
    }
    return m_solver;
}

void AnalysisController::finishRun(std::uint64_t generation, const RunResult& result)
{
    if (generation != m_generation)
        return; // a result for a board that is no longer shown
    m_running = false;
    m_progressDelay.stop();
    setBusy(false);
    if (result.analysis) {
        m_analysis = result.analysis;
        emit analysisReady();
    } else if (!result.error.isEmpty()) {
        m_error = result.error;
        emit analysisFailed(m_error);
    } else {
        emit cancelled();
    }
}

void AnalysisController::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged(busy);
}

} // namespace gui
