#include "engine/games/rectangles/RectanglesBenchmark.h"

#include "engine/bench/BenchTable.h"
#include "engine/bench/BenchTiming.h"
#include "engine/bench/PeakMemory.h"
#include "engine/games/rectangles/RectanglesGame.h"
#include "engine/games/rectangles/RectanglesMisereRows.h"
#include "engine/games/rectangles/RectanglesSolver.h"

#include <array>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <mutex>
#include <sstream>
#include <thread>
#include <vector>

namespace engine {

namespace {

struct Size {
    int rows = 0;
    int cols = 0;
};

constexpr std::array<Size, 4> kDefaultSizes{Size{4, 4}, Size{4, 5}, Size{5, 5}, Size{5, 6}};
constexpr int kMaxBenchSide = 6;
constexpr int kSixBySixBudgetMinutes = 30; // the time docs/limits-and-speed.md promises

// The solver's threads: the environment variable GRUNDYGRID_RECTANGLES_WORKERS
// (1 or 2, e.g. 1 to count instructions under callgrind), else its default.
// workersProblem tells why the variable holds something else.
std::optional<int> workersFromEnvironment()
{
    const char* text = std::getenv("GRUNDYGRID_RECTANGLES_WORKERS");
    if (text == nullptr || *text == '\0')
        return std::nullopt;
    return std::string_view(text) == "1" ? 1 : 2;
}

std::optional<std::string> workersProblem()
{
    const char* text = std::getenv("GRUNDYGRID_RECTANGLES_WORKERS");
    if (text == nullptr || *text == '\0' || std::string_view(text) == "1" || std::string_view(text) == "2")
        return std::nullopt;
    return "GRUNDYGRID_RECTANGLES_WORKERS must be 1 or 2, not '" + std::string(text) + "'";
}

// One measured row of the report.
struct Row {
    Size size;
    bool finished = true;
    std::size_t states = 0;
    double ms = 0;
    double movesMs = 0; // values, then the analysis `moves` prints (remoteness too up to 16 cells)
    std::optional<Nimber> grundy;
    std::size_t memoMiB = 0;
    double progress = 0;
};

// A line on stderr for the long 6 x 6 run, for a log that outlives it (the
// terminal's progress line does not): fraction, classes valued, memory.
constexpr auto kStatusInterval = std::chrono::seconds(10);

void printStatus(const std::string& label, double fraction, std::chrono::steady_clock::time_point start,
                 const RectanglesSolver::SearchStats& stats)
{
    const auto seconds =
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - start).count();
    std::ostringstream line;
    line << '\r' << label << " after " << seconds << " s: " << std::fixed << std::setprecision(1)
         << fraction * 100.0 << "% of the estimated classes, " << stats.states << " classes, "
         << (stats.memoryBytes >> 20) << " MiB tables, peak memory " << (peakMemoryKiB() >> 10) << " MiB\n";
    std::cerr << line.str() << std::flush;
}

Board fullBoard(Size size)
{
    Board board(size.rows, size.cols);
    for (int r = 0; r < size.rows; ++r)
        for (int c = 0; c < size.cols; ++c)
            board.setCell({r, c}, CellKind::Filled);
    return board;
}

// Stops a computation when its time budget is over, unless cancelled first.
class Watchdog {
public:
    Watchdog(std::stop_source stop, std::chrono::minutes budget)
        : m_thread([this, stop, budget]() mutable {
              std::unique_lock lock(m_mutex);
              if (!m_done.wait_for(lock, budget, [this] { return m_finished; }))
                  stop.request_stop();
          })
    {
    }
    ~Watchdog()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_finished = true;
        }
        m_done.notify_all();
        m_thread.join();
    }
    Watchdog(const Watchdog&) = delete;
    Watchdog& operator=(const Watchdog&) = delete;

private:
    std::mutex m_mutex;
    std::condition_variable m_done;
    bool m_finished = false;
    std::thread m_thread; // last: starts after the members it uses
};

Row measure(Size size, int repeat, std::optional<int> workers, const BenchContexts& contexts)
{
    const Board board = fullBoard(size);
    const std::string label = std::to_string(size.rows) + "x" + std::to_string(size.cols);
    const bool open = size.rows == kMaxBenchSide && size.cols == kMaxBenchSide;
    Row row;
    row.size = size;
    std::vector<double> times;
    std::vector<double> movesTimes;
    for (int run = 0; run < repeat; ++run) {
        RectanglesSolver solver(board);
        if (workers)
            solver.setWorkers(*workers);
        std::stop_source stop;
        SolveContext context = contexts(label);
        context.stopToken = stop.get_token();
        const auto report = context.onProgress;
        const auto start = std::chrono::steady_clock::now();
        auto nextStatus = start + kStatusInterval;
        context.onProgress = [&, report](double fraction) {
            row.progress = fraction;
            if (report)
                report(fraction);
            if (open && std::chrono::steady_clock::now() >= nextStatus) {
                nextStatus += kStatusInterval;
                printStatus(label, fraction, start, solver.statsFromProgressCallback());
            }
        };
        {
            std::optional<Watchdog> watchdog;
            if (open)
                watchdog.emplace(stop, std::chrono::minutes(kSixBySixBudgetMinutes));
            try {
                solver.prepare(context);
            } catch (const Stopped&) {
                row.finished = false; // the watchdog's budget ran out
            }
        }
        times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        row.states = solver.stateCount();
        row.memoMiB = solver.memoryBytes() >> 20;
        if (!row.finished)
            break;
        Analysis analysis;
        const double analyseMs = timedMilliseconds([&] { analysis = solver.analyse(board, {}); });
        movesTimes.push_back(times.back() + analyseMs);
        row.grundy = analysis.grundy;
    }
    row.ms = median(times);
    row.movesMs = movesTimes.empty() ? 0.0 : median(movesTimes);
    return row;
}

std::optional<std::string> optionsProblem(const BenchOptions& options)
{
    if (options.size) {
        const int rows = *options.size / 10;
        const int cols = *options.size % 10;
        if (rows < 1 || rows > kMaxBenchSide || cols < 1 || cols > kMaxBenchSide)
            return "the rectangles benchmark takes a --size of two digits RC, rows and columns from 1 to 6 (e.g. 56 "
                   "for 5x6), not "
                + std::to_string(*options.size);
    }
    return workersProblem();
}

std::string run(const BenchOptions& options, const BenchContexts& contexts)
{
    std::vector<Size> sizes(kDefaultSizes.begin(), kDefaultSizes.end());
    if (options.size)
        sizes = {Size{*options.size / 10, *options.size % 10}};
    const std::optional<int> workers = workersFromEnvironment();

    BenchTable report("rectangles: full boards of ones", options.repeat,
                      {{"size", 6, true}, {"states", 12}, {"time ms", 12}, {"grundy", 8}, {"memo MiB", 10}, {"moves ms", 12}});
    for (const Size size : sizes) {
        const Row row = measure(size, options.repeat, workers, contexts);
        report.addRow({std::to_string(size.rows) + "x" + std::to_string(size.cols), std::to_string(row.states),
                       milliseconds(row.ms), row.grundy ? std::to_string(*row.grundy) : "-",
                       std::to_string(row.memoMiB), row.finished ? milliseconds(row.movesMs) : "-"});
        if (!row.finished) {
            std::ostringstream line;
            line << "stopped after " << kSixBySixBudgetMinutes << " minutes at about "
                 << static_cast<int>(row.progress * 1000) / 10.0 << "% of the estimated classes";
            report.addLine(line.str());
        }
    }
    rectangles::addMisereLines(report, options, contexts);
    return report.finish();
}

} // namespace

Benchmark rectanglesBenchmark()
{
    return {"values the full boards of ones 4x4, 4x5, 5x5 and 5x6 (or the one --size RC, rows R and columns C "
            "from 1 to 6, e.g. --size 56) with a fresh solver per run. Prints per board the number of component "
            "classes valued, the time (median of --repeat N runs), the Grundy value, the memo size and the time "
            "of what `moves` computes (the values, then the analysis of the board: every move's verdict, and the "
            "exact remoteness up to 16 ones), then the "
            "peak memory (getrusage ru_maxrss). --size 66 is the full 6x6 board (about 20 minutes): it stops "
            "after 30 minutes and reports how far it got (while it runs, a line on stderr every 10 s gives the share of the "
            "estimated component classes valued, the classes and the memory). The solver searches with 2 threads "
            "on a machine with 2 cores or more; GRUNDYGRID_RECTANGLES_WORKERS=1 makes it use one. Below the table, the misère lines: the full boards 3x4, 4x4, "
            "3x6 and 4x5 (or the --size board) under the misère rule with a fresh misère solver (the part search over "
            "components): verdict, remoteness, part sets searched, the time of the analysis, of the outcomes alone, "
            "and of the outcomes without the genus shortcut.",
            optionsProblem, run};
}

} // namespace engine
