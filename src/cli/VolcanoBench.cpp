#include "cli/VolcanoBench.h"

#include "cli/BenchStatistics.h"

#include "cli/PeakMemory.h"
#include "cli/UsageError.h"
#include "engine/games/volcano/PrimeCross.h"
#include "engine/games/volcano/VolcanoTable.h"
#include "engine/games/volcano/VolcanoText.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <iomanip>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace cli {

namespace {

constexpr std::array<int, 6> kDefaultSizes{10, 20, 30, 40, 50, 60};
constexpr int kMinSize = 1;
constexpr int kMaxSize = static_cast<int>(engine::VolcanoTable::kMaxSide);
constexpr int kContestCases = 10;
constexpr int kContestSide = 20;

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// One measured board size.
struct Row {
    int size = 0;
    std::size_t monsters = 0;
    std::size_t rectangles = 0; // sub-rectangles of the compressed monster grid
    double buildMs = 0;
    engine::Nimber startGrundy = 0;
};

Row measure(int size, int repeat, TerminalProgress& progress)
{
    const engine::Board setup = engine::withPrimeCrossMonsters(engine::Board(size, size));
    const std::string label = std::to_string(size) + "x" + std::to_string(size);
    Row row;
    row.size = size;
    row.monsters = setup.countOf(engine::CellKind::Monster);
    std::vector<double> times;
    for (int run = 0; run < repeat; ++run) {
        const Clock::time_point start = Clock::now();
        engine::VolcanoTable table(setup); // allocation is part of the cost
        if (!table.build(progress.context(label)))
            throw std::runtime_error("the benchmark was stopped");
        times.push_back(millisecondsSince(start));
        row.startGrundy = table.grundy({{0, 0}, {size - 1, size - 1}});
        const auto n = static_cast<std::size_t>(table.monsterRows());
        const auto m = static_cast<std::size_t>(table.monsterCols());
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

} // namespace

std::string_view volcanoBenchDescription()
{
    return "builds the Grundy table of every sub-rectangle of fully open square boards 10x10, 20x20, ..., 60x60 "
           "(or the one --size N, 1 to 60), monsters by the prime-cross rule, and answers the contest worst case "
           "(ten open 20x20 cases) through the contest reader. Prints per board the monsters, the rectangles of "
           "the table, the build time, the start's verdict and Grundy value, then the contest time and the peak "
           "memory (getrusage ru_maxrss). With --repeat N every time is the median of N runs.";
}

std::string runVolcanoBench(const BenchOptions& options, TerminalProgress& progress)
{
    std::vector<int> sizes(kDefaultSizes.begin(), kDefaultSizes.end());
    if (options.size) {
        if (*options.size < kMinSize || *options.size > kMaxSize)
            throw UsageError("the volcano benchmark takes a --size between " + std::to_string(kMinSize) + " and "
                             + std::to_string(kMaxSize) + ", not " + std::to_string(*options.size));
        sizes = {*options.size};
    }

    std::ostringstream report;
    report << "volcano: fully open boards, Grundy table of all sub-rectangles; times in ms, median of "
           << options.repeat << (options.repeat == 1 ? " run\n" : " runs\n");
    report << std::left << std::setw(7) << "size" << std::right << std::setw(10) << "monsters" << std::setw(12)
           << "rectangles" << std::setw(12) << "build ms" << std::setw(7) << "start" << std::setw(8) << "grundy"
           << '\n';
    for (const int size : sizes) {
        const Row row = measure(size, options.repeat, progress);
        report << std::left << std::setw(7) << (std::to_string(size) + "x" + std::to_string(size)) << std::right
               << std::setw(10) << row.monsters << std::setw(12) << row.rectangles << std::setw(12)
               << milliseconds(row.buildMs) << std::setw(7) << (row.startGrundy != 0 ? "win" : "loss")
               << std::setw(8) << row.startGrundy << '\n';
    }

    const std::string text = contestWorstCase();
    const engine::VolcanoText reader;
    std::vector<double> times;
    std::string answer;
    for (int run = 0; run < options.repeat; ++run) {
        const Clock::time_point start = Clock::now();
        engine::TextReader input(text);
        const auto result = reader.contestAnswer(input, progress.context("contest"));
        if (!result)
            throw std::runtime_error("the benchmark was stopped");
        times.push_back(millisecondsSince(start));
        answer = *result;
    }
    const auto firstWins = std::count(answer.begin(), answer.end(), 'A');
    report << "contest " << kContestCases << " x " << kContestSide << "x" << kContestSide << " open: "
           << milliseconds(median(times)) << " ms (" << firstWins << " Asuna, " << kContestCases - firstWins
           << " Kirito)\n";
    const std::int64_t peak = peakMemoryKiB();
    report << "peak memory: " << (peak < 0 ? std::string("unknown") : std::to_string(peak) + " KiB") << '\n';
    return report.str();
}

} // namespace cli
