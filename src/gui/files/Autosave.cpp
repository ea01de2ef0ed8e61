#include "gui/files/Autosave.h"

#include "gui/document/GameDocument.h"
#include "gui/base/AtomicFile.h"
#include "gui/files/BoardFile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRandomGenerator>
#include <QStandardPaths>

#include <algorithm>

namespace gui {

Autosave::Autosave(GameDocument* document, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_id(QStringLiteral("%1-%2")
               .arg(QCoreApplication::applicationPid())
               .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0')))
{
    setIntervalSeconds(kDefaultIntervalSeconds);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::onTimer);
    connect(m_document, &GameDocument::changed, this, [this] { m_changedSinceCopy = true; });
    connect(m_document, &GameDocument::fileNameChanged, this, [this] { m_changedSinceCopy = true; });
    // Saved, or replaced by New/Open: nothing left to lose.
    connect(m_document, &GameDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            removeCopy();
        m_changedSinceCopy = modified;
    });
    m_timer.start();
}

Autosave::~Autosave()
{
    removeCopy();
    if (m_lock) {
        m_lock->unlock();
        QFile::remove(QDir(directory()).filePath(m_id + lockSuffix()));
    }
}

QString Autosave::directory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave"));
}

QString Autosave::copySuffix()
{
    return QStringLiteral(".grundy-autosave");
}

QString Autosave::lockSuffix()
{
    return QStringLiteral(".lock");
}

void Autosave::setIntervalSeconds(int seconds)
{
    m_timer.setInterval(std::max(1, seconds) * 1000);
}

QString Autosave::filePath() const
{
    return QDir(directory()).filePath(m_id + copySuffix());
}

bool Autosave::ensureLocked()
{
    if (m_lock)
        return true;
    if (!QDir().mkpath(directory()))
        return false;
    auto lock = std::make_unique<QLockFile>(QDir(directory()).filePath(m_id + lockSuffix()));
    if (!lock->tryLock(0))
        return false;
    m_lock = std::move(lock);
    return true;
}

bool Autosave::writeNow()
{
    if (!m_document->isModified())
        return true;
    const QString path = filePath();
    const auto fail = [&](const QString& reason) {
        emit failed(tr("Autosave failed: cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason));
        return false;
    };
    if (!ensureLocked())
        return fail(tr("the autosave folder cannot be created or locked"));
    QJsonObject root =
        QJsonDocument::fromJson(BoardFile::toJson({m_document->gameId(), m_document->setup(), m_document->moves(), &m_document->game(),
                                                    m_document->rule()}))
            .object();
    QJsonObject recovery;
    recovery.insert(QStringLiteral("file"), m_document->fileName());
    recovery.insert(QStringLiteral("currentMove"), m_document->currentMove());
    recovery.insert(QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    recovery.insert(QStringLiteral("pid"), QCoreApplication::applicationPid());
    root.insert(QStringLiteral("recovery"), recovery);
    const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Compact);
    if (const std::optional<QString> reason = writeAtomically(path, bytes))
        return fail(*reason);
    m_changedSinceCopy = false;
    return true;
}

void Autosave::removeCopy()
{
    QFile::remove(filePath());
}

void Autosave::onTimer()
{
    if (m_changedSinceCopy && m_document->isModified())
        writeNow();
}

} // namespace gui
