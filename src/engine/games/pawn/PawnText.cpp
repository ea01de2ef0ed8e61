#include "engine/games/pawn/PawnText.h"

#include "engine/games/pawn/LosingDiagonals.h"
#include "engine/games/pawn/PawnSweep.h"

#include "engine/TextWriter.h"

#include <algorithm>
#include <map>

namespace engine {

namespace {

// Cells as a text lists them, with where each line's X stands.
struct CellLines {
    std::vector<Cell> cells;
    std::vector<TextReader::Position> where;
};

// Reads "X Y" on a line of its own; `what` names the cell for the messages.
Cell readCell(TextReader& reader, std::string_view xName, std::string_view yName, std::string_view what,
              TextReader::Position& where)
{
    const TextReader::Pair read = reader.readPair({xName, 0, PawnGame::kMaxCoord}, {yName, 0, PawnGame::kMaxCoord});
    where = read.where;
    reader.expectLineEnd(what);
    return Cell{read.second, read.first};
}

// Reads `count` lines of cells (count was range-checked, so reserving is safe).
// The cells are checked only once all are read, so that the check is one sort
// or merge; when a later line turns out malformed, `checkRead` first looks at
// the lines read so far, so the error reported is always the first in the text.
template <typename Check>
CellLines readCells(TextReader& reader, std::int64_t count, std::string_view xName, std::string_view yName,
                    std::string_view what, Check&& checkRead)
{
    CellLines read;
    read.cells.reserve(static_cast<std::size_t>(count));
    read.where.reserve(static_cast<std::size_t>(count));
    try {
        for (std::int64_t i = 0; i < count; ++i) {
            TextReader::Position where;
            read.cells.push_back(readCell(reader, xName, yName, what, where));
            read.where.push_back(where);
        }
    } catch (const ParseError&) {
        checkRead(read);
        throw;
    }
    return read;
}

// Throws at the first line that repeats an earlier cell.
void throwIfRepeated(const CellLines& read)
{
    std::map<Cell, int> firstLine;
    for (std::size_t i = 0; i < read.cells.size(); ++i)
        if (const auto [it, added] = firstLine.emplace(read.cells[i], read.where[i].line); !added)
            throw TextReader::errorAt(read.where[i], "impassable cell " + PawnGame::xyText(read.cells[i])
                                                         + " is listed twice (first on line "
                                                         + std::to_string(it->second) + ")");
}

ParseError impassableStart(const CellLines& starts, std::size_t index)
{
    return TextReader::errorAt(starts.where[index],
                               "the start " + PawnGame::xyText(starts.cells[index]) + " is impassable");
}

// Throws at the first start on an impassable cell (`impassable` row-major):
// a binary search per start, for the error path.
void throwIfImpassable(const CellLines& starts, const std::vector<Cell>& impassable)
{
    for (std::size_t i = 0; i < starts.cells.size(); ++i)
        if (std::binary_search(impassable.begin(), impassable.end(), starts.cells[i]))
            throw impassableStart(starts, i);
}

// The same by one merge of the starts in row-major order (`order`: each with its
// input index) with the impassable cells: the input index of the first
// impassable start, if any.
std::optional<std::size_t> firstImpassable(const std::vector<std::pair<Cell, std::uint32_t>>& order,
                                           const std::vector<Cell>& impassable)
{
    std::optional<std::size_t> first;
    std::size_t next = 0;
    for (const auto& [cell, index] : order) {
        while (next < impassable.size() && impassable[next] < cell)
            ++next;
        if (next < impassable.size() && impassable[next] == cell)
            first = std::min<std::size_t>(first.value_or(index), index);
    }
    return first;
}

// Reads `count` impassable cells and returns them row-major.
std::vector<Cell> readImpassable(TextReader& reader, std::int64_t count)
{
    const CellLines read
        = readCells(reader, count, "an impassable X", "an impassable Y", "the impassable cell", throwIfRepeated);
    std::vector<Cell> sorted = read.cells;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        throwIfRepeated(read);
    return sorted;
}

// One test of a contest text, read and checked.
struct ContestTest {
    std::vector<Cell> impassable; // row-major
    CellLines starts;             // in the text's order
    // The starts in row-major order with their input index.
    std::vector<std::pair<Cell, std::uint32_t>> order;
};

// Reads one test; `impassableLeft` and `startsLeft` are what is left of the sums' limits.
ContestTest readTest(TextReader& reader, std::int64_t& impassableLeft, std::int64_t& startsLeft)
{
    ContestTest test;
    const std::int64_t count = reader.readInt("the number of impassable cells", 0, impassableLeft);
    reader.expectLineEnd("the number of impassable cells");
    impassableLeft -= count;
    test.impassable = readImpassable(reader, count);

    const std::int64_t startCount = reader.readInt("the number of starts", 0, startsLeft);
    reader.expectLineEnd("the number of starts");
    startsLeft -= startCount;
    test.starts = readCells(reader, startCount, "a start X", "a start Y", "the start",
                            [&](const CellLines& read) { throwIfImpassable(read, test.impassable); });

    // Sorted so that the check below, and the caller's lookups, are merges
    // rather than a binary search per start.
    test.order.resize(test.starts.cells.size());
    for (std::size_t i = 0; i < test.order.size(); ++i)
        test.order[i] = {test.starts.cells[i], static_cast<std::uint32_t>(i)};
    std::sort(test.order.begin(), test.order.end());
    if (const auto blocked = firstImpassable(test.order, test.impassable))
        throw impassableStart(test.starts, *blocked);
    return test;
}

} // namespace

PawnText::PawnText()
    : GameText(
        rulesOf<PawnGame>(),
        {.formats
         = {"'T' (1 <= T <= 10000), then per test: 'N', N lines 'X Y' (the distinct impassable cells), 'Q', Q "
            "lines 'X Y' (passable pawn starts); coordinates 0 to 1000000000, X to the right, Y downwards; the sums "
            "of N and of Q over all tests are at most 100000 each. Answer: one line per start, 'Alice' if the "
            "first player wins, else 'Bob'.",
            "'N' (0 <= N <= 100000), then N lines 'X Y' (the distinct impassable cells) and one line 'X Y' (the "
            "pawn, on a passable cell); coordinates 0 to 1000000000, X to the right, Y downwards.",
            "'X Y': the pawn's destination, left along its row (smaller X) or up its column (smaller Y), neither "
            "landing on nor passing an impassable cell."},
         .firstWins = "Alice\n", .secondWins = "Bob\n"})
{
}

std::string PawnText::contestAnswer(TextReader& reader, const SolveContext& context, PlayRule rule) const
{
    if (rule == PlayRule::Misere)
        return GameText::contestAnswer(reader, context, rule);
    const std::int64_t tests = reader.readInt("the number of tests", 1, kMaxTests);
    reader.expectLineEnd("the number of tests");
    std::int64_t impassableLeft = kMaxTotalImpassable;
    std::int64_t startsLeft = kMaxTotalStarts;
    std::string answer;
    for (std::int64_t test = 0; test < tests; ++test) {
        context.throwIfStopped();
        const ContestTest read = readTest(reader, impassableLeft, startsLeft);
        const std::vector<Cell>& impassable = read.impassable;
        const auto& order = read.order;
        std::vector<Cell> sortedStarts(order.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            sortedStarts[i] = order[i].first;

        // The progress of the whole text is not known in advance; the sweeps report nothing.
        auto segments = sweepLosingCells(impassable, PawnGame::kSide, SolveContext{context.stopToken, {}});
        const std::vector<bool> losing = LosingDiagonals(std::move(segments)).containsSorted(sortedStarts);
        std::vector<bool> loses(order.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            loses[order[i].second] = losing[i];
        answer.reserve(answer.size() + loses.size() * verdict(true).size());
        for (const bool loss : loses)
            answer += verdict(!loss);
        context.report(static_cast<double>(test + 1) / static_cast<double>(tests));
    }
    reader.expectEnd("the last start");
    return answer;
}

Board PawnText::readBoard(TextReader& reader) const
{
    const std::int64_t count
        = reader.readInt("the number of impassable cells", 0, static_cast<std::int64_t>(PawnGame::kMaxImpassable));
    reader.expectLineEnd("the number of impassable cells");
    const std::vector<Cell> impassable = readImpassable(reader, count);
    TextReader::Position where;
    const Cell pawn = readCell(reader, "the pawn's X", "the pawn's Y", "the pawn", where);
    if (std::binary_search(impassable.begin(), impassable.end(), pawn))
        throw TextReader::errorAt(where, "the pawn cannot stand on the impassable cell " + PawnGame::xyText(pawn));
    Board board = game().emptyBoard(PawnGame::kSide, PawnGame::kSide);
    for (const Cell cell : impassable)
        board.setCell(cell, CellKind::Impassable);
    board.setCell(pawn, CellKind::Pawn);
    if (const auto problem = game().setupProblem(board))
        throw TextReader::errorAt(where, *problem);
    return board;
}

std::int64_t PawnText::maxMoveCount(const Board& setup) const
{
    // Every move lowers X + Y by at least one. Replaying a move costs O(log N) in
    // the impassable cells, but a board folds its changes into a new copy of all
    // its cells every few hundred moves (Board), and a document keeps every
    // position: their number also bounds the moves a text may list (2000 over
    // 10^5 cells), so a hostile text of 10^5 cells and 10^6 moves is refused.
    if (PawnGame::pawnProblem(setup))
        return 0;
    const PawnReach reach = PawnGame::reachOf(setup);
    const auto cells = static_cast<std::int64_t>(setup.countOf(CellKind::Impassable));
    const std::int64_t longest = reach.pawn.row + reach.pawn.col;
    return cells == 0 ? longest : std::min(longest, kMaxReplayWork / cells);
}

Move PawnText::readMove(TextReader& reader, const Board& position) const
{
    TextReader::Position where;
    const Cell to = readCell(reader, "the destination's X", "the destination's Y", "the move", where);
    PawnReach found;
    try {
        found = PawnGame::reachOf(position);
    } catch (const InvalidArgument& error) {
        throw TextReader::errorAt(where, error.what());
    }
    const Cell from = found.pawn;
    const std::string fromText = "the pawn at " + PawnGame::xyText(from);
    if (to == from)
        throw TextReader::errorAt(where, fromText + " must move; it already stands on " + PawnGame::xyText(to));
    if (to.row != from.row && to.col != from.col)
        throw TextReader::errorAt(where, fromText + " moves along its row or its column; "
                                             + PawnGame::xyText(to) + " is in neither");
    if (to.row > from.row || to.col > from.col)
        throw TextReader::errorAt(where, fromText + " moves only left or up, not to " + PawnGame::xyText(to));
    if (position.cellAt(to) == CellKind::Impassable)
        throw TextReader::errorAt(where, "the destination " + PawnGame::xyText(to) + " is impassable");
    if (!found.reaches(to)) {
        const Cell blocker = to.row == from.row ? Cell{from.row, found.minCol - 1} : Cell{found.minRow - 1, from.col};
        throw TextReader::errorAt(where, "the way from " + PawnGame::xyText(from) + " to " + PawnGame::xyText(to)
                                             + " is blocked by the impassable cell " + PawnGame::xyText(blocker));
    }
    return Move::at(to);
}

std::vector<Coord> PawnText::moveFields(const Move& move) const
{
    return {move.topLeft.col, move.topLeft.row};
}

std::vector<ContestCase> PawnText::readContestCases(TextReader& reader) const
{
    const std::int64_t tests = reader.readInt("the number of tests", 1, kMaxTests);
    reader.expectLineEnd("the number of tests");
    std::int64_t impassableLeft = kMaxTotalImpassable;
    std::int64_t startsLeft = kMaxTotalStarts;
    std::vector<ContestCase> cases;
    for (std::int64_t t = 0; t < tests; ++t) {
        const ContestTest read = readTest(reader, impassableLeft, startsLeft);
        // The starts of a test share its impassable cells; each case adds its pawn.
        Board board = game().emptyBoard(PawnGame::kSide, PawnGame::kSide);
        for (const Cell cell : read.impassable)
            board.setCell(cell, CellKind::Impassable);
        const auto base = std::make_shared<const Board>(std::move(board));
        for (const Cell start : read.starts.cells)
            cases.push_back({"test " + std::to_string(t + 1) + ", start X " + std::to_string(start.col) + " Y "
                                 + std::to_string(start.row) + ", " + std::to_string(read.impassable.size())
                                 + " impassable",
                             base, {{start, CellKind::Pawn}}});
    }
    reader.expectEnd("the last start");
    // A text whose every Q is 0 has an (empty) answer but no position to open.
    if (cases.empty())
        throw TextReader::errorAt({1, 1}, "no test lists a start (every Q is 0), so the text holds no position");
    return cases;
}

std::string PawnText::contestText(const Board& setup) const
{
    std::string text = "1\n" + boardText(setup);
    // The board text ends with the pawn's line: the test's only start.
    const std::size_t pawnLine = text.rfind('\n', text.size() - 2) + 1;
    return text.insert(pawnLine, "1\n");
}

std::string PawnText::boardText(const Board& setup) const
{
    std::string text;
    std::optional<Cell> pawn;
    std::string impassable;
    Coord count = 0;
    for (const auto& [cell, kind] : setup.markedCells()) {
        if (kind == CellKind::Pawn) {
            pawn = cell;
        } else if (kind == CellKind::Impassable) {
            text::appendLine(impassable, {cell.col, cell.row});
            ++count;
        }
    }
    text::appendLine(text, {count});
    text += impassable;
    if (pawn)
        text::appendLine(text, {pawn->col, pawn->row});
    return text;
}

} // namespace engine
