#include "TestRegistry.h"
#include "engine/GameModules.h"
#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnSolver.h"

#include <QTest>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::PawnGame;

namespace {

const PawnGame kGame;

// A board with impassable cells and the pawn, given as (x, y).
Board board(std::initializer_list<std::pair<int, int>> impassable, std::pair<int, int> pawn)
{
    Board result = kGame.emptyBoard(PawnGame::kSide, PawnGame::kSide);
    for (const auto& [x, y] : impassable)
        result.setCell({y, x}, CellKind::Impassable);
    result.setCell({pawn.second, pawn.first}, CellKind::Pawn);
    return result;
}

Move to(int x, int y)
{
    return Move::at({y, x});
}

} // namespace

class TestPawnGame : public QObject {
    Q_OBJECT

private slots:
    void describesItself()
    {
        QCOMPARE(kGame.id(), std::string_view("pawn"));
        QCOMPARE(kGame.displayName(), std::string_view("Pawn"));
        QCOMPARE(kGame.paletteKinds(), (std::vector<CellKind>{CellKind::Impassable, CellKind::Pawn}));
        QCOMPARE(kGame.sizeLimits().minRows, PawnGame::kSide);
        QCOMPARE(kGame.sizeLimits().maxCols, PawnGame::kSide);
        const Board empty = kGame.emptyBoard(PawnGame::kSide, PawnGame::kSide);
        QVERIFY(!empty.isDense());
        QCOMPARE(empty.markedCount(), std::size_t{0});
    }

    void exampleIsReadyAndInteresting()
    {
        const Board example = kGame.exampleBoard();
        QVERIFY(!kGame.setupProblem(example).has_value());
        QCOMPARE(example.countOf(CellKind::Pawn), std::size_t{1});
        QVERIFY(example.countOf(CellKind::Impassable) >= 5);
        const auto analysis = kGame.createSolver(example)->analyse(example, {});
        QCOMPARE(analysis.outcome, engine::Outcome::Win);
        QCOMPARE(analysis.winningMoves(), (std::vector<Move>{to(9, 0), to(4, 7)}));
        QVERIFY(analysis.grundy.has_value());
        QVERIFY(analysis.remoteness.has_value());
    }

    void refusesInvalidSetups_data()
    {
        QTest::addColumn<int>("setupCase");
        QTest::addColumn<QString>("message");
        QTest::newRow("small board") << 0 << "a pawn board is 1000000001 x 1000000001 cells (X and Y from 0 to "
                                            "1000000000), not 12 x 10";
        QTest::newRow("no pawn") << 1 << "a pawn board needs the pawn: place it on a passable cell";
        QTest::newRow("two pawns") << 2 << "a pawn board holds one pawn, not several (at (3, 1) and (2, 5))";
        QTest::newRow("foreign kind") << 3 << "cell (4, 2) of a pawn setup holds something other than an impassable "
                                             "cell or the pawn";
    }

    void refusesInvalidSetups()
    {
        QFETCH(int, setupCase);
        QFETCH(QString, message);
        Board setup = kGame.emptyBoard(PawnGame::kSide, PawnGame::kSide);
        switch (setupCase) {
        case 0:
            setup = Board(10, 12);
            setup.setCell({1, 1}, CellKind::Pawn);
            break;
        case 1:
            setup.setCell({1, 3}, CellKind::Impassable);
            break;
        case 2:
            setup.setCell({1, 3}, CellKind::Pawn);
            setup.setCell({5, 2}, CellKind::Pawn);
            break;
        default:
            setup.setCell({2, 4}, CellKind::Poison);
            setup.setCell({7, 7}, CellKind::Pawn);
            break;
        }
        const auto error = kGame.setupProblem(setup);
        QVERIFY(error.has_value());
        QCOMPARE(QString::fromStdString(*error), message);
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, engine::PawnSolver{setup});
    }

    void refusesTooManyImpassableCells()
    {
        Board setup = kGame.emptyBoard(PawnGame::kSide, PawnGame::kSide);
        for (engine::Coord i = 0; i <= static_cast<engine::Coord>(PawnGame::kMaxImpassable); ++i)
            setup.setCell({i, i + 1}, CellKind::Impassable);
        setup.setCell({0, 0}, CellKind::Pawn);
        QCOMPARE(kGame.setupProblem(setup).value(),
                 std::string("a pawn setup has at most 100000 impassable cells, not 100001"));
        setup.setCell({5, 6}, CellKind::Empty);
        QVERIFY(!kGame.setupProblem(setup).has_value());
    }

    void listsEveryMoveOfASmallReach()
    {
        // Pawn (4, 3); impassable (1, 3) in its row and (4, 0) in its column.
        const Board position = board({{1, 3}, {4, 0}, {2, 2}}, {4, 3});
        const std::vector<Move> expected{to(4, 1), to(4, 2), to(2, 3), to(3, 3)};
        QCOMPARE(kGame.legalMoves(position), expected);
        for (const Move& move : expected)
            QVERIFY(kGame.isLegal(position, move));
        for (const Move& move : {to(1, 3), to(0, 3), to(4, 0), to(4, 3), to(5, 3), to(4, 4), to(3, 2)})
            QVERIFY(!kGame.isLegal(position, move));
        QVERIFY(!kGame.isLegal(position, Move{{1, 4}, {2, 4}}));
        const auto reach = PawnGame::reachOf(position);
        QCOMPARE(reach.minCol, 2);
        QCOMPARE(reach.minRow, 1);
        QCOMPARE(reach.moveCount(), 4);
    }

    void listsTheNearestMovesOfAHugeReach()
    {
        const Board position = board({{10, 999'999'000}}, {1'000'000'000, 999'999'000});
        const auto moves = kGame.legalMoves(position);
        // Up: the nearest 2048 rows; left: 999999989 cells, the nearest 2048.
        QCOMPARE(moves.size(), std::size_t(2 * PawnGame::kNearMoves));
        QVERIFY(std::is_sorted(moves.begin(), moves.end()));
        QCOMPARE(moves.front(), to(1'000'000'000, 999'999'000 - 2048));
        QCOMPARE(moves[2047], to(1'000'000'000, 999'998'999));
        QCOMPARE(moves[2048], to(1'000'000'000 - 2048, 999'999'000));
        QCOMPARE(moves.back(), to(999'999'999, 999'999'000));
        QVERIFY(kGame.isLegal(position, to(11, 999'999'000)));     // far, not listed, legal
        QVERIFY(!kGame.isLegal(position, to(10, 999'999'000)));    // impassable
        QVERIFY(kGame.isLegal(position, to(1'000'000'000, 0)));
        QCOMPARE(PawnGame::reachOf(position).moveCount(), 999'999'989 + 999'999'000);
    }

    void gameOverOnlyWithoutMoves()
    {
        QVERIFY(kGame.legalMoves(board({}, {0, 0})).empty());
        QVERIFY(kGame.legalMoves(board({{4, 5}, {5, 4}}, {5, 5})).empty());
        QCOMPARE(kGame.legalMoves(board({{4, 5}}, {5, 5})), (std::vector<Move>{to(5, 0), to(5, 1), to(5, 2),
                                                                               to(5, 3), to(5, 4)}));
    }

    void playMovesThePawnOnly()
    {
        const Board position = board({{1, 3}, {4, 0}}, {4, 3});
        const Board after = kGame.play(position, to(2, 3));
        QCOMPARE(after.cellAt({3, 2}), CellKind::Pawn);
        QCOMPARE(after.cellAt({3, 4}), CellKind::Empty);
        QCOMPARE(after.countOf(CellKind::Pawn), std::size_t{1});
        QCOMPARE(after.countOf(CellKind::Impassable), std::size_t{2});
        QVERIFY(!kGame.setupProblem(after).has_value());
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)kGame.play(position, to(0, 3)));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)kGame.play(position, to(5, 3)));
    }

    // The editor's paint stroke (Game::paintCells): a board holds one pawn, so
    // painting the pawn moves it to the stroke's last cell; impassable cells
    // paint cell by cell, as every game's kinds do.
    void paintingThePawnMovesIt()
    {
        Board setup = board({{1, 3}}, {4, 3});
        const engine::Cell start = setup.cellsOf(CellKind::Pawn).front();
        const engine::Cell first{2, 2};
        const engine::Cell last{6, 7};
        QVERIFY(kGame.paintCells(setup, {first, last}, CellKind::Pawn));
        QCOMPARE(setup.cellsOf(CellKind::Pawn), std::vector<engine::Cell>{last});
        QCOMPARE(setup.cellAt(start), CellKind::Empty);
        QCOMPARE(setup.cellAt(first), CellKind::Empty);
        QCOMPARE(setup.countOf(CellKind::Impassable), std::size_t{1});
        QVERIFY(!kGame.paintCells(setup, {last}, CellKind::Pawn)); // already there
        QVERIFY(!kGame.paintCells(setup, {}, CellKind::Pawn));
        QVERIFY(kGame.paintCells(setup, {first, engine::Cell{3, 3}}, CellKind::Impassable));
        QCOMPARE(setup.countOf(CellKind::Impassable), std::size_t{3});
        QCOMPARE(setup.countOf(CellKind::Pawn), std::size_t{1});
        // Any other game paints every cell, whatever the kind.
        const engine::Game& chomp = *engine::findGame("chomp");
        Board bar = chomp.emptyBoard(3, 3);
        QVERIFY(chomp.paintCells(bar, {{0, 0}, {2, 2}, {5, 5}}, CellKind::Poison));
        QCOMPARE(bar.countOf(CellKind::Poison), std::size_t{2});
        QVERIFY(!chomp.paintCells(bar, {{0, 0}}, CellKind::Poison));
    }

    void isRegistered()
    {
        const engine::Game* game = engine::findGame("pawn");
        QVERIFY(game);
        QCOMPARE(game->displayName(), std::string_view("Pawn"));
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_pawn_game, TestPawnGame)
#include "test_pawn_game.moc"
