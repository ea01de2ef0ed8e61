#pragma once

#include "engine/Analysis.h"
#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/Solver.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>

namespace gui {

class GameDocument;

// Keeps an analysis of the document's current board, computed off the GUI
// thread. Each run works on a copy of the board. One solver is kept per setup,
// so the positions of a game played from it are table look-ups. A change of the
// board stops the running computation (std::stop_source) and a generation
// counter drops any result that still arrives for an older board. The GUI
// thread never runs a solver and never waits for one.
class AnalysisController : public QObject {
    Q_OBJECT

public:
    // A run that lasts longer than this shows its progress.
    static constexpr int kProgressDelayMs = 150;

    // `document` must outlive the controller. The first run starts at once.
    explicit AnalysisController(GameDocument* document, QObject* parent = nullptr);
    ~AnalysisController() override;
    AnalysisController(const AnalysisController&) = delete;
    AnalysisController& operator=(const AnalysisController&) = delete;

    // The analysis of the current board once it has arrived, else null.
    [[nodiscard]] const engine::Analysis* analysis() const;
    // The board the analysis belongs to.
    [[nodiscard]] const engine::Board& analysedBoard() const { return m_board; }
    [[nodiscard]] bool isRunning() const { return m_running; }
    // The solver of the current setup (null for an invalid one). Shared with the
    // workers; only thread-safe, immutable parts (PawnSolver::map) are for the GUI.
    [[nodiscard]] std::shared_ptr<engine::Solver> solver() const { return m_solver; }
    // Why the current board has no analysis (an invalid setup), or empty.
    [[nodiscard]] QString errorMessage() const { return m_error; }

    // Stops the running analysis; the board stays without marks until it changes
    // or restart() is called.
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

private:
    struct RunResult;

    void onDocumentChanged();
    void finishRun(std::uint64_t generation, const RunResult& result);
    void setBusy(bool busy);
    [[nodiscard]] std::shared_ptr<engine::Solver> solverFor(const engine::Game& game, const engine::Board& setup);

    GameDocument* m_document;
    std::uint64_t m_generation = 0;
    std::stop_source m_stop;
    bool m_running = false;
    bool m_busy = false;
    QTimer m_progressDelay;

    const engine::Game* m_solverGame = nullptr;
    engine::Board m_solverSetup;
    std::shared_ptr<engine::Solver> m_solver;
    std::stop_source m_positionStop;        // of the analysePosition runs of this solver
    std::uint64_t m_positionGeneration = 0; // counts the solvers made

    engine::Board m_board;
    std::optional<engine::Analysis> m_analysis;
    QString m_error;
};

} // namespace gui
