#include "gui/files/ContestTextFiles.h"

#include "gui/files/ContestTextDialogs.h"
#include "gui/files/DocumentFiles.h"
#include "gui/document/GameDocument.h"
#include "gui/files/AtomicFile.h"
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

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
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
        = m_prompts->textToImport(m_window, importTitle(kind), m_settings->lastDirectory(), m_document->gameId());
    if (file.path.isEmpty())
        return false;
    const engine::Game* game = engine::findGame(file.gameId.toStdString());
    if (game == nullptr) {
        showError(importTitle(kind), tr("The game “%1” is not known.").arg(file.gameId));
        return false;
    }
    return importFile(kind, file.path, *game);
}

bool ContestTextFiles::importFile(Kind kind, const QString& path, const engine::Game& game)
{
    const QString title = kind == Kind::Contest ? tr("Cannot import contest text") : tr("Cannot import position query");
    const QString shownPath = QDir::toNativeSeparators(path);
    const QString gameName = GameLooks::find(game.id()).gameName(game);
    const engine::GameText* format = engine::findGameText(game.id());
    if (format == nullptr || !GameLooks::isSupported(game.id())) {
        showError(title, tr("The desktop program cannot show %1 boards yet; grundygrid-cli reads their texts.")
                             .arg(gameName));
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showError(title, tr("%1 cannot be read: %2").arg(shownPath, file.errorString()));
        return false;
    }
    // Read one byte past the limit instead of trusting size(): a pipe or device reports 0.
    const auto limit = static_cast<qint64>(engine::TextReader::kMaxTextSize);
    const QByteArray bytes = file.size() > limit ? QByteArray() : file.read(limit + 1);
    if (file.size() > limit || bytes.size() > limit) {
        showError(title, tr("%1 is larger than %2 MB, too large for a text of this program.")
                             .arg(shownPath)
                             .arg(engine::TextReader::kMaxTextSize >> 20));
        return false;
    }
    // A pawn text of 10^5 cells takes about a second to read and show.
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const auto restoreCursor = qScopeGuard([] { QGuiApplication::restoreOverrideCursor(); });

    DocumentState state;
    QString done = tr("Imported %1").arg(shownPath);
    try {
        engine::TextReader reader(bytes.toStdString());
        if (kind == Kind::PositionQuery) {
            engine::PositionQuery query = format->readPositionQuery(reader, game);
            const int played = static_cast<int>(query.moves.size());
            state = DocumentState{std::move(query.setup), std::move(query.moves), played};
        } else {
            const std::vector<engine::ContestCase> cases = format->readContestCases(reader);
            int index = 0;
            if (cases.size() > 1) {
                QStringList labels;
                labels.reserve(static_cast<qsizetype>(cases.size()));
                for (std::size_t i = 0; i < cases.size(); ++i)
                    labels.append(tr("Case %1: %2").arg(i + 1).arg(toQString(cases[i].label)));
                const std::optional<int> chosen = m_prompts->chooseCase(m_window, labels);
                if (!chosen || *chosen < 0 || *chosen >= static_cast<int>(cases.size()))
                    return false;
                index = *chosen;
                done = tr("Imported case %1 of %2 of %3").arg(index + 1).arg(cases.size()).arg(shownPath);
            }
            state = DocumentState{cases[static_cast<std::size_t>(index)].setup(), {}, 0};
        }
    } catch (const engine::ParseError& error) {
        const QString where = error.column() > 0 ? tr("Line %1, column %2").arg(error.line()).arg(error.column())
                                                 : tr("Line %1").arg(error.line());
        const QString message = kind == Kind::Contest ? tr("%1 is not a contest text of %2.\n%3: %4")
                                                      : tr("%1 is not a position query of %2.\n%3: %4");
        showError(title, message.arg(shownPath, gameName, where, QString::fromStdString(error.message())));
        return false;
    }
    if (const auto problem = game.setupProblem(state.setup)) {
        showError(title, tr("%1: %2").arg(shownPath, QString::fromStdString(*problem)));
        return false;
    }
    m_document->reset(game, std::move(state), QString());
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    emit statusMessage(done);
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

std::variant<std::string, QString> ContestTextFiles::exportText(Kind kind) const
{
    const engine::Game& game = m_document->game();
    const engine::GameText* format = engine::findGameText(game.id());
    if (format == nullptr)
        return tr("%1 has no text format.").arg(GameLooks::find(game.id()).gameName(game));
    const engine::Board& setup = m_document->setup();
    if (const auto problem = game.setupProblem(setup))
        return tr("The board is not a setup the game can play: %1").arg(QString::fromStdString(*problem));
    if (const auto problem = format->contestTextProblem(setup))
        return tr("The text format cannot hold this board: %1").arg(QString::fromStdString(*problem));
    if (kind == Kind::Contest)
        return format->contestText(setup);
    const auto& moves = m_document->moves();
    const std::vector<engine::Move> played(moves.begin(), moves.begin() + m_document->currentMove());
    return format->positionText(setup, played);
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
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    emit statusMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
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
