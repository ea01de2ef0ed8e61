#include "gui/document/commands/PaintCellsCommand.h"

#include "gui/document/GameDocument.h"

#include <QCoreApplication>

namespace gui {

namespace {

DocumentState painted(const engine::Game& game, const DocumentState& before, const std::vector<engine::Cell>& cells,
                      engine::CellKind kind, const PaintCellsCommand::Rule& rule, bool* changedAnything)
{
    DocumentState after = before;
    *changedAnything = game.paintCells(after.setup, cells, kind); // the game's rule (pawn: one, moved)
    if (*changedAnything && rule)
        after.setup = rule(after.setup);
    after.moves.clear();
    after.currentMove = 0;
    return after;
}

QString textFor(engine::CellKind kind, bool clearsMoves)
{
    QString text = kind == engine::CellKind::Empty ? QCoreApplication::translate("gui::PaintCellsCommand", "Erase")
                                                   : QCoreApplication::translate("gui::PaintCellsCommand", "Paint");
    if (clearsMoves)
        text += QCoreApplication::translate("gui::PaintCellsCommand", " (clears the moves played)");
    return text;
}

} // namespace

PaintCellsCommand::PaintCellsCommand(GameDocument* document, const std::vector<engine::Cell>& cells,
                                     engine::CellKind kind, int stroke, const Rule& rule)
    : StateChangeCommand(document, document->state(), textFor(kind, !document->moves().empty()))
    , m_kind(kind)
    , m_stroke(stroke)
{
    bool changedAnything = false;
    setAfter(painted(document->game(), document->state(), cells, kind, rule, &changedAnything));
    m_noOp = !changedAnything;
}

bool PaintCellsCommand::mergeWith(const QUndoCommand* other)
{
    const auto* paint = dynamic_cast<const PaintCellsCommand*>(other);
    if (paint == nullptr || paint->m_stroke != m_stroke || paint->m_kind != m_kind)
        return false;
    // The other command started from our `after`, so its `after` is the stroke's end.
    setAfter(paint->after());
    return true;
}

} // namespace gui
