#include "gui/analysis/BestLineRunner.h"

#include "gui/analysis/BackgroundJobs.h"

#include <utility>

namespace gui {

BestLineRunner::BestLineRunner(QObject* parent)
    : QObject(parent)
    , m_jobs(new BackgroundJobs(this))
{
}

BestLineRunner::~BestLineRunner()
{
    delete m_jobs; // stops the line in progress and joins its thread, before the members go
}

void BestLineRunner::start(const engine::Game& game, const engine::Board& position,
                           std::shared_ptr<engine::Solver> solver)
{
    cancel();
    m_running = true;
    m_start = position;
    JobReceiver<engine::BestLine> receiver;
    receiver.result = [this](engine::BestLine line) {
        m_running = false;
        m_line = std::move(line);
        emit lineReady();
    };
    receiver.error = [this](const QString& message) {
        m_running = false;
        emit lineFailed(message);
    };
    m_job = m_jobs->start<engine::BestLine>(
        [&game, position, solver = std::move(solver)](JobContext<engine::BestLine>& context) {
            return engine::bestLine(game, position, *solver, engine::SolveContext{context.stopToken(), {}});
        },
        std::move(receiver));
}

void BestLineRunner::cancel()
{
    m_job.cancel();
    m_running = false;
    m_line.reset();
}

} // namespace gui
