#pragma once

#include "gui/export/ExportDialogs.h"

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace gui {

class BoardView;
class DocumentFiles;
class GameDocument;
class Settings;
class WorksheetExport;

// File ▸ Export Picture…, Export Worksheet… and Print Board… (Ctrl+Shift+P:
// Ctrl+P is Play Mode), added to the File menu before Quit. The picture and the
// printed page are the board as the window shows it (BoardSnapshot, the window's
// own drawing code); the picture is written through writeAtomically, so a
// failure names the system's reason and leaves an old file as it was. Its
// questions go through ExportPrompts (setPrompts: tests answer them). Found by
// tests as "boardExports".
class BoardExports : public QObject {
    Q_OBJECT

public:
    struct Parts {
        QMenu* fileMenu;
        QAction* quitAction; // the actions go before its separator
        GameDocument* document;
        DocumentFiles* files;
        BoardView* view;
        Settings* settings;
        QWidget* window;
    };

    BoardExports(const Parts& parts, QObject* parent);

    // Questions go to `prompts` (not owned), or to dialogs again when null.
    void setPrompts(ExportPrompts* prompts);
    void exportPicture();
    void print();
    [[nodiscard]] WorksheetExport* worksheets() const { return m_worksheets; }

signals:
    void statusMessage(const QString& text);

private:
    [[nodiscard]] PictureOptions rememberedPictureOptions() const;
    void rememberPictureOptions(const PictureOptions& options);
    [[nodiscard]] QString printTitle() const;

    Parts m_parts;
    ExportDialogs m_dialogs;
    ExportPrompts* m_prompts;
    WorksheetExport* m_worksheets;
};

} // namespace gui
