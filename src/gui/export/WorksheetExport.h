#pragma once

#include "gui/analysis/JobHandle.h"
#include "gui/export/ExportPrompts.h"

#include <QObject>

#include <memory>
#include <optional>

class QWidget;

namespace gui {

class BackgroundJobs;
class GameDocument;
class Settings;
class WorksheetJob;

// File ▸ Export Worksheet…: asks for the options (the current game, the level,
// count and puzzles per page remembered in Settings, the seed of today's puzzle
// of the day) and the file, generates the puzzles off the GUI thread
// (WorksheetJob, cancellable), then paints the PDF and writes it through
// writeAtomically as a job of a BackgroundJobs of its own (a thread: a sheet of
// 24 diagrams takes a second or more to paint, and the GUI thread never
// stalls). A cancel writes nothing; a failure is
// shown with its reason.
class WorksheetExport : public QObject {
    Q_OBJECT

public:
    WorksheetExport(GameDocument* document, Settings* settings, QWidget* window, QObject* parent);
    ~WorksheetExport() override;

    void setPrompts(ExportPrompts* prompts) { m_prompts = prompts; }
    // Asks and starts; does nothing while a worksheet is being generated.
    void run();
    [[nodiscard]] bool isRunning() const { return m_job != nullptr; }

signals:
    void statusMessage(const QString& text);
    // Generation started or ended (written, failed or cancelled).
    void runningChanged(bool running);

private:
    [[nodiscard]] WorksheetOptions rememberedOptions() const;
    // Paints the PDF of the generated puzzles and writes it, off the GUI thread.
    void startPainting(const WorksheetOptions& options, const QString& path);
    // Says how writing the worksheet of `count` puzzles to `path` ended (`problem`: why it failed).
    void finishWriting(const QString& path, int count, const std::optional<QString>& problem);
    void endJob();

    GameDocument* m_document;
    Settings* m_settings;
    QWidget* m_window;
    ExportPrompts* m_prompts = nullptr;
    WorksheetJob* m_job = nullptr;
    JobHandle m_painting; // the PDF being painted and written
    // Last: its thread ends before the rest goes (BackgroundJobs).
    std::unique_ptr<BackgroundJobs> m_paintJobs;
};

} // namespace gui
