#include "engine/games/attractions/AttractionsText.h"

#include "engine/TextCharacters.h"

#include <string>

namespace engine {

AttractionsText::AttractionsText()
    : CountedGridsText(
        rulesOf<AttractionsGame>(),
        {.formats
         = {"'T' (1 <= T <= 1000), then per case 'R C' (1 <= R, C <= 60) and R lines of C characters: 'X' a spot "
            "where an attraction may be built, '.' a plain cell. Answer per case: 'Case #t: n', n the number of "
            "first moves after which the first player is sure to win.",
            "one contest case: 'R C' (1 <= R, C <= 60), then R lines of C characters 'X' (spot) or '.' (plain).",
            "'r c': build an attraction on the free spot (r, c); signs then cover its four diagonals up to the "
            "board edge or the first attraction or sign."},
         // Every move builds on a spot, which is never free again (spentKind).
         .spentKind = CellKind::Spot},
        {CellKind::Spot, 'X', '.'})
{
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
    Board board = game().emptyBoard(rows, cols);
    for (Coord row = 0; row < rows; ++row)
        readRow(reader, board, row);
    return board;
}

std::int64_t AttractionsText::winningFirstMoves(const Board& setup, const SolveContext& context, PlayRule rule) const
{
    return static_cast<std::int64_t>(analysedStart(setup, context, rule).winningMoves().size());
}

std::string AttractionsText::caseAnswer(std::size_t index, const Board& setup, const SolveContext& context,
                                        PlayRule rule) const
{
    return "Case #" + std::to_string(index + 1) + ": " + std::to_string(winningFirstMoves(setup, context, rule))
        + '\n';
}

Move AttractionsText::readMove(TextReader& reader, const Board& position) const
{
    return readPickedCell(reader, position, CellKind::Spot, [](Cell cell, CellKind kind) {
        const std::string named = "cell " + cellText(cell);
        switch (kind) {
        case CellKind::Attraction:
            return named + " already holds an attraction";
        case CellKind::Sign:
            return named + " is covered by a sign";
        case CellKind::Empty:
            return named + " is a plain cell, not a spot";
        default:
            return named + " is not a free spot";
        }
    });
}

} // namespace engine
