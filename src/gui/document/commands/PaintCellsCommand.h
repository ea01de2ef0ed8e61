#pragma once

#include "gui/document/commands/StateChangeCommand.h"

#include "engine/Cell.h"
#include "engine/CellKind.h"

#include <functional>
#include <vector>

namespace gui {

// Paints cells of the setup with one kind (Empty erases). All the commands of
// one mouse stroke carry the same stroke number and merge into one undo step.
// Painting the setup clears the moves played, which undo brings back.
class PaintCellsCommand : public StateChangeCommand {
public:
    static constexpr int kId = 1001;

    // A setup edit that follows every change of the painted cells (see EditTool::setLiveRule).
    using Rule = std::function<engine::Board(const engine::Board&)>;

    // Paints `cells` with `kind`; when that changes anything, `rule` (if set) is
    // applied to the painted setup in the same step.
    PaintCellsCommand(GameDocument* document, const std::vector<engine::Cell>& cells, engine::CellKind kind,
                      int stroke, const Rule& rule = {});

    // True when the command would change nothing (then it need not be pushed).
    [[nodiscard]] bool isNoOp() const { return m_noOp; }

    [[nodiscard]] int id() const override { return kId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    engine::CellKind m_kind;
    int m_stroke;
    bool m_noOp = true;
};

} // namespace gui
