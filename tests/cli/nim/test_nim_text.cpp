#include "TestRegistry.h"
#include "engine/GameModules.h"
#include "engine/games/nim/NimText.h"

#include "CliTestSupport.h"

#include <QTest>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::NimText;

namespace {

using cli_test::contestAnswer;
using cli_test::readBoard;

const NimText kText;

} // namespace

class TestNimText : public QObject {
    Q_OBJECT

private slots:
    void answersContestCases()
    {
        // 1 ^ 2 ^ 3 = 0; a single heap wins; two equal heaps lose; 3 ^ 4 ^ 5 = 2.
        QCOMPARE(contestAnswer(kText, "4\n3\n1 2 3\n1\n5\n2\n4 4\n3\n3 4 5\n"),
                 std::string("Second\nFirst\nSecond\nFirst\n"));
        // The two ways to write a board may be mixed: heaps 1 2 with a gap, 1 ^ 2 = 3.
        QCOMPARE(contestAnswer(kText, "2\n2 3\no..\no.o\n2\n1 1\n"), std::string("First\nSecond\n"));
        // Sixteen heaps of 32, the largest case: their XOR is 0.
        std::string sizes;
        for (int i = 0; i < 16; ++i)
            sizes += (i == 0 ? "" : " ") + std::string("32");
        QCOMPARE(contestAnswer(kText, "1\n16\n" + sizes + "\n"), std::string("Second\n"));
    }

    // Heap i is row i, its counters from column 0; the board is as wide as the largest heap.
    void readsBoards()
    {
        const Board setup = readBoard(kText, "3\n2 0 4\n");
        cli_test::expectValidSetup(kText, setup, 3, 4, 6);
        QCOMPARE(setup.cellAt({0, 1}), CellKind::Counter);
        QCOMPARE(setup.cellAt({0, 2}), CellKind::Empty);
        QCOMPARE(setup.countOf(CellKind::Counter), std::size_t{6});
        QCOMPARE(setup.cellAt({2, 3}), CellKind::Counter);
        cli_test::expectValidSetup(kText, readBoard(kText, "2\n0 0\n"), 2, 1, 0);
        cli_test::expectReaderStopsAfterBoard(kText, "1\n1\n7", 7);
        QCOMPARE(kText.boardText(setup), std::string("3\n2 0 4\n"));
        // A grid holds counters anywhere: row 0 is a heap of 2 with a gap.
        const Board grid = readBoard(kText, "2 4\no..o\n.oo.\n");
        cli_test::expectValidSetup(kText, grid, 2, 4, 4);
        QCOMPARE(grid.cellAt({0, 3}), CellKind::Counter);
        QCOMPARE(grid.cellAt({0, 1}), CellKind::Empty);
        QCOMPARE(kText.boardText(grid), std::string("2 4\no..o\n.oo.\n"));
        cli_test::expectReaderStopsAfterBoard(kText, "1 2\n.o\n5", 5);
    }

    void readsLegalMoves()
    {
        // Taking (1, 1) leaves one counter in row 1, so (1, 0) is still there.
        cli_test::expectMovesRead(kText, readBoard(kText, "2\n3 3\n"), "1 1\n  1 0 \n", {Move::at({1, 1}), Move::at({1, 0})});
    }

    void formatsMoves()
    {
        cli_test::expectMoveFormat(kText, Move::at({12, 3}), "12 3", {0, 7});
    }

    void isRegistered()
    {
        cli_test::expectRegistered("nim");
        const engine::GameText::Formats formats = engine::findGameText("nim")->formats();
        const std::string contestText(formats.contest);
        QVERIFY(contestText.find("T <= " + std::to_string(NimText::kMaxCases)) != std::string::npos);
        QVERIFY(contestText.find("H <= " + std::to_string(engine::NimGame::kMaxRows)) != std::string::npos);
        QVERIFY(contestText.find("0 to " + std::to_string(engine::NimGame::kMaxCols)) != std::string::npos);
        QVERIFY(!formats.board.empty());
        QVERIFY(!formats.move.empty());
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_nim_text, TestNimText)
#include "test_nim_text.moc"
