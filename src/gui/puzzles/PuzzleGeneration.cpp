#include "gui/puzzles/PuzzleGeneration.h"

#include "gui/analysis/JobThread.h"

#include "engine/Error.h"

#include <QElapsedTimer>
#include <QMetaObject>

#include <utility>

namespace gui {

PuzzleGeneration::PuzzleGeneration(QObject* parent)
    : QObject(parent)
    , m_thread(std::make_unique<JobThread>())
{
}

PuzzleGeneration::~PuzzleGeneration()
{
    m_stop.request_stop();
    m_thread->stop();
}

void PuzzleGeneration::start(const engine::GameModule& module, const engine::PuzzleRequest& request)
{
    m_stop.request_stop();
    m_stop = std::stop_source();
    m_running = true;
    const std::uint64_t generation = ++m_generation;
    // Under the outbox's lock: makes the outbox this generation's (an older one's
    // leftovers go) and wakes the GUI thread once for everything left in it.
    auto claimAndWake = [this, generation] {
        if (m_outbox.generation != generation) {
            m_outbox.generation = generation;
            m_outbox.progress.reset();
            m_outbox.puzzle.reset();
            m_outbox.error.reset();
        }
        if (!m_outbox.wakePending) {
            m_outbox.wakePending = true;
            QMetaObject::invokeMethod(this, &PuzzleGeneration::deliverOutbox, Qt::QueuedConnection);
        }
    };
    m_thread->post([this, claimAndWake, &module, request, token = m_stop.get_token()] {
        const engine::SolveContext context{token, [this, claimAndWake](double fraction) {
                                               const std::lock_guard lock(m_outbox.mutex);
                                               claimAndWake();
                                               m_outbox.progress = fraction;
                                           }};
        std::optional<GeneratedPuzzle> result;
        std::optional<QString> error;
        try {
            QElapsedTimer timer;
            timer.start();
            engine::Puzzle puzzle = engine::generatePuzzle(module, request, context);
            const auto solver = module.game.createSolver(puzzle.setup);
            solver->prepare(context); // with the Grundy values a solver may defer (chomp)
            engine::Analysis analysis = solver->analyse(puzzle.position, context);
            result = GeneratedPuzzle{&module, request, std::move(puzzle), std::move(analysis),
                                     static_cast<double>(timer.nsecsElapsed()) / 1e6};
        } catch (const engine::Stopped&) {
            return; // the GUI side already knows: it asked for the stop
        } catch (const std::exception& exception) {
            error = QString::fromStdString(exception.what());
        }
        const std::lock_guard lock(m_outbox.mutex);
        claimAndWake();
        m_outbox.puzzle = std::move(result);
        m_outbox.error = std::move(error);
    });
}

void PuzzleGeneration::cancel()
{
    if (!m_running)
        return;
    m_stop.request_stop();
    ++m_generation; // anything still arriving is dropped
    m_running = false;
    emit cancelled();
}

void PuzzleGeneration::deliverOutbox()
{
    std::optional<double> progress;
    std::optional<GeneratedPuzzle> puzzle;
    std::optional<QString> error;
    {
        const std::lock_guard lock(m_outbox.mutex);
        m_outbox.wakePending = false;
        if (m_outbox.generation != m_generation)
            return;
        progress = std::exchange(m_outbox.progress, std::nullopt);
        puzzle = std::exchange(m_outbox.puzzle, std::nullopt);
        error = std::exchange(m_outbox.error, std::nullopt);
    }
    if (!m_running)
        return;
    if (puzzle) {
        m_running = false;
        emit finished(*puzzle);
    } else if (error) {
        m_running = false;
        emit failed(*error);
    } else if (progress) {
        emit progressChanged(*progress);
    }
}

} // namespace gui
