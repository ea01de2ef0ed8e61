#include "gui/looks/RulesPicture.h"

#include <utility>

namespace gui {

RulesPicture::RulesPicture(engine::Board setup, QString caption)
    : setup(std::move(setup))
    , caption(std::move(caption))
{
}

RulesPicture RulesPicture::after(std::vector<engine::Move> played) const
{
    RulesPicture picture = *this;
    picture.moves = std::move(played);
    return picture;
}

RulesPicture RulesPicture::showing(std::initializer_list<Overlay> overlays) const
{
    RulesPicture picture = *this;
    for (const Overlay overlay : overlays) {
        switch (overlay) {
        case Overlay::Marks: picture.marks = true; break;
        case Overlay::GrundyValues: picture.grundyValues = true; break;
        case Overlay::Parts: picture.decomposition = true; break;
        case Overlay::WinLossMap: picture.winLossMap = true; break;
        case Overlay::Shading: picture.shading = true; break;
        }
    }
    return picture;
}

RulesPicture RulesPicture::inWindow(engine::Coord rows, engine::Coord cols) const
{
    RulesPicture picture = *this;
    picture.windowRows = rows;
    picture.windowCols = cols;
    return picture;
}

RulesPicture RulesPicture::underRule(engine::PlayRule played) const
{
    RulesPicture picture = *this;
    picture.rule = played;
    return picture;
}

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
