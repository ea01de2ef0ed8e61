#include "TestRegistry.h"
#include "MoveCells.h"

#include "engine/Error.h"
#include "engine/GameModules.h"
#include "engine/RandomBoard.h"
#include "engine/games/nim/NimGame.h"
#include "engine/games/nim/NimHeaps.h"
#include "engine/games/nim/NimText.h"

#include <QTest>

#include <random>

using engine::Board;
using engine::CellKind;
using engine::Move;

namespace {

const engine::Game& nim()
{
    return *engine::findGame("nim");
}

// A board drawn as rows of 'o' (counter) and '.' (empty).
Board boardOf(std::initializer_list<std::string_view> rows)
{
    Board board(static_cast<engine::Coord>(rows.size()), static_cast<engine::Coord>(rows.begin()->size()));
    engine::Coord r = 0;
    for (const std::string_view row : rows) {
        for (std::size_t c = 0; c < row.size(); ++c)
            if (row[c] == 'o')
                board.setCell({r, static_cast<engine::Coord>(c)}, CellKind::Counter);
        ++r;
    }
    return board;
}

} // namespace

class TestNimGame : public QObject {
    Q_OBJECT

private slots:
    void registeredWithItsLimits()
    {
        const engine::GameModule* module = engine::findGameModule("nim");
        QVERIFY(module != nullptr);
        QCOMPARE(module->game.displayName(), std::string_view("Nim"));
        QCOMPARE(module->game.paletteKinds(), std::vector<CellKind>{CellKind::Counter});
        QVERIFY(module->game.takesSize(engine::NimGame::kMaxRows, engine::NimGame::kMaxCols));
        QVERIFY(!module->game.takesSize(engine::NimGame::kMaxRows + 1, 1));
        QVERIFY(!module->game.takesSize(1, engine::NimGame::kMaxCols + 1));
        // The example: heaps of 3, 4 and 5.
        QVERIFY(module->game.exampleBoard() == boardOf({"ooo..", "oooo.", "ooooo"}));
    }

    // A move takes the counter and every counter right of it in its row; other rows stay.
    void moveTakesTheCounterAndAllRightOfIt()
    {
        const Board before = boardOf({"o.oo.o", "oooooo"});
        QVERIFY(nim().play(before, Move::at({0, 2})) == boardOf({"o.....", "oooooo"}));
        QVERIFY(nim().play(before, Move::at({0, 5})) == boardOf({"o.oo..", "oooooo"}));
        QVERIFY(nim().play(before, Move::at({1, 0})) == boardOf({"o.oo.o", "......"}));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)nim().play(before, Move::at({0, 1})));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)nim().play(before, Move{{1, 0}, {1, 1}}));
    }

    void legalMovesAreTheCountersRowMajor()
    {
        const Board board = boardOf({".o.o", "o...", "...."});
        const std::vector<Move> moves = nim().legalMoves(board);
        QCOMPARE(moves, (std::vector<Move>{Move::at({0, 1}), Move::at({0, 3}), Move::at({1, 0})}));
        QVERIFY(nim().legalMoves(boardOf({"...", "..."})).empty());
    }

    void setupsHoldCountersAnywhere()
    {
        QVERIFY(!nim().setupProblem(boardOf({"o.o.o", ".....", "oo..o"})));
        Board foreign = boardOf({"oo", "o."});
        foreign.setCell({1, 1}, CellKind::Wall);
        const auto problem = nim().setupProblem(foreign);
        QVERIFY(problem.has_value());
        QVERIFY2(problem->find("other than a counter or an empty cell") != std::string::npos, problem->c_str());
    }

    void heapsMapOntoRows()
    {
        QCOMPARE(engine::nim::heapsOf(boardOf({"o.o.o", ".....", "oo..o"})), (std::vector<int>{3, 0, 3}));
        QVERIFY(engine::nim::boardOfHeaps({1, 0, 3}) == boardOf({"o..", "...", "ooo"}));
        QVERIFY(engine::nim::boardOfHeaps({0, 0}) == boardOf({".", "."}));
        QVERIFY(engine::nim::isHeapBoard(boardOf({"o..", "ooo"})));
        QVERIFY(!engine::nim::isHeapBoard(boardOf({".o.", "ooo"}))); // a gap
        QVERIFY(!engine::nim::isHeapBoard(boardOf({"o...", "ooo."}))); // wider than its largest heap
    }

    // Random boards keep their counters where they fall: gaps and all, any size asked.
    void randomBoardsAreValidSetups()
    {
        std::mt19937_64 random(5);
        int withGaps = 0;
        for (int trial = 0; trial < 200; ++trial) {
            const auto rows = static_cast<engine::Coord>(1 + random() % engine::NimGame::kMaxRows);
            const auto cols = static_cast<engine::Coord>(1 + random() % engine::NimGame::kMaxCols);
            const double density = static_cast<double>(random() % 101) / 100.0;
            const Board board = engine::RandomBoard::generate(nim(), rows, cols, density, random);
            QCOMPARE(board.rows(), rows);
            QCOMPARE(board.cols(), cols);
            QVERIFY(!nim().setupProblem(board));
            withGaps += engine::nim::isHeapBoard(board) ? 0 : 1;
        }
        QVERIFY(withGaps > 100);
    }

    // Every setup has a text: heap sizes when its counters are heaps from column 0
    // and the board is as wide as the largest, else the grid.
    void textsAreHeapsOrGrids()
    {
        const engine::GameText& text = *engine::findGameText("nim");
        QCOMPARE(text.boardText(boardOf({"ooo..", "oooo.", "ooooo"})), std::string("3\n3 4 5\n"));
        QCOMPARE(text.boardText(boardOf({".", "."})), std::string("2\n0 0\n"));
        QCOMPARE(text.boardText(boardOf({"o.o", "ooo"})), std::string("2 3\no.o\nooo\n"));
        QCOMPARE(text.boardText(boardOf({"o..", "oo."})), std::string("2 3\no..\noo.\n"));
        for (const Board& board : {boardOf({"o.o", "ooo"}), boardOf({"o..", "oo."}), boardOf({"ooo", "o.."})}) {
            QVERIFY(!text.contestTextProblem(board));
            engine::TextReader reader(text.boardText(board));
            QVERIFY(text.readBoard(reader) == board);
        }
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_nim_game, TestNimGame)
#include "test_nim_game.moc"
