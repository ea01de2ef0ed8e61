#include "engine/games/volcano/VolcanoBenchmark.h"

#include "engine/bench/BenchTable.h"
#include "engine/bench/BenchTiming.h"
#include "engine/bench/MisereBenchLine.h"
#include "engine/games/volcano/PrimeCross.h"
#include "engine/games/volcano/VolcanoGame.h"
#include "engine/games/volcano/VolcanoTable.h"
#include "engine/games/volcano/VolcanoText.h"

#include <algorithm>
#include <array>
#include <vector>

namespace engine {

namespace {

constexpr std::array<int, 6> kDefaultSizes{10, 20, 30, 40, 50, 60};
constexpr int kMinSize = 1;
constexpr int kMaxSize = static_cast<int>(VolcanoTable::kMaxSide);
constexpr int kContestCases = 10;
constexpr int kContestSide = 20;
// Open boards whose misère start the part search decides within its default
// budget (an open n x n board has (n - 4) x (n - 4) monsters; 14x14 takes
// seconds without its remoteness, 15x15 is beyond the budget).
constexpr std::array<int, 3> kMisereSizes{10, 12, 13};

// One measured board size.
struct Row {
    std::size_t monsters = 0;
    std::size_t rectangles = 0; // sub-rectangles of the compressed monster grid
    double buildMs = 0;
    Nimber startGrundy = 0;
};

Row measure(int size, int repeat, const BenchContexts& contexts)
{
    const Board setup = withPrimeCrossMonsters(Board(size, size));
    const std::string label = std::to_string(size) + "x" + std::to_string(size);
    Row row;
    row.monsters = setup.countOf(CellKind::Monster);
    std::vector<double> times;
    for (int run = 0; run < repeat; ++run) {
        std::optional<VolcanoTable> table;
        times.push_back(timedMilliseconds([&] {
            table.emplace(setup); // allocation is part of the cost
            table->build(contexts(label));
        }));
        row.startGrundy = table->grundy({{0, 0}, {size - 1, size - 1}});
        const auto n = static_cast<std::size_t>(table->monsterRows());
        const auto m = static_cast<std::size_t>(table->monsterCols());
        row.rectangles = n * (n + 1) / 2 * (m * (m + 1) / 2);
    }
    row.buildMs = median(times);
    return row;
}

// The contest text of the publication's worst case: ten fully open 20 x 20 boards.
std::string contestWorstCase()
{
    std::string text = std::to_string(kContestCases) + "\n";
    for (int i = 0; i < kContestCases; ++i) {
        text += std::to_string(kContestSide) + " " + std::to_string(kContestSide) + "\n";
        for (int r = 0; r < kContestSide; ++r)
            text += std::string(static_cast<std::size_t>(kContestSide), '^') + "\n";
    }
    return text;
}

// The line of the contest's worst case, answered `repeat` times.
std::string contestLine(int repeat, const BenchContexts& contexts)
{
    const std::string text = contestWorstCase();
    const VolcanoText reader;
    std::vector<double> times;
    std::string answer;
    for (int run = 0; run < repeat; ++run) {
        times.push_back(timedMilliseconds([&] {
            TextReader input(text);
            answer = reader.contestAnswer(input, contexts("contest"));
        }));
    }
    const auto firstWins = std::count(answer.begin(), answer.end(), 'A');
    return "contest " + std::to_string(kContestCases) + " x " + std::to_string(kContestSide) + "x"
        + std::to_string(kContestSide) + " open: " + milliseconds(median(times)) + " ms ("
        + std::to_string(firstWins) + " Asuna, " + std::to_string(kContestCases - firstWins) + " Kirito)";
}

std::optional<std::string> optionsProblem(const BenchOptions& options)
{
    return sizeRangeProblem("volcano", kMinSize, kMaxSize, options);
}

std::string run(const BenchOptions& options, const BenchContexts& contexts)
{
    BenchTable report("volcano: fully open boards, Grundy table of all sub-rectangles", options.repeat,
                      {{"size", 7, true}, {"monsters", 10}, {"rectangles", 12}, {"build ms", 12}, {"start", 7},
                       {"grundy", 8}});
    for (const int size : benchSizes(options, kDefaultSizes)) {
        const Row row = measure(size, options.repeat, contexts);
        report.addRow({std::to_string(size) + "x" + std::to_string(size), std::to_string(row.monsters),
                       std::to_string(row.rectangles), milliseconds(row.buildMs),
                       row.startGrundy != 0 ? "win" : "loss", std::to_string(row.startGrundy)});
    }
    report.addLine(contestLine(options.repeat, contexts));
    if (!options.size)
        for (const int size : kMisereSizes) {
            const Board setup = withPrimeCrossMonsters(Board(size, size));
            report.addLine(misereBenchLine(rulesOf<VolcanoGame>(), setup,
                                           std::to_string(size) + "x" + std::to_string(size) + " open, "
                                               + std::to_string(setup.countOf(CellKind::Monster)) + " monsters",
                                           options.repeat, contexts));
        }
    return report.finish();
}

} // namespace

Benchmark volcanoBenchmark()
{
    return {"builds the Grundy table of every sub-rectangle of fully open square boards 10x10, 20x20, ..., 60x60 "
            "(or the one --size N, 1 to 60), monsters by the prime-cross rule, and answers the contest worst case "
            "(ten open 20x20 cases) through the contest reader. Prints per board the monsters, the rectangles of "
            "the table, the build time, the start's verdict and Grundy value, then the contest time; without --size "
            "also the misère analysis of the open 10x10, 12x12 and 13x13 starts (36, 64 and 81 monsters: verdict, "
            "every move's verdict and remoteness by the part search, fresh solver); at the end the peak memory "
            "(getrusage ru_maxrss). With --repeat N every time is the median of N runs.",
            optionsProblem, run};
}

} // namespace engine
