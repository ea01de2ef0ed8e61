#include "engine/games/volcano/VolcanoTable.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace engine {

VolcanoTable::VolcanoTable(const Board& setup)
{
    const Coord rows = setup.rows();
    const Coord cols = setup.cols();
    if (rows < 1 || cols < 1 || rows > kMaxSide || cols > kMaxSide)
        throw std::invalid_argument("volcano table size out of range");
    std::vector<bool> rowUsed(static_cast<std::size_t>(rows), false);
    std::vector<bool> colUsed(static_cast<std::size_t>(cols), false);
    for (const auto& [cell, kind] : setup.markedCells())
        if (kind == CellKind::Monster) {
            rowUsed[static_cast<std::size_t>(cell.row)] = true;
            colUsed[static_cast<std::size_t>(cell.col)] = true;
        }
    m_rowsBefore.assign(static_cast<std::size_t>(rows) + 1, 0);
    for (Coord r = 0; r < rows; ++r) {
        if (rowUsed[static_cast<std::size_t>(r)])
            m_boardRows.push_back(r);
        m_rowsBefore[static_cast<std::size_t>(r) + 1] = static_cast<int>(m_boardRows.size());
    }
    m_colsBefore.assign(static_cast<std::size_t>(cols) + 1, 0);
    for (Coord c = 0; c < cols; ++c) {
        if (colUsed[static_cast<std::size_t>(c)])
            m_boardCols.push_back(c);
        m_colsBefore[static_cast<std::size_t>(c) + 1] = static_cast<int>(m_boardCols.size());
    }
    m_n = static_cast<int>(m_boardRows.size());
    m_m = static_cast<int>(m_boardCols.size());
    m_stride = static_cast<std::size_t>(m_n) + 1;
    m_colStride = static_cast<std::size_t>(m_m) + 1;

    m_monster.assign(static_cast<std::size_t>(m_n * m_m), 0);
    for (const auto& [cell, kind] : setup.markedCells())
        if (kind == CellKind::Monster)
            m_monster[static_cast<std::size_t>(m_rowsBefore[static_cast<std::size_t>(cell.row)] * m_m
                                               + m_colsBefore[static_cast<std::size_t>(cell.col)])]
                = 1;
    m_prefix.assign(m_stride * m_colStride, 0);
    for (int r = 0; r < m_n; ++r)
        for (int k = 0; k < m_m; ++k)
            m_prefix[static_cast<std::size_t>(r + 1) * m_colStride + static_cast<std::size_t>(k + 1)]
                = count(r, k + 1) + count(r + 1, k) - count(r, k) + (isMonster(r, k) ? 1 : 0);

    m_grundy.assign(m_stride * m_stride * m_colStride * m_colStride, 0);
    for (int h = 1; h <= m_n; ++h)
        m_workTotal += (m_n - h + 1) * rowRangeWork(h);
    m_built = m_n == 0 || m_m == 0;
}

double VolcanoTable::rowRangeWork(int h) const
{
    // h monster rows times the widths of all column ranges: h * binomial(m + 2, 3).
    return static_cast<double>(h) * m_m * (m_m + 1) * (m_m + 2) / 6.0 + 1.0;
}

bool VolcanoTable::build(const SolveContext& context)
{
    if (m_built)
        return true;
    // Words for every value up to the largest move count; values below 64 stay in a register.
    std::vector<std::uint64_t> seen(static_cast<std::size_t>(m_n * m_m) / 64 + 1);
    for (; m_nextHeight <= m_n; ++m_nextHeight, m_nextTop = 0) {
        for (; m_nextTop + m_nextHeight <= m_n; ++m_nextTop) {
            if (context.stopRequested())
                return false;
            buildRowRange(m_nextTop, m_nextHeight, seen);
            m_workDone += rowRangeWork(m_nextHeight);
            context.report(m_workDone / m_workTotal);
        }
    }
    m_built = true;
    return true;
}

void VolcanoTable::gatherMoves(int a, int b)
{
    // The monsters of rows [a, b) sorted by column, and where each column's run starts.
    m_moveRows.clear();
    m_moveCols.clear();
    m_firstMoveOfCol.assign(m_colStride, 0);
    for (int k = 0; k < m_m; ++k) {
        m_firstMoveOfCol[static_cast<std::size_t>(k)] = static_cast<int>(m_moveRows.size());
        for (int r = a; r < b; ++r)
            if (isMonster(r, k)) {
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
            const std::size_t at = static_cast<std::size_t>(c) * m_colStride + static_cast<std::size_t>(k);
            m_left[static_cast<std::size_t>(c) * moves + j] = above[at] ^ below[at];
        }
        for (int d = k + 1; d <= m_m; ++d) {
            const std::size_t at = static_cast<std::size_t>(k + 1) * m_colStride + static_cast<std::size_t>(d);
            m_right[static_cast<std::size_t>(d) * moves + j] = above[at] ^ below[at];
        }
    }
}

void VolcanoTable::buildRowRange(int a, int h, std::vector<std::uint64_t>& seen)
{
    const int b = a + h;
    gatherMoves(a, b);
    const std::size_t moves = m_moveRows.size();
    std::uint16_t* values = &m_grundy[blockOf(a, b)];
    for (int c = 0; c < m_m; ++c) {
        const std::uint16_t* left = &m_left[static_cast<std::size_t>(c) * moves];
        const auto first = static_cast<std::size_t>(m_firstMoveOfCol[static_cast<std::size_t>(c)]);
        for (int d = c + 1; d <= m_m; ++d) {
            // The moves of [a, b) x [c, d) are the contiguous run first..last.
            const auto last = static_cast<std::size_t>(m_firstMoveOfCol[static_cast<std::size_t>(d)]);
            if (first == last)
                continue; // no monster: stays 0
            const std::uint16_t* right = &m_right[static_cast<std::size_t>(d) * moves];
            const auto moveCount = static_cast<unsigned>(last - first);
            // Values below 64, the common case, are collected in a register; larger
            // ones in `seen`, cleared on first use.
            std::uint64_t low = 0;
            bool high = false;
            for (std::size_t j = first; j < last; ++j) {
                const unsigned value = left[j] ^ right[j];
                if (value < 64) {
                    low |= std::uint64_t{1} << value;
                } else if (value <= moveCount) {
                    if (!high)
                        std::fill_n(seen.begin(), moveCount / 64 + 1, 0);
                    high = true;
                    seen[value >> 6] |= std::uint64_t{1} << (value & 63);
                }
            }
            const unsigned mex = low != ~std::uint64_t{0} || !high ? static_cast<unsigned>(std::countr_one(low))
                                                                   : 64 + highMex(static_cast<int>(moveCount), seen);
            values[static_cast<std::size_t>(c) * m_colStride + static_cast<std::size_t>(d)]
                = static_cast<std::uint16_t>(mex);
        }
    }
}

unsigned VolcanoTable::highMex(int moves, const std::vector<std::uint64_t>& seen)
{
    // At most `moves` of the values 0..moves occur, so the scan ends within these words.
    unsigned mex = 0;
    for (std::size_t i = 1; i <= static_cast<std::size_t>(moves) / 64; ++i) {
        const auto run = static_cast<unsigned>(std::countr_one(seen[i]));
        mex += run;
        if (run < 64)
            break;
    }
    return mex;
}

Nimber VolcanoTable::grundy(const Move& rect) const
{
    const int a = compressedRowsBefore(rect.topLeft.row);
    const int b = compressedRowsBefore(rect.bottomRight.row + 1);
    const int c = compressedColsBefore(rect.topLeft.col);
    const int d = compressedColsBefore(rect.bottomRight.col + 1);
    return compressedGrundy(a, b, c, d);
}

} // namespace engine
