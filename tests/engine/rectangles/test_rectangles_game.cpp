#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "RectanglesTestSupport.h"

#include "engine/GameModules.h"
#include "engine/games/rectangles/RectanglesGame.h"
#include "engine/games/rectangles/RectanglesSolver.h"

#include <QTest>

#include <random>
#include <stop_token>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::Outcome;

// The rules of rectangles and the solver's agreement with a brute-force search.
class TestRectanglesGame : public QObject {
    Q_OBJECT

private slots:
    void publishedSamples()
    {
        // src/games/rectangles/RULES.md: a domino and a single cell -> A (first player wins) ...
        const Board first = boardOf({"0110", "0000", "0000", "0001"});
        auto solver = rectangles().createSolver(first);
        auto analysis = solver->analyse(first, {});
        QCOMPARE(analysis.outcome, Outcome::Win);
        QCOMPARE(analysis.grundy.value(), 3u); // 2 XOR 1
        QCOMPARE(analysis.parts.size(), std::size_t{2});
        QCOMPARE(analysis.parts[0].grundy, 2u);
        QCOMPARE(analysis.parts[0].bounds, (Move{{0, 1}, {0, 2}}));
        QCOMPARE(analysis.parts[1].grundy, 1u);
        // ... won by taking one cell of the domino, leaving two single cells.
        QCOMPARE(analysis.winningMoves(), (std::vector<Move>{Move::at({0, 1}), Move::at({0, 2})}));
        QCOMPARE(analysis.remoteness.value(), 3);
        // ... two single cells -> B.
        const Board second = boardOf({"0010", "0000", "0000", "0001"});
        analysis = rectangles().createSolver(second)->analyse(second, {});
        QCOMPARE(analysis.outcome, Outcome::Loss);
        QCOMPARE(analysis.grundy.value(), 0u);
        QVERIFY(analysis.winningMoves().empty());
        QCOMPARE(analysis.remoteness.value(), 2);
    }

    void smallShapesHaveTheirKnownValues()
    {
        // Worked by hand: cell 1; domino 2 (children 0, 1); L-tromino 3 (children
        // 0 = two cells, 1, 2); 2x2 block 1 (children 0, 2, 3).
        const auto value = [](const std::vector<const char*>& rows) {
            const Board board = boardOf(rows);
            return rectangles().createSolver(board)->analyse(board, {}).grundy.value();
        };
        QCOMPARE(value({"1"}), 1u);
        QCOMPARE(value({"11"}), 2u);
        QCOMPARE(value({"11", "10"}), 3u);
        QCOMPARE(value({"11", "11"}), 1u);
        QCOMPARE(value({"0"}), 0u);
        QCOMPARE(value({"101", "010", "101"}), 1u); // five single cells
    }

    void randomBoardsAgreeWithBruteForce()
    {
        std::mt19937 rng(20261122);
        int positions = 0;
        int losses = 0;
        for (int trial = 0; trial < testsupport::trials(2500); ++trial) {
            const Board setup = trial % 2 == 0 ? randomSetup(rng, 4, 4) : randomSetup(rng, 3, 5);
            QVERIFY(!rectangles().setupProblem(setup).has_value());
            positions += checkLineOfPlay(rng, setup);
            if (QTest::currentTestFailed())
                return;
            losses += rectangles().createSolver(setup)->analyse(setup, {}).outcome == Outcome::Loss ? 1 : 0;
        }
        QVERIFY(positions > testsupport::trials(5000));
        QVERIFY(losses > testsupport::trials(100)); // both verdicts occur
    }

    void positionsBeyondTheRemotenessLimitAgreeWithBruteForce()
    {
        // 17 to 18 ones: Grundy values and winning moves still checked, remoteness empty.
        std::mt19937 rng(99);
        int checked = 0;
        for (int trial = 0; checked < 6 && trial < 200; ++trial) {
            Board setup = randomSetup(rng, 3, 6);
            if (setup.rows() * setup.cols() < 17)
                continue;
            for (int r = 0; r < setup.rows(); ++r)
                for (int c = 0; c < setup.cols() && setup.countOf(CellKind::Filled) < 17; ++c)
                    setup.setCell({r, c}, CellKind::Filled);
            auto solver = rectangles().createSolver(setup);
            compareWithBruteForce(*solver, setup);
            if (QTest::currentTestFailed())
                return;
            ++checked;
        }
        QCOMPARE(checked, 6);
    }

    void boardsWiderThanTheBoxTableAgreeWithBruteForce()
    {
        // The solver's direct table holds sets that fit 4 x 5 (either way round
        // only as themselves): lines of play on 5 x 5, 5 x 4 and 4 x 6 boards mix
        // table hits, transposed shapes that miss it, and memo look-ups.
        std::mt19937 rng(4520);
        int positions = 0;
        for (int trial = 0; trial < testsupport::trials(300); ++trial) {
            const int shape = trial % 3;
            const Board setup = randomSetup(rng, shape == 2 ? 4 : 5, shape == 1 ? 4 : shape == 0 ? 5 : 6);
            if (setup.countOf(CellKind::Filled) > 18) // keeps the brute force quick
                continue;
            positions += checkLineOfPlay(rng, setup);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(positions > testsupport::trials(300));
    }

    void valuesAreInvariantUnderTheSymmetriesOfTheSquare()
    {
        std::mt19937 rng(5);
        for (int trial = 0; trial < 200; ++trial) {
            const Board setup = randomSetup(rng, 6, 6);
            if (setup.countOf(CellKind::Filled) > 20) // keeps the test quick
                continue;
            const auto rows = static_cast<int>(setup.rows());
            const auto cols = static_cast<int>(setup.cols());
            const auto value = rectangles().createSolver(setup)->analyse(setup, {}).grundy.value();
            Board turned(cols, rows); // rotated a quarter turn
            Board mirrored(rows, cols);
            for (const auto& [cell, kind] : setup.markedCells()) {
                turned.setCell({cell.col, rows - 1 - cell.row}, kind);
                mirrored.setCell({cell.row, cols - 1 - cell.col}, kind);
            }
            QCOMPARE(rectangles().createSolver(turned)->analyse(turned, {}).grundy.value(), value);
            QCOMPARE(rectangles().createSolver(mirrored)->analyse(mirrored, {}).grundy.value(), value);
        }
    }

    void largerBoardsSplitIntoParts()
    {
        // An 8 x 8 board of separate blocks: the value is the XOR of the blocks'.
        const Board board = boardOf({"11100111", "11100111", "00000000", "11011011", "11011011", "00000000",
                                     "10101010", "01010101"});
        QVERIFY(!rectangles().setupProblem(board).has_value());
        const auto analysis = rectangles().createSolver(board)->analyse(board, {});
        QCOMPARE(analysis.parts.size(), std::size_t{2 + 3 + 8});
        engine::Nimber value = 0;
        for (const engine::Part& part : analysis.parts) {
            const Board alone = [&] {
                Board only(8, 8);
                for (const engine::Cell cell : part.cells)
                    only.setCell(cell, CellKind::Filled);
                return only;
            }();
            RectanglesBruteForce brute(alone);
            QCOMPARE(part.grundy, brute.solve().grundy);
            value ^= part.grundy;
        }
        QCOMPARE(analysis.grundy.value(), value);
        QVERIFY(!analysis.remoteness.has_value()); // 32 ones
    }

    void componentLimitIsChecked()
    {
        Board board = boardOf({"00000000", "01111110", "01111110", "01111110", "01111110", "01111100",
                               "00000000", "11111111"});
        QVERIFY(!rectangles().setupProblem(board).has_value()); // 29 + 8 cells in two groups
        board.setCell({5, 6}, CellKind::Filled);
        QVERIFY(!rectangles().setupProblem(board).has_value()); // 30
        board.setCell({6, 6}, CellKind::Filled);                  // joins the row below: 30 + 1 + 8
        const auto error = rectangles().setupProblem(board);
        QVERIFY(error.has_value());
        QCOMPARE(*error, std::string("the group of ones at (1, 1) has 39 cells; the solver handles groups "
                                     "(4-connected components) of at most 36 cells, such as a full 6 x 6 block"));
        QCOMPARE(engine::RectanglesGame::oversizedComponent(board),
                 (std::optional<engine::RectanglesGame::OversizedGroup>({{1, 1}, 39, 0.0})));
    }

    // Groups of 31 to 36 cells are taken when their shape has no more classes
    // of connected parts than a full 6 x 6 block (and 5 %).
    void largeGroupsAreJudgedByTheirClasses()
    {
        const Board sixBySix = boardOf({"111111", "111111", "111111", "111111", "111111", "111111"});
        QVERIFY(!rectangles().setupProblem(sixBySix).has_value());
        const Board fiveBySeven = boardOf({"1111111", "1111111", "1111111", "1111111", "1111111"});
        QVERIFY(!rectangles().setupProblem(fiveBySeven).has_value());
        // A 6 x 6 block with a corner cell moved below it: 36 cells, fewer symmetries, more classes.
        const Board moved = boardOf({"011111", "111111", "111111", "111111", "111111", "111111", "100000"});
        const auto group = engine::RectanglesGame::oversizedComponent(moved);
        QVERIFY(group.has_value());
        QCOMPARE(group->first, (engine::Cell{0, 1}));
        QCOMPARE(group->cells, 36);
        QVERIFY(group->classes > engine::RectanglesGame::classLimit());
        const auto error = rectangles().setupProblem(moved);
        QVERIFY(error.has_value());
        QVERIFY2(error->starts_with("the group of ones at (0, 1) has 36 cells in a shape of about "), error->c_str());
        QVERIFY2(error->ends_with(" million, as many as a full 6 x 6 block"), error->c_str());
        // The random boards keep to the groups solved in seconds.
        QCOMPARE(engine::RectanglesGame::oversizedComponent(sixBySix, engine::RectanglesGame::kQuickComponentCells),
                 (std::optional<engine::RectanglesGame::OversizedGroup>({{0, 0}, 36, 0.0})));
    }

    void movesArePlayedAsTheRulesSay()
    {
        const Board setup = boardOf({"110", "111"});
        QCOMPARE(rectangles().legalMoves(setup),
                 (std::vector<Move>{Move{{0, 0}, {0, 0}}, Move{{0, 0}, {0, 1}}, Move{{0, 0}, {1, 0}},
                                    Move{{0, 0}, {1, 1}}, Move{{0, 1}, {0, 1}}, Move{{0, 1}, {1, 1}},
                                    Move{{1, 0}, {1, 0}}, Move{{1, 0}, {1, 1}}, Move{{1, 0}, {1, 2}},
                                    Move{{1, 1}, {1, 1}}, Move{{1, 1}, {1, 2}}, Move{{1, 2}, {1, 2}}}));
        QVERIFY(rectangles().isLegal(setup, Move{{0, 0}, {1, 1}}));
        QVERIFY(!rectangles().isLegal(setup, Move{{0, 1}, {1, 2}}));  // (0, 2) is 0
        QVERIFY(!rectangles().isLegal(setup, Move{{1, 1}, {0, 0}}));  // corners swapped
        QVERIFY(!rectangles().isLegal(setup, Move{{1, 2}, {1, 3}}));  // off the board
        const Board after = rectangles().play(setup, Move{{0, 0}, {1, 1}});
        QCOMPARE(after, boardOf({"000", "001"}));
        QCOMPARE(after.countOf(CellKind::Empty), std::size_t{5});
        QCOMPARE(rectangles().legalMoves(after), (std::vector<Move>{Move::at({1, 2})}));
    }

    void exampleBoardIsReady()
    {
        const Board example = rectangles().exampleBoard();
        QVERIFY(!rectangles().setupProblem(example).has_value());
        const auto analysis = rectangles().createSolver(example)->analyse(example, {});
        QCOMPARE(analysis.outcome, Outcome::Win);
        QVERIFY(analysis.parts.size() >= 2);
        QVERIFY(!analysis.winningMoves().empty());
        RectanglesBruteForce brute(example);
        QCOMPARE(analysis.grundy.value(), brute.solve().grundy);
        QCOMPARE(rectsOf(analysis.winningMoves()), brute.winningMoves());
    }

    void gameIsRegistered()
    {
        QVERIFY(engine::findGame("rectangles"));
        const engine::Game& game = *engine::findGame("rectangles");
        QCOMPARE(game.id(), std::string_view("rectangles"));
        QCOMPARE(game.displayName(), std::string_view("Rectangles"));
        QCOMPARE(game.paletteKinds(), std::vector<CellKind>{CellKind::Filled});
        QCOMPARE(game.emptyBoard(3, 4).markedCount(), std::size_t{0});
        QCOMPARE(game.sizeLimits().maxRows, 8);
        QCOMPARE(game.sizeLimits().maxCols, 8);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_rectangles_game, TestRectanglesGame)
#include "test_rectangles_game.moc"
