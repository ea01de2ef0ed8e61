#pragma once

#include "engine/Board.h"

#include <QGraphicsItem>

namespace gui {

class BoardGeometry;
class GameLook;

// The whole board as ONE item: it paints only the cells inside the exposed
// rectangle (so it scales to huge boards) and simplifies when zoomed out.
class BoardItem : public QGraphicsItem {
public:
    // `geometry` must outlive the item (the scene owns both).
    explicit BoardItem(const BoardGeometry* geometry);

    // Shows `board` drawn with `look` (which must outlive the item).
    void setBoard(const engine::Board& board, const GameLook* look);
    [[nodiscard]] const engine::Board& board() const { return m_board; }
    // Call before the shared geometry changes size.
    void geometryAboutToChange() { prepareGeometryChange(); }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void paintLabels(QPainter& painter, const QRectF& exposed) const;

    const BoardGeometry* m_geometry;
    const GameLook* m_look = nullptr;
    engine::Board m_board;
};

} // namespace gui
