#pragma once

#include "engine/Cell.h"
#include "engine/Move.h"

#include <QPointF>
#include <QRectF>

#include <optional>
#include <vector>

namespace gui {

// The rows and columns of cells that meet a rectangle, half-open, clipped to the board.
struct CellRange {
    engine::Coord rowBegin = 0;
    engine::Coord rowEnd = 0;
    engine::Coord colBegin = 0;
    engine::Coord colEnd = 0;

    [[nodiscard]] bool isEmpty() const { return rowBegin >= rowEnd || colBegin >= colEnd; }
};

// A run of a board's columns [colBegin, colEnd) drawn as a block of its first
// `rows` rows, the block's top-left corner (cell (0, colBegin)) at `topLeft` in
// the scene: a sum's boards wrapped into several rows (BoardArrangement).
struct ColumnBand {
    engine::Coord colBegin = 0;
    engine::Coord colEnd = 0;
    engine::Coord rows = 0;
    QPointF topLeft;

    friend bool operator==(const ColumnBand&, const ColumnBand&) = default;
};

// Converts between cells and scene coordinates. Painting and hit-testing both go
// through this one object, so a click always lands on the cell drawn under it.
//
// The cell `origin()` has its top-left corner at the scene origin. A board of
// up to kWindowLimit cells a side keeps origin (0, 0) and the scene is the whole
// board with a margin around it for the coordinate labels. A larger board (the
// pawn game's 10^9 x 10^9) is *windowed*: the scene spans only the cells within
// kWindowHalf of the origin (clipped to the board), because neither float
// painting nor the view's int scroll bars reach 10^9 cells of kCellSize units;
// the view moves the origin (re-anchors) as it travels. "Absolute" positions are
// in cell units from the board's top-left corner (cell (r, c) covers
// [c, c + 1) x [r, r + 1)); they do not change when the origin moves.
//
// A board that is not windowed may be cut into column bands placed apart (a
// sum's boards in rows, setBands): each cell is drawn in its column's band,
// the cells of a band below its `rows` are not shown (cellAt never gives them,
// shows() says so), and absolute positions count from the band's own corner.
class BoardGeometry {
public:
    static constexpr qreal kCellSize = 48.0;
    static constexpr qreal kMargin = 28.0;
    static constexpr engine::Coord kWindowLimit = engine::Coord{1} << 16;
    static constexpr engine::Coord kWindowHalf = engine::Coord{1} << 18;

    // Sets the board size; a windowed board's origin is clamped onto the board.
    void setBoardSize(engine::Coord rows, engine::Coord cols);
    [[nodiscard]] engine::Coord rows() const { return m_rows; }
    [[nodiscard]] engine::Coord cols() const { return m_cols; }
    [[nodiscard]] bool isWindowed() const { return m_rows > kWindowLimit || m_cols > kWindowLimit; }

    // Places runs of columns apart (ColumnBand): bands that cover the columns
    // [0, cols()) in order, each with rows up to rows(); none for one block.
    // Ignored by a windowed board.
    void setBands(std::vector<ColumnBand> bands);
    [[nodiscard]] const std::vector<ColumnBand>& bands() const { return m_bands; }
    // Whether a cell of the board is drawn (not below its band's rows).
    [[nodiscard]] bool shows(engine::Cell cell) const;
    // Whether two cells lie in one block (always, without bands): a drag from
    // one band to another jumps, it does not cross the columns between them.
    [[nodiscard]] bool inOneBlock(engine::Cell a, engine::Cell b) const;
    // The first column of each row of blocks: {0} unless bands wrap.
    [[nodiscard]] std::vector<engine::Coord> rowStartColumns() const;

    // The cell at the scene origin; always (0, 0) unless windowed.
    [[nodiscard]] engine::Cell origin() const { return m_origin; }
    // Moves the origin of a windowed board (clamped onto the board); ignored otherwise.
    void setOrigin(engine::Cell origin);

    // The cells of the scene (the whole board unless windowed).
    [[nodiscard]] QRectF boardRect() const;
    // The board (window) with its margin: the scene rectangle.
    [[nodiscard]] QRectF sceneRect() const;
    [[nodiscard]] QRectF cellRect(engine::Cell cell) const;
    [[nodiscard]] QPointF cellCenter(engine::Cell cell) const;
    // The cell under a scene point, or nothing outside the board.
    [[nodiscard]] std::optional<engine::Cell> cellAt(QPointF scenePoint) const;
    // The cells meeting `sceneRect`.
    [[nodiscard]] CellRange cellsIn(const QRectF& sceneRect) const;
    // The scene rectangle of the cells of `range` (not empty).
    [[nodiscard]] QRectF rangeRect(const CellRange& range) const;

    // Above each board of a sum (SumLook) lies a strip kMargin high and half a
    // cell wider than the board's cells `area` on each side. Its right end,
    // kBoardValueWidth wide, holds the board's value (AnalysisOverlay's tag, "*5"),
    // and the rest, a gap away from both values, its name ("board 1: Rectangles"), so the two
    // never meet, however narrow the board and whether a value is shown or not.
    static constexpr qreal kBoardValueWidth = kMargin * 1.4; // "*99" (a larger value takes a smaller font)
    [[nodiscard]] QRectF boardNameRect(const engine::Move& area) const;
    [[nodiscard]] QRectF boardValueRect(const engine::Move& area) const;

    // Scene point -> absolute position (x: columns, y: rows) and back.
    [[nodiscard]] QPointF absoluteAt(QPointF scenePoint) const;
    [[nodiscard]] QPointF sceneAt(QPointF absolute) const;

private:
    [[nodiscard]] bool hasBands() const { return !m_bands.empty() && !isWindowed(); }
    // The band of a column (clamped onto the board).
    [[nodiscard]] const ColumnBand& bandOf(engine::Coord col) const;
    // A band's cells in the scene.
    [[nodiscard]] QRectF bandRect(const ColumnBand& band) const;
    // The band nearest a scene point (its name strip above it counts as its own).
    [[nodiscard]] const ColumnBand& bandNear(QPointF scenePoint) const;

    std::vector<ColumnBand> m_bands;
    engine::Coord m_rows = 0;
    engine::Coord m_cols = 0;
    engine::Cell m_origin;
};

} // namespace gui
