#include "engine/games/attractions/RegionTable.h"

#include "engine/games/attractions/ValueMarks.h"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>

namespace engine {

RegionTable::RegionTable(const Board& setup, int parity)
    : m_lattice(setup.rows(), setup.cols(), parity)
{
    const int nu = m_lattice.uCount();
    const int nv = m_lattice.vCount();
    if (nu > kMaxLatticeSide || nv > kMaxLatticeSide)
        throw std::invalid_argument("an attractions board this large has too many diagonals for the solver");
    m_vPairs = pairIndex(0, nv + 1);
    m_rowMask.assign(static_cast<std::size_t>(nu), 0);
    m_colMask.assign(static_cast<std::size_t>(nv), 0);
    m_prefix.assign(static_cast<std::size_t>(nu + 1) * static_cast<std::size_t>(nv + 1), 0);
    const auto prefixAt = [&](int i, int j) -> int& {
        return m_prefix[static_cast<std::size_t>(i) * static_cast<std::size_t>(nv + 1) + static_cast<std::size_t>(j)];
    };
    for (int i = 0; i < nu; ++i)
        for (int j = 0; j < nv; ++j) {
            const bool spot = m_lattice.onBoard(i, j) && setup.cellAt(m_lattice.cellAt(i, j)) == CellKind::Spot;
            if (spot) {
                m_rowMask[static_cast<std::size_t>(i)] |= std::uint64_t{1} << j;
                m_colMask[static_cast<std::size_t>(j)] |= std::uint64_t{1} << i;
            }
            prefixAt(i + 1, j + 1) = prefixAt(i, j + 1) + prefixAt(i + 1, j) - prefixAt(i, j) + (spot ? 1 : 0);
        }
    // Every value is below the power of two above the spot count, and so is any
    // XOR of values.
    m_seen.assign(std::bit_ceil(static_cast<unsigned>(spotCount(0, nu, 0, nv)) + 1) + 1, 0);
    m_upperOffset.assign(static_cast<std::size_t>(nu), 0);
    m_planeSize = static_cast<std::size_t>(nv + 1) * static_cast<std::size_t>(nv + 1) + ValueMarks::kValueLanes;
    m_marks.assign(kMaxMarkWords * m_planeSize, 0);
    m_lowerOffset.assign(static_cast<std::size_t>(nu), 0);
}

int RegionTable::spotCount(int a, int b, int c, int d) const
{
    const auto stride = static_cast<std::size_t>(m_lattice.vCount() + 1);
    const auto at = [&](int i, int j) {
        return m_prefix[static_cast<std::size_t>(i) * stride + static_cast<std::size_t>(j)];
    };
    return at(b, d) - at(a, d) - at(b, c) + at(a, c);
}

bool RegionTable::build(const SolveContext& context, double progressFrom, double progressTo)
{
    if (m_built)
        return true;
    const int nu = m_lattice.uCount();
    m_grundy.assign(pairIndex(0, nu + 1) * m_vPairs, 0);
    m_byLow.assign(m_grundy.size(), 0);
    const double totalPairs = static_cast<double>(pairIndex(0, nu + 1));

    // Every u interval after all shorter ones within it: by growing end and
    // falling start. All v intervals of one u interval come together.
    for (int b = 1; b <= nu; ++b) {
        if (context.stopRequested()) {
            m_grundy.clear();
            m_byLow.clear();
            return false;
        }
        context.report(progressFrom + (progressTo - progressFrom) * static_cast<double>(pairIndex(0, b)) / totalPairs);
        for (int a = b - 1; a >= 0; --a)
            buildRows(a, b);
    }
    m_built = true;
    return true;
}

void RegionTable::buildRows(int a, int b)
{
    const int nv = m_lattice.vCount();
    const auto stride = static_cast<std::size_t>(nv + 1);
    for (int i = a; i < b; ++i) {
        m_upperOffset[static_cast<std::size_t>(i)] = pairIndex(a, i) * m_vPairs;
        m_lowerOffset[static_cast<std::size_t>(i)] = pairIndex(i + 1, b) * m_vPairs;
    }
    markValuesAfter(a, b);

    const std::uint64_t uRange = rangeMask(a, b);
    const std::uint64_t firstRow = m_rowMask[static_cast<std::size_t>(a)];
    const std::uint64_t lastRow = m_rowMask[static_cast<std::size_t>(b - 1)];
    std::uint16_t* const row = &m_grundy[pairIndex(a, b) * m_vPairs];
    std::uint16_t* const rowByLow = &m_byLow[pairIndex(a, b) * m_vPairs];
    // A rectangle whose border line holds no spot is the same game as the
    // rectangle without that line, which comes earlier in this order.
    for (int d = 1; d <= nv; ++d) {
        for (int c = d - 1; c >= 0; --c) {
            const std::uint64_t vRange = rangeMask(c, d);
            std::uint16_t value = 0;
            if ((firstRow & vRange) == 0) {
                value = static_cast<std::uint16_t>(grundy(a + 1, b, c, d));
            } else if ((lastRow & vRange) == 0) {
                value = static_cast<std::uint16_t>(grundy(a, b - 1, c, d));
            } else if ((m_colMask[static_cast<std::size_t>(c)] & uRange) == 0) {
                value = row[pairIndex(c + 1, d)];
            } else if ((m_colMask[static_cast<std::size_t>(d - 1)] & uRange) == 0) {
                value = row[pairIndex(c, d - 1)];
            } else {
                value = markedMex(static_cast<std::size_t>(c) * stride + static_cast<std::size_t>(d));
                if (value == kUnmarked)
                    value = exactMex(a, b, c, d);
            }
            row[pairIndex(c, d)] = value;
            rowByLow[lowIndex(c, d)] = value;
            m_maxValue = std::max(m_maxValue, value);
        }
    }
}

std::uint16_t RegionTable::markedMex(std::size_t at) const
{
    for (std::size_t w = 0; w < m_words; ++w) {
        const std::uint64_t word = m_marks[w * m_planeSize + at];
        if (word != ~std::uint64_t{0})
            return static_cast<std::uint16_t>(64 * w + static_cast<std::size_t>(std::countr_one(word)));
    }
    return kUnmarked;
}

void RegionTable::markValuesAfter(int a, int b)
{
    // For every spot (i, j) of the rows [a, b) and every v interval [c, d) around
    // it, the value it leaves is L(c) ^ R(d): L(c) the regions [c, j) above and
    // below it, R(d) the regions [j + 1, d). Looping over d innermost makes this a
    // plain stream without branches (ValueMarks).
    //
    // The marks hold m_words words per rectangle. Values grow slowly with the
    // rectangles, so m_words just covers the largest value so far plus a margin;
    // a rectangle whose words all fill up gets an exact pass instead, so the
    // choice only costs time, never correctness.
    const int nv = m_lattice.vCount();
    const auto stride = static_cast<std::size_t>(nv + 1);
    m_words = std::clamp<std::size_t>((std::size_t{m_maxValue} + kMarkMargin) / 64 + 1, 1, kMaxMarkWords);
    std::fill_n(m_marks.begin(), m_words * m_planeSize, 0);
    const std::uint64_t uRange = rangeMask(a, b);
    constexpr std::size_t kLanes = ValueMarks::kValueLanes;
    std::array<std::uint64_t, kMaxLatticeSide + kLanes> right{};
    std::array<std::uint64_t, kMaxLatticeSide + 1> left{};
    std::array<std::size_t, kMaxLatticeSide + 1> rows{};
    for (int i = a; i < b; ++i) {
        const std::size_t upper = m_upperOffset[static_cast<std::size_t>(i)];
        const std::size_t lower = m_lowerOffset[static_cast<std::size_t>(i)];
        for (std::uint64_t spots = m_rowMask[static_cast<std::size_t>(i)]; spots != 0; spots &= spots - 1) {
            const int j = std::countr_zero(spots);
            const std::size_t rightBase = lowIndex(j + 1, j + 1); // + (d - j - 1) for [j + 1, d)
            const auto count = static_cast<std::size_t>(nv - j);
            for (std::size_t k = 0; k < count; ++k)
                right[k] = m_byLow[upper + rightBase + k] ^ m_byLow[lower + rightBase + k];
            const std::size_t padded = (count + kLanes - 1) / kLanes * kLanes;
            std::fill(right.begin() + static_cast<std::ptrdiff_t>(count),
                      right.begin() + static_cast<std::ptrdiff_t>(padded), ValueMarks::kNoValue);
            std::size_t starts = 0;
            for (int c = 0; c <= j; ++c) {
                if ((m_colMask[static_cast<std::size_t>(c)] & uRange) == 0)
                    continue; // copied from a narrower rectangle
                const std::size_t leftAt = pairIndex(c, j);
                left[starts] = m_grundy[upper + leftAt] ^ m_grundy[lower + leftAt];
                rows[starts] = static_cast<std::size_t>(c) * stride;
                ++starts;
            }
            ValueMarks runs;
            runs.lefts = left.data();
            runs.rows = rows.data();
            runs.starts = starts;
            runs.rights = right.data();
            runs.count = padded;
            runs.marks = &m_marks[static_cast<std::size_t>(j) + 1];
            runs.words = m_words;
            runs.planeSize = m_planeSize;
            markValues(runs);
        }
    }
}

template <typename Mark>
void RegionTable::forEachValueAfter(int a, int b, int c, int d, Mark&& mark) const
{
    const std::uint64_t vRange = rangeMask(c, d);
    // For the spot (i, c + k): the regions [c, c + k) are at leftBase + k in
    // m_byLow, the regions [c + k + 1, d) at rightBase + k in m_grundy.
    const std::size_t leftBase = lowIndex(c, c);
    const std::size_t rightBase = pairIndex(c + 1, d);
    for (int i = a; i < b; ++i) {
        std::uint64_t spots = (m_rowMask[static_cast<std::size_t>(i)] & vRange) >> c;
        if (spots == 0)
            continue;
        const std::size_t upper = m_upperOffset[static_cast<std::size_t>(i)];
        const std::size_t lower = m_lowerOffset[static_cast<std::size_t>(i)];
        const std::uint16_t* const upperLeft = &m_byLow[upper + leftBase];
        const std::uint16_t* const lowerLeft = &m_byLow[lower + leftBase];
        const std::uint16_t* const upperRight = &m_grundy[upper + rightBase];
        const std::uint16_t* const lowerRight = &m_grundy[lower + rightBase];
        do {
            const auto k = static_cast<std::size_t>(std::countr_zero(spots));
            spots &= spots - 1;
            mark(static_cast<unsigned>(upperLeft[k] ^ lowerLeft[k] ^ upperRight[k] ^ lowerRight[k]));
        } while (spots != 0);
    }
}

std::uint16_t RegionTable::exactMex(int a, int b, int c, int d)
{
    // Every value below 64 m_words occurs: mark each value's slot with this
    // call's stamp, so the slots never need clearing.
    if (++m_stamp == 0) { // wrapped: old stamps could match again
        std::fill(m_seen.begin(), m_seen.end(), std::uint16_t{0});
        m_stamp = 1;
    }
    const std::uint16_t stamp = m_stamp;
    std::uint16_t* const seen = m_seen.data();
    forEachValueAfter(a, b, c, d, [&](unsigned x) { seen[x] = stamp; });
    auto value = static_cast<std::uint16_t>(64 * m_words);
    while (seen[value] == stamp)
        ++value;
    return value;
}

Nimber RegionTable::valueAfter(int a, int b, int c, int d, int i, int j) const
{
    return grundy(a, i, c, j) ^ grundy(a, i, j + 1, d) ^ grundy(i + 1, b, c, j) ^ grundy(i + 1, b, j + 1, d);
}

} // namespace engine
