#include "gui/board/BoardRuler.h"

#include "gui/board/BoardScene.h"
#include "gui/board/BoardView.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gui {

namespace {

QFont rulerFont(const QFont& base)
{
    QFont font = base;
    font.setPixelSize(11);
    return font;
}

} // namespace

BoardRuler::BoardRuler(Qt::Orientation orientation, BoardView* view)
    : QWidget(view)
    , m_orientation(orientation)
    , m_view(view)
{
    setFont(rulerFont(font()));
    setAttribute(Qt::WA_OpaquePaintEvent);
}

int BoardRuler::thickness() const
{
    const QFontMetricsF metrics(font());
    if (m_orientation == Qt::Horizontal)
        return qCeil(metrics.height()) + 8;
    return qCeil(metrics.horizontalAdvance(QStringLiteral("0000000000"))) + 10;
}

qreal BoardRuler::minSpacing() const
{
    const QFontMetricsF metrics(font());
    if (m_orientation == Qt::Vertical)
        return metrics.height() * 2.0;
    // The widest label this board can show, and some air.
    const BoardGeometry& geometry = m_view->boardScene()->geometry();
    const QString widest = QString::number(std::max<qint64>(geometry.cols() - 1, 0));
    return metrics.horizontalAdvance(widest) + 16.0;
}

qint64 BoardRuler::step() const
{
    const qreal cellPixels = m_view->zoom() * BoardGeometry::kCellSize;
    if (cellPixels <= 0.0)
        return 1;
    const qreal needed = minSpacing() / cellPixels;
    qint64 decade = 1;
    while (true) {
        for (const qint64 factor : {1, 2, 5})
            if (static_cast<qreal>(decade * factor) >= needed)
                return decade * factor;
        if (decade > (qint64{1} << 40))
            return decade;
        decade *= 10;
    }
}

QList<BoardRuler::Label> BoardRuler::labels() const
{
    QList<Label> result;
    const BoardGeometry& geometry = m_view->boardScene()->geometry();
    const bool horizontal = m_orientation == Qt::Horizontal;
    const qint64 count = horizontal ? geometry.cols() : geometry.rows();
    const qreal length = horizontal ? width() : height();
    if (count <= 0 || length <= 0.0)
        return result;
    // Ruler pixel p lies over viewport pixel p (the rulers run alongside the viewport).
    const QPointF first = m_view->absoluteAt(QPointF(0.0, 0.0));
    const QPointF last = m_view->absoluteAt(QPointF(length, length));
    const qreal from = horizontal ? first.x() : first.y();
    const qreal to = horizontal ? last.x() : last.y();
    const qint64 k = step();
    qint64 cell = std::max<qint64>(0, static_cast<qint64>(std::floor(from)) / k * k);
    for (; cell < count && static_cast<qreal>(cell) <= to; cell += k) {
        const QPointF at = m_view->viewportPointAt(QPointF(cell + 0.5, cell + 0.5));
        const qreal position = horizontal ? at.x() : at.y();
        if (position >= 0.0 && position <= length)
            result.append(Label{cell, position});
    }
    return result;
}

QRectF BoardRuler::textRect(const Label& label) const
{
    const QFontMetricsF metrics(font());
    if (m_orientation == Qt::Horizontal) {
        const qreal w = metrics.horizontalAdvance(QString::number(label.cell)) + 4;
        const qreal left = std::clamp(label.position - w / 2, 0.0, std::max(0.0, width() - w));
        return {left, 0, w, height() - 4.0};
    }
    const qreal h = metrics.height();
    const qreal top = std::clamp(label.position - h / 2, 0.0, std::max(0.0, height() - h));
    return {0, top, width() - 6.0, h};
}

QList<BoardRuler::PlacedLabel> BoardRuler::placedLabels() const
{
    const bool horizontal = m_orientation == Qt::Horizontal;
    const auto touch = [horizontal](const QRectF& a, const QRectF& b) {
        constexpr qreal kGap = 4.0;
        return horizontal ? a.right() + kGap > b.left() : a.bottom() > b.top();
    };
    // Whether the text was pushed in from an end (it no longer stands centred on its cell).
    const auto pushed = [horizontal](const PlacedLabel& placed) {
        const qreal centre = horizontal ? placed.text.center().x() : placed.text.center().y();
        return std::abs(centre - placed.label.position) > 0.5;
    };
    QList<PlacedLabel> result;
    for (const Label& label : labels()) {
        const PlacedLabel placed{label, textRect(label)};
        if (!result.isEmpty() && touch(result.back().text, placed.text)) {
            if (pushed(placed))
                continue; // the last one, pushed in from the far end
            result.removeLast(); // the first one, pushed in from the near end
        }
        result.append(placed);
    }
    return result;
}

void BoardRuler::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paint(painter);
}

void BoardRuler::paint(QPainter& painter) const
{
    const QColor background = palette().color(QPalette::Window);
    painter.fillRect(rect(), background);
    const QColor ink = palette().color(QPalette::WindowText);
    painter.setPen(QPen(ink, 1.0));
    const bool horizontal = m_orientation == Qt::Horizontal;
    if (horizontal)
        painter.drawLine(0, height() - 1, width(), height() - 1);
    else
        painter.drawLine(width() - 1, 0, width() - 1, height());
    for (const PlacedLabel& placed : placedLabels()) {
        const QString text = QString::number(placed.label.cell);
        const qreal position = placed.label.position;
        if (horizontal) {
            painter.drawLine(QPointF(position, height() - 4), QPointF(position, height() - 1));
            painter.drawText(placed.text, Qt::AlignCenter, text);
        } else {
            painter.drawLine(QPointF(width() - 4, position), QPointF(width() - 1, position));
            painter.drawText(placed.text, Qt::AlignRight | Qt::AlignVCenter, text);
        }
    }
}

} // namespace gui
