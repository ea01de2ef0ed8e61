#pragma once

#include "engine/Analysis.h"
#include "engine/Board.h"
#include "engine/DeferredSolver.h"
#include "engine/Game.h"
#include "engine/Solver.h"
#include "gui/analysis/AnalysisState.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <vector>

namespace gui {

class GameDocument;

class JobThread;

// Keeps the analysis of the document's current position, computed off the GUI
// thread, and publishes what is known of it as one value (state()) with one
// signal (stateChanged). Each run works on a copy of the board. One solver is
// kept per setup, so the positions of a game played from it are table
// look-ups; it is built on a worker at its first use (engine::DeferredSolver)
// and freed on a worker, so the GUI thread never allocates or clears its
// tables. The analyses of the setup's positions are kept (the last
// kKeptAnalyses), so going back to a position already analysed shows its marks
// without a run. A change of the board stops the running computation
// (std::stop_source), and a result that still arrives for an older board is
// dropped here, before anything is published: every view trusts that the
// published state is the current position's. The GUI thread never runs a
// solver and never waits for one.
//
// A solver that defers Grundy values (engine::Solver::defersGrundyValues:
// chomp) gives the marks first (status Ready); the same run then builds the
// Grundy values and publishes the analysis again, with them (status Refined).
//
// The progress of a run is not part of the state but has a signal of its own
// (progressChanged): it changes up to a thousand times a run and only the
// status bar shows it, so the views of the state never hear of it.
//
// The runs go to two threads of our own (JobThread): one for the current board,
// one for analysePosition. A worker leaves its result and progress in an outbox
// guarded by a std::mutex and wakes the GUI thread with a queued signal that
// carries nothing, so every hand-off of data is one ThreadSanitizer can see.
class AnalysisController : public QObject {
    Q_OBJECT

public:
    // A run that lasts longer than this shows its progress.
    static constexpr int kProgressDelayMs = 150;
    // How many analyses of positions of the current setup are kept (each a few
    // kilobytes: a verdict per legal move).
    static constexpr std::size_t kKeptAnalyses = 64;
    // The answer to analysePosition: the analysis of `board`, or null when the
    // solver failed on it.
    using PositionAnswer = std::function<void(const engine::Board& board, const engine::Analysis* analysis)>;

    // `document` must outlive the controller. The first run starts at once.
    explicit AnalysisController(GameDocument* document, QObject* parent = nullptr);
    ~AnalysisController() override;

    // What is known of the analysis of the document's current position.
    [[nodiscard]] const AnalysisState& state() const { return m_state; }
    // True once the running analysis has lasted kProgressDelayMs (the status bar
    // shows its progress then), false when it ends.
    [[nodiscard]] bool isBusy() const { return m_busy; }
    // The fraction done (0..1) of the running analysis.
    [[nodiscard]] double progress() const { return m_progress; }

    // Stops the running analysis; the board stays without marks until it changes
    // or restart() is called. The setup's solver is let go (freed on a worker):
    // what it held is memory the user chose not to spend.
    void cancel();
    // Analyses the current board (again), stopping any run in progress.
    void restart();
    // A request with its own answer, apart from the state: analyses `board`,
    // another position of the current setup (an earlier one of the game), off the
    // GUI thread with the setup's solver, alongside the current board's run, which
    // it does not disturb. `answer` is called on the GUI thread, unless `receiver`
    // is destroyed first or the setup changes first (which stops and drops every
    // such request). Nothing happens when the setup cannot be analysed.
    void analysePosition(const engine::Board& board, QObject* receiver, PositionAnswer answer);

signals:
    // state() changed: another position, or news of the same one.
    void stateChanged();
    // isBusy() or progress() changed.
    void progressChanged();

protected:
    // Delivers the outbox (see handOver).
    bool event(QEvent* event) override;

private:
    struct RunResult {
        std::uint64_t generation = 0;
        std::optional<engine::Analysis> analysis;
        QString error; // without an analysis: why the run failed (a stopped run hands nothing over)
        bool refinement = false; // the analysis again, with the deferred Grundy values
    };
    struct PositionResult {
        std::uint64_t request = 0;
        std::optional<engine::Analysis> analysis;
    };
    // A request of analysePosition, kept on the GUI thread until its answer.
    struct PositionRequest {
        engine::Board board;
        QPointer<QObject> receiver;
        PositionAnswer answer;
    };
    // What the workers hand to the GUI thread; only touched under `mutex`.
    struct Outbox {
        std::mutex mutex;
        std::vector<RunResult> runs;
        std::vector<PositionResult> positions;
        std::optional<std::pair<std::uint64_t, int>> progress; // generation, step
        bool wakePending = false;
    };

    void onDocumentChanged();
    // Makes `state` the published one.
    void publish(AnalysisState state);
    // Worker side: hands something over and wakes the GUI thread once.
    template <typename Fill> void handOver(Fill fill);
    // GUI side: takes everything out of the outbox and acts on it.
    void deliverOutbox();
    // Worker side, after the first result: builds the Grundy values `solver`
    // deferred and hands the analysis of `board` over again.
    void runGrundyPass(engine::Solver& solver, const engine::Board& board, const std::stop_token& token,
                       std::uint64_t generation);
    void finishRun(const RunResult& result);
    void answerPosition(const PositionResult& result);
    void setBusy(bool busy);
    [[nodiscard]] std::shared_ptr<engine::DeferredSolver> solverFor(const engine::Game& game,
                                                                    const engine::Board& setup);
    // Lets the solver go; its tables are freed on the run thread (or by the
    // last worker still using it), never on the GUI thread.
    void releaseSolver();
    // The kept analysis of `board`, a position of the current setup, or null.
    [[nodiscard]] const engine::Analysis* keptAnalysisOf(const engine::Board& board) const;
    void keepAnalysis(const engine::Board& board, const engine::Analysis& analysis);

    GameDocument* m_document;
    AnalysisState m_state;
    std::uint64_t m_position = 0;   // counts the positions published
    std::uint64_t m_generation = 0; // counts the runs started and cancelled: a result of another is stale
    std::stop_source m_stop;
    bool m_busy = false;
    double m_progress = 0.0;
    QTimer m_progressDelay;

    const engine::Game* m_solverGame = nullptr;
    engine::Board m_solverSetup;
    std::shared_ptr<engine::DeferredSolver> m_solver;
    // Analyses of positions of the current setup (with Grundy values: a first
    // delivery that defers them is not kept), oldest first.
    std::deque<std::pair<engine::Board, engine::Analysis>> m_kept;
    std::stop_source m_positionStop; // of the analysePosition runs of this solver
    std::uint64_t m_lastRequest = 0;
    std::map<std::uint64_t, PositionRequest> m_requests; // of this solver, by number

    Outbox m_outbox;
    // Last, so the threads end (in the destructor) before anything they use.
    std::unique_ptr<JobThread> m_runThread;
    std::unique_ptr<JobThread> m_positionThread;
};

} // namespace gui
