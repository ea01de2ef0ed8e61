#include "engine/GameModules.h"
#include "engine/ParseError.h"
#include "engine/games/pawn/PawnText.h"

#include "CliTestSupport.h"

#include <QTest>

#include <functional>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::ParseError;
using engine::PawnGame;
using engine::PawnText;
using engine::TextReader;

namespace {

const PawnText kText;
const PawnGame kGame;

void expectError(const std::function<void()>& read, int line, int column, const std::string& message)
{
    cli_test::expectParseError(read, line, column,
                               "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + message);
}

std::string contest(const std::string& text)
{
    return cli_test::contestAnswer(kText, text);
}

Board board(const std::string& text)
{
    return cli_test::readBoard(kText, text);
}

// `count` lines "i 0".
std::string cellLines(int count)
{
    std::string lines;
    for (int i = 0; i < count; ++i)
        lines += std::to_string(i) + " 0\n";
    return lines;
}

const std::string kSample = "1\n2\n1 1\n4 2\n4\n2 2\n1 2\n3 4\n6 5\n";

} // namespace

class TestPawnText : public QObject {
    Q_OBJECT

private slots:
    void answersThePublishedSample()
    {
        QCOMPARE(contest(kSample), std::string("Alice\nBob\nAlice\nBob\n"));
    }

    void answersMoreContests()
    {
        // No impassable cell: the first player loses exactly on the diagonal.
        QCOMPARE(contest("1\n0\n3\n0 0\n1000000000 1000000000\n7 8\n"), std::string("Bob\nBob\nAlice\n"));
        // Two tests, CRLF, blank lines, starts repeated.
        QCOMPARE(contest("2\r\n1\r\n0 1\r\n2\r\n0 2\r\n0 2\r\n\r\n0\n1\n5 5\n"), std::string("Bob\nBob\nBob\n"));
        QCOMPARE(contest("1\n1\n0 0\n0\n"), std::string());
        // The pawn at (1, 0) cannot move left onto (0, 0) when it is impassable.
        QCOMPARE(contest("1\n1\n0 0\n2\n1 0\n2 0\n"), std::string("Bob\nAlice\n"));
    }

    void acceptsTheLimits()
    {
        std::string text = "1\n100000\n" + cellLines(100'000) + "100000\n";
        for (int i = 0; i < 100'000; ++i)
            text += std::to_string(i) + " 1\n";
        const std::string answer = contest(text);
        QCOMPARE(answer.size(), std::string("Alice\n").size() * 100'000 - 2); // (0, 1) loses: blocked above
        QVERIFY(answer.rfind("Bob\nAlice\n", 0) == 0);
    }

    void rejectsMalformedContests_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const std::string& text, int line, int column, const char* message) {
            QTest::newRow(name) << QString::fromStdString(text) << line << column << QString::fromUtf8(message);
        };
        row("empty", "", 1, 1, "expected the number of tests between 1 and 10000, found the end of the input");
        row("no tests", "0\n", 1, 1, "expected the number of tests between 1 and 10000, found 0");
        row("too many tests", "10001\n", 1, 1, "expected the number of tests between 1 and 10000, found 10001");
        row("word", "one\n", 1, 1, "expected the number of tests between 1 and 10000, found 'one'");
        row("after T", "1 2\n", 1, 3, "expected the end of the line after the number of tests, found 2");
        row("N too large", "1\n100001\n", 2, 1,
            "expected the number of impassable cells between 0 and 100000, found 100001");
        row("N over the sum", "2\n3\n" + cellLines(3) + "0\n99998\n", 7, 1,
            "expected the number of impassable cells between 0 and 99997, found 99998");
        row("X too large", "1\n1\n1000000001 0\n", 3, 1,
            "expected an impassable X between 0 and 1000000000, found 1000000001");
        row("negative Y", "1\n1\n5 -1\n", 3, 3, "expected an impassable Y between 0 and 1000000000, found -1");
        row("Y missing", "1\n1\n5\n0\n", 3, 2,
            "expected an impassable Y between 0 and 1000000000, found the end of the line");
        row("third number", "1\n1\n5 6 7\n", 3, 5, "expected the end of the line after the impassable cell, found 7");
        row("duplicate", "1\n3\n1 1\n2 2\n1 1\n0\n", 5, 1, "impassable cell (1, 1) is listed twice (first on line 3)");
        row("duplicate before a malformed line", "1\n3\n1 1\n1 1\nx 2\n0\n", 4, 1,
            "impassable cell (1, 1) is listed twice (first on line 3)");
        row("missing cell", "1\n2\n1 1\n", 4, 1,
            "expected an impassable X between 0 and 1000000000, found the end of the input");
        row("Q too large", "1\n0\n100001\n", 3, 1, "expected the number of starts between 0 and 100000, found 100001");
        row("Q over the sum", "2\n0\n3\n1 1\n2 2\n3 3\n0\n99998\n", 8, 1,
            "expected the number of starts between 0 and 99997, found 99998");
        row("impassable start", "1\n1\n4 2\n3\n0 0\n4 2\n4 2\n", 6, 1, "the start (4, 2) is impassable");
        row("impassable start before a malformed line", "1\n1\n4 2\n3\n0 0\n4 2\nx\n", 6, 1,
            "the start (4, 2) is impassable");
        row("start word", "1\n0\n1\nx 2\n", 4, 1, "expected a start X between 0 and 1000000000, found 'x'");
        row("start Y too large", "1\n0\n1\n2 1000000001\n", 4, 3,
            "expected a start Y between 0 and 1000000000, found 1000000001");
        row("missing start", "1\n0\n2\n1 1\n", 5, 1,
            "expected a start X between 0 and 1000000000, found the end of the input");
        row("missing test", "2\n0\n0\n", 4, 1,
            "expected the number of impassable cells between 0 and 100000, found the end of the input");
        row("trailing text", kSample + "junk\n", 10, 1, "expected the end of the input after the last start, found 'junk'");
    }

    void rejectsMalformedContests()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        expectError([&] { (void)contest(text.toStdString()); }, line, column, message.toStdString());
    }

    void readsBoards()
    {
        const Board setup = board("2\n1 3\n4 0\n4 3\n");
        QCOMPARE(setup.rows(), PawnGame::kSide);
        QCOMPARE(setup.cellAt({3, 1}), CellKind::Impassable);
        QCOMPARE(setup.cellAt({0, 4}), CellKind::Impassable);
        QCOMPARE(setup.cellAt({3, 4}), CellKind::Pawn);
        QCOMPARE(setup.markedCount(), std::size_t{3});
        QCOMPARE(kText.maxMoveCount(setup), 7);
        TextReader reader("0\n1000000000 1000000000\n5");
        const Board far = kText.readBoard(reader);
        QCOMPARE(kText.maxMoveCount(far), 2'000'000'000);
        QCOMPARE(reader.readInt("the number of moves", 0, 9), 5); // the reader stopped after the board
    }

    void rejectsMalformedBoards()
    {
        expectError([] { (void)board("100001\n"); }, 1, 1,
                    "expected the number of impassable cells between 0 and 100000, found 100001");
        expectError([] { (void)board("2\n1 1\n1 1\n0 0\n"); }, 3, 1,
                    "impassable cell (1, 1) is listed twice (first on line 2)");
        expectError([] { (void)board("1\n1 1\n"); }, 3, 1,
                    "expected the pawn's X between 0 and 1000000000, found the end of the input");
        expectError([] { (void)board("1\n1 1\n1 1\n"); }, 3, 1, "the pawn cannot stand on the impassable cell (1, 1)");
        expectError([] { (void)board("0\n2 3 4\n"); }, 2, 5, "expected the end of the line after the pawn, found 4");
        expectError([] { (void)board("0\n2\n3\n"); }, 2, 2,
                    "expected the pawn's Y between 0 and 1000000000, found the end of the line");
    }

    void readsLegalMoves()
    {
        const Board setup = board("2\n1 3\n4 0\n4 3\n");
        TextReader reader(" 2 3 \n4 1\n");
        const Move first = kText.readMove(reader, setup);
        QCOMPARE(first, Move::at({3, 2}));
        QCOMPARE(kText.readMove(reader, setup), Move::at({1, 4}));
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
        // The pawn at (4, 3); impassable (1, 3), (4, 1) and (2, 2).
        row("stays", "4 3", 1, "the pawn at (4, 3) must move; it already stands on (4, 3)");
        row("diagonal", "3 2", 1, "the pawn at (4, 3) moves along its row or its column; (3, 2) is in neither");
        row("right", "5 3", 1, "the pawn at (4, 3) moves only left or up, not to (5, 3)");
        row("down", " 4 9", 2, "the pawn at (4, 3) moves only left or up, not to (4, 9)");
        row("onto impassable", "1 3", 1, "the destination (1, 3) is impassable");
        row("through a row obstacle", "0 3", 1,
            "the way from (4, 3) to (0, 3) is blocked by the impassable cell (1, 3)");
        row("through a column obstacle", "4 0", 1,
            "the way from (4, 3) to (4, 0) is blocked by the impassable cell (4, 1)");
        row("X too large", "1000000001 3", 1, "expected the destination's X between 0 and 1000000000, found 1000000001");
        row("Y missing", "4", 2, "expected the destination's Y between 0 and 1000000000, found the end of the input");
        row("third number", "4 2 1", 5, "expected the end of the line after the move, found 1");
        row("empty", "", 1, "expected the destination's X between 0 and 1000000000, found the end of the input");
    }

    void rejectsIllegalMoves()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        QFETCH(QString, message);
        const Board position = board("3\n1 3\n4 1\n2 2\n4 3\n");
        TextReader reader(text.toStdString());
        expectError([&] { (void)kText.readMove(reader, position); }, 1, column, message.toStdString());
    }

    void formatsMovesAsXThenY()
    {
        QCOMPARE(kText.moveFields(Move::at({7, 3})), (std::vector<engine::Coord>{3, 7}));
        QCOMPARE(kText.formatMove(Move::at({1'000'000'000, 12})), std::string("12 1000000000"));
    }

    void isRegisteredWithItsFormats()
    {
        const engine::GameText* text = engine::findGameText("pawn");
        QVERIFY(text);
        QCOMPARE(text->gameId(), std::string_view("pawn"));
        QVERIFY(text->formats().contest.find("Alice") != std::string_view::npos);
        QVERIFY(text->formats().board.find("100000") != std::string_view::npos);
        QVERIFY(text->formats().move.find("'X Y'") != std::string_view::npos);
    }
};

QTEST_APPLESS_MAIN(TestPawnText)
#include "test_pawn_text.moc"
