#pragma once

#include <QObject>
#include <QPoint>

#include <cstddef>
#include <optional>

namespace engine {
class SumLayout;
}

namespace gui {

class BoardView;
class GameDocument;

// The board of a sum the user points at: the board under the mouse pointer
// (moved with no button held, so a stroke's drag onto the next board does not
// switch) or the board the keyboard cursor was put on, whichever happened last.
// The pointer leaving the view (on its way to the palette) points at no other
// board, so the palette of the board last pointed at stays reachable. Of one
// game, nothing is ever pointed at.
class PointedBoard : public QObject {
    Q_OBJECT

public:
    // Both must outlive this object.
    PointedBoard(BoardView* view, GameDocument* document, QObject* parent = nullptr);

    // The board of `layout` whose column of the view holds `viewportPoint`: its
    // cells, its name above them, the space below a shorter board and half the
    // gap at each side (the outer boards: the margin too); nothing beyond that.
    [[nodiscard]] static std::optional<std::size_t> boardAt(const BoardView& view, const engine::SumLayout& layout,
                                                             QPoint viewportPoint);

signals:
    // The user pointed at board `board` of the document's sum.
    void pointed(std::size_t board);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    BoardView* m_view;
    GameDocument* m_document;
};

} // namespace gui
