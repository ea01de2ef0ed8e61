#include "engine/games/chomp/ChompTable.h"

#include "engine/Error.h"

#include <algorithm>
#include <array>
#include <bit>

namespace engine {

ChompTable::ChompTable(int rows, int cols, Heights floor, PlayRule rule)
    : m_rows(rows), m_cols(cols), m_floor(std::move(floor)), m_rule(rule), m_stateCount(staircaseCount(rows, cols))
{
    if (!takesOutcomes(rows, cols) || m_floor.size() != static_cast<std::size_t>(cols))
        throw InvalidArgument("chomp table size out of range");
    m_term = staircaseRankTerms(rows, cols);
    for (const int height : m_floor)
        m_floorCells += height;
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

std::uint64_t ChompTable::moveCount(const int* heights) const
{
    // A move bites a cell above the floor (the floor never rises to the right).
    int cells = 0;
    for (int c = 0; c < m_cols; ++c)
        cells += heights[c];
    return static_cast<std::uint64_t>(cells - m_floorCells);
}

std::optional<Nimber> ChompTable::grundy(std::uint64_t rank) const
{
    if (!m_grundyBuilt)
        return std::nullopt;
    return m_grundy[rank];
}

template <bool kCountMoves, typename Visit>
void ChompTable::forEachRun(Walk& walk, const SolveContext& context, double progressFrom, double progressTo,
                            double unitsPerState, Visit&& visit) const
{
    // Lexicographic order of the heights is rank order; the smallest valid
    // staircase is the poison floor itself. The odometer runs over the columns
    // before the last; the floor never rises to the right, so every run is non-empty.
    const int before = m_cols - 1;
    auto& h = walk.heights;
    if (!walk.started) {
        std::copy(m_floor.begin(), m_floor.end(), h.begin());
        walk.base = rankOf(m_floor) - static_cast<std::uint64_t>(m_floor.back());
        walk.above = 0;
        walk.done = 0;
        walk.started = true;
    }
    const int low = m_floor.back();
    const double states = static_cast<double>(m_stateCount);
    // The walk's base and cells in registers, written back when the walk ends or stops.
    std::uint64_t base = walk.base;
    int above = walk.above;
    WorkMeter meter(
        context,
        [&base, states, unitsPerState, progressFrom, progressTo](std::uint64_t done) {
            const double rest = (states - static_cast<double>(base)) * unitsPerState;
            const double work = static_cast<double>(done);
            return progressFrom + (progressTo - progressFrom) * (work + rest > 0.0 ? work / (work + rest) : 0.0);
        },
        walk.done);
    try {
        meter.check();
        for (;;) {
            const int high = before == 0 ? m_rows : h[static_cast<std::size_t>(before) - 1];
            if constexpr (kCountMoves)
                visit(h.data(), base, low, high, static_cast<std::uint64_t>(above), meter);
            else
                visit(h.data(), base, low, high, meter);
            meter.add(static_cast<std::uint64_t>(high - low + 1));
            int c = before - 1;
            while (c >= 0
                   && h[static_cast<std::size_t>(c)] == (c == 0 ? m_rows : h[static_cast<std::size_t>(c) - 1]))
                --c;
            if (c < 0)
                break;
            auto& column = h[static_cast<std::size_t>(c)];
            base += term(c, column + 1) - term(c, column);
            ++column;
            if constexpr (kCountMoves)
                ++above;
            for (int i = c + 1; i < before; ++i) {
                auto& later = h[static_cast<std::size_t>(i)];
                const int floor = m_floor[static_cast<std::size_t>(i)];
                base -= term(i, later) - term(i, floor);
                if constexpr (kCountMoves)
                    above -= later - floor;
                later = floor;
            }
        }
    } catch (const Stopped&) {
        walk.base = base;
        walk.above = above;
        walk.done = meter.done();
        throw;
    }
    walk.base = base;
    walk.above = above;
    walk.done = meter.done();
    if (!context.stopRequested())
        context.report(progressTo);
}

namespace {

// The work of each staircase a pass has not visited yet, for its progress: a
// visit and the parents the losses mark (1.75 a staircase for 14 x 14), and in
// the byte pass the children a loss reads.
constexpr double kOutcomeUnitsPerState = 2.75;
constexpr double kRemotenessUnitsPerState = 3.0;

} // namespace

void ChompTable::setHeld()
{
    m_heldBytes.store(m_won.size() * sizeof(std::uint64_t) + m_remoteness.capacity() + m_grundy.capacity(),
                      std::memory_order_relaxed);
}

void ChompTable::buildOutcomes(const SolveContext& context, double progressFrom, double progressTo)
{
    if (hasOutcomes())
        return;
    if (!m_outcomesWalk.started) {
        // One spare word: a run's scan reads the word after its last bit.
        m_won = ZeroedWords(m_stateCount / 64 + 2);
        setHeld();
        if (m_rule == PlayRule::Misere) { // the floor, without moves, wins (see the class comment)
            const std::uint64_t floorRank = rankOf(m_floor);
            m_won[floorRank >> 6] |= std::uint64_t{1} << (floorRank & 63);
        }
    }
    const int last = m_cols - 1;
    forEachRun(m_outcomesWalk, context, progressFrom, progressTo, kOutcomeUnitsPerState,
               [this, last](int* heights, std::uint64_t base, int low, int high, WorkMeter& meter) {
                   const int loss = settleRun(base, low, high);
                   if (loss >= 0) {
                       heights[last] = loss;
                       markWonParents(heights, base + static_cast<std::uint64_t>(loss), meter);
                   }
               });
    m_outcomesBuilt = true;
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

void ChompTable::markWonParents(const int* heights, std::uint64_t rank, WorkMeter& meter)
{
    // As markParents, less the parents that raise the last column alone: those
    // share the run of the loss, which settleRun sets.
    std::uint64_t* won = m_won.data();
    forEachParentRun(heights, m_cols - 1, [&](int first, int last, int low, int top) {
        m_runParents->forEach(first, last, low, top, meter, [won, rank](std::uint64_t offset) {
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
    if (!m_remotenessWalk.started) {
        m_won.release(); // the remoteness holds the outcomes too
        m_outcomesBuilt = false;
        m_outcomesWalk = Walk{};
        std::vector<std::uint8_t> table(m_stateCount, kUnknown);
        m_remoteness.swap(table);
        setHeld();
        if (m_rule == PlayRule::Misere)
            m_remoteness[rankOf(m_floor)] = 0; // the floor, without moves, wins at once (see the class comment)
    }
    const int last = m_cols - 1;
    forEachRun(m_remotenessWalk, context, progressFrom, progressTo, kRemotenessUnitsPerState,
               [this, last](int* heights, std::uint64_t base, int low, int high, WorkMeter& meter) {
                   // Only the rare losses stop the scan; solveLoss may mark later states of the run.
                   const std::uint8_t* run = m_remoteness.data() + base;
                   for (int v = low; v <= high; ++v) {
                       if (run[v] == kUnknown) {
                           heights[last] = v;
                           solveLoss(heights, base + static_cast<std::uint64_t>(v), meter);
                       }
                   }
               });
    m_remotenessBuilt = true;
}

void ChompTable::solveLoss(const int* heights, std::uint64_t rank, WorkMeter& meter)
{
    // Every child is a win (a losing child would have marked this state), and
    // every losing child of a win has a smaller rank, so all children are final.
    int longest = -1;
    forEachMove(heights, rank, [&](int, int, std::uint64_t child) {
        longest = std::max<int>(longest, m_remoteness[child]);
    });
    meter.add(moveCount(heights));
    const int remoteness = longest + 1;
    markParents(heights, rank, static_cast<std::uint8_t>(remoteness + 1), meter);
    // Written last: a walk stopped while marking finds the loss unknown when it resumes, and marks again.
    m_remoteness[rank] = static_cast<std::uint8_t>(remoteness);
}

void ChompTable::markParents(const int* heights, std::uint64_t rank, std::uint8_t value, WorkMeter& meter)
{
    forEachParentRun(heights, m_cols, [&](int first, int last, int low, int top) {
        m_runParents->forEach(first, last, low, top, meter, [this, rank, value](std::uint64_t offset) {
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
    if (!m_grundyWalk.started) {
        std::vector<std::uint8_t> table(m_stateCount, 0);
        m_grundy.swap(table);
        setHeld();
    }
    const int last = m_cols - 1;
    // Each staircase reads its children: about a quarter of the cells on average.
    const double unitsPerState = 1.0 + static_cast<double>(m_rows * m_cols) / 4.0;
    forEachRun<true>(m_grundyWalk, context, progressFrom, progressTo, unitsPerState,
                     [this, last](int* heights, std::uint64_t base, int low, int high, std::uint64_t lowMoves,
                                  WorkMeter& meter) {
                         // The children read, counted a staircase at a time.
                         for (int v = low; v <= high; ++v) {
                             heights[last] = v;
                             const std::uint64_t rank = base + static_cast<std::uint64_t>(v);
                             m_grundy[rank] = static_cast<std::uint8_t>(mexOfChildren(heights, rank));
                             meter.add(lowMoves + static_cast<std::uint64_t>(v - low));
                         }
                     });
    m_grundyBuilt = true;
}

void ChompTable::forEachLoss(const SolveContext& context, double progressFrom, double progressTo,
                             const std::function<void(std::uint64_t)>& visit) const
{
    if (!hasOutcomes())
        throw InvalidArgument("the chomp table has no outcomes to list");
    Walk walk;
    forEachRun(walk, context, progressFrom, progressTo, 1.0,
               [&](int*, std::uint64_t base, int low, int high, WorkMeter&) {
                   // A read-only settleRun: the run's first clear bit is its one loss.
                   for (int v = low; v <= high;) {
                       const std::uint64_t rank = base + static_cast<std::uint64_t>(v);
                       if (!m_remotenessBuilt) {
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
    m_won.release();
    m_outcomesBuilt = false;
    m_outcomesWalk = Walk{};
    setHeld();
}

} // namespace engine
