#pragma once

#include "gui/looks/GameLook.h"

namespace gui {

// Volcano as a mossy field: walls are basalt blocks, monsters little violet
// creatures, lava glows orange across the cells it covered (walls included) and
// the cell a volcano erupted from shows a cone with its crater.
class VolcanoLook final : public GameLook {
    Q_DECLARE_TR_FUNCTIONS(gui::VolcanoLook)

public:
    void paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const override;
    [[nodiscard]] QColor backgroundColor() const override;
    [[nodiscard]] QColor labelColor() const override;
    // The lava flows out of the erupting cell along its row and column, its hot
    // front glowing; the monster fades out in the crater.
    [[nodiscard]] bool animatesMoves() const override { return true; }
    void paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const override;
    [[nodiscard]] QString gameName(const engine::Game& game) const override;
    [[nodiscard]] QList<PaletteTool> paletteTools(const QList<engine::CellKind>& kinds) const override;
    [[nodiscard]] QList<SetupAction> setupActions() const override;
    [[nodiscard]] engine::Board newBoard(const engine::Game& game, engine::Coord rows,
                                         engine::Coord cols) const override;
    [[nodiscard]] QString playPrompt() const override;
    using GameLook::illegalMoveReason;
    [[nodiscard]] QString illegalMoveReason(const engine::Board& position, engine::Cell cell) const override;
    // Help ▸ Rules (games/volcano/VolcanoRules.cpp).
    [[nodiscard]] QString rulesText() const override;
    [[nodiscard]] QString howToPlayText() const override;
    [[nodiscard]] std::vector<RulesPicture> rulesPictures() const override;
};

} // namespace gui
