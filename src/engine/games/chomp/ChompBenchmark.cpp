#include "engine/games/chomp/ChompBenchmark.h"

#include "engine/bench/BenchTable.h"
#include "engine/bench/BenchTiming.h"
#include "engine/bench/PeakMemory.h"
#include "engine/games/chomp/ChompSolver.h"
#include "engine/games/chomp/Staircase.h"

#include <array>
#include <cstdlib>
#include <utility>
#include <vector>

namespace engine {

namespace {

constexpr std::array<int, 4> kDefaultSizes{8, 10, 12, 14};
constexpr std::array<Cell, 2> kPoisons{Cell{0, 0}, Cell{3, 0}};
constexpr int kMinSize = 4;         // the poison (3, 0) must be on the board
constexpr int kMaxTableSize = 15;   // the largest square remoteness table ChompTable holds
constexpr int kMaxOutcomeSize = 20; // the largest square of its outcome bits (17.2 GB)

// One measured row of the report.
struct Row {
    std::uint64_t states = 0;
    double verdictMs = 0;
    double verdictCpuMs = 0; // the process's CPU time during the verdict
    std::optional<double> grundyMs;
    Outcome startOutcome = Outcome::Loss;
    int startRemoteness = 0;
    std::optional<Nimber> startGrundy;
    std::vector<Move> winningBites;
    std::int64_t peakKiB = 0; // the process's peak memory after the row
};

// The rules the environment asks for: GRUNDYGRID_CHOMP_RULES "normal" or
// "misere" runs that rule only (a record board's run is long), unset or "both"
// each workload under normal play, then under misère; nothing when the
// variable holds something else.
std::optional<std::vector<PlayRule>> rulesOfEnvironment()
{
    const char* text = std::getenv("GRUNDYGRID_CHOMP_RULES");
    const std::string_view id = text == nullptr ? "both" : text;
    if (id == "both")
        return std::vector<PlayRule>{PlayRule::Normal, PlayRule::Misere};
    if (const auto rule = playRuleOfId(id))
        return std::vector<PlayRule>{*rule};
    return std::nullopt;
}

// Runs `work` once: returns its wall time and adds its CPU time to `cpuMs`.
template <typename Work>
double timedWithCpu(std::vector<double>& cpuMs, Work&& work)
{
    const double cpuBefore = processCpuMilliseconds();
    const double wall = timedMilliseconds(std::forward<Work>(work));
    cpuMs.push_back(processCpuMilliseconds() - cpuBefore);
    return wall;
}

// "ROWSxCOLS".
std::string boardText(int rows, int cols)
{
    return std::to_string(rows) + "x" + std::to_string(cols);
}

// A poison cell as the report shows it: "(3,0)".
std::string compactCellText(Cell cell)
{
    return "(" + std::to_string(cell.row) + "," + std::to_string(cell.col) + ")";
}

// Times what a user waits for, with a fresh solver per run: the verdict (the
// first analysis: what `moves`, the contest answer and the desktop program's
// marks wait for), then prepare() (the Grundy pass, which nothing waits for).
Row measure(int size, Cell poison, PlayRule rule, int repeat, const BenchContexts& contexts)
{
    Board board(size, size);
    board.setCell(poison, CellKind::Poison);
    const std::string label = std::to_string(size) + "x" + std::to_string(size) + " poison " + compactCellText(poison)
        + ", " + std::string(playRuleId(rule));

    Row row;
    row.states = staircaseCount(size, size);
    std::vector<double> verdictTimes;
    std::vector<double> verdictCpuTimes;
    std::vector<double> grundyTimes;
    for (int run = 0; run < repeat; ++run) {
        ChompSolver solver(board, rule);
        verdictTimes.push_back(timedWithCpu(verdictCpuTimes, [&] {
            const Analysis verdict = solver.analyse(board, contexts(label + ", verdict"));
            row.startOutcome = verdict.outcome;
            row.startRemoteness = verdict.remoteness.value_or(0);
            row.winningBites = verdict.winningMoves();
        }));
        if (!solver.defersGrundyValues())
            continue;
        grundyTimes.push_back(timedMilliseconds([&] { solver.prepare(contexts(label + ", Grundy values")); }));
        row.startGrundy = solver.analyse(board, {}).grundy;
    }
    row.verdictMs = median(verdictTimes);
    row.verdictCpuMs = median(verdictCpuTimes);
    if (!grundyTimes.empty())
        row.grundyMs = median(grundyTimes);
    row.peakKiB = peakMemoryKiB();
    return row;
}

// Times the outcome bits alone (what `moves` waits for) of a rows x cols
// board, a fresh solver per run.
Row measureOutcomes(int rows, int cols, Cell poison, PlayRule rule, int repeat, const BenchContexts& contexts)
{
    Board board(rows, cols);
    board.setCell(poison, CellKind::Poison);
    const std::string label = boardText(rows, cols) + " poison " + compactCellText(poison) + ", "
        + std::string(playRuleId(rule)) + ", outcomes";
    Row row;
    row.states = staircaseCount(rows, cols);
    std::vector<double> times;
    std::vector<double> cpuTimes;
    for (int run = 0; run < repeat; ++run) {
        ChompSolver solver(board, rule);
        SolveContext context = contexts(label);
        context.outcomesOnly = true;
        times.push_back(timedWithCpu(cpuTimes, [&] {
            const Analysis verdict = solver.analyse(board, context);
            row.startOutcome = verdict.outcome;
            row.winningBites = verdict.winningMoves();
        }));
    }
    row.verdictMs = median(times);
    row.verdictCpuMs = median(cpuTimes);
    row.peakKiB = peakMemoryKiB();
    return row;
}

std::optional<std::string> optionsProblem(const BenchOptions& options)
{
    if (!rulesOfEnvironment())
        return "GRUNDYGRID_CHOMP_RULES must be normal, misere or both, not '"
            + std::string(std::getenv("GRUNDYGRID_CHOMP_RULES")) + "'";
    if (options.board && !ChompTable::takesOutcomes(options.board->rows, options.board->cols))
        return "the chomp benchmark takes a --board of up to " + std::to_string(ChompTable::kMaxSide) + " x "
            + std::to_string(ChompTable::kMaxSide) + " with no more positions than " + std::to_string(kMaxOutcomeSize)
            + "x" + std::to_string(kMaxOutcomeSize) + ", not " + boardText(options.board->rows, options.board->cols);
    return sizeRangeProblem("chomp", kMinSize, kMaxOutcomeSize, options);
}

// A bite as the report shows it: "(4,35)".
std::string bitesText(const std::vector<Move>& bites)
{
    std::string text;
    for (const Move& bite : bites)
        text += (text.empty() ? "" : " ") + compactCellText(bite.topLeft);
    return text;
}

std::string run(const BenchOptions& options, const BenchContexts& contexts)
{
    BenchTable report("chomp: one poison cell, full tables (bytes) and outcome bits (bits), normal and misère play",
                      options.repeat,
                      {{"size", 7, true}, {"poison", 8, true}, {"rule", 8, true}, {"pass", 6, true}, {"states", 14},
                       {"verdict ms", 12}, {"grundy ms", 12}, {"start", 7}, {"remoteness", 12}, {"grundy", 8},
                       {"bites", 7}, {"verdict cpu ms", 16}, {"peak MiB", 10}});
    const auto add = [&report](const std::string& size, Cell poison, PlayRule rule, bool bits, const Row& row) {
        report.addRow({size, compactCellText(poison), std::string(playRuleId(rule)), bits ? "bits" : "bytes", std::to_string(row.states),
                       milliseconds(row.verdictMs), row.grundyMs ? milliseconds(*row.grundyMs) : "-",
                       row.startOutcome == Outcome::Win ? "win" : "loss",
                       bits ? "-" : std::to_string(row.startRemoteness),
                       row.startGrundy ? std::to_string(*row.startGrundy) : "-",
                       std::to_string(row.winningBites.size()), milliseconds(row.verdictCpuMs),
                       row.peakKiB < 0 ? "?" : std::to_string((row.peakKiB + 512) / 1024)});
    };
    const std::vector<PlayRule> rules = rulesOfEnvironment().value();
    if (options.board) {
        // A record board: the plain board, the outcome bits only.
        const auto [rows, cols] = *options.board;
        for (const PlayRule rule : rules) {
            const Row row = measureOutcomes(rows, cols, kPoisons[0], rule, options.repeat, contexts);
            add(boardText(rows, cols), kPoisons[0], rule, true, row);
            report.addLine("winning bites of " + boardText(rows, cols)
                           + (rule == PlayRule::Misere ? " under misere" : "") + ": " + bitesText(row.winningBites));
        }
        return report.finish();
    }
    for (const int size : benchSizes(options, kDefaultSizes)) {
        for (const Cell poison : kPoisons) {
            for (const PlayRule rule : rules) {
                if (size <= kMaxTableSize)
                    add(boardText(size, size), poison, rule, false,
                        measure(size, poison, rule, options.repeat, contexts));
                add(boardText(size, size), poison, rule, true,
                    measureOutcomes(size, size, poison, rule, options.repeat, contexts));
            }
        }
    }
    return report.finish();
}

} // namespace

Benchmark chompBenchmark()
{
    return {"solves square chomp boards 8x8, 10x10, 12x12 and 14x14 (or the one --size N, 4 to 20) with a "
            "single poison cell at (0,0) and at (3,0), with a fresh solver per run, twice: with the full table "
            "('bytes', up to 15x15: the outcome and remoteness of every staircase, what the contest answer and the "
            "desktop program's marks wait for, then the Grundy pass, up to 3 million states, which nothing waits "
            "for) and with the outcome bits alone ('bits': what 'moves' waits for; 16x16 takes seconds, 18x18 "
            "minutes and 1.1 GB). With --board ROWSxCOLS it solves that one board instead, poisoned at (0,0), "
            "with the outcome bits alone: the record boards are --board 16x16, --board 18x18 and the bar --board "
            "10x42 (up to 50 rows and columns, no more positions than 20x20), and it lists the winning bites. "
            "Prints per board and pass the number of states, the wall and CPU time of the verdict (the first "
            "analysis of the start; CPU time of the whole process, getrusage), the time of the Grundy pass, the "
            "start's verdict, remoteness, Grundy value and number of winning bites and the peak memory of the "
            "process so far (getrusage ru_maxrss, boards run smallest first), and at the end the peak memory. Every "
            "workload runs under normal play and then under misère play (the last bite loses: the same table with "
            "the other end, no Grundy pass); GRUNDYGRID_CHOMP_RULES=normal or misere runs one rule only. With "
            "--repeat N every time is the median of N runs.",
            optionsProblem, run, true};
}

} // namespace engine
