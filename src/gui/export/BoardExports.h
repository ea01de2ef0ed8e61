#pragma once

#include "gui/analysis/JobHandle.h"
#include "gui/export/ExportDialogs.h"

#include <QObject>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace gui {

class BoardView;
class DocumentFiles;
class BackgroundJobs;
class GameDocument;
class Settings;
class WorksheetExport;

// File ▸ Export Picture…, Export Worksheet… and Print Board… (Ctrl+Shift+P:
// Ctrl+P is Play Mode), added to the File menu before Quit. The picture and the
// printed page are the board as the window shows it (BoardSnapshot, the window's
// own drawing code); the picture is written through writeAtomically, so a
// failure names the system's reason and leaves an old file as it was. A PNG's
// drawing is recorded on the GUI thread (the scene is its: BoardSnapshot::record)
// but drawn into the image, compressed and written as a job of BackgroundJobs (a
// thread of its own): a picture thousands of pixels wide takes far longer than a
// frame. Its
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
    ~BoardExports() override;

    // Questions go to `prompts` (not owned), or to dialogs again when null.
    void setPrompts(ExportPrompts* prompts);
    void exportPicture();
    void print();
    [[nodiscard]] WorksheetExport* worksheets() const { return m_worksheets; }
    // A PNG picture is being compressed and written.
    [[nodiscard]] bool isWritingPicture() const { return !m_pictureWrites.empty(); }

signals:
    void statusMessage(const QString& text);

private:
    [[nodiscard]] PictureOptions rememberedPictureOptions() const;
    void rememberPictureOptions(const PictureOptions& options);
    [[nodiscard]] QString printTitle() const;
    // A sum: its boards' frames, names and values above them belong in every picture.
    [[nodiscard]] bool showsBoardNames() const;
    // Says how writing the picture to `path` ended (`problem`: why it failed).
    void finishPicture(const QString& path, const std::optional<QString>& problem);

    Parts m_parts;
    ExportDialogs m_dialogs;
    ExportPrompts* m_prompts;
    WorksheetExport* m_worksheets;
    std::uint64_t m_lastPicture = 0;
    std::map<std::uint64_t, JobHandle> m_pictureWrites; // the pictures being written, by number
    // Last: its thread ends (and finishes the picture it writes) before the rest goes.
    std::unique_ptr<BackgroundJobs> m_pictureJobs;
};

} // namespace gui
