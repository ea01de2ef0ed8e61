#include "gui/board/tools/EditTool.h"

#include "gui/board/CellWalk.h"
#include "gui/document/GameDocument.h"
#include "gui/document/commands/NewSetupCommand.h"
#include "gui/document/commands/PaintCellsCommand.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"

#include "engine/sums/SumGame.h"

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
    m_typed.reset();
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
    m_refusalSaid = false;
    auto* command = new PaintCellsCommand(m_document, {cell}, *m_strokeKind, m_stroke, m_liveRule);
    if (command->isNoOp()) {
        delete command;
        sayWhyNotPainted(cell, true);
        return;
    }
    m_document->undoStack()->push(command);
    if (hadMoves)
        emit message(tr("Editing the setup: the moves played were cleared (Undo brings them back)."));
}

void EditTool::drag(engine::Cell cell)
{
    // Without the pointer's positions: the segment between the two cells' centres.
    const auto centre = [](engine::Cell c) {
        return QPointF(static_cast<qreal>(c.col) + 0.5, static_cast<qreal>(c.row) + 0.5);
    };
    dragAlong(centre(m_last), centre(cell), cell);
}

void EditTool::dragAlong(QPointF from, QPointF to, engine::Cell cell)
{
    if (!m_strokeKind || cell == m_last)
        return;
    paintCells(CellWalk::along(from, to));
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

void EditTool::cursorMoved(engine::Cell)
{
    m_typed.reset();
}

bool EditTool::typeDigit(engine::Cell cell, int digit)
{
    const GameLook& look = GameLooks::find(m_document->game());
    const engine::Board& setup = m_document->setup();
    const bool goesOn = m_typed && m_typed->cell == cell && m_typed->setup == setup && m_document->moves().empty();
    int value = goesOn ? m_typed->value * 10 + digit : digit;
    std::optional<engine::Board> next = goesOn && value <= 100'000'000 ? look.setupWithNumber(setup, cell, value)
                                                                       : std::nullopt;
    if (!next) { // a new number
        value = digit;
        next = look.setupWithNumber(setup, cell, value);
    }
    m_typed.reset();
    if (!next) {
        if (!look.setupWithNumber(setup, cell, 0))
            return false; // a number means nothing here
        emit message(tr("%1 does not fit on this board.").arg(digit));
        return true;
    }
    if (*next != setup || !m_document->moves().empty())
        m_document->undoStack()->push(new NewSetupCommand(m_document, *next, tr("Type %1").arg(value)));
    m_typed = TypedNumber{cell, value, m_document->setup()};
    emit message(tr("Typed %1: type more digits for a larger number, or move on.").arg(value));
    return true;
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

void EditTool::paintCells(const std::vector<engine::Cell>& cells)
{
    const engine::Board& setup = m_document->setup();
    std::vector<engine::Cell> onBoard;
    onBoard.reserve(cells.size());
    for (const engine::Cell cell : cells)
        if (setup.contains(cell))
            onBoard.push_back(cell);
    if (onBoard.empty())
        return;
    sayWhyNotPainted(onBoard.back(), false);
    auto* command = new PaintCellsCommand(m_document, onBoard, *m_strokeKind, m_stroke, m_liveRule);
    if (command->isNoOp()) {
        delete command;
        return;
    }
    m_document->undoStack()->push(command);
}

void EditTool::sayWhyNotPainted(engine::Cell cell, bool pressed)
{
    const engine::SumGame* sum = engine::asSumGame(m_document->game());
    // A drag crosses the gaps between the boards freely.
    if (sum == nullptr || m_refusalSaid || !m_strokeKind || (!pressed && !sum->layout().boardAt(cell)))
        return;
    if (const std::optional<std::string> problem = sum->paintProblem(m_document->setup(), cell, *m_strokeKind)) {
        m_refusalSaid = true; // once a stroke
        emit message(tr("Not painted: %1").arg(QString::fromStdString(*problem)));
    }
}

} // namespace gui
