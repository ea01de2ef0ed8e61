#include "gui/export/BoardSnapshot.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardRuler.h"
#include "gui/looks/BoardGeometry.h"
#include "gui/board/BoardItem.h"
#include "gui/board/BoardScene.h"
#include "gui/board/BoardView.h"
#include "gui/looks/GameLook.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>

namespace gui {

namespace {

// While it lives, the overlay shows the marks and outlines asked for; then what it showed before.
class OverlayShowing {
public:
    OverlayShowing(AnalysisOverlay& overlay, bool marks, bool outlines)
        : m_overlay(overlay)
        , m_marks(overlay.areMarksVisible())
        , m_outlines(overlay.isDecompositionVisible())
    {
        m_overlay.setMarksVisible(marks);
        m_overlay.setDecompositionVisible(outlines);
    }
    ~OverlayShowing()
    {
        m_overlay.setMarksVisible(m_marks);
        m_overlay.setDecompositionVisible(m_outlines);
    }
    OverlayShowing(const OverlayShowing&) = delete;
    OverlayShowing& operator=(const OverlayShowing&) = delete;

private:
    AnalysisOverlay& m_overlay;
    bool m_marks;
    bool m_outlines;
};

// While it lives, the board's row and column numbers are shown or not as asked; then as before.
class LabelsShowing {
public:
    LabelsShowing(BoardItem& item, bool shown)
        : m_item(item)
        , m_before(item.labelsShown())
    {
        m_item.setLabelsShown(shown);
    }
    ~LabelsShowing() { m_item.setLabelsShown(m_before); }
    LabelsShowing(const LabelsShowing&) = delete;
    LabelsShowing& operator=(const LabelsShowing&) = delete;

private:
    BoardItem& m_item;
    bool m_before;
};

} // namespace

BoardSnapshot::BoardSnapshot(BoardView& view, Shown shown)
    : m_view(view)
    , m_shown(shown)
{
}

bool BoardSnapshot::showsRulers() const
{
    return m_shown.coordinates && m_view.boardScene()->geometry().isWindowed() && m_view.horizontalRuler() != nullptr
        && m_view.verticalRuler() != nullptr;
}

QRectF BoardSnapshot::sourceRect() const
{
    const BoardGeometry& geometry = m_view.boardScene()->geometry();
    if (geometry.isWindowed()) // the visible area, as the rulers label it
        return m_view.mapToScene(m_view.viewport()->rect()).boundingRect();
    if (m_shown.coordinates)
        return geometry.sceneRect();
    if (!m_shown.boardNames)
        return geometry.boardRect();
    // The names strip above the boards, which reaches half a cell beyond the first and the last
    // board's frame (the first name starts there, the last value's tag ends there), and the outer
    // half of the frames drawn on the board's edge. The row numbers left of the board are not
    // painted then (paint), so the first name's start is not covered.
    const qreal edge = BoardGeometry::kCellSize * 0.05; // SumLook's frame: 0.08 of a cell wide
    const qreal half = BoardGeometry::kCellSize / 2;
    return geometry.boardRect().adjusted(-half, -BoardGeometry::kMargin, half, edge);
}

QSizeF BoardSnapshot::size() const
{
    if (!m_view.boardScene()->geometry().isWindowed())
        return sourceRect().size();
    QSizeF size = m_view.viewport()->size();
    if (showsRulers())
        size += QSizeF(m_view.verticalRuler()->width(), m_view.horizontalRuler()->height());
    return size;
}

int BoardSnapshot::heightFor(int width) const
{
    const QSizeF natural = size();
    if (natural.width() <= 0.0)
        return width;
    return std::max(1, static_cast<int>(std::lround(width * natural.height() / natural.width())));
}

void BoardSnapshot::paintRulers(QPainter& painter) const
{
    // The rulers are the view's own widgets (labels every 1-2-5 step at the current zoom).
    const QSize left = m_view.verticalRuler()->size();
    const QSize top = m_view.horizontalRuler()->size();
    for (BoardRuler* ruler : m_view.findChildren<BoardRuler*>()) {
        if (ruler != m_view.horizontalRuler() && ruler != m_view.verticalRuler())
            continue;
        painter.save();
        painter.translate(ruler == m_view.horizontalRuler() ? QPoint(left.width(), 0) : QPoint(0, top.height()));
        painter.setClipRect(QRect(QPoint(0, 0), ruler->size()), Qt::IntersectClip);
        ruler->paint(painter);
        painter.restore();
    }
}

void BoardSnapshot::paint(QPainter& painter, const QRectF& target) const
{
    BoardScene& scene = *m_view.boardScene();
    const OverlayShowing showing(*scene.overlay(), m_shown.marks, m_shown.outlines);
    const LabelsShowing labels(*scene.boardItem(), m_shown.coordinates);
    const QSizeF natural = size();
    painter.save();
    painter.translate(target.topLeft());
    painter.scale(target.width() / natural.width(), target.height() / natural.height());
    QRectF board(QPointF(0, 0), natural);
    if (showsRulers()) {
        painter.fillRect(board, m_view.palette().window());
        const QPointF corner(m_view.verticalRuler()->width(), m_view.horizontalRuler()->height());
        board = QRectF(corner, QSizeF(m_view.viewport()->size()));
        paintRulers(painter);
    }
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    scene.render(&painter, board, sourceRect(), Qt::IgnoreAspectRatio);
    painter.restore();
}

QImage BoardSnapshot::image(int width) const
{
    return imageOf(record(width));
}

BoardSnapshot::Recording BoardSnapshot::record(int width) const
{
    Recording recording;
    recording.size = QSize(width, heightFor(width));
    const GameLook* look = m_view.boardScene()->look();
    recording.background = look != nullptr ? look->backgroundColor() : QColor(Qt::white);
    QPainter painter(&recording.drawing);
    painter.setClipRect(QRect(QPoint(0, 0), recording.size)); // a picture has no edges of its own: nothing beyond
    paint(painter, QRectF(QPointF(0, 0), QSizeF(recording.size)));
    return recording;
}

QImage BoardSnapshot::imageOf(const Recording& recording)
{
    QImage picture(recording.size, QImage::Format_ARGB32_Premultiplied);
    picture.fill(recording.background);
    QPainter painter(&picture);
    painter.setClipRect(picture.rect());
    painter.drawPicture(0, 0, recording.drawing);
    return picture;
}

QByteArray BoardSnapshot::png(int width) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image(width).save(&buffer, "PNG");
    return bytes;
}

QByteArray BoardSnapshot::svg(int width, const QString& title) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QSize pixels(width, heightFor(width));
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(pixels);
    generator.setViewBox(QRect(QPoint(0, 0), pixels));
    generator.setTitle(title);
    {
        QPainter painter(&generator);
        paint(painter, QRectF(QPointF(0, 0), QSizeF(pixels)));
    }
    return bytes;
}

} // namespace gui
