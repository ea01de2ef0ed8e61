#pragma once

#include "engine/Nimbers.h"
#include "engine/PlayRule.h"
#include "engine/SolveContext.h"
#include "engine/WorkMeter.h"
#include "engine/games/chomp/RunParents.h"
#include "engine/games/chomp/Staircase.h"
#include "engine/games/chomp/ZeroedWords.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace engine {

// The outcome, the remoteness and (for small boards) the Grundy value of every
// staircase that keeps the poison, for one rows x cols setup, in three
// independent passes: an outcome-only pass of one bit per staircase (what
// `moves` and contest answers need, for boards far larger than the others
// take), the remoteness pass (one byte per staircase: the window's analysis)
// and the Grundy pass, so a verdict never waits for the Grundy values.
//
// A staircase is indexed by the combinatorial number system:
//   rank(h) = sum over columns c of binomial(cols - 1 - c + h[c], cols - c),
// a bijection onto [0, binomial(rows + cols, rows)) that is additive over columns
// and increases with every height, so a move always lowers the rank. That makes
// rank order a topological order, and the rank of a child an O(1) update.
//
// The build runs retrograde over the rare losing (P) positions: states are
// visited in rank order; a state that no earlier losing child has marked is a
// loss, its remoteness is 1 + the largest of its children's, and it marks all of
// its parents as wins with remoteness at most its own + 1. Remoteness parity is
// the outcome (even = loss), so one byte per state holds both. The outcome pass
// is the same walk with one bit per state (set: a win) and no remoteness; as
// the staircases that differ in the last column only can all bite down to the
// first loss among them, there is at most one loss per run, so the walk stops
// at the first unmarked bit of a run and sets the rest of the run at once.
//
// Under the misère rule (the last bite loses) the moves are the same and only
// the end differs: the poison floor, the one staircase without moves, is a win
// with remoteness 0 instead of a loss. Both passes set it so before the walk,
// which then finds the same rule above it: an unmarked state is a loss (every
// child a win), remoteness 1 + the longest child, and marks its parents as
// wins. The floor marks no parents, so the floor's run (the first) has its
// loss, if any, above the floor, where settleRun's first clear bit finds it;
// the one-loss-per-run argument is about moves alone and holds unchanged.
// Remoteness parity follows outcomeOfRemoteness(r, rule): misère wins are
// even. A misère table has no Grundy values (takesGrundy is false).
//
// Each pass counts its work (WorkMeter: a staircase visited, a parent marked,
// a child read), checks its stop and reports progress by it, since one loss
// may mark billions of parents (the empty staircase of a board without
// poison marks every other). A stopped pass keeps its table and where its
// walk stands, so the next call of the same pass resumes there: the run it
// stopped in is visited again, which changes nothing already done (a run's
// loss is its first clear bit until its parents are marked; a byte loss is
// written only after its parents are).
class ChompTable {
public:
    static constexpr int kMaxSide = 50;
    static constexpr std::uint64_t kMaxOutcomeStates = 140'000'000'000; // 20 x 20: 17.2 GB of bits
    static constexpr std::uint64_t kMaxStates = 160'000'000;           // remoteness: 15 x 15
    static constexpr std::uint64_t kMaxGrundyStates = 3'000'000;       // 12 x 12
    static constexpr int kMaxCells = 250;                              // remoteness fits a byte

    // `floor` are the least heights that keep the poison (see poisonFloor); at
    // most kMaxOutcomeStates staircases (takesOutcomes). `rule` decides the end.
    ChompTable(int rows, int cols, Heights floor, PlayRule rule = PlayRule::Normal);
    // Whether a rows x cols table fits the outcome pass, and the remoteness pass.
    [[nodiscard]] static bool takesOutcomes(int rows, int cols);
    [[nodiscard]] static bool takesRemoteness(int rows, int cols);
    ChompTable(const ChompTable&) = delete;
    ChompTable& operator=(const ChompTable&) = delete;

    [[nodiscard]] int rows() const { return m_rows; }
    [[nodiscard]] int cols() const { return m_cols; }
    [[nodiscard]] const Heights& floor() const { return m_floor; }
    [[nodiscard]] PlayRule rule() const { return m_rule; }
    [[nodiscard]] std::uint64_t stateCount() const { return m_stateCount; }

    // Computes the outcome of every staircase, one bit each, reporting progress
    // from `progressFrom` to `progressTo`; nothing to do when computed (or when
    // the remoteness is). Throws Stopped when stopped; a later call resumes.
    void buildOutcomes(const SolveContext& context, double progressFrom = 0.0, double progressTo = 1.0);
    [[nodiscard]] bool hasOutcomes() const { return m_outcomesBuilt || hasRemoteness(); }
    // Calls visit(rank) for every losing staircase in rank order (at most one per
    // run), from the outcomes built, reporting progress from `progressFrom` to
    // `progressTo` (ChompCatalog). Throws Stopped when stopped.
    void forEachLoss(const SolveContext& context, double progressFrom, double progressTo,
                     const std::function<void(std::uint64_t)>& visit) const;
    // Frees the outcome bits (once a ChompCatalog holds them): hasOutcomes() is
    // false again unless the remoteness is built.
    void releaseOutcomes();
    // Computes the outcome and remoteness of every staircase, as buildOutcomes
    // does (a stopped build resumes); throws InvalidArgument beyond takesRemoteness.
    void buildRemoteness(const SolveContext& context, double progressFrom = 0.0, double progressTo = 1.0);
    [[nodiscard]] bool hasRemoteness() const { return m_remotenessBuilt; }
    // The bytes the tables hold, finished or not; read from any thread.
    [[nodiscard]] std::uint64_t heldBytes() const { return m_heldBytes.load(std::memory_order_relaxed); }
    // Whether the table is small enough for Grundy values (kMaxGrundyStates)
    // and plays the normal rule (no nimber decides misère play).
    [[nodiscard]] bool takesGrundy() const
    {
        return m_rule == PlayRule::Normal && m_stateCount <= kMaxGrundyStates;
    }
    // Computes the Grundy value of every staircase when the table takes them (else
    // does nothing), as buildRemoteness does; independent of it.
    void buildGrundy(const SolveContext& context, double progressFrom = 0.0, double progressTo = 1.0);
    [[nodiscard]] bool hasGrundy() const { return m_grundyBuilt; }

    [[nodiscard]] std::uint64_t rankOf(const Heights& heights) const;
    [[nodiscard]] int remoteness(std::uint64_t rank) const { return m_remoteness[rank]; }
    // The outcome, from whichever pass has run (hasOutcomes).
    [[nodiscard]] Outcome outcome(std::uint64_t rank) const
    {
        if (m_remotenessBuilt)
            return outcomeOfRemoteness(remoteness(rank), m_rule);
        return (m_won[rank >> 6] >> (rank & 63) & 1) != 0 ? Outcome::Win : Outcome::Loss;
    }
    [[nodiscard]] std::optional<Nimber> grundy(std::uint64_t rank) const;

    // Calls visit(row, col, childRank) for every legal move of the staircase
    // `heights` of rank `rank`, row by row from row 0, each row from left to right.
    template <typename Visit>
    void forEachMove(const int* heights, std::uint64_t rank, Visit&& visit) const;

private:
    // Where a pass's walk stands: the heights of the run it is at (the columns
    // before the last), that run's base rank, its cells above the floor, and the
    // work done so far.
    struct Walk {
        std::array<int, kMaxSide + 1> heights{};
        std::uint64_t base = 0;
        int above = 0; // the cells above the floor in those columns (kCountMoves only)
        std::uint64_t done = 0;
        bool started = false;
    };

    [[nodiscard]] std::uint64_t term(int col, int height) const
    {
        return m_term[static_cast<std::size_t>(col) * static_cast<std::size_t>(m_rows + 1)
                      + static_cast<std::size_t>(height)];
    }
    // The sum of term(i, height) over columns i < col.
    [[nodiscard]] std::uint64_t prefix(int height, int col) const
    {
        return m_prefix[static_cast<std::size_t>(height) * static_cast<std::size_t>(m_cols + 1)
                        + static_cast<std::size_t>(col)];
    }
    void solveLoss(const int* heights, std::uint64_t rank, WorkMeter& meter);
    void markParents(const int* heights, std::uint64_t rank, std::uint8_t value, WorkMeter& meter);
    // Sets the bits of every parent of the loss `heights` outside its own run.
    void markWonParents(const int* heights, std::uint64_t rank, WorkMeter& meter);
    // Calls visit(first, last, low, top) for each run of columns first..last of
    // equal height `low` that a parent's move lowered from at most `top`, for runs
    // starting before column `columnEnd`.
    template <typename Visit>
    void forEachParentRun(const int* heights, int columnEnd, Visit&& visit) const;
    // Scans the run base + low .. base + high of the outcome bits: sets the bits
    // after its first clear one (the run's loss) and returns that one's height,
    // or -1 when every bit is set.
    [[nodiscard]] int settleRun(std::uint64_t base, int low, int high);
    [[nodiscard]] unsigned mexOfChildren(const int* heights, std::uint64_t rank) const;
    // The number of moves of the staircase `heights`: its cells above the floor.
    [[nodiscard]] std::uint64_t moveCount(const int* heights) const;
    // Visits every valid staircase in rank order from where `walk` stands (its
    // start when not started), as runs that differ in the last column only:
    // term(cols - 1, v) = v, so their ranks are consecutive.
    // visit(heights, base, low, high, meter) stands for the staircases
    // heights[0..cols-2] followed by v, of rank base + v, for low <= v <= high
    // (with kCountMoves, visit(heights, base, low, high, lowMoves, meter): they
    // have lowMoves + v - low moves each, counted as the walk goes);
    // the visitor may set heights[cols - 1] and adds the work it does beyond
    // visiting them to `meter`. Progress is the work done over the work done
    // and the rest's estimate (`unitsPerState` for each staircase not visited),
    // so it never goes back. Throws Stopped when asked to stop, with `walk` at
    // the run in progress and its work done.
    template <bool kCountMoves = false, typename Visit>
    void forEachRun(Walk& walk, const SolveContext& context, double progressFrom, double progressTo,
                    double unitsPerState, Visit&& visit) const;
    void setHeld(); // recounts m_heldBytes

    static constexpr std::uint8_t kUnknown = 0xff;

    int m_rows;
    int m_cols;
    Heights m_floor;
    int m_floorCells = 0; // the cells of the floor, which no move bites
    PlayRule m_rule;
    std::uint64_t m_stateCount;
    std::vector<std::uint64_t> m_term;    // term(c, v) = binomial(cols - 1 - c + v, cols - c)
    std::vector<std::uint64_t> m_prefix;  // prefix(v, k) = sum_{i<k} term(i, v)
    std::unique_ptr<RunParents> m_runParents; // over m_term
    ZeroedWords m_won; // outcome pass: bit rank set when the staircase is a win
    std::vector<std::uint8_t> m_remoteness;
    std::vector<std::uint8_t> m_grundy;
    Walk m_outcomesWalk; // each pass's walk, kept when stopped
    Walk m_remotenessWalk;
    Walk m_grundyWalk;
    bool m_outcomesBuilt = false;
    bool m_remotenessBuilt = false;
    bool m_grundyBuilt = false;
    std::atomic<std::uint64_t> m_heldBytes = 0;
};

template <typename Visit>
void ChompTable::forEachParentRun(const int* heights, int columnEnd, Visit&& visit) const
{
    // A parent's move (r, c) with r = heights[c] lowered a run of columns c..last
    // that now all have height r; the parent had heights >= r there, the first
    // above r and each at most the column left of it.
    for (int c = 0; c < columnEnd; ++c) {
        const int low = heights[c];
        const int top = c == 0 ? m_rows : heights[c - 1];
        if (top <= low)
            continue;
        int last = c;
        while (last + 1 < m_cols && heights[last + 1] == low)
            ++last;
        visit(c, last, low, top);
    }
}

template <typename Visit>
void ChompTable::forEachMove(const int* heights, std::uint64_t rank, Visit&& visit) const
{
    // The move (r, c) lowers columns c..last to r, where last is the last column
    // taller than r (the same for the whole row), so with running sums
    //   child = (rank - running[last + 1] + prefix(r, last + 1)) + (running[c] - prefix(r, c)),
    // where running[c] = sum of term(i, heights[i]) for i < c (mod 2^64 throughout).
    std::uint64_t running[kMaxSide + 1];
    running[0] = 0;
    for (int c = 0; c < m_cols; ++c)
        running[c + 1] = running[c] + term(c, heights[c]);
    int last = m_cols - 1;
    int first = m_cols; // the first column whose floor is at most r: the floor never rises to the right
    for (int r = 0;; ++r) {
        while (last >= 0 && heights[last] <= r)
            --last;
        if (last < 0)
            return;
        while (first > 0 && m_floor[static_cast<std::size_t>(first) - 1] <= r)
            --first;
        const std::uint64_t* prefixes = &m_prefix[static_cast<std::size_t>(r) * static_cast<std::size_t>(m_cols + 1)];
        const std::uint64_t rowBase = rank - running[last + 1] + prefixes[last + 1];
        for (int c = first; c <= last; ++c)
            visit(r, c, rowBase + running[c] - prefixes[c]);
    }
}

} // namespace engine
