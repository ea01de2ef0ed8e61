#pragma once

#include "engine/sums/SumComponent.h"
#include "engine/sums/SumMove.h"

#include <cstddef>
#include <span>
#include <string>
#include <vector>

namespace engine {

// A position of a sum of 1 to kMaxBoards boards of any games, played as one
// game: a move is a move on one board, and the player who cannot move on any
// board loses. A sum of one board is exactly that board's game.
//
// A value type: copies are cheap (boards share their cells), so a front end
// hands a copy to a worker thread.
class GameSum {
public:
    static constexpr std::size_t kMaxBoards = 8;

    // Throws InvalidArgument unless there are 1 to kMaxBoards boards, each with a module.
    explicit GameSum(std::vector<SumComponent> boards);

    [[nodiscard]] std::size_t size() const { return m_boards.size(); }
    [[nodiscard]] const SumComponent& board(std::size_t index) const { return m_boards.at(index); }
    [[nodiscard]] std::span<const SumComponent> boards() const { return m_boards; }

    // How messages name a board: "board 2 (pawn)", counting from 0 as the CLI does.
    [[nodiscard]] std::string boardName(std::size_t index) const;

    // Every legal move, board by board, each board's in its game's order
    // (Game::legalMoves, so a pawn far from the origin lists its capped window).
    [[nodiscard]] std::vector<SumMove> legalMoves() const;
    [[nodiscard]] bool isLegal(const SumMove& move) const;
    // The sum after a legal move; throws InvalidArgument for a board out of
    // range or a move its game refuses.
    [[nodiscard]] GameSum play(const SumMove& move) const;

    friend bool operator==(const GameSum& a, const GameSum& b);

private:
    std::vector<SumComponent> m_boards;
};

} // namespace engine
