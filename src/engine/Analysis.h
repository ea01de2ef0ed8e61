#pragma once

#include "engine/Cell.h"
#include "engine/Move.h"
#include "engine/Nimbers.h"

#include <optional>
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
};

// What a solver says about a position.
struct Analysis {
    Outcome outcome = Outcome::Loss;       // for the player to move
    std::optional<Nimber> grundy;          // when the solver computes Grundy values
    std::optional<int> remoteness;         // when it can be computed exactly
    std::vector<MoveVerdict> moves;        // every legal move, in the order of Game::legalMoves
    std::vector<Part> parts;               // empty when the game does not split

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
