#include "engine/games/pawn/PawnSweep.h"

#include "engine/games/pawn/WinningColumns.h"

#include <algorithm>

namespace engine {

namespace {

constexpr std::size_t kCheckStride = 4096; // steps between looks at the stop token

} // namespace

std::vector<DiagonalSegment> sweepLosingCells(std::span<const Cell> obstacles, Coord rowCount,
                                              const SolveContext& context, double progressFrom, double progressTo,
                                              PlayRule rule)
{
    std::vector<DiagonalSegment> losing;
    losing.reserve(2 * obstacles.size() + 16);
    WinningColumns winning;
    std::size_t steps = 0;
    // Every kCheckStride steps: throws Stopped when asked to stop, else reports progress.
    const auto checkpoint = [&](std::size_t done) {
        if (++steps % kCheckStride != 0)
            return;
        context.throwIfStopped();
        const double share = obstacles.empty() ? 1.0 : static_cast<double>(done) / static_cast<double>(obstacles.size());
        context.report(progressFrom + (progressTo - progressFrom) * share);
    };

    Coord row = 0;
    std::size_t next = 0; // the first obstacle not yet swept
    std::vector<Coord> rowObstacles;
    std::vector<Coord> aboveObstacles; // of row - 1, when it has impassable cells
    std::vector<Coord> rowLosing;
    // Crosses `row` with the impassable columns rowObstacles, adding its losing cells.
    const auto crossRow = [&] {
        rowLosing.clear();
        winning.crossRow(rowObstacles, rowLosing, {rule, row == 0, aboveObstacles});
        for (const Coord col : rowLosing)
            losing.push_back(DiagonalSegment{Cell{row, col}, 1});
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
            checkpoint(next);
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
        checkpoint(next);
    }
    context.report(progressTo);
    return losing;
}

} // namespace engine
