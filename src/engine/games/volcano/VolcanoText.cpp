#include "engine/games/volcano/VolcanoText.h"

#include "engine/games/volcano/PrimeCross.h"
#include "engine/games/volcano/VolcanoTable.h"

#include "engine/TextCharacters.h"

namespace engine {

namespace {

constexpr char kWall = '#';
constexpr char kOpen = '^';

} // namespace

VolcanoText::VolcanoText()
    : CountedGridsText(
        rulesOf<VolcanoGame>(),
        {.formats
         = {"'T' (1 <= T <= 1000), then per case 'R C' (1 <= R, C <= 60) and R lines of C characters, '#' for a "
            "wall and '^' for open ground. Monsters stand on the open cells whose runs of open cells to the left, "
            "right, above and below all have length 2 or more (the prime-cross rule). Answer, one line per case: "
            "'Asuna' if the first player wins, else 'Kirito'.",
            "one contest case: 'R C' (1 <= R, C <= 60) and R lines of C characters '#' or '^'; monsters by the "
            "prime-cross rule.",
            "'r c': the monster at (r, c) erupts; lava covers its row and column up to the lava already there."},
         // Every eruption removes its monster (spentKind).
         .firstWins = "Asuna\n", .secondWins = "Kirito\n", .spentKind = CellKind::Monster},
        {CellKind::Wall, kWall, kOpen})
{
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

std::string VolcanoText::caseAnswer(std::size_t index, const Board& setup, const SolveContext& context,
                                    PlayRule rule) const
{
    if (rule == PlayRule::Misere)
        return GameText::caseAnswer(index, setup, context, rule);
    VolcanoTable table(setup);
    table.build(context);
    return std::string(verdict(table.grundy({{0, 0}, {setup.rows() - 1, setup.cols() - 1}}) != 0));
}

Board VolcanoText::readBoard(TextReader& reader) const
{
    Board board = withPrimeCrossMonsters(readWalls(reader));
    if (const auto problem = game().setupProblem(board))
        throw ParseError(reader.lastTokenPosition().line, 0, *problem); // unreachable: the reader bounds the size
    return board;
}

Move VolcanoText::readMove(TextReader& reader, const Board& position) const
{
    // A monster that is still there may always erupt (CellPickGame).
    return readPickedCell(reader, position, CellKind::Monster, [](Cell cell, CellKind kind) -> std::string {
        if (kind == CellKind::Volcano)
            return "the monster at " + cellText(cell) + " has already erupted";
        return "cell " + cellText(cell)
            + (kind == CellKind::Wall ? " is a wall, not a monster"
               : kind == CellKind::Lava ? " is covered by lava"
                                        : " holds no monster");
    });
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

} // namespace engine
