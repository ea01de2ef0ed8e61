#pragma once

#include <QPoint>

#include <functional>
#include <optional>

class QKeyEvent;
class QMouseEvent;
class QWidget;

namespace gui {

// The hand of a board view: a middle button drag, or a left button drag while
// Space is held, moves the view by the distance dragged (an open hand while
// Space is held, a closed one while dragging) and reaches no tool. Space stays
// the keyboard's "activate" key too: a press and release with no drag in
// between is a tap, which the view acts on at the release.
class PanGesture {
public:
    // What a key release meant.
    enum class Release { NotMine, Tap, AfterDrag };

    // `viewport` shows the hand cursors; `scrollBy` moves the view's content
    // by a distance in viewport pixels. The viewport must outlive the gesture.
    PanGesture(QWidget* viewport, std::function<void(QPoint)> scrollBy);

    // Each returns true when the event was the gesture's (the view stops there).
    bool keyPress(const QKeyEvent& event);
    [[nodiscard]] Release keyRelease(const QKeyEvent& event);
    bool mousePress(const QMouseEvent& event);
    bool mouseMove(const QMouseEvent& event);
    bool mouseRelease(const QMouseEvent& event);
    // Forgets a held Space and a running drag (the view lost the focus).
    void reset();

private:
    void showCursor();

    QWidget* m_viewport;
    std::function<void(QPoint)> m_scrollBy;
    bool m_spaceHeld = false;
    bool m_draggedWhileHeld = false; // a Space release after this is no tap
    std::optional<QPoint> m_from;    // while a drag pans
    Qt::MouseButton m_button = Qt::NoButton;
};

} // namespace gui
