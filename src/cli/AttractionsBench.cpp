#include "cli/AttractionsBench.h"

#include "cli/BenchStatistics.h"

#include "cli/PeakMemory.h"
#include "cli/UsageError.h"
#include "engine/games/attractions/AttractionsGame.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <iomanip>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace cli {

namespace {

constexpr std::array<int, 6> kDefaultSizes{10, 15, 20, 25, 30, 40};

// One measured row of the report.
struct Row {
    int size = 0;
    double ms = 0;
    std::size_t winningMoves = 0;
    engine::Nimber grundy = 0;
};

engine::Board fullBoard(int size)
{
    engine::Board board(size, size);
    for (int r = 0; r < size; ++r)
        for (int c = 0; c < size; ++c)
            board.setCell({r, c}, engine::CellKind::Spot);
    return board;
}

Row measure(int size, int repeat, TerminalProgress& progress)
{
    const engine::AttractionsGame game;
    const engine::Board board = fullBoard(size);
    const std::string label = std::to_string(size) + "x" + std::to_string(size);
    Row row;
    row.size = size;
    std::vector<double> times;
    for (int run = 0; run < repeat; ++run) {
        const auto start = std::chrono::steady_clock::now();
        const auto solver = game.createSolver(board);
        const auto analysis = solver->analyse(board, progress.context(label));
        if (!analysis)
            throw std::runtime_error("the benchmark was stopped");
        times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        row.winningMoves = analysis->winningMoves().size();
        row.grundy = analysis->grundy.value_or(0);
    }
    row.ms = median(times);
    return row;
}

} // namespace

std::string_view attractionsBenchDescription()
{
    return "solves the start of square boards with a spot on every cell, 10x10, 15x15, 20x20, 25x25, 30x30 "
           "and 40x40 (or the one --size N, 1 to 60), each with a fresh solver as a contest case does: the region "
           "tables of both colour classes, then the verdict on every first move. Prints per board the time, the "
           "number of winning first moves and the start's Grundy value, and at the end the peak memory (getrusage "
           "ru_maxrss). With --repeat N every time is the median of N runs.";
}

std::string runAttractionsBench(const BenchOptions& options, TerminalProgress& progress)
{
    std::vector<int> sizes(kDefaultSizes.begin(), kDefaultSizes.end());
    if (options.size) {
        if (*options.size > engine::AttractionsGame::kMaxSide)
            throw UsageError("the attractions benchmark takes a --size between 1 and "
                             + std::to_string(engine::AttractionsGame::kMaxSide) + ", not "
                             + std::to_string(*options.size));
        sizes = {*options.size};
    }

    std::ostringstream report;
    report << "attractions: start of all-spot boards, fresh solver per run; times in ms, median of "
           << options.repeat << (options.repeat == 1 ? " run\n" : " runs\n");
    report << std::left << std::setw(7) << "size" << std::right << std::setw(8) << "spots" << std::setw(12)
           << "time ms" << std::setw(9) << "winning" << std::setw(8) << "grundy" << '\n';
    for (const int size : sizes) {
        const Row row = measure(size, options.repeat, progress);
        const std::string sizeText = std::to_string(size) + "x" + std::to_string(size);
        report << std::left << std::setw(7) << sizeText << std::right << std::setw(8) << size * size
               << std::setw(12) << milliseconds(row.ms) << std::setw(9) << row.winningMoves << std::setw(8)
               << row.grundy << '\n';
    }
    const std::int64_t peak = peakMemoryKiB();
    report << "peak memory: " << (peak < 0 ? std::string("unknown") : std::to_string(peak) + " KiB") << '\n';
    return report.str();
}

} // namespace cli
