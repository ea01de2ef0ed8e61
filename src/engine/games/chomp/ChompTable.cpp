#include "engine/games/chomp/ChompTable.h"

#include "engine/Error.h"

#include <algorithm>
#include <array>
#include <bit>

namespace engine {

namespace {

constexpr std::uint64_t kProgressStride = 1 << 15;

} // namespace

ChompTable::ChompTable(int rows, int cols, Heights floor, PlayRule rule)
    : m_rows(rows), m_cols(cols), m_floor(std::move(floor)), m_rule(rule), m_stateCount(staircaseCount(rows, cols))
{
    if (!takesOutcomes(rows, cols) || m_floor.size() != static_cast<std::size_t>(cols))
        throw InvalidArgument("chomp table size out of range");
    m_term = staircaseRankTerms(rows, cols);
    m_runParents = std::make_unique<RunParents>(rows, cols, m_term.data());
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

bool ChompTable::takesOutcomes(int rows, int cols)
{
    return rows >= 1 && cols >= 1 && rows <= kMaxSide && cols <= kMaxSide
        && staircaseCount(rows, cols) <= kMaxOutcomeStates;
}

bool ChompTable::takesRemoteness(int rows, int cols)
{
    return takesOutcomes(rows, cols) && rows * cols <= kMaxCells && staircaseCount(rows, cols) <= kMaxStates;
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

template <typename Visit>
void ChompTable::forEachRun(const SolveContext& context, double progressFrom, double progressTo, Visit&& visit) const
{
    // Lexicographic order of the heights is rank order; the smallest valid
    // staircase is the poison floor itself. The odometer runs over the columns
    // before the last; the floor never rises to the right, so every run is non-empty.
    const int before = m_cols - 1;
    std::array<int, kMaxSide + 1> h{};
    std::copy(m_floor.begin(), m_floor.end(), h.begin());
    std::uint64_t base = rankOf(m_floor) - static_cast<std::uint64_t>(m_floor.back());
    const int low = m_floor.back();
    std::uint64_t visited = 0;
    std::uint64_t nextCheck = 0;
    for (;;) {
        if (visited >= nextCheck) {
            context.throwIfStopped();
            context.report(progressFrom
                           + (progressTo - progressFrom) * static_cast<double>(base)
                               / static_cast<double>(m_stateCount));
            nextCheck = visited + kProgressStride;
        }
        const int high = before == 0 ? m_rows : h[static_cast<std::size_t>(before) - 1];
        visit(h.data(), base, low, high);
        visited += static_cast<std::uint64_t>(high - low + 1);
        int c = before - 1;
        while (c >= 0 && h[static_cast<std::size_t>(c)] == (c == 0 ? m_rows : h[static_cast<std::size_t>(c) - 1]))
            --c;
        if (c < 0)
            return;
        auto& column = h[static_cast<std::size_t>(c)];
        base += term(c, column + 1) - term(c, column);
        ++column;
        for (int i = c + 1; i < before; ++i) {
            auto& later = h[static_cast<std::size_t>(i)];
            const int floor = m_floor[static_cast<std::size_t>(i)];
            base -= term(i, later) - term(i, floor);
            later = floor;
        }
    }
}

void ChompTable::buildOutcomes(const SolveContext& context, double progressFrom, double progressTo)
{
    if (hasOutcomes())
        return;
    // One spare word: a run's scan reads the word after its last bit.
    std::vector<std::uint64_t> bits(m_stateCount / 64 + 2, 0);
    m_won.swap(bits);
    if (m_rule == PlayRule::Misere) { // the floor, without moves, wins (see the class comment)
        const std::uint64_t floorRank = rankOf(m_floor);
        m_won[floorRank >> 6] |= std::uint64_t{1} << (floorRank & 63);
    }
    const int last = m_cols - 1;
    try {
        forEachRun(context, progressFrom, progressTo, [this, last](int* heights, std::uint64_t base, int low, int high) {
            const int loss = settleRun(base, low, high);
            if (loss >= 0) {
                heights[last] = loss;
                markWonParents(heights, base + static_cast<std::uint64_t>(loss));
            }
        });
    } catch (const Stopped&) {
        m_won.clear(); // a partial table would pass for a finished one
        throw;
    }
}

int ChompTable::settleRun(std::uint64_t base, int low, int high)
{
    // A run is at most kMaxSide + 1 bits, so it spans at most two words; the
    // word after it exists (the spare word) and its bits beyond the run are kept.
    const std::uint64_t first = base + static_cast<std::uint64_t>(low);
    const int length = high - low + 1;
    std::uint64_t* word = &m_won[first >> 6];
    const int shift = static_cast<int>(first & 63);
    const unsigned __int128 both = (static_cast<unsigned __int128>(word[1]) << 64) | word[0];
    const std::uint64_t run = static_cast<std::uint64_t>(both >> shift) & ((std::uint64_t{2} << (length - 1)) - 1);
    const int loss = std::countr_one(run);
    if (loss >= length)
        return -1;
    // Every staircase of the run above the loss bites down to it.
    const std::uint64_t above = ((std::uint64_t{2} << (length - 1)) - 1) & ~((std::uint64_t{2} << loss) - 1);
    const unsigned __int128 set = static_cast<unsigned __int128>(above) << shift;
    word[0] |= static_cast<std::uint64_t>(set);
    word[1] |= static_cast<std::uint64_t>(set >> 64);
    return low + loss;
}

void ChompTable::markWonParents(const int* heights, std::uint64_t rank)
{
    // As markParents, less the parents that raise the last column alone: those
    // share the run of the loss, which settleRun sets.
    std::uint64_t* won = m_won.data();
    forEachParentRun(heights, m_cols - 1, [&](int first, int last, int low, int top) {
        m_runParents->forEach(first, last, low, top, [won, rank](std::uint64_t offset) {
            const std::uint64_t parent = rank + offset;
            won[parent >> 6] |= std::uint64_t{1} << (parent & 63);
        });
    });
}

void ChompTable::buildRemoteness(const SolveContext& context, double progressFrom, double progressTo)
{
    if (hasRemoteness())
        return;
    if (!takesRemoteness(m_rows, m_cols))
        throw InvalidArgument("the chomp board is too large for remoteness");
    m_won.clear(); // the remoteness holds the outcomes too
    m_won.shrink_to_fit();
    std::vector<std::uint8_t> table(m_stateCount, kUnknown);
    m_remoteness.swap(table);
    if (m_rule == PlayRule::Misere)
        m_remoteness[rankOf(m_floor)] = 0; // the floor, without moves, wins at once (see the class comment)
    const int last = m_cols - 1;
    try {
        forEachRun(context, progressFrom, progressTo, [this, last](int* heights, std::uint64_t base, int low, int high) {
            // Only the rare losses stop the scan; solveLoss may mark later states of the run.
            const std::uint8_t* run = m_remoteness.data() + base;
            for (int v = low; v <= high; ++v) {
                if (run[v] == kUnknown) {
                    heights[last] = v;
                    solveLoss(heights, base + static_cast<std::uint64_t>(v));
                }
            }
        });
    } catch (const Stopped&) {
        m_remoteness.clear(); // a partial table would pass for a finished one
        throw;
    }
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
    markParents(heights, rank, static_cast<std::uint8_t>(remoteness + 1));
}

void ChompTable::markParents(const int* heights, std::uint64_t rank, std::uint8_t value)
{
    forEachParentRun(heights, m_cols, [&](int first, int last, int low, int top) {
        m_runParents->forEach(first, last, low, top, [this, rank, value](std::uint64_t offset) {
            std::uint8_t& entry = m_remoteness[rank + offset];
            entry = std::min(entry, value);
        });
    });
}

unsigned ChompTable::mexOfChildren(const int* heights, std::uint64_t rank) const
{
    std::array<std::uint64_t, 4> seen{}; // values are below 256: at most kMaxCells moves
    forEachMove(heights, rank, [&](int, int, std::uint64_t child) {
        const unsigned g = m_grundy[child];
        seen[g >> 6] |= std::uint64_t{1} << (g & 63);
    });
    unsigned value = 0;
    for (std::uint64_t word : seen) {
        if (word != ~std::uint64_t{0})
            return value + static_cast<unsigned>(std::countr_one(word));
        value += 64;
    }
    return value;
}

void ChompTable::buildGrundy(const SolveContext& context, double progressFrom, double progressTo)
{
    if (hasGrundy() || !takesGrundy())
        return;
    std::vector<std::uint8_t> table(m_stateCount, 0);
    m_grundy.swap(table);
    const int last = m_cols - 1;
    try {
        forEachRun(context, progressFrom, progressTo, [this, last](int* heights, std::uint64_t base, int low, int high) {
            for (int v = low; v <= high; ++v) {
                heights[last] = v;
                const std::uint64_t rank = base + static_cast<std::uint64_t>(v);
                m_grundy[rank] = static_cast<std::uint8_t>(mexOfChildren(heights, rank));
            }
        });
    } catch (const Stopped&) {
        m_grundy.clear(); // a partial table would pass for a finished one
        throw;
    }
}

void ChompTable::forEachLoss(const SolveContext& context, double progressFrom, double progressTo,
                             const std::function<void(std::uint64_t)>& visit) const
{
    if (!hasOutcomes())
        throw InvalidArgument("the chomp table has no outcomes to list");
    forEachRun(context, progressFrom, progressTo, [&](int*, std::uint64_t base, int low, int high) {
        // A read-only settleRun: the run's first clear bit is its one loss.
        for (int v = low; v <= high;) {
            const std::uint64_t rank = base + static_cast<std::uint64_t>(v);
            if (m_remoteness.empty()) {
                const std::uint64_t rest = ~m_won[rank >> 6] >> (rank & 63);
                if (rest == 0) {
                    v += 64 - static_cast<int>(rank & 63);
                    continue;
                }
                v += std::countr_zero(rest);
                if (v <= high)
                    visit(base + static_cast<std::uint64_t>(v));
                return;
            }
            if (outcome(rank) == Outcome::Loss) {
                visit(rank);
                return;
            }
            ++v;
        }
    });
}

void ChompTable::releaseOutcomes()
{
    m_won.clear();
    m_won.shrink_to_fit();
}

} // namespace engine
