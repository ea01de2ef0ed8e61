#pragma once

#include "engine/Board.h"
#include "engine/Cell.h"
#include "engine/CellKind.h"

#include <string_view>
#include <vector>

namespace engine {

// The sizes a game's setups may have: the one statement of them that every
// message and dialog uses (Game::takesSize, Game::sizeLimitsText).
struct SizeLimits {
    Coord minRows = 1;
    Coord maxRows = 1;
    Coord minCols = 1;
    Coord maxCols = 1;
    Coord maxCells = 0;          // the most cells a board may have; 0: as many as the sides allow
    Coord largestSquareSide = 0; // a board may have no more positions than this square; 0: no such bound
    // A larger bound for the boards whose outcomes alone a solver gives
    // (SolveContext::outcomesOnly: the CLI's `moves`): within the sides, no more
    // positions than this square, whatever maxCells and largestSquareSide say;
    // 0: no larger bound. The window's analysis keeps the bounds above.
    Coord outcomesSquareSide = 0;
    // A bound between the two for a program that plays and analyses a board
    // position after position by win or loss alone (every move's outcome, no
    // Grundy values or remoteness: the window's analysis of boards beyond the
    // bounds above, from chomp's catalog of losses): within the sides, no more
    // positions than this square; 0: no such bound (the bounds above).
    Coord winLossSquareSide = 0;
    // The promise under the misère rule (the last move loses): boards of at
    // most this many cells are decided within a time a user would wait (a few
    // seconds); beyond it the misère search may answer "not known" (never a
    // guess). 0: every board the game takes (its misère method reaches as far
    // as its normal one). Game::takesSizeForMisere, Game::misereLimitsText.
    Coord misereCells = 0;
};

// What a game states once about itself, as data given to Game's constructor
// rather than a list of overrides.
struct GameInfo {
    std::string_view id;          // "chomp", ...
    std::string_view displayName; // "Poisoned Chomp"
    // The id with its article, as messages name the game's boards and setups:
    // "a chomp" board, "an attractions" setup.
    std::string_view withArticle;
    // The kinds the editor's palette paints (Empty, the eraser, is implied):
    // also the kinds a setup may hold besides Empty.
    std::vector<CellKind> paletteKinds;
    // Those kinds and Empty in the words of the messages: "chocolate or poison".
    std::string_view setupKindsText;
    SizeLimits sizeLimits;
    // A ready example setup to open the program on.
    Board exampleBoard;
};

} // namespace engine
