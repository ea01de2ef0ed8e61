#pragma once

#include "gui/board/BoardItem.h"
#include "gui/board/ItemTypes.h"

namespace gui {

// Another position of the board painted translucently over the one shown (above
// the marks): the best line's position under the mouse. Hidden until shown.
class GhostBoardItem : public BoardItem {
public:
    static constexpr int Type = itemTypeNumber(ItemType::GhostBoard);
    static constexpr qreal kOpacity = 0.72;

    // `geometry` must outlive the item (the scene owns both).
    explicit GhostBoardItem(const BoardGeometry* geometry);

    [[nodiscard]] int type() const override { return Type; }
};

} // namespace gui
