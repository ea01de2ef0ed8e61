#include "gui/export/WorksheetExport.h"

#include "gui/base/Settings.h"
#include "gui/document/GameDocument.h"
#include "gui/export/WorksheetJob.h"
#include "gui/export/WorksheetPdf.h"
#include "gui/base/AtomicFile.h"
#include "gui/puzzles/PuzzleFields.h"
#include "gui/puzzles/PuzzleSource.h"

#include <QDir>
#include <QFileInfo>

namespace gui {

WorksheetExport::WorksheetExport(GameDocument* document, Settings* settings, QWidget* window, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_settings(settings)
    , m_window(window)
{
    // A puzzle every kPaintGapMs, not back to back: between two puzzles (a diagram
    // of tens of ms) the window has more than a frame to repaint and take input, so
    // the sheet never holds it for more than one puzzle.
    m_paintTimer.setInterval(kPaintGapMs);
    connect(&m_paintTimer, &QTimer::timeout, this, &WorksheetExport::paintStep);
}

WorksheetExport::~WorksheetExport() = default;

WorksheetOptions WorksheetExport::rememberedOptions() const
{
    WorksheetOptions options;
    options.gameId = m_document->gameId();
    options.level = m_settings->value(Settings::WorksheetLevel);
    options.count = m_settings->value(Settings::WorksheetCount);
    options.perPage = m_settings->value(Settings::WorksheetPerPage);
    options.seed = PuzzleFields::seedOfTheDay(PuzzleFields::todayUtc());
    return options;
}

void WorksheetExport::run()
{
    if (m_job != nullptr)
        return;
    const std::optional<WorksheetOptions> asked = m_prompts->worksheetOptions(m_window, rememberedOptions());
    if (!asked)
        return;
    const WorksheetOptions options = *asked;
    const std::optional<PuzzleSource> source = PuzzleSource::of(options.gameId);
    if (!source)
        return;
    m_settings->setValue(Settings::WorksheetLevel, options.level);
    m_settings->setValue(Settings::WorksheetCount, options.count);
    m_settings->setValue(Settings::WorksheetPerPage, options.perPage);
    const QString suggested =
        QDir(m_settings->lastDirectory()).filePath(options.gameId + QStringLiteral("-worksheet.pdf"));
    QString path =
        m_prompts->saveFileName(m_window, tr("Export Worksheet"), suggested, tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    m_job = new WorksheetJob(*source, options, m_window);
    connect(m_job, &WorksheetJob::finished, this, [this, options, path] { startPainting(options, path); });
    connect(m_job, &WorksheetJob::failed, this, [this](const QString& message) {
        endJob();
        m_prompts->showError(m_window, tr("Export Worksheet"),
                             tr("The puzzles could not be generated: %1").arg(message));
    });
    connect(m_job, &WorksheetJob::cancelled, this, [this] {
        endJob();
        emit statusMessage(tr("Worksheet cancelled; nothing was written."));
    });
    emit runningChanged(true);
    m_job->start();
}

void WorksheetExport::endJob()
{
    m_job->deleteLater();
    m_job = nullptr;
    emit runningChanged(false);
}

void WorksheetExport::startPainting(const WorksheetOptions& options, const QString& path)
{
    m_pdf = std::make_unique<WorksheetPdf>(PuzzleSource::of(options.gameId)->name(), options, m_job->puzzles());
    m_pdfPath = path;
    m_pdfCount = options.count;
    m_paintTimer.start();
}

void WorksheetExport::paintStep()
{
    if (m_pdf->paintNext())
        return;
    m_paintTimer.stop();
    const QByteArray pdf = m_pdf->finish();
    m_pdf.reset();
    write(m_pdfPath, pdf);
    endJob();
}

void WorksheetExport::write(const QString& path, const QByteArray& pdf)
{
    if (const std::optional<QString> problem = writeAtomically(path, pdf)) {
        m_prompts->showError(m_window, tr("Export Worksheet"),
                             tr("The worksheet could not be written to “%1”: %2").arg(path, *problem));
        return;
    }
    m_settings->setValue(Settings::LastDirectory, QFileInfo(path).absolutePath());
    emit statusMessage(tr("Exported a worksheet of %1 puzzles to %2.")
                           .arg(m_pdfCount)
                           .arg(QDir::toNativeSeparators(path)));
}

} // namespace gui
