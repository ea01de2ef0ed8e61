#pragma once

#include "gui/export/ExportPrompts.h"

#include "engine/Move.h"
#include "engine/puzzles/PuzzleGenerator.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <vector>

class QProgressDialog;

namespace engine {
struct GameModule;
}

namespace gui {

class JobThread;

// One puzzle of a worksheet and its answer: the winning moves of its position by the game's solver.
struct WorksheetPuzzle {
    engine::Puzzle puzzle;
    std::vector<engine::Move> winningMoves;
};

// Generates a worksheet's puzzles on a thread of its own (never on the GUI
// thread): puzzle i from seed `options.seed + i - 1` by engine::generatePuzzle,
// each with its solver's winning moves. Shows a window-modal progress dialog
// ("worksheetProgress") whose Cancel stops the work; then emits exactly one of
// finished, failed and cancelled. The worker leaves its progress and results in
// an outbox under a std::mutex, which a timer on the GUI thread reads.
class WorksheetJob : public QObject {
    Q_OBJECT

public:
    WorksheetJob(const engine::GameModule& module, const WorksheetOptions& options, QWidget* window);
    // Stops the work and joins the thread.
    ~WorksheetJob() override;

    void start();
    // The puzzles, in order, once finished.
    [[nodiscard]] const std::vector<WorksheetPuzzle>& puzzles() const { return m_puzzles; }

signals:
    void finished();
    void failed(const QString& message);
    void cancelled();

private:
    struct Outbox;
    void takeOutbox();
    void cancel();

    const engine::GameModule& m_module;
    WorksheetOptions m_options;
    std::shared_ptr<Outbox> m_outbox;
    std::unique_ptr<JobThread> m_thread;
    QProgressDialog* m_progress;
    QTimer m_poll;
    std::vector<WorksheetPuzzle> m_puzzles;
    bool m_over = false;
};

} // namespace gui
