#include "engine/misere/QuadrantParts.h"

#include "engine/Error.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace engine::misere {

namespace {

// Points as rows of column bits: bit k of masks[r] set when (r, k) is a point.
struct Grid {
    int cols = 0;
    std::vector<std::uint64_t> masks;
};

// The bits of `value` at the positions of `kept`, packed from bit 0 in order.
std::uint64_t packBits(std::uint64_t value, std::uint64_t kept)
{
    std::uint64_t packed = 0;
    int next = 0;
    for (std::uint64_t rest = kept; rest != 0; rest &= rest - 1, ++next)
        if ((value & rest & (~rest + 1)) != 0)
            packed |= std::uint64_t{1} << next;
    return packed;
}

// `grid` without rows and columns that hold no point.
Grid compressed(const Grid& grid)
{
    std::uint64_t used = 0;
    for (const std::uint64_t mask : grid.masks)
        used |= mask;
    Grid result{std::popcount(used), {}};
    for (const std::uint64_t mask : grid.masks)
        if (mask != 0)
            result.masks.push_back(packBits(mask, used));
    return result;
}

// The key of a compressed grid in one of its 8 symmetric forms: its sides as
// two characters, then its cells row-major as bits.
std::string encoded(const Grid& grid, bool transpose, bool flipRows, bool flipCols)
{
    const int rows = static_cast<int>(grid.masks.size());
    const int cols = grid.cols;
    const int outRows = transpose ? cols : rows;
    const int outCols = transpose ? rows : cols;
    std::string key(2 + (static_cast<std::size_t>(outRows) * static_cast<std::size_t>(outCols) + 7) / 8, '\0');
    key[0] = static_cast<char>(outRows);
    key[1] = static_cast<char>(outCols);
    for (int r = 0; r < rows; ++r)
        for (std::uint64_t rest = grid.masks[static_cast<std::size_t>(r)]; rest != 0; rest &= rest - 1) {
            const int c = std::countr_zero(rest);
            const int r1 = flipRows ? rows - 1 - r : r;
            const int c1 = flipCols ? cols - 1 - c : c;
            const auto outRow = static_cast<std::size_t>(transpose ? c1 : r1);
            const auto outCol = static_cast<std::size_t>(transpose ? r1 : c1);
            const std::size_t bit = outRow * static_cast<std::size_t>(outCols) + outCol;
            key[2 + bit / 8] = static_cast<char>(static_cast<unsigned char>(key[2 + bit / 8]) | (1U << (bit % 8)));
        }
    return key;
}

// The key of a compressed grid: the smallest of its symmetric forms.
std::string canonicalKey(const Grid& grid)
{
    std::string best;
    for (const bool transpose : {false, true})
        for (const bool flipRows : {false, true})
            for (const bool flipCols : {false, true}) {
                std::string key = encoded(grid, transpose, flipRows, flipCols);
                if (best.empty() || key < best)
                    best = std::move(key);
            }
    return best;
}

// The keys of the blocks of a compressed grid (see QuadrantParts::keysOf),
// appended to `keys`. A cut between two runs of rows is a block border when
// the columns above it all lie left, or all right, of those below it.
void appendBlockKeys(const Grid& grid, std::vector<std::string>& keys)
{
    const std::size_t rows = grid.masks.size();
    std::vector<int> suffixMin(rows + 1, QuadrantParts::kMaxSide);
    std::vector<int> suffixMax(rows + 1, -1);
    for (std::size_t r = rows; r-- > 0;) {
        suffixMin[r] = std::min(suffixMin[r + 1], std::countr_zero(grid.masks[r]));
        suffixMax[r] = std::max(suffixMax[r + 1], 63 - std::countl_zero(grid.masks[r]));
    }
    int prefixMin = QuadrantParts::kMaxSide;
    int prefixMax = -1;
    for (std::size_t cut = 1; cut < rows; ++cut) {
        prefixMin = std::min(prefixMin, std::countr_zero(grid.masks[cut - 1]));
        prefixMax = std::max(prefixMax, 63 - std::countl_zero(grid.masks[cut - 1]));
        if (prefixMax < suffixMin[cut] || prefixMin > suffixMax[cut]) {
            const auto middle = grid.masks.begin() + static_cast<std::ptrdiff_t>(cut);
            appendBlockKeys(compressed(Grid{grid.cols, {grid.masks.begin(), middle}}), keys);
            appendBlockKeys(compressed(Grid{grid.cols, {middle, grid.masks.end()}}), keys);
            return;
        }
    }
    keys.push_back(canonicalKey(grid));
}

// The grid of `points` with rows and columns numbered by rank: compressed.
Grid gridOf(const std::vector<QuadrantPoint>& points)
{
    if (points.empty())
        throw InvalidArgument("a quadrant part needs at least one point");
    std::vector<int> rows;
    std::vector<int> cols;
    for (const QuadrantPoint& point : points) {
        rows.push_back(point.row);
        cols.push_back(point.col);
    }
    for (std::vector<int>* values : {&rows, &cols}) {
        std::sort(values->begin(), values->end());
        values->erase(std::unique(values->begin(), values->end()), values->end());
    }
    if (rows.size() > QuadrantParts::kMaxSide || cols.size() > QuadrantParts::kMaxSide)
        throw InvalidArgument("a quadrant part has more than 64 rows or columns of points");
    Grid grid{static_cast<int>(cols.size()), std::vector<std::uint64_t>(rows.size(), 0)};
    const auto rank = [](const std::vector<int>& values, int value) {
        return static_cast<std::size_t>(std::lower_bound(values.begin(), values.end(), value) - values.begin());
    };
    for (const QuadrantPoint& point : points)
        grid.masks[rank(rows, point.row)] |= std::uint64_t{1} << rank(cols, point.col);
    return grid;
}

Grid decoded(const std::string& key)
{
    const int rows = static_cast<unsigned char>(key[0]);
    const int cols = static_cast<unsigned char>(key[1]);
    Grid grid{cols, std::vector<std::uint64_t>(static_cast<std::size_t>(rows), 0)};
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const std::size_t bit = static_cast<std::size_t>(r) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(c);
            if ((static_cast<unsigned char>(key[2 + bit / 8]) >> (bit % 8) & 1U) != 0)
                grid.masks[static_cast<std::size_t>(r)] |= std::uint64_t{1} << c;
        }
    return grid;
}

// Columns [0, k) and (k, 64) as masks.
std::uint64_t columnsBefore(int k)
{
    return (std::uint64_t{1} << k) - 1;
}
std::uint64_t columnsAfter(int k)
{
    return k >= 63 ? 0 : ~((std::uint64_t{2} << k) - 1);
}

} // namespace

std::string QuadrantParts::keyOf(const std::vector<QuadrantPoint>& points)
{
    return canonicalKey(gridOf(points));
}

std::vector<std::string> QuadrantParts::keysOf(const std::vector<QuadrantPoint>& points)
{
    std::vector<std::string> keys;
    appendBlockKeys(gridOf(points), keys);
    return keys;
}

int QuadrantParts::pointCount(const std::string& key)
{
    int count = 0;
    for (std::size_t i = 2; i < key.size(); ++i)
        count += std::popcount(static_cast<unsigned char>(key[i]));
    return count;
}

std::vector<std::vector<std::string>> QuadrantParts::options(const std::string& key) const
{
    const Grid grid = decoded(key);
    const auto rows = grid.masks.size();
    std::vector<std::vector<std::string>> result;
    for (std::size_t r = 0; r < rows; ++r)
        for (std::uint64_t rest = grid.masks[r]; rest != 0; rest &= rest - 1) {
            const int k = std::countr_zero(rest);
            std::vector<std::string> option;
            for (const bool above : {true, false})
                for (const std::uint64_t side : {columnsBefore(k), columnsAfter(k)}) {
                    Grid quadrant{grid.cols, {}};
                    const std::size_t first = above ? 0 : r + 1;
                    const std::size_t last = above ? r : rows;
                    for (std::size_t row = first; row < last; ++row)
                        quadrant.masks.push_back(grid.masks[row] & side);
                    const Grid part = compressed(quadrant);
                    if (!part.masks.empty())
                        appendBlockKeys(part, option);
                }
            std::sort(option.begin(), option.end());
            result.push_back(std::move(option));
        }
    std::sort(result.begin(), result.end());
    result.erase(std::unique(result.begin(), result.end()), result.end());
    return result;
}

const QuadrantParts& QuadrantParts::instance()
{
    static const QuadrantParts parts;
    return parts;
}

} // namespace engine::misere
