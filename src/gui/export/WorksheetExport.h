#pragma once

#include "gui/export/ExportPrompts.h"

#include <QObject>

class QWidget;

namespace gui {

class GameDocument;
class Settings;
class WorksheetJob;

// File ▸ Export Worksheet…: asks for the options (the current game, the level,
// count and puzzles per page remembered in Settings, the seed of today's puzzle
// of the day) and the file, generates the puzzles off the GUI thread
// (WorksheetJob, cancellable) and writes the PDF (WorksheetPdf) through
// writeAtomically. A cancel writes nothing; a failure is shown with its reason.
class WorksheetExport : public QObject {
    Q_OBJECT

public:
    WorksheetExport(GameDocument* document, Settings* settings, QWidget* window, QObject* parent);

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
    void write(const WorksheetOptions& options, const QString& path);
    void endJob();

    GameDocument* m_document;
    Settings* m_settings;
    QWidget* m_window;
    ExportPrompts* m_prompts = nullptr;
    WorksheetJob* m_job = nullptr;
};

} // namespace gui
