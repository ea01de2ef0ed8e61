#pragma once

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QMimeData;
class QWidget;

namespace gui {

class ContestTextFiles;
class DocumentFiles;
class GameDocument;
struct ImportedPosition;

// Edit > Copy (Ctrl+C) and Edit > Paste (Ctrl+V) of a position.
//
// Copy puts the current position on the clipboard twice: as a board file's JSON
// (kBoardMimeType: the setup and the moves up to the current one, exact for
// every game and setup, so a paste here restores it with its history) and as
// plain text: the one-case contest text of the current board (what
// `grundygrid-cli GAME` answers and people read), else (a board played on that
// is no setup) the position query of the setup and the moves (what
// `grundygrid-cli moves GAME` reads), else the JSON.
//
// Paste reads the JSON when the clipboard has it, else its text: a board file's
// JSON, a contest text or a position query of the game it is in
// (ContestTextFiles::positionFromText: the game detected, the game or case
// asked for when several fit). A board of the document's game replaces the
// board as one undoable edit ("Paste"); one of another game becomes a new
// document after the unsaved-changes question, as File > Open does. Text that
// cannot be read is reported with its line and column and changes nothing.
class PositionClipboard : public QObject {
    Q_OBJECT

public:
    static constexpr const char* kBoardMimeType = "application/x-grundygrid-board";

    // Adds Copy and Paste to `editMenu` before `before`; all must outlive this object.
    PositionClipboard(QMenu* editMenu, QAction* before, GameDocument* document, DocumentFiles* files,
                      ContestTextFiles* texts, QWidget* window);

    // What copy() puts on the clipboard.
    [[nodiscard]] QMimeData* positionData() const;
    void copy();
    // False when nothing changed (an error, a cancelled question, an empty clipboard).
    bool paste();

signals:
    void statusMessage(const QString& text);

private:
    // Puts a position read from the clipboard into the document.
    bool adopt(ImportedPosition position);

    GameDocument* m_document;
    DocumentFiles* m_files;
    ContestTextFiles* m_texts;
    QWidget* m_window;
};

} // namespace gui
