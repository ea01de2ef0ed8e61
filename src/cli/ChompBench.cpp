#include "cli/ChompBench.h"

#include "cli/BenchStatistics.h"

#include "cli/PeakMemory.h"
#include "cli/UsageError.h"
#include "engine/games/chomp/ChompTable.h"
#include "engine/games/chomp/Staircase.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <iomanip>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace cli {

namespace {

constexpr std::array<int, 4> kDefaultSizes{8, 10, 12, 14};
constexpr std::array<engine::Cell, 2> kPoisons{engine::Cell{0, 0}, engine::Cell{3, 0}};
constexpr int kMinSize = 4;  // the poison (3, 0) must be on the board
constexpr int kMaxSize = 15; // the largest square table ChompTable holds

// One measured row of the report.
struct Row {
    int size = 0;
    engine::Cell poison;
    std::uint64_t states = 0;
    double remotenessMs = 0;
    std::optional<double> grundyMs;
    engine::Outcome startOutcome = engine::Outcome::Loss;
    int startRemoteness = 0;
    std::optional<engine::Nimber> startGrundy;
};

// Builds `table` and returns the time it took in milliseconds.
double timedBuild(engine::ChompTable& table, const engine::SolveContext& context, bool grundy)
{
    const auto start = std::chrono::steady_clock::now();
    if (!table.build(context, grundy))
        throw std::runtime_error("the benchmark was stopped");
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

std::string cellText(engine::Cell cell)
{
    return "(" + std::to_string(cell.row) + "," + std::to_string(cell.col) + ")";
}

Row measure(int size, engine::Cell poison, int repeat, TerminalProgress& progress)
{
    engine::Board board(size, size);
    board.setCell(poison, engine::CellKind::Poison);
    const engine::Heights floor = engine::poisonFloor(board);
    const engine::Heights start(static_cast<std::size_t>(size), size);
    const std::string label = std::to_string(size) + "x" + std::to_string(size) + " poison " + cellText(poison);

    Row row;
    row.size = size;
    row.poison = poison;
    std::vector<double> remotenessTimes;
    std::vector<double> grundyTimes;
    for (int run = 0; run < repeat; ++run) {
        // A fresh table per pass: build() does nothing on a built table.
        double remotenessMs = 0;
        {
            engine::ChompTable table(size, size, floor);
            remotenessMs = timedBuild(table, progress.context(label + ", remoteness"), false);
            const std::uint64_t rank = table.rankOf(start);
            row.states = table.stateCount();
            row.startOutcome = table.outcome(rank);
            row.startRemoteness = table.remoteness(rank);
        }
        remotenessTimes.push_back(remotenessMs);
        if (row.states <= engine::ChompTable::kMaxGrundyStates) {
            engine::ChompTable table(size, size, floor);
            const double bothMs = timedBuild(table, progress.context(label + ", remoteness and Grundy"), true);
            grundyTimes.push_back(std::max(0.0, bothMs - remotenessMs));
            row.startGrundy = table.grundy(table.rankOf(start));
        }
    }
    row.remotenessMs = median(remotenessTimes);
    if (!grundyTimes.empty())
        row.grundyMs = median(grundyTimes);
    return row;
}

} // namespace

std::string_view chompBenchDescription()
{
    return "builds the full table of square chomp boards 8x8, 10x10, 12x12 and 14x14 (or the one --size N, 4 to "
           "15) with a single poison cell at (0,0) and at (3,0). Prints per board the number of states, the time "
           "of the remoteness pass, the time of the Grundy pass (built up to 3 million states; measured as a "
           "fresh build with Grundy values minus one without), the start's verdict, remoteness and Grundy value, "
           "and at the end the peak memory (getrusage ru_maxrss). With --repeat N every time is the median of N "
           "runs.";
}

std::string runChompBench(const BenchOptions& options, TerminalProgress& progress)
{
    std::vector<int> sizes(kDefaultSizes.begin(), kDefaultSizes.end());
    if (options.size) {
        if (*options.size < kMinSize || *options.size > kMaxSize)
            throw UsageError("the chomp benchmark takes a --size between " + std::to_string(kMinSize) + " and "
                             + std::to_string(kMaxSize) + ", not " + std::to_string(*options.size));
        sizes = {*options.size};
    }

    std::ostringstream report;
    report << "chomp: full tables, one poison cell; times in ms, median of " << options.repeat
           << (options.repeat == 1 ? " run\n" : " runs\n");
    report << std::left << std::setw(7) << "size" << std::setw(8) << "poison" << std::right << std::setw(12)
           << "states" << std::setw(15) << "remoteness ms" << std::setw(12) << "grundy ms" << std::setw(7)
           << "start" << std::setw(12) << "remoteness" << std::setw(8) << "grundy" << '\n';
    for (const int size : sizes) {
        for (const engine::Cell poison : kPoisons) {
            const Row row = measure(size, poison, options.repeat, progress);
            const std::string sizeText = std::to_string(size) + "x" + std::to_string(size);
            report << std::left << std::setw(7) << sizeText << std::setw(8) << cellText(row.poison) << std::right
                   << std::setw(12) << row.states << std::setw(15) << milliseconds(row.remotenessMs)
                   << std::setw(12) << (row.grundyMs ? milliseconds(*row.grundyMs) : "-") << std::setw(7)
                   << (row.startOutcome == engine::Outcome::Win ? "win" : "loss") << std::setw(12)
                   << row.startRemoteness << std::setw(8)
                   << (row.startGrundy ? std::to_string(*row.startGrundy) : "-") << '\n';
        }
    }
    const std::int64_t peak = peakMemoryKiB();
    report << "peak memory: " << (peak < 0 ? std::string("unknown") : std::to_string(peak) + " KiB") << '\n';
    return report.str();
}

} // namespace cli
