#pragma once

#include "gui/looks/GameLook.h"

namespace gui {

// Poisoned Chomp as a chocolate bar: pieces with a bevel, poison pieces marked
// with a violet drop, eaten pieces as empty slots in the tray.
class ChompLook final : public GameLook {
    Q_DECLARE_TR_FUNCTIONS(gui::ChompLook)

public:
    void paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const override;
    [[nodiscard]] QColor backgroundColor() const override;
    [[nodiscard]] QColor labelColor() const override;
    // The eaten pieces shrink and fade, those nearest the bite first.
    [[nodiscard]] bool animatesMoves() const override { return true; }
    void paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const override;
    [[nodiscard]] QString gameName(const engine::Game& game) const override;
    [[nodiscard]] QList<PaletteTool> paletteTools(const QList<engine::CellKind>& kinds) const override;
    [[nodiscard]] QString playPrompt() const override;
    using GameLook::illegalMoveReason;
    [[nodiscard]] QString illegalMoveReason(const engine::Board& position, engine::Cell cell) const override;
    // Help ▸ Rules (games/chomp/ChompRules.cpp).
    [[nodiscard]] QString rulesText() const override;
    [[nodiscard]] QString howToPlayText() const override;
    [[nodiscard]] std::vector<RulesPicture> rulesPictures() const override;
};

} // namespace gui
