#include "engine/games/rectangles/RectanglesGame.h"
#include "engine/games/rectangles/RectanglesText.h"

#include "CliTestSupport.h"

#include <QTest>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::RectanglesText;
using engine::TextReader;

namespace {

const RectanglesText kText;
const engine::RectanglesGame kGame;

std::string contest(const std::string& text)
{
    return cli_test::contestAnswer(kText, text);
}

Board board(const std::string& text)
{
    return cli_test::readBoard(kText, text);
}

} // namespace

class TestRectanglesText : public QObject {
    Q_OBJECT

private slots:
    void answersContestSamples()
    {
        QCOMPARE(contest("0 1 1 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n"), std::string("A\n"));
        QCOMPARE(contest("0 0 1 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n"), std::string("B\n"));
    }

    void answersOtherMatrices()
    {
        QCOMPARE(contest("1"), std::string("A\n"));
        QCOMPARE(contest("0"), std::string("B\n"));
        QCOMPARE(contest("1 0 1"), std::string("B\n"));           // two single cells
        QCOMPARE(contest("1 1\n1 1\n"), std::string("A\n"));      // take all
        QCOMPARE(contest("\n  1 0\r\n 0 1 \r\n\r\n"), std::string("B\n"));
        QCOMPARE(contest("1 1 1 1 1 1 1 1\n0 0 0 0 0 0 0 0\n1 0 1 0 1 0 1 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n"
                         "0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n1 1 1 1 1 1 1 1\n"),
                 std::string("B\n")); // two equal rows and four single cells
    }

    void readsBoards()
    {
        const Board setup = board("2 3\n1 1 0\n0 1 1\n");
        QCOMPARE(setup.rows(), 2);
        QCOMPARE(setup.cols(), 3);
        QCOMPARE(setup.countOf(CellKind::Filled), std::size_t{4});
        QCOMPARE(setup.cellAt({0, 1}), CellKind::Filled);
        QCOMPARE(setup.cellAt({0, 2}), CellKind::Empty);
        QCOMPARE(kText.maxMoveCount(setup), 4);
        QVERIFY(!kGame.setupProblem(setup));
        TextReader reader("1 1\n1\n5");
        (void)kText.readBoard(reader);
        QCOMPARE(reader.readInt("the number of moves", 0, 9), 5); // the reader stopped after the board
    }

    void readsLegalMoves()
    {
        const Board setup = board("2 3\n1 1 1\n1 1 0\n");
        TextReader reader("0 0 1 1\n  0 2 0 2 \n");
        const Move first = kText.readMove(reader, setup);
        QCOMPARE(first, (Move{{0, 0}, {1, 1}}));
        const Board after = kGame.play(setup, first);
        QCOMPARE(kText.readMove(reader, after), Move::at({0, 2}));
        QVERIFY(reader.atEnd());
    }

    void formatsMoves()
    {
        QCOMPARE(kText.formatMove(Move{{1, 2}, {3, 4}}), std::string("1 2 3 4"));
        QCOMPARE(kText.moveFields(Move::at({0, 7})), (std::vector<engine::Coord>{0, 7, 0, 7}));
        QCOMPARE(kText.gameId(), std::string_view("rectangles"));
        QVERIFY(!kText.formats().contest.empty() && !kText.formats().board.empty() && !kText.formats().move.empty());
    }
};

QTEST_APPLESS_MAIN(TestRectanglesText)
#include "test_rectangles_text.moc"
