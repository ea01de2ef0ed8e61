#pragma once

#include "engine/BestLine.h"
#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/Solver.h"

#include <QObject>

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>

namespace gui {

class JobThread;

// Computes engine::bestLine of a position on a thread of its own (JobThread),
// with the setup's solver that the AnalysisController shares. A new start or a
// cancel stops the running line (std::stop_source) and a generation counter
// drops whatever still arrives for an older one. The worker leaves the line in
// an outbox under a std::mutex and wakes the GUI thread with an event that
// carries nothing; the GUI thread never waits.
class BestLineRunner : public QObject {
    Q_OBJECT

public:
    explicit BestLineRunner(QObject* parent = nullptr);
    ~BestLineRunner() override;

    // Starts the line from `position` of `game` (which outlives the runner),
    // stopping any line in progress.
    void start(const engine::Game& game, const engine::Board& position, std::shared_ptr<engine::Solver> solver);
    // Stops the line in progress; no line arrives for it.
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_running; }
    // The last line that arrived, until the next start or cancel.
    [[nodiscard]] const std::optional<engine::BestLine>& line() const { return m_line; }

signals:
    void lineReady();
    // The solver failed on a position of the line (not a stop).
    void lineFailed(const QString& message);

protected:
    bool event(QEvent* event) override;

private:
    struct Outbox {
        std::mutex mutex;
        std::uint64_t generation = 0;
        std::optional<engine::BestLine> line;
        QString error;
    };

    void deliver();

    std::uint64_t m_generation = 0;
    std::stop_source m_stop;
    bool m_running = false;
    std::optional<engine::BestLine> m_line;
    Outbox m_outbox;
    std::unique_ptr<JobThread> m_thread; // last: ends before what it uses
};

} // namespace gui
