#pragma once

#include "engine/Board.h"
#include "engine/Nimbers.h"
#include "engine/SolveContext.h"
#include "engine/games/attractions/DiagonalLattice.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace engine {

// The Grundy value of every region of one colour class of an attractions setup.
//
// A region is the set of board cells of the class inside a lattice rectangle
// [a, b) x [c, d) (DiagonalLattice indices, half-open). Every attraction built
// in a region draws a full lattice row and column of signs across it, so what
// is left are the four regions around it; the region's value is the mex over
// its spots of the XOR of those four. Values depend only on the setup's spots
// (a region of a position is always untouched inside), so one table serves
// every position of the setup.
//
// The table is filled bottom-up over all rectangles: O(n^4) entries for an
// n-point lattice side, each either a copy of a smaller rectangle (when a border
// line of the rectangle holds no spot, the region is the same game as the
// rectangle without it) or a mex over its spots. The mexes of all rectangles
// with one u interval are found together: each spot streams its values into
// bit marks of every v interval around it (ValueMarks, vectorised with AVX2),
// which avoids a data-dependent branch per spot; values in practice stay below
// 64 * kMaxMarkWords, and an exact pass covers the rest. A full 20 x 20 board
// takes a few milliseconds, 60 x 60 several seconds.
class RegionTable {
public:
    // Row and column spot masks are 64-bit words.
    static constexpr int kMaxLatticeSide = 64;

    // `setup` is an attractions setup (Spot and Empty cells) of at most
    // kMaxLatticeSide lattice points per axis (AttractionsGame::kMaxSide).
    RegionTable(const Board& setup, int parity);
    RegionTable(const RegionTable&) = delete;
    RegionTable& operator=(const RegionTable&) = delete;

    [[nodiscard]] const DiagonalLattice& lattice() const { return m_lattice; }
    [[nodiscard]] bool isSpot(int i, int j) const { return (m_rowMask[static_cast<std::size_t>(i)] >> j) & 1U; }
    // The number of setup spots in [a, b) x [c, d).
    [[nodiscard]] int spotCount(int a, int b, int c, int d) const;

    // Fills the table; reports progress in [progressFrom, progressTo]. Returns
    // false when stopped (the table is then left unbuilt; the next call restarts).
    bool build(const SolveContext& context, double progressFrom, double progressTo);
    [[nodiscard]] bool isBuilt() const { return m_built; }

    // The value of region [a, b) x [c, d). Requires a built table.
    [[nodiscard]] Nimber grundy(int a, int b, int c, int d) const
    {
        return m_grundy[pairIndex(a, b) * m_vPairs + pairIndex(c, d)];
    }
    // The value left in region [a, b) x [c, d) after building on its spot (i, j):
    // the XOR of the four regions around it. Requires a built table.
    [[nodiscard]] Nimber valueAfter(int a, int b, int c, int d, int i, int j) const;

private:
    // Index of the half-open interval [low, high), 0 <= low <= high: all intervals
    // with the same `high` are contiguous.
    [[nodiscard]] static std::size_t pairIndex(int low, int high)
    {
        return static_cast<std::size_t>(high) * static_cast<std::size_t>(high + 1) / 2
            + static_cast<std::size_t>(low);
    }
    // Index of [low, high) among the intervals of [0, vCount] ordered by `low`:
    // all intervals with the same `low` are contiguous.
    [[nodiscard]] std::size_t lowIndex(int low, int high) const
    {
        const auto l = static_cast<std::size_t>(low);
        return l * static_cast<std::size_t>(m_lattice.vCount() + 1) - l * (l - 1) / 2
            + static_cast<std::size_t>(high - low);
    }
    [[nodiscard]] static std::uint64_t rangeMask(int low, int high)
    {
        const std::uint64_t below = high >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << high) - 1;
        return below & ~((std::uint64_t{1} << low) - 1);
    }
    // Fills the values of all rectangles [a, b) x [c, d); every shorter u
    // interval must be done.
    void buildRows(int a, int b);
    // Marks in m_marks[w][c][d] the values in 64 w .. 64 w + 63 that the spots of
    // [a, b) x [c, d) leave, for every [c, d) at once and w < m_words.
    void markValuesAfter(int a, int b);
    // The mex the marks at `at` (c * (vCount + 1) + d) show, or kUnmarked when
    // every marked value occurs.
    [[nodiscard]] std::uint16_t markedMex(std::size_t at) const;
    // The mex of [a, b) x [c, d) by a slot per value (when the marks are full).
    [[nodiscard]] std::uint16_t exactMex(int a, int b, int c, int d);
    // Calls mark(value) for the value left by each spot of [a, b) x [c, d).
    template <typename Mark>
    void forEachValueAfter(int a, int b, int c, int d, Mark&& mark) const;

    DiagonalLattice m_lattice;
    std::size_t m_vPairs = 0;               // intervals of [0, vCount]
    std::vector<std::uint64_t> m_rowMask;   // per i: bit j set when (i, j) is a spot
    std::vector<std::uint64_t> m_colMask;   // per j: bit i set when (i, j) is a spot
    std::vector<int> m_prefix;              // (uCount + 1) x (vCount + 1) spot counts
    // The values twice, so that both the regions left and right of a spot can be
    // read as contiguous runs over the v intervals:
    std::vector<std::uint16_t> m_grundy;    // [pairIndex(a, b)][pairIndex(c, d)]
    std::vector<std::uint16_t> m_byLow;     // [pairIndex(a, b)][lowIndex(c, d)]
    // Per row i of the u interval being built, [a, b): where the intervals
    // [a, i) and [i + 1, b) start in the tables.
    std::vector<std::size_t> m_upperOffset;
    std::vector<std::size_t> m_lowerOffset;
    static constexpr std::size_t kMaxMarkWords = 4;
    static constexpr std::size_t kMarkMargin = 8;
    static constexpr std::uint16_t kUnmarked = 0xffff;
    std::vector<std::uint64_t> m_marks;     // [w][c][d]: values seen in [a, b) x [c, d), word w
    std::size_t m_planeSize = 0;            // marks per word
    std::size_t m_words = 1;                // words in use for the current [a, b)
    std::uint16_t m_maxValue = 0;           // the largest value built so far
    // Per value, the stamp of the last exact mex pass that saw it.
    std::vector<std::uint16_t> m_seen;
    std::uint16_t m_stamp = 0;
    bool m_built = false;
};

} // namespace engine
