#pragma once

#include "engine/Analysis.h"
#include "engine/GameModule.h"
#include "engine/puzzles/PuzzleGenerator.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>

namespace gui {

class JobThread;

// A puzzle as the window uses it: what was asked, the engine's puzzle and the
// solver's analysis of its position (the verdict of every move the player may try).
struct GeneratedPuzzle {
    const engine::GameModule* module = nullptr;
    engine::PuzzleRequest request;
    engine::Puzzle puzzle;
    engine::Analysis analysis;
    double milliseconds = 0; // generation and analysis on the worker thread
};

// Generates puzzles (engine::generatePuzzle) on a thread of its own, never on
// the GUI thread: one at a time, with progress, stoppable. A worker leaves its
// result in an outbox under a std::mutex and wakes the GUI thread with a queued
// call that carries nothing.
class PuzzleGeneration : public QObject {
    Q_OBJECT

public:
    explicit PuzzleGeneration(QObject* parent = nullptr);
    ~PuzzleGeneration() override;

    // Stops any generation in progress and starts this one.
    void start(const engine::GameModule& module, const engine::PuzzleRequest& request);
    // Stops the generation in progress; it ends with `cancelled`.
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_running; }

signals:
    void progressChanged(double fraction);
    void finished(const gui::GeneratedPuzzle& puzzle);
    void failed(const QString& message);
    void cancelled();

private:
    struct Outbox {
        std::mutex mutex;
        std::uint64_t generation = 0;
        std::optional<double> progress;
        std::optional<GeneratedPuzzle> puzzle;
        std::optional<QString> error;
        bool wakePending = false;
    };

    void deliverOutbox();

    std::uint64_t m_generation = 0;
    bool m_running = false;
    std::stop_source m_stop;
    Outbox m_outbox;
    std::unique_ptr<JobThread> m_thread; // last: ends before the members above
};

} // namespace gui
