#include "gui/board/PanGesture.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWidget>

namespace gui {

PanGesture::PanGesture(QWidget* viewport, std::function<void(QPoint)> scrollBy)
    : m_viewport(viewport)
    , m_scrollBy(std::move(scrollBy))
{
}

bool PanGesture::keyPress(const QKeyEvent& event)
{
    if (event.key() != Qt::Key_Space || event.modifiers() != Qt::NoModifier)
        return false;
    if (!event.isAutoRepeat()) {
        m_spaceHeld = true;
        m_draggedWhileHeld = false;
        showCursor();
    }
    return true;
}

PanGesture::Release PanGesture::keyRelease(const QKeyEvent& event)
{
    if (event.key() != Qt::Key_Space || !m_spaceHeld)
        return Release::NotMine;
    if (event.isAutoRepeat())
        return Release::AfterDrag; // the key is still down: nothing to do yet
    m_spaceHeld = false; // a drag it started goes on until its button is released
    showCursor();
    return m_draggedWhileHeld ? Release::AfterDrag : Release::Tap;
}

bool PanGesture::mousePress(const QMouseEvent& event)
{
    const bool middle = event.button() == Qt::MiddleButton;
    if (!middle && !(m_spaceHeld && event.button() == Qt::LeftButton))
        return false;
    m_from = event.position().toPoint();
    m_button = event.button();
    if (m_spaceHeld)
        m_draggedWhileHeld = true;
    showCursor();
    return true;
}

bool PanGesture::mouseMove(const QMouseEvent& event)
{
    if (!m_from)
        return false;
    const QPoint to = event.position().toPoint();
    const QPoint delta = to - *m_from;
    m_from = to;
    if (!delta.isNull())
        m_scrollBy(delta);
    return true;
}

bool PanGesture::mouseRelease(const QMouseEvent& event)
{
    if (!m_from || event.button() != m_button)
        return false;
    m_from.reset();
    m_button = Qt::NoButton;
    showCursor();
    return true;
}

void PanGesture::reset()
{
    m_spaceHeld = false;
    m_draggedWhileHeld = false;
    m_from.reset();
    m_button = Qt::NoButton;
    showCursor();
}

void PanGesture::showCursor()
{
    if (m_from)
        m_viewport->setCursor(Qt::ClosedHandCursor);
    else if (m_spaceHeld)
        m_viewport->setCursor(Qt::OpenHandCursor);
    else
        m_viewport->unsetCursor();
}

} // namespace gui
