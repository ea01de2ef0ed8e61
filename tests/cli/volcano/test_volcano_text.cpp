#include "engine/GameModules.h"
#include "engine/ParseError.h"
#include "engine/games/volcano/VolcanoGame.h"
#include "engine/games/volcano/VolcanoText.h"

#include "CliTestSupport.h"

#include <QTest>

#include <functional>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::ParseError;
using engine::TextReader;
using engine::VolcanoText;

namespace {

const VolcanoText kText;
const engine::VolcanoGame kGame;

const std::string kSampleBoard = "7 7\n^#^#^^^\n^#^^^#^\n^#^^^^^\n^^^#^^^\n^^^^^^^\n^^^^^^^\n^^^^^^^\n";

const auto expectError = cli_test::expectParseError;

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
        std::stop_source stop;
        stop.request_stop();
        TextReader reader("1\n" + openCase(30, 30));
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)kText.contestAnswer(reader, {stop.get_token(), {}}));
    }

    void reportsProgressOverAllCases()
    {
        std::vector<double> progress;
        TextReader reader("2\n" + openCase(20, 20) + openCase(20, 20));
        QCOMPARE(kText.contestAnswer(reader, {{}, [&](double f) { progress.push_back(f); }}),
                 std::string("Asuna\nAsuna\n"));
        QVERIFY(progress.size() > 10);
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QVERIFY(progress.front() < 0.5 && progress.back() > 0.99 && progress.back() <= 1.0);
    }

    void rejectsMalformedContestTexts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const char* text, int line, int column, const char* message) {
            QTest::newRow(name) << QString::fromUtf8(text) << line << column << QString::fromUtf8(message);
        };
        row("empty", "", 1, 1, "expected the number of cases between 1 and 1000, found the end of the input");
        row("zero cases", "0\n", 1, 1, "expected the number of cases between 1 and 1000, found 0");
        row("too many cases", "1001\n", 1, 1, "expected the number of cases between 1 and 1000, found 1001");
        row("word for cases", "T\n", 1, 1, "expected the number of cases between 1 and 1000, found 'T'");
        row("garbage after cases", "1 x\n", 1, 3, "expected the end of the line after the number of cases, found 'x'");
        row("missing case", "2\n1 1\n^\n", 4, 1,
            "expected the number of rows between 1 and 60, found the end of the input");
        row("zero rows", "1\n0 3\n", 2, 1, "expected the number of rows between 1 and 60, found 0");
        row("too many rows", "1\n61 3\n", 2, 1, "expected the number of rows between 1 and 60, found 61");
        row("too many columns", "1\n3 61\n", 2, 3, "expected the number of columns between 1 and 60, found 61");
        row("huge columns", "1\n3 99999999999999999999\n", 2, 3,
            "expected the number of columns between 1 and 60, found 99999999999999999999");
        row("columns on next line", "1\n3\n3\n", 2, 2,
            "expected the number of columns between 1 and 60, found the end of the line");
        row("garbage after size", "1\n2 3 4\n", 2, 5,
            "expected the end of the line after the number of columns, found 4");
        row("missing row", "1\n2 3\n^^^\n", 4, 1,
            "expected row 1 of the board (3 characters '#' or '^'), found the end of the input");
        row("bad character", "1\n2 3\n^x^\n^^^\n", 3, 2, "expected '#' or '^' in row 0 of the board, found 'x'");
        row("digit", "1\n2 3\n^^^\n##1\n", 4, 3, "expected '#' or '^' in row 1 of the board, found '1'");
        row("unicode", "1\n1 4\n^\xc3\xa9x^\n", 3, 2, "expected '#' or '^' in row 0 of the board, found '\xc3\xa9'");
        row("after unicode", "1\n1 4\n^^\xc3\xa9\n", 3, 3,
            "expected '#' or '^' in row 0 of the board, found '\xc3\xa9'");
        row("control character", "1\n1 3\n^\x01^\n", 3, 2, "expected '#' or '^' in row 0 of the board, found '?'");
        row("short row", "1\n2 3\n ^^\n^^^\n", 3, 2, "row 0 of the board has 2 characters, expected 3");
        row("long row", "1\n2 3\n^^^^#\n^^^\n", 3, 4, "row 0 of the board is longer than 3 characters");
        row("split row", "1\n2 3\n^^^ ^\n^^^\n", 3, 5,
            "expected the end of the line after row 0 of the board, found '^'");
        row("extra row", "1\n1 1\n^\n^\n", 4, 1, "expected the end of the input after the last case, found '^'");
        row("second case bad", "2\n1 1\n^\n2 2\n^^\n^.\n", 6, 2,
            "expected '#' or '^' in row 1 of the board, found '.'");
    }

    void rejectsMalformedContestTexts()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const std::string expected = "line " + std::to_string(line) + ", column " + std::to_string(column) + ": "
            + message.toStdString();
        expectError([&] { (void)contest(text.toStdString()); }, line, column, expected);
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

    void rejectsMalformedBoards()
    {
        expectError([] { (void)board("61 2\n"); }, 1, 1,
                    "line 1, column 1: expected the number of rows between 1 and 60, found 61");
        expectError([] { (void)board("2 2\n^^\n^"); }, 3, 1,
                    "line 3, column 1: row 1 of the board has 1 character, expected 2");
        expectError([] { (void)board("1 2\n^~\n"); }, 2, 2,
                    "line 2, column 2: expected '#' or '^' in row 0 of the board, found '~'");
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

    void rejectsIllegalMoves_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const char* text, int column, const char* message) {
            QTest::newRow(name) << QString::fromUtf8(text) << column << QString::fromUtf8(message);
        };
        // The position: the sample after the eruption at (4, 2).
        row("wall", "0 1", 1, "cell (0, 1) is a wall, not a monster");
        row("open ground", "0 0", 1, "cell (0, 0) holds no monster");
        row("under lava", "4 4", 1, "cell (4, 4) is covered by lava");
        row("erupted", " 4 2", 2, "the monster at (4, 2) has already erupted");
        row("row outside", "7 0", 1, "expected a row between 0 and 6, found 7");
        row("negative column", "0 -1", 3, "expected a column between 0 and 6, found -1");
        row("missing column", "2", 2, "expected a column between 0 and 6, found the end of the input");
        row("word", "two 4", 1, "expected a row between 0 and 6, found 'two'");
        row("trailing number", "2 4 1", 5, "expected the end of the line after the move, found 1");
        row("empty", "", 1, "expected a row between 0 and 6, found the end of the input");
    }

    void rejectsIllegalMoves()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        QFETCH(QString, message);
        const Board position = kGame.play(board(kSampleBoard), Move::at({4, 2}));
        TextReader reader(text.toStdString());
        expectError([&] { (void)kText.readMove(reader, position); }, 1, column,
                    "line 1, column " + std::to_string(column) + ": " + message.toStdString());
    }

    void formatsMoves()
    {
        QCOMPARE(kText.formatMove(Move::at({13, 4})), std::string("13 4"));
        QCOMPARE(kText.moveFields(Move::at({0, 7})), (std::vector<engine::Coord>{0, 7}));
    }

    void documentsItsLimits()
    {
        const std::string contest(kText.formats().contest);
        QVERIFY(contest.find("T <= " + std::to_string(VolcanoText::kMaxContestCases)) != std::string::npos);
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
