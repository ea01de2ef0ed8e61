#include "engine/games/nim/NimBenchmark.h"

#include "engine/bench/BenchTable.h"
#include "engine/bench/BenchTiming.h"
#include "engine/games/nim/NimGame.h"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

namespace engine {

namespace {

// Heaps per board; a board of N heaps is N x 2N with every cell a counter.
constexpr std::array<int, 6> kDefaultSizes{2, 4, 6, 8, 12, 16};

Board fullBoard(int heaps, Coord cols)
{
    Board board(heaps, cols);
    for (Coord r = 0; r < board.rows(); ++r)
        for (Coord c = 0; c < board.cols(); ++c)
            board.setCell({r, c}, CellKind::Counter);
    return board;
}

// The start of `board` analysed by a fresh solver, as a contest case is, `repeat`
// times: the median time in ms and the analysis.
std::pair<double, Analysis> measure(const Board& board, int repeat, const BenchContexts& contexts,
                                    PlayRule rule = PlayRule::Normal)
{
    const std::string label = std::to_string(board.rows()) + "x" + std::to_string(board.cols());
    std::vector<double> times;
    Analysis analysis;
    while (static_cast<int>(times.size()) < repeat) {
        std::unique_ptr<Solver> solver; // freed after the timing
        times.push_back(timedMilliseconds([&] {
            solver = rulesOf<NimGame>().solverFor(board, rule);
            analysis = solver->analyse(board, contexts(label));
        }));
    }
    return {median(times), analysis};
}

// "k of n": how many of the moves got a remoteness.
std::string movesWithRemoteness(const Analysis& analysis)
{
    const auto given = std::count_if(analysis.moves.begin(), analysis.moves.end(),
                                     [](const MoveVerdict& verdict) { return verdict.resultRemoteness.has_value(); });
    return std::to_string(given) + " of " + std::to_string(analysis.moves.size());
}

std::string remotenessText(const Analysis& analysis)
{
    return analysis.remoteness ? std::to_string(*analysis.remoteness) : std::string("-");
}

// The same board under the misère rule (Bouton's misère rule and the misère
// remoteness search), as a line below the table.
std::string misereLine(const Board& board, int repeat, const BenchContexts& contexts)
{
    const auto [ms, analysis] = measure(board, repeat, contexts, PlayRule::Misere);
    return "misère " + std::to_string(board.rows()) + "x" + std::to_string(board.cols()) + ": "
        + (analysis.outcome == Outcome::Win ? "win" : "loss") + ", " + milliseconds(ms) + " ms, remoteness "
        + remotenessText(analysis) + ", " + movesWithRemoteness(analysis) + " moves with a remoteness";
}

std::optional<std::string> optionsProblem(const BenchOptions& options)
{
    return sizeRangeProblem("nim", 1, static_cast<int>(NimGame::kMaxRows), options);
}

std::string run(const BenchOptions& options, const BenchContexts& contexts)
{
    BenchTable report("nim: start of full boards, fresh solver per run", options.repeat,
                      {{"size", 7, true}, {"counters", 9}, {"time ms", 12}, {"grundy", 8}, {"remoteness", 11},
                       {"moves with remoteness", 22}});
    std::vector<std::string> misereLines;
    for (const int heaps : benchSizes(options, kDefaultSizes)) {
        const Board board = fullBoard(heaps, std::min<Coord>(2 * heaps, NimGame::kMaxCols));
        const auto [ms, analysis] = measure(board, options.repeat, contexts);
        report.addRow({std::to_string(board.rows()) + "x" + std::to_string(board.cols()),
                       std::to_string(board.countOf(CellKind::Counter)), milliseconds(ms),
                       std::to_string(analysis.grundy.value_or(0)), remotenessText(analysis),
                       movesWithRemoteness(analysis)});
        misereLines.push_back(misereLine(board, options.repeat, contexts));
    }
    for (const std::string& line : misereLines)
        report.addLine(line);
    if (!options.size) {
        // Near the search's limit: 6 heaps of 16 reach 74613 sorted heap lists.
        const auto [ms, analysis] = measure(fullBoard(6, 16), options.repeat, contexts);
        report.addLine("exact remoteness near the search's limit, 6 heaps of 16 (74613 heap lists): "
                       + milliseconds(ms) + " ms, remoteness " + remotenessText(analysis) + ", "
                       + movesWithRemoteness(analysis) + " moves with a remoteness");
    }
    return report.finish();
}

} // namespace

Benchmark nimBenchmark()
{
    return {"solves the start of full boards of 2, 4, 6, 8, 12 and 16 heaps (or the one --size N, 1 to 16), N heaps "
            "of 2N counters (at most 32), each with a fresh solver: the XOR of the heaps, the verdict on every "
            "move and the exact remoteness of every position small enough for the search (at most 100000 sorted "
            "heap lists reachable). Prints per board the time, the Grundy value, the remoteness ('-' where not "
            "known) and how many moves got a remoteness; without --size also the time of 6 heaps of 16, whose search "
            "reaches 74613 heap lists; below the table the same boards under the misère rule (Bouton's misère rule, the "
            "misère remoteness by the same search): verdict, time, remoteness and moves with a remoteness; at the end the peak memory (getrusage ru_maxrss). With "
            "--repeat N every time is the median of N runs.",
            optionsProblem, run};
}

} // namespace engine
