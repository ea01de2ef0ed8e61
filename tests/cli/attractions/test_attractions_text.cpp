#include "engine/GameModules.h"
#include "engine/ParseError.h"
#include "engine/games/attractions/AttractionsText.h"

#include "CliTestSupport.h"

#include <QTest>

#include <functional>

using engine::AttractionsText;
using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::ParseError;
using engine::TextReader;

namespace {

const AttractionsText kText;

const auto expectError = cli_test::expectParseError;

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
        row("no cases", "0\n", 1, 1, "expected the number of cases between 1 and 1000, found 0");
        row("too many cases", "1001\n", 1, 1, "expected the number of cases between 1 and 1000, found 1001");
        row("word for cases", "many\n", 1, 1, "expected the number of cases between 1 and 1000, found 'many'");
        row("garbage after T", "1 2\n2 2\nXX\nXX\n", 1, 3, "expected the end of the line after the number of cases, found 2");
        row("too many rows", "1\n61 2\n", 2, 1, "expected the number of rows between 1 and 60, found 61");
        row("no rows", "1\n0 2\n", 2, 1, "expected the number of rows between 1 and 60, found 0");
        row("too many columns", "1\n2 61\n", 2, 3, "expected the number of columns between 1 and 60, found 61");
        row("columns missing", "1\n2\nXX\n", 2, 2, "expected the number of columns between 1 and 60, found the end of the line");
        row("garbage after size", "1\n1 1 1\nX\n", 2, 5, "expected the end of the line after the number of columns, found 1");
        row("bad cell", "1\n2 3\nX#X\nXXX\n", 3, 2, "expected 'X' (a spot) or '.' (a plain cell), found '#'");
        row("lower-case x", "1\n1 3\nXXx\n", 3, 3, "expected 'X' (a spot) or '.' (a plain cell), found 'x'");
        row("non-ASCII cell", "1\n1 3\nXéX\n", 3, 2, "expected 'X' (a spot) or '.' (a plain cell), found 'é'");
        row("cell after non-ASCII", "1\n1 3\néX#\n", 3, 1, "expected 'X' (a spot) or '.' (a plain cell), found 'é'");
        row("short row", "1\n2 3\nXX\nXXX\n", 3, 1, "expected a board row of 3 cells 'X' or '.', found 2 cells");
        row("long row", "1\n2 3\nXXX\nXXXX\n", 4, 1, "expected a board row of 3 cells 'X' or '.', found 4 cells");
        row("split row", "1\n1 3\nX XX\n", 3, 1, "expected a board row of 3 cells 'X' or '.', found 1 cell");
        row("missing row", "1\n2 3\nXXX\n", 4, 1,
            "expected a board row of 3 cells 'X' or '.', found the end of the input");
        row("missing case", "2\n1 1\nX\n", 4, 1, "expected the number of rows between 1 and 60, found the end of the input");
        row("extra text", "1\n1 1\nX\nX\n", 4, 1, "expected the end of the input after the last case, found 'X'");
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
        expectError([] { (void)board("2 2\nXX\n"); }, 3, 1,
                    "line 3, column 1: expected a board row of 2 cells 'X' or '.', found the end of the input");
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

    void rejectsIllegalMoves_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const char* text, int column, const char* message) {
            QTest::newRow(name) << QString::fromUtf8(text) << column << QString::fromUtf8(message);
        };
        // The position: 3 x 3 "XXX" "X.X" "XXX" after an attraction at (0, 0).
        row("attraction", "0 0", 1, "cell (0, 0) already holds an attraction");
        row("sign on a spot", "2 2", 1, "cell (2, 2) is covered by a sign");
        row("sign on a plain cell", " 1 1", 2, "cell (1, 1) is covered by a sign");
        row("column with letters", "1 1x", 3, "expected a column between 0 and 2, found '1x'");
        row("row outside", "3 0", 1, "expected a row between 0 and 2, found 3");
        row("negative column", "0 -1", 3, "expected a column between 0 and 2, found -1");
        row("missing column", "0", 2, "expected a column between 0 and 2, found the end of the input");
        row("trailing number", "0 2 1", 5, "expected the end of the line after the move, found 1");
        row("empty", "", 1, "expected a row between 0 and 2, found the end of the input");
    }

    void rejectsIllegalMoves()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        QFETCH(QString, message);
        const Board position = attractions().play(board("3 3\nXXX\nX.X\nXXX\n"), Move::at({0, 0}));
        TextReader reader(text.toStdString());
        expectError([&] { (void)kText.readMove(reader, position); }, 1, column,
                    "line 1, column " + std::to_string(column) + ": " + message.toStdString());
    }

    void rejectsPlainCells()
    {
        const Board setup = board("2 3\nX.X\nXXX\n");
        TextReader reader("0 1\n");
        expectError([&] { (void)kText.readMove(reader, setup); }, 1, 1,
                    "line 1, column 1: cell (0, 1) is a plain cell, not a spot");
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
