#include "engine/games/attractions/AttractionsBenchmark.h"

#include "engine/bench/BenchTable.h"
#include "engine/bench/BenchTiming.h"
#include "engine/bench/MisereBenchLine.h"
#include "engine/games/attractions/AttractionsGame.h"

#include <algorithm>
#include <array>
#include <vector>

namespace engine {

namespace {

constexpr std::array<int, 6> kDefaultSizes{10, 15, 20, 25, 30, 40};

// One measured row of the report.
struct Row {
    double ms = 0;
    std::size_t winningMoves = 0;
    Nimber grundy = 0;
    std::size_t movesWithRemoteness = 0;
};

// The small boards whose moves get an exact remoteness (rows x cols, all spots):
// 16 and 20 spots, above the limit of a position's own remoteness, so every
// move leaving at most AttractionsRemoteness::kMaxSpots spots is searched.
constexpr std::array<std::array<int, 2>, 2> kRemotenessBoards{{{4, 4}, {4, 5}}};

// All-spot boards whose misère start the part search decides within its
// default budget (9x9 takes about 40 s, 10x10 is beyond it).
constexpr std::array<int, 3> kMisereSizes{6, 7, 8};

Board fullBoard(int rows, int cols)
{
    Board board(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            board.setCell({r, c}, CellKind::Spot);
    return board;
}

Row measure(int rows, int cols, int repeat, const BenchContexts& contexts)
{
    const AttractionsGame game;
    const Board board = fullBoard(rows, cols);
    const std::string label = std::to_string(rows) + "x" + std::to_string(cols);
    Row row;
    std::vector<double> times;
    for (int run = 0; run < repeat; ++run) {
        // Freeing the solver's tables is not timed.
        std::unique_ptr<Solver> solver;
        Analysis analysis;
        times.push_back(timedMilliseconds([&] {
            solver = game.createSolver(board);
            analysis = solver->analyse(board, contexts(label));
        }));
        row.winningMoves = analysis.winningMoves().size();
        row.grundy = analysis.grundy.value_or(0);
        row.movesWithRemoteness = static_cast<std::size_t>(
            std::count_if(analysis.moves.begin(), analysis.moves.end(),
                          [](const MoveVerdict& verdict) { return verdict.resultRemoteness.has_value(); }));
    }
    row.ms = median(times);
    return row;
}

std::optional<std::string> optionsProblem(const BenchOptions& options)
{
    return sizeRangeProblem("attractions", 1, static_cast<int>(AttractionsGame::kMaxSide), options);
}

std::string run(const BenchOptions& options, const BenchContexts& contexts)
{
    BenchTable report("attractions: start of all-spot boards, fresh solver per run", options.repeat,
                      {{"size", 7, true}, {"spots", 8}, {"time ms", 12}, {"winning", 9}, {"grundy", 8}});
    for (const int size : benchSizes(options, kDefaultSizes)) {
        const Row row = measure(size, size, options.repeat, contexts);
        report.addRow({std::to_string(size) + "x" + std::to_string(size), std::to_string(size * size),
                       milliseconds(row.ms), std::to_string(row.winningMoves), std::to_string(row.grundy)});
    }
    if (!options.size)
        for (const auto& [rows, cols] : kRemotenessBoards) {
            const Row row = measure(rows, cols, options.repeat, contexts);
            report.addLine("exact remoteness of the moves, " + std::to_string(rows) + "x" + std::to_string(cols) + " ("
                           + std::to_string(rows * cols) + " spots): " + milliseconds(row.ms) + " ms, "
                           + std::to_string(row.movesWithRemoteness) + " of " + std::to_string(rows * cols)
                           + " moves with a remoteness");
        }
    if (!options.size)
        for (const int size : kMisereSizes)
            report.addLine(misereBenchLine(rulesOf<AttractionsGame>(), fullBoard(size, size),
                                           std::to_string(size) + "x" + std::to_string(size) + " all spots, "
                                               + std::to_string(size * size) + " spots",
                                           options.repeat, contexts));
    return report.finish();
}

} // namespace

Benchmark attractionsBenchmark()
{
    return {"solves the start of square boards with a spot on every cell, 10x10, 15x15, 20x20, 25x25, 30x30 "
            "and 40x40 (or the one --size N, 1 to 60), each with a fresh solver as a contest case does: the region "
            "tables of both colour classes, then the verdict on every first move. Prints per board the time, the "
            "number of winning first moves and the start's Grundy value; without --size also the time of the "
            "4x4 and 4x5 all-spot starts, whose moves get an exact remoteness (16 and 20 spots), and the misère "
            "analysis of the 6x6, 7x7 and 8x8 all-spot starts (verdict, every move's verdict and remoteness by the "
            "part search, fresh solver); at the end the peak memory (getrusage ru_maxrss). With --repeat N every time is the median of N runs.",
            optionsProblem, run};
}

} // namespace engine
