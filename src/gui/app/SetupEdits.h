#pragma once

#include "engine/Cell.h"

#include <QObject>

class QAction;
class QWidget;

namespace gui {

class GameDocument;
class Settings;

// Edit ▸ Resize and Edit ▸ Clear: whole-setup edits, each one undo step.
// Resize is off for a sum (engine::SumGame): its size is its boards' sizes, and
// its tooltip says how a sum changes instead.
class SetupEdits : public QObject {
    Q_OBJECT

public:
    // All must outlive this object; `window` parents the Resize dialog.
    SetupEdits(QAction* resize, QAction* clear, GameDocument* document, Settings* settings, QWidget* window);

    // Asks for a new size (the dialog refuses sizes the game cannot play) and
    // resizes, saying how many of the moves played were kept.
    void resizeBoard();
    // Resizes to `rows` x `cols` (what the dialog's OK does).
    void resizeTo(engine::Coord rows, engine::Coord cols);
    // Replaces the setup by the game's empty board of the same size.
    void clearBoard();

signals:
    // A line for the status bar.
    void message(const QString& text);

private:
    void updateResizeAction();

    QAction* m_resize;
    QString m_resizeTip; // the tooltip of a plain board's Resize
    GameDocument* m_document;
    Settings* m_settings;
    QWidget* m_window;
};

} // namespace gui
