#pragma once

#include "engine/Cell.h"
#include "engine/PlayRule.h"

#include <cstddef>
#include <limits>
#include <map>
#include <memory_resource>
#include <span>
#include <vector>

namespace engine {

// The state of the pawn sweep between two rows: the set of columns whose next
// cell is winning because a losing cell lies above it with no impassable cell
// in between (the pawn can move up onto it). Kept as disjoint, non-touching
// half-open intervals [begin, end), so a run of columns costs one entry and the
// first free column at or after any column is one search.
//
// The two operations are whole rows, so that each impassable cell costs one
// tree search (not one per query, insertion and removal), and a run of
// obstacle-free rows only touches the first intervals. The map's nodes come
// from a pool owned by the set: the sweep inserts and erases hundreds of
// thousands of them.
class WinningColumns {
public:
    static constexpr Coord kNone = std::numeric_limits<Coord>::max();

    WinningColumns() = default;
    WinningColumns(const WinningColumns&) = delete;
    WinningColumns& operator=(const WinningColumns&) = delete;

    // Up to `rows` rows without impassable cells: each one's losing cell is the
    // first free column, one further right per row, until the first gap of the
    // set is full. Fills the gap for as many rows as fit and returns the first
    // losing column and the number of rows filled (at least one).
    struct Run {
        Coord col;
        Coord rows;
    };
    [[nodiscard]] Run fillFirstGap(Coord rows);

    // What lies above a row, for the misère end: a cell with no move at all
    // (the first of its stretch, under the top edge or an impassable cell) is a
    // win there, so it never loses.
    struct RowAbove {
        PlayRule rule = PlayRule::Normal;
        bool edge = false;                 // the row is the board's first
        std::span<const Coord> impassable; // else the row above's impassable columns, ascending
    };

    // A row with impassable cells at the ascending columns `impassable`: in each
    // stretch between them the first free column loses, except under misère a
    // free first column of the stretch that cannot move up (`above`): then the
    // next free column loses, which can move left onto that dead end. Appends
    // the losing columns (ascending) to `losing`, adds them to the set and
    // removes the impassable columns (an impassable cell starts its column
    // afresh below it).
    void crossRow(std::span<const Coord> impassable, std::vector<Coord>& losing, RowAbove above);


private:
    using Map = std::pmr::map<Coord, Coord>; // begin -> end
    // Adds the free column `col`, whose neighbouring intervals are `previous`
    // (the last one starting before it, or end()) and `next` (the first one after it).
    void addFree(Coord col, Map::iterator previous, Map::iterator next);
    // The first column >= `col` outside the set, with its neighbouring intervals
    // as addFree takes them.
    struct Free {
        Coord col;
        Map::iterator previous;
        Map::iterator next;
    };
    [[nodiscard]] Free firstFreeFrom(Coord col);

    std::pmr::unsynchronized_pool_resource m_pool;
    Map m_intervals{&m_pool};
};

} // namespace engine
