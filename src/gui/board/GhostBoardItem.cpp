#include "gui/board/GhostBoardItem.h"

namespace gui {

namespace {

// Above the board (0), the marks (1) and a rubber band (2).
constexpr qreal kGhostZ = 3.0;

} // namespace

GhostBoardItem::GhostBoardItem(const BoardGeometry* geometry)
    : BoardItem(geometry)
{
    setOpacity(kOpacity);
    setZValue(kGhostZ);
    setAcceptedMouseButtons(Qt::NoButton);
    hide();
}

} // namespace gui
