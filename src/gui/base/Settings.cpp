#include "gui/base/Settings.h"

#include <QDir>

namespace gui {

int Settings::value(const RangeSetting& setting) const
{
    bool ok = false;
    const int stored = m_settings.value(QLatin1String(setting.key), setting.fallback).toInt(&ok);
    return ok && stored >= setting.min && stored <= setting.max ? stored : setting.fallback;
}

void Settings::setValue(const RangeSetting& setting, int value)
{
    m_settings.setValue(QLatin1String(setting.key), value);
}

QString Settings::lastDirectory() const
{
    const QString directory = value(LastDirectory);
    return directory.isEmpty() || !QDir(directory).exists() ? QDir::homePath() : directory;
}

Opponent Settings::opponent() const
{
    if (m_settings.contains(QLatin1String(OpponentChoice.key)))
        return value(OpponentChoice);
    return value(OpponentIsComputer) ? Opponent::Computer : Opponent::Human;
}

QStringList Settings::recentFiles() const
{
    QStringList files;
    for (const QString& path : value(RecentFiles))
        if (!path.isEmpty() && !files.contains(path) && files.size() < kMaxRecentFiles)
            files.append(path);
    return files;
}

void Settings::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    setValue(RecentFiles, files.mid(0, kMaxRecentFiles));
}

void Settings::removeRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    setValue(RecentFiles, files);
}

} // namespace gui
