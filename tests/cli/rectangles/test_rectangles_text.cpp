#include "TestRegistry.h"
#include "engine/games/rectangles/RectanglesText.h"

#include "CliTestSupport.h"

#include <QTest>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::RectanglesText;

namespace {

using cli_test::contestAnswer;
using cli_test::gameOf;
using cli_test::readBoard;

const RectanglesText kText;

} // namespace

class TestRectanglesText : public QObject {
    Q_OBJECT

private slots:
    void readsBoards()
    {
        const Board setup = readBoard(kText, "2 3\n1 1 0\n0 1 1\n");
        cli_test::expectValidSetup(kText, setup, 2, 3, 4);
        QCOMPARE(setup.countOf(CellKind::Filled), std::size_t{4});
        QCOMPARE(setup.cellAt({0, 1}), CellKind::Filled);
        QCOMPARE(setup.cellAt({0, 2}), CellKind::Empty);
        cli_test::expectReaderStopsAfterBoard(kText, "1 1\n1\n5", 5);
    }

    void readsLegalMoves()
    {
        cli_test::expectMovesRead(kText, readBoard(kText, "2 3\n1 1 1\n1 1 0\n"), "0 0 1 1\n  0 2 0 2 \n",
                                  {Move{{0, 0}, {1, 1}}, Move::at({0, 2})});
    }

    void formatsMoves()
    {
        cli_test::expectMoveFormat(kText, Move{{1, 2}, {3, 4}}, "1 2 3 4", {0, 7, 0, 7});
        QCOMPARE(kText.gameId(), std::string_view("rectangles"));
        cli_test::expectRegistered("rectangles");
        QVERIFY(!kText.formats().contest.empty() && !kText.formats().board.empty() && !kText.formats().move.empty());
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_rectangles_text, TestRectanglesText)
#include "test_rectangles_text.moc"
