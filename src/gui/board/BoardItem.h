#pragma once

#include "engine/Board.h"

#include <QGraphicsItem>

#include <memory>

namespace gui {

class BoardGeometry;
struct CellRange;
class CellMapLayer;
class GameLook;

// The whole board as ONE item: it paints only the cells inside the exposed
// rectangle (so it scales to huge boards) and simplifies when zoomed out. A
// windowed board (BoardGeometry::isWindowed) is painted as its free-cell colour,
// the optional map layer, grid lines when cells are large enough, and the
// marked cells found through Board::markedCellsIn, never cell by cell; so is
// any board when more than kMaxCellsOneByOne of its cells are exposed (a sum
// holding a pawn far out: 2048 x 2048 cells and more, zoomed out to fit), its
// free cells as fills of each board's look (GameLook::paintFreeCells).
class BoardItem : public QGraphicsItem {
public:
    // Above this many exposed cells a board is painted coarsely (about 5 ms of
    // painting cell by cell: 4 million cells took 330 ms).
    static constexpr engine::Coord kMaxCellsOneByOne = engine::Coord{1} << 16;

    // `geometry` must outlive the item (the scene owns both).
    explicit BoardItem(const BoardGeometry* geometry);

    // Shows `board` drawn with `look` (which must outlive the item).
    void setBoard(const engine::Board& board, const GameLook* look);
    [[nodiscard]] const engine::Board& board() const { return m_board; }
    // A colouring painted under the marked cells of a windowed board; null: none.
    void setMapLayer(std::shared_ptr<const CellMapLayer> layer);
    [[nodiscard]] const CellMapLayer* mapLayer() const { return m_mapLayer.get(); }
    // Whether the row and column numbers are painted beside the board (on by
    // default; a picture without coordinates turns them off while it renders).
    void setLabelsShown(bool shown);
    [[nodiscard]] bool labelsShown() const { return m_labelsShown; }
    // Call before the shared geometry changes size or origin.
    void geometryAboutToChange() { prepareGeometryChange(); }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void paintLabels(QPainter& painter, const QRectF& exposed) const;
    void paintWindowed(QPainter& painter, const QRectF& exposed, qreal detail) const;
    // The marked cells of `range`, each kind at least its look's minimum size.
    void paintMarkedCells(QPainter& painter, const CellRange& range, qreal detail) const;
    // The lines between the cells of `range` (`cells` in scene coordinates), in the
    // label colour at `alpha` (0..255) over the free cells or the map layer.
    void paintGridLines(QPainter& painter, const QRectF& cells, const CellRange& range, int alpha) const;
    [[nodiscard]] QColor freeCellColour() const;

    const BoardGeometry* m_geometry;
    const GameLook* m_look = nullptr;
    engine::Board m_board;
    std::shared_ptr<const CellMapLayer> m_mapLayer;
    bool m_labelsShown = true;
};

} // namespace gui
