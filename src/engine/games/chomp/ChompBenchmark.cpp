#include "engine/games/chomp/ChompBenchmark.h"

#include "engine/bench/BenchTable.h"
#include "engine/bench/BenchTiming.h"
#include "engine/games/chomp/ChompSolver.h"
#include "engine/games/chomp/Staircase.h"

#include <array>
#include <utility>
#include <vector>

namespace engine {

namespace {

constexpr std::array<int, 4> kDefaultSizes{8, 10, 12, 14};
constexpr std::array<Cell, 2> kPoisons{Cell{0, 0}, Cell{3, 0}};
constexpr int kMinSize = 4;  // the poison (3, 0) must be on the board
constexpr int kMaxSize = 15; // the largest square table ChompTable holds

// One measured row of the report.
struct Row {
    std::uint64_t states = 0;
    double verdictMs = 0;
    std::optional<double> grundyMs;
    Outcome startOutcome = Outcome::Loss;
    int startRemoteness = 0;
    std::optional<Nimber> startGrundy;
};

// A poison cell as the report shows it: "(3,0)".
std::string compactCellText(Cell cell)
{
    return "(" + std::to_string(cell.row) + "," + std::to_string(cell.col) + ")";
}

// Times what a user waits for, with a fresh solver per run: the verdict (the
// first analysis: what `moves`, the contest answer and the desktop program's
// marks wait for), then prepare() (the Grundy pass, which nothing waits for).
Row measure(int size, Cell poison, int repeat, const BenchContexts& contexts)
{
    Board board(size, size);
    board.setCell(poison, CellKind::Poison);
    const std::string label = std::to_string(size) + "x" + std::to_string(size) + " poison " + compactCellText(poison);

    Row row;
    row.states = staircaseCount(size, size);
    std::vector<double> verdictTimes;
    std::vector<double> grundyTimes;
    for (int run = 0; run < repeat; ++run) {
        ChompSolver solver(board);
        verdictTimes.push_back(timedMilliseconds([&] {
            const Analysis verdict = solver.analyse(board, contexts(label + ", verdict"));
            row.startOutcome = verdict.outcome;
            row.startRemoteness = verdict.remoteness.value_or(0);
        }));
        if (!solver.defersGrundyValues())
            continue;
        grundyTimes.push_back(timedMilliseconds([&] { solver.prepare(contexts(label + ", Grundy values")); }));
        row.startGrundy = solver.analyse(board, {}).grundy;
    }
    row.verdictMs = median(verdictTimes);
    if (!grundyTimes.empty())
        row.grundyMs = median(grundyTimes);
    return row;
}

std::optional<std::string> optionsProblem(const BenchOptions& options)
{
    return sizeRangeProblem("chomp", kMinSize, kMaxSize, options);
}

std::string run(const BenchOptions& options, const BenchContexts& contexts)
{
    BenchTable report("chomp: full tables, one poison cell", options.repeat,
                      {{"size", 7, true}, {"poison", 8, true}, {"states", 12}, {"verdict ms", 12},
                       {"grundy ms", 12}, {"start", 7}, {"remoteness", 12}, {"grundy", 8}});
    for (const int size : benchSizes(options, kDefaultSizes)) {
        for (const Cell poison : kPoisons) {
            const Row row = measure(size, poison, options.repeat, contexts);
            report.addRow({std::to_string(size) + "x" + std::to_string(size), compactCellText(poison),
                           std::to_string(row.states), milliseconds(row.verdictMs),
                           row.grundyMs ? milliseconds(*row.grundyMs) : "-",
                           row.startOutcome == Outcome::Win ? "win" : "loss", std::to_string(row.startRemoteness),
                           row.startGrundy ? std::to_string(*row.startGrundy) : "-"});
        }
    }
    return report.finish();
}

} // namespace

Benchmark chompBenchmark()
{
    return {"solves square chomp boards 8x8, 10x10, 12x12 and 14x14 (or the one --size N, 4 to 15) with a "
            "single poison cell at (0,0) and at (3,0), with a fresh solver per run. Prints per board the number of "
            "states, the time of the verdict (the first analysis of the start: the outcome and remoteness of every "
            "staircase, what 'moves', the contest answer and the desktop program's marks wait for), the time of "
            "the Grundy pass that follows it (up to 3 million states; nothing waits for it), the start's verdict, "
            "remoteness and Grundy value, and at the end the peak memory (getrusage ru_maxrss). With --repeat N "
            "every time is the median of N runs.",
            optionsProblem, run};
}

} // namespace engine
