#pragma once

#include "gui/looks/BoardPart.h"
#include "gui/looks/LookTraits.h"
#include "gui/looks/MoveAnimationFrame.h"
#include "gui/looks/PaletteTool.h"
#include "gui/looks/RulesPage.h"
#include "gui/looks/SetupAction.h"

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/Move.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QPainter>
#include <QRectF>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace engine {
class Solver;
}

namespace gui {

class BoardGeometry;
class CellMapLayer;
struct CellRange;

// How one game looks and speaks: how each cell kind is drawn, what its palette
// offers, how its moves are named and how its rules page reads. Everything
// game-specific of the GUI lives in one GameLook subclass in games/<id>/, which
// states its names, colours, palette and rules page as LookTraits and codes
// only its drawing and its own reasoning; GameLooks finds it by game id. The
// base class draws any kind plainly, so a game without its own look still shows.
class GameLook {
    Q_DECLARE_TR_FUNCTIONS(gui::GameLook)

public:
    // The plain look of a game without one of its own.
    GameLook() = default;
    // A look of its own: `traits` with texts that `translate` (the look's tr) translates.
    GameLook(LookTraits::Translate translate, LookTraits traits);
    GameLook(const GameLook&) = delete;
    GameLook& operator=(const GameLook&) = delete;
    virtual ~GameLook() = default;

    // Paints one cell filling `rect`. `detail` is the view's level of detail
    // (screen pixels per scene unit): small values ask for a plain drawing.
    virtual void paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const;
    // Paints `cell` of `board` filling `rect`, for looks whose drawing of a cell
    // depends on its neighbours (lines running across cells). The board item
    // calls this one; by default it paints the cell's kind alone.
    virtual void paintCellAt(QPainter& painter, const QRectF& rect, const engine::Board& board, engine::Cell cell,
                             qreal detail) const;
    // Paints over the whole board after its cells, within the board's scene
    // rectangle and its label margin (`geometry`); by default nothing. A sum
    // frames and names its boards here.
    virtual void paintOverBoard(QPainter& painter, const BoardGeometry& geometry, const engine::Board& board,
                                qreal detail) const;
    // Paints the free cells of `range` of a board painted coarsely (zoomed out on
    // so many cells that a paint cell by cell would take a frame and more: the
    // board item then paints the free cells as fills and the marked cells one by
    // one), each fill as a free cell of the board looks; by default one fill of
    // the whole range. A sum fills each board's part with that board's look.
    virtual void paintFreeCells(QPainter& painter, const BoardGeometry& geometry, const CellRange& range) const;
    // The colour around and between the cells, in the light or dark variant of
    // ColorScheme::current().
    [[nodiscard]] QColor backgroundColor() const;
    // The colour of the coordinate labels, readable on backgroundColor().
    [[nodiscard]] QColor labelColor() const;
    // True when the game's moves are animated (paintMoveAnimation paints something).
    [[nodiscard]] bool animatesMoves() const { return m_traits.animatesMoves; }
    // Paints one frame of the animation of a move over the board that already
    // shows its result; by default nothing (the board just changes).
    virtual void paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const;
    // The game's name as the user reads it (window title, New dialog), translated;
    // the engine's English display name for a game without its own look.
    [[nodiscard]] QString gameName(const engine::Game& game) const;
    // The palette, in tool bar order; the last entry is the eraser.
    [[nodiscard]] QList<PaletteTool> paletteTools(const QList<engine::CellKind>& kinds) const;
    // Edits of the whole setup the palette offers besides painting (each one undo step).
    [[nodiscard]] virtual QList<SetupAction> setupActions() const;
    // A fresh rows x cols setup for New: the game's empty board unless an empty
    // board could not be played at all, or would not be the game (chomp without poison).
    [[nodiscard]] virtual engine::Board newBoard(const engine::Game& game, engine::Coord rows,
                                                 engine::Coord cols) const;
    // How the New dialog names the board newBoard() makes, with a mnemonic, and its
    // tooltip; both empty: the dialog's own ("Empty board").
    struct NewBoardName {
        QString text;
        QString toolTip;
    };
    [[nodiscard]] virtual NewBoardName newBoardName() const { return {}; }
    // True when a move is a rectangle the player drags out (not one cell) somewhere on the board.
    [[nodiscard]] bool playsRectangles() const { return m_traits.playsRectangles; }
    // True when a move starting at `cell` is a rectangle the player drags out (a
    // corner then another with the keyboard); false where one click or Enter plays
    // the cell. A sum answers by the game of the board holding the cell.
    [[nodiscard]] virtual bool playsRectanglesAt(engine::Cell cell) const;
    // The status bar text on entering play mode: what a click does.
    [[nodiscard]] QString playPrompt() const;
    // The boards of a rows x cols grid of this game, left to right, as the keyboard
    // cursor and Go to Cell reach them: by default one, the whole grid, in the
    // look's row and column words; a sum's each of its boards in its game's words.
    [[nodiscard]] virtual std::vector<BoardPart> boardParts(engine::Coord rows, engine::Coord cols) const;
    // The game's words for a row and a column as form labels (LookTraits::rowLabel), translated.
    [[nodiscard]] QString rowLabel() const;
    [[nodiscard]] QString columnLabel() const;
    // The setup with `number` typed on `cell` in Edit mode (nim: the heap of the
    // cell's row set to that many counters from the left); nothing where a typed
    // number sets nothing or does not fit the board (by default everywhere).
    [[nodiscard]] virtual std::optional<engine::Board> setupWithNumber(const engine::Board& setup, engine::Cell cell,
                                                                       int number) const;
    // A short name for a move by its cells ("(2, 3)"), without the position.
    [[nodiscard]] virtual QString moveName(const engine::Move& move) const;
    // A move played from `position` in the game's own words: every place that
    // names a move to the user (move list, move table, hint, status bar, best
    // line, value history, puzzles, worksheets) asks this. By default moveName;
    // nim says "heap 2: take 3", a sum names the board and asks its game's look.
    [[nodiscard]] virtual QString describeMove(const engine::Board& position, const engine::Move& move) const;
    // True when describeMove reads the position (nim); false when it is moveName,
    // so a sum names such a board's moves without cutting the board out.
    [[nodiscard]] virtual bool describesMovesByPosition() const { return false; }
    // Why clicking `cell` is not a legal move in `position`.
    [[nodiscard]] virtual QString illegalMoveReason(const engine::Board& position, engine::Cell cell) const;
    // Why `move` is not legal in `position`; by default the reason for its top-left cell.
    [[nodiscard]] virtual QString illegalMoveReason(const engine::Board& position, const engine::Move& move) const;
    // The name of a cell kind for tool tips and messages, from LookTraits::kindNames
    // ("unknown" for a kind the look does not name).
    // Virtual for a look made of other looks (SumLook: the kinds of its boards' games).
    [[nodiscard]] virtual QString kindName(engine::CellKind kind) const;
    [[nodiscard]] virtual bool namesKind(engine::CellKind kind) const;
    // The smallest a marked cell of `kind` is drawn when zoomed far out, in pixels
    // (LookTraits::minimumCellPixels, else kMinimumCellPixels).
    [[nodiscard]] qreal minimumCellPixels(engine::CellKind kind) const;
    static constexpr qreal kMinimumCellPixels = 3.0;

    // The cell the view keeps in sight (the pawn game's pawn on its 10^9 board):
    // the view follows it when a move or an undo takes it out of sight, Fit and a
    // new board open on it, View ▸ Centre on… centres it. None by default: the
    // other games show their whole board.
    [[nodiscard]] virtual std::optional<engine::Cell> cellToKeepInView(const engine::Board& board) const;
    // The View menu's text and tool tip for centring on that cell (translated).
    [[nodiscard]] virtual QString centreOnKeptCellText() const;
    [[nodiscard]] virtual QString centreOnKeptCellTip() const;

    // A colouring of the board's free cells drawn from `solver` (one of this game's,
    // prepared), painted under the marked cells: the pawn game's win/loss map. Null
    // for a game without one, or while the solver has none yet.
    [[nodiscard]] virtual std::shared_ptr<const CellMapLayer> cellMapLayer(const engine::Solver& solver) const;

    // The game's page of Help ▸ Rules, translated; empty for a game without one.
    [[nodiscard]] RulesPage rulesPage() const;

private:
    // Translated in the look's own context.
    [[nodiscard]] QString translated(const char* source) const;

    LookTraits::Translate m_translate = nullptr;
    LookTraits m_traits;
};

} // namespace gui
