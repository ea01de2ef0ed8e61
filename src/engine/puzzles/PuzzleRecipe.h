#pragma once

#include "engine/Cell.h"
#include "engine/CellKind.h"

#include <array>
#include <cstdint>
#include <limits>
#include <optional>

namespace engine {

// A closed range of one measure of a puzzle's position.
struct MeasureRange {
    static constexpr std::int64_t kUnbounded = std::numeric_limits<std::int64_t>::max();

    std::int64_t min = 0;
    std::int64_t max = kUnbounded;

    [[nodiscard]] constexpr bool contains(std::int64_t value) const { return value >= min && value <= max; }
};

// One level of a game's puzzles, in two halves (the one place that says what
// makes a puzzle easy or hard; PuzzleGenerator.h says how they are searched):
//
// What the solver measures of the puzzle's position: its remoteness (moves to
// the end under perfect play: how far ahead the player must see), its number of
// legal moves (how many candidates to weigh) and its number of independent parts
// (1 where the game does not split; more: the player adds Grundy values up).
//
// How its board looks: tidy, never noise. The board of rows x cols starts as the
// game's empty board, its area (the top-left areaRows x areaCols; the pawn's
// plane is 10^9 wide) painted with `ground` where the recipe has one; then
// `pieces` obstacles of the recipe's `feature` kind are drawn on it, each a
// straight run of 1 to maxPieceLength cells, no two touching (not even at a
// corner), so a board holds a few walls, gaps or poisoned pieces a person can
// take in at a glance.
struct PuzzleLevel {
    Coord rows = 1;
    Coord cols = 1;
    Coord areaRows = 1;
    Coord areaCols = 1;
    MeasureRange pieces;
    int maxPieceLength = 1;
    MeasureRange remoteness;
    MeasureRange legalMoves;
    MeasureRange parts{1, MeasureRange::kUnbounded};
    // The most winning moves a puzzle of this level may be asked to have: a
    // request for more is refused before any search (a pawn never has more
    // than 2; a small board runs out of moves); up to it, a puzzle is always found.
    int maxWinningMoves = 1;
};

// A game's puzzles (part of its GameModule): the kinds its boards are drawn
// with and its levels; levels[0] is level 1 (easy), levels[2] level 3 (hard).
// Each level's size must be one the game takes.
struct PuzzleRecipe {
    static constexpr int kLevels = 3;
    std::optional<CellKind> ground; // painted over the area first (rectangles' tiles, attractions' spots)
    CellKind feature = CellKind::Empty; // the obstacles' kind
    std::array<PuzzleLevel, kLevels> levels;
};

} // namespace engine
