#pragma once

#include <QObject>
#include <QPointF>
#include <QSizeF>

#include <functional>

class QScrollBar;
class QWidget;

namespace gui {

// Two scroll bars over a whole windowed board in absolute cells (a value is
// the cell at the view's centre, a page the cells the view shows), for the
// board view, whose own scroll bars only span the scene's window. Moving one
// asks `centreOn` to centre that absolute position.
class AbsoluteScrollBars : public QObject {
    Q_OBJECT

public:
    // The bars are children of `parent`; `centreOn` is called on user moves only.
    AbsoluteScrollBars(QWidget* parent, std::function<void(QPointF)> centreOn);

    [[nodiscard]] QScrollBar* columnBar() const { return m_columns; }
    [[nodiscard]] QScrollBar* rowBar() const { return m_rows; }
    void setVisible(bool visible);
    // Shows a view centred on `centre` that spans `visibleCells` of a rows x cols board.
    void sync(QPointF centre, QSizeF visibleCells, qint64 rows, qint64 cols);

private:
    QScrollBar* m_columns;
    QScrollBar* m_rows;
    std::function<void(QPointF)> m_centreOn;
    QPointF m_centre;
    bool m_syncing = false;
};

} // namespace gui
