#include "engine/games/pawn/PawnSweep.h"

#include "engine/WorkMeter.h"
#include "engine/games/pawn/WinningColumns.h"

#include <algorithm>

namespace engine {

namespace {

// The work units (WorkMeter) of one search, insertion or removal in the set of
// winning columns: a tree step through pooled nodes, some tens of nanoseconds.
constexpr std::uint64_t kTreeOperation = 16;

} // namespace

std::vector<DiagonalSegment> sweepLosingCells(std::span<const Cell> obstacles, Coord rowCount,
                                              const SolveContext& context, double progressFrom, double progressTo,
                                              PlayRule rule)
{
    std::vector<DiagonalSegment> losing;
    losing.reserve(2 * obstacles.size() + 16);
    WinningColumns winning;
    // The work is counted by tree operations: a row's crossing costs one per
    // impassable cell of it (up to kMaxImpassable in one row), a run of free rows one.
    // Progress: the share of the impassable cells swept, which never goes back.
    std::size_t next = 0; // the first obstacle not yet swept
    WorkMeter meter(context, [&](std::uint64_t) {
        const double share = obstacles.empty() ? 1.0 : static_cast<double>(next) / static_cast<double>(obstacles.size());
        return progressFrom + (progressTo - progressFrom) * share;
    });

    Coord row = 0;
    std::vector<Coord> rowObstacles;
    std::vector<Coord> aboveObstacles; // of row - 1, when it has impassable cells
    std::vector<Coord> rowLosing;
    // Crosses `row` with the impassable columns rowObstacles, adding its losing cells.
    const auto crossRow = [&] {
        rowLosing.clear();
        winning.crossRow(rowObstacles, rowLosing, {rule, row == 0, aboveObstacles});
        for (const Coord col : rowLosing)
            losing.push_back(DiagonalSegment{Cell{row, col}, 1});
        meter.add(kTreeOperation * (rowObstacles.size() + rowLosing.size() + 1));
        aboveObstacles.swap(rowObstacles);
        ++row;
    };
    while (row < rowCount) {
        // Rows without impassable cells: each one's losing cell is the first free
        // column, so a gap of the set is filled diagonally.
        const Coord freeRowsEnd = next < obstacles.size() ? std::min(obstacles[next].row, rowCount) : rowCount;
        // Misère: the first of them may hold a dead end at column 0.
        if (rule == PlayRule::Misere && row < freeRowsEnd
            && (row == 0 || (!aboveObstacles.empty() && aboveObstacles.front() == 0))) {
            rowObstacles.clear();
            crossRow();
        }
        if (row < freeRowsEnd)
            aboveObstacles.clear(); // the next row crossed lies below a row without them
        while (row < freeRowsEnd) {
            meter.add(kTreeOperation);
            const WinningColumns::Run run = winning.fillFirstGap(freeRowsEnd - row);
            losing.push_back(DiagonalSegment{Cell{row, run.col}, run.rows});
            row += run.rows;
        }
        if (next == obstacles.size() || row >= rowCount)
            break;

        // A row with impassable cells: one losing cell at most per stretch between them.
        rowObstacles.clear();
        for (; next < obstacles.size() && obstacles[next].row == row; ++next)
            rowObstacles.push_back(obstacles[next].col);
        crossRow();
    }
    context.report(progressTo);
    return losing;
}

} // namespace engine
