#include "gui/files/DiskChangeGuard.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace gui {

namespace {

constexpr auto kHash = QCryptographicHash::Sha256;

} // namespace

std::optional<DiskChangeGuard::Stat> DiskChangeGuard::statOf(const QString& path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return std::nullopt;
    return Stat{info.size(), info.lastModified()};
}

void DiskChangeGuard::record(const QString& path, const QByteArray& bytes)
{
    m_path = path;
    m_hash = QCryptographicHash::hash(bytes, kHash);
    // The bytes are what was read or written; the time is the file's now (a write
    // between the two is caught by the hash).
    m_recorded = statOf(path).value_or(Stat{});
    m_recorded.size = bytes.size();
    m_lastSeen = m_recorded;
}

void DiskChangeGuard::forget()
{
    m_path.clear();
    m_hash.clear();
    m_recorded = {};
    m_lastSeen = {};
}

bool DiskChangeGuard::differsFromRecorded(const QString& path, const Stat& now) const
{
    if (now.size != m_recorded.size)
        return true;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false; // unreadable now: whether it changed cannot be told, and writing will say why it fails
    QCryptographicHash hash(kHash);
    hash.addData(&file);
    return hash.result() != m_hash;
}

bool DiskChangeGuard::hasChanged(const QString& path) const
{
    if (m_path.isEmpty() || path != m_path)
        return false;
    const std::optional<Stat> now = statOf(path);
    return now && differsFromRecorded(path, *now);
}

void DiskChangeGuard::markSeen(const QString& path)
{
    if (const std::optional<Stat> now = statOf(path); now && path == m_path)
        m_lastSeen = *now;
}

bool DiskChangeGuard::hasNewChange(const QString& path)
{
    if (m_path.isEmpty() || path != m_path)
        return false;
    const std::optional<Stat> now = statOf(path);
    if (!now || *now == m_lastSeen)
        return false;
    m_lastSeen = *now;
    return differsFromRecorded(path, *now);
}

} // namespace gui
