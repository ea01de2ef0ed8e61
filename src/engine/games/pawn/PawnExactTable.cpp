#include "engine/games/pawn/PawnExactTable.h"

#include "engine/Error.h"
#include "engine/WorkMeter.h"

#include <algorithm>
#include <bit>

namespace engine {

namespace {

// The running state of one stretch (of a row or a column) between impassable cells.
struct Stretch {
    int longest = -1;     // the largest remoteness in it, -1 when empty
    int losing = -1;      // the remoteness of its losing cell, -1 when none
    std::uint64_t* seen;  // bit g: some cell of it has Grundy value g

    void clear(std::size_t words)
    {
        longest = -1;
        losing = -1;
        std::fill(seen, seen + words, 0);
    }
    void add(unsigned grundy, int remoteness)
    {
        seen[grundy / 64] |= std::uint64_t{1} << (grundy % 64);
        longest = std::max(longest, remoteness);
        if (grundy == 0)
            losing = remoteness;
    }
};

// The Grundy value of a cell: the least value seen in neither stretch.
unsigned mexOf(const Stretch& line, const Stretch& column, std::size_t words)
{
    for (std::size_t w = 0; w < words; ++w) {
        const std::uint64_t taken = line.seen[w] | column.seen[w];
        if (taken != ~std::uint64_t{0})
            return static_cast<unsigned>(w * 64) + static_cast<unsigned>(std::countr_one(taken));
    }
    return 0; // not reached: a cell has fewer moves than the bits
}

} // namespace

void PawnExactTable::ensure(Cell corner, const PawnObstacles& obstacles, const SolveContext& context,
                            double progressFrom, double progressTo)
{
    if (!coversCorner(corner) || corner.row < 0 || corner.col < 0)
        throw InvalidArgument("the exact pawn table does not reach that far");
    if (holds(corner))
        return;
    // The union with the current rectangle, so alternating corners do not rebuild.
    const Coord rows = std::max(corner.row + 1, m_rows);
    const Coord cols = std::max(corner.col + 1, m_cols);
    const auto cells = static_cast<std::size_t>(rows * cols);
    constexpr std::uint16_t kImpassable = 0xffff;
    std::vector<std::uint16_t> grundy(cells, 0);
    std::vector<std::uint16_t> remoteness(cells, 0);
    for (auto it = obstacles.byRow().begin(); it != obstacles.byRow().end() && it->row < rows; ++it)
        if (it->col < cols)
            grundy[static_cast<std::size_t>(it->row * cols + it->col)] = kImpassable;

    const bool misere = m_rule == PlayRule::Misere;
    // Values stay below rows + cols: a cell has at most rows + cols - 2 moves.
    const auto words = static_cast<std::size_t>((rows + cols + 63) / 64);
    std::vector<std::uint64_t> bits(words * static_cast<std::size_t>(cols + 1), 0);
    std::vector<Stretch> columns(static_cast<std::size_t>(cols));
    for (std::size_t c = 0; c < columns.size(); ++c)
        columns[c].seen = bits.data() + c * words;
    Stretch line{-1, -1, bits.data() + static_cast<std::size_t>(cols) * words};

    // The work of a row: per cell, its mex over the words of bits (or a stretch's
    // clearing), a few nanoseconds a word; at most kMaxSide * (2 * kMaxSide / 64 + 1)
    // units, far below WorkMeter::kCheckUnits. Progress: the rows done.
    const auto rowWork = static_cast<std::uint64_t>(cols) * (words + 1);
    Coord r = 0;
    WorkMeter meter(context, [&](std::uint64_t) {
        return progressFrom + (progressTo - progressFrom) * static_cast<double>(r) / static_cast<double>(rows);
    });
    for (; r < rows; ++r) {
        meter.add(rowWork);
        line.clear(words);
        for (Coord c = 0; c < cols; ++c) {
            const std::size_t at = static_cast<std::size_t>(r * cols + c);
            Stretch& column = columns[static_cast<std::size_t>(c)];
            if (grundy[at] == kImpassable) {
                line.clear(words);
                column.clear(words);
                continue;
            }
            unsigned value = 0;
            if (misere) {
                const bool hasMove = line.longest >= 0 || column.longest >= 0;
                value = hasMove && line.losing < 0 && column.losing < 0 ? 0 : 1;
            } else {
                value = mexOf(line, column, words);
            }
            // Either rule: a loss lasts as long as its longest move, a win takes the
            // quickest losing child; a cell without moves gets 0 (a loss in normal
            // play, a win under misère).
            int stall = 0;
            if (value == 0) {
                stall = std::max(line.longest, column.longest) + 1;
            } else {
                const int a = line.losing < 0 ? column.losing : line.losing;
                const int b = column.losing < 0 ? line.losing : column.losing;
                stall = std::min(a, b) + 1;
            }
            grundy[at] = static_cast<std::uint16_t>(value);
            remoteness[at] = static_cast<std::uint16_t>(stall);
            line.add(value, stall);
            column.add(value, stall);
        }
    }
    context.report(progressTo);
    m_rows = rows;
    m_cols = cols;
    m_grundy = std::move(grundy);
    m_remoteness = std::move(remoteness);
}

} // namespace engine
