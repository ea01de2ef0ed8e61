#include "gui/files/ContestTextFiles.h"

#include "gui/files/ContestCasePreviews.h"
#include "gui/files/ContestTextDialogs.h"
#include "gui/files/DocumentFiles.h"
#include "gui/document/GameDocument.h"
#include "gui/base/AtomicFile.h"
#include "gui/base/Settings.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QScopeGuard>
#include <QWidget>

namespace gui {

namespace {

// A pawn text of 10^5 cells takes about a second to read and show.
auto waitCursor()
{
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    return qScopeGuard([] { QGuiApplication::restoreOverrideCursor(); });
}

} // namespace

ContestTextFiles::ContestTextFiles(GameDocument* document, DocumentFiles* files, Settings* settings, QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_files(files)
    , m_settings(settings)
    , m_window(window)
    , m_dialogs(std::make_unique<ContestTextDialogs>())
    , m_prompts(m_dialogs.get())
{
}

ContestTextFiles::~ContestTextFiles() = default;

void ContestTextFiles::setPrompts(ContestTextPrompts* prompts)
{
    m_prompts = prompts != nullptr ? prompts : m_dialogs.get();
}

void ContestTextFiles::connectActions(QAction* importContest, QAction* exportContest, QAction* importPosition,
                                      QAction* exportPosition)
{
    connect(importContest, &QAction::triggered, this, [this] { importWithDialog(Kind::Contest); });
    connect(exportContest, &QAction::triggered, this, [this] { exportWithDialog(Kind::Contest); });
    connect(importPosition, &QAction::triggered, this, [this] { importWithDialog(Kind::PositionQuery); });
    connect(exportPosition, &QAction::triggered, this, [this] { exportWithDialog(Kind::PositionQuery); });
}

bool ContestTextFiles::importWithDialog(Kind kind)
{
    if (!m_files->maybeSave())
        return false;
    const ContestTextPrompts::TextFile file
        = m_prompts->textToImport(m_window, importTitle(kind), m_settings->lastDirectory());
    if (file.path.isEmpty())
        return false;
    if (file.gameId.isEmpty())
        return importFile(kind, file.path);
    const engine::Game* game = engine::findGame(file.gameId.toStdString());
    if (game == nullptr) {
        showError(importTitle(kind), tr("The game “%1” is not known.").arg(file.gameId));
        return false;
    }
    return importFile(kind, file.path, *game);
}

bool ContestTextFiles::importFile(Kind kind, const QString& path, const engine::Game& game)
{
    if (engine::findGameText(game.id()) == nullptr || !GameLooks::isSupported(game.id())) {
        showError(failureTitle(kind), tr("The desktop program cannot show %1 boards yet; grundygrid-cli reads their "
                                         "texts.")
                                          .arg(GameLooks::find(game).gameName(game)));
        return false;
    }
    const std::optional<std::string> text = readText(kind, path);
    if (!text)
        return false;
    const auto restoreCursor = waitCursor();
    return adopt(positionOf(kind, QDir::toNativeSeparators(path), readTextAs(kind, *text, game), false), path);
}

bool ContestTextFiles::importFile(Kind kind, const QString& path)
{
    const std::optional<std::string> text = readText(kind, path);
    if (!text)
        return false;
    const auto restoreCursor = waitCursor();
    return adopt(positionOf(kind, QDir::toNativeSeparators(path), detectGame(kind, *text, path)), path);
}

std::optional<ImportedPosition> ContestTextFiles::positionFromText(const std::string& text, const QString& source)
{
    const auto restoreCursor = waitCursor();
    GameDetection contest = detectGame(Kind::Contest, text, QString());
    if (!contest.found && contest.ambiguous.empty()) {
        GameDetection query = detectGame(Kind::PositionQuery, text, QString());
        if (query.found || !query.ambiguous.empty())
            return positionOf(Kind::PositionQuery, source, std::move(query));
    }
    return positionOf(Kind::Contest, source, std::move(contest));
}

std::optional<ImportedPosition> ContestTextFiles::positionOf(Kind kind, const QString& source,
                                                            GameDetection detection)
{
    if (detection.found)
        return positionOf(kind, source, std::move(*detection.found), false);
    if (detection.best)
        return positionOf(kind, source, std::move(*detection.best), true);
    if (detection.ambiguous.empty()) {
        showError(failureTitle(kind), tr("No game of this program reads texts."));
        return std::nullopt;
    }
    QStringList names;
    for (const TextReading& reading : detection.ambiguous)
        names.append(GameLooks::find(*reading.game).gameName(*reading.game));
    const std::optional<int> chosen = m_prompts->chooseGame(m_window, QFileInfo(source).fileName(), names);
    if (!chosen || *chosen < 0 || *chosen >= static_cast<int>(detection.ambiguous.size()))
        return std::nullopt;
    return positionOf(kind, source, std::move(detection.ambiguous[static_cast<std::size_t>(*chosen)]), false);
}

std::optional<std::string> ContestTextFiles::readText(Kind kind, const QString& path)
{
    const QString shownPath = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showError(failureTitle(kind), tr("%1 cannot be read: %2").arg(shownPath, file.errorString()));
        return std::nullopt;
    }
    // Read one byte past the limit instead of trusting size(): a pipe or device reports 0.
    const auto limit = static_cast<qint64>(engine::TextReader::kMaxTextSize);
    const QByteArray bytes = file.size() > limit ? QByteArray() : file.read(limit + 1);
    if (file.size() > limit || bytes.size() > limit) {
        showError(failureTitle(kind), tr("%1 is larger than %2 MB, too large for a text of this program.")
                                          .arg(shownPath)
                                          .arg(engine::TextReader::kMaxTextSize >> 20));
        return std::nullopt;
    }
    return bytes.toStdString();
}

std::optional<ImportedPosition> ContestTextFiles::positionOf(Kind kind, const QString& source, TextReading reading,
                                                            bool ofNoGame)
{
    const QString title = failureTitle(kind);
    const engine::Game& game = *reading.game;
    const QString gameName = GameLooks::find(game).gameName(game);
    if (const std::optional<engine::ParseError>& error = reading.error) {
        const QString where = error->column() > 0 ? tr("Line %1, column %2").arg(error->line()).arg(error->column())
                                                  : tr("Line %1").arg(error->line());
        const QString message = ofNoGame ? (kind == Kind::Contest
                                                ? tr("%1 is not a contest text of any game. Read as %2:\n%3: %4")
                                                : tr("%1 is not a position query of any game. Read as %2:\n%3: %4"))
            : kind == Kind::Contest ? tr("%1 is not a contest text of %2.\n%3: %4")
                                    : tr("%1 is not a position query of %2.\n%3: %4");
        showError(title, message.arg(source, gameName, where, QString::fromStdString(error->message())));
        return std::nullopt;
    }
    ImportedPosition position{&game, {}, tr("Imported %1 (%2)").arg(source, gameName)};
    if (kind == Kind::PositionQuery) {
        const int played = static_cast<int>(reading.query->moves.size());
        position.state = DocumentState{std::move(reading.query->setup), std::move(reading.query->moves), played};
    } else {
        const std::vector<engine::ContestCase>& cases = reading.cases;
        int index = 0;
        if (cases.size() > 1) {
            const std::optional<int> chosen = m_prompts->chooseCase(m_window, ContestCasePreviews::of(game, cases));
            if (!chosen || *chosen < 0 || *chosen >= static_cast<int>(cases.size()))
                return std::nullopt;
            index = *chosen;
            position.done =
                tr("Imported case %1 of %2 of %3 (%4)").arg(index + 1).arg(cases.size()).arg(source, gameName);
        }
        position.state = DocumentState{cases[static_cast<std::size_t>(index)].setup(), {}, 0};
    }
    if (const auto problem = game.setupProblem(position.state.setup)) {
        showError(title, tr("%1: %2").arg(source, QString::fromStdString(*problem)));
        return std::nullopt;
    }
    return position;
}

bool ContestTextFiles::adopt(std::optional<ImportedPosition> position, const QString& path)
{
    if (!position)
        return false;
    m_document->reset(*position->game, std::move(position->state), QString());
    m_settings->setValue(Settings::LastDirectory, QFileInfo(path).absolutePath());
    emit statusMessage(position->done);
    return true;
}

bool ContestTextFiles::exportWithDialog(Kind kind)
{
    const QString title = kind == Kind::Contest ? tr("Export Contest Text") : tr("Export Position Query");
    const QString suffix = kind == Kind::Contest ? QStringLiteral("-contest.txt") : QStringLiteral("-position.txt");
    const QString suggested = QDir(m_settings->lastDirectory()).filePath(m_document->gameId() + suffix);
    const QString path = m_prompts->textToExport(m_window, title, suggested);
    return !path.isEmpty() && exportTo(kind, path);
}

std::optional<QString> ContestTextFiles::textProblem(const engine::Board& board) const
{
    const engine::Game& game = m_document->game();
    const engine::GameText* format = engine::findGameText(game.id());
    if (format == nullptr)
        return tr("%1 has no text format.").arg(GameLooks::find(game).gameName(game));
    if (const auto problem = game.setupProblem(board))
        return tr("The board is not a setup the game can play: %1").arg(QString::fromStdString(*problem));
    if (const auto problem = format->contestTextProblem(board))
        return tr("The text format cannot hold this board: %1").arg(QString::fromStdString(*problem));
    return std::nullopt;
}

std::variant<std::string, QString> ContestTextFiles::contestTextOf(const engine::Board& board) const
{
    if (const std::optional<QString> problem = textProblem(board))
        return *problem;
    return engine::findGameText(m_document->game().id())->contestText(board);
}

std::variant<std::string, QString> ContestTextFiles::exportText(Kind kind) const
{
    const engine::Board& setup = m_document->setup();
    if (kind == Kind::Contest)
        return contestTextOf(setup);
    if (const std::optional<QString> problem = textProblem(setup))
        return *problem;
    const auto& moves = m_document->moves();
    const std::vector<engine::Move> played(moves.begin(), moves.begin() + m_document->currentMove());
    return engine::findGameText(m_document->game().id())->positionText(setup, played);
}

bool ContestTextFiles::exportTo(Kind kind, const QString& path)
{
    const QString title = kind == Kind::Contest ? tr("Cannot export contest text") : tr("Cannot export position query");
    const auto text = exportText(kind);
    if (const QString* problem = std::get_if<QString>(&text)) {
        showError(title, *problem);
        return false;
    }
    const std::string& contents = std::get<std::string>(text);
    if (const std::optional<QString> reason
        = writeAtomically(path, QByteArray(contents.data(), static_cast<qsizetype>(contents.size())))) {
        showError(title, tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path), *reason));
        return false;
    }
    m_settings->setValue(Settings::LastDirectory, QFileInfo(path).absolutePath());
    emit statusMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

QString ContestTextFiles::failureTitle(Kind kind) const
{
    return kind == Kind::Contest ? tr("Cannot import contest text") : tr("Cannot import position query");
}

QString ContestTextFiles::importTitle(Kind kind) const
{
    return kind == Kind::Contest ? tr("Import Contest Text") : tr("Import Position Query");
}

void ContestTextFiles::showError(const QString& title, const QString& message)
{
    m_prompts->showError(m_window, title, message);
}

} // namespace gui
