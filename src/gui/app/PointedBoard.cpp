#include "gui/app/PointedBoard.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"

#include "engine/sums/SumGame.h"

#include <QMouseEvent>

namespace gui {

PointedBoard::PointedBoard(BoardView* view, GameDocument* document, QObject* parent)
    : QObject(parent)
    , m_view(view)
    , m_document(document)
{
    m_view->viewport()->installEventFilter(this);
    connect(m_view, &BoardView::cursorMoved, this, [this](engine::Cell cell) {
        if (const engine::SumGame* sum = engine::asSumGame(m_document->game()))
            if (const std::optional<std::size_t> board = sum->layout().boardAt(cell))
                emit pointed(*board);
    });
}

std::optional<std::size_t> PointedBoard::boardAt(const BoardView& view, const engine::SumLayout& layout,
                                                 QPoint viewportPoint)
{
    // In cell units from the combined board's top-left corner.
    const QPointF at = view.absoluteAt(QPointF(viewportPoint));
    const qreal margin = BoardGeometry::kMargin / BoardGeometry::kCellSize;
    if (at.y() < -margin || at.y() > static_cast<qreal>(layout.rows()) + margin)
        return std::nullopt;
    const qreal halfGap = static_cast<qreal>(engine::SumLayout::kGap) / 2;
    for (std::size_t i = 0; i < layout.size(); ++i) {
        const engine::Move& area = layout.area(i);
        const qreal left = static_cast<qreal>(area.topLeft.col) - (i == 0 ? margin : halfGap);
        const qreal right = static_cast<qreal>(area.bottomRight.col + 1) + (i + 1 == layout.size() ? margin : halfGap);
        if (at.x() >= left && at.x() < right)
            return i;
    }
    return std::nullopt;
}

bool PointedBoard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::MouseMove) {
        const auto* move = static_cast<QMouseEvent*>(event);
        if (move->buttons() == Qt::NoButton)
            if (const engine::SumGame* sum = engine::asSumGame(m_document->game()))
                if (const std::optional<std::size_t> board =
                        boardAt(*m_view, sum->layout(), move->position().toPoint()))
                    emit pointed(*board);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gui
