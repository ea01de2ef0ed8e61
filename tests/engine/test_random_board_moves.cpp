// Issue 32 item 12: every random board of the New dialog (engine::RandomBoard)
// can be played. For every game, at the sizes the dialog takes (every side up
// to 8, then a sample up to the largest, both extremes included), at the
// densities 0 to 100 % and over many seeds, the board has a legal move; where
// the drawing leaves none, the recipe changes only a few cells.
#include "TestRegistry.h"

#include "engine/GameModules.h"
#include "engine/RandomBoard.h"

#include <QTest>

#include <random>
#include <set>

using engine::Board;
using engine::CellKind;
using engine::Coord;

namespace {

// The sides to try between `min` and `max`: all the small ones, a sample of the rest, both ends.
std::vector<Coord> sidesBetween(Coord min, Coord max)
{
    std::set<Coord> sides{min, max};
    for (Coord side = min; side <= std::min<Coord>(max, 8); ++side)
        sides.insert(side);
    for (const Coord side : {10, 12, 13, 17, 18, 20, 25, 40, 50, 59, 60})
        if (side >= min && side <= max)
            sides.insert(side);
    return {sides.begin(), sides.end()};
}

} // namespace

class TestRandomBoardMoves : public QObject {
    Q_OBJECT

private slots:
    void everyRandomBoardHasAMove()
    {
        int boards = 0;
        for (const engine::Game* game : engine::allGames()) {
            const engine::SizeLimits limits = game->sizeLimits();
            for (const Coord rows : sidesBetween(limits.minRows, limits.maxRows))
                for (const Coord cols : sidesBetween(limits.minCols, limits.maxCols)) {
                    if (!game->takesSizeForWinLoss(rows, cols))
                        continue; // the New dialog refuses it
                    // Few seeds on the largest boards, many on the small ones, where a board without moves is likely.
                    const std::uint64_t seeds = rows * cols <= 64 ? 12 : 3;
                    for (const int percent : {0, 1, 30, 50, 90, 99, 100})
                        for (std::uint64_t seed = 0; seed < seeds; ++seed) {
                            std::mt19937_64 random(seed * 1000 + static_cast<std::uint64_t>(percent));
                            const Board board
                                = engine::RandomBoard::generate(*game, rows, cols, percent / 100.0, random);
                            QVERIFY2(!game->legalMoves(board).empty(),
                                     qPrintable(QStringLiteral("%1 %2 x %3 at %4 %, seed %5")
                                                    .arg(QString::fromUtf8(game->id().data(),
                                                                           static_cast<qsizetype>(game->id().size())))
                                                    .arg(rows)
                                                    .arg(cols)
                                                    .arg(percent)
                                                    .arg(seed)));
                            ++boards;
                        }
                }
        }
        QVERIFY(boards > 10000);
    }

    // The boards the issue found: a full field of walls, and chomp with its last piece poisoned, keep
    // their density but for the few cells that give them a move.
    void aBoardWithoutMovesChangesAFewCells()
    {
        std::mt19937_64 random(7);
        const Board walls = engine::RandomBoard::generate(*engine::findGame("volcano"), 12, 12, 1.0, random);
        QVERIFY(walls.countOf(CellKind::Monster) >= 1);
        QVERIFY(walls.countOf(CellKind::Wall) >= 144 - 9); // one cross opened
        const Board smallWalls = engine::RandomBoard::generate(*engine::findGame("volcano"), 3, 4, 1.0, random);
        QCOMPARE(smallWalls.countOf(CellKind::Monster), std::size_t{1}); // too small for the rule: by hand
        QCOMPARE(smallWalls.countOf(CellKind::Wall), std::size_t{11});
        const Board poison = engine::RandomBoard::generate(*engine::findGame("chomp"), 6, 7, 1.0, random);
        QCOMPARE(poison.cellAt({5, 6}), CellKind::Empty);
        QCOMPARE(poison.countOf(CellKind::Poison), std::size_t{41});
        const Board nothing = engine::RandomBoard::generate(*engine::findGame("nim"), 5, 5, 0.0, random);
        QCOMPARE(nothing.countOf(CellKind::Counter), std::size_t{1});
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_random_board_moves, TestRandomBoardMoves)
#include "test_random_board_moves.moc"
