#pragma once

#include "gui/analysis/JobHandle.h"
#include "gui/export/ExportPrompts.h"
#include "gui/puzzles/PuzzleSource.h"

#include "engine/Move.h"
#include "engine/puzzles/PuzzleGenerator.h"

#include <QObject>

#include <vector>

class QProgressDialog;

namespace gui {

class BackgroundJobs;

// One puzzle of a worksheet and its answer: the winning moves of its position by
// the game's solver. Its game: the sheet's, or for a sum puzzle its SumGame.
struct WorksheetPuzzle {
    const engine::Game* game = nullptr;
    engine::Puzzle puzzle;
    std::vector<engine::Move> winningMoves;
};

// Generates a worksheet's puzzles as a job of BackgroundJobs (a thread of its
// own, never the GUI thread): puzzle i from seed `options.seed + i - 1` by
// PuzzleSource::generate (a game's puzzle, or a sum's as `grundygrid-cli puzzle
// sum` makes it), each with its solver's winning moves. Shows a
// window-modal progress dialog ("worksheetProgress") whose Cancel stops the
// work; then emits exactly one of finished, failed and cancelled.
class WorksheetJob : public QObject {
    Q_OBJECT

public:
    WorksheetJob(const PuzzleSource& source, const WorksheetOptions& options, QWidget* window);
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

    PuzzleSource m_source;
    WorksheetOptions m_options;
    QProgressDialog* m_progress;
    std::vector<WorksheetPuzzle> m_puzzles;
    bool m_over = false;
    JobHandle m_job;
    BackgroundJobs* m_jobs; // a child, ended (with its thread) in the destructor first
};

} // namespace gui
