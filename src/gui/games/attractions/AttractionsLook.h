#pragma once

#include "gui/looks/GameLook.h"

namespace gui {

// Attractions as a park plan: plain cells are lawn, spots sandy building lots,
// an attraction a striped tent, and its signs plum lines running diagonally
// from it, so each of the four diagonals reads as one line across the cells.
class AttractionsLook final : public GameLook {
    Q_DECLARE_TR_FUNCTIONS(gui::AttractionsLook)

public:
    void paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const override;
    void paintCellAt(QPainter& painter, const QRectF& rect, const engine::Board& board, engine::Cell cell,
                     qreal detail) const override;
    [[nodiscard]] QColor backgroundColor() const override;
    [[nodiscard]] QColor labelColor() const override;
    // The tent rises on its lot and its signs grow out along the four diagonals.
    [[nodiscard]] bool animatesMoves() const override { return true; }
    void paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const override;
    [[nodiscard]] QString gameName(const engine::Game& game) const override;
    [[nodiscard]] QList<PaletteTool> paletteTools(const QList<engine::CellKind>& kinds) const override;
    [[nodiscard]] QString playPrompt() const override;
    using GameLook::illegalMoveReason;
    [[nodiscard]] QString illegalMoveReason(const engine::Board& position, engine::Cell cell) const override;
    // Help ▸ Rules (games/attractions/AttractionsRules.cpp).
    [[nodiscard]] QString rulesText() const override;
    [[nodiscard]] QString howToPlayText() const override;
    [[nodiscard]] std::vector<RulesPicture> rulesPictures() const override;
};

} // namespace gui
