#include "cli/SumCommand.h"

#include "engine/Error.h"
#include "engine/TextReader.h"
#include "engine/misere/WholeBoardParts.h"
#include "engine/sums/SumSolver.h"
#include "engine/sums/SumText.h"

#include <algorithm>

namespace cli {

namespace {

// The sum of the input, analysed (outcomes and values only: neither answer
// shows remoteness), and the query it came from.
struct AnalysedSum {
    engine::SumQuery query;
    engine::GameSum sum;
    engine::SumAnalysis analysis;
};

// Throws a ParseError at the game id of the first board whose value is not known
// when the answer needs it: the sum's outcome (`needValue` false) or its value;
// under misère an Error when the search is out of reach.
AnalysedSum analysedInput(std::istream& in, const engine::SolveContext& context, bool needValue,
                          engine::PlayRule rule = engine::PlayRule::Normal,
                          const engine::misere::SearchBudget& budget = {})
{
    engine::TextReader reader = engine::TextReader::fromStream(in);
    if (reader.atEnd())
        throw engine::ParseError(1, 0, "the input is empty; expected the number of boards, the boards, the number "
                                       "of moves and the moves (see --help)");
    engine::SumQuery query = engine::readSumQuery(reader);
    engine::GameSum sum = query.sum();
    engine::SolveContext outcomes = context;
    outcomes.outcomesOnly = true;
    engine::SumSolver solver(rule);
    engine::SumOptions options;
    options.misereBudget = budget;
    const auto notKnown = [](const std::string& reason) {
        return engine::Error("the misère verdict of this sum is not known: " + reason);
    };
    engine::SumAnalysis analysis;
    try {
        analysis = solver.analyse(sum, outcomes, options);
    } catch (const engine::misere::MovesUnlisted& error) {
        throw notKnown(error.what());
    }
    if (analysis.unknownReason)
        throw notKnown(*analysis.unknownReason);
    if (needValue && analysis.unknownBoards.empty() && !analysis.value) {
        // One board has moves and no value: the sum's outcome is its, the value is not known.
        for (std::size_t i = 0; i < analysis.boards.size(); ++i)
            if (!analysis.boards[i].value)
                analysis.unknownBoards.push_back(i);
    }
    if (!analysis.unknownBoards.empty())
        throw engine::TextReader::errorAt(query.boardAt.at(analysis.unknownBoards.front()),
                                          engine::unknownSumText(sum, analysis));
    return {std::move(query), std::move(sum), std::move(analysis)};
}

} // namespace

std::string runSumMoves(std::istream& in, const engine::SolveContext& context, engine::PlayRule rule,
                        const engine::misere::SearchBudget& budget)
{
    const AnalysedSum input = analysedInput(in, context, false, rule, budget);
    std::vector<std::vector<engine::Coord>> winning;
    for (const engine::SumMove& move : input.analysis.winningMoves())
        winning.push_back(engine::sumMoveFields(input.sum, move));
    std::sort(winning.begin(), winning.end());

    std::string result = input.analysis.outcome == engine::Outcome::Win ? "win\n" : "loss\n";
    for (const std::vector<engine::Coord>& fields : winning) {
        std::string line;
        for (const engine::Coord field : fields)
            line += (line.empty() ? "" : " ") + std::to_string(field);
        result += line + '\n';
    }
    return result;
}

std::string runSumValue(std::istream& in, const engine::SolveContext& context)
{
    const AnalysedSum input = analysedInput(in, context, true);
    return std::to_string(input.analysis.value.value()) + '\n';
}

} // namespace cli
