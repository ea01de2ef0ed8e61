// The rules of volcano: the prime-cross rule, lava flow, the independent
// rectangles of a position, setup validation and registration.
#include "TestRegistry.h"
#include "VolcanoBruteForce.h"
#include "RandomTrials.h"
#include "VolcanoTestBoards.h"

#include "engine/GameModules.h"
#include "engine/games/volcano/LavaRectangles.h"
#include "engine/games/volcano/PrimeCross.h"
#include "engine/games/volcano/VolcanoGame.h"
#include "engine/games/volcano/VolcanoTable.h"

#include <QTest>

#include <random>
#include <stdexcept>

using engine::Board;
using engine::CellKind;
using engine::Move;

namespace {

const engine::VolcanoGame kVolcanoGame;

} // namespace

class TestVolcanoGame : public QObject {
    Q_OBJECT

private slots:
    void primeCrossMatchesTheLiteralRule()
    {
        int monsters = 0;
        for (const auto& [rng, trial] : testsupport::RandomTrials(11, 2000)) {
            const int rows = std::uniform_int_distribution(1, 14)(rng);
            const int cols = std::uniform_int_distribution(1, 14)(rng);
            const double walls = std::uniform_real_distribution(0.0, 0.4)(rng);
            const std::vector<std::string> text = randomWallRows(rng, rows, cols, walls);
            const Board board = derivedSetup(text);
            const std::set<VolcanoBruteForce::Cell> expected = VolcanoBruteForce::primeCrossMonsters(text);
            std::set<VolcanoBruteForce::Cell> found;
            for (const engine::Cell cell : engine::primeCrossMonsters(board))
                found.insert({static_cast<int>(cell.row), static_cast<int>(cell.col)});
            QCOMPARE(found, expected);
            QCOMPARE(board.countOf(CellKind::Monster), expected.size());
            monsters += static_cast<int>(expected.size());
        }
        QVERIFY(monsters > 1000);
    }

    void primeCrossIgnoresOldMonsters()
    {
        Board board = derivedSetup(kSample);
        board.setCell({0, 0}, CellKind::Monster); // hand-placed, not by the rule
        const Board again = engine::withPrimeCrossMonsters(board);
        QCOMPARE(again, derivedSetup(kSample));
    }

    void lavaFreeRectangles()
    {
        Board position = derivedSetup(kSample);
        position = kVolcanoGame.play(position, Move::at({4, 2}));
        const auto rects = engine::lavaFreeRectangles(position);
        QCOMPARE(rects, (std::vector<Move>{{{0, 0}, {3, 1}}, {{0, 3}, {3, 6}}, {{5, 0}, {6, 1}}, {{5, 3}, {6, 6}}}));
        // Lava that does not cut whole rows and columns leaves no rectangles.
        Board bent(3, 3);
        bent.setCell({1, 1}, CellKind::Lava);
        bent.setCell({1, 2}, CellKind::Volcano);
        try {
            (void)engine::lavaFreeRectangles(bent);
            QFAIL("a bent lava line was taken");
        } catch (const engine::InvalidArgument& error) {
            QCOMPARE(std::string(error.what()),
                     std::string("the lava-free cells around (0, 0) do not form a rectangle bounded by lava"));
        }
        // A lava line without a volcano still splits the board into rectangles.
        Board line(3, 3);
        for (int c = 0; c < 3; ++c)
            line.setCell({1, c}, CellKind::Lava);
        line.setCell({2, 1}, CellKind::Lava);
        QCOMPARE(engine::lavaFreeRectangles(line),
                 (std::vector<Move>{{{0, 0}, {0, 2}}, {{2, 0}, {2, 0}}, {{2, 2}, {2, 2}}}));
        QCOMPARE(engine::lavaFreeRectangles(Board(2, 3)),
                 (std::vector<Move>{{{0, 0}, {1, 2}}}));
    }

    void playSpreadsLavaUpToLava()
    {
        const Board setup = derivedSetup(kSample);
        QVERIFY(kVolcanoGame.isLegal(setup, Move::at({4, 2})));
        QVERIFY(!kVolcanoGame.isLegal(setup, Move::at({0, 1})));              // a wall
        QVERIFY(!kVolcanoGame.isLegal(setup, Move::at({0, 0})));              // open, no monster
        QVERIFY(!kVolcanoGame.isLegal(setup, Move{{4, 2}, {4, 4}}));          // not one cell
        QVERIFY(!kVolcanoGame.isLegal(setup, Move::at({7, 0})));              // outside
        QCOMPARE(kVolcanoGame.legalMoves(setup), (std::vector<Move>{Move::at({2, 4}), Move::at({4, 2}), Move::at({4, 4})}));

        const Board first = kVolcanoGame.play(setup, Move::at({4, 2}));
        QCOMPARE(first.cellAt({4, 2}), CellKind::Volcano);
        QCOMPARE(first.cellAt({0, 2}), CellKind::Lava);  // lava covers open ground
        QCOMPARE(first.cellAt({3, 2}), CellKind::Lava);
        QCOMPARE(first.cellAt({4, 4}), CellKind::Lava);  // and buries the monster
        QCOMPARE(first.cellAt({0, 1}), CellKind::Wall);
        QCOMPARE(first.countOf(CellKind::Lava), std::size_t{12});
        QCOMPARE(kVolcanoGame.legalMoves(first), (std::vector<Move>{Move::at({2, 4})}));

        const Board second = kVolcanoGame.play(first, Move::at({2, 4}));
        QCOMPARE(second.cellAt({0, 4}), CellKind::Lava);
        QCOMPARE(second.cellAt({1, 5}), CellKind::Wall);
        QCOMPARE(second.cellAt({2, 3}), CellKind::Lava);
        QCOMPARE(second.cellAt({2, 6}), CellKind::Lava);
        QCOMPARE(second.cellAt({2, 1}), CellKind::Wall); // the lava stopped at column 2
        QCOMPARE(second.cellAt({5, 4}), CellKind::Empty); // and at row 4
        QCOMPARE(second.countOf(CellKind::Lava), std::size_t{12 + 6});
        QCOMPARE(second.countOf(CellKind::Volcano), std::size_t{2});
        QVERIFY(kVolcanoGame.legalMoves(second).empty());

        Board walls(3, 5);
        walls.setCell({1, 2}, CellKind::Monster);
        walls.setCell({1, 0}, CellKind::Wall);
        walls.setCell({0, 2}, CellKind::Wall);
        const Board covered = kVolcanoGame.play(walls, Move::at({1, 2}));
        QCOMPARE(covered.cellAt({1, 0}), CellKind::Lava); // walls do not stop lava
        QCOMPARE(covered.cellAt({0, 2}), CellKind::Lava);
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)kVolcanoGame.play(covered, Move::at({1, 2})));
    }

    void acceptsSetupsUpToTheLimit()
    {
        QVERIFY(!kVolcanoGame.setupProblem(Board(60, 60)).has_value());
        QVERIFY(!kVolcanoGame.setupProblem(Board(1, 1)).has_value());
        Board handPlaced(2, 2);
        handPlaced.setCell({0, 0}, CellKind::Monster);
        handPlaced.setCell({1, 1}, CellKind::Wall);
        QVERIFY(!kVolcanoGame.setupProblem(handPlaced).has_value());
        QCOMPARE(kVolcanoGame.sizeLimits().maxRows, engine::VolcanoTable::kMaxSide);
        QCOMPARE(kVolcanoGame.paletteKinds(), (std::vector<CellKind>{CellKind::Wall, CellKind::Monster}));
        QCOMPARE(kVolcanoGame.emptyBoard(4, 5), Board(4, 5));
    }

    void exampleIsReadyAndInteresting()
    {
        const Board example = kVolcanoGame.exampleBoard();
        QVERIFY(!kVolcanoGame.setupProblem(example).has_value());
        QCOMPARE(example, engine::withPrimeCrossMonsters(example)); // its monsters follow the rule
        const auto analysis = kVolcanoGame.createSolver(example)->analyse(example, {});
        QCOMPARE(analysis.moves.size(), std::size_t{19});
        QCOMPARE(analysis.outcome, engine::Outcome::Win);
        QCOMPARE(analysis.winningMoves(), std::vector<Move>{Move::at({6, 4})});
        QCOMPARE(analysis.remoteness.value(), 7);
    }

    void isRegistered()
    {
        const engine::Game* game = engine::findGame("volcano");
        QVERIFY(game);
        QCOMPARE(game->displayName(), std::string_view("Volcano"));
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_volcano_game, TestVolcanoGame)
#include "test_volcano_game.moc"
