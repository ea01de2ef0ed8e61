#pragma once

#include "engine/Board.h"
#include "engine/Move.h"

#include <QGraphicsItem>

#include <memory>
#include <vector>

namespace gui {

class BoardGeometry;
class GameLook;

// A short-lived item above the board painting one move's animation: the look's
// paintMoveAnimation at the item's progress. The board below already shows the
// result, so removing the item at any time leaves the right picture.
class MoveAnimationItem : public QGraphicsItem {
public:
    // `look` and `geometry` must outlive the item; `changed` are the cells the move changed.
    // The boards are shared, not copied: a pawn board may hold 10^5 cells.
    MoveAnimationItem(const GameLook* look, const BoardGeometry* geometry,
                      std::shared_ptr<const engine::Board> before, std::shared_ptr<const engine::Board> after,
                      engine::Move move, std::vector<engine::Cell> changed);

    [[nodiscard]] qreal progress() const { return m_progress; }
    void setProgress(qreal progress);
    [[nodiscard]] const engine::Move& move() const { return m_move; }
    [[nodiscard]] const std::vector<engine::Cell>& changedCells() const { return m_changed; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    const GameLook* m_look;
    const BoardGeometry* m_geometry;
    std::shared_ptr<const engine::Board> m_before;
    std::shared_ptr<const engine::Board> m_after;
    engine::Move m_move;
    std::vector<engine::Cell> m_changed;
    QRectF m_bounds;
    qreal m_progress = 0.0;
};

} // namespace gui
