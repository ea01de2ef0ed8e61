#include "engine/GameModules.h"
#include "engine/games/chomp/ChompText.h"

#include "CliTestSupport.h"

#include <QTest>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::ChompText;
using engine::Move;
using engine::Outcome;
using engine::TextReader;

namespace {

const ChompText kText;

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
    }
};

QTEST_APPLESS_MAIN(TestChompText)
#include "test_chomp_text.moc"
