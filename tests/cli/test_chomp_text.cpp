#include "engine/GameModules.h"
#include "engine/ParseError.h"
#include "engine/games/chomp/ChompText.h"

#include "CliTestSupport.h"

#include <QTest>

#include <functional>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::ChompText;
using engine::Move;
using engine::Outcome;
using engine::ParseError;
using engine::TextReader;

namespace {

const ChompText kText;

const auto expectError = cli_test::expectParseError;

std::string contest(const std::string& text)
{
    return cli_test::contestAnswer(kText, text);
}

Board board(const std::string& text)
{
    return cli_test::readBoard(kText, text);
}

const engine::Game& chomp()
{
    return *engine::findGame("chomp");
}

} // namespace

class TestChompText : public QObject {
    Q_OBJECT

private slots:
    void answersContestSamples()
    {
        QCOMPARE(contest("2 2 1\n0 0\n"), std::string("First\n"));
        QCOMPARE(contest("2 2 1\n1 1\n"), std::string("Second\n"));
        QCOMPARE(contest("1 1 1\n0 0"), std::string("Second\n"));
        QCOMPARE(contest("1 1 0\n"), std::string("First\n"));
        QCOMPARE(contest("3 3 2\n2 2\n0 0\n"), std::string("Second\n"));
        QCOMPARE(contest("  8 8 1 \r\n 0 0 \r\n\r\n"), std::string("First\n"));
    }

    void answersBoardsBeyondTheSolverByStrategyStealing()
    {
        QVERIFY(!kText.solverSupports(16, 16));
        QVERIFY(!kText.solverSupports(1'000'000, 1'000'000));
        QVERIFY(kText.solverSupports(15, 15));
        QVERIFY(kText.solverSupports(1, 50));
        QCOMPARE(contest("16 16 1\n15 15\n"), std::string("Second\n"));
        QCOMPARE(contest("16 16 2\n0 0\n14 15\n"), std::string("First\n"));
        QCOMPARE(contest("1000000 1000000 0\n"), std::string("First\n"));
        QCOMPARE(contest("1000000 3 1\n999999 2\n"), std::string("Second\n"));
    }

    void strategyStealingAgreesWithTheSolverOnAllSmallBoards()
    {
        // Every board of at most 12 cells and every poison set on it.
        int boards = 0;
        for (int rows = 1; rows <= 12; ++rows) {
            for (int cols = 1; rows * cols <= 12; ++cols) {
                const int cells = rows * cols;
                for (std::uint32_t mask = 0; mask < (1u << cells); ++mask) {
                    Board setup = chomp().emptyBoard(rows, cols);
                    std::vector<Cell> poison;
                    for (int i = 0; i < cells; ++i) {
                        if (mask & (1u << i)) {
                            poison.push_back({i / cols, i % cols});
                            setup.setCell(poison.back(), CellKind::Poison);
                        }
                    }
                    const auto analysis = chomp().createSolver(setup)->analyse(setup, {});
                    QVERIFY(analysis.has_value());
                    if (ChompText::startOutcomeByStrategyStealing(rows, cols, poison) != analysis->outcome)
                        QFAIL(qPrintable(QStringLiteral("%1 x %2, poison mask %3").arg(rows).arg(cols).arg(mask)));
                    ++boards;
                }
            }
        }
        QVERIFY(boards > 20'000);
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
        row("empty", "", 1, 1, "expected the number of rows between 1 and 1000000, found the end of the input");
        row("blank", "  \n\n", 3, 1, "expected the number of rows between 1 and 1000000, found the end of the input");
        row("zero rows", "0 2 1", 1, 1, "expected the number of rows between 1 and 1000000, found 0");
        row("negative rows", "-3 2 1", 1, 1, "expected the number of rows between 1 and 1000000, found -3");
        row("rows overflow", "99999999999999999999 2 0", 1, 1,
            "expected the number of rows between 1 and 1000000, found 99999999999999999999");
        row("too many columns", "2 1000001 0", 1, 3,
            "expected the number of columns between 1 and 1000000, found 1000001");
        row("word for columns", "2 two 0", 1, 3, "expected the number of columns between 1 and 1000000, found 'two'");
        row("missing count", "2 2", 1, 4,
            "expected the number of poison cells between 0 and 4, found the end of the input");
        row("count on next line", "2 2\n1\n", 1, 4,
            "expected the number of poison cells between 0 and 4, found the end of the line");
        row("count too large", "2 2 5", 1, 5, "expected the number of poison cells between 0 and 4, found 5");
        row("absurd count", "1000000 1000000 99999999999", 1, 17,
            "expected the number of poison cells between 0 and 200000, found 99999999999");
        row("garbage after size", "2 2 1 x\n0 0", 1, 7,
            "expected the end of the line after the number of poison cells, found 'x'");
        row("poison row outside", "2 2 1\n2 0", 2, 1, "expected a poison row between 0 and 1, found 2");
        row("poison column outside", "2 2 1\n0 -1", 2, 3, "expected a poison column between 0 and 1, found -1");
        row("poison column word", "2 2 1\n0 zero", 2, 3, "expected a poison column between 0 and 1, found 'zero'");
        row("poison column missing", "2 2 1\n0\n0", 2, 2,
            "expected a poison column between 0 and 1, found the end of the line");
        row("duplicate poison", "2 2 2\n0 0\n0 0", 3, 1, "poison cell (0, 0) is listed twice (first on line 2)");
        row("missing poison line", "2 2 2\n0 0\n", 3, 1,
            "expected a poison row between 0 and 1, found the end of the input");
        row("garbage after poison", "2 2 1\n0 0 0", 2, 5,
            "expected the end of the line after the poison cell, found 0");
        row("extra line", "2 2 1\n0 0\n1 1", 3, 1,
            "expected the end of the input after the last poison cell, found 1");
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
        const Board setup = board("3 4 2\n1 1\n0 3\n");
        QCOMPARE(setup.rows(), 3);
        QCOMPARE(setup.cols(), 4);
        QCOMPARE(setup.markedCount(), std::size_t{2});
        QCOMPARE(setup.cellAt({1, 1}), CellKind::Poison);
        QCOMPARE(setup.cellAt({0, 3}), CellKind::Poison);
        QCOMPARE(kText.maxMoveCount(setup), 10);
        QVERIFY(!chomp().setupProblem(setup));
        TextReader reader("2 2 0\n5");
        (void)kText.readBoard(reader);
        QCOMPARE(reader.readInt("the number of moves", 0, 9), 5); // the reader stopped after the board
    }

    void rejectsBoardsTheSolverCannotAnalyse()
    {
        expectError([] { (void)board("51 2 0"); }, 1, 1,
                    "line 1, column 1: expected the number of rows between 1 and 50, found 51");
        expectError([] { (void)board("2 251 0"); }, 1, 3,
                    "line 1, column 3: expected the number of columns between 1 and 50, found 251");
        expectError([] { (void)board("16 16 0\n"); }, 1, 1,
                    "line 1, column 1: a chomp board has at most 250 cells, not 256; positions of larger boards "
                    "cannot be analysed");
        expectError([] { (void)board("16 15 1\nnot read"); }, 1, 1,
                    "line 1, column 1: a 16 x 15 chomp board has too many positions to solve (the largest square "
                    "board is 15 x 15); positions of larger boards cannot be analysed");
        expectError([] { (void)board("2 2 2\n1 1\n1 1\n"); }, 3, 1,
                    "line 3, column 1: poison cell (1, 1) is listed twice (first on line 2)");
    }

    void readsLegalMoves()
    {
        const Board setup = board("3 3 1\n1 1\n");
        TextReader reader("2 2\n  0 2 \n2 0\n");
        const Move first = kText.readMove(reader, setup);
        QCOMPARE(first, Move::at({2, 2}));
        const Board after = chomp().play(setup, first);
        QCOMPARE(kText.readMove(reader, after), Move::at({0, 2}));
        QCOMPARE(kText.readMove(reader, after), Move::at({2, 0}));
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
        // The position: 3 x 3, poison (1, 1), cell (2, 2) eaten.
        row("eaten cell", "2 2", 1, "cell (2, 2) has already been eaten");
        row("poison cell", "1 1", 1, "cell (1, 1) is poison and may not be bitten");
        row("eats poison", "0 0", 1, "biting cell (0, 0) would eat the poison at (1, 1)");
        row("eats poison from above", " 0 1", 2, "biting cell (0, 1) would eat the poison at (1, 1)");
        row("row outside", "3 0", 1, "expected a row between 0 and 2, found 3");
        row("negative row", "-1 0", 1, "expected a row between 0 and 2, found -1");
        row("column outside", "0 3", 3, "expected a column between 0 and 2, found 3");
        row("missing column", "0", 2, "expected a column between 0 and 2, found the end of the input");
        row("word", "zero 0", 1, "expected a row between 0 and 2, found 'zero'");
        row("trailing number", "0 2 1", 5, "expected the end of the line after the move, found 1");
        row("empty", "", 1, "expected a row between 0 and 2, found the end of the input");
    }

    void rejectsIllegalMoves()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        QFETCH(QString, message);
        const Board position = chomp().play(board("3 3 1\n1 1\n"), Move::at({2, 2}));
        TextReader reader(text.toStdString());
        expectError([&] { (void)kText.readMove(reader, position); }, 1, column,
                    "line 1, column " + std::to_string(column) + ": " + message.toStdString());
    }

    void formatsMoves()
    {
        QCOMPARE(kText.formatMove(Move::at({3, 14})), std::string("3 14"));
        QCOMPARE(kText.moveFields(Move::at({0, 7})), (std::vector<engine::Coord>{0, 7}));
    }

    void documentsItsLimits()
    {
        const std::string contest(kText.formats().contest);
        QVERIFY(contest.find("R, C <= " + std::to_string(ChompText::kMaxContestSide)) != std::string::npos);
        QVERIFY(contest.find("K <= " + std::to_string(ChompText::kMaxContestPoison)) != std::string::npos);
    }

    void isRegistered()
    {
        const engine::GameText* text = engine::findGameText("chomp");
        QVERIFY(text);
        QCOMPARE(text->gameId(), std::string_view("chomp"));
        QVERIFY(!engine::findGameText("checkers"));
        for (const engine::GameModule* module : engine::gameModules()) {
            const engine::GameText* each = &module->text;
            QCOMPARE(each->gameId(), module->game.id());
            QVERIFY(!each->formats().contest.empty());
            QVERIFY(!each->formats().board.empty());
            QVERIFY(!each->formats().move.empty());
        }
    }
};

QTEST_APPLESS_MAIN(TestChompText)
#include "test_chomp_text.moc"
