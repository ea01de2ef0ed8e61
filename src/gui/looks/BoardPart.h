#pragma once

#include "engine/Move.h"

#include <QString>

namespace gui {

// One board of the grid a view shows, as the keyboard and Go to Cell reach it:
// a game shows one board on its whole grid, a sum each of its boards side by
// side (GameLook::boardParts).
struct BoardPart {
    engine::Move area;   // its cells on the grid, corners inclusive
    QString name;        // "board 1: Nim"; empty for a game of one board
    QString rowLabel;    // its game's words for a row and a column in a form ("&Heap (row):")
    QString columnLabel;
};

} // namespace gui
