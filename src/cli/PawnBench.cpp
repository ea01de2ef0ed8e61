#include "cli/PawnBench.h"

#include "cli/BenchStatistics.h"

#include "cli/PeakMemory.h"
#include "cli/UsageError.h"
#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnMap.h"
#include "engine/games/pawn/PawnText.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <iomanip>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>

namespace cli {

namespace {

constexpr int kDefaultSize = 100'000;
constexpr engine::Coord kMax = engine::PawnGame::kMaxCoord;

using Cells = std::vector<engine::Cell>;
// Fills a test's impassable cells and starts; `n` and `q` are what it may use.
using Layout = std::function<void(std::mt19937_64& rng, int n, int q, Cells& impassable, Cells& starts)>;

struct Case {
    std::string_view name;
    int tests;
    Layout layout;
};

engine::Coord uniform(std::mt19937_64& rng, engine::Coord low, engine::Coord high)
{
    return std::uniform_int_distribution<engine::Coord>(low, high)(rng);
}

// Adds cells from `make` until `count` distinct ones are there.
void addDistinct(Cells& cells, int count, const std::function<engine::Cell()>& make)
{
    std::set<engine::Cell> seen(cells.begin(), cells.end());
    while (static_cast<int>(cells.size()) < count)
        if (const engine::Cell cell = make(); seen.insert(cell).second)
            cells.push_back(cell);
}

void addStarts(std::mt19937_64& rng, int q, const Cells& impassable, Cells& starts,
               const std::function<engine::Cell()>& make)
{
    const std::set<engine::Cell> blocked(impassable.begin(), impassable.end());
    while (static_cast<int>(starts.size()) < q)
        if (const engine::Cell cell = make(); !blocked.count(cell))
            starts.push_back(cell);
    (void)rng;
}

std::vector<Case> cases()
{
    const auto anywhere = [](std::mt19937_64& rng) {
        return [&rng] { return engine::Cell{uniform(rng, 0, kMax), uniform(rng, 0, kMax)}; };
    };
    return {
        {"uniform", 1,
         [anywhere](std::mt19937_64& rng, int n, int q, Cells& impassable, Cells& starts) {
             addDistinct(impassable, n, anywhere(rng));
             addStarts(rng, q, impassable, starts, anywhere(rng));
         }},
        {"diagonal", 1,
         [](std::mt19937_64& rng, int n, int q, Cells& impassable, Cells& starts) {
             // Packed around X = Y near the origin, where every cell bends the losing diagonal.
             const auto near = [&rng, n] {
                 const engine::Coord y = uniform(rng, 0, n);
                 return engine::Cell{y, std::max<engine::Coord>(0, y + uniform(rng, -3, 3))};
             };
             addDistinct(impassable, n, near);
             addStarts(rng, q, impassable, starts, near);
         }},
        {"few-rows", 1,
         [anywhere](std::mt19937_64& rng, int n, int q, Cells& impassable, Cells& starts) {
             // Ten rows of n / 10 cells each: every row splits the winning columns everywhere.
             std::vector<engine::Coord> rows;
             for (int i = 0; i < 10; ++i)
                 rows.push_back(uniform(rng, 0, kMax));
             addDistinct(impassable, n, [&] { return engine::Cell{rows[rng() % rows.size()], uniform(rng, 0, kMax)}; });
             addStarts(rng, q, impassable, starts, anywhere(rng));
         }},
        {"one-column", 1,
         [](std::mt19937_64& rng, int n, int q, Cells& impassable, Cells& starts) {
             addDistinct(impassable, n, [&] { return engine::Cell{uniform(rng, 0, kMax), 12345}; });
             addStarts(rng, q, impassable, starts, [&] { return engine::Cell{uniform(rng, 0, kMax), uniform(rng, 0, 30000)}; });
         }},
        {"10000-tests", 10'000,
         [anywhere](std::mt19937_64& rng, int n, int q, Cells& impassable, Cells& starts) {
             addDistinct(impassable, n, anywhere(rng));
             addStarts(rng, q, impassable, starts, anywhere(rng));
         }},
    };
}

struct Input {
    std::string text;
    Cells firstTestImpassable; // for the map build (the whole text's first test)
};

Input generate(const Case& c, int size)
{
    std::mt19937_64 rng(20260301);
    Input input;
    std::ostringstream text;
    const int tests = std::min(c.tests, size);
    text << tests << '\n';
    for (int t = 0; t < tests; ++t) {
        const int n = size / tests + (t < size % tests ? 1 : 0);
        Cells impassable;
        Cells starts;
        c.layout(rng, n, n, impassable, starts);
        text << impassable.size() << '\n';
        for (const engine::Cell cell : impassable)
            text << cell.col << ' ' << cell.row << '\n';
        text << starts.size() << '\n';
        for (const engine::Cell cell : starts)
            text << cell.col << ' ' << cell.row << '\n';
        if (t == 0)
            input.firstTestImpassable = impassable;
    }
    input.text = text.str();
    return input;
}

} // namespace

std::string_view pawnBenchDescription()
{
    return "answers generated contest texts with N = Q = 100000 (or --size N, 1 to 100000) in five layouts: "
           "uniform cells, cells packed around the diagonal, cells in ten rows, cells in one column, and 10000 "
           "tests of N / 10000 cells. Prints per layout the input size, the time of the whole answer (reading "
           "included, as 'grundygrid-cli pawn' does), the time to build the win/loss map of the first test (both "
           "sweeps, as the GUI's solver), the number of losing segments, and at the end the peak memory. With "
           "--repeat N every time is the median of N runs.";
}

std::string runPawnBench(const BenchOptions& options, TerminalProgress& progress)
{
    const int size = options.size.value_or(kDefaultSize);
    if (size > engine::PawnText::kMaxTotalImpassable)
        throw UsageError("the pawn benchmark takes a --size between 1 and "
                         + std::to_string(engine::PawnText::kMaxTotalImpassable) + ", not " + std::to_string(size));
    const engine::PawnText text;
    std::ostringstream report;
    report << "pawn: contest texts with N = Q = " << size << "; times in ms, median of " << options.repeat
           << (options.repeat == 1 ? " run\n" : " runs\n");
    report << std::left << std::setw(13) << "layout" << std::right << std::setw(7) << "tests" << std::setw(9)
           << "input MB" << std::setw(11) << "answer ms" << std::setw(9) << "map ms" << std::setw(10) << "segments"
           << std::setw(8) << "Alice" << '\n';
    for (const Case& c : cases()) {
        const Input input = generate(c, size);
        std::vector<double> answerTimes;
        std::vector<double> mapTimes;
        std::string answer;
        std::size_t segments = 0;
        for (int run = 0; run < options.repeat; ++run) {
            answerTimes.push_back(timedMilliseconds([&] {
                engine::TextReader reader(input.text);
                const auto result = text.contestAnswer(reader, progress.context(std::string(c.name)));
                if (!result)
                    throw std::runtime_error("the benchmark was stopped");
                answer = *result;
            }));
            mapTimes.push_back(timedMilliseconds([&] {
                const auto map = engine::PawnMap::build(engine::PawnObstacles(input.firstTestImpassable),
                                                        engine::PawnGame::kSide, engine::PawnGame::kSide,
                                                        progress.context(std::string(c.name) + " map"));
                if (!map)
                    throw std::runtime_error("the benchmark was stopped");
                segments = map->segmentCount();
            }));
        }
        const auto alice = std::count(answer.begin(), answer.end(), 'A');
        report << std::left << std::setw(13) << c.name << std::right << std::setw(7) << std::min(c.tests, size)
               << std::setw(9) << fixed(static_cast<double>(input.text.size()) / (1 << 20), 2) << std::setw(11)
               << fixed(median(answerTimes), 1) << std::setw(9) << fixed(median(mapTimes), 1) << std::setw(10)
               << segments << std::setw(8) << alice << '\n';
    }
    const std::int64_t peak = peakMemoryKiB();
    report << "peak memory: " << (peak < 0 ? std::string("unknown") : std::to_string(peak) + " KiB") << '\n';
    return report.str();
}

} // namespace cli
