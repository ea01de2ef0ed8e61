#pragma once

#include <bit>
#include <cstdint>

// Bit-board helpers of the rectangles game. A set of cells of a board of at most
// 8 x 8 is one 64-bit word: cell (r, c) is bit 8 * r + c, whatever the board's
// width, so shifting by 8 moves a set one row and every row is one byte.
namespace engine::rectangles {

using CellMask = std::uint64_t;

inline constexpr int kMaxSide = 8;
inline constexpr CellMask kColumn0 = 0x0101010101010101ULL;
inline constexpr CellMask kColumn7 = kColumn0 << 7;

[[nodiscard]] constexpr CellMask cellBit(int row, int col)
{
    return CellMask{1} << (8 * row + col);
}

// The full block of rows x cols cells at the origin (both 0 to 8).
[[nodiscard]] constexpr CellMask fullRectangle(int rows, int cols)
{
    const CellMask row = cols >= kMaxSide ? 0xFFu : (CellMask{1} << cols) - 1;
    CellMask block = 0;
    for (int r = 0; r < rows; ++r)
        block |= row << (8 * r);
    return block;
}

// Row `row` of `mask` as an 8-bit set of columns.
[[nodiscard]] constexpr unsigned rowBits(CellMask mask, int row)
{
    return static_cast<unsigned>(mask >> (8 * row)) & 0xFFu;
}

// The set of the lowest-numbered cell of `mask` (empty for an empty mask).
[[nodiscard]] constexpr CellMask lowestCell(CellMask mask)
{
    return mask & (~mask + 1);
}

// The cells 4-adjacent to some cell of `mask` (and possibly cells of `mask`).
[[nodiscard]] constexpr CellMask neighbours(CellMask mask)
{
    return ((mask << 1) & ~kColumn0) | ((mask >> 1) & ~kColumn7) | (mask << 8) | (mask >> 8);
}

// The 4-connected component of `within` that holds the cells of `seed` (seed must
// lie inside `within` and be connected). Grows one step in every direction per
// round: components are small, and this measured faster than run-wise fills.
// It stops as soon as it holds all of `within` (the common case of a connected
// set), a round before it could see that it no longer grows.
[[nodiscard]] constexpr CellMask componentOf(CellMask seed, CellMask within)
{
    CellMask component = seed;
    for (;;) {
        const CellMask grown = (component | neighbours(component)) & within;
        if (grown == component || grown == within)
            return grown;
        component = grown;
    }
}

// componentOf for a `within` without cells in column 7 (any set of a board up
// to 7 wide): a shift by one column then cannot wrap into another row's
// cells, so the shifted sets need no column masks (the hot loop of the solver).
[[nodiscard]] constexpr CellMask narrowComponentOf(CellMask seed, CellMask within)
{
    CellMask component = seed;
    for (;;) {
        const CellMask grown =
            (component | (component << 1) | (component >> 1) | (component << 8) | (component >> 8)) & within;
        if (grown == component || grown == within)
            return grown;
        component = grown;
    }
}

// The union of all columns of `mask`, as an 8-bit set.
[[nodiscard]] constexpr unsigned columnBits(CellMask mask)
{
    mask |= mask >> 32;
    mask |= mask >> 16;
    mask |= mask >> 8;
    return static_cast<unsigned>(mask & 0xFFu);
}

// `mask` (not empty) moved up and left until it touches row 0 and column 0.
[[nodiscard]] constexpr CellMask toOrigin(CellMask mask)
{
    mask >>= 8 * (std::countr_zero(mask) / 8);
    return mask >> std::countr_zero(columnBits(mask));
}

// The number of rows and columns of a set at the origin (not empty).
[[nodiscard]] constexpr int heightAtOrigin(CellMask mask)
{
    return (63 - std::countl_zero(mask)) / 8 + 1;
}
[[nodiscard]] constexpr int widthAtOrigin(CellMask mask)
{
    return std::bit_width(columnBits(mask));
}

// Mirror images and the transpose of a set at the origin whose bounding box is
// height x width; each result is again at the origin.
[[nodiscard]] constexpr CellMask mirrorRows(CellMask mask, int height)
{
    // Reverses the bytes (compilers turn this into one byte-swap instruction).
    mask = ((mask >> 8) & 0x00FF00FF00FF00FFULL) | ((mask & 0x00FF00FF00FF00FFULL) << 8);
    mask = ((mask >> 16) & 0x0000FFFF0000FFFFULL) | ((mask & 0x0000FFFF0000FFFFULL) << 16);
    mask = (mask >> 32) | (mask << 32);
    return mask >> (8 * (8 - height));
}
[[nodiscard]] constexpr CellMask mirrorColumns(CellMask mask, int width)
{
    mask = ((mask >> 1) & 0x5555555555555555ULL) | ((mask & 0x5555555555555555ULL) << 1);
    mask = ((mask >> 2) & 0x3333333333333333ULL) | ((mask & 0x3333333333333333ULL) << 2);
    mask = ((mask >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((mask & 0x0F0F0F0F0F0F0F0FULL) << 4);
    return mask >> (8 - width);
}
// Cell (r, c) goes to (c, r).
[[nodiscard]] constexpr CellMask transpose(CellMask mask)
{
    CellMask t = 0x0F0F0F0F00000000ULL & (mask ^ (mask << 28));
    mask ^= t ^ (t >> 28);
    t = 0x3333000033330000ULL & (mask ^ (mask << 14));
    mask ^= t ^ (t >> 14);
    t = 0x5500550055005500ULL & (mask ^ (mask << 7));
    mask ^= t ^ (t >> 7);
    return mask;
}

// The least of the four images of a set at the origin under the mirrors that
// keep its height x width box.
[[nodiscard]] constexpr CellMask leastMirrorImage(CellMask mask, int height, int width)
{
    const CellMask columns = mirrorColumns(mask, width);
    const CellMask rows = mirrorRows(mask, height);
    const CellMask both = mirrorRows(columns, height);
    const CellMask first = mask < columns ? mask : columns;
    const CellMask second = rows < both ? rows : both;
    return first < second ? first : second;
}

// The representative of a connected set under translation and the 8 symmetries
// of the square: the least of the 8 images moved to the origin (the first form
// takes a set already at the origin). Sets that are
// congruent have the same Grundy value, so the memo is keyed by this. An image
// with fewer rows is always smaller (its highest cell is in a lower row), so
// only the orientation with height <= width takes part unless the box is square.
[[nodiscard]] constexpr CellMask canonicalFormAtOrigin(CellMask a)
{
    const int height = heightAtOrigin(a);
    const int width = widthAtOrigin(a);
    if (height < width)
        return leastMirrorImage(a, height, width);
    const CellMask t = leastMirrorImage(transpose(a), width, height);
    if (height > width)
        return t;
    const CellMask b = leastMirrorImage(a, height, width);
    return b < t ? b : t;
}
[[nodiscard]] constexpr CellMask canonicalForm(CellMask mask)
{
    return canonicalFormAtOrigin(toOrigin(mask));
}

// Calls visit(top, left, bottom, right, cells) for every rectangle whose cells
// all lie in `mask`, ordered by top-left corner row-major, then by bottom-right
// corner row-major.
template <typename Visit>
constexpr void forEachRectangle(CellMask mask, Visit&& visit)
{
    for (int top = 0; top < kMaxSide; ++top) {
        const unsigned topRow = rowBits(mask, top);
        for (unsigned starts = topRow; starts != 0; starts &= starts - 1) {
            const int left = std::countr_zero(starts);
            unsigned run = 0xFFu; // columns left, left + 1, ... that are ones in rows top..bottom
            CellMask rows = 0;    // bit 0 of every row top..bottom, shifted to row 0
            for (int bottom = top; bottom < kMaxSide; ++bottom) {
                run &= rowBits(mask, bottom) >> left;
                run &= ~(run + 1); // keep the unbroken run from column `left`
                if (run == 0)
                    break;
                rows |= CellMask{1} << (8 * (bottom - top));
                CellMask columns = 0;
                for (int right = left; (run >> (right - left)) & 1u; ++right) {
                    columns |= CellMask{1} << right;
                    visit(top, left, bottom, right, (rows * columns) << (8 * top));
                }
            }
        }
    }
}

} // namespace engine::rectangles
