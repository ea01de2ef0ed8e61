#include "engine/games/pawn/PawnBenchmark.h"

#include "engine/bench/BenchTable.h"
#include "engine/bench/BenchTiming.h"
#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnMap.h"
#include "engine/games/pawn/PawnSweep.h"
#include "engine/games/pawn/PawnText.h"

#include <algorithm>
#include <functional>
#include <random>
#include <set>
#include <sstream>

namespace engine {

namespace {

constexpr int kDefaultSize = 100'000;
constexpr Coord kMax = PawnGame::kMaxCoord;

using Cells = std::vector<Cell>;
// Fills a test's impassable cells and starts; `n` and `q` are what it may use.
using Layout = std::function<void(std::mt19937_64& rng, int n, int q, Cells& impassable, Cells& starts)>;

struct Case {
    std::string_view name;
    int tests;
    Layout layout;
};

Coord uniform(std::mt19937_64& rng, Coord low, Coord high)
{
    return std::uniform_int_distribution<Coord>(low, high)(rng);
}

// Adds cells from `make` until `count` distinct ones are there.
void addDistinct(Cells& cells, int count, const std::function<Cell()>& make)
{
    std::set<Cell> seen(cells.begin(), cells.end());
    while (static_cast<int>(cells.size()) < count)
        if (const Cell cell = make(); seen.insert(cell).second)
            cells.push_back(cell);
}

void addStarts(std::mt19937_64& rng, int q, const Cells& impassable, Cells& starts,
               const std::function<Cell()>& make)
{
    const std::set<Cell> blocked(impassable.begin(), impassable.end());
    while (static_cast<int>(starts.size()) < q)
        if (const Cell cell = make(); !blocked.count(cell))
            starts.push_back(cell);
    (void)rng;
}

std::vector<Case> cases()
{
    const auto anywhere = [](std::mt19937_64& rng) {
        return [&rng] { return Cell{uniform(rng, 0, kMax), uniform(rng, 0, kMax)}; };
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
                 const Coord y = uniform(rng, 0, n);
                 return Cell{y, std::max<Coord>(0, y + uniform(rng, -3, 3))};
             };
             addDistinct(impassable, n, near);
             addStarts(rng, q, impassable, starts, near);
         }},
        {"few-rows", 1,
         [anywhere](std::mt19937_64& rng, int n, int q, Cells& impassable, Cells& starts) {
             // Ten rows of n / 10 cells each: every row splits the winning columns everywhere.
             std::vector<Coord> rows;
             for (int i = 0; i < 10; ++i)
                 rows.push_back(uniform(rng, 0, kMax));
             addDistinct(impassable, n, [&] { return Cell{rows[rng() % rows.size()], uniform(rng, 0, kMax)}; });
             addStarts(rng, q, impassable, starts, anywhere(rng));
         }},
        {"one-column", 1,
         [](std::mt19937_64& rng, int n, int q, Cells& impassable, Cells& starts) {
             addDistinct(impassable, n, [&] { return Cell{uniform(rng, 0, kMax), 12345}; });
             addStarts(rng, q, impassable, starts, [&] { return Cell{uniform(rng, 0, kMax), uniform(rng, 0, 30000)}; });
         }},
        {"10000-tests", 10'000,
         [anywhere](std::mt19937_64& rng, int n, int q, Cells& impassable, Cells& starts) {
             addDistinct(impassable, n, anywhere(rng));
             addStarts(rng, q, impassable, starts, anywhere(rng));
         }},
    };
}

struct Test {
    Cells impassable;
    Cells starts;
};

struct Input {
    std::string text;
    std::vector<Test> tests; // the text's tests as cells, for the misère answers
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
        for (const Cell cell : impassable)
            text << cell.col << ' ' << cell.row << '\n';
        text << starts.size() << '\n';
        for (const Cell cell : starts)
            text << cell.col << ' ' << cell.row << '\n';
        input.tests.push_back({std::move(impassable), std::move(starts)});
    }
    input.text = text.str();
    return input;
}

std::optional<std::string> optionsProblem(const BenchOptions& options)
{
    return sizeRangeProblem("pawn", 1, static_cast<int>(PawnText::kMaxTotalImpassable), options);
}

// The number of starts of `input` that the first player wins under `rule`,
// each test by one row sweep and its starts looked up in order, as PawnText
// answers a contest text (the text already read).
std::int64_t answerFromCells(const Input& input, PlayRule rule, const SolveContext& context)
{
    std::int64_t wins = 0;
    for (const Test& test : input.tests) {
        Cells impassable = test.impassable;
        std::sort(impassable.begin(), impassable.end());
        Cells starts = test.starts;
        std::sort(starts.begin(), starts.end());
        const LosingDiagonals losing(sweepLosingCells(impassable, PawnGame::kSide, context, 0.0, 1.0, rule));
        const std::vector<bool> loses = losing.containsSorted(starts);
        wins += std::count(loses.begin(), loses.end(), false);
    }
    return wins;
}

// One row of the report under `rule`: the median time of answering the whole
// text (normal play: through PawnText, reading included; misère: from its
// cells, answerFromCells) and of building the win/loss map of its first test,
// the number of losing segments and of wins ('Alice').
std::vector<std::string> measure(const Case& c, const Input& input, PlayRule rule, int repeat,
                                 const BenchContexts& contexts)
{
    const PawnText text;
    const std::string name = std::string(c.name) + (rule == PlayRule::Misere ? " misère" : "");
    std::vector<double> answerTimes;
    std::vector<double> mapTimes;
    std::int64_t alice = 0;
    std::size_t segments = 0;
    for (int run = 0; run < repeat; ++run) {
        answerTimes.push_back(timedMilliseconds([&] {
            if (rule == PlayRule::Misere) {
                alice = answerFromCells(input, rule, contexts(name));
                return;
            }
            TextReader reader(input.text);
            const std::string answer = text.contestAnswer(reader, contexts(name));
            alice = std::count(answer.begin(), answer.end(), 'A');
        }));
        mapTimes.push_back(timedMilliseconds([&] {
            const auto map = PawnMap::build(PawnObstacles(input.tests.front().impassable), PawnGame::kSide,
                                            PawnGame::kSide, contexts(name + " map"), 0.0, 1.0, rule);
            segments = map->segmentCount();
        }));
    }
    return {std::string(c.name), std::string(playRuleId(rule)), std::to_string(input.tests.size()),
            fixed(static_cast<double>(input.text.size()) / (1 << 20), 2), fixed(median(answerTimes), 1),
            fixed(median(mapTimes), 1), std::to_string(segments), std::to_string(alice)};
}

std::string run(const BenchOptions& options, const BenchContexts& contexts)
{
    const int size = options.size.value_or(kDefaultSize);
    BenchTable report("pawn: contest texts with N = Q = " + std::to_string(size), options.repeat,
                      {{"layout", 13, true}, {"rule", 8, true}, {"tests", 7}, {"input MB", 9}, {"answer ms", 11},
                       {"map ms", 9}, {"segments", 10}, {"Alice", 8}});
    for (const Case& c : cases()) {
        const Input input = generate(c, size);
        for (const PlayRule rule : {PlayRule::Normal, PlayRule::Misere})
            report.addRow(measure(c, input, rule, options.repeat, contexts));
    }
    return report.finish();
}

} // namespace

Benchmark pawnBenchmark()
{
    return {"answers generated contest texts with N = Q = 100000 (or --size N, 1 to 100000) in five layouts: "
            "uniform cells, cells packed around the diagonal, cells in ten rows, cells in one column, and 10000 "
            "tests of N / 10000 cells. Prints per layout and rule (normal; misère, the last move losing) the input "
            "size, the time of the whole answer (normal: reading included, as 'grundygrid-cli pawn' does; misère: "
            "from the cells already read, one misère row sweep per test), the time to build the win/loss map of "
            "the first test (both sweeps, as the GUI's solver), the number of losing segments, the starts the "
            "first player wins, and at the end the peak memory. With --repeat N every time is the median of N "
            "runs.",
            optionsProblem, run};
}

} // namespace engine
