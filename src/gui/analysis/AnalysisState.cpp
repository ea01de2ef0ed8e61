#include "gui/analysis/AnalysisState.h"

#include <utility>

namespace gui {

AnalysisState::AnalysisState(std::uint64_t position, std::shared_ptr<const engine::Board> board,
                             std::shared_ptr<engine::DeferredSolver> solver)
    : m_position(position)
    , m_board(std::move(board))
    , m_solver(std::move(solver))
{
}

const engine::Board& AnalysisState::board() const
{
    static const engine::Board none;
    return m_board ? *m_board : none;
}

AnalysisState AnalysisState::running() const
{
    AnalysisState state(m_position, m_board, m_solver);
    state.m_status = Status::Running;
    return state;
}

AnalysisState AnalysisState::ready(engine::Analysis analysis) const
{
    AnalysisState state(m_position, m_board, m_solver);
    state.m_status = Status::Ready;
    state.m_analysis = std::make_shared<const engine::Analysis>(std::move(analysis));
    return state;
}

AnalysisState AnalysisState::refined(engine::Analysis analysis) const
{
    AnalysisState state = ready(std::move(analysis));
    state.m_status = Status::Refined;
    return state;
}

AnalysisState AnalysisState::failed(QString message) const
{
    AnalysisState state(m_position, m_board, m_solver);
    state.m_status = Status::Failed;
    state.m_error = std::move(message);
    return state;
}

AnalysisState AnalysisState::cancelled() const
{
    AnalysisState state(m_position, m_board, nullptr);
    state.m_status = Status::Cancelled;
    return state;
}

} // namespace gui
