#include "gui/games/chomp/ChompCatalogCache.h"

#include "engine/Error.h"
#include "engine/games/chomp/ChompCatalogFile.h"
#include "gui/base/AtomicFile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStringList>

#include <algorithm>
#include <exception>
#include <string_view>

namespace gui {

namespace {

// The floor as a file name's part: its heights up to the last non-zero one.
QString floorText(const engine::Heights& floor)
{
    QStringList heights;
    std::size_t length = floor.size();
    while (length > 0 && floor[length - 1] == 0)
        --length;
    for (std::size_t c = 0; c < length; ++c)
        heights.append(QString::number(floor[c]));
    return heights.join(QLatin1Char('.'));
}

// What a file name adds after the floor: nothing for normal play, "-misere" for misère.
QString ruleText(engine::PlayRule rule)
{
    return rule == engine::PlayRule::Misere ? QStringLiteral("-misere") : QString();
}

// The box of a cache file's name, when it has that floor and rule: {rows, cols}, else {0, 0}.
std::pair<int, int> boxOfName(const QString& name, const QString& floor, engine::PlayRule rule)
{
    const QString prefix = QStringLiteral("chomp-");
    const QString suffix = QStringLiteral("-f%1%2.catalog").arg(floor, ruleText(rule));
    if (!name.startsWith(prefix) || !name.endsWith(suffix))
        return {0, 0};
    const QStringList sides = name.mid(prefix.size(), name.size() - prefix.size() - suffix.size()).split(QLatin1Char('x'));
    bool rowsOk = false;
    bool colsOk = false;
    const int rows = sides.size() == 2 ? sides[0].toInt(&rowsOk) : 0;
    const int cols = sides.size() == 2 ? sides[1].toInt(&colsOk) : 0;
    return rowsOk && colsOk ? std::pair{rows, cols} : std::pair{0, 0};
}

} // namespace

ChompCatalogCache::ChompCatalogCache(QString folder, std::int64_t limitBytes)
    : m_folder(std::move(folder)), m_limitBytes(limitBytes)
{
}

QString ChompCatalogCache::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/chomp");
}

QString ChompCatalogCache::fileName(int rows, int cols, const engine::Heights& floor, engine::PlayRule rule)
{
    return QStringLiteral("chomp-%1x%2-f%3%4.catalog").arg(rows).arg(cols).arg(floorText(floor), ruleText(rule));
}

std::shared_ptr<const engine::ChompCatalog> ChompCatalogCache::find(int rows, int cols, const engine::Heights& floor,
                                                                    engine::PlayRule rule)
{
    if (auto catalog = findInMemory(rows, cols, floor, rule))
        return catalog;
    const std::lock_guard files(m_fileMutex);
    if (auto catalog = findInMemory(rows, cols, floor, rule)) // read by another worker meanwhile
        return catalog;
    return readFile(rows, cols, floor, rule);
}

std::shared_ptr<const engine::ChompCatalog> ChompCatalogCache::findInMemory(int rows, int cols,
                                                                             const engine::Heights& floor,
                                                                             engine::PlayRule rule)
{
    const std::lock_guard lock(m_mutex);
    const auto found = std::find_if(m_memory.rbegin(), m_memory.rend(),
                                    [&](const auto& catalog) { return catalog->covers(rows, cols, floor, rule); });
    if (found == m_memory.rend())
        return nullptr;
    std::shared_ptr<const engine::ChompCatalog> catalog = *found;
    remember(catalog); // now the most recently used
    return catalog;
}

std::shared_ptr<const engine::ChompCatalog> ChompCatalogCache::readFile(int rows, int cols,
                                                                         const engine::Heights& floor,
                                                                         engine::PlayRule rule)
{
    // The boxes on disk with this poison and rule that hold the board, the smallest first.
    const QString poison = floorText(floor);
    std::vector<std::pair<std::pair<int, int>, QString>> candidates;
    const QDir dir(m_folder);
    for (const QString& name : dir.entryList({QStringLiteral("chomp-*.catalog")}, QDir::Files)) {
        const auto [boxRows, boxCols] = boxOfName(name, poison, rule);
        if (boxRows >= rows && boxCols >= cols)
            candidates.push_back({{boxRows, boxCols}, dir.filePath(name)});
    }
    std::sort(candidates.begin(), candidates.end());
    for (const auto& [box, path] : candidates) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray bytes = file.readAll();
        file.close();
        try {
            auto catalog = std::make_shared<const engine::ChompCatalog>(engine::ChompCatalogFile::catalogOf(
                std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))));
            if (!catalog->covers(rows, cols, floor, rule)
                || fileName(catalog->rows(), catalog->cols(), catalog->floor(), catalog->rule())
                    != QFileInfo(path).fileName())
                throw engine::InvalidArgument("the chomp catalog file holds another box");
            // Read: the most recently used file now, the last the size bound deletes.
            if (file.open(QIODevice::ReadWrite)) {
                file.setFileTime(QDateTime::currentDateTimeUtc(), QFileDevice::FileModificationTime);
                file.close();
            }
            {
                const std::lock_guard lock(m_mutex);
                remember(catalog);
            }
            return catalog;
        } catch (const engine::Error&) {
            QFile::remove(path); // damaged: never trusted, rebuilt when needed
        }
    }
    return nullptr;
}

void ChompCatalogCache::keep(const std::shared_ptr<const engine::ChompCatalog>& catalog)
{
    {
        const std::lock_guard lock(m_mutex);
        ++m_built;
        remember(catalog);
    }
    std::optional<FileFailure> failure;
    {
        const std::lock_guard files(m_fileMutex);
        failure = write(*catalog);
        evict();
    }
    if (!failure)
        return;
    WriteFailureHandler handler;
    {
        const std::lock_guard lock(m_mutex);
        handler = m_onWriteFailure;
    }
    if (handler)
        handler(*failure);
}

void ChompCatalogCache::setWriteFailureHandler(WriteFailureHandler handler)
{
    const std::lock_guard lock(m_mutex);
    m_onWriteFailure = std::move(handler);
}

void ChompCatalogCache::remember(const std::shared_ptr<const engine::ChompCatalog>& catalog)
{
    // Called with m_mutex held.
    std::erase(m_memory, catalog);
    m_memory.push_back(catalog);
    std::uint64_t bytes = 0;
    for (const auto& kept : m_memory)
        bytes += kept->byteSize();
    // The newest is kept whatever its size: a solver holds it anyway.
    while (m_memory.size() > 1 && bytes > kMemoryBytes) {
        bytes -= m_memory.front()->byteSize();
        m_memory.erase(m_memory.begin());
    }
}

std::optional<ChompCatalogCache::FileFailure> ChompCatalogCache::write(const engine::ChompCatalog& catalog)
{
    // Whatever fails, the catalog stays in memory for this session and no partial file is left.
    if (!QDir().mkpath(m_folder))
        return FileFailure{m_folder, tr("the folder cannot be created")};
    const std::string bytes = engine::ChompCatalogFile::bytesOf(catalog);
    const QString path = QDir(m_folder).filePath(fileName(catalog.rows(), catalog.cols(), catalog.floor(), catalog.rule()));
    // As board files are written: a full disk leaves no truncated file (Qt 6.4's QSaveFile alone would).
    if (const std::optional<QString> reason
        = writeAtomically(path, QByteArray::fromRawData(bytes.data(), static_cast<qsizetype>(bytes.size()))))
        return FileFailure{path, *reason};
    return std::nullopt;
}

void ChompCatalogCache::evict()
{
    // Without a lock: two evictions at once only delete the same files.
    const std::int64_t limit = m_limitBytes;
    QFileInfoList files = QDir(m_folder).entryInfoList({QStringLiteral("chomp-*.catalog")}, QDir::Files,
                                                       QDir::Time | QDir::Reversed); // oldest first
    std::int64_t total = 0;
    for (const QFileInfo& info : files)
        total += info.size();
    for (const QFileInfo& info : files) {
        if (total <= limit)
            break;
        if (QFile::remove(info.filePath()))
            total -= info.size();
    }
}

std::int64_t ChompCatalogCache::limitBytes() const
{
    return m_limitBytes;
}

void ChompCatalogCache::setLimitBytes(std::int64_t bytes)
{
    m_limitBytes = bytes;
    evict();
}

std::int64_t ChompCatalogCache::diskBytes() const
{
    std::int64_t total = 0;
    for (const QFileInfo& info : QDir(m_folder).entryInfoList({QStringLiteral("chomp-*.catalog")}, QDir::Files))
        total += info.size();
    return total;
}

std::optional<ChompCatalogCache::FileFailure> ChompCatalogCache::clear()
{
    {
        const std::lock_guard lock(m_mutex);
        m_memory.clear();
    }
    std::optional<FileFailure> failure;
    for (const QFileInfo& info : QDir(m_folder).entryInfoList({QStringLiteral("chomp-*.catalog")}, QDir::Files)) {
        QFile file(info.filePath());
        if (!file.remove() && file.exists() && !failure) // (not gone meanwhile by the size bound)
            failure = FileFailure{info.filePath(), file.errorString()};
    }
    return failure;
}

void ChompCatalogCache::forgetInMemory()
{
    const std::lock_guard lock(m_mutex);
    m_memory.clear();
}

int ChompCatalogCache::builtCount() const
{
    const std::lock_guard lock(m_mutex);
    return m_built;
}

} // namespace gui
