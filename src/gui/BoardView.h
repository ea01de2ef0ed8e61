#pragma once

#include "engine/Cell.h"

#include <QGraphicsView>

#include <optional>

namespace gui {

class BoardScene;
class BoardTool;

// Shows a BoardScene. Zooms (in, out, fit: the board follows the window size
// until the user zooms), passes mouse events to the current tool as cells, and
// keeps a keyboard cursor: arrow keys move it, Enter or Space act on its cell.
class BoardView : public QGraphicsView {
    Q_OBJECT

public:
    explicit BoardView(BoardScene* scene, QWidget* parent = nullptr);

    // The tool receiving clicks and key presses; may be null. Not owned.
    void setTool(BoardTool* tool);
    [[nodiscard]] BoardTool* tool() const { return m_tool; }
    [[nodiscard]] BoardScene* boardScene() const { return m_scene; }

    [[nodiscard]] std::optional<engine::Cell> cursorCell() const { return m_cursor; }
    // The viewport point at the centre of `cell`, for tests and tool tips.
    [[nodiscard]] QPoint viewportPointOf(engine::Cell cell) const;
    [[nodiscard]] qreal zoom() const;

public slots:
    void zoomIn();
    void zoomOut();
    // Fits the whole board and keeps fitting it when the window is resized.
    void fitBoard();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    [[nodiscard]] std::optional<engine::Cell> cellAt(QPoint viewportPoint) const;
    void zoomBy(qreal factor);
    void moveCursor(engine::Coord rowStep, engine::Coord colStep);
    void onBoardResized();

    BoardScene* m_scene;
    BoardTool* m_tool = nullptr;
    bool m_fitting = true;
    bool m_pressed = false;
    std::optional<engine::Cell> m_cursor;
    std::optional<engine::Cell> m_lastDragCell;
};

} // namespace gui
