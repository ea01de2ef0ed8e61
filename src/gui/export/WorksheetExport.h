#pragma once

#include "gui/export/ExportPrompts.h"

#include <QObject>
#include <QTimer>

#include <memory>

class QWidget;

namespace gui {

class GameDocument;
class Settings;
class WorksheetJob;
class WorksheetPdf;

// File ▸ Export Worksheet…: asks for the options (the current game, the level,
// count and puzzles per page remembered in Settings, the seed of today's puzzle
// of the day) and the file, generates the puzzles off the GUI thread
// (WorksheetJob, cancellable), paints the PDF a puzzle per turn of the event
// loop, kPaintGapMs apart (WorksheetPdf::paintNext: the window never stalls on a
// long sheet; its diagrams are drawn by a BoardScene, which belongs to the GUI
// thread) and writes it through writeAtomically. A cancel writes nothing; a
// failure is shown with its reason.
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
    // Paints the PDF of the generated puzzles, a puzzle at a time, then writes it.
    void startPainting(const WorksheetOptions& options, const QString& path);
    void paintStep();
    void write(const QString& path, const QByteArray& pdf);
    void endJob();

    GameDocument* m_document;
    Settings* m_settings;
    QWidget* m_window;
    ExportPrompts* m_prompts = nullptr;
    WorksheetJob* m_job = nullptr;
    std::unique_ptr<WorksheetPdf> m_pdf; // while it is painted
    QString m_pdfPath;
    int m_pdfCount = 0;
    static constexpr int kPaintGapMs = 25;
    QTimer m_paintTimer; // a puzzle a turn, kPaintGapMs apart
};

} // namespace gui
