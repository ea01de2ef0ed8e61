#pragma once

#include "engine/Analysis.h"
#include "engine/Board.h"
#include "engine/DeferredSolver.h"
#include "engine/Game.h"
#include "engine/Solver.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <vector>

namespace gui {

class GameDocument;

class JobThread;

// Keeps an analysis of the document's current board, computed off the GUI
// thread. Each run works on a copy of the board. One solver is kept per setup,
// so the positions of a game played from it are table look-ups; it is built on
// a worker at its first use (engine::DeferredSolver) and freed on a worker, so
// the GUI thread never allocates or clears its tables. The analyses of the
// setup's positions are kept (the last kKeptAnalyses), so going back to a
// position already analysed shows its marks without a run. A change of the
// board stops the running computation (std::stop_source) and a generation
// counter drops any result that still arrives for an older board. The GUI
// thread never runs a solver and never waits for one.
//
// A solver that defers Grundy values (engine::Solver::defersGrundyValues:
// chomp) gives the marks first; the same run then builds the Grundy values and
// hands over the analysis again, with them (analysisRefined).
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

    // `document` must outlive the controller. The first run starts at once.
    explicit AnalysisController(GameDocument* document, QObject* parent = nullptr);
    ~AnalysisController() override;

    // The analysis of the current board once it has arrived, else null.
    [[nodiscard]] const engine::Analysis* analysis() const;
    // The board the analysis belongs to.
    [[nodiscard]] const engine::Board& analysedBoard() const { return m_board; }
    [[nodiscard]] bool isRunning() const { return m_running; }
    // The solver of the current setup (null for an invalid one, or after
    // Cancel). Shared with the workers, which build it; the GUI reads only
    // the thread-safe, immutable parts of what ifBuilt() gives (PawnSolver::map).
    [[nodiscard]] std::shared_ptr<engine::DeferredSolver> solver() const { return m_solver; }
    // Why the current board has no analysis (an invalid setup), or empty.
    [[nodiscard]] QString errorMessage() const { return m_error; }

    // Stops the running analysis; the board stays without marks until it changes
    // or restart() is called. The setup's solver is let go (freed on a worker):
    // what it held is memory the user chose not to spend.
    void cancel();
    // Analyses the current board (again), stopping any run in progress.
    void restart();
    // Analyses `board`, another position of the current setup (an earlier one of
    // the game), off the GUI thread with the setup's solver, alongside the current
    // board's run, which it does not disturb. The result arrives by
    // positionAnalysed; a change of setup stops and drops every such run. Nothing
    // happens when the setup cannot be analysed.
    void analysePosition(const engine::Board& board);

signals:
    void started();
    void analysisReady();
    // The analysis of the current board got the Grundy values that its first
    // delivery (analysisReady) left out; analysis() holds them now.
    void analysisRefined();
    void analysisFailed(const QString& message);
    void cancelled();
    // The fraction done (0..1) of the running analysis.
    void progressChanged(double fraction);
    // True once a run has lasted kProgressDelayMs, false when it ends.
    void busyChanged(bool busy);
    // The analysis of a board asked for with analysePosition.
    void positionAnalysed(const engine::Board& board, const engine::Analysis& analysis);
    // A board asked for with analysePosition could not be analysed (an error).
    void positionNotAnalysed(const engine::Board& board);

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
        std::uint64_t generation = 0;
        engine::Board board;
        std::optional<engine::Analysis> analysis;
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
    // Worker side: hands something over and wakes the GUI thread once.
    template <typename Fill> void handOver(Fill fill);
    // GUI side: takes everything out of the outbox and acts on it.
    void deliverOutbox();
    // Worker side, after the first result: builds the Grundy values `solver`
    // deferred and hands the analysis of `board` over again.
    void runGrundyPass(engine::Solver& solver, const engine::Board& board, const std::stop_token& token,
                       std::uint64_t generation);
    void finishRun(const RunResult& result);
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
    std::uint64_t m_generation = 0;
    std::stop_source m_stop;
    bool m_running = false;
    bool m_busy = false;
    QTimer m_progressDelay;

    const engine::Game* m_solverGame = nullptr;
    engine::Board m_solverSetup;
    std::shared_ptr<engine::DeferredSolver> m_solver;
    // Analyses of positions of the current setup (with Grundy values: a first
    // delivery that defers them is not kept), oldest first.
    std::deque<std::pair<engine::Board, engine::Analysis>> m_kept;
    std::stop_source m_positionStop;        // of the analysePosition runs of this solver
    std::uint64_t m_positionGeneration = 0; // counts the solvers made

    engine::Board m_board;
    std::optional<engine::Analysis> m_analysis;
    QString m_error;

    Outbox m_outbox;
    // Last, so the threads end (in the destructor) before anything they use.
    std::unique_ptr<JobThread> m_runThread;
    std::unique_ptr<JobThread> m_positionThread;
};

} // namespace gui
