#include "gui/files/RecoveryOffer.h"

#include "gui/files/Autosave.h"
#include "gui/document/GameDocument.h"
#include "gui/files/UserPrompts.h"
#include "gui/files/BoardFile.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>

namespace gui {

namespace {

// Larger than any copy Autosave writes: a board file (BoardFile::kMaxFileBytes) and its small "recovery" object.
constexpr qint64 kMaxCopyBytes = BoardFile::kMaxFileBytes + qint64{64} * 1024;

} // namespace

RecoveryOffer::RecoveryOffer(GameDocument* document, UserPrompts* prompts, QWidget* window)
    : m_document(document)
    , m_prompts(prompts)
    , m_window(window)
{
}

bool RecoveryOffer::run(const QString& directory)
{
    m_offered = 0;
    const QDir dir(directory);
    const QFileInfoList copies =
        dir.entryInfoList({QLatin1Char('*') + Autosave::copySuffix()}, QDir::Files, QDir::Time);
    for (const QFileInfo& copy : copies) {
        QLockFile lock(dir.filePath(copy.completeBaseName() + Autosave::lockSuffix()));
        if (!lock.tryLock(0))
            continue; // its instance is still running
        const bool recovered = offer(copy.absoluteFilePath());
        QFile::remove(copy.absoluteFilePath());
        lock.unlock(); // removes the lock file
        if (recovered)
            return true;
    }
    return false;
}

bool RecoveryOffer::offer(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray bytes = file.read(kMaxCopyBytes + 1);
    file.close();
    const auto cannotRecover = [&](const QString& reason) {
        m_prompts->showError(m_window, tr("Cannot recover board"),
                             tr("The autosaved board %1 cannot be recovered and was deleted: %2")
                                 .arg(QDir::toNativeSeparators(path), reason));
        return false;
    };
    if (bytes.size() > kMaxCopyBytes)
        return cannotRecover(tr("the file is too large."));
    auto result = BoardFile::fromJson(bytes);
    if (const QString* error = std::get_if<QString>(&result))
        return cannotRecover(*error);
    BoardFileContents& contents = std::get<BoardFileContents>(result);
    const engine::Game* game = contents.game != nullptr ? contents.game : engine::findGame(contents.gameId.toStdString());
    if (game == nullptr || !GameLooks::isSupported(*game))
        return cannotRecover(tr("the desktop program cannot show boards of the game “%1”.").arg(contents.gameId));

    const QJsonObject recovery = QJsonDocument::fromJson(bytes).object().value(QStringLiteral("recovery")).toObject();
    const QString fileName = recovery.value(QStringLiteral("file")).toString();
    const int moveCount = static_cast<int>(contents.moves.size());
    const int currentMove = recovery.value(QStringLiteral("currentMove")).toInt(moveCount);
    QDateTime savedAt = QDateTime::fromString(recovery.value(QStringLiteral("savedAt")).toString(), Qt::ISODate);
    if (!savedAt.isValid())
        savedAt = QFileInfo(path).lastModified();

    ++m_offered;
    const QString name = fileName.isEmpty() ? tr("Untitled") : QFileInfo(fileName).fileName();
    const QString description = tr("%1 (%2)").arg(name, GameLooks::find(game->id()).gameName(*game));
    if (!m_prompts->askRecover(m_window, description, savedAt.toLocalTime()))
        return false;
    m_document->reset(*game, DocumentState{std::move(contents.setup), std::move(contents.moves), currentMove},
                      fileName, contents.rule);
    m_document->markUnsaved(); // unsaved changes until the user saves them
    return true;
}

} // namespace gui
