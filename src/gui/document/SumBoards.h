#pragma once

#include "gui/document/DocumentState.h"

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/GameModule.h"
#include "engine/sums/SumMove.h"

#include <cstddef>
#include <string>
#include <optional>
#include <utility>
#include <variant>
#include <vector>

namespace gui {

// A document's game and state seen as a list of boards (a plain game is a sum
// of one) with the moves played as moves of those boards, so a board can be
// added, removed or moved and the document rebuilt from the list: each board
// keeps its setup, and the moves on the boards kept stay, in their order, on
// their boards wherever those now lie (boards are independent, so each stays
// legal). Edit ▸ Add Board to Sum and Remove Board from Sum are made of it.
class SumBoards {
public:
    struct Entry {
        const engine::GameModule* module = nullptr;
        engine::Board setup; // the board's own game board (a pawn's full plane)
        // The window the sum shows of a board too large to show whole, kept
        // across edits (engine::SumComponent::window); empty: chosen anew.
        std::optional<std::pair<engine::Coord, engine::Coord>> window;
    };
    // What compose makes: the game (a registered one for one board, else
    // engine::sumGameOf's) and the state on its board.
    struct Composed {
        const engine::Game* game = nullptr;
        DocumentState state;
    };

    // The boards of `game` (a SumGame's, or the one board of a registered game).
    SumBoards(const engine::Game& game, const DocumentState& state);

    [[nodiscard]] std::size_t size() const { return m_boards.size(); }
    [[nodiscard]] const Entry& board(std::size_t index) const { return m_boards.at(index); }
    [[nodiscard]] const std::vector<engine::SumMove>& moves() const { return m_moves; }
    [[nodiscard]] int currentMove() const { return m_currentMove; }

    // Puts `entry` at `index` (size() for the right end).
    void insert(std::size_t index, Entry entry);
    // Removes the board and the moves played on it (the moves before the
    // current one count down with them).
    void remove(std::size_t index);
    // Moves a board to `to`, its moves with it.
    void move(std::size_t from, std::size_t to);

    // The document of these boards, or why they make no sum (a board too large
    // to show, SumLayout::sumBoardsProblem's words). Needs 1 to 8 boards.
    [[nodiscard]] std::variant<Composed, std::string> compose() const;

private:
    std::vector<Entry> m_boards;
    std::vector<engine::SumMove> m_moves;
    int m_currentMove = 0;
};

} // namespace gui
