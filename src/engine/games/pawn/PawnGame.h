#pragma once

#include "engine/Game.h"
#include "engine/games/pawn/PawnReach.h"

#include <string>
#include <optional>

namespace engine {

// Pawn (src/games/pawn/RULES.md) on the (10^9 + 1) x (10^9 + 1) board of cells
// (X, Y), stored as Cell{row = Y, col = X}: X grows to the right, Y downwards.
// Cells: Impassable, and one Pawn on a passable cell. A move is the 1x1
// rectangle of the pawn's destination, left in its row or up in its column,
// neither landing on nor passing an impassable cell. Positions keep the setup's
// impassable cells and differ only in where the pawn stands.
//
// A pawn can have up to 2 * 10^9 moves, so legalMoves lists every move only
// when there are at most kMaxListedMoves; otherwise it lists the kNearMoves
// nearest destinations in each direction (never empty while a move exists, so
// "no legal move" still means the game is over). reachOf tells the whole move
// set: a front end that needs every destination enumerates it from there, and
// PawnSolver's analysis adds the (at most two) winning moves to the list and
// tells the whole set as Analysis::moveAreas.
//
// Finding the pawn and the nearest impassable cells left of it and above it
// takes the Board's look-ups by kind and along a row or column: O(log N) for
// legalMoves (besides the moves it lists), isLegal and play (whose board shares
// the position's cells and changes two), so the desktop program plays on a
// board of 10^5 impassable cells without a pass over them.
class PawnGame final : public Game {
public:
    static constexpr Coord kMaxCoord = 1'000'000'000;
    static constexpr Coord kSide = kMaxCoord + 1;
    static constexpr std::size_t kMaxImpassable = 100'000;
    static constexpr Coord kMaxListedMoves = 4096;
    static constexpr Coord kNearMoves = kMaxListedMoves / 2;

    PawnGame();

    // Its own messages: the board's one size in X and Y, the number of
    // impassable cells, the cells in (X, Y), and the pawn (pawnProblem).
    [[nodiscard]] std::optional<std::string> setupProblem(const Board& setup) const override;
    [[nodiscard]] std::vector<Move> legalMoves(const Board& position) const override;
    [[nodiscard]] bool isLegal(const Board& position, const Move& move) const override;
    // The position after a legal move; throws InvalidArgument for an illegal one.
    [[nodiscard]] Board play(const Board& position, const Move& move) const override;
    // Not beyond kMaxListedMoves.
    [[nodiscard]] bool listsEveryMove(const Board& position) const override;
    [[nodiscard]] std::unique_ptr<Solver> createSolver(const Board& setup) const override;
    // The misère sweep (PawnSolver under PlayRule::Misere): exact on the whole
    // board, as the normal solver; the generic search over whole positions
    // could not reach a board of 10^9 cells a side.
    [[nodiscard]] std::unique_ptr<Solver> createMisereSolver(const Board& setup) const override;
    // A board holds one pawn: painting the pawn moves it to the stroke's last
    // cell; other kinds paint as in every game.
    bool paintCells(Board& setup, const std::vector<Cell>& cells, CellKind kind) const override;

    // Why `position` has no single pawn, or nothing.
    [[nodiscard]] static std::optional<std::string> pawnProblem(const Board& position);
    // Where the pawn of `position` can go; throws InvalidArgument (pawnProblem's
    // words) when the board has no single pawn.
    [[nodiscard]] static PawnReach reachOf(const Board& position);
    // The moves legalMoves lists for a pawn with this reach, row-major.
    [[nodiscard]] static std::vector<Move> listedMoves(const PawnReach& reach);
    // All moves of a pawn with this reach as at most two rectangles: its column
    // run above it, then its row run left of it (Analysis::moveAreas).
    [[nodiscard]] static std::vector<Move> moveAreas(const PawnReach& reach);
    // A cell as the pawn game's texts show it: "(X, Y)".
    [[nodiscard]] static std::string xyText(Cell cell);

private:
    // Fills `reach` for the pawn of `position`; why there is no single pawn, or nothing.
    [[nodiscard]] static std::optional<std::string> findReach(const Board& position, PawnReach& reach);
};

} // namespace engine
