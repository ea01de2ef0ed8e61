#include "gui/analysis/BestLineRunner.h"

#include "gui/analysis/JobThread.h"

#include <QCoreApplication>
#include <QEvent>

#include <exception>
#include <utility>

namespace gui {

namespace {

// The worker left a line or an error in the outbox (posted from its thread).
const QEvent::Type kLineArrived = static_cast<QEvent::Type>(QEvent::registerEventType());

} // namespace

BestLineRunner::BestLineRunner(QObject* parent)
    : QObject(parent)
    , m_thread(std::make_unique<JobThread>())
{
}

BestLineRunner::~BestLineRunner()
{
    m_stop.request_stop();
    m_thread.reset();
}

void BestLineRunner::start(const engine::Game& game, const engine::Board& position,
                           std::shared_ptr<engine::Solver> solver)
{
    cancel();
    m_running = true;
    m_thread->post([this, &game, position, solver = std::move(solver), token = m_stop.get_token(),
                    generation = m_generation] {
        if (token.stop_requested())
            return;
        std::optional<engine::BestLine> line;
        QString error;
        try {
            line = engine::bestLine(game, position, *solver, engine::SolveContext{token, {}});
        } catch (const engine::Stopped&) {
            return; // whoever stopped it no longer wants it
        } catch (const std::exception& failure) {
            error = QString::fromUtf8(failure.what());
        }
        {
            const std::lock_guard lock(m_outbox.mutex);
            m_outbox.generation = generation;
            m_outbox.line = std::move(line);
            m_outbox.error = error;
        }
        QCoreApplication::postEvent(this, new QEvent(kLineArrived), Qt::LowEventPriority);
    });
}

void BestLineRunner::cancel()
{
    m_stop.request_stop();
    m_stop = std::stop_source();
    ++m_generation;
    m_running = false;
    m_line.reset();
}

bool BestLineRunner::event(QEvent* event)
{
    if (event->type() != kLineArrived)
        return QObject::event(event);
    deliver();
    return true;
}

void BestLineRunner::deliver()
{
    std::optional<engine::BestLine> line;
    QString error;
    {
        const std::lock_guard lock(m_outbox.mutex);
        if (m_outbox.generation != m_generation)
            return; // of a position no longer shown
        line = std::exchange(m_outbox.line, std::nullopt);
        error = std::exchange(m_outbox.error, QString());
        m_outbox.generation = 0;
    }
    if (!m_running)
        return;
    m_running = false;
    m_line = std::move(line);
    if (m_line)
        emit lineReady();
    else
        emit lineFailed(error);
}

} // namespace gui
