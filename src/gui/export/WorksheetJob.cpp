#include "gui/export/WorksheetJob.h"

#include "gui/analysis/JobThread.h"

#include "engine/Error.h"
#include "engine/Game.h"
#include "engine/GameModule.h"
#include "engine/Solver.h"

#include <QProgressDialog>

#include <mutex>
#include <optional>
#include <stop_token>
#include <string>

namespace gui {

namespace {

constexpr int kProgressSteps = 1000;
constexpr int kPollMs = 50;

// Puzzle `index` (from 0) of the sheet and its answer.
WorksheetPuzzle worksheetPuzzle(const engine::GameModule& module, const WorksheetOptions& options, int index,
                                const engine::SolveContext& context)
{
    engine::PuzzleRequest request;
    request.level = options.level;
    request.seed = options.seed + static_cast<std::uint64_t>(index);
    WorksheetPuzzle result{engine::generatePuzzle(module, request, context), {}};
    const std::unique_ptr<engine::Solver> solver = module.game.createSolver(result.puzzle.setup);
    result.winningMoves = solver->analyse(result.puzzle.position, context).winningMoves();
    return result;
}

} // namespace

// What the worker hands to the GUI thread.
struct WorksheetJob::Outbox {
    std::mutex mutex;
    double fraction = 0.0;
    bool done = false;
    std::vector<WorksheetPuzzle> puzzles;
    std::optional<std::string> error;
    std::stop_source stop;
};

WorksheetJob::WorksheetJob(const engine::GameModule& module, const WorksheetOptions& options, QWidget* window)
    : QObject(window)
    , m_module(module)
    , m_options(options)
    , m_outbox(std::make_shared<Outbox>())
    , m_thread(std::make_unique<JobThread>())
    , m_progress(new QProgressDialog(tr("Generating %1 puzzles…").arg(options.count), tr("Cancel"), 0,
                                     kProgressSteps, window))
{
    m_progress->setObjectName(QStringLiteral("worksheetProgress"));
    m_progress->setWindowTitle(tr("Export Worksheet"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(0);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    connect(m_progress, &QProgressDialog::canceled, this, &WorksheetJob::cancel);
    // Escape closes the dialog by reject(), which QProgressDialog does not count as
    // Cancel: the puzzles would still be written once in (found by test_monkey).
    connect(m_progress, &QDialog::rejected, this, &WorksheetJob::cancel);
    m_poll.setInterval(kPollMs);
    connect(&m_poll, &QTimer::timeout, this, &WorksheetJob::takeOutbox);
}

WorksheetJob::~WorksheetJob()
{
    m_outbox->stop.request_stop();
    m_thread.reset(); // joins once the running job notices the stop
    delete m_progress;
}

void WorksheetJob::start()
{
    m_progress->setValue(0);
    m_progress->show();
    m_poll.start();
    m_thread->post([outbox = m_outbox, &module = m_module, options = m_options] {
        engine::SolveContext context;
        context.stopToken = outbox->stop.get_token();
        context.onProgress = [&outbox](double fraction) {
            const std::lock_guard lock(outbox->mutex);
            outbox->fraction = fraction;
        };
        std::vector<WorksheetPuzzle> puzzles;
        std::optional<std::string> error;
        try {
            for (int i = 0; i < options.count; ++i)
                puzzles.push_back(worksheetPuzzle(
                    module, options, i,
                    context.partOf(static_cast<std::size_t>(i), static_cast<std::size_t>(options.count))));
        } catch (const engine::Stopped&) {
            puzzles.clear();
        } catch (const engine::Error& failure) {
            error = failure.what();
        }
        const std::lock_guard lock(outbox->mutex);
        outbox->puzzles = std::move(puzzles);
        outbox->error = std::move(error);
        outbox->done = true;
    });
}

void WorksheetJob::cancel()
{
    if (m_over)
        return;
    m_over = true;
    m_outbox->stop.request_stop();
    m_poll.stop();
    m_progress->hide();
    emit cancelled();
}

void WorksheetJob::takeOutbox()
{
    std::optional<std::string> error;
    double fraction = 0.0;
    bool done = false;
    {
        const std::lock_guard lock(m_outbox->mutex);
        fraction = m_outbox->fraction;
        done = m_outbox->done;
        if (done) {
            m_puzzles = std::move(m_outbox->puzzles);
            error = m_outbox->error;
        }
    }
    if (m_over)
        return;
    if (!done) {
        m_progress->setValue(static_cast<int>(fraction * kProgressSteps));
        return;
    }
    m_over = true;
    m_poll.stop();
    m_progress->hide();
    if (error)
        emit failed(QString::fromStdString(*error));
    else
        emit finished();
}

} // namespace gui
