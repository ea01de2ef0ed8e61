#include "engine/sums/SumBoardRuns.h"

#include "engine/Error.h"
#include "engine/sums/SumBoardCache.h"
#include "engine/sums/SumProgress.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <memory>
#include <stop_token>
#include <thread>

namespace engine {

namespace {

// The analysis of one board as if alone, with its Grundy value (under misère
// its normal-play one, for the teaching view: then a full analysis prepares
// the solver too, so a normal solver that defers its values gives them).
SumBoardAnalysis analyseBoard(const SumComponent& board, Solver& solver, const SolveContext& context, PlayRule rule)
{
    if (solver.defersGrundyValues() || (rule == PlayRule::Misere && !context.outcomesOnly))
        solver.prepare(context); // a sum needs every board's value
    SumBoardAnalysis result{solver.analyse(board.position, context), std::nullopt};
    const Analysis& own = result.analysis;
    result.value = own.legalMoveCount() == 0 ? std::optional<Nimber>(0)
        : own.rule == PlayRule::Misere       ? own.normalGrundy
                                             : own.grundy;
    return result;
}

} // namespace

unsigned sumBoardThreads()
{
    return std::max(1u, std::thread::hardware_concurrency());
}

std::vector<SumBoardAnalysis> analyseBoards(const GameSum& sum, std::span<Solver* const> solvers,
                                            const SolveContext& context, SumBoardCache* cache, unsigned threads,
                                            PlayRule rule)
{
    const std::size_t n = sum.size();
    std::vector<std::shared_ptr<const SumBoardAnalysis>> results(n);
    SumProgress progress(context, n);
    std::vector<std::size_t> toRun;
    for (std::size_t i = 0; i < n; ++i) {
        const SumComponent& board = sum.board(i);
        if (cache != nullptr)
            results[i] = cache->find(board.game(), board.setup, board.position, context.outcomesOnly);
        if (results[i] && results[i]->analysis.rule != rule)
            results[i].reset();
        if (results[i])
            progress.finish(i);
        else
            toRun.push_back(i);
    }

    // One stop for every board: the caller's, or a board's failure.
    std::stop_source stopAll;
    const std::stop_callback forward(context.stopToken, [&stopAll] { stopAll.request_stop(); });
    std::vector<std::exception_ptr> errors(n);
    std::atomic<std::size_t> next = 0;
    // A step of this loop is one board's analysis, whose solver checks the stop
    // itself by work done; between two analyses only a cache look-up runs.
    const auto work = [&] {
        for (std::size_t k = next++; k < toRun.size(); k = next++) {
            const std::size_t i = toRun[k];
            try {
                if (stopAll.stop_requested())
                    throw Stopped();
                progress.start(i);
                auto analysis = std::make_shared<const SumBoardAnalysis>(
                    analyseBoard(sum.board(i), *solvers[i], progress.boardContext(i, stopAll.get_token()), rule));
                if (cache != nullptr)
                    cache->keep(sum.board(i).game(), sum.board(i).setup, sum.board(i).position, context.outcomesOnly,
                                analysis);
                results[i] = std::move(analysis);
                progress.finish(i);
            } catch (...) {
                errors[i] = std::current_exception();
                stopAll.request_stop();
            }
        }
    };
    {
        const auto pool = static_cast<unsigned>(std::min<std::size_t>(threads == 0 ? sumBoardThreads() : threads, toRun.size()));
        std::vector<std::jthread> helpers;
        for (unsigned t = 1; t < pool; ++t)
            helpers.emplace_back(work);
        work();
    } // the helpers are joined here: no board's work runs any more

    context.throwIfStopped();
    // A board's own error, not the stops it caused on the others.
    for (const std::exception_ptr& error : errors)
        if (error) {
            try {
                std::rethrow_exception(error);
            } catch (const Stopped&) {
                continue;
            }
        }
    for (const std::exception_ptr& error : errors)
        if (error)
            std::rethrow_exception(error);

    std::vector<SumBoardAnalysis> boards;
    boards.reserve(n);
    for (const auto& result : results)
        boards.push_back(*result);
    return boards;
}

} // namespace engine
