#include "gui/board/BoardChrome.h"

#include "gui/board/AbsoluteScrollBars.h"
#include "gui/board/BoardRuler.h"
#include "gui/board/BoardView.h"

#include <QScrollBar>

namespace gui {

BoardChrome::BoardChrome(BoardView* view, std::function<void(QPointF)> centreOn)
    : m_topRuler(new BoardRuler(Qt::Horizontal, view))
    , m_leftRuler(new BoardRuler(Qt::Vertical, view))
    , m_bars(new AbsoluteScrollBars(view, std::move(centreOn)))
{
}

void BoardChrome::setVisible(bool visible)
{
    m_topRuler->setVisible(visible);
    m_leftRuler->setVisible(visible);
    m_bars->setVisible(visible);
}

QMargins BoardChrome::margins() const
{
    return QMargins(m_leftRuler->thickness(), m_topRuler->thickness(), m_bars->rowBar()->sizeHint().width(),
                    m_bars->columnBar()->sizeHint().height());
}

void BoardChrome::layout(const QRect& outer, const QRect& inner)
{
    m_topRuler->setGeometry(inner.left(), outer.top(), inner.width(), inner.top() - outer.top());
    m_leftRuler->setGeometry(outer.left(), inner.top(), inner.left() - outer.left(), inner.height());
    m_bars->columnBar()->setGeometry(inner.left(), inner.bottom() + 1, inner.width(),
                                     outer.bottom() - inner.bottom());
    m_bars->rowBar()->setGeometry(inner.right() + 1, inner.top(), outer.right() - inner.right(), inner.height());
}

void BoardChrome::sync(QPointF centre, QSizeF visibleCells, qint64 rows, qint64 cols)
{
    m_bars->sync(centre, visibleCells, rows, cols);
}

void BoardChrome::updateRulers()
{
    m_topRuler->update();
    m_leftRuler->update();
}

} // namespace gui
