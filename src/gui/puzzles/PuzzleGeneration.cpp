#include "gui/puzzles/PuzzleGeneration.h"

#include "gui/analysis/BackgroundJobs.h"

#include <QElapsedTimer>

#include <utility>

namespace gui {

PuzzleGeneration::PuzzleGeneration(QObject* parent)
    : QObject(parent)
    , m_jobs(new BackgroundJobs(this))
{
}

PuzzleGeneration::~PuzzleGeneration()
{
    delete m_jobs; // stops the generation in progress and joins its thread
}

void PuzzleGeneration::start(const PuzzleSource& source, const engine::PuzzleRequest& request)
{
    m_running = true;
    JobReceiver<GeneratedPuzzle> receiver;
    receiver.progress = [this](double fraction) { emit progressChanged(fraction); };
    receiver.result = [this](const GeneratedPuzzle& puzzle) {
        m_running = false;
        emit finished(puzzle);
    };
    receiver.error = [this](const QString& message) {
        m_running = false;
        emit failed(message);
    };
    // Replaces (and so cancels) the generation in progress.
    m_job = m_jobs->start<GeneratedPuzzle>(
        [source, request](JobContext<GeneratedPuzzle>& job) {
            const engine::SolveContext context = job.solveContext();
            QElapsedTimer timer;
            timer.start();
            BoardPuzzle generated = source.generate(request, context);
            const auto solver = generated.game->solverFor(generated.puzzle.setup, request.rule);
            solver->prepare(context); // with the Grundy values a solver may defer (chomp)
            engine::Analysis analysis = solver->analyse(generated.puzzle.position, context);
            return GeneratedPuzzle{generated.game, request, std::move(generated.puzzle), std::move(analysis),
                                   static_cast<double>(timer.nsecsElapsed()) / 1e6};
        },
        std::move(receiver));
}

void PuzzleGeneration::cancel()
{
    if (!m_running)
        return;
    m_job.cancel(); // anything still arriving is dropped
    m_running = false;
    emit cancelled();
}

} // namespace gui
