#include "engine/games/attractions/AttractionsText.h"

#include "engine/TextCharacters.h"
#include "engine/TextWriter.h"

#include <string>

namespace engine {

GameText::Formats AttractionsText::formats() const
{
    return {"'T' (1 <= T <= 1000), then per case 'R C' (1 <= R, C <= 60) and R lines of C characters: 'X' a spot "
            "where an attraction may be built, '.' a plain cell. Answer per case: 'Case #t: n', n the number of "
            "first moves after which the first player is sure to win.",
            "one contest case: 'R C' (1 <= R, C <= 60), then R lines of C characters 'X' (spot) or '.' (plain).",
            "'r c': build an attraction on the free spot (r, c); signs then cover its four diagonals up to the "
            "board edge or the first attraction or sign."};
}

void AttractionsText::readRow(TextReader& reader, Board& board, Coord row)
{
    const std::string what = "a board row of " + std::to_string(board.cols()) + " cells 'X' or '.'";
    const std::string token = reader.readWord(what);
    const TextReader::Position start = reader.lastTokenPosition();
    TextReader::Position at = start;
    for (std::size_t k = 0; k < token.size(); ++k) {
        if (text::isContinuation(token[k]))
            continue;
        if (token[k] != 'X' && token[k] != '.')
            throw TextReader::errorAt(at, "expected 'X' (a spot) or '.' (a plain cell), found "
                                              + text::quotedCharacter(token, k));
        ++at.column;
    }
    const std::size_t length = text::characterCount(token);
    if (length != static_cast<std::size_t>(board.cols()))
        throw TextReader::errorAt(start, "expected " + what + ", found " + std::to_string(length)
                                             + (length == 1 ? " cell" : " cells"));
    for (Coord col = 0; col < board.cols(); ++col)
        if (token[static_cast<std::size_t>(col)] == 'X')
            board.setCell({row, col}, CellKind::Spot);
    reader.expectLineEnd("the board row");
}

Board AttractionsText::readBoard(TextReader& reader) const
{
    const Coord rows = reader.readInt("the number of rows", 1, AttractionsGame::kMaxSide);
    const Coord cols = reader.readIntOnLine("the number of columns", 1, AttractionsGame::kMaxSide);
    reader.expectLineEnd("the number of columns");
    Board board = m_game.emptyBoard(rows, cols);
    for (Coord row = 0; row < rows; ++row)
        readRow(reader, board, row);
    return board;
}

std::int64_t AttractionsText::winningFirstMoves(const Board& setup, const SolveContext& context) const
{
    const auto analysis = m_game.createSolver(setup)->analyse(setup, context);
    if (!analysis)
        throw Stopped();
    return static_cast<std::int64_t>(analysis->winningMoves().size());
}

std::string AttractionsText::contestAnswer(TextReader& reader, const SolveContext& context) const
{
    const std::int64_t caseCount = reader.readInt("the number of cases", 1, kMaxCases);
    reader.expectLineEnd("the number of cases");
    std::vector<Board> boards;
    boards.reserve(static_cast<std::size_t>(caseCount));
    for (std::int64_t t = 0; t < caseCount; ++t)
        boards.push_back(readBoard(reader));
    reader.expectEnd("the last case");

    std::string answer;
    for (std::size_t t = 0; t < boards.size(); ++t) {
        const std::int64_t count = winningFirstMoves(boards[t], context.partOf(t, boards.size()));
        answer += "Case #" + std::to_string(t + 1) + ": " + std::to_string(count) + '\n';
    }
    return answer;
}

std::int64_t AttractionsText::maxMoveCount(const Board& setup) const
{
    // Every move builds on a spot, which is never free again.
    return static_cast<std::int64_t>(setup.countOf(CellKind::Spot));
}

Move AttractionsText::readMove(TextReader& reader, const Board& position) const
{
    const auto [cell, where] = readCellMove(reader, position);
    switch (position.cellAt(cell)) {
    case CellKind::Spot:
        return Move::at(cell);
    case CellKind::Attraction:
        throw TextReader::errorAt(where, "cell " + cellText(cell) + " already holds an attraction");
    case CellKind::Sign:
        throw TextReader::errorAt(where, "cell " + cellText(cell) + " is covered by a sign");
    case CellKind::Empty:
        throw TextReader::errorAt(where, "cell " + cellText(cell) + " is a plain cell, not a spot");
    default:
        throw TextReader::errorAt(where, "cell " + cellText(cell) + " is not a free spot");
    }
}

std::vector<ContestCase> AttractionsText::readContestCases(TextReader& reader) const
{
    return readCountedBoards(reader, kMaxCases);
}

std::string AttractionsText::contestText(const Board& setup) const
{
    return "1\n" + boardText(setup);
}

std::string AttractionsText::boardText(const Board& setup) const
{
    std::string text;
    text::appendLine(text, {setup.rows(), setup.cols()});
    return text + text::gridRows(setup, CellKind::Spot, 'X', '.');
}

} // namespace engine
