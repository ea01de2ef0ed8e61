#pragma once

#include <QMargins>
#include <QPointF>
#include <QRect>
#include <QSizeF>

#include <functional>

namespace gui {

class AbsoluteScrollBars;
class BoardRuler;
class BoardView;

// What a windowed board (BoardGeometry::isWindowed) shows around the view's
// viewport: coordinate rulers along the top and left edges and scroll bars
// over the whole board in absolute cells. The widgets are children of the
// view; the view reserves their margins and tells them where it looks.
class BoardChrome {
public:
    // `centreOn` is called with an absolute position when the user moves a bar.
    BoardChrome(BoardView* view, std::function<void(QPointF)> centreOn);

    [[nodiscard]] const BoardRuler* horizontalRuler() const { return m_topRuler; }
    [[nodiscard]] const BoardRuler* verticalRuler() const { return m_leftRuler; }

    void setVisible(bool visible);
    // The viewport margins the rulers and bars take.
    [[nodiscard]] QMargins margins() const;
    // Places them in the gaps between the view's `outer` rectangle and its viewport's `inner` one.
    void layout(const QRect& outer, const QRect& inner);
    // The view is centred on `centre` and shows `visibleCells` of a rows x cols board.
    void sync(QPointF centre, QSizeF visibleCells, qint64 rows, qint64 cols);
    // Repaints the rulers (the view moved or zoomed).
    void updateRulers();

private:
    BoardRuler* m_topRuler;
    BoardRuler* m_leftRuler;
    AbsoluteScrollBars* m_bars;
};

} // namespace gui
