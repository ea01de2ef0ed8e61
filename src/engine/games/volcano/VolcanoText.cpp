#include "engine/games/volcano/VolcanoText.h"

#include "engine/games/volcano/PrimeCross.h"
#include "engine/games/volcano/VolcanoTable.h"

#include "engine/TextCharacters.h"
#include "engine/TextWriter.h"

namespace engine {

namespace {

constexpr char kWall = '#';
constexpr char kOpen = '^';

} // namespace

GameText::Formats VolcanoText::formats() const
{
    return {"'T' (1 <= T <= 1000), then per case 'R C' (1 <= R, C <= 60) and R lines of C characters, '#' for a "
            "wall and '^' for open ground. Monsters stand on the open cells whose runs of open cells to the left, "
            "right, above and below all have length 2 or more (the prime-cross rule). Answer, one line per case: "
            "'Asuna' if the first player wins, else 'Kirito'.",
            "one contest case: 'R C' (1 <= R, C <= 60) and R lines of C characters '#' or '^'; monsters by the "
            "prime-cross rule.",
            "'r c': the monster at (r, c) erupts; lava covers its row and column up to the lava already there."};
}

Board VolcanoText::readWalls(TextReader& reader)
{
    const Coord rows = reader.readInt("the number of rows", 1, VolcanoTable::kMaxSide);
    const Coord cols = reader.readIntOnLine("the number of columns", 1, VolcanoTable::kMaxSide);
    reader.expectLineEnd("the number of columns");
    Board board(rows, cols);
    const std::string expected = std::to_string(cols) + " characters '#' or '^'";
    for (Coord r = 0; r < rows; ++r) {
        const std::string what = "row " + std::to_string(r);
        const std::string line = reader.readWord(what + " of the board (" + expected + ")");
        const TextReader::Position start = reader.lastTokenPosition();
        const std::size_t checked = std::min(line.size(), static_cast<std::size_t>(cols));
        for (std::size_t c = 0; c < checked; ++c) {
            if (line[c] == kWall)
                board.setCell({r, static_cast<Coord>(c)}, CellKind::Wall);
            else if (line[c] != kOpen)
                throw TextReader::errorAt(text::positionIn(start, line, c), "expected '#' or '^' in " + what
                                                                         + " of the board, found "
                                                                         + text::quotedCharacter(line, c));
        }
        if (line.size() < static_cast<std::size_t>(cols))
            throw TextReader::errorAt(start, what + " of the board has " + std::to_string(line.size())
                                                 + (line.size() == 1 ? " character" : " characters") + ", expected "
                                                 + std::to_string(cols));
        if (line.size() > static_cast<std::size_t>(cols))
            throw TextReader::errorAt(text::positionIn(start, line, checked),
                                      what + " of the board is longer than " + std::to_string(cols)
                                          + " characters");
        reader.expectLineEnd(what + " of the board");
    }
    return board;
}

std::string VolcanoText::contestAnswer(TextReader& reader, const SolveContext& context) const
{
    const std::int64_t cases = reader.readInt("the number of cases", 1, kMaxContestCases);
    reader.expectLineEnd("the number of cases");
    // Every case is read before any is solved, so a malformed text fails fast.
    std::vector<Board> setups;
    for (std::int64_t i = 0; i < cases; ++i)
        setups.push_back(withPrimeCrossMonsters(readWalls(reader)));
    reader.expectEnd("the last case");

    std::string answer;
    for (std::size_t i = 0; i < setups.size(); ++i) {
        // Only the start's outcome is asked: the table alone answers it.
        VolcanoTable table(setups[i]);
        if (!table.build(context.partOf(i, setups.size())))
            throw Stopped();
        const Nimber start = table.grundy({{0, 0}, {setups[i].rows() - 1, setups[i].cols() - 1}});
        answer += start != 0 ? "Asuna\n" : "Kirito\n";
    }
    return answer;
}

Board VolcanoText::readBoard(TextReader& reader) const
{
    Board board = withPrimeCrossMonsters(readWalls(reader));
    if (const auto problem = m_game.setupProblem(board))
        throw ParseError(reader.lastTokenPosition().line, 0, *problem); // unreachable: the reader bounds the size
    return board;
}

std::int64_t VolcanoText::maxMoveCount(const Board& setup) const
{
    // Every eruption removes its monster.
    return static_cast<std::int64_t>(setup.countOf(CellKind::Monster));
}

Move VolcanoText::readMove(TextReader& reader, const Board& position) const
{
    const auto [cell, where] = readCellMove(reader, position);
    switch (position.cellAt(cell)) {
    case CellKind::Monster:
        break;
    case CellKind::Wall:
        throw TextReader::errorAt(where, "cell " + cellText(cell) + " is a wall, not a monster");
    case CellKind::Lava:
        throw TextReader::errorAt(where, "cell " + cellText(cell) + " is covered by lava");
    case CellKind::Volcano:
        throw TextReader::errorAt(where, "the monster at " + cellText(cell) + " has already erupted");
    default:
        throw TextReader::errorAt(where, "cell " + cellText(cell) + " holds no monster");
    }
    const Move move = Move::at(cell);
    if (!m_game.isLegal(position, move))
        throw TextReader::errorAt(where, "erupting at " + cellText(cell) + " is not a legal move here");
    return move;
}

std::vector<ContestCase> VolcanoText::readContestCases(TextReader& reader) const
{
    return readCountedBoards(reader, kMaxContestCases);
}

std::optional<std::string> VolcanoText::contestTextProblem(const Board& setup) const
{
    const Board derived = withPrimeCrossMonsters(setup);
    for (Coord r = 0; r < setup.rows(); ++r)
        for (Coord c = 0; c < setup.cols(); ++c) {
            const CellKind had = setup.cellAt({r, c});
            const CellKind rule = derived.cellAt({r, c});
            if ((had == CellKind::Monster) != (rule == CellKind::Monster))
                return "the contest format places monsters by the prime-cross rule, and by that rule cell "
                    + cellText({r, c}) + (rule == CellKind::Monster ? " holds a monster" : " holds none")
                    + "; derive the monsters from the walls first";
        }
    return std::nullopt;
}

std::string VolcanoText::contestText(const Board& setup) const
{
    return "1\n" + boardText(setup);
}

std::string VolcanoText::boardText(const Board& setup) const
{
    std::string text;
    text::appendLine(text, {setup.rows(), setup.cols()});
    return text + text::gridRows(setup, CellKind::Wall, kWall, kOpen);
}

} // namespace engine
