#pragma once

#include "gui/looks/GameLook.h"

namespace gui {

// Pawn on its 10^9 x 10^9 board: pale sand for passable cells, dark stone for
// impassable ones, a chess pawn. Texts use the contest's (X, Y) = (column,
// row), X growing to the right and Y downwards. The palette's pawn moves the
// one pawn (PaintCellsCommand keeps a single pawn), so the setup stays playable.
class PawnLook final : public GameLook {
    Q_DECLARE_TR_FUNCTIONS(gui::PawnLook)

public:
    void paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const override;
    [[nodiscard]] QColor backgroundColor() const override;
    [[nodiscard]] QColor labelColor() const override;
    [[nodiscard]] QString gameName(const engine::Game& game) const override;
    // The pawn glides from its old cell to the new one along a fading trail
    // (over the last few cells of a long move, where the view follows it).
    [[nodiscard]] bool animatesMoves() const override { return true; }
    void paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const override;
    [[nodiscard]] QList<PaletteTool> paletteTools(const QList<engine::CellKind>& kinds) const override;
    // Always the full board (the size asked for is ignored) with the pawn at (8, 8).
    [[nodiscard]] engine::Board newBoard(const engine::Game& game, engine::Coord rows,
                                         engine::Coord cols) const override;
    [[nodiscard]] QString playPrompt() const override;
    [[nodiscard]] QString moveName(const engine::Move& move) const override;
    using GameLook::illegalMoveReason;
    [[nodiscard]] QString illegalMoveReason(const engine::Board& position, engine::Cell cell) const override;

    // The pawn, so the view follows it across the 10^9 board.
    [[nodiscard]] std::optional<engine::Cell> cellToKeepInView(const engine::Board& board) const override;
    [[nodiscard]] QString centreOnKeptCellText() const override;
    [[nodiscard]] QString centreOnKeptCellTip() const override;

    // A cell as the contest writes it: "(X, Y)".
    [[nodiscard]] static QString cellName(engine::Cell cell);
    // The win/loss map of a prepared PawnSolver (the look knows its own game's solver).
    [[nodiscard]] std::shared_ptr<const CellMapLayer> cellMapLayer(const engine::Solver& solver) const override;
    // Help ▸ Rules (games/pawn/PawnRules.cpp).
    [[nodiscard]] QString rulesText() const override;
    [[nodiscard]] QString howToPlayText() const override;
    [[nodiscard]] std::vector<RulesPicture> rulesPictures() const override;
};

} // namespace gui
