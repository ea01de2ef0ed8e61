#include "TestRegistry.h"
#include "engine/GameModules.h"
#include "engine/games/chomp/ChompText.h"

#include "CliTestSupport.h"

#include <QTest>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::ChompText;
using engine::Move;

namespace {

using cli_test::contestAnswer;
using cli_test::gameOf;
using cli_test::readBoard;

const ChompText kText;

} // namespace

class TestChompText : public QObject {
    Q_OBJECT

private slots:
    void answersBoardsBeyondTheSolverByStrategyStealing()
    {
        QVERIFY(!kText.solverSupports(16, 16));
        QVERIFY(!kText.solverSupports(1'000'000, 1'000'000));
        QVERIFY(kText.solverSupports(15, 15));
        QVERIFY(kText.solverSupports(1, 50));
    }

    void strategyStealingAgreesWithTheSolverOnAllSmallBoards()
    {
        // Every board of at most 12 cells and every poison set on it.
        int boards = 0;
        for (int rows = 1; rows <= 12; ++rows) {
            for (int cols = 1; rows * cols <= 12; ++cols) {
                const int cells = rows * cols;
                for (std::uint32_t mask = 0; mask < (1u << cells); ++mask) {
                    Board setup = gameOf(kText).emptyBoard(rows, cols);
                    std::vector<Cell> poison;
                    for (int i = 0; i < cells; ++i) {
                        if (mask & (1u << i)) {
                            poison.push_back({i / cols, i % cols});
                            setup.setCell(poison.back(), CellKind::Poison);
                        }
                    }
                    const auto analysis = gameOf(kText).createSolver(setup)->analyse(setup, {});
                    if (ChompText::startOutcomeByStrategyStealing(rows, cols, poison) != analysis.outcome)
                        QFAIL(qPrintable(QStringLiteral("%1 x %2, poison mask %3").arg(rows).arg(cols).arg(mask)));
                    ++boards;
                }
            }
        }
        QVERIFY(boards > 20'000);
    }

    void readsBoards()
    {
        const Board setup = readBoard(kText, "3 4 2\n1 1\n0 3\n");
        cli_test::expectValidSetup(kText, setup, 3, 4, 10);
        QCOMPARE(setup.markedCount(), std::size_t{2});
        QCOMPARE(setup.cellAt({1, 1}), CellKind::Poison);
        QCOMPARE(setup.cellAt({0, 3}), CellKind::Poison);
        cli_test::expectReaderStopsAfterBoard(kText, "2 2 0\n5", 5);
    }

    void readsLegalMoves()
    {
        cli_test::expectMovesRead(kText, readBoard(kText, "3 3 1\n1 1\n"), "2 2\n  0 2 \n2 0\n",
                                  {Move::at({2, 2}), Move::at({0, 2}), Move::at({2, 0})});
    }

    void formatsMoves()
    {
        cli_test::expectMoveFormat(kText, Move::at({3, 14}), "3 14", {0, 7});
    }

    void documentsItsLimits()
    {
        const std::string contest(kText.formats().contest);
        QVERIFY(contest.find("R, C <= " + std::to_string(ChompText::kMaxContestSide)) != std::string::npos);
        QVERIFY(contest.find("K <= " + std::to_string(ChompText::kMaxContestPoison)) != std::string::npos);
    }

    void isRegistered() { cli_test::expectRegistered("chomp"); }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_chomp_text, TestChompText)
#include "test_chomp_text.moc"
