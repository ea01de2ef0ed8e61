#include "TestRegistry.h"
#include "engine/GameModules.h"
#include "engine/games/attractions/AttractionsText.h"

#include "CliTestSupport.h"

#include <QTest>

using engine::AttractionsText;
using engine::Board;
using engine::CellKind;
using engine::Move;

namespace {

using cli_test::contestAnswer;
using cli_test::gameOf;
using cli_test::readBoard;

const AttractionsText kText;

} // namespace

class TestAttractionsText : public QObject {
    Q_OBJECT

private slots:
    void answersContestCases()
    {
        // Full even squares are losses by symmetry: no winning first move.
        QCOMPARE(contestAnswer(kText, "1\n20 20\n" + [] {
                     std::string rows;
                     for (int r = 0; r < 20; ++r)
                         rows += std::string(20, 'X') + "\n";
                     return rows;
                 }()),
                 std::string("Case #1: 0\n"));
    }

    void readsBoards()
    {
        const Board setup = readBoard(kText, "2 4\nX..X\n.XX.\n");
        cli_test::expectValidSetup(kText, setup, 2, 4, 4);
        QCOMPARE(setup.countOf(CellKind::Spot), std::size_t{4});
        QCOMPARE(setup.cellAt({0, 3}), CellKind::Spot);
        QCOMPARE(setup.cellAt({0, 1}), CellKind::Empty);
        cli_test::expectReaderStopsAfterBoard(kText, "1 1\n.\n7", 7);
    }

    void readsLegalMoves()
    {
        cli_test::expectMovesRead(kText, readBoard(kText, "3 3\nXXX\nX.X\nXXX\n"), "0 0\n  2 1 \n",
                                  {Move::at({0, 0}), Move::at({2, 1})});
    }

    void formatsMoves()
    {
        cli_test::expectMoveFormat(kText, Move::at({12, 3}), "12 3", {0, 7});
    }

    void isRegistered()
    {
        cli_test::expectRegistered("attractions");
        const engine::GameText::Formats formats = engine::findGameText("attractions")->formats();
        const std::string contestText(formats.contest);
        QVERIFY(contestText.find("T <= " + std::to_string(AttractionsText::kMaxCases)) != std::string::npos);
        QVERIFY(contestText.find("R, C <= 60") != std::string::npos);
        QVERIFY(!formats.board.empty());
        QVERIFY(!formats.move.empty());
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_attractions_text, TestAttractionsText)
#include "test_attractions_text.moc"
