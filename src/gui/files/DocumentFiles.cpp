#include "gui/files/DocumentFiles.h"

#include "gui/analysis/BackgroundJobs.h"
#include "gui/files/OpenedFile.h"
#include "gui/document/GameDocument.h"
#include "gui/document/commands/GoToMoveCommand.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/base/Settings.h"
#include "gui/files/UserPrompts.h"
#include "gui/files/BoardFile.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QSignalBlocker>
#include <QWidget>

#include <algorithm>
#include <climits>
#include <exception>

namespace gui {

DocumentFiles::DocumentFiles(GameDocument* document, UserPrompts* prompts, Settings* settings, QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_prompts(prompts)
    , m_settings(settings)
    , m_window(window)
    , m_jobs(std::make_unique<BackgroundJobs>())
{
    // The record of the file on disk belongs to one file name (New, Import, a puzzle: none).
    connect(m_document, &GameDocument::fileNameChanged, this, [this](const QString& fileName) {
        if (fileName != m_diskGuard.path())
            m_diskGuard.forget();
        // A document without a file (New, a puzzle, an import) is no longer the file that was opened.
        if (fileName.isEmpty())
            m_unknownFields = {};
    });
    connect(m_document, &GameDocument::changed, this, [this] { ++m_documentChanges; });
    if (m_window != nullptr)
        m_window->installEventFilter(this);
}

DocumentFiles::~DocumentFiles() = default;

bool DocumentFiles::eventFilter(QObject* watched, QEvent* event)
{
    // Asked after the activation is done, so the question is not a dialog opened inside it.
    if (watched == m_window && event->type() == QEvent::WindowActivate)
        QMetaObject::invokeMethod(this, &DocumentFiles::checkDiskChange, Qt::QueuedConnection);
    return QObject::eventFilter(watched, event);
}

void DocumentFiles::checkDiskChange()
{
    const QString path = m_document->fileName();
    if (m_askingAboutDisk || path.isEmpty() || !m_diskGuard.hasNewChange(path))
        return;
    resolveDiskChange(false);
}

bool DocumentFiles::resolveDiskChange(bool beforeSaving)
{
    m_askingAboutDisk = true;
    m_diskGuard.markSeen(m_document->fileName()); // the window's activation after the question asks nothing
    const UserPrompts::FileChangeChoice choice
        = m_prompts->askFileChanged(m_window, displayName(), beforeSaving, m_document->isModified());
    m_askingAboutDisk = false;
    switch (choice) {
    case UserPrompts::FileChangeChoice::Reload: reload(); return false;
    case UserPrompts::FileChangeChoice::SaveAs: return saveAs();
    case UserPrompts::FileChangeChoice::Overwrite: return saveTo(m_document->fileName());
    case UserPrompts::FileChangeChoice::Cancel: break;
    }
    if (beforeSaving)
        emit statusMessage(tr("Not saved: %1 was changed on disk.").arg(displayName()));
    return false;
}

void DocumentFiles::reload()
{
    const QString path = m_document->fileName();
    open(path, tr("Reloaded %1 as it is on disk").arg(QDir::toNativeSeparators(path)));
}

bool DocumentFiles::newWithDialog()
{
    if (!maybeSave())
        return false;
    const QSize last = m_settings->value(Settings::LastBoardSize);
    NewBoardDialog dialog(NewBoardDialog::Purpose::NewBoard, m_document->game(), last.height(), last.width(),
                          m_window);
    dialog.setGame(m_settings->value(Settings::LastNewGame));
    dialog.setStart(NewBoardDialog::startFromName(m_settings->value(Settings::LastNewStart))
                        .value_or(NewBoardDialog::Start::Empty));
    dialog.setDensityPercent(m_settings->value(Settings::LastRandomDensity));
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const engine::Game& game = dialog.game();
    m_settings->setValue(Settings::LastNewGame,
                         QString::fromUtf8(game.id().data(), static_cast<qsizetype>(game.id().size())));
    m_settings->setValue(Settings::LastNewStart, NewBoardDialog::startName(dialog.start()));
    m_settings->setValue(Settings::LastRandomDensity, dialog.densityPercent());
    // A game of one fixed size (the pawn plane) leaves the size typed for the others.
    const engine::SizeLimits limits = game.sizeLimits();
    if (dialog.start() != NewBoardDialog::Start::Example && limits.minRows < limits.maxRows
        && dialog.rows() <= INT_MAX && dialog.cols() <= INT_MAX)
        m_settings->setValue(Settings::LastBoardSize,
                             QSize(static_cast<int>(dialog.cols()), static_cast<int>(dialog.rows())));
    engine::Board setup;
    try {
        setup = dialog.createSetup(m_random);
    } catch (const std::exception& error) { // a bug, not the user's fault: say so and change nothing
        m_prompts->showError(m_window, tr("Cannot create board"), QString::fromStdString(error.what()));
        return false;
    }
    const engine::Coord rows = setup.rows();
    const engine::Coord cols = setup.cols();
    m_document->reset(game, DocumentState{std::move(setup), {}, 0}, QString(), newBoardRule());
    switch (dialog.start()) {
    case NewBoardDialog::Start::Example:
        emit statusMessage(tr("New board: the example of %1").arg(GameLooks::find(game).gameName(game)));
        break;
    case NewBoardDialog::Start::Random:
        emit statusMessage(tr("New random %1 x %2 board (%3 % density)").arg(rows).arg(cols).arg(dialog.densityPercent()));
        break;
    case NewBoardDialog::Start::Empty:
        emit statusMessage(tr("New %1 x %2 board").arg(rows).arg(cols));
        break;
    }
    return true;
}

engine::PlayRule DocumentFiles::newBoardRule() const
{
    return m_settings->value(Settings::NewBoardRule);
}

void DocumentFiles::open(const QString& path, const QString& done)
{
    const QString source = QDir::toNativeSeparators(path);
    //: The status bar while a board file is read, before its progress is known.
    emit statusMessage(tr("Opening %1…").arg(source));
    JobReceiver<OpenedFile> receiver;
    receiver.progress = [this, source](double fraction) {
        //: The status bar while a board file is read and its moves replayed: the file, the percentage done.
        emit statusMessage(tr("Opening %1… %2 %").arg(source).arg(qRound(fraction * 100)));
    };
    receiver.result = [this, path, done](OpenedFile opened) { finishOpening(path, done, std::move(opened)); };
    receiver.error = [this](const QString& message) {
        m_prompts->showError(m_window, tr("Cannot open board"), message);
        emit openFinished(false);
    };
    m_changesAtOpen = m_documentChanges;
    m_opening = m_jobs->start<OpenedFile>(
        [path, source](JobContext<OpenedFile>& context) { return readOpenedFile(path, source, context.solveContext()); },
        std::move(receiver));
}

void DocumentFiles::finishOpening(const QString& path, const QString& done, OpenedFile opened)
{
    if (opened.problem) {
        emit statusMessage(QString());
        m_prompts->showError(m_window, tr("Cannot open board"), *opened.problem);
        emit openFinished(false);
        return;
    }
    // The question before the open was about the board as it was then: changed
    // since (an edit while the file was read), it is asked again, and Cancel keeps it.
    if (m_documentChanges != m_changesAtOpen && !maybeSave()) {
        //: The status bar when the user kept a board changed while a file was being opened.
        emit statusMessage(tr("Did not open %1: the board changed meanwhile was kept").arg(QDir::toNativeSeparators(path)));
        emit openFinished(false);
        return;
    }
    const QString absolutePath = QFileInfo(path).absoluteFilePath();
    ImportedPosition& position = opened.position;
    m_document->resetReplayed(*position.game, std::move(position.state), std::move(opened.positions), absolutePath,
                              position.rule);
    m_unknownFields = std::move(position.unknown);
    m_diskGuard.record(absolutePath, opened.bytes);
    recordOpenedMoves();
    remember(path);
    emit statusMessage(done.isEmpty() ? tr("Opened %1").arg(QDir::toNativeSeparators(path)) : done);
    emit openFinished(true);
}

void DocumentFiles::recordOpenedMoves()
{
    // The moves were played before the file was saved; each becomes a step Undo
    // takes back (navigation: the moves stay, Redo returns, nothing is modified).
    // The last kMaxOpenedSteps only: a longer game is gone through in the move list.
    constexpr int kMaxOpenedSteps = 10000;
    // The stack announces its new state once, not once a step: each announcement
    // retitles the Undo action and so its menu entry and tool button.
    QUndoStack* stack = m_document->undoStack();
    QSignalBlocker quiet(stack);
    for (int move = std::max(1, m_document->currentMove() - kMaxOpenedSteps + 1); move <= m_document->currentMove();
         ++move)
        stack->push(GoToMoveCommand::alreadyTaken(m_document, move - 1, move, tr("Move %1").arg(move)));
    quiet.unblock();
    emit stack->indexChanged(stack->index());
    emit stack->canUndoChanged(stack->canUndo());
    emit stack->undoTextChanged(stack->undoText());
}

std::optional<ImportedPosition> DocumentFiles::positionFromJson(const QByteArray& json, const QString& source,
                                                                const QString& title)
{
    return positionOf(BoardFile::fromJson(json), source, title);
}

std::optional<ImportedPosition> DocumentFiles::positionOf(std::variant<BoardFileContents, QString> read,
                                                          const QString& source, const QString& title)
{
    std::variant<ImportedPosition, QString> position = importedPosition(std::move(read), source);
    if (const QString* error = std::get_if<QString>(&position)) {
        m_prompts->showError(m_window, title, *error);
        return std::nullopt;
    }
    return std::move(std::get<ImportedPosition>(position));
}

std::variant<ImportedPosition, QString> DocumentFiles::importedPosition(std::variant<BoardFileContents, QString> read,
                                                                         const QString& source)
{
    if (QString* error = std::get_if<QString>(&read))
        return std::move(*error);
    BoardFileContents& contents = std::get<BoardFileContents>(read);
    const engine::Game* game = contents.game != nullptr ? contents.game : engine::findGame(contents.gameId.toStdString());
    if (game == nullptr)
        return tr("%1 is a board of the game “%2”, which this version does not know.").arg(source, contents.gameId);
    if (!GameLooks::isSupported(*game))
        return tr("%1 is a board of the game “%2”, which the desktop program cannot show yet; "
                  "grundygrid-cli analyses it.")
            .arg(source, contents.gameId);
    const int moveCount = static_cast<int>(contents.moves.size());
    return ImportedPosition{game, DocumentState{std::move(contents.setup), std::move(contents.moves), moveCount},
                            QString(), contents.rule, std::move(contents.unknown)};
}

bool DocumentFiles::openWithDialog()
{
    const QString path = m_prompts->openFileName(m_window, m_settings->lastDirectory());
    if (path.isEmpty())
        return false;
    open(path);
    return true;
}

bool DocumentFiles::openRecent(const QString& path)
{
    if (!QFileInfo::exists(path)) {
        m_settings->removeRecentFile(path);
        emit recentFilesChanged();
        m_prompts->showError(m_window, tr("Cannot open board"),
                             tr("%1 no longer exists; it was removed from the recent files.")
                                 .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    if (!maybeSave())
        return false;
    open(path);
    return true;
}

void DocumentFiles::remember(const QString& path)
{
    const QFileInfo file(path);
    m_settings->setValue(Settings::LastDirectory, file.absolutePath());
    m_settings->addRecentFile(file.absoluteFilePath());
    emit recentFilesChanged();
}

bool DocumentFiles::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    if (m_diskGuard.hasChanged(m_document->fileName()))
        return resolveDiskChange(true);
    return saveTo(m_document->fileName());
}

bool DocumentFiles::saveAs()
{
    const QString suggested = m_document->fileName().isEmpty()
        ? QDir(m_settings->lastDirectory()).filePath(m_document->gameId() + QStringLiteral(".grundy"))
        : m_document->fileName();
    const QString path = m_prompts->saveFileName(m_window, suggested);
    return !path.isEmpty() && saveTo(path);
}

bool DocumentFiles::saveTo(const QString& path)
{
    const BoardFileContents contents{m_document->gameId(), m_document->setup(), m_document->moves(),
                                     &m_document->game(), m_document->rule(), m_unknownFields};
    QByteArray bytes;
    if (const std::optional<QString> error = BoardFile::write(path, contents, &bytes)) {
        m_prompts->showError(m_window, tr("Cannot save board"), *error);
        return false;
    }
    const QString absolutePath = QFileInfo(path).absoluteFilePath();
    m_document->setFileName(absolutePath);
    m_diskGuard.record(absolutePath, bytes);
    m_document->markSaved();
    remember(path);
    emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool DocumentFiles::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (m_prompts->askSaveChanges(m_window, displayName())) {
    case UserPrompts::SaveChoice::Save: return save();
    case UserPrompts::SaveChoice::Discard: return true;
    case UserPrompts::SaveChoice::Cancel: return false;
    }
    return false;
}

QString DocumentFiles::displayName() const
{
    return m_document->fileName().isEmpty() ? tr("Untitled") : QFileInfo(m_document->fileName()).fileName();
}

} // namespace gui
