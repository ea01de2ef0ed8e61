#include "gui/document/commands/ResizeBoardCommand.h"

#include "gui/document/GameDocument.h"

#include <QCoreApplication>

#include <algorithm>

namespace gui {

namespace {

DocumentState resized(const GameDocument& document, engine::Coord rows, engine::Coord cols)
{
    const engine::Game& game = document.game();
    DocumentState after;
    after.setup = game.emptyBoard(rows, cols);
    for (const auto& [cell, kind] : document.setup().markedCells())
        after.setup.setCell(cell, kind); // a cell outside the new size is left out
    // The moves replay on the new setup up to the first that is no longer legal
    // there; a setup the game cannot play keeps none.
    if (!game.winLossSetupProblem(after.setup)) {
        engine::Board position = after.setup;
        for (const engine::Move& move : document.moves()) {
            if (!game.isLegal(position, move))
                break;
            position = game.play(position, move);
            after.moves.push_back(move);
        }
    }
    after.currentMove = std::min(document.currentMove(), static_cast<int>(after.moves.size()));
    return after;
}

} // namespace

ResizeBoardCommand::ResizeBoardCommand(GameDocument* document, engine::Coord rows, engine::Coord cols)
    : StateChangeCommand(document, resized(*document, rows, cols),
                         QCoreApplication::translate("gui::ResizeBoardCommand", "Resize to %1 x %2")
                             .arg(rows)
                             .arg(cols))
    , m_movesBefore(static_cast<int>(document->moves().size()))
{
}

} // namespace gui
