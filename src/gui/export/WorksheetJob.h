#pragma once

#include "gui/analysis/JobHandle.h"
#include "gui/export/ExportPrompts.h"

#include "engine/Move.h"
#include "engine/puzzles/PuzzleGenerator.h"

#include <QObject>

#include <vector>

class QProgressDialog;

namespace engine {
struct GameModule;
}

namespace gui {

class BackgroundJobs;

// One puzzle of a worksheet and its answer: the winning moves of its position by the game's solver.
struct WorksheetPuzzle {
    engine::Puzzle puzzle;
    std::vector<engine::Move> winningMoves;
};

// Generates a worksheet's puzzles as a job of BackgroundJobs (a thread of its
// own, never the GUI thread): puzzle i from seed `options.seed + i - 1` by
// engine::generatePuzzle, each with its solver's winning moves. Shows a
// window-modal progress dialog ("worksheetProgress") whose Cancel stops the
// work; then emits exactly one of finished, failed and cancelled.
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
    void cancel();
    // The job ended (finished or failed): the dialog goes.
    void end();

    const engine::GameModule& m_module;
    WorksheetOptions m_options;
    QProgressDialog* m_progress;
    std::vector<WorksheetPuzzle> m_puzzles;
    bool m_over = false;
    JobHandle m_job;
    BackgroundJobs* m_jobs; // a child, ended (with its thread) in the destructor first
};

} // namespace gui
