#pragma once

#include "engine/CellKind.h"

#include <QColor>
#include <QString>

#include <utility>
#include <vector>

namespace gui {

struct RulesPage;

// A colour with a variant for the light and one for the dark scheme; a look
// asks for the one of ColorScheme::current() at paint time.
struct SchemeColour {
    QColor light;
    QColor dark;

    [[nodiscard]] QColor now() const;
    // The same colour in both schemes.
    [[nodiscard]] static SchemeColour fixed(const QColor& colour) { return {colour, colour}; }
};

// One palette entry as a look states it: source texts marked with QT_TR_NOOP in
// the look's class, translated whenever the palette is built.
struct PaletteEntry {
    engine::CellKind kind = engine::CellKind::Empty;
    const char* name = nullptr;
    const char* icon = nullptr; // a resource path
    const char* toolTip = nullptr;
};

// Why a click on a cell is not a move, as a look states it: the cell is off the
// board, its kind cannot be played, or any other cell; "%1, %2" in a text stand
// for the cell's row and column. Source texts, as a PaletteEntry's.
struct IllegalMoveTexts {
    const char* outside = nullptr;
    std::vector<std::pair<engine::CellKind, const char*>> kinds;
    const char* otherwise = nullptr;
};

// What a game's look states as data rather than as code: its name and play
// prompt, its colours, its palette, how moves are made and its rules page.
// GameLook answers its interface from them, so a game's look codes only its
// drawing and what its game alone needs (move names, setup actions).
// Texts are source texts in the look's translation context, translated by
// the look's own tr when asked for, so a language installed later applies.
struct LookTraits {
    // A look's own tr(), which translates its texts in the look's context.
    using Translate = QString (*)(const char* source, const char* disambiguation, int n);

    // The game's name (window title, New dialog); null: the engine's display name.
    const char* name = nullptr;
    // Around and between the cells; the coordinate labels, readable on it.
    SchemeColour background{QColor(245, 245, 245), QColor(38, 38, 40)};
    SchemeColour labels{QColor(80, 80, 80), QColor(200, 200, 204)};
    // The status bar text on entering play mode; null: a click plays a cell.
    const char* playPrompt = nullptr;
    // The palette in tool bar order, the eraser last; empty: one tool per kind.
    std::vector<PaletteEntry> palette;
    // Why a click is not a move; no `otherwise` text: the look says it in code, or a plain message.
    IllegalMoveTexts illegalMoves;
    // The game's cell kinds by name, as a count reads them ("poison: 3" in a contest
    // case's preview, the palette tools of a look without a palette): every kind of
    // its palette at least (test_game_parts checks it).
    std::vector<std::pair<engine::CellKind, const char*>> kindNames;
    // Marked cells of these kinds are drawn at least this many pixels wide however far
    // a windowed board is zoomed out (the one piece of pawn, so it can be found among
    // the obstacles); every other marked cell GameLook::kMinimumCellPixels.
    std::vector<std::pair<engine::CellKind, qreal>> minimumCellPixels;
    // True when paintMoveAnimation paints the game's moves.
    bool animatesMoves = false;
    // True when a move is a rectangle the player drags out (not one cell).
    bool playsRectangles = false;
    // The game's words for a row and a column as form labels with a mnemonic
    // (Go to Cell: nim's "&Heap (row):"); null: "&Row (downwards):", "&Column (to the right):".
    const char* rowLabel = nullptr;
    const char* columnLabel = nullptr;
    // Help ▸ Rules: the game's page (games/<id>/<Name>Rules.cpp); null: none.
    RulesPage (*rulesPage)() = nullptr;
};

} // namespace gui
