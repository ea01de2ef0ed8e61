#pragma once

#include "engine/Board.h"
#include "engine/Move.h"
#include "engine/Nimbers.h"
#include "engine/SolveContext.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace engine {

// The Grundy value of every sub-rectangle of one volcano setup.
//
// A rectangle's value depends only on the monsters inside it, so rows and
// columns without any monster are dropped: the table works on the compressed
// grid of "monster rows" x "monster columns" (n x m). A compressed rectangle is
// rows [a, b) x columns [c, d); picking monster (r, k) in it leaves the four
// rectangles [a, r) x [c, k), [a, r) x [k+1, d), [r+1, b) x [c, k) and
// [r+1, b) x [k+1, d), each with fewer rows, so building the row ranges [a, b)
// by increasing height only ever reads finished entries.
//
// Layout: the values of all column ranges of one row range form a block, so
// the pieces of the rectangles of one row range come from 2h small blocks that
// stay in cache. Before a row range is filled, its moves are listed by column
// with the XOR of their pieces on each side (gatherMoves), so that the moves of
// any column range are one contiguous run and each costs two reads.
//
// Cost: (n + 1)^2 (m + 1)^2 values of 2 bytes, and one step per rectangle and
// monster inside it, at most binomial(n + 2, 3) binomial(m + 2, 3): a fully open
// 20 x 20 board (16 x 16 monsters) takes 670 000 steps, 40 x 40 71 million, a
// fully open 60 x 60 one 950 million.
class VolcanoTable {
public:
    static constexpr Coord kMaxSide = 60;

    // The monsters of `setup` are its Monster cells. Both sides must be in [1, kMaxSide].
    explicit VolcanoTable(const Board& setup);
    VolcanoTable(const VolcanoTable&) = delete;
    VolcanoTable& operator=(const VolcanoTable&) = delete;

    // Fills the table; resumes where a stopped build left off. False when stopped.
    bool build(const SolveContext& context);
    [[nodiscard]] bool isBuilt() const { return m_built; }

    // The Grundy value of the board rectangle `rect` (corners inclusive, inside the
    // board), counting the setup's monsters in it. Requires a built table.
    [[nodiscard]] Nimber grundy(const Move& rect) const;

    // The same for a compressed rectangle [a, b) x [c, d) (empty ranges allowed).
    [[nodiscard]] Nimber compressedGrundy(int a, int b, int c, int d) const
    {
        return m_grundy[blockOf(a, b) + static_cast<std::size_t>(c) * m_colStride + static_cast<std::size_t>(d)];
    }

    [[nodiscard]] int monsterRows() const { return m_n; }
    [[nodiscard]] int monsterCols() const { return m_m; }
    // The compressed rows (columns) before board row `row` (column `col`).
    [[nodiscard]] int compressedRowsBefore(Coord row) const { return m_rowsBefore[static_cast<std::size_t>(row)]; }
    [[nodiscard]] int compressedColsBefore(Coord col) const { return m_colsBefore[static_cast<std::size_t>(col)]; }
    [[nodiscard]] bool isMonster(int r, int k) const
    {
        return m_monster[static_cast<std::size_t>(r * m_m + k)] != 0;
    }
    // The number of monsters in compressed rectangle [a, b) x [c, d).
    [[nodiscard]] int monsterCount(int a, int b, int c, int d) const
    {
        return count(b, d) - count(a, d) - count(b, c) + count(a, c);
    }

private:
    // Where the block of row range [a, b) starts in m_grundy.
    [[nodiscard]] std::size_t blockOf(int a, int b) const
    {
        return (static_cast<std::size_t>(a) * m_stride + static_cast<std::size_t>(b)) * m_colStride * m_colStride;
    }
    [[nodiscard]] int count(int r, int k) const
    {
        return m_prefix[static_cast<std::size_t>(r) * static_cast<std::size_t>(m_m + 1) + static_cast<std::size_t>(k)];
    }
    // Lists the moves of rows [a, b) for buildRowRange.
    void gatherMoves(int a, int b);
    // Fills every rectangle of row range [a, a + h).
    void buildRowRange(int a, int h, std::vector<std::uint64_t>& seen);
    // The mex of the values of 64 and more in `seen` (words 1.. of a bit set of
    // the values 0..moves), counted from 64.
    [[nodiscard]] static unsigned highMex(int moves, const std::vector<std::uint64_t>& seen);
    // The steps of one row range of height h (an upper bound), for progress.
    [[nodiscard]] double rowRangeWork(int h) const;

    int m_n = 0; // compressed rows
    int m_m = 0; // compressed columns
    std::size_t m_stride = 1;    // n + 1
    std::size_t m_colStride = 1; // m + 1
    std::vector<Coord> m_boardRows;
    std::vector<Coord> m_boardCols;
    std::vector<int> m_rowsBefore; // size rows + 1
    std::vector<int> m_colsBefore; // size cols + 1
    std::vector<std::uint8_t> m_monster; // n x m
    std::vector<int> m_prefix;           // (n + 1) x (m + 1) monster counts
    std::vector<std::uint16_t> m_grundy; // [a][b][c][d], zero for empty ranges
    // The moves of the row range being built (gatherMoves), ordered by column.
    std::vector<int> m_moveRows;
    std::vector<int> m_moveCols;
    std::vector<int> m_firstMoveOfCol;  // m + 1 entries
    std::vector<std::uint16_t> m_left;  // [c][move]: XOR of the pieces [c, k) above and below
    std::vector<std::uint16_t> m_right; // [d][move]: XOR of the pieces [k + 1, d) above and below
    int m_nextHeight = 1; // the first row range not yet built: [m_nextTop, m_nextTop + m_nextHeight)
    int m_nextTop = 0;
    double m_workDone = 0;
    double m_workTotal = 0;
    bool m_built = false;
};

} // namespace engine
