#pragma once

#include "gui/files/BoardFile.h"
#include "gui/files/DiskChangeGuard.h"
#include "gui/files/ImportedPosition.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <random>
#include <variant>

class QWidget;

namespace gui {

class GameDocument;
class Settings;
class UserPrompts;

// Opens and saves the document's board files and guards unsaved changes. A file
// that cannot be read leaves the document exactly as it was. A file changed on
// disk by someone else since it was opened or saved is never overwritten
// silently: Save asks (Reload, Save As, Overwrite) first, and so does the window
// becoming active, once per version on disk. A game opened with its moves can be
// stepped back through with Undo, one move a step. Fields of the file that this
// version does not know (a newer version wrote them) are written back on Save.
class DocumentFiles : public QObject {
    Q_OBJECT

public:
    // All must outlive this object; `window` parents the dialogs.
    DocumentFiles(GameDocument* document, UserPrompts* prompts, Settings* settings, QWidget* window);

    void setPrompts(UserPrompts* prompts) { m_prompts = prompts; }

    // After maybeSave, asks for a game, a size and a start (empty, example,
    // random) and starts that board; remembers the choices. False when cancelled.
    bool newWithDialog();
    // The rule of a new board: the one last chosen with Game ▸ Misère Play (Settings::NewBoardRule).
    [[nodiscard]] engine::PlayRule newBoardRule() const;
    // Seeds the random boards of New (tests make them reproducible).
    void setRandomSeed(std::uint64_t seed) { m_random.seed(seed); }
    // Reads `path` into the document. False (after telling the user why) when the
    // file cannot be used.
    bool open(const QString& path);
    // The board of a board file's JSON (Edit > Paste), or nothing after telling
    // the user why (under `title`, naming the text `source`), as open does.
    [[nodiscard]] std::optional<ImportedPosition> positionFromJson(const QByteArray& json, const QString& source,
                                                                   const QString& title);
    // Asks for a file and opens it; false when cancelled or failed.
    bool openWithDialog();
    // File > Open Recent: after maybeSave, opens `path`. A file that no longer
    // exists is removed from the recent files with a message, before any question.
    bool openRecent(const QString& path);
    // Saves to the document's file, asking for a name when it has none, and what
    // to do when the file changed on disk since it was opened or saved.
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    // True when the document may be replaced: it is unmodified, or the user
    // saved or discarded the changes. False when the user cancelled.
    bool maybeSave();
    // The name the title bar and prompts use.
    [[nodiscard]] QString displayName() const;
    // The window became active: asks what to do when the document's file changed
    // on disk in a version not asked about yet. (Called by the window's activation.)
    void checkDiskChange();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void statusMessage(const QString& text);
    // Settings::recentFiles changed: a file was opened or saved, or a missing one dropped.
    void recentFilesChanged();

private:
    void remember(const QString& path);
    // Asks what to do about the file changed on disk and does it; true when the
    // board was then saved (under its name or another).
    bool resolveDiskChange(bool beforeSaving);
    // Reads the document's file again, dropping the window's changes.
    void reload();
    // Undo steps back through the moves of a game just opened.
    void recordOpenedMoves();
    // The board file's contents as a position of a game this program shows, or nothing after telling why.
    [[nodiscard]] std::optional<ImportedPosition> positionOf(std::variant<BoardFileContents, QString> read,
                                                             const QString& source, const QString& title);

    GameDocument* m_document;
    UserPrompts* m_prompts;
    Settings* m_settings;
    QWidget* m_window;
    DiskChangeGuard m_diskGuard;
    // The fields of the file opened that this version does not know: Save (and Save As) writes them back.
    UnknownFields m_unknownFields;
    bool m_askingAboutDisk = false; // a question about the file is open: activation does not ask again
    std::mt19937_64 m_random{std::random_device{}()};
};

} // namespace gui
