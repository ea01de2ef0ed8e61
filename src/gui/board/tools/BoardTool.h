#pragma once

#include "engine/Cell.h"

#include <QObject>
#include <QPointF>
#include <QString>

#include <optional>

namespace gui {

// What the mouse and the keyboard do on the board in one mode. BoardView turns
// its events into cells through BoardGeometry and passes them here; a tool acts
// only through commands on the document.
class BoardTool : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // A button went down on `cell`.
    virtual void press(engine::Cell cell, Qt::MouseButton button) = 0;
    // The pressed mouse moved onto another cell.
    virtual void drag(engine::Cell cell) = 0;
    // The pressed mouse moved from `from` to `to` (absolute positions, BoardGeometry::absoluteAt),
    // ending on `cell`, another cell than at the last drag. A tool that acts on every cell
    // crossed (painting) walks the segment; by default only the cell reached counts.
    virtual void dragAlong(QPointF from, QPointF to, engine::Cell cell)
    {
        Q_UNUSED(from)
        Q_UNUSED(to)
        drag(cell);
    }
    // The button went up (wherever it is).
    virtual void release() = 0;
    // Enter or Space on the keyboard cursor's cell.
    virtual void activate(engine::Cell cell) = 0;
    // Escape while a button is pressed: drop the stroke or drag without acting
    // on it (the release that follows does not reach the tool).
    virtual void cancel() {}
    // The mouse rests on `cell` with no button pressed; nothing when it left the board.
    virtual void hover(std::optional<engine::Cell> cell) { Q_UNUSED(cell) }
    // The keyboard cursor moved onto `cell` (arrow keys).
    virtual void cursorMoved(engine::Cell cell) { Q_UNUSED(cell) }
    // A digit 0-9 typed with the keyboard cursor on `cell`; false when the tool
    // has no use for it (the view passes the key on).
    virtual bool typeDigit(engine::Cell cell, int digit)
    {
        Q_UNUSED(cell)
        Q_UNUSED(digit)
        return false;
    }

signals:
    // A short message for the status bar (why a click did nothing, ...).
    void message(const QString& text);
};

} // namespace gui
