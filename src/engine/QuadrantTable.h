#pragma once

#include "engine/Nimbers.h"
#include "engine/QuadrantValues.h"
#include "engine/SolveContext.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace engine {

// The Grundy value of every sub-rectangle of a grid of points, for the games
// whose move picks a point of a rectangle and leaves the four rectangles around
// it (volcano's monsters, attractions' spots in diagonal coordinates):
//   g(rect) = mex over the points (r, k) of rect of the XOR of its four quadrants.
// A game maps its board onto the grid and keeps only that mapping.
//
// A rectangle's value depends only on the points inside it, so grid rows and
// columns without any point are dropped: the table works on the compressed grid
// of "point rows" x "point columns" (n x m). A compressed rectangle is rows
// [a, b) x columns [c, d); picking point (r, k) in it leaves [a, r) x [c, k),
// [a, r) x [k+1, d), [r+1, b) x [c, k) and [r+1, b) x [k+1, d), each with fewer
// rows, so building the row ranges [a, b) by increasing height only ever reads
// finished entries.
//
// Layout: the values of all column ranges of one row range form a block, so the
// pieces of the rectangles of one row range come from 2h small blocks that stay
// in cache. Before a row range is filled, its moves are listed by column with
// the XOR of their pieces on each side (gatherMoves), so that the moves of any
// column range are one contiguous run and each costs two reads. A rectangle
// whose border line holds no point is the same game as the rectangle without
// that line and copies its value (most rectangles of attractions' diamond-shaped
// lattice); the others collect the values below 64 of their moves in one
// register, four moves at a time (QuadrantValues), and look at larger values
// only when all of 0..63 occur.
//
// Cost: (n + 1)(n + 2)/2 (m + 1)(m + 2)/2 values of 2 bytes, and at most one
// step per rectangle and point inside it, binomial(n + 2, 3) binomial(m + 2, 3):
// a full 16 x 16 grid takes 670 000 steps, 36 x 36 71 million, 56 x 56 950 million.
class QuadrantTable {
public:
    // Row masks are 64-bit words.
    static constexpr int kMaxSide = 64;

    // A grid of `rows` x `cols` (each in [0, kMaxSide]); bit k of pointRows[r]
    // set when (r, k) is a point.
    QuadrantTable(int rows, int cols, const std::vector<std::uint64_t>& pointRows);
    QuadrantTable(const QuadrantTable&) = delete;
    QuadrantTable& operator=(const QuadrantTable&) = delete;

    // Fills the table, reporting progress in [progressFrom, progressTo]; resumes
    // where a stopped build left off. Throws Stopped when stopped.
    void build(const SolveContext& context, double progressFrom = 0.0, double progressTo = 1.0);
    [[nodiscard]] bool isBuilt() const { return m_built; }

    // The value of grid rectangle rows [top, bottom) x columns [left, right).
    // Requires a built table.
    [[nodiscard]] Nimber grundy(int top, int bottom, int left, int right) const
    {
        return compressedGrundy(rowsBefore(top), rowsBefore(bottom), colsBefore(left), colsBefore(right));
    }
    // The value of compressed rectangle [a, b) x [c, d) (empty ranges allowed).
    [[nodiscard]] Nimber compressedGrundy(int a, int b, int c, int d) const
    {
        return m_grundy[blockOf(a, b) + m_colStart[static_cast<std::size_t>(c)] + static_cast<std::size_t>(d)];
    }
    // The value left in compressed rectangle [a, b) x [c, d) after picking its
    // point (r, k): the XOR of the four rectangles around it.
    [[nodiscard]] Nimber compressedValueAfter(int a, int b, int c, int d, int r, int k) const
    {
        return compressedGrundy(a, r, c, k) ^ compressedGrundy(a, r, k + 1, d) ^ compressedGrundy(r + 1, b, c, k)
            ^ compressedGrundy(r + 1, b, k + 1, d);
    }

    [[nodiscard]] int compressedRows() const { return m_n; }
    [[nodiscard]] int compressedCols() const { return m_m; }
    // The compressed rows (columns) before grid row `row` (column `col`), 0 <= row <= rows.
    [[nodiscard]] int rowsBefore(int row) const { return m_rowsBefore[static_cast<std::size_t>(row)]; }
    [[nodiscard]] int colsBefore(int col) const { return m_colsBefore[static_cast<std::size_t>(col)]; }
    [[nodiscard]] bool isCompressedPoint(int r, int k) const
    {
        return m_point[static_cast<std::size_t>(r * m_m + k)] != 0;
    }
    // The number of points in compressed rectangle [a, b) x [c, d).
    [[nodiscard]] int compressedPointCount(int a, int b, int c, int d) const
    {
        return count(b, d) - count(a, d) - count(b, c) + count(a, c);
    }

private:
    // Where the block of row range [a, b), a <= b, starts in m_grundy: all
    // ranges with the same end are contiguous. Column range [c, d) is at
    // m_colStart[c] + d in its block.
    [[nodiscard]] std::size_t blockOf(int a, int b) const
    {
        const auto end = static_cast<std::size_t>(b);
        const std::size_t pair = end * (end + 1) / 2 + static_cast<std::size_t>(a);
        return pair * m_blockSize;
    }
    // Compressed columns [c, d).
    [[nodiscard]] static std::uint64_t columnMask(int c, int d)
    {
        const std::uint64_t below = d >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << d) - 1;
        return below & ~((std::uint64_t{1} << c) - 1);
    }
    [[nodiscard]] int count(int r, int k) const
    {
        return m_prefix[static_cast<std::size_t>(r) * m_colStride + static_cast<std::size_t>(k)];
    }
    // Lists the moves of rows [a, b) for buildRowRange.
    void gatherMoves(int a, int b);
    // Fills every rectangle of row range [a, a + h).
    void buildRowRange(int a, int h, std::vector<std::uint64_t>& seen);
    // The mex, counted from 64, of the values of 64 and more among left[j] ^ right[j]
    // for j in [first, last); `seen` is scratch for a bit set of the values.
    [[nodiscard]] static unsigned highMex(const std::uint16_t* left, const std::uint16_t* right, std::size_t first,
                                          std::size_t last, std::vector<std::uint64_t>& seen);
    // The steps of one row range of height h (an upper bound), for progress.
    [[nodiscard]] double rowRangeWork(int h) const;

    int m_n = 0; // compressed rows
    int m_m = 0; // compressed columns
    std::size_t m_colStride = 1; // m + 1
    std::size_t m_blockSize = 1; // column ranges [c, d), c <= d <= m: (m + 1)(m + 2) / 2
    std::vector<std::size_t> m_colStart; // m + 1 entries: the ranges [c, c..m] are contiguous
    std::vector<int> m_rowsBefore;    // size rows + 1
    std::vector<int> m_colsBefore;    // size cols + 1
    std::vector<std::uint8_t> m_point; // n x m
    std::vector<std::uint64_t> m_rowPoints; // per compressed row: bit k set when (r, k) is a point
    std::vector<int> m_prefix;         // (n + 1) x (m + 1) point counts
    std::vector<std::uint16_t> m_grundy; // [pair a, b][pair c, d], zero for empty ranges
    // The moves of the row range being built (gatherMoves), ordered by column.
    std::vector<int> m_moveRows;
    std::vector<int> m_moveCols;
    std::vector<int> m_firstMoveOfCol;  // m + 1 entries
    std::vector<std::uint16_t> m_left;  // [c][move]: XOR of the pieces [c, k) above and below
    std::vector<std::uint16_t> m_right; // [d][move]: XOR of the pieces [k + 1, d) above and below
    LowValues m_lowValues = nullptr; // the kernel of this processor, set by build
    int m_nextHeight = 1; // the first row range not yet built: [m_nextTop, m_nextTop + m_nextHeight)
    int m_nextTop = 0;
    double m_workDone = 0;
    double m_workTotal = 0;
    bool m_built = false;
};

} // namespace engine
