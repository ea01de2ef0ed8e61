#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace gui {

class GameDocument;
class Settings;

// Edit ▸ Resize and Edit ▸ Clear: whole-setup edits, each one undo step.
class SetupEdits : public QObject {
    Q_OBJECT

public:
    // All must outlive this object; `window` parents the Resize dialog.
    SetupEdits(QAction* resize, QAction* clear, GameDocument* document, Settings* settings, QWidget* window);

    // Asks for a new size (the dialog refuses sizes the game cannot play) and resizes.
    void resizeBoard();
    // Replaces the setup by the game's empty board of the same size.
    void clearBoard();

private:
    GameDocument* m_document;
    Settings* m_settings;
    QWidget* m_window;
};

} // namespace gui
