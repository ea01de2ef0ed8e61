#include "engine/bench/MisereBenchLine.h"

#include "engine/bench/BenchTiming.h"

#include <vector>

namespace engine {

std::string misereBenchLine(const Game& game, const Board& setup, const std::string& description, int repeat,
                            const BenchContexts& contexts)
{
    std::vector<double> times;
    Analysis analysis;
    for (int run = 0; run < repeat; ++run) {
        // Freeing the solver's search is not timed.
        std::unique_ptr<Solver> solver;
        times.push_back(timedMilliseconds([&] {
            solver = game.createMisereSolver(setup);
            analysis = solver->analyse(setup, contexts("misère " + description));
        }));
    }
    std::string line = "misère " + description + ": " + milliseconds(median(times)) + " ms, ";
    if (!analysis.known())
        return line + "not known: " + *analysis.unknownReason;
    line += analysis.outcome == Outcome::Win ? "win" : "loss";
    if (analysis.remoteness)
        line += ", remoteness " + std::to_string(*analysis.remoteness);
    return line + ", " + std::to_string(analysis.winningMoves().size()) + " of " + std::to_string(analysis.moves.size())
        + " moves win";
}

} // namespace engine
