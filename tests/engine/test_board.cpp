#include "TestRegistry.h"
#include "engine/Board.h"
#include "engine/Error.h"
#include "engine/Nimbers.h"

#include <QTest>

using engine::Board;
using engine::Cell;
using engine::CellKind;

class TestBoard : public QObject {
    Q_OBJECT

private slots:
    void denseBoardStoresCells()
    {
        Board board(3, 4);
        QVERIFY(board.isDense());
        QCOMPARE(board.cellAt({2, 3}), CellKind::Empty);
        board.setCell({2, 3}, CellKind::Poison);
        board.setCell({0, 1}, CellKind::Eaten);
        board.setCell({5, 5}, CellKind::Poison); // outside: ignored
        QCOMPARE(board.cellAt({2, 3}), CellKind::Poison);
        QCOMPARE(board.markedCount(), std::size_t{2});
        QCOMPARE(board.countOf(CellKind::Empty), std::size_t{10});
        const auto marked = board.markedCells();
        QCOMPARE(marked.size(), std::size_t{2});
        QCOMPARE(marked[0].first, (Cell{0, 1}));
        QCOMPARE(marked[1].first, (Cell{2, 3}));
        QCOMPARE(board.cellAt({-1, 0}), CellKind::Empty);
    }

    void sparseBoardBehavesLikeDense()
    {
        const engine::Coord side = 1'000'000'000;
        Board board(side, side);
        QVERIFY(!board.isDense());
        board.setCell({999'999'999, 5}, CellKind::Impassable);
        board.setCell({7, 999'999'999}, CellKind::Impassable);
        board.setCell({7, 3}, CellKind::Pawn);
        board.setCell({7, 3}, CellKind::Empty); // erasing removes the mark
        QCOMPARE(board.markedCount(), std::size_t{2});
        QCOMPARE(board.cellAt({999'999'999, 5}), CellKind::Impassable);
        QCOMPARE(board.cellAt({7, 3}), CellKind::Empty);
        QCOMPARE(board.markedCellsIn(0, 10, 0, side).size(), std::size_t{1});
        QCOMPARE(board.markedCellsIn(0, side, 0, 10).size(), std::size_t{1});
        QCOMPARE(board.markedCellsIn(0, side, 6, side - 1).size(), std::size_t{0});
        QCOMPARE(board.countOf(CellKind::Impassable), std::size_t{2});
    }

    void windowQueriesMatchOnBothStorages()
    {
        Board dense(40, 40);
        Board sparse(40, 40'000'000);
        QVERIFY(!sparse.isDense());
        for (int i = 0; i < 40; ++i) {
            dense.setCell({i, (i * 7) % 40}, CellKind::Wall);
            sparse.setCell({i, (i * 7) % 40}, CellKind::Wall);
        }
        QCOMPARE(dense.markedCellsIn(5, 30, 10, 20), sparse.markedCellsIn(5, 30, 10, 20));
        QCOMPARE(dense.markedCells(), sparse.markedCells());
    }

    void equalityComparesContents()
    {
        Board a(2, 2);
        Board b(2, 2);
        QVERIFY(a == b);
        b.setCell({1, 1}, CellKind::Poison);
        QVERIFY(!(a == b));
        QVERIFY(!(Board(2, 3) == Board(3, 2)));
    }

    void badSizesThrow()
    {
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, Board(-1, 3));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, Board(3, Board::kMaxSide + 1));
    }

    void mexAndOutcomes()
    {
        QCOMPARE(engine::mex({}), engine::Nimber{0});
        QCOMPARE(engine::mex({0, 1, 3}), engine::Nimber{2});
        QCOMPARE(engine::mex({2, 1, 0, 0}), engine::Nimber{3});
        QCOMPARE(engine::outcomeOfRemoteness(0), engine::Outcome::Loss);
        QCOMPARE(engine::outcomeOfRemoteness(7), engine::Outcome::Win);
        QCOMPARE(engine::outcomeOfGrundy(0), engine::Outcome::Loss);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_board, TestBoard)
#include "test_board.moc"
