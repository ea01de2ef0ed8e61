#include "engine/GameModules.h"
#include "engine/games/attractions/AttractionsText.h"

#include "CliTestSupport.h"

#include <QTest>

using engine::AttractionsText;
using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::TextReader;

namespace {

const AttractionsText kText;

std::string contest(const std::string& text)
{
    return cli_test::contestAnswer(kText, text);
}

Board board(const std::string& text)
{
    return cli_test::readBoard(kText, text);
}

const engine::Game& attractions()
{
    return *engine::findGame("attractions");
}

} // namespace

class TestAttractionsText : public QObject {
    Q_OBJECT

private slots:
    void answersContestCases()
    {
        // Worked by hand: one spot wins; no spot loses; on 2 x 2 each colour class
        // is one move (g = 1 + 1 = 0); on 1 x 3 the three spots are independent
        // single moves (g = 1), so every move leaves 0; on 3 x 3 every one of the
        // nine moves leaves a loss.
        QCOMPARE(contest("4\n1 1\nX\n1 1\n.\n2 2\nXX\nXX\n3 3\nXXX\nXXX\nXXX\n"),
                 std::string("Case #1: 1\nCase #2: 0\nCase #3: 0\nCase #4: 9\n"));
        QCOMPARE(contest("1\n1 3\nXXX\n"), std::string("Case #1: 3\n"));
        QCOMPARE(contest(" 2 \r\n 1 2 \r\n X. \r\n2 1\r\n.\r\nX\r\n\r\n"), std::string("Case #1: 1\nCase #2: 1\n"));
        // Full even squares are losses by symmetry: no winning first move.
        QCOMPARE(contest("1\n20 20\n" + [] {
                     std::string rows;
                     for (int r = 0; r < 20; ++r)
                         rows += std::string(20, 'X') + "\n";
                     return rows;
                 }()),
                 std::string("Case #1: 0\n"));
    }

    void readsBoards()
    {
        const Board setup = board("2 4\nX..X\n.XX.\n");
        QCOMPARE(setup.rows(), 2);
        QCOMPARE(setup.cols(), 4);
        QCOMPARE(setup.countOf(CellKind::Spot), std::size_t{4});
        QCOMPARE(setup.cellAt({0, 3}), CellKind::Spot);
        QCOMPARE(setup.cellAt({0, 1}), CellKind::Empty);
        QCOMPARE(kText.maxMoveCount(setup), 4);
        QVERIFY(!attractions().setupProblem(setup));
        TextReader reader("1 1\n.\n7");
        (void)kText.readBoard(reader);
        QCOMPARE(reader.readInt("the number of moves", 0, 9), 7); // the reader stopped after the board
    }

    void readsLegalMoves()
    {
        const Board setup = board("3 3\nXXX\nX.X\nXXX\n");
        TextReader reader("0 0\n  2 1 \n");
        const Move first = kText.readMove(reader, setup);
        QCOMPARE(first, Move::at({0, 0}));
        const Board after = attractions().play(setup, first);
        QCOMPARE(kText.readMove(reader, after), Move::at({2, 1}));
        QVERIFY(reader.atEnd());
    }

    void formatsMoves()
    {
        QCOMPARE(kText.formatMove(Move::at({12, 3})), std::string("12 3"));
        QCOMPARE(kText.moveFields(Move::at({0, 7})), (std::vector<engine::Coord>{0, 7}));
    }

    void isRegistered()
    {
        const engine::GameText* text = engine::findGameText("attractions");
        QVERIFY(text);
        QCOMPARE(text->gameId(), std::string_view("attractions"));
        QVERIFY(engine::findGame("attractions"));
        const std::string contestText(text->formats().contest);
        QVERIFY(contestText.find("T <= " + std::to_string(AttractionsText::kMaxCases)) != std::string::npos);
        QVERIFY(contestText.find("R, C <= 60") != std::string::npos);
        QVERIFY(!text->formats().board.empty());
        QVERIFY(!text->formats().move.empty());
    }
};

QTEST_APPLESS_MAIN(TestAttractionsText)
#include "test_attractions_text.moc"
