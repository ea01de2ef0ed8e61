#include "engine/GameModules.h"
#include "engine/games/volcano/VolcanoGame.h"
#include "engine/games/volcano/VolcanoText.h"

#include "CliTestSupport.h"
#include "SolveContexts.h"

#include <QTest>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::TextReader;
using engine::VolcanoText;

namespace {

const VolcanoText kText;
const engine::VolcanoGame kGame;

const std::string kSampleBoard = "7 7\n^#^#^^^\n^#^^^#^\n^#^^^^^\n^^^#^^^\n^^^^^^^\n^^^^^^^\n^^^^^^^\n";

std::string contest(const std::string& text)
{
    return cli_test::contestAnswer(kText, text);
}

Board board(const std::string& text)
{
    return cli_test::readBoard(kText, text);
}

std::string openCase(int rows, int cols)
{
    std::string text = std::to_string(rows) + " " + std::to_string(cols) + "\n";
    for (int r = 0; r < rows; ++r)
        text += std::string(static_cast<std::size_t>(cols), '^') + "\n";
    return text;
}

} // namespace

class TestVolcanoText : public QObject {
    Q_OBJECT

private slots:
    void answersThePublishedSample()
    {
        QCOMPARE(contest("1\n" + kSampleBoard), std::string("Asuna\n"));
    }

    void answersSeveralCases()
    {
        // The sample; walls only; one monster (5 x 5 open); no monster at all; an open 8 x 8 (a loss).
        const std::string text = "5\n" + kSampleBoard + "2 2\n##\n##\n" + openCase(5, 5) + "1 1\n^\n" + openCase(8, 8);
        QCOMPARE(contest(text), std::string("Asuna\nKirito\nAsuna\nKirito\nKirito\n"));
        // Blank lines, CRLF and indentation are tolerated.
        QCOMPARE(contest("  2\r\n\r\n1 1\r\n #\r\n\r\n5 5 \r\n^^^^^\r\n^^^^^\r\n^^^^^\r\n^^^^^\r\n^^^^^\r\n"),
                 std::string("Kirito\nAsuna\n"));
    }

    void answersTheContestWorstCaseAndBeyond()
    {
        std::string text = "10\n";
        for (int i = 0; i < 10; ++i)
            text += openCase(20, 20);
        std::string expected;
        for (int i = 0; i < 10; ++i)
            expected += "Asuna\n";
        QCOMPARE(contest(text), expected);
        QCOMPARE(contest("1\n" + openCase(14, 14)), std::string("Kirito\n")); // open 14 x 14 is a P-position
        QCOMPARE(contest("1\n" + openCase(1, 60)), std::string("Kirito\n"));
    }

    void stopsWhenAsked()
    {
        TextReader reader("1\n" + openCase(30, 30));
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)kText.contestAnswer(reader, testsupport::alreadyStopped()));
    }

    void reportsProgressOverAllCases()
    {
        std::vector<double> progress;
        TextReader reader("2\n" + openCase(20, 20) + openCase(20, 20));
        QCOMPARE(kText.contestAnswer(reader, testsupport::recordingProgress(progress)),
                 std::string("Asuna\nAsuna\n"));
        QVERIFY(progress.size() > 10);
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QVERIFY(progress.front() < 0.5 && progress.back() > 0.99 && progress.back() <= 1.0);
    }

    void readsBoards()
    {
        const Board setup = board(kSampleBoard);
        QCOMPARE(setup.rows(), 7);
        QCOMPARE(setup.cols(), 7);
        QCOMPARE(setup.countOf(CellKind::Wall), std::size_t{6});
        QCOMPARE(setup.countOf(CellKind::Monster), std::size_t{3});
        QCOMPARE(setup.cellAt({2, 4}), CellKind::Monster);
        QCOMPARE(setup.cellAt({4, 2}), CellKind::Monster);
        QCOMPARE(setup.cellAt({4, 4}), CellKind::Monster);
        QCOMPARE(setup.cellAt({0, 1}), CellKind::Wall);
        QCOMPARE(kText.maxMoveCount(setup), 3);
        QVERIFY(!kGame.setupProblem(setup));
        TextReader reader("1 2\n^#\n5");
        const Board tiny = kText.readBoard(reader);
        QCOMPARE(tiny.cellAt({0, 1}), CellKind::Wall);
        QCOMPARE(kText.maxMoveCount(tiny), 0);
        QCOMPARE(reader.readInt("the number of moves", 0, 9), 5); // the reader stopped after the board
    }

    void readsLegalMoves()
    {
        const Board setup = board(kSampleBoard);
        TextReader reader("  2 4 \n4 2\r\n");
        const Move first = kText.readMove(reader, setup);
        QCOMPARE(first, Move::at({2, 4}));
        const Board after = kGame.play(setup, first);
        QCOMPARE(kText.readMove(reader, after), Move::at({4, 2}));
        QVERIFY(reader.atEnd());
    }

    void formatsMoves()
    {
        QCOMPARE(kText.formatMove(Move::at({13, 4})), std::string("13 4"));
        QCOMPARE(kText.moveFields(Move::at({0, 7})), (std::vector<engine::Coord>{0, 7}));
    }

    void documentsItsLimits()
    {
        const std::string contest(kText.formats().contest);
        QVERIFY(contest.find("T <= " + std::to_string(VolcanoText::kMaxCases)) != std::string::npos);
        QVERIFY(contest.find("R, C <= 60") != std::string::npos);
        QVERIFY(std::string(kText.formats().board).find("R, C <= 60") != std::string::npos);
    }

    void isRegistered()
    {
        const engine::GameText* text = engine::findGameText("volcano");
        QVERIFY(text);
        QCOMPARE(text->gameId(), std::string_view("volcano"));
        QVERIFY(engine::findGame("volcano"));
    }
};

QTEST_APPLESS_MAIN(TestVolcanoText)
#include "test_volcano_text.moc"
