#pragma once

#include "engine/Cell.h"
#include "engine/Move.h"
#include "engine/Nimbers.h"
#include "engine/PlayRule.h"
#include "engine/misere/Genus.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace engine {

// The verdict on one legal move: what the position after it is worth to the
// opponent, who moves next. A move wins when it leaves the opponent a loss.
struct MoveVerdict {
    Move move;
    Outcome resultOutcome = Outcome::Win;
    std::optional<Nimber> resultGrundy;
    std::optional<int> resultRemoteness;

    [[nodiscard]] bool wins() const { return resultOutcome == Outcome::Loss; }
};

// An independent part of a position (a volcano rectangle, an attraction region, a
// component of ones): its cells, bounding rectangle and Grundy value. The value of
// the position is the XOR of the parts' values.
struct Part {
    std::vector<Cell> cells;
    Move bounds;
    Nimber grundy = 0;
    // Its genus (engine/misere/Genus.h), when a misère solver computed it.
    std::optional<misere::Genus> genus;
};

// One board of a sum (SumGame, engine/sums/SumGame.h) as its own solver sees
// it, as if it were alone: what a window shows beside the board and the marks
// a teacher toggles to. Moves and bounds are on the sum's combined board.
struct BoardSummary {
    Move bounds;                       // the board's cells on the combined board
    std::optional<Nimber> grundy;      // its value (0 without moves; under misère its normal-play one); nothing when not known
    Outcome outcome = Outcome::Loss;   // its own, for the player to move
    std::optional<int> remoteness;     // its own, when its solver knows it
    std::vector<MoveVerdict> ownMoves; // its moves' verdicts as if it were alone, in its game's order
};

// What a solver says about a position.
//
// Of a sum (SumGame) every field is the whole sum's, on its combined board:
// `moves` lists the moves of every board, board by board; `parts` are every
// board's own parts, and a board that does not split is one part of its
// whole window; `boards` holds each board's own summary.
struct Analysis {
    // The rule the verdicts follow. Under misère (the last move loses) `outcome`,
    // `remoteness` and the moves' verdicts are misère ones, `grundy` and the
    // moves' resultGrundy are empty (no nimber decides a misère sum), and a
    // position without moves is a win with remoteness 0.
    PlayRule rule = PlayRule::Normal;
    Outcome outcome = Outcome::Loss;       // for the player to move
    std::optional<Nimber> grundy;          // when the solver computes Grundy values
    std::optional<int> remoteness;         // when it can be computed exactly
    std::vector<MoveVerdict> moves;        // every legal move, in the order of Game::legalMoves
    std::vector<Part> parts;               // empty when the game does not split
    // Empty when `moves` lists every legal move. Otherwise `moves` is a window of
    // them (a pawn far from the origin has up to 2 * 10^9 moves) that holds every
    // winning move, and each legal move, listed or not, is one cell of exactly one
    // of these disjoint rectangles; the moves left out all lose.
    std::vector<Move> moveAreas;
    // From a lost position whose moves' remoteness the solver does not know: the
    // listed move it expects to hold out longest (pawn: a one-cell step, which is
    // the slowest loss on a board without impassable cells), else empty.
    std::optional<Move> stallingMove;
    // A sum's boards, in its order (SumGame); empty for the analysis of one game.
    std::vector<BoardSummary> boards;
    // Why the verdict is not known, naming the boards whose value is out of
    // reach: "the Grundy value of board 1 (pawn) is not known, so neither is
    // the sum's". Only a sum's analysis has one. Then nothing is guessed:
    // `outcome` is a placeholder (Loss) to be ignored, `grundy` and `remoteness`
    // are empty, every move's resultOutcome is Win (no move is claimed to win)
    // with empty resultGrundy and resultRemoteness, and `stallingMove` names the
    // move perfect play makes anyway (perfectSumMove: on the board that lasts
    // longest). `boards` and `parts` still show what each board's solver knows.
    // A misère analysis has one too when its search is out of reach ("the
    // misère verdict needs more than ... searched"), with the same meaning.
    std::optional<std::string> unknownReason;
    // Under misère, what normal play says of the same position when the solver
    // knows it (the teaching view shows it where it differs); `parts` then
    // hold the normal-play parts with their Grundy values and, where computed,
    // their genus.
    std::optional<Outcome> normalOutcome;
    std::optional<Nimber> normalGrundy;

    [[nodiscard]] bool known() const { return !unknownReason.has_value(); }
    [[nodiscard]] bool listsEveryMove() const { return moveAreas.empty(); }
    // The number of legal moves, listed or not.
    [[nodiscard]] std::int64_t legalMoveCount() const
    {
        if (listsEveryMove())
            return static_cast<std::int64_t>(moves.size());
        std::int64_t count = 0;
        for (const Move& area : moveAreas)
            count += (area.bottomRight.row - area.topLeft.row + 1) * (area.bottomRight.col - area.topLeft.col + 1);
        return count;
    }
    // The legal move number `index` (0 <= index < legalMoveCount()): in the order
    // of `moves`, or of the cells of moveAreas (area by area, row-major) when the
    // list is a window.
    [[nodiscard]] Move legalMoveAt(std::int64_t index) const
    {
        if (listsEveryMove())
            return moves[static_cast<std::size_t>(index)].move;
        for (const Move& area : moveAreas) {
            const Coord width = area.bottomRight.col - area.topLeft.col + 1;
            const std::int64_t size = (area.bottomRight.row - area.topLeft.row + 1) * width;
            if (index < size)
                return Move::at(Cell{area.topLeft.row + index / width, area.topLeft.col + index % width});
            index -= size;
        }
        return moves.back().move; // index out of range: not reached for a valid index
    }

    [[nodiscard]] std::vector<Move> winningMoves() const
    {
        std::vector<Move> result;
        for (const MoveVerdict& v : moves)
            if (v.wins())
                result.push_back(v.move);
        return result;
    }
    [[nodiscard]] const MoveVerdict* verdictFor(const Move& move) const
    {
        for (const MoveVerdict& v : moves)
            if (v.move == move)
                return &v;
        return nullptr;
    }
};

} // namespace engine
