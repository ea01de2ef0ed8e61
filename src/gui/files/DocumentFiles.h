#pragma once

#include "gui/analysis/JobHandle.h"
#include "gui/files/BoardFile.h"
#include "gui/files/DiskChangeGuard.h"
#include "gui/files/ImportedPosition.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <variant>

class QWidget;

namespace gui {

class BackgroundJobs;
class GameDocument;
struct OpenedFile;
class Settings;
class UserPrompts;

// Opens and saves the document's board files and guards unsaved changes. A file
// that cannot be read leaves the document exactly as it was. A file changed on
// disk by someone else since it was opened or saved is never overwritten
// silently: Save asks (Reload, Save As, Overwrite) first, and so does the window
// becoming active, once per version on disk. A game opened with its moves can be
// stepped back through with Undo, one move a step. Fields of the file that this
// version does not know (a newer version wrote them) are written back on Save.
// A file is read, parsed and its moves replayed off the GUI thread (OpenedFile, a
// job of BackgroundJobs), its progress in the status bar; the document changes
// when all of it is done.
class DocumentFiles : public QObject {
    Q_OBJECT

public:
    // All must outlive this object; `window` parents the dialogs.
    DocumentFiles(GameDocument* document, UserPrompts* prompts, Settings* settings, QWidget* window);
    ~DocumentFiles() override;

    void setPrompts(UserPrompts* prompts) { m_prompts = prompts; }

    // After maybeSave, asks for a game, a size and a start (empty, example,
    // random) and starts that board; remembers the choices. False when cancelled.
    bool newWithDialog();
    // The rule of a new board: the one last chosen with Game ▸ Misère Play (Settings::NewBoardRule).
    [[nodiscard]] engine::PlayRule newBoardRule() const;
    // Seeds the random boards of New (tests make them reproducible).
    void setRandomSeed(std::uint64_t seed) { m_random.seed(seed); }
    // Starts reading `path` into the document, off the GUI thread; the status bar
    // shows its progress. The document changes once the file is read and its moves
    // replayed, and the status bar then says `done` (empty: "Opened …"); a file that
    // cannot be used is explained to the user and leaves the document as it was.
    // Either way openFinished follows. An open still running is replaced by a new one.
    void open(const QString& path, const QString& done = QString());
    // An open was started and has not finished.
    [[nodiscard]] bool isOpening() const { return m_opening.isActive(); }
    // The board file's contents as a position of a game this program shows, or why
    // not (naming the file `source`). Any thread: it reads nothing but `read`.
    [[nodiscard]] static std::variant<ImportedPosition, QString>
    importedPosition(std::variant<BoardFileContents, QString> read, const QString& source);
    // The board of a board file's JSON (Edit > Paste), or nothing after telling
    // the user why (under `title`, naming the text `source`), as open does.
    [[nodiscard]] std::optional<ImportedPosition> positionFromJson(const QByteArray& json, const QString& source,
                                                                   const QString& title);
    // Asks for a file and starts opening it; false when cancelled.
    bool openWithDialog();
    // File > Open Recent: after maybeSave, starts opening `path`; false when it
    // was not started. A file that no longer exists is removed from the recent
    // files with a message, before any question.
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
    // An open ended: the file is the document now (true), or it could not be used (false).
    // Not sent for an open replaced by another.
    void openFinished(bool opened);
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
    // The file an open read: into the document, or its problem to the user.
    void finishOpening(const QString& path, const QString& done, OpenedFile opened);

    GameDocument* m_document;
    UserPrompts* m_prompts;
    Settings* m_settings;
    QWidget* m_window;
    DiskChangeGuard m_diskGuard;
    // The fields of the file opened that this version does not know: Save (and Save As) writes them back.
    UnknownFields m_unknownFields;
    bool m_askingAboutDisk = false; // a question about the file is open: activation does not ask again
    std::mt19937_64 m_random{std::random_device{}()};
    JobHandle m_opening; // the file being read
    // The document's changes counted, and their count when the open began: a
    // board changed while its replacement was read is asked about again.
    std::uint64_t m_documentChanges = 0;
    std::uint64_t m_changesAtOpen = 0;
    // Last: its thread ends before the rest goes (BackgroundJobs).
    std::unique_ptr<BackgroundJobs> m_jobs;
};

} // namespace gui
