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
constexpr int kMinSize = 4;         // the poison (3, 0) must be on the board
constexpr int kMaxTableSize = 15;   // the largest square remoteness table ChompTable holds
constexpr int kMaxOutcomeSize = 19; // the largest square of its outcome bits (4.4 GB)

// One measured row of the report.
struct Row {
    std::uint64_t states = 0;
    double verdictMs = 0;
    std::optional<double> grundyMs;
    Outcome startOutcome = Outcome::Loss;
    int startRemoteness = 0;
    std::optional<Nimber> startGrundy;
    std::size_t winningBites = 0;
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
            row.winningBites = verdict.winningMoves().size();
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

// Times the outcome bits alone (what `moves` waits for), a fresh solver per run.
Row measureOutcomes(int size, Cell poison, int repeat, const BenchContexts& contexts)
{
    Board board(size, size);
    board.setCell(poison, CellKind::Poison);
    const std::string label
        = std::to_string(size) + "x" + std::to_string(size) + " poison " + compactCellText(poison) + ", outcomes";
    Row row;
    row.states = staircaseCount(size, size);
    std::vector<double> times;
    for (int run = 0; run < repeat; ++run) {
        ChompSolver solver(board);
        SolveContext context = contexts(label);
        context.outcomesOnly = true;
        times.push_back(timedMilliseconds([&] {
            const Analysis verdict = solver.analyse(board, context);
            row.startOutcome = verdict.outcome;
            row.winningBites = verdict.winningMoves().size();
        }));
    }
    row.verdictMs = median(times);
    return row;
}

std::optional<std::string> optionsProblem(const BenchOptions& options)
{
    return sizeRangeProblem("chomp", kMinSize, kMaxOutcomeSize, options);
}

std::string run(const BenchOptions& options, const BenchContexts& contexts)
{
    BenchTable report("chomp: one poison cell, full tables (bytes) and outcome bits (bits)", options.repeat,
                      {{"size", 7, true}, {"poison", 8, true}, {"pass", 6, true}, {"states", 14},
                       {"verdict ms", 12}, {"grundy ms", 12}, {"start", 7}, {"remoteness", 12}, {"grundy", 8},
                       {"bites", 7}});
    const auto add = [&report](int size, Cell poison, bool bits, const Row& row) {
        report.addRow({std::to_string(size) + "x" + std::to_string(size), compactCellText(poison),
                       bits ? "bits" : "bytes", std::to_string(row.states), milliseconds(row.verdictMs),
                       row.grundyMs ? milliseconds(*row.grundyMs) : "-",
                       row.startOutcome == Outcome::Win ? "win" : "loss",
                       bits ? "-" : std::to_string(row.startRemoteness),
                       row.startGrundy ? std::to_string(*row.startGrundy) : "-", std::to_string(row.winningBites)});
    };
    for (const int size : benchSizes(options, kDefaultSizes)) {
        for (const Cell poison : kPoisons) {
            if (size <= kMaxTableSize)
                add(size, poison, false, measure(size, poison, options.repeat, contexts));
            add(size, poison, true, measureOutcomes(size, poison, options.repeat, contexts));
        }
    }
    return report.finish();
}

} // namespace

Benchmark chompBenchmark()
{
    return {"solves square chomp boards 8x8, 10x10, 12x12 and 14x14 (or the one --size N, 4 to 19) with a "
            "single poison cell at (0,0) and at (3,0), with a fresh solver per run, twice: with the full table "
            "('bytes', up to 15x15: the outcome and remoteness of every staircase, what the contest answer and the "
            "desktop program's marks wait for, then the Grundy pass, up to 3 million states, which nothing waits "
            "for) and with the outcome bits alone ('bits': what 'moves' waits for; 16x16 takes seconds, 18x18 "
            "minutes and 1.1 GB). Prints per board and pass the number of states, the time of the verdict (the "
            "first analysis of the start) and of the Grundy pass, the start's verdict, remoteness, Grundy value and "
            "number of winning bites, and at the end the peak memory (getrusage ru_maxrss). With --repeat N every "
            "time is the median of N runs.",
            optionsProblem, run};
}

} // namespace engine
