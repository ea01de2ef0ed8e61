#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "engine/games/rectangles/BoxValues.h"
#include "engine/games/rectangles/CellMask.h"
#include "engine/games/rectangles/ClassEstimate.h"
#include "engine/games/rectangles/ComponentValues.h"
#include "engine/games/rectangles/RectanglesSolver.h"

#include "engine/Board.h"
#include "engine/Error.h"

#include <QTest>

#include <cmath>
#include <cstdint>
#include <random>
#include <stop_token>
#include <vector>

using engine::rectangles::BoxValues;
using engine::rectangles::CellMask;
using engine::rectangles::cellBit;

namespace {

CellMask fullRectangle(int rows, int cols)
{
    CellMask cells = 0;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            cells |= cellBit(r, c);
    return cells;
}

// A random subset of `within`, about half of its cells.
CellMask randomSubset(std::mt19937_64& rng, CellMask within)
{
    return rng() & within;
}

// Connected subsets counted one by one (sets of at most 20 cells).
double bruteConnectedSubsets(CellMask cells)
{
    std::vector<int> bits;
    for (CellMask rest = cells; rest != 0; rest &= rest - 1)
        bits.push_back(std::countr_zero(rest));
    double count = 0;
    for (std::uint32_t pick = 1; pick < (std::uint32_t{1} << bits.size()); ++pick) {
        CellMask subset = 0;
        for (std::size_t i = 0; i < bits.size(); ++i)
            if ((pick >> i) & 1u)
                subset |= CellMask{1} << bits[i];
        if (engine::rectangles::componentOf(engine::rectangles::lowestCell(subset), subset) == subset)
            ++count;
    }
    return count;
}

} // namespace

// The solver's bit tricks and tables against plain versions: the mask-free
// flood fill, the box table's packed index and shape (which must not change
// a value), and the count of connected subsets behind the progress estimate.
class TestRectanglesTables : public QObject {
    Q_OBJECT

private slots:
    void narrowFloodFillEqualsTheMaskedOne()
    {
        std::mt19937_64 rng(7);
        const CellMask noColumn7 = ~engine::rectangles::kColumn7;
        for (int i = 0; i < testsupport::trials(100000); ++i) {
            const CellMask within = rng() & (rng() | rng()) & noColumn7;
            if (within == 0)
                continue;
            const CellMask seed = engine::rectangles::lowestCell(within >> (rng() % 64) << (rng() % 64) & within);
            const CellMask start = seed != 0 ? seed : engine::rectangles::lowestCell(within);
            QCOMPARE(engine::rectangles::narrowComponentOf(start, within),
                     engine::rectangles::componentOf(start, within));
        }
    }

    void boxSlotsPackTheRowsOfEveryShape()
    {
        std::mt19937_64 rng(11);
        for (int rows = 1; rows <= 5; ++rows) {
            for (int cols = rows; cols <= engine::rectangles::kMaxSide && rows * cols <= BoxValues::kMaxBits; ++cols) {
                BoxValues box(BoxValues::Shape{rows, cols});
                const CellMask inside = fullRectangle(rows, cols);
                for (int i = 0; i < testsupport::trials(2000); ++i) {
                    const CellMask set = randomSubset(rng, inside);
                    std::uint64_t index = 0;
                    for (int r = 0; r < rows; ++r)
                        index |= std::uint64_t{engine::rectangles::rowBits(set, r)} << (cols * r);
                    QCOMPARE(box.slotOf(set), static_cast<std::uint32_t>(index));
                    const CellMask outside = set | (rng() & ~inside & 0x7F7F7F7F7F7F7FULL);
                    if (outside != set)
                        QCOMPARE(box.slotOf(outside), BoxValues::kNoSlot);
                }
                // Starts unknown but for the sets the memo leaves out; keeps what it is told.
                QCOMPARE(box.at(box.slotOf(0b1)), 1u);
                const std::uint32_t slot = box.slotOf(inside);
                if (rows * cols > 2)
                    QCOMPARE(box.at(slot), BoxValues::kUnknown);
                box.store(slot, 254);
                QCOMPARE(box.at(slot), 254u);
                box.store(slot, BoxValues::kUnknown); // ignored
                QCOMPARE(box.at(slot), 254u);
            }
        }
    }

    void boxShapeFollowsTheSetup()
    {
        const auto shape = [](int rows, int cols) {
            const BoxValues::Shape s = BoxValues::shapeFor(fullRectangle(rows, cols) << 9);
            return std::pair{s.rows, s.cols};
        };
        QCOMPARE(shape(4, 4), std::pair(4, 4));
        QCOMPARE(shape(5, 5), std::pair(5, 5));
        // A group of ones with millions of classes gets the 1 GiB box.
        QCOMPARE(shape(5, 6), std::pair(5, 6));
        QCOMPARE(shape(6, 5), std::pair(5, 6));
        QCOMPARE(shape(6, 6), std::pair(5, 6));
        QCOMPARE(shape(4, 7), std::pair(4, 6)); // 2.4 million classes: 25 bits at most
        QCOMPARE(shape(3, 7), std::pair(3, 7));
        QCOMPARE(shape(1, 1), std::pair(1, 1));
        QCOMPARE(BoxValues::shapeFor(0).rows, 1);
    }

    void valuesDoNotDependOnTheBox()
    {
        // Random sets of 8 x 8 (a third without column 7, the narrow flood
        // fill), valued with no box to speak of, the chosen box and a wide one.
        std::mt19937_64 rng(9);
        for (int i = 0; i < testsupport::trials(300); ++i) {
            CellMask cells = (rng() & rng()) | (rng() & rng() & rng());
            if (i % 3 == 0)
                cells &= ~engine::rectangles::kColumn7;
            engine::rectangles::ComponentValues chosen(BoxValues::shapeFor(cells));
            engine::rectangles::ComponentValues tiny(BoxValues::Shape{1, 1});
            engine::rectangles::ComponentValues wide(BoxValues::Shape{3, 8});
            chosen.setWorkers(2);
            const engine::Nimber value = chosen.valueOf(cells, {});
            QCOMPARE(tiny.valueOf(cells, {}), value);
            QCOMPARE(wide.valueOf(cells, {}), value);
        }
    }

    void connectedSubsetsAreCountedExactly()
    {
        std::mt19937_64 rng(3);
        QCOMPARE(engine::rectangles::connectedSubsetCount(0), 0.0);
        QCOMPARE(engine::rectangles::connectedSubsetCount(fullRectangle(2, 2)), 13.0);
        QCOMPARE(engine::rectangles::connectedSubsetCount(fullRectangle(3, 3)), 218.0);
        QCOMPARE(engine::rectangles::connectedSubsetCount(fullRectangle(4, 4)), 11506.0);
        for (int i = 0; i < testsupport::trials(300); ++i) {
            const CellMask cells = rng() & rng() & 0x3F3F3F3F3F3FULL;
            if (std::popcount(cells) > 18)
                continue;
            QCOMPARE(engine::rectangles::connectedSubsetCount(cells), bruteConnectedSubsets(cells));
        }
    }

    void classEstimateIsCloseToTheClassesValued()
    {
        // Below the truth by the sets with symmetries of their own: a few
        // per cent, less on larger boards.
        // (Under sanitizers without the 5 x 5 board, the one that takes a while.)
        const std::array<std::pair<int, int>, 3> boards{std::pair{4, 4}, std::pair{4, 5}, std::pair{5, 5}};
        for (const auto [rows, cols] : boards) {
            if (rows * cols > 20 && testsupport::slowdown() > 1)
                continue;
            engine::Board board(rows, cols);
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < cols; ++c)
                    board.setCell({r, c}, engine::CellKind::Filled);
            engine::RectanglesSolver solver(board);
            QVERIFY_THROWS_NO_EXCEPTION(solver.prepare({}));
            const double truth = static_cast<double>(solver.stateCount());
            const double estimate = engine::rectangles::estimatedClassCount(fullRectangle(rows, cols));
            const QString message = QString("%1 x %2: %3 classes, estimated %4").arg(rows).arg(cols);
            QVERIFY2(estimate <= truth && estimate > 0.9 * truth, qPrintable(message.arg(truth).arg(estimate)));
        }
    }

    // A search stopped midway and asked again resumes: its progress goes on
    // from about where it stopped (the memo kept the work), not from 0, and
    // the value is the one an unbroken search gives.
    void aStoppedSearchResumesItsProgress()
    {
        const CellMask cells = fullRectangle(4, 5);
        engine::rectangles::ComponentValues unbroken;
        const engine::Nimber expected = unbroken.valueOf(cells, {});

        engine::rectangles::ComponentValues values;
        values.setWorkers(1);
        std::stop_source stop;
        double stoppedAt = 0.0;
        const engine::SolveContext stopping{stop.get_token(), [&](double fraction) {
                                                stoppedAt = fraction;
                                                if (fraction >= 0.4)
                                                    stop.request_stop();
                                            }};
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)values.valueOf(cells, stopping));
        QVERIFY2(stoppedAt >= 0.4 && stoppedAt < 0.9, qPrintable(QString::number(stoppedAt)));

        std::vector<double> progress;
        const engine::SolveContext recording{{}, [&](double fraction) { progress.push_back(fraction); }};
        QCOMPARE(values.valueOf(cells, recording), expected);
        QVERIFY(!progress.empty());
        QVERIFY2(progress.front() >= 0.9 * stoppedAt, qPrintable(QString::number(progress.front())));
        QCOMPARE(progress.back(), 1.0);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_rectangles_tables, TestRectanglesTables)
#include "test_rectangles_tables.moc"
