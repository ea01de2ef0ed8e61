#pragma once

#include <QGraphicsItem>

namespace gui {

// The type() of every item class of ours that answers qgraphicsitem_cast or a
// look-up by type: one list, so no two classes can share a number (two did once,
// and removing one kind of item freed the other).
enum class ItemType : int {
    CellFlash = QGraphicsItem::UserType + 1,
    GhostBoard,
};

[[nodiscard]] constexpr int itemTypeNumber(ItemType type)
{
    return static_cast<int>(type);
}

} // namespace gui
