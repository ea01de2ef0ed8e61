#pragma once

#include "engine/Analysis.h"
#include "engine/Board.h"
#include "engine/DeferredSolver.h"

#include <QString>

#include <cstdint>
#include <memory>

namespace gui {

// What is known of the analysis of the document's current position: one small
// immutable value that AnalysisController publishes (state() + stateChanged()),
// and the one thing every view of the analysis reads. A published state is
// always the current position's: the controller drops a result of an older
// position before it publishes, so no view compares boards or keeps a counter
// of its own. Copies are cheap (the board, analysis and solver are shared).
//
// Sums of boards (issue 25): when a window holds several boards, this value
// describes the sum's position. The fields below then describe the sum as a
// whole (its analysis: the moves of every board as moves of the sum, its value
// the XOR); the boards' own entries are to be added beside them as a list
// (`boards()`: per board its index, board, status and engine::Analysis), filled
// by the same controller and published by the same signal. A view that shows
// the whole keeps reading analysis(); a view that frames each board reads
// boards(). No subscriber's wiring changes: one state, one signal.
class AnalysisState {
public:
    enum class Status {
        None,      // no analysis yet and no run: before the first, or a kept analysis on its way
        Running,   // a run computes it; its progress comes by AnalysisController::progressChanged
        Ready,     // analysis() holds it (maybe without the Grundy values of a deferring solver)
        Refined,   // analysis() holds it again, with the Grundy values the Ready one left out
        Failed,    // no analysis: errorMessage() says why (an invalid setup, a solver's error)
        Cancelled, // the user stopped the run
    };

    // No position: the state before the controller's first.
    AnalysisState() = default;
    // Position `position` (a number the controller gives each position it shows,
    // larger for a later one) showing `board`, with status None.
    AnalysisState(std::uint64_t position, std::shared_ptr<const engine::Board> board,
                  std::shared_ptr<engine::DeferredSolver> solver);

    // The same position with another status (the analysis is kept only by refined()).
    [[nodiscard]] AnalysisState running() const;
    [[nodiscard]] AnalysisState ready(engine::Analysis analysis) const;
    [[nodiscard]] AnalysisState refined(engine::Analysis analysis) const;
    [[nodiscard]] AnalysisState failed(QString message) const;
    // Cancelled, and without the solver (Cancel lets it go).
    [[nodiscard]] AnalysisState cancelled() const;

    [[nodiscard]] std::uint64_t position() const { return m_position; }
    [[nodiscard]] Status status() const { return m_status; }
    [[nodiscard]] bool isRunning() const { return m_status == Status::Running; }
    // The board the state describes (the document's current board); empty before the first position.
    [[nodiscard]] const engine::Board& board() const;
    // The analysis of board() when Ready or Refined, else null.
    [[nodiscard]] const engine::Analysis* analysis() const { return m_analysis.get(); }
    // Why there is no analysis (Failed), else empty.
    [[nodiscard]] const QString& errorMessage() const { return m_error; }
    // The solver of the current setup (null for an invalid one, or after Cancel).
    // Shared with the workers, which build it; the GUI reads only the thread-safe,
    // immutable parts of what ifBuilt() gives (PawnSolver::map).
    [[nodiscard]] const std::shared_ptr<engine::DeferredSolver>& solver() const { return m_solver; }

private:
    std::uint64_t m_position = 0;
    Status m_status = Status::None;
    std::shared_ptr<const engine::Board> m_board;
    std::shared_ptr<const engine::Analysis> m_analysis;
    QString m_error;
    std::shared_ptr<engine::DeferredSolver> m_solver;
};

} // namespace gui
