#pragma once

#include "gui/looks/GameLook.h"

namespace gui {

// Rectangles as glazed tiles on a pale grid: a filled cell (1) is a blue tile,
// an empty cell (0) an empty slot. A move is a rectangle the player drags out.
class RectanglesLook final : public GameLook {
    Q_DECLARE_TR_FUNCTIONS(gui::RectanglesLook)

public:
    void paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const override;
    [[nodiscard]] QColor backgroundColor() const override;
    [[nodiscard]] QColor labelColor() const override;
    // The cleared rectangle lights up and fades while its tiles shrink away from its centre.
    [[nodiscard]] bool animatesMoves() const override { return true; }
    void paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const override;
    [[nodiscard]] QString gameName(const engine::Game& game) const override;
    [[nodiscard]] QList<PaletteTool> paletteTools(const QList<engine::CellKind>& kinds) const override;
    [[nodiscard]] bool playsRectangles() const override { return true; }
    [[nodiscard]] QString playPrompt() const override;
    [[nodiscard]] QString moveName(const engine::Move& move) const override;
    [[nodiscard]] QString illegalMoveReason(const engine::Board& position, engine::Cell cell) const override;
    [[nodiscard]] QString illegalMoveReason(const engine::Board& position, const engine::Move& move) const override;
    // Help ▸ Rules (games/rectangles/RectanglesRules.cpp).
    [[nodiscard]] QString rulesText() const override;
    [[nodiscard]] QString howToPlayText() const override;
    [[nodiscard]] std::vector<RulesPicture> rulesPictures() const override;
};

} // namespace gui
