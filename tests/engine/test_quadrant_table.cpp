#include "TestRegistry.h"
#include "engine/QuadrantTable.h"
#include "engine/QuadrantValues.h"

#include "BruteForceResult.h"
#include "SolveContexts.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <vector>

using engine::QuadrantTable;

namespace {

std::vector<std::uint64_t> randomGrid(std::mt19937_64& rng, int rows, int cols, double density)
{
    std::vector<std::uint64_t> points(static_cast<std::size_t>(rows), 0);
    for (auto& row : points)
        for (int k = 0; k < cols; ++k)
            if (std::bernoulli_distribution(density)(rng))
                row |= std::uint64_t{1} << k;
    return points;
}

// The recurrence read straight from the rules: a memo over the uncompressed grid
// and a plain mex per rectangle, no compression, layout or shortcuts.
class PlainQuadrantValues {
public:
    PlainQuadrantValues(int rows, int cols, const std::vector<std::uint64_t>& points)
        : m_rows(rows), m_cols(cols), m_points(points),
          m_memo(static_cast<std::size_t>(rows + 1) * (rows + 1) * (cols + 1) * (cols + 1), -1)
    {
    }

    unsigned value(int a, int b, int c, int d)
    {
        if (a >= b || c >= d)
            return 0;
        int& memo = m_memo[((static_cast<std::size_t>(a) * (m_rows + 1) + b) * (m_cols + 1) + c) * (m_cols + 1) + d];
        if (memo >= 0)
            return static_cast<unsigned>(memo);
        MexOfOptions options;
        for (int r = a; r < b; ++r)
            for (int k = c; k < d; ++k)
                if ((m_points[static_cast<std::size_t>(r)] >> k) & 1U) {
                    const unsigned x = value(a, r, c, k) ^ value(a, r, k + 1, d) ^ value(r + 1, b, c, k)
                        ^ value(r + 1, b, k + 1, d);
                    options.add(x);
                }
        const unsigned mex = options.mex();
        memo = static_cast<int>(mex);
        return mex;
    }

private:
    int m_rows;
    int m_cols;
    std::vector<std::uint64_t> m_points;
    std::vector<int> m_memo;
};

// Compares every rectangle of the grid; returns the largest value seen.
unsigned compareAll(int rows, int cols, const std::vector<std::uint64_t>& points)
{
    QuadrantTable table(rows, cols, points);
    table.build({});
    PlainQuadrantValues plain(rows, cols, points);
    unsigned largest = 0;
    for (int a = 0; a <= rows; ++a)
        for (int b = a; b <= rows; ++b)
            for (int c = 0; c <= cols; ++c)
                for (int d = c; d <= cols; ++d) {
                    const unsigned expected = plain.value(a, b, c, d);
                    if (table.grundy(a, b, c, d) != expected) {
                        QTest::qFail(qPrintable(QStringLiteral("[%1, %2) x [%3, %4): %5, expected %6")
                                                    .arg(a).arg(b).arg(c).arg(d)
                                                    .arg(table.grundy(a, b, c, d)).arg(expected)),
                                     __FILE__, __LINE__);
                        return largest;
                    }
                    largest = std::max(largest, expected);
                }
    return largest;
}

} // namespace

class TestQuadrantTable : public QObject {
    Q_OBJECT

private slots:
    void randomGridsMatchThePlainRecurrence()
    {
        // Sparse grids drop rows and columns; dense ones use the border-line copies rarely.
        std::mt19937_64 rng(11);
        for (int trial = 0; trial < 200; ++trial) {
            const int rows = std::uniform_int_distribution(0, 9)(rng);
            const int cols = std::uniform_int_distribution(0, 9)(rng);
            const double density = std::uniform_real_distribution(0.05, 1.0)(rng);
            compareAll(rows, cols, randomGrid(rng, rows, cols, density));
            if (QTest::currentTestFailed())
                return;
        }
    }

    void valuesPastSixtyThreeMatch()
    {
        // Dense random grids reach values of 64 and more, past the register of low values.
        std::mt19937_64 rng(32);
        const unsigned largest = compareAll(30, 30, randomGrid(rng, 30, 30, 0.7));
        QVERIFY2(largest >= 64, qPrintable(QString::number(largest)));
    }

    void theWidestGridUsesEveryColumn()
    {
        std::mt19937_64 rng(64);
        auto points = randomGrid(rng, 3, 64, 0.2);
        points[2] |= std::uint64_t{1} << 63;
        compareAll(3, 64, points);
    }

    void compressionDropsLinesWithoutPoints()
    {
        const std::vector<std::uint64_t> points{0b00000, 0b10010, 0b00000, 0b00010};
        QuadrantTable table(4, 5, points);
        QVERIFY_THROWS_NO_EXCEPTION(table.build({}));
        QCOMPARE(table.compressedRows(), 2);
        QCOMPARE(table.compressedCols(), 2);
        QCOMPARE(table.rowsBefore(2), 1);
        QCOMPARE(table.colsBefore(4), 1);
        QVERIFY(table.isCompressedPoint(0, 1));
        QVERIFY(!table.isCompressedPoint(1, 1));
        QCOMPARE(table.compressedPointCount(0, 2, 0, 2), 3);
        QCOMPARE(table.grundy(0, 4, 0, 5), table.compressedGrundy(0, 2, 0, 2));
        // Picking (0, 1) leaves one point, (1, 0), in the piece below left.
        QCOMPARE(table.compressedValueAfter(0, 2, 0, 2, 0, 1), engine::Nimber{1});
        QCOMPARE(table.compressedGrundy(1, 2, 0, 1), engine::Nimber{1});
    }

    void stoppedBuildResumesWithTheSameValues()
    {
        std::mt19937_64 rng(5);
        const auto points = randomGrid(rng, 20, 20, 0.6);
        QuadrantTable table(20, 20, points);
        std::stop_source stop;
        int reports = 0;
        QVERIFY_THROWS_EXCEPTION(engine::Stopped,
                                 table.build(testsupport::stoppingAtReport(stop, 30, reports), 0.5, 0.75));
        QCOMPARE(reports, 30);
        QVERIFY(!table.isBuilt());
        std::vector<double> progress;
        QVERIFY_THROWS_NO_EXCEPTION(table.build({{}, [&](double f) { progress.push_back(f); }}, 0.5, 0.75));
        QVERIFY(table.isBuilt());
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QVERIFY(progress.front() > 0.5 && progress.back() <= 0.75 + 1e-9 && progress.back() > 0.7499);
        QuadrantTable fresh(20, 20, points);
        QVERIFY_THROWS_NO_EXCEPTION(fresh.build({}));
        for (int a = 0; a <= 20; ++a)
            for (int b = a; b <= 20; ++b)
                for (int c = 0; c <= 20; ++c)
                    for (int d = c; d <= 20; ++d)
                        QCOMPARE(table.grundy(a, b, c, d), fresh.grundy(a, b, c, d));
    }

    void lowValuesMarksEveryValueBelowSixtyFour()
    {
        // The vector kernel against the definition, on runs of every length and offset.
        std::mt19937_64 rng(7);
        std::vector<std::uint16_t> left(80);
        std::vector<std::uint16_t> right(80);
        for (int trial = 0; trial < 2000; ++trial) {
            const auto spread = static_cast<std::uint16_t>(trial % 2 == 0 ? 63 : 200);
            for (std::size_t j = 0; j < left.size(); ++j) {
                left[j] = static_cast<std::uint16_t>(rng() % (spread + 1));
                right[j] = static_cast<std::uint16_t>(rng() % (spread + 1));
            }
            const std::size_t first = rng() % 40;
            const std::size_t last = first + rng() % 40;
            std::uint64_t expected = 0;
            for (std::size_t j = first; j < last; ++j)
                if ((left[j] ^ right[j]) < 64)
                    expected |= std::uint64_t{1} << (left[j] ^ right[j]);
            QCOMPARE(engine::lowValuesKernel()(left.data(), right.data(), first, last), expected);
        }
    }

    void refusesGridsOutOfRange()
    {
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, QuadrantTable(65, 1, std::vector<std::uint64_t>(65, 1)));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, QuadrantTable(1, 3, std::vector<std::uint64_t>{0b1000}));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, QuadrantTable(2, 3, std::vector<std::uint64_t>{1}));
        QuadrantTable empty(0, 0, {});
        QVERIFY(empty.isBuilt());
        QCOMPARE(empty.grundy(0, 0, 0, 0), engine::Nimber{0});
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_quadrant_table, TestQuadrantTable)
#include "test_quadrant_table.moc"
