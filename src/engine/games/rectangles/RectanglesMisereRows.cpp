#include "engine/games/rectangles/RectanglesMisereRows.h"

#include "engine/bench/BenchTiming.h"
#include "engine/games/rectangles/RectanglesGame.h"
#include "engine/games/rectangles/RectanglesParts.h"
#include "engine/misere/MisereSolver.h"

#include <bit>
#include <random>
#include <memory>

namespace engine::rectangles {

namespace {

// The full rows x cols board, cell by cell of the rectangle's mask.
Board fullBoard(int rows, int cols)
{
    Board board(rows, cols);
    for (CellMask rest = fullRectangle(rows, cols); rest != 0; rest &= rest - 1) {
        const int index = std::countr_zero(rest);
        board.setCell({index / 8, index % 8}, CellKind::Filled);
    }
    return board;
}

// One fresh misère solver's analysis of `board`: its time in ms, the analysis
// and the part sets its search knows afterwards.
struct Run {
    double ms = 0;
    Analysis analysis;
    std::size_t sets = 0;
};

Run analyseOnce(const Board& board, bool outcomesOnly, bool shortcut, const SolveContext& context)
{
    misere::MisereSolver solver(rulesOf<RectanglesGame>(), std::make_unique<RectanglesParts>());
    if (!shortcut)
        solver.search().setShortcut({});
    SolveContext asked = context;
    asked.outcomesOnly = outcomesOnly;
    Run run;
    run.ms = timedMilliseconds([&] { run.analysis = solver.analyse(board, asked); });
    run.sets = solver.search().knownCount();
    return run;
}

std::string verdictText(const Analysis& analysis)
{
    if (!analysis.known())
        return "not known (" + *analysis.unknownReason + ")";
    std::string text = analysis.outcome == Outcome::Win ? "win" : "loss";
    if (analysis.remoteness)
        text += ", remoteness " + std::to_string(*analysis.remoteness);
    return text;
}

// Random 8 x 8 boards of many small components (a fixed seed): how many the
// search decides within its budget, and the time, with and without the genus
// shortcut (outcomes alone, where the shortcut applies).
void addManyPartsLine(BenchTable& report, const BenchContexts& contexts)
{
    constexpr int kBoards = 5;
    std::mt19937 rng(2026);
    int decided[2] = {0, 0};
    double ms[2] = {0.0, 0.0};
    int components = 0;
    for (int i = 0; i < kBoards; ++i) {
        Board board(8, 8);
        for (int r = 0; r < 8; ++r)
            for (int c = 0; c < 8; ++c)
                if (std::bernoulli_distribution(0.35)(rng))
                    board.setCell({r, c}, CellKind::Filled);
        components += static_cast<int>(RectanglesParts::componentKeys(RectanglesGame::filledCells(board)).size());
        for (int shortcut = 0; shortcut < 2; ++shortcut) {
            const Run run = analyseOnce(board, true, shortcut == 1, contexts("misère random 8x8"));
            ms[shortcut] += run.ms;
            decided[shortcut] += run.analysis.known() ? 1 : 0;
        }
    }
    report.addLine("misère, " + std::to_string(kBoards) + " random 8x8 boards of density 0.35 ("
                   + std::to_string(components) + " components): with the genus shortcut "
                   + std::to_string(decided[1]) + " decided in " + milliseconds(ms[1]) + " ms, without it "
                   + std::to_string(decided[0]) + " in " + milliseconds(ms[0]) + " ms");
}

} // namespace

void addMisereLines(BenchTable& report, const BenchOptions& options, const BenchContexts& contexts)
{
    std::vector<int> sizes{34, 44, 36, 45}; // RC: rows and columns
    if (options.size)
        sizes = {*options.size};
    for (const int size : sizes) {
        const Board board = fullBoard(size / 10, size % 10);
        const std::string label = "misère " + std::to_string(size / 10) + "x" + std::to_string(size % 10);
        std::vector<double> full;
        std::vector<double> outcomes;
        std::vector<double> plain;
        Run last;
        for (int run = 0; run < options.repeat; ++run) {
            last = analyseOnce(board, false, true, contexts(label));
            full.push_back(last.ms);
            if (!last.analysis.known())
                break;
            outcomes.push_back(analyseOnce(board, true, true, contexts(label)).ms);
            plain.push_back(analyseOnce(board, true, false, contexts(label)).ms);
        }
        std::string line = label + ": " + verdictText(last.analysis) + ", " + std::to_string(last.sets)
            + " part sets, " + milliseconds(median(full)) + " ms";
        if (!outcomes.empty())
            line += " (outcomes alone " + milliseconds(median(outcomes)) + " ms, without the genus shortcut "
                + milliseconds(median(plain)) + " ms)";
        report.addLine(line);
    }
    addManyPartsLine(report, contexts);
}

} // namespace engine::rectangles
