#include "TestRegistry.h"
#include "engine/GameModules.h"
#include "engine/games/volcano/VolcanoText.h"

#include "CliTestSupport.h"
#include "VolcanoTexts.h"
#include "SolveContexts.h"

#include <QTest>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::TextReader;
using engine::VolcanoText;

namespace {

using cli_test::contestAnswer;
using cli_test::gameOf;
using cli_test::readBoard;

const VolcanoText kText;

using volcano_texts::kSampleBoard;
using volcano_texts::openBoard;

} // namespace

class TestVolcanoText : public QObject {
    Q_OBJECT

private slots:
    void answersThePublishedSample()
    {
        QCOMPARE(contestAnswer(kText, "1\n" + kSampleBoard), std::string("Asuna\n"));
    }

    void answersSeveralCases()
    {
        // The sample; walls only; one monster (5 x 5 open); no monster at all; an open 8 x 8 (a loss).
        const std::string text
            = "5\n" + kSampleBoard + "2 2\n##\n##\n" + openBoard(5, 5) + "1 1\n^\n" + openBoard(8, 8);
        QCOMPARE(contestAnswer(kText, text), std::string("Asuna\nKirito\nAsuna\nKirito\nKirito\n"));
    }

    void answersTheContestWorstCaseAndBeyond()
    {
        std::string text = "10\n";
        for (int i = 0; i < 10; ++i)
            text += openBoard(20, 20);
        std::string expected;
        for (int i = 0; i < 10; ++i)
            expected += "Asuna\n";
        QCOMPARE(contestAnswer(kText, text), expected);
        // Open 14 x 14 is a P-position.
        QCOMPARE(contestAnswer(kText, "1\n" + openBoard(14, 14)), std::string("Kirito\n"));
        QCOMPARE(contestAnswer(kText, "1\n" + openBoard(1, 60)), std::string("Kirito\n"));
    }

    void stopsWhenAsked()
    {
        TextReader reader("1\n" + openBoard(30, 30));
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)kText.contestAnswer(reader, testsupport::alreadyStopped()));
    }

    void reportsProgressOverAllCases()
    {
        std::vector<double> progress;
        TextReader reader("2\n" + openBoard(20, 20) + openBoard(20, 20));
        QCOMPARE(kText.contestAnswer(reader, testsupport::recordingProgress(progress)),
                 std::string("Asuna\nAsuna\n"));
        QVERIFY(progress.size() > 10);
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QVERIFY(progress.front() < 0.5 && progress.back() > 0.99 && progress.back() <= 1.0);
    }

    void readsBoards()
    {
        const Board setup = readBoard(kText, kSampleBoard);
        cli_test::expectValidSetup(kText, setup, 7, 7, 3);
        QCOMPARE(setup.countOf(CellKind::Wall), std::size_t{6});
        QCOMPARE(setup.countOf(CellKind::Monster), std::size_t{3});
        QCOMPARE(setup.cellAt({2, 4}), CellKind::Monster);
        QCOMPARE(setup.cellAt({4, 2}), CellKind::Monster);
        QCOMPARE(setup.cellAt({4, 4}), CellKind::Monster);
        QCOMPARE(setup.cellAt({0, 1}), CellKind::Wall);
        TextReader reader("1 2\n^#\n5");
        const Board tiny = kText.readBoard(reader);
        QCOMPARE(tiny.cellAt({0, 1}), CellKind::Wall);
        QCOMPARE(kText.maxMoveCount(tiny), 0);
        QCOMPARE(reader.readInt("the number of moves", 0, 9), 5); // the reader stopped after the board
    }

    void readsLegalMoves()
    {
        cli_test::expectMovesRead(kText, readBoard(kText, kSampleBoard), "  2 4 \n4 2\r\n",
                                  {Move::at({2, 4}), Move::at({4, 2})});
    }

    void formatsMoves()
    {
        cli_test::expectMoveFormat(kText, Move::at({13, 4}), "13 4", {0, 7});
    }

    void documentsItsLimits()
    {
        const std::string contest(kText.formats().contest);
        QVERIFY(contest.find("T <= " + std::to_string(VolcanoText::kMaxCases)) != std::string::npos);
        QVERIFY(contest.find("R, C <= 60") != std::string::npos);
        QVERIFY(std::string(kText.formats().board).find("R, C <= 60") != std::string::npos);
    }

    void isRegistered() { cli_test::expectRegistered("volcano"); }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_volcano_text, TestVolcanoText)
#include "test_volcano_text.moc"
