#include "engine/games/chomp/ChompText.h"

#include "engine/games/chomp/ChompTable.h"
#include "engine/games/chomp/Staircase.h"

#include "engine/TextWriter.h"

#include <algorithm>
#include <map>

namespace engine {

// A chomp setup as its text lists it, with the position of its size for errors
// that concern the whole board.
struct ChompText::Setup {
    Coord rows = 0;
    Coord cols = 0;
    std::int64_t poisonCount = 0;
    std::vector<Cell> poison;
    TextReader::Position sizePosition;
};

ChompText::ChompText()
    : GameText(
        rulesOf<ChompGame>(),
        {.formats
         = {"'R C K' (1 <= R, C <= 1000000, K <= 200000), then K lines 'pr pc': the distinct poison cells, row "
            "and column counted from 0 at the top left. Answer: 'First' if the first player wins, else "
            "'Second'. Boards the solver supports (at most 250 cells and no more positions "
            "than a 15 x 15 board) are solved; for larger boards the answer follows from strategy stealing: the "
            "first player wins unless the bottom-right cell is poison.",
            "as the contest: 'R C K', then K lines 'pr pc', for boards the solver supports (1 to 50 rows and "
            "1 to 50 columns, at most 250 cells and no more positions than a 15 x 15 board; 'moves', which "
            "answers the outcomes only, takes any number of cells and no more positions than a 20 x 20 board "
            "(20 x 20: about 40 minutes and 17 GB of memory), such as 18 x 18 or the 10 x 42 bar; the desktop program analyses boards with no more positions "
            "than an 18 x 18 board, beyond the first bound by win or loss only).",
            "'r c': bite cell (r, c) and everything below and to the right of it. The cell must still be there "
            "and the bite may not eat poison."},
         // Every bite eats at least one chocolate cell (spentKind).
         .firstWins = "First\n", .secondWins = "Second\n", .spentKind = CellKind::Empty})
{
}

ChompText::Setup ChompText::readSize(TextReader& reader, Coord maxRows, Coord maxCols,
                                     std::int64_t maxPoison)
{
    Setup setup;
    setup.rows = reader.readInt("the number of rows", 1, maxRows);
    setup.sizePosition = reader.lastTokenPosition();
    setup.cols = reader.readIntOnLine("the number of columns", 1, maxCols);
    setup.poisonCount
        = reader.readIntOnLine("the number of poison cells", 0, std::min(setup.rows * setup.cols, maxPoison));
    reader.expectLineEnd("the number of poison cells");
    return setup;
}

void ChompText::readPoison(TextReader& reader, Setup& setup)
{
    setup.poison.reserve(static_cast<std::size_t>(setup.poisonCount));
    std::map<Cell, int> firstLine;
    for (std::int64_t i = 0; i < setup.poisonCount; ++i) {
        const TextReader::Pair read
            = reader.readPair({"a poison row", 0, setup.rows - 1}, {"a poison column", 0, setup.cols - 1});
        const Cell cell{read.first, read.second};
        if (const auto [it, added] = firstLine.emplace(cell, read.where.line); !added)
            throw TextReader::errorAt(read.where, "poison cell " + cellText(cell) + " is listed twice (first on line "
                                                 + std::to_string(it->second) + ")");
        reader.expectLineEnd("the poison cell");
        setup.poison.push_back(cell);
    }
}

Board ChompText::boardOf(const Setup& setup)
{
    Board board(setup.rows, setup.cols);
    for (const Cell cell : setup.poison)
        board.setCell(cell, CellKind::Poison);
    return board;
}

bool ChompText::solverSupports(Coord rows, Coord cols) const
{
    return game().takesSize(rows, cols);
}

Outcome ChompText::startOutcomeByStrategyStealing(Coord rows, Coord cols, const std::vector<Cell>& poison)
{
    const bool cornerPoisoned = std::find(poison.begin(), poison.end(), Cell{rows - 1, cols - 1}) != poison.end();
    return cornerPoisoned ? Outcome::Loss : Outcome::Win;
}

std::string ChompText::contestAnswer(TextReader& reader, const SolveContext& context, PlayRule rule) const
{
    Setup setup = readSize(reader, kMaxContestSide, kMaxContestSide, kMaxContestPoison);
    readPoison(reader, setup);
    reader.expectEnd("the last poison cell");

    if (!solverSupports(setup.rows, setup.cols) && rule == PlayRule::Misere)
        throw Error(misereUnknownText("a " + std::to_string(setup.rows) + " x " + std::to_string(setup.cols)
                                      + " board is beyond the solver, and strategy stealing decides normal play only"));
    if (!solverSupports(setup.rows, setup.cols))
        return std::string(
            verdict(startOutcomeByStrategyStealing(setup.rows, setup.cols, setup.poison) == Outcome::Win));
    const Board board = boardOf(setup);
    if (const auto problem = game().setupProblem(board))
        throw TextReader::errorAt(setup.sizePosition, *problem);
    return caseAnswer(0, board, context, rule);
}

Board ChompText::readBoard(TextReader& reader) const
{
    return readBoardWithin(reader, false);
}

Board ChompText::readBoardForOutcomes(TextReader& reader) const
{
    return readBoardWithin(reader, true);
}

Board ChompText::readBoardWithin(TextReader& reader, bool outcomesOnly) const
{
    // The size is checked before any poison line is read, so its error comes first.
    const Game& rules = game();
    const SizeLimits& limits = rules.sizeLimits();
    const auto problemOf = [&rules, outcomesOnly](const Board& board) {
        return outcomesOnly ? rules.outcomesSetupProblem(board) : rules.setupProblem(board);
    };
    Setup setup = readSize(reader, limits.maxRows, limits.maxCols,
                           outcomesOnly ? std::int64_t{limits.maxRows} * limits.maxCols : limits.maxCells);
    const bool takes = outcomesOnly ? rules.takesSizeForOutcomes(setup.rows, setup.cols)
                                    : solverSupports(setup.rows, setup.cols);
    if (!takes) // the sides are at most 50: the board asked about is small
        throw TextReader::errorAt(setup.sizePosition, *problemOf(rules.emptyBoard(setup.rows, setup.cols))
                                      + "; positions of larger boards cannot be analysed");
    readPoison(reader, setup);
    Board board = boardOf(setup);
    if (const auto problem = problemOf(board))
        throw TextReader::errorAt(setup.sizePosition, *problem);
    return board;
}

Move ChompText::readMove(TextReader& reader, const Board& position) const
{
    const auto [cell, where] = readCellMove(reader, position);
    if (const auto problem = biteProblem(position, cell))
        throw TextReader::errorAt(where, *problem);
    return Move::at(cell);
}

std::vector<ContestCase> ChompText::readContestCases(TextReader& reader) const
{
    // A contest text holds one board; the desktop program takes those the solver supports.
    Board board = readBoard(reader);
    reader.expectEnd("the board");
    return {ContestCase::whole(std::move(board))};
}

std::string ChompText::contestText(const Board& setup) const
{
    return boardText(setup);
}

std::string ChompText::boardText(const Board& setup) const
{
    const auto marked = setup.markedCells();
    std::string text;
    text::appendLine(text, {setup.rows(), setup.cols(), static_cast<Coord>(setup.countOf(CellKind::Poison))});
    for (const auto& [cell, kind] : marked)
        if (kind == CellKind::Poison)
            text::appendLine(text, {cell.row, cell.col});
    return text;
}

} // namespace engine
