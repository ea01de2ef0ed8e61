#include "engine/games/chomp/ChompTable.h"

#include "engine/Error.h"

#include <algorithm>
#include <array>
#include <bit>

namespace engine {

namespace {

constexpr std::uint64_t kProgressStride = 1 << 15;

// binomial(n, k) for the small arguments the rank needs (never above the state count).
std::uint64_t binomial(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    k = std::min(k, n - k);
    std::uint64_t result = 1;
    for (int i = 1; i <= k; ++i)
        result = result * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return result;
}

} // namespace

ChompTable::ChompTable(int rows, int cols, Heights floor)
    : m_rows(rows), m_cols(cols), m_floor(std::move(floor)), m_stateCount(staircaseCount(rows, cols))
{
    if (rows < 1 || cols < 1 || rows * cols > kMaxCells || m_stateCount > kMaxStates
        || m_floor.size() != static_cast<std::size_t>(cols))
        throw InvalidArgument("chomp table size out of range");
    m_term.resize(static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows + 1));
    for (int c = 0; c < cols; ++c)
        for (int v = 0; v <= rows; ++v)
            m_term[static_cast<std::size_t>(c) * static_cast<std::size_t>(rows + 1) + static_cast<std::size_t>(v)]
                = binomial(cols - 1 - c + v, cols - c);
    m_prefix.resize(static_cast<std::size_t>(rows + 1) * static_cast<std::size_t>(cols + 1));
    for (int v = 0; v <= rows; ++v) {
        std::uint64_t sum = 0;
        for (int k = 0; k <= cols; ++k) {
            m_prefix[static_cast<std::size_t>(v) * static_cast<std::size_t>(cols + 1) + static_cast<std::size_t>(k)]
                = sum;
            if (k < cols)
                sum += term(k, v);
        }
    }
}

std::uint64_t ChompTable::rankOf(const Heights& heights) const
{
    std::uint64_t rank = 0;
    for (int c = 0; c < m_cols; ++c)
        rank += term(c, heights[static_cast<std::size_t>(c)]);
    return rank;
}

std::optional<Nimber> ChompTable::grundy(std::uint64_t rank) const
{
    if (m_grundy.empty())
        return std::nullopt;
    return m_grundy[rank];
}

bool ChompTable::build(const SolveContext& context, bool grundy)
{
    if (m_built)
        return true;
    if (m_remoteness.empty() && !buildRemoteness(context))
        return false;
    if (grundy && m_stateCount <= kMaxGrundyStates && !buildGrundy(context))
        return false;
    m_built = true;
    return true;
}

template <typename Visit>
bool ChompTable::forEachState(const SolveContext& context, double progressFrom, double progressTo,
                              Visit&& visit) const
{
    // Lexicographic order of the heights is rank order; the smallest valid
    // staircase is the poison floor itself.
    std::array<int, kMaxCells + 1> h{};
    std::copy(m_floor.begin(), m_floor.end(), h.begin());
    std::uint64_t rank = rankOf(m_floor);
    for (std::uint64_t visited = 0;; ++visited) {
        if (visited % kProgressStride == 0) {
            if (context.stopRequested())
                return false;
            context.report(progressFrom
                           + (progressTo - progressFrom) * static_cast<double>(rank)
                               / static_cast<double>(m_stateCount));
        }
        visit(h.data(), rank);
        int c = m_cols - 1;
        while (c >= 0 && h[static_cast<std::size_t>(c)] == (c == 0 ? m_rows : h[static_cast<std::size_t>(c) - 1]))
            --c;
        if (c < 0)
            return true;
        auto& column = h[static_cast<std::size_t>(c)];
        rank += term(c, column + 1) - term(c, column);
        ++column;
        for (int i = c + 1; i < m_cols; ++i) {
            auto& later = h[static_cast<std::size_t>(i)];
            const int low = m_floor[static_cast<std::size_t>(i)];
            rank -= term(i, later) - term(i, low);
            later = low;
        }
    }
}

bool ChompTable::buildRemoteness(const SolveContext& context)
{
    std::vector<std::uint8_t> table(m_stateCount, kUnknown);
    m_remoteness.swap(table);
    const bool done = forEachState(context, 0.0, m_stateCount <= kMaxGrundyStates ? 0.5 : 1.0,
                                   [this](const int* heights, std::uint64_t rank) {
                                       if (m_remoteness[rank] == kUnknown)
                                           solveLoss(heights, rank);
                                   });
    if (!done)
        m_remoteness.clear();
    return done;
}

void ChompTable::solveLoss(const int* heights, std::uint64_t rank)
{
    // Every child is a win (a losing child would have marked this state), and
    // every losing child of a win has a smaller rank, so all children are final.
    int longest = -1;
    forEachMove(heights, rank, [&](int, int, std::uint64_t child) {
        longest = std::max<int>(longest, m_remoteness[child]);
    });
    const int remoteness = longest + 1;
    m_remoteness[rank] = static_cast<std::uint8_t>(remoteness);
    markParents(heights, rank, remoteness + 1);
}

void ChompTable::markParents(const int* heights, std::uint64_t rank, int parentRemoteness)
{
    // A parent's move (r, c) with r = heights[c] lowered a run of columns c..last
    // that now all have height r; the parent had heights >= r there, the first
    // above r and at most the column left of the run.
    std::array<int, kMaxCells + 1> parent{};
    std::copy(heights, heights + m_cols, parent.begin());
    for (int c = 0; c < m_cols; ++c) {
        const int low = heights[c];
        const int top = c == 0 ? m_rows : heights[c - 1];
        if (top <= low)
            continue;
        int last = c;
        while (last + 1 < m_cols && heights[last + 1] == low)
            ++last;
        for (int v = low + 1; v <= top; ++v) {
            parent[static_cast<std::size_t>(c)] = v;
            markParentRun(parent.data(), c + 1, last, low, term(c, v) - term(c, low), rank,
                          static_cast<std::uint8_t>(parentRemoteness));
        }
        parent[static_cast<std::size_t>(c)] = low;
    }
}

void ChompTable::markParentRun(int* parent, int col, int lastCol, int low, std::uint64_t delta,
                               std::uint64_t rank, std::uint8_t value)
{
    if (col > lastCol) {
        std::uint8_t& entry = m_remoteness[rank + delta];
        entry = std::min(entry, value);
        return;
    }
    for (int v = low; v <= parent[col - 1]; ++v) {
        parent[col] = v;
        markParentRun(parent, col + 1, lastCol, low, delta + term(col, v) - term(col, low), rank, value);
    }
    parent[col] = low;
}

bool ChompTable::buildGrundy(const SolveContext& context)
{
    std::vector<std::uint8_t> table(m_stateCount, 0);
    m_grundy.swap(table);
    const bool done = forEachState(context, 0.5, 1.0, [this](const int* heights, std::uint64_t rank) {
        std::array<std::uint64_t, 4> seen{}; // values are below 256: at most kMaxCells moves
        forEachMove(heights, rank, [&](int, int, std::uint64_t child) {
            const unsigned g = m_grundy[child];
            seen[g >> 6] |= std::uint64_t{1} << (g & 63);
        });
        unsigned value = 0;
        for (std::uint64_t word : seen) {
            if (word != ~std::uint64_t{0}) {
                value += static_cast<unsigned>(std::countr_one(word));
                break;
            }
            value += 64;
        }
        m_grundy[rank] = static_cast<std::uint8_t>(value);
    });
    if (!done)
        m_grundy.clear();
    return done;
}

} // namespace engine
