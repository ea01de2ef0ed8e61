#include "gui/board/tools/EditTool.h"

#include "gui/document/GameDocument.h"
#include "gui/document/commands/NewSetupCommand.h"
#include "gui/document/commands/PaintCellsCommand.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace gui {

EditTool::EditTool(GameDocument* document, QObject* parent)
    : BoardTool(parent)
    , m_document(document)
    , m_game(&document->game())
{
    resetPaletteKind();
    connect(m_document, &GameDocument::changed, this, [this] {
        if (m_game != &m_document->game()) {
            m_game = &m_document->game();
            m_strokeKind.reset();
            resetPaletteKind();
        }
    });
}

void EditTool::resetPaletteKind()
{
    const std::vector<engine::CellKind> kinds = m_game->paletteKinds();
    m_paletteKind = kinds.empty() ? engine::CellKind::Empty : kinds.front();
}

void EditTool::press(engine::Cell cell, Qt::MouseButton button)
{
    if (button != Qt::LeftButton && button != Qt::RightButton)
        return;
    ++m_stroke;
    const engine::CellKind current = m_document->setup().cellAt(cell);
    if (button == Qt::RightButton || m_paletteKind == engine::CellKind::Empty)
        m_strokeKind = engine::CellKind::Empty;
    else
        m_strokeKind = current == m_paletteKind ? engine::CellKind::Empty : m_paletteKind;
    m_last = cell;
    const bool hadMoves = !m_document->moves().empty();
    auto* command = new PaintCellsCommand(m_document, {cell}, *m_strokeKind, m_stroke, m_liveRule);
    if (command->isNoOp()) {
        delete command;
        return;
    }
    m_document->undoStack()->push(command);
    if (hadMoves)
        emit message(tr("Editing the setup: the moves played were cleared (Undo brings them back)."));
}

void EditTool::drag(engine::Cell cell)
{
    if (!m_strokeKind || cell == m_last)
        return;
    paintLine(m_last, cell);
    m_last = cell;
}

void EditTool::release()
{
    m_strokeKind.reset();
}

void EditTool::activate(engine::Cell cell)
{
    press(cell, Qt::LeftButton);
    release();
}

void EditTool::cancel()
{
    // What the stroke painted so far stays (Undo takes it back).
    m_strokeKind.reset();
}

void EditTool::applyToSetup(const QString& text, const std::function<engine::Board(const engine::Board&)>& apply)
{
    const engine::Board setup = apply(m_document->setup());
    if (setup == m_document->setup() && m_document->moves().empty()) {
        emit message(tr("%1: nothing changed.").arg(text));
        return;
    }
    m_document->undoStack()->push(new NewSetupCommand(m_document, setup, text));
    emit message(tr("%1: done (Undo takes it back).").arg(text));
}

void EditTool::paintLine(engine::Cell from, engine::Cell to)
{
    // Every cell on the straight line between the two, so a fast drag leaves no gaps.
    const engine::Coord steps = std::max(std::abs(to.row - from.row), std::abs(to.col - from.col));
    std::vector<engine::Cell> cells;
    for (engine::Coord i = 1; i <= steps; ++i) {
        const double t = static_cast<double>(i) / static_cast<double>(steps);
        const auto along = [t](engine::Coord a, engine::Coord b) {
            return a + static_cast<engine::Coord>(std::lround(t * static_cast<double>(b - a)));
        };
        cells.push_back({along(from.row, to.row), along(from.col, to.col)});
    }
    auto* command = new PaintCellsCommand(m_document, cells, *m_strokeKind, m_stroke, m_liveRule);
    if (command->isNoOp()) {
        delete command;
        return;
    }
    m_document->undoStack()->push(command);
}

} // namespace gui
