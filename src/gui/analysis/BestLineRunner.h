#pragma once

#include "gui/analysis/JobHandle.h"

#include "engine/BestLine.h"
#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/Solver.h"

#include <QObject>

#include <memory>
#include <optional>

namespace gui {

class BackgroundJobs;

// Computes engine::bestLine of a position as a job of BackgroundJobs (a thread
// of its own), with the setup's solver that the AnalysisController shares. A new
// start or a cancel replaces the job's handle: the running line stops and
// nothing of it arrives. The GUI thread never waits.
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
    // The position the last line started from (its first move is played there).
    [[nodiscard]] const engine::Board& startPosition() const { return m_start; }

signals:
    void lineReady();
    // The solver failed on a position of the line (not a stop).
    void lineFailed(const QString& message);

private:
    bool m_running = false;
    std::optional<engine::BestLine> m_line;
    engine::Board m_start;
    JobHandle m_job;
    BackgroundJobs* m_jobs; // a child: ends (with its thread) before the members above
};

} // namespace gui
