#include "engine/games/chomp/ChompBenchmark.h"

#include "engine/bench/BenchTable.h"
#include "engine/bench/BenchTiming.h"
#include "engine/games/chomp/ChompTable.h"
#include "engine/games/chomp/Staircase.h"

#include <algorithm>
#include <array>
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
    double remotenessMs = 0;
    std::optional<double> grundyMs;
    Outcome startOutcome = Outcome::Loss;
    int startRemoteness = 0;
    std::optional<Nimber> startGrundy;
};

// Builds `table` and returns the time it took in milliseconds.
double timedBuild(ChompTable& table, const SolveContext& context, bool grundy)
{
    return timedMilliseconds([&] {
        if (!table.build(context, grundy))
            throw Stopped();
    });
}

// A poison cell as the report shows it: "(3,0)".
std::string compactCellText(Cell cell)
{
    return "(" + std::to_string(cell.row) + "," + std::to_string(cell.col) + ")";
}

Row measure(int size, Cell poison, int repeat, const BenchContexts& contexts)
{
    Board board(size, size);
    board.setCell(poison, CellKind::Poison);
    const Heights floor = poisonFloor(board);
    const Heights start(static_cast<std::size_t>(size), size);
    const std::string label = std::to_string(size) + "x" + std::to_string(size) + " poison " + compactCellText(poison);

    Row row;
    std::vector<double> remotenessTimes;
    std::vector<double> grundyTimes;
    for (int run = 0; run < repeat; ++run) {
        // A fresh table per pass: build() does nothing on a built table.
        double remotenessMs = 0;
        {
            ChompTable table(size, size, floor);
            remotenessMs = timedBuild(table, contexts(label + ", remoteness"), false);
            const std::uint64_t rank = table.rankOf(start);
            row.states = table.stateCount();
            row.startOutcome = table.outcome(rank);
            row.startRemoteness = table.remoteness(rank);
        }
        remotenessTimes.push_back(remotenessMs);
        if (row.states <= ChompTable::kMaxGrundyStates) {
            ChompTable table(size, size, floor);
            const double bothMs = timedBuild(table, contexts(label + ", remoteness and Grundy"), true);
            grundyTimes.push_back(std::max(0.0, bothMs - remotenessMs));
            row.startGrundy = table.grundy(table.rankOf(start));
        }
    }
    row.remotenessMs = median(remotenessTimes);
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
                      {{"size", 7, true}, {"poison", 8, true}, {"states", 12}, {"remoteness ms", 15},
                       {"grundy ms", 12}, {"start", 7}, {"remoteness", 12}, {"grundy", 8}});
    for (const int size : benchSizes(options, kDefaultSizes)) {
        for (const Cell poison : kPoisons) {
            const Row row = measure(size, poison, options.repeat, contexts);
            report.addRow({std::to_string(size) + "x" + std::to_string(size), compactCellText(poison),
                           std::to_string(row.states), milliseconds(row.remotenessMs),
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
    return {"builds the full table of square chomp boards 8x8, 10x10, 12x12 and 14x14 (or the one --size N, 4 to "
            "15) with a single poison cell at (0,0) and at (3,0). Prints per board the number of states, the time "
            "of the remoteness pass, the time of the Grundy pass (built up to 3 million states; measured as a "
            "fresh build with Grundy values minus one without), the start's verdict, remoteness and Grundy value, "
            "and at the end the peak memory (getrusage ru_maxrss). With --repeat N every time is the median of N "
            "runs.",
            optionsProblem, run};
}

} // namespace engine
