#pragma once

#include "gui/analysis/AnalysisState.h"
#include "gui/analysis/BackgroundJobs.h"
#include "gui/analysis/JobHandle.h"
#include "gui/analysis/SuspendedSolvers.h"

#include "engine/Analysis.h"
#include "engine/Board.h"
#include "engine/DeferredSolver.h"
#include "engine/Game.h"
#include "engine/Solver.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace gui {

class GameDocument;

// Keeps the analysis of the document's current position, computed off the GUI
// thread, and publishes what is known of it as one value (state()) with one
// signal (stateChanged). Each run works on a copy of the board. One solver is
// kept per setup and play rule (the document's: normal or misère), so the positions of a game played from it are table
// look-ups; it is built on a worker at its first use (engine::DeferredSolver)
// and freed on a worker, so the GUI thread never allocates or clears its
// tables. The analyses of the setup's positions are kept (the last
// kKeptAnalyses), so going back to a position already analysed shows its marks
// without a run. A change of the board cancels the running computation (its
// JobHandle is replaced), so a result that still arrives for an older board is
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
// A solver of a setup the document leaves is kept (SuspendedSolvers, within a
// memory bound) when its work resumes, so a setup that comes back (Undo, Redo)
// goes on where its analysis stopped; Cancel drops the current one.
//
// The runs are jobs of two BackgroundJobs (each a thread of our own): one for
// the current board, one for analysePosition.
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

private:
    // What a run of the current board delivers: its analysis, then (from a solver
    // that defers them) the analysis again with the Grundy values, or nothing
    // when building them failed.
    struct RunOutput {
        std::optional<engine::Analysis> analysis;
        bool refinement = false;
    };
    // A request of analysePosition until its answer.
    struct PositionRequest {
        engine::Board board;
        QPointer<QObject> receiver;
        PositionAnswer answer;
        JobHandle job;
    };

    void onDocumentChanged();
    // Makes `state` the published one.
    void publish(AnalysisState state);
    [[nodiscard]] JobReceiver<RunOutput> runReceiver();
    void finishRun(RunOutput output);
    void failRun(const QString& message);
    void answerPosition(std::uint64_t request, const engine::Analysis* analysis);
    void setBusy(bool busy);
    [[nodiscard]] std::shared_ptr<engine::DeferredSolver> solverFor(const engine::Game& game,
                                                                    const engine::Board& setup,
                                                                    engine::PlayRule rule);
    // Lets the solver go; its tables are freed on the run thread (or by the
    // last worker still using it), never on the GUI thread.
    void releaseSolver();
    // Leaves the solver for another setup: kept among m_suspended when its work
    // resumes, else let go as releaseSolver does.
    void suspendSolver();
    // Frees `solvers` on the run thread.
    void freeOnWorker(std::vector<SuspendedSolvers::SolverPtr> solvers);
    // The kept analysis of `board`, a position of the current setup, or null.
    [[nodiscard]] const engine::Analysis* keptAnalysisOf(const engine::Board& board) const;
    void keepAnalysis(const engine::Board& board, const engine::Analysis& analysis);

    GameDocument* m_document;
    AnalysisState m_state;
    std::uint64_t m_position = 0; // counts the positions published
    // The run of the current position. Replacing or cancelling it is the one
    // place a stale result is dropped: nothing of an older run is delivered.
    JobHandle m_run;
    bool m_busy = false;
    double m_progress = 0.0;
    QTimer m_progressDelay;

    const engine::Game* m_solverGame = nullptr;
    engine::Board m_solverSetup;
    engine::PlayRule m_solverRule = engine::PlayRule::Normal;
    std::shared_ptr<engine::DeferredSolver> m_solver;
    SuspendedSolvers m_suspended; // of setups left, their work kept to resume
    // Analyses of positions of the current setup and rule (with Grundy values
    // under normal play: a first delivery that defers them is not kept), oldest first.
    std::deque<std::pair<engine::Board, engine::Analysis>> m_kept;
    std::uint64_t m_lastRequest = 0;
    std::map<std::uint64_t, PositionRequest> m_requests; // of this solver, by number

    // Last, so their threads end (in the destructor) before anything they use.
    std::unique_ptr<BackgroundJobs> m_runJobs;
    std::unique_ptr<BackgroundJobs> m_positionJobs;
};

} // namespace gui
