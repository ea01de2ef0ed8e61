#pragma once

#include "engine/Analysis.h"
#include "engine/SerialSolver.h"
#include "engine/sums/GameSum.h"
#include "engine/sums/MisereSumSearch.h"
#include "engine/sums/SumBoardCache.h"
#include "engine/sums/SumAnalysis.h"
#include "engine/sums/SumLayout.h"

#include <memory>
#include <vector>

namespace engine {

// The solver of a SumGame's setup (SumGame::createSolver): one solver per
// board, made by its game from the board's setup and kept for the setup's
// life; a position is analysed by analyseSum and answered on the combined
// board (combinedAnalysis). The boards are analysed at once on several threads,
// and each board's analysis is kept for its position (a SumBoardCache), so a
// move on one board analyses only that board again. prepare() prepares every
// board's solver (progress shared over the boards). Its Grundy values never wait for prepare():
// analyseSum prepares a board's deferring solver first (a sum needs every value).
class SumGameSolver final : public SerialSolver {
public:
    // Under `rule`: each board's solver is its game's for that rule
    // (Game::solverFor); under misère the sum's part search is kept too.
    SumGameSolver(SumLayout layout, const Board& setup, PlayRule rule = PlayRule::Normal);

private:
    void prepareLocked(const SolveContext& context) override;
    [[nodiscard]] Analysis analyseLocked(const Board& position, const SolveContext& context) override;

    SumLayout m_layout;
    std::vector<Board> m_setups; // each board's setup, shared by every position's sum
    std::vector<std::unique_ptr<Solver>> m_solvers;
    SumBoardCache m_cache; // the boards' analyses of the positions seen
    PlayRule m_rule;
    MisereSumSearch m_misere; // under misère, the sum's part search with its memo
};

// analyseSum's answer on `sum` (laid out by `layout`) as an Analysis on the
// combined board (SumGame::combinedAnalysis says what it holds).
[[nodiscard]] Analysis combinedAnalysis(const SumLayout& layout, const GameSum& sum, const SumAnalysis& analysis);

} // namespace engine
