#pragma once

#include "gui/board/BoardChrome.h"

#include "engine/Cell.h"
#include "engine/Move.h"

#include <QGraphicsView>

#include <memory>
#include <optional>
#include <vector>

namespace gui {

class BoardRuler;
class BoardScene;
class BoardTool;
class PanGesture;

// Shows a BoardScene. Zooms (in, out, fit: the board follows the window size
// until the user zooms), passes mouse events to the current tool as cells, and
// keeps a keyboard cursor: arrow keys move it over the boards (of a sum, never
// into the gaps: CursorSteps), Tab and Shift+Tab to the next and previous board
// of a sum, Enter or Space act on its cell (Space at its release: held down, a
// left button drag pans instead).
//
// Navigation, for every board: Ctrl+wheel zooms towards the mouse, a middle
// button drag or Space+drag pans (PanGesture), goToCell centres a cell. A windowed board (the pawn game's
// 10^9 x 10^9, see BoardGeometry) also zooms with the plain wheel (it has
// nothing to scroll that a drag does not do better), shows coordinate rulers
// along its top and left edges and scroll bars over the whole board in absolute
// cells, and moves the scene's origin along (no visible jump) whenever the view
// nears the edge of the scene's window. Fit shows a windowed board's marked
// cells, since the whole board would be far below one pixel per cell, or the
// kept cell (GameLook::cellToKeepInView: the pawn) with what is near it. The
// view follows the kept cell whenever it leaves the visible area.
class BoardView : public QGraphicsView {
    Q_OBJECT

public:
    explicit BoardView(BoardScene* scene, QWidget* parent = nullptr);
    ~BoardView() override;

    // The tool receiving clicks and key presses; may be null. Not owned.
    void setTool(BoardTool* tool);
    [[nodiscard]] BoardTool* tool() const { return m_tool; }
    [[nodiscard]] BoardScene* boardScene() const { return m_scene; }

    [[nodiscard]] std::optional<engine::Cell> cursorCell() const { return m_cursor; }
    // The viewport point at the centre of `cell`, for tests and tool tips.
    [[nodiscard]] QPoint viewportPointOf(engine::Cell cell) const;
    [[nodiscard]] qreal zoom() const;
    // Absolute board position (BoardGeometry) under a viewport point, and back.
    [[nodiscard]] QPointF absoluteAt(QPointF viewportPoint) const;
    [[nodiscard]] QPointF viewportPointAt(QPointF absolute) const;
    // The cell at the centre of the viewport, if any.
    [[nodiscard]] std::optional<engine::Cell> centreCell() const;
    // The rulers (shown for windowed boards only).
    [[nodiscard]] const BoardRuler* horizontalRuler() const { return m_chrome.horizontalRuler(); }
    [[nodiscard]] const BoardRuler* verticalRuler() const { return m_chrome.verticalRuler(); }
    // Zooms by `factor` keeping the board point under `viewportPoint` in place.
    void zoomAt(QPointF viewportPoint, qreal factor);

public slots:
    void zoomIn();
    void zoomOut();
    // Fits the whole board and keeps fitting it when the window is resized.
    void fitBoard();
    // Centres `cell` (clamped onto the board) without changing the zoom.
    void goToCell(engine::Cell cell);
    // Puts the keyboard cursor, which frames its cell, on `cell` (on the board).
    void placeCursor(engine::Cell cell);
    // Centres the scene's kept cell (the pawn), if the board has one.
    void centreOnKeptCell();
    // Puts the keyboard cursor on the board `delta` boards after its own (a
    // negative delta: before it) of a sum, wrapping around, at the same place
    // within it (CursorSteps::onBoard); Next/Previous Board, Tab and Shift+Tab.
    void cursorToBoard(int delta);

signals:
    // The keyboard cursor was put on `cell` (arrow keys, placeCursor, Go to Cell), not by a click.
    void cursorMoved(engine::Cell cell);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    // Tab and Shift+Tab go to the next and previous board of a sum of two or more.
    bool focusNextPrevChild(bool next) override;
    void leaveEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    [[nodiscard]] std::optional<engine::Cell> cellAt(QPoint viewportPoint) const;
    // The boards of the grid shown (GameLook::boardParts' areas): one but for a sum.
    [[nodiscard]] std::vector<engine::Move> boardAreas() const;
    [[nodiscard]] qreal minZoom() const;
    [[nodiscard]] bool isWindowed() const;
    void zoomBy(qreal factor);
    void setZoom(qreal zoom);
    void centreOnAbsolute(QPointF absolute);
    void reanchorIfNeeded();
    void fitMarkedCells();
    void moveCursor(engine::Coord rowStep, engine::Coord colStep);
    void activateCursor();
    // Hands a digit typed on the cursor's cell to the tool; false when it is no digit or the tool has no use for it.
    bool typeDigit(const QKeyEvent& event);
    // Moves the content by `delta` viewport pixels (a pan).
    void scrollByPixels(QPoint delta);
    void onBoardResized();
    // Brings `cell` back into sight when it is not (a fitting view fits again).
    void keepInView(engine::Cell cell);
    // Shows or hides the rulers and absolute scroll bars and syncs them with the view.
    void updateChrome();
    void syncScrollBars();
    void layoutChrome();

    BoardScene* m_scene;
    BoardTool* m_tool = nullptr;
    bool m_fitting = true;
    bool m_pressed = false;
    bool m_reanchoring = false;
    std::optional<engine::Cell> m_cursor;
    std::optional<engine::Cell> m_lastDragCell;
    QPointF m_lastDragPoint; // absolute position of the last press or move of a drag
    BoardChrome m_chrome; // rulers and absolute scroll bars, windowed boards only
    std::unique_ptr<PanGesture> m_pan;
};

} // namespace gui
