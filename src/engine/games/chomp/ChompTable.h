#pragma once

#include "engine/Nimbers.h"
#include "engine/SolveContext.h"
#include "engine/games/chomp/Staircase.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace engine {

// The remoteness (and, for small boards, the Grundy value) of every staircase
// that keeps the poison, for one rows x cols setup.
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
// the outcome (even = loss), so one byte per state holds both.
class ChompTable {
public:
    static constexpr std::uint64_t kMaxStates = 160'000'000;    // 15 x 15
    static constexpr std::uint64_t kMaxGrundyStates = 3'000'000; // 12 x 12
    static constexpr int kMaxCells = 250;                        // remoteness fits a byte

    // `floor` are the least heights that keep the poison (see poisonFloor).
    ChompTable(int rows, int cols, Heights floor);
    ChompTable(const ChompTable&) = delete;
    ChompTable& operator=(const ChompTable&) = delete;

    [[nodiscard]] int rows() const { return m_rows; }
    [[nodiscard]] int cols() const { return m_cols; }
    [[nodiscard]] const Heights& floor() const { return m_floor; }
    [[nodiscard]] std::uint64_t stateCount() const { return m_stateCount; }

    // Computes the remoteness table, then the Grundy table when the board is small
    // enough (or `grundy` is false). False when stopped; call again to restart.
    bool build(const SolveContext& context, bool grundy = true);
    [[nodiscard]] bool isBuilt() const { return m_built; }

    [[nodiscard]] std::uint64_t rankOf(const Heights& heights) const;
    [[nodiscard]] int remoteness(std::uint64_t rank) const { return m_remoteness[rank]; }
    [[nodiscard]] Outcome outcome(std::uint64_t rank) const { return outcomeOfRemoteness(remoteness(rank)); }
    [[nodiscard]] std::optional<Nimber> grundy(std::uint64_t rank) const;

    // Calls visit(row, col, childRank) for every legal move of the staircase
    // `heights` of rank `rank`, column by column, each column from the lowest row up.
    template <typename Visit>
    void forEachMove(const int* heights, std::uint64_t rank, Visit&& visit) const;

private:
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
    bool buildRemoteness(const SolveContext& context);
    bool buildGrundy(const SolveContext& context);
    void solveLoss(const int* heights, std::uint64_t rank);
    void markParents(const int* heights, std::uint64_t rank, int parentRemoteness);
    void markParentRun(int* parent, int col, int lastCol, int low, std::uint64_t delta, std::uint64_t rank,
                       std::uint8_t value);
    // Visits every valid staircase in rank order; stops early when asked to.
    template <typename Visit>
    bool forEachState(const SolveContext& context, double progressFrom, double progressTo, Visit&& visit) const;

    static constexpr std::uint8_t kUnknown = 0xff;

    int m_rows;
    int m_cols;
    Heights m_floor;
    std::uint64_t m_stateCount;
    std::vector<std::uint64_t> m_term;    // term(c, v) = binomial(cols - 1 - c + v, cols - c)
    std::vector<std::uint64_t> m_prefix;  // prefix(v, k) = sum_{i<k} term(i, v)
    std::vector<std::uint8_t> m_remoteness;
    std::vector<std::uint8_t> m_grundy;
    bool m_built = false;
};

template <typename Visit>
void ChompTable::forEachMove(const int* heights, std::uint64_t rank, Visit&& visit) const
{
    // running[c] = sum of term(i, heights[i]) for i < c
    std::uint64_t running[kMaxCells + 2];
    running[0] = 0;
    for (int c = 0; c < m_cols; ++c)
        running[c + 1] = running[c] + term(c, heights[c]);
    for (int c = 0; c < m_cols; ++c) {
        int last = c; // the move (r, c) lowers columns c..last, those taller than r
        for (int r = heights[c] - 1; r >= m_floor[static_cast<std::size_t>(c)]; --r) {
            while (last + 1 < m_cols && heights[last + 1] > r)
                ++last;
            const std::uint64_t child
                = rank - (running[last + 1] - running[c]) + (prefix(r, last + 1) - prefix(r, c));
            visit(r, c, child);
        }
    }
}

} // namespace engine
