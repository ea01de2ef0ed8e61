#include "gui/looks/RulesPicture.h"

namespace gui {

engine::Board RulesPicture::position(const engine::Game& game) const
{
    engine::Board board = setup;
    for (const engine::Move& move : moves) {
        if (!game.isLegal(board, move))
            break; // an example that no longer fits the rules shows where it stopped
        board = game.play(board, move);
    }
    return board;
}

engine::Board RulesPicture::boardFrom(std::initializer_list<std::string_view> rows, char marked,
                                      engine::CellKind kind)
{
    engine::Board board(static_cast<engine::Coord>(rows.size()), static_cast<engine::Coord>(rows.begin()->size()));
    engine::Coord r = 0;
    for (std::string_view row : rows) {
        for (std::size_t c = 0; c < row.size(); ++c)
            if (row[c] == marked)
                board.setCell({r, static_cast<engine::Coord>(c)}, kind);
        ++r;
    }
    return board;
}

} // namespace gui
