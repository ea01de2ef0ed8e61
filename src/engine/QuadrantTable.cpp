#include "engine/QuadrantTable.h"

#include "engine/Error.h"
#include "engine/WorkMeter.h"

#include <algorithm>
#include <bit>

namespace engine {

QuadrantTable::QuadrantTable(int rows, int cols, const std::vector<std::uint64_t>& pointRows)
{
    if (rows < 0 || cols < 0 || rows > kMaxSide || cols > kMaxSide
        || pointRows.size() != static_cast<std::size_t>(rows))
        throw InvalidArgument("quadrant table size out of range");
    std::uint64_t usedCols = 0;
    m_rowsBefore.assign(static_cast<std::size_t>(rows) + 1, 0);
    for (int r = 0; r < rows; ++r) {
        const std::uint64_t points = pointRows[static_cast<std::size_t>(r)];
        usedCols |= points;
        m_rowsBefore[static_cast<std::size_t>(r) + 1]
            = m_rowsBefore[static_cast<std::size_t>(r)] + (points != 0 ? 1 : 0);
    }
    if (cols < 64 && (usedCols >> cols) != 0)
        throw InvalidArgument("a quadrant table point lies outside the grid");
    m_colsBefore.assign(static_cast<std::size_t>(cols) + 1, 0);
    std::vector<int> boardCols;
    for (int k = 0; k < cols; ++k) {
        if ((usedCols >> k) & 1U)
            boardCols.push_back(k);
        m_colsBefore[static_cast<std::size_t>(k) + 1] = static_cast<int>(boardCols.size());
    }
    m_n = m_rowsBefore.back();
    m_m = static_cast<int>(boardCols.size());
    m_colStride = static_cast<std::size_t>(m_m) + 1;
    m_blockSize = m_colStride * (m_colStride + 1) / 2;
    m_colStart.assign(m_colStride, 0);
    for (std::size_t c = 1; c < m_colStride; ++c) // the ranges [c - 1, d) before: d = c - 1 .. m
        m_colStart[c] = m_colStart[c - 1] + m_colStride - c;

    m_point.assign(static_cast<std::size_t>(m_n * m_m), 0);
    m_rowPoints.assign(static_cast<std::size_t>(m_n), 0);
    for (int r = 0; r < rows; ++r)
        for (std::uint64_t points = pointRows[static_cast<std::size_t>(r)]; points != 0; points &= points - 1) {
            const int k = colsBefore(std::countr_zero(points));
            m_point[static_cast<std::size_t>(rowsBefore(r) * m_m + k)] = 1;
            m_rowPoints[static_cast<std::size_t>(rowsBefore(r))] |= std::uint64_t{1} << k;
        }
    m_prefix.assign((static_cast<std::size_t>(m_n) + 1) * m_colStride, 0);
    for (int r = 0; r < m_n; ++r)
        for (int k = 0; k < m_m; ++k)
            m_prefix[static_cast<std::size_t>(r + 1) * m_colStride + static_cast<std::size_t>(k + 1)]
                = count(r, k + 1) + count(r + 1, k) - count(r, k) + (isCompressedPoint(r, k) ? 1 : 0);

    m_grundy.assign(blockOf(0, m_n + 1), 0);
    for (int h = 1; h <= m_n; ++h)
        m_workTotal += (m_n - h + 1) * rowRangeWork(h);
    m_built = m_n == 0 || m_m == 0;
}

double QuadrantTable::rowRangeWork(int h) const
{
    // h point rows times the widths of all column ranges: h * binomial(m + 2, 3).
    return static_cast<double>(h) * m_m * (m_m + 1) * (m_m + 2) / 6.0 + 1.0;
}

void QuadrantTable::build(const SolveContext& context, double progressFrom, double progressTo)
{
    if (m_built)
        return;
    // Words for every value up to the largest move count; values below 64 stay in a register.
    std::vector<std::uint64_t> seen(static_cast<std::size_t>(m_n * m_m) / 64 + 1);
    m_lowValues = lowValuesKernel();
    // The stop is checked by work done (WorkMeter), a move of a rectangle a unit,
    // after a row range, whose work is at most kMaxSide * binomial(kMaxSide + 2, 3)
    // (3 M units, a few milliseconds): once kCheckUnits have passed, and with the
    // progress after every row range (a stop asked for at a report ends the build
    // there). The position is advanced before, so a stopped build resumes after
    // the last row range it finished.
    WorkMeter meter(context, {}, static_cast<std::uint64_t>(m_workDone));
    meter.check();
    while (m_nextHeight <= m_n) {
        buildRowRange(m_nextTop, m_nextHeight, seen);
        const double work = rowRangeWork(m_nextHeight);
        m_workDone += work;
        if (++m_nextTop + m_nextHeight > m_n) {
            ++m_nextHeight;
            m_nextTop = 0;
        }
        context.report(progressFrom + (progressTo - progressFrom) * (m_workDone / m_workTotal));
        context.throwIfStopped();
        meter.add(static_cast<std::uint64_t>(work));
    }
    m_built = true;
}

void QuadrantTable::gatherMoves(int a, int b)
{
    // The points of rows [a, b) sorted by column, and where each column's run starts.
    m_moveRows.clear();
    m_moveCols.clear();
    m_firstMoveOfCol.assign(m_colStride, 0);
    for (int k = 0; k < m_m; ++k) {
        m_firstMoveOfCol[static_cast<std::size_t>(k)] = static_cast<int>(m_moveRows.size());
        for (int r = a; r < b; ++r)
            if (isCompressedPoint(r, k)) {
                m_moveRows.push_back(r);
                m_moveCols.push_back(k);
            }
    }
    m_firstMoveOfCol[static_cast<std::size_t>(m_m)] = static_cast<int>(m_moveRows.size());

    // left[c][j]: the pieces of move j left of its column, [c, k); right[d][j]: right of it, [k + 1, d).
    // Only c <= k and d > k are ever read, so the rest is left as it is.
    const std::size_t moves = m_moveRows.size();
    m_left.resize(m_colStride * moves);
    m_right.resize(m_colStride * moves);
    for (std::size_t j = 0; j < moves; ++j) {
        const int r = m_moveRows[j];
        const int k = m_moveCols[j];
        const std::uint16_t* above = &m_grundy[blockOf(a, r)];
        const std::uint16_t* below = &m_grundy[blockOf(r + 1, b)];
        for (int c = 0; c <= k; ++c) {
            const std::size_t at = m_colStart[static_cast<std::size_t>(c)] + static_cast<std::size_t>(k);
            m_left[static_cast<std::size_t>(c) * moves + j] = above[at] ^ below[at];
        }
        for (int d = k + 1; d <= m_m; ++d) {
            const std::size_t at = m_colStart[static_cast<std::size_t>(k) + 1] + static_cast<std::size_t>(d);
            m_right[static_cast<std::size_t>(d) * moves + j] = above[at] ^ below[at];
        }
    }
}

void QuadrantTable::buildRowRange(int a, int h, std::vector<std::uint64_t>& seen)
{
    const int b = a + h;
    gatherMoves(a, b);
    const std::size_t moves = m_moveRows.size();
    std::uint16_t* values = &m_grundy[blockOf(a, b)];
    const std::uint16_t* withoutTop = &m_grundy[blockOf(a + 1, b)];
    const std::uint16_t* withoutBottom = &m_grundy[blockOf(a, b - 1)];
    const std::uint64_t topRow = m_rowPoints[static_cast<std::size_t>(a)];
    const std::uint64_t bottomRow = m_rowPoints[static_cast<std::size_t>(b - 1)];
    // A rectangle whose border line holds no point is the same game as the
    // rectangle without that line, which is done: other row ranges are, and
    // columns run by falling start and growing end.
    for (int c = m_m - 1; c >= 0; --c) {
        const std::size_t at = m_colStart[static_cast<std::size_t>(c)];
        const auto first = static_cast<std::size_t>(m_firstMoveOfCol[static_cast<std::size_t>(c)]);
        if (first == static_cast<std::size_t>(m_firstMoveOfCol[static_cast<std::size_t>(c) + 1])) {
            // Column c holds no point: [c, d) is [c + 1, d) for every d.
            const std::size_t next = m_colStart[static_cast<std::size_t>(c) + 1];
            std::copy(values + next + c + 1, values + next + m_colStride, values + at + c + 1);
            continue;
        }
        const std::uint16_t* left = &m_left[static_cast<std::size_t>(c) * moves];
        for (int d = c + 1; d <= m_m; ++d) {
            // The moves of [a, b) x [c, d) are the contiguous run first..last.
            const auto last = static_cast<std::size_t>(m_firstMoveOfCol[static_cast<std::size_t>(d)]);
            const auto cell = at + static_cast<std::size_t>(d);
            if (last == static_cast<std::size_t>(m_firstMoveOfCol[static_cast<std::size_t>(d) - 1])) {
                values[cell] = values[cell - 1]; // column d - 1 holds no point
                continue;
            }
            const std::uint64_t columns = columnMask(c, d);
            if ((topRow & columns) == 0) {
                values[cell] = withoutTop[cell];
                continue;
            }
            if ((bottomRow & columns) == 0) {
                values[cell] = withoutBottom[cell];
                continue;
            }
            const std::uint16_t* right = &m_right[static_cast<std::size_t>(d) * moves];
            // Values below 64, the common case, are collected in a register; only
            // when all of them occur are the larger ones looked at.
            const std::uint64_t low = m_lowValues(left, right, first, last);
            values[cell] = static_cast<std::uint16_t>(
                low != ~std::uint64_t{0} ? std::countr_one(low) : 64 + highMex(left, right, first, last, seen));
        }
    }
}

unsigned QuadrantTable::highMex(const std::uint16_t* left, const std::uint16_t* right, std::size_t first,
                                std::size_t last, std::vector<std::uint64_t>& seen)
{
    // At most `moves` of the values 0..moves occur, so the mex is at most `moves`
    // and the scan ends within these words.
    const std::size_t moves = last - first;
    std::fill_n(seen.begin(), moves / 64 + 1, 0);
    for (std::size_t j = first; j < last; ++j) {
        const unsigned value = left[j] ^ right[j];
        if (value >= 64 && value <= moves)
            seen[value >> 6] |= std::uint64_t{1} << (value & 63);
    }
    unsigned mex = 0;
    for (std::size_t i = 1; i <= moves / 64; ++i) {
        const auto run = static_cast<unsigned>(std::countr_one(seen[i]));
        mex += run;
        if (run < 64)
            break;
    }
    return mex;
}

} // namespace engine
