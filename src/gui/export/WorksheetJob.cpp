#include "gui/export/WorksheetJob.h"

#include "gui/analysis/BackgroundJobs.h"

#include "engine/Error.h"
#include "engine/Game.h"
#include "engine/Solver.h"

#include <QProgressDialog>

#include <utility>

namespace gui {

namespace {

constexpr int kProgressSteps = 1000;

// Puzzle `index` (from 0) of the sheet and its answer.
WorksheetPuzzle worksheetPuzzle(const PuzzleSource& source, const WorksheetOptions& options, int index,
                                const engine::SolveContext& context)
{
    engine::PuzzleRequest request;
    request.level = options.level;
    request.seed = options.seed + static_cast<std::uint64_t>(index);
    BoardPuzzle generated = source.generate(request, context);
    WorksheetPuzzle result{generated.game, std::move(generated.puzzle), {}};
    const std::unique_ptr<engine::Solver> solver = result.game->createSolver(result.puzzle.setup);
    result.winningMoves = solver->analyse(result.puzzle.position, context).winningMoves();
    return result;
}

} // namespace

WorksheetJob::WorksheetJob(const PuzzleSource& source, const WorksheetOptions& options, QWidget* window)
    : QObject(window)
    , m_source(source)
    , m_options(options)
    , m_progress(new QProgressDialog(tr("Generating %1 puzzles…").arg(options.count), tr("Cancel"), 0,
                                     kProgressSteps, window))
    , m_jobs(new BackgroundJobs(this))
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
}

WorksheetJob::~WorksheetJob()
{
    delete m_jobs; // stops the work and joins once the running job notices the stop
    delete m_progress;
}

void WorksheetJob::start()
{
    m_progress->setValue(0);
    m_progress->show();
    JobReceiver<std::vector<WorksheetPuzzle>> receiver;
    receiver.progress = [this](double fraction) { m_progress->setValue(static_cast<int>(fraction * kProgressSteps)); };
    receiver.result = [this](std::vector<WorksheetPuzzle> puzzles) {
        m_puzzles = std::move(puzzles);
        end();
        emit finished();
    };
    receiver.error = [this](const QString& message) {
        end();
        emit failed(message);
    };
    m_job = m_jobs->start<std::vector<WorksheetPuzzle>>(
        [source = m_source, options = m_options](JobContext<std::vector<WorksheetPuzzle>>& job) {
            const engine::SolveContext context = job.solveContext();
            std::vector<WorksheetPuzzle> puzzles;
            for (int i = 0; i < options.count; ++i)
                puzzles.push_back(worksheetPuzzle(
                    source, options, i,
                    context.partOf(static_cast<std::size_t>(i), static_cast<std::size_t>(options.count))));
            return puzzles;
        },
        std::move(receiver));
}

void WorksheetJob::cancel()
{
    if (m_over)
        return;
    m_over = true;
    m_job.cancel();
    m_progress->hide();
    emit cancelled();
}

void WorksheetJob::end()
{
    m_over = true;
    m_progress->hide();
}

} // namespace gui
