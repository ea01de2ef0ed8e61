// Boards share their storage (copy-on-write): copies are independent boards,
// a sparse board's own changes and the cells it shares behave as one set of
// cells through every query, and copies read on other threads while the
// original is written (ThreadSanitizer runs this test).
#include "TestRegistry.h"
#include "engine/Board.h"

#include <QTest>

#include <map>
#include <random>
#include <thread>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Coord;

namespace {

using Model = std::map<Cell, CellKind>; // the marked cells, as a board must show them

constexpr Coord kSparseSide = 1'000'000'000;

std::vector<std::pair<Cell, CellKind>> modelWindow(const Model& model, Coord r0, Coord r1, Coord c0, Coord c1)
{
    std::vector<std::pair<Cell, CellKind>> cells;
    for (const auto& [cell, kind] : model)
        if (cell.row >= r0 && cell.row < r1 && cell.col >= c0 && cell.col < c1)
            cells.emplace_back(cell, kind);
    return cells;
}

// The nearest marked cell from `cell` by steps of (dRow, dCol), by brute force over the model.
std::optional<std::pair<Cell, CellKind>> modelNearest(const Model& model, Cell cell, bool inRow)
{
    std::optional<std::pair<Cell, CellKind>> nearest;
    for (const auto& [at, kind] : model) {
        const bool before = inRow ? at.row == cell.row && at.col < cell.col : at.col == cell.col && at.row < cell.row;
        if (before && (!nearest || (inRow ? at.col > nearest->first.col : at.row > nearest->first.row)))
            nearest = std::pair{at, kind};
    }
    return nearest;
}

void expectMatches(const Board& board, const Model& model, std::mt19937_64& rng, Coord span)
{
    QCOMPARE(board.markedCount(), model.size());
    QCOMPARE(board.markedCells(), modelWindow(model, 0, kSparseSide, 0, kSparseSide));
    std::size_t pawns = 0;
    for (const auto& [cell, kind] : model)
        pawns += kind == CellKind::Pawn ? 1 : 0;
    QCOMPARE(board.countOf(CellKind::Pawn), pawns);
    std::vector<Cell> pawnCells;
    for (const auto& [cell, kind] : model)
        if (kind == CellKind::Pawn)
            pawnCells.push_back(cell);
    QCOMPARE(board.cellsOf(CellKind::Pawn), pawnCells);
    std::uniform_int_distribution<Coord> coord(0, span);
    for (int i = 0; i < 20; ++i) {
        const Cell cell{coord(rng), coord(rng)};
        const auto it = model.find(cell);
        QCOMPARE(board.cellAt(cell), it == model.end() ? CellKind::Empty : it->second);
        QCOMPARE(board.nearestMarkedLeftOf(cell), modelNearest(model, cell, true));
        QCOMPARE(board.nearestMarkedAbove(cell), modelNearest(model, cell, false));
        const Coord r0 = coord(rng);
        const Coord c0 = coord(rng);
        QCOMPARE(board.markedCellsIn(r0, r0 + span / 3, c0, c0 + span / 3),
                 modelWindow(model, r0, r0 + span / 3, c0, c0 + span / 3));
    }
}

} // namespace

class TestBoardSharing : public QObject {
    Q_OBJECT

private slots:
    void sparseCopiesAreIndependentBoards()
    {
        // Cells crowded into a small corner of a huge board, so rows and columns
        // hold several marked cells and the changes fold into new shared cells.
        constexpr Coord kSpan = 60;
        std::mt19937_64 rng(7);
        std::uniform_int_distribution<Coord> coord(0, kSpan);
        const CellKind kinds[] = {CellKind::Empty, CellKind::Impassable, CellKind::Pawn, CellKind::Wall};
        Board board(kSparseSide, kSparseSide);
        QVERIFY(!board.isDense());
        Model model;
        std::vector<std::pair<Board, Model>> copies;
        for (int step = 0; step < 3000; ++step) {
            const Cell cell{coord(rng), coord(rng)};
            const CellKind kind = kinds[rng() % 4];
            board.setCell(cell, kind);
            if (kind == CellKind::Empty)
                model.erase(cell);
            else
                model[cell] = kind;
            if (step % 300 == 0)
                copies.emplace_back(board, model);
            if (step % 500 == 0)
                expectMatches(board, model, rng, kSpan);
        }
        expectMatches(board, model, rng, kSpan);
        // Every copy still shows the board as it was when copied.
        for (const auto& [copy, itsModel] : copies)
            expectMatches(copy, itsModel, rng, kSpan);
        // Equal contents compare equal however they were built.
        Board rebuilt(kSparseSide, kSparseSide);
        for (const auto& [cell, kind] : model)
            rebuilt.setCell(cell, kind);
        QVERIFY(rebuilt == board);
        QVERIFY(Board::differingCells(rebuilt, board).empty());
        Board moved = board;
        moved.setCell({kSparseSide - 1, 5}, CellKind::Pawn);
        QVERIFY(!(moved == board));
        QCOMPARE(Board::differingCells(board, moved), (std::vector<Cell>{Cell{kSparseSide - 1, 5}}));
    }

    void denseCopiesAreIndependentBoards()
    {
        Board board(4, 5);
        QVERIFY(board.isDense());
        board.setCell({1, 2}, CellKind::Poison);
        Board copy = board;
        QVERIFY(copy == board);
        copy.setCell({3, 4}, CellKind::Eaten);
        board.setCell({0, 0}, CellKind::Wall);
        QCOMPARE(board.cellAt({3, 4}), CellKind::Empty);
        QCOMPARE(copy.cellAt({0, 0}), CellKind::Empty);
        QCOMPARE(copy.cellAt({1, 2}), CellKind::Poison);
        QCOMPARE(Board::differingCells(board, copy), (std::vector<Cell>{{0, 0}, {3, 4}}));
        QCOMPARE(copy.nearestMarkedLeftOf({1, 4}), (std::optional{std::pair{Cell{1, 2}, CellKind::Poison}}));
        QCOMPARE(copy.nearestMarkedAbove({3, 2}), (std::optional{std::pair{Cell{1, 2}, CellKind::Poison}}));
        QCOMPARE(copy.cellsOf(CellKind::Eaten), (std::vector<Cell>{Cell{3, 4}}));
        Board moved = std::move(copy);
        QCOMPARE(moved.cellAt({3, 4}), CellKind::Eaten);
    }

    void copiesAreReadOnOtherThreadsWhileTheOriginalChanges()
    {
        for (const Coord side : {Coord{300}, kSparseSide}) {
            Board board(side, side);
            for (Coord i = 0; i < 200; ++i)
                board.setCell({i, (i * 7) % 300}, CellKind::Impassable);
            board.setCell({250, 250}, CellKind::Pawn);
            const Board shared = board;
            std::vector<std::thread> readers;
            std::vector<std::size_t> seen(2);
            for (std::size_t t = 0; t < seen.size(); ++t)
                readers.emplace_back([copy = shared, &seen, t] {
                    for (int round = 0; round < 50; ++round)
                        seen[t] = copy.markedCells().size() + copy.cellsOf(CellKind::Pawn).size()
                            + (copy.nearestMarkedAbove({299, 7}) ? 1 : 0);
                });
            for (Coord i = 0; i < 1000; ++i) // writes to the original and folds its changes
                board.setCell({i % 300, (i * 13) % 300}, i % 2 == 0 ? CellKind::Empty : CellKind::Wall);
            for (std::thread& reader : readers)
                reader.join();
            for (const std::size_t n : seen)
                QCOMPARE(n, std::size_t{200 + 1 + 1 + 1});
            QCOMPARE(shared.countOf(CellKind::Impassable), std::size_t{200});
        }
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_board_sharing, TestBoardSharing)
#include "test_board_sharing.moc"
