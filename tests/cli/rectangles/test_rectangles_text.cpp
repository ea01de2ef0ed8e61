#include "engine/ParseError.h"
#include "engine/games/rectangles/RectanglesGame.h"
#include "engine/games/rectangles/RectanglesText.h"

#include "CliTestSupport.h"

#include <QTest>

#include <functional>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::ParseError;
using engine::RectanglesText;
using engine::TextReader;

namespace {

const RectanglesText kText;
const engine::RectanglesGame kGame;

const auto expectError = cli_test::expectParseError;

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

    void rejectsMalformedContestTexts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const char* text, int line, int column, const char* message) {
            QTest::newRow(name) << QString::fromUtf8(text) << line << column << QString::fromUtf8(message);
        };
        row("empty", "", 1, 1, "expected a cell value between 0 and 1, found the end of the input");
        row("two", "0 2\n", 1, 3, "expected a cell value between 0 and 1, found 2");
        row("word", "1 x\n", 1, 3, "expected a cell value between 0 and 1, found 'x'");
        row("negative", "-1\n", 1, 1, "expected a cell value between 0 and 1, found -1");
        row("glued", "0 11\n", 1, 3, "expected a cell value between 0 and 1, found 11");
        row("nine columns", "1 1 1 1 1 1 1 1 1\n", 1, 17, "a row has at most 8 entries");
        row("short row", "1 0 1\n1 0\n", 2, 4, "row 1 has 2 entries; expected 3 like the first row");
        row("one entry", "1 0\n1\n", 2, 2, "row 1 has 1 entry; expected 2 like the first row");
        row("long row", "1 0\n0 1\n1 1 0\n", 3, 5, "row 2 has more than 2 entries; expected 2 like the first row");
        row("nine rows", "1\n0\n1\n0\n1\n0\n1\n0\n1\n", 9, 1, "the matrix has at most 8 rows");
        row("too big a group", "1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n0 0 0 0 0 1\n", 1,
            1, "the group of ones at (0, 0) has 31 cells; the solver handles groups (4-connected components) of at "
               "most 30 cells, such as a full 5 x 6 block");
        row("too big a group later",
            "0 0 0 0 0 0\n0 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n", 2, 3,
            "the group of ones at (1, 1) has 35 cells; the solver handles groups (4-connected components) of at "
            "most 30 cells, such as a full 5 x 6 block");
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

    void rejectsMalformedBoards_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const char* text, int line, int column, const char* message) {
            QTest::newRow(name) << QString::fromUtf8(text) << line << column << QString::fromUtf8(message);
        };
        row("no rows", "0 2\n", 1, 1, "expected the number of rows between 1 and 8, found 0");
        row("nine rows", "9 2\n", 1, 1, "expected the number of rows between 1 and 8, found 9");
        row("nine columns", "2 9\n", 1, 3, "expected the number of columns between 1 and 8, found 9");
        row("missing columns", "2\n1 1\n", 1, 2, "expected the number of columns between 1 and 8, found the end of "
                                                 "the line");
        row("garbage after size", "2 2 2\n", 1, 5, "expected the end of the line after the number of columns, found 2");
        row("short row", "2 2\n1 1\n1\n", 3, 2, "row 1 has 1 entry; expected 2, the number of columns");
        row("long row", "2 2\n1 1 1\n", 2, 5, "row 0 has more than 2 entries; expected 2, the number of columns");
        row("missing row", "2 2\n1 1\n", 3, 1, "expected a cell value between 0 and 1, found the end of the input");
        row("bad entry", "1 2\n1 3\n", 2, 3, "expected a cell value between 0 and 1, found 3");
        row("too big a group", "6 6\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n1 1 1 1 1 1\n0 0 0 0 0 1\n",
            2, 1, "the group of ones at (0, 0) has 31 cells; the solver handles groups (4-connected components) of "
                  "at most 30 cells, such as a full 5 x 6 block");
    }

    void rejectsMalformedBoards()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const std::string expected = "line " + std::to_string(line) + ", column " + std::to_string(column) + ": "
            + message.toStdString();
        expectError([&] { (void)board(text.toStdString()); }, line, column, expected);
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

    void rejectsIllegalMoves_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const char* text, int column, const char* message) {
            QTest::newRow(name) << QString::fromUtf8(text) << column << QString::fromUtf8(message);
        };
        // The position: "1 1 0" / "1 1 1" / "0 1 1".
        row("zero cell", "0 0 0 2", 1,
            "cell (0, 2) of the rectangle (0, 0)-(0, 2) is 0; a move clears a rectangle of ones only");
        row("zero inside", " 1 0 2 1", 2,
            "cell (2, 0) of the rectangle (1, 0)-(2, 1) is 0; a move clears a rectangle of ones only");
        row("top outside", "3 0 3 0", 1, "expected the top row between 0 and 2, found 3");
        row("left outside", "0 -1 0 0", 3, "expected the left column between 0 and 2, found -1");
        row("bottom above top", "1 0 0 0", 5, "expected the bottom row between 1 and 2, found 0");
        row("right left of left", "0 1 0 0", 7, "expected the right column between 1 and 2, found 0");
        row("missing corner", "0 0 1", 6, "expected the right column between 0 and 2, found the end of the input");
        row("word", "zero 0 0 0", 1, "expected the top row between 0 and 2, found 'zero'");
        row("trailing number", "0 0 0 0 1", 9, "expected the end of the line after the move, found 1");
        row("empty", "", 1, "expected the top row between 0 and 2, found the end of the input");
    }

    void rejectsIllegalMoves()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        QFETCH(QString, message);
        const Board position = board("3 3\n1 1 0\n1 1 1\n0 1 1\n");
        TextReader reader(text.toStdString());
        expectError([&] { (void)kText.readMove(reader, position); }, 1, column,
                    "line 1, column " + std::to_string(column) + ": " + message.toStdString());
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
