#include "engine/BestLine.h"

#include <algorithm>
#include <limits>

namespace engine {

namespace {

constexpr int kUnknownIsFar = std::numeric_limits<int>::max();

int remotenessOrFar(const MoveVerdict& verdict)
{
    return verdict.resultRemoteness.value_or(kUnknownIsFar);
}

// Whether `move` provably keeps the position's exact remoteness: it leaves a
// position of remoteness one less (the fastest win, the slowest loss).
bool isOptimalByRemoteness(const Analysis& analysis, const Move& move)
{
    const MoveVerdict* verdict = analysis.verdictFor(move);
    return analysis.remoteness && verdict != nullptr && verdict->resultRemoteness
        && *verdict->resultRemoteness == *analysis.remoteness - 1;
}

} // namespace

std::optional<Move> perfectMove(const Analysis& analysis)
{
    const MoveVerdict* best = nullptr;
    for (const MoveVerdict& verdict : analysis.moves)
        if (verdict.wins() && (best == nullptr || remotenessOrFar(verdict) < remotenessOrFar(*best)))
            best = &verdict;
    if (best != nullptr)
        return best->move;
    const bool remotenessKnown = std::any_of(analysis.moves.begin(), analysis.moves.end(),
                                             [](const MoveVerdict& v) { return v.resultRemoteness.has_value(); });
    if (!remotenessKnown && analysis.stallingMove)
        return analysis.stallingMove;
    for (const MoveVerdict& verdict : analysis.moves)
        if (best == nullptr || remotenessOrFar(verdict) > remotenessOrFar(*best))
            best = &verdict;
    if (best != nullptr)
        return best->move;
    return std::nullopt;
}

BestLine bestLine(const Game& game, const Board& position, Solver& solver, const SolveContext& context,
                  int maxMoves)
{
    BestLine line;
    Board board = position;
    Analysis analysis = solver.analyse(board, context);
    // A step: one move played and the next position analysed, by a solver
    // that checks the stop by work done.
    while (static_cast<int>(line.steps.size()) < maxMoves) {
        context.throwIfStopped();
        if (analysis.legalMoveCount() == 0) {
            line.complete = true;
            break;
        }
        // A windowed list may leave out every move of a lost position: its first legal move then.
        const Move move = perfectMove(analysis).value_or(analysis.legalMoveAt(0));
        if (!isOptimalByRemoteness(analysis, move))
            line.exact = false;
        board = game.play(board, move);
        analysis = solver.analyse(board, context);
        line.steps.push_back(BestLineStep{move, board, analysis});
        context.report(static_cast<double>(line.steps.size()) / maxMoves);
    }
    if (!line.complete && analysis.legalMoveCount() == 0)
        line.complete = true;
    return line;
}

} // namespace engine
