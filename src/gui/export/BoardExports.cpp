#include "gui/export/BoardExports.h"

#include "gui/analysis/BackgroundJobs.h"
#include "gui/base/ActionTips.h"
#include "gui/base/Settings.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"
#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/export/BoardSnapshot.h"
#include "gui/export/WorksheetExport.h"
#include "gui/base/AtomicFile.h"
#include "gui/files/DocumentFiles.h"
#include "gui/looks/GameLooks.h"

#include "engine/sums/SumGame.h"

#include <QAction>
#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QPainter>
#include <QPrinter>

namespace gui {

namespace {

QAction* addAction(QMenu* menu, QAction* before, const QString& text, const char* name, const QString& tip)
{
    auto* action = new QAction(text, menu);
    action->setObjectName(QLatin1String(name));
    ActionTips::describe(action, tip);
    menu->insertAction(before, action);
    return action;
}

} // namespace

BoardExports::BoardExports(const Parts& parts, QObject* parent)
    : QObject(parent)
    , m_parts(parts)
    , m_prompts(&m_dialogs)
    , m_worksheets(new WorksheetExport(parts.document, parts.settings, parts.window, this))
    , m_pictureJobs(std::make_unique<BackgroundJobs>())
{
    setObjectName(QStringLiteral("boardExports"));
    m_worksheets->setPrompts(m_prompts);
    const QList<QAction*> actions = parts.fileMenu->actions();
    const qsizetype quit = actions.indexOf(parts.quitAction);
    QAction* before = quit > 0 && actions.at(quit - 1)->isSeparator() ? actions.at(quit - 1) : parts.quitAction;
    QAction* picture = addAction(parts.fileMenu, before, tr("Export Pict&ure…"), "actionExportPicture",
                                 tr("Save the board as a PNG or SVG picture, as the window shows it"));
    QAction* worksheet = addAction(parts.fileMenu, before, tr("Export &Worksheet…"), "actionExportWorksheet",
                                   tr("Save a PDF of puzzles to solve on paper, with an answer key"));
    QAction* printAction = addAction(parts.fileMenu, before, tr("Print Boar&d…"), "actionPrint",
                                     tr("Print the board with its marks as shown, fitted to the page"));
    // Ctrl+P, the usual Print, is Game ▸ Play Mode here.
    printAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    parts.fileMenu->insertSeparator(picture);
    connect(picture, &QAction::triggered, this, &BoardExports::exportPicture);
    connect(worksheet, &QAction::triggered, m_worksheets, &WorksheetExport::run);
    connect(printAction, &QAction::triggered, this, &BoardExports::print);
    connect(m_worksheets, &WorksheetExport::statusMessage, this, &BoardExports::statusMessage);
    connect(m_worksheets, &WorksheetExport::runningChanged, worksheet,
            [worksheet](bool running) { worksheet->setEnabled(!running); });
}

BoardExports::~BoardExports() = default;

void BoardExports::setPrompts(ExportPrompts* prompts)
{
    m_prompts = prompts != nullptr ? prompts : &m_dialogs;
    m_worksheets->setPrompts(m_prompts);
}

PictureOptions BoardExports::rememberedPictureOptions() const
{
    const Settings& settings = *m_parts.settings;
    PictureOptions options;
    options.format = settings.value(Settings::PictureAsSvg) ? PictureOptions::Format::Svg : PictureOptions::Format::Png;
    options.width = settings.value(Settings::PictureWidth);
    options.marks = settings.value(Settings::PictureMarks);
    options.outlines = settings.value(Settings::PictureOutlines);
    options.coordinates = settings.value(Settings::PictureCoordinates);
    return options;
}

void BoardExports::rememberPictureOptions(const PictureOptions& options)
{
    Settings& settings = *m_parts.settings;
    settings.setValue(Settings::PictureAsSvg, options.format == PictureOptions::Format::Svg);
    settings.setValue(Settings::PictureWidth, options.width);
    settings.setValue(Settings::PictureMarks, options.marks);
    settings.setValue(Settings::PictureOutlines, options.outlines);
    settings.setValue(Settings::PictureCoordinates, options.coordinates);
}

void BoardExports::exportPicture()
{
    BoardView& view = *m_parts.view;
    const bool names = showsBoardNames();
    const auto heightFor = [&view, names](int width, bool coordinates) {
        return BoardSnapshot(view, {true, true, coordinates, names}).heightFor(width);
    };
    const std::optional<PictureOptions> asked =
        m_prompts->pictureOptions(m_parts.window, rememberedPictureOptions(), heightFor);
    if (!asked)
        return;
    PictureOptions options = *asked;
    rememberPictureOptions(options);
    const bool svg = options.format == PictureOptions::Format::Svg;
    const QString png = tr("PNG images (*.png)");
    const QString svgs = tr("SVG drawings (*.svg)");
    const QString suggested = QDir(m_parts.settings->lastDirectory())
                                  .filePath(m_parts.document->gameId() + (svg ? QStringLiteral(".svg")
                                                                               : QStringLiteral(".png")));
    QString path = m_prompts->saveFileName(m_parts.window, tr("Export Picture"), suggested,
                                           svg ? svgs + QStringLiteral(";;") + png : png + QStringLiteral(";;") + svgs);
    if (path.isEmpty())
        return;
    // The file's name decides the format; a name without either suffix gets the chosen one's.
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg") || suffix == QLatin1String("png"))
        options.format = suffix == QLatin1String("svg") ? PictureOptions::Format::Svg : PictureOptions::Format::Png;
    else
        path += svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    const BoardSnapshot snapshot(view, {options.marks, options.outlines, options.coordinates, names});
    if (options.format == PictureOptions::Format::Svg) {
        finishPicture(path, writeAtomically(path, snapshot.svg(options.width, printTitle())));
        return;
    }
    // Recorded here (the scene is the GUI thread's), drawn, compressed and written on the exports' thread.
    BoardSnapshot::Recording recording = snapshot.record(options.width);
    const std::uint64_t number = ++m_lastPicture;
    JobReceiver<std::optional<QString>> receiver;
    receiver.result = [this, number, path](const std::optional<QString>& problem) {
        m_pictureWrites.erase(number);
        finishPicture(path, problem);
    };
    receiver.error = [this, number, path](const QString& message) {
        m_pictureWrites.erase(number);
        finishPicture(path, message);
    };
    m_pictureWrites.emplace(number, m_pictureJobs->start<std::optional<QString>>(
                                        [recording = std::move(recording), path](JobContext<std::optional<QString>>&) {
                                            QByteArray bytes;
                                            QBuffer buffer(&bytes);
                                            buffer.open(QIODevice::WriteOnly);
                                            BoardSnapshot::imageOf(recording).save(&buffer, "PNG");
                                            return writeAtomically(path, bytes);
                                        },
                                        std::move(receiver)));
}

void BoardExports::finishPicture(const QString& path, const std::optional<QString>& problem)
{
    if (problem) {
        m_prompts->showError(m_parts.window, tr("Export Picture"),
                             tr("The picture could not be written to “%1”: %2").arg(path, *problem));
        return;
    }
    m_parts.settings->setValue(Settings::LastDirectory, QFileInfo(path).absolutePath());
    emit statusMessage(tr("Exported the picture to %1.").arg(QDir::toNativeSeparators(path)));
}

bool BoardExports::showsBoardNames() const
{
    return engine::asSumGame(m_parts.document->game()) != nullptr;
}

QString BoardExports::printTitle() const
{
    const GameDocument& document = *m_parts.document;
    //: A printed board's title: the game, the document and the move shown, e.g. "Chomp — board.grundy — move 3 of 5".
    return tr("%1 — %2 — move %3 of %4")
        .arg(GameLooks::find(document.game()).gameName(document.game()), m_parts.files->displayName())
        .arg(document.currentMove())
        .arg(document.moves().size());
}

void BoardExports::print()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(printTitle());
    if (!m_prompts->setUpPrinter(m_parts.window, printer))
        return;
    QPainter painter;
    if (!painter.begin(&printer)) {
        m_prompts->showError(m_parts.window, tr("Print"), tr("The printer could not be started."));
        return;
    }
    const AnalysisOverlay& overlay = *m_parts.view->boardScene()->overlay();
    const BoardSnapshot snapshot(*m_parts.view,
                                 {overlay.areMarksVisible(), overlay.isDecompositionVisible(), true, showsBoardNames()});
    const QRectF page(QPointF(0, 0), QSizeF(printer.pageLayout().paintRectPixels(printer.resolution()).size()));
    QFont font = painter.font();
    font.setPointSize(14);
    font.setBold(true);
    painter.setFont(font);
    const QRectF titleRect =
        painter.boundingRect(page, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, printTitle());
    painter.drawText(titleRect, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, printTitle());
    const QRectF area = page.adjusted(0, titleRect.height() * 2, 0, 0);
    const QSizeF fitted = snapshot.size().scaled(area.size(), Qt::KeepAspectRatio);
    snapshot.paint(painter, QRectF(area.left() + (area.width() - fitted.width()) / 2, area.top(), fitted.width(),
                                   fitted.height()));
    painter.end();
    emit statusMessage(tr("Printed the board."));
}

} // namespace gui
