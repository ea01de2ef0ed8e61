#pragma once

#include "engine/Nimbers.h"
#include "engine/PlayRule.h"
#include "engine/SolveContext.h"
#include "engine/games/chomp/Staircase.h"

#include <cstdint>
#include <vector>

namespace engine {

class ChompTable;

// The losing staircases (P-positions) of one chomp box: a rows x cols table
// (rows >= cols, as ChompSolver orients it) above the poison floor `floor`,
// kept as their sorted ranks (ChompTable's rank) instead of a bit per
// staircase. They are 0.3 to 0.6 % of the staircases, so the list is about 80
// times smaller than the bits (18 x 18: about 70 MB against 1.1 GB).
//
// The ranks are split by their high bits into buckets of 2^16 ranks: a bucket
// start per bucket (the index of its first rank in `lows`) and the low 16 bits
// of each rank, so a rank costs two bytes and a look-up is a binary search
// within one bucket (a few dozen entries).
//
// Every later position of a game played on a board inside the box is a
// staircase of it, and so is every position of a smaller board with the same
// poison (covers): one catalog answers them all. A catalog holds the losses
// of one rule (the table's): a misère catalog answers misère play only.
class ChompCatalog {
public:
    static constexpr int kBucketBits = 16;

    // `bucketStarts` holds one entry per bucket and a last one, the count;
    // throws InvalidArgument when the parts do not fit together.
    ChompCatalog(int rows, int cols, Heights floor, std::vector<std::uint64_t> bucketStarts,
                 std::vector<std::uint16_t> lows, PlayRule rule = PlayRule::Normal);
    // The losses of `table` (under its rule), whose outcomes are built (bits or remoteness),
    // reporting progress from `progressFrom` to `progressTo`. Throws Stopped.
    [[nodiscard]] static ChompCatalog ofTable(const ChompTable& table, const SolveContext& context,
                                              double progressFrom = 0.0, double progressTo = 1.0);

    [[nodiscard]] int rows() const { return m_rows; }
    [[nodiscard]] int cols() const { return m_cols; }
    [[nodiscard]] const Heights& floor() const { return m_floor; }
    [[nodiscard]] PlayRule rule() const { return m_rule; }
    // The number of losing staircases.
    [[nodiscard]] std::uint64_t count() const { return m_bucketStarts.back(); }
    // The memory the list takes.
    [[nodiscard]] std::uint64_t byteSize() const
    {
        return m_bucketStarts.size() * sizeof(std::uint64_t) + m_lows.size() * sizeof(std::uint16_t);
    }
    [[nodiscard]] const std::vector<std::uint64_t>& bucketStarts() const { return m_bucketStarts; }
    [[nodiscard]] const std::vector<std::uint16_t>& lows() const { return m_lows; }

    // Whether a board of rows x cols (oriented as the table: rows >= cols) with
    // the poison floor `floor`, played under `rule`, is this box or lies inside
    // it with the same poison and rule: its staircases, padded with empty
    // columns, are the box's, and their moves (and the one end, the floor) the same.
    [[nodiscard]] bool covers(int rows, int cols, const Heights& floor, PlayRule rule) const;
    // The rank in the box of a staircase of a board it covers (`heights` may
    // have fewer columns than the box: the others are empty).
    [[nodiscard]] std::uint64_t rankOf(const Heights& heights) const;
    [[nodiscard]] bool isLoss(std::uint64_t rank) const;
    [[nodiscard]] Outcome outcome(const Heights& heights) const
    {
        return isLoss(rankOf(heights)) ? Outcome::Loss : Outcome::Win;
    }

private:
    int m_rows;
    int m_cols;
    Heights m_floor;
    PlayRule m_rule;
    std::vector<std::uint64_t> m_term; // as ChompTable's: term(c, v) = binomial(cols - 1 - c + v, cols - c)
    std::vector<std::uint64_t> m_bucketStarts;
    std::vector<std::uint16_t> m_lows;
};

} // namespace engine
