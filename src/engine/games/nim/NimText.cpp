#include "engine/games/nim/NimText.h"

#include "engine/TextCharacters.h"
#include "engine/TextWriter.h"
#include "engine/games/nim/NimHeaps.h"

#include <string>

namespace engine {

NimText::NimText()
    : GameText(rulesOf<NimGame>(),
               {.formats
                = {"'T' (1 <= T <= 1000), then T boards, each as a position query writes it: heap sizes (a line 'H', "
                   "1 <= H <= 16, and a line of H heap sizes, 0 to 32 each) or a grid ('R C', 1 <= R <= 16, "
                   "1 <= C <= 32, and R lines of C characters 'o' or '.'). Answer, one line per case: 'First' if the "
                   "first player wins, else 'Second'.",
                   "heap sizes: a line 'H' (1 <= H <= 16) and a line of H heap sizes (0 to 32); heap i is row i of the "
                   "board, its counters from column 0 on, and the board has as many columns as the largest heap (at "
                   "least 1). Or, for counters anywhere in their rows, a grid: 'R C' (1 <= R <= 16, 1 <= C <= 32) and "
                   "R lines of C characters, 'o' a counter and '.' an empty cell.",
                   "'r c': take the counter at (r, c) and every counter right of it in row r (written as heaps: heap "
                   "r keeps c counters)."},
                // Every move takes at least one counter (spentKind).
                .firstWins = "First\n", .secondWins = "Second\n", .spentKind = CellKind::Counter})
{
}

std::vector<ContestCase> NimText::readContestCases(TextReader& reader) const
{
    const std::int64_t count = reader.readInt("the number of cases", 1, kMaxCases);
    reader.expectLineEnd("the number of cases");
    std::vector<ContestCase> cases;
    for (std::int64_t i = 0; i < count; ++i) {
        Board board = readBoard(reader);
        const std::vector<int> heaps = nim::heapsOf(board);
        std::string label = std::to_string(heaps.size()) + (heaps.size() == 1 ? " heap:" : " heaps:");
        for (const int heap : heaps)
            label += ' ' + std::to_string(heap);
        cases.push_back({std::move(label), std::make_shared<const Board>(std::move(board)), {}});
    }
    reader.expectEnd("the last case");
    return cases;
}

std::string NimText::contestText(const Board& setup) const
{
    return "1\n" + boardText(setup);
}

std::string NimText::boardText(const Board& setup) const
{
    if (!nim::isHeapBoard(setup)) {
        std::string text;
        text::appendLine(text, {setup.rows(), setup.cols()});
        return text + text::gridRows(setup, CellKind::Counter, kCounter, kEmpty);
    }
    const std::vector<int> heaps = nim::heapsOf(setup);
    std::string text = std::to_string(heaps.size()) + '\n';
    for (std::size_t i = 0; i < heaps.size(); ++i)
        text += (i == 0 ? "" : " ") + std::to_string(heaps[i]);
    return text + '\n';
}

Board NimText::readBoard(TextReader& reader) const
{
    const std::int64_t rows = reader.readInt("the number of heaps", 1, NimGame::kMaxRows);
    if (reader.atLineEnd()) {
        reader.expectLineEnd("the number of heaps");
        return nim::boardOfHeaps(readHeapSizes(reader, rows));
    }
    const Coord cols = reader.readIntOnLine("the number of columns", 1, NimGame::kMaxCols);
    reader.expectLineEnd("the number of columns");
    Board board = game().emptyBoard(rows, cols);
    readGridRows(reader, board);
    return board;
}

std::vector<int> NimText::readHeapSizes(TextReader& reader, std::int64_t count)
{
    std::vector<int> heaps;
    for (std::int64_t i = 0; i < count; ++i) {
        const std::string what = "the size of heap " + std::to_string(i) + " (" + std::to_string(count)
            + (count == 1 ? " heap)" : " heaps)");
        heaps.push_back(static_cast<int>(i == 0 ? reader.readInt(what, 0, NimGame::kMaxCols)
                                                : reader.readIntOnLine(what, 0, NimGame::kMaxCols)));
    }
    reader.expectLineEnd("the heap sizes");
    return heaps;
}

void NimText::readGridRows(TextReader& reader, Board& board)
{
    const std::string what = "a row of " + std::to_string(board.cols()) + " cells 'o' or '.'";
    for (Coord row = 0; row < board.rows(); ++row) {
        const std::string token = reader.readWord(what);
        const TextReader::Position start = reader.lastTokenPosition();
        for (std::size_t k = 0; k < token.size(); ++k)
            if (!text::isContinuation(token[k]) && token[k] != kCounter && token[k] != kEmpty)
                throw TextReader::errorAt(text::positionIn(start, token, k),
                                          "expected 'o' (a counter) or '.' (an empty cell), found "
                                              + text::quotedCharacter(token, k));
        const std::size_t length = text::characterCount(token);
        if (length != static_cast<std::size_t>(board.cols()))
            throw TextReader::errorAt(start, "expected " + what + ", found " + std::to_string(length)
                                                 + (length == 1 ? " cell" : " cells"));
        for (Coord col = 0; col < board.cols(); ++col)
            if (token[static_cast<std::size_t>(col)] == kCounter)
                board.setCell({row, col}, CellKind::Counter);
        reader.expectLineEnd("the row");
    }
}

Move NimText::readMove(TextReader& reader, const Board& position) const
{
    return readPickedCell(reader, position, CellKind::Counter, [](Cell cell, CellKind) -> std::string {
        return "cell " + cellText(cell) + " holds no counter";
    });
}

} // namespace engine
