#pragma once

#include "gui/analysis/JobHandle.h"

#include "gui/puzzles/PuzzleSource.h"

#include "engine/Analysis.h"
#include "engine/puzzles/PuzzleGenerator.h"

#include <QObject>
#include <QString>


namespace gui {

class BackgroundJobs;

// A puzzle as the window uses it: its game (a sum puzzle's SumGame), what was
// asked, the engine's puzzle and the solver's analysis of its position (the
// verdict of every move the player may try).
struct GeneratedPuzzle {
    const engine::Game* game = nullptr;
    engine::PuzzleRequest request;
    engine::Puzzle puzzle;
    engine::Analysis analysis;
    double milliseconds = 0; // generation and analysis on the worker thread
};

// Generates puzzles (PuzzleSource::generate: a game's or a sum's) as jobs of BackgroundJobs (a
// thread of its own), never on the GUI thread: one at a time, with progress,
// stoppable. A new start or a cancel replaces the job's handle: nothing of the
// job before arrives.
class PuzzleGeneration : public QObject {
    Q_OBJECT

public:
    explicit PuzzleGeneration(QObject* parent = nullptr);
    ~PuzzleGeneration() override;

    // Stops any generation in progress and starts this one.
    void start(const PuzzleSource& source, const engine::PuzzleRequest& request);
    // Stops the generation in progress; it ends with `cancelled`.
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_running; }

signals:
    void progressChanged(double fraction);
    void finished(const gui::GeneratedPuzzle& puzzle);
    void failed(const QString& message);
    void cancelled();

private:
    bool m_running = false;
    JobHandle m_job;
    BackgroundJobs* m_jobs; // a child: ends (with its thread) before the members above
};

} // namespace gui
