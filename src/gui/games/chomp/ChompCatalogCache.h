#pragma once

#include "engine/games/chomp/ChompCatalogStore.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace gui {

// The window's store of chomp catalogs (engine::ChompCatalogStore, installed by
// MainWindow): the catalogs built or read in this session, kept in memory (up
// to kMemoryBytes, the most recently used kept), and a file per box, poison
// floor and play rule in a folder of the XDG cache (QStandardPaths::CacheLocation/chomp), so
// the same board, or a smaller one inside the box with the same poison, is
// answered at once in a later session too. A file is checked as it is read
// (engine::ChompCatalogFile): a damaged one is deleted and never trusted. The
// files take at most limitBytes() in all: after each new file the least
// recently used ones (by modification time, renewed when a file is read) are
// deleted first. Called from the solvers' threads and the GUI thread: every
// member is thread-safe, and what the GUI thread calls (diskBytes, clear,
// setLimitBytes, builtCount) never waits for a file a worker reads or writes
// (files are replaced whole, by writeAtomically, so a reader sees the old or the new).
// A file that cannot be written or deleted is never silent: clear() returns
// why, a failed write is handed to the write-failure handler.
class ChompCatalogCache final : public engine::ChompCatalogStore {
    Q_DECLARE_TR_FUNCTIONS(gui::ChompCatalogCache)

public:
    static constexpr std::uint64_t kMemoryBytes = std::uint64_t{1} << 30;
    // Why a file of the cache could not be written or deleted: the file (or the
    // folder) and the system's reason.
    struct FileFailure {
        QString path;
        QString reason;
    };
    // Told, on the thread that wrote (a solver's), of each catalog not kept on disk.
    using WriteFailureHandler = std::function<void(const FileFailure&)>;

    ChompCatalogCache(QString folder, std::int64_t limitBytes);
    // The folder in the user's cache: QStandardPaths::CacheLocation + "/chomp".
    [[nodiscard]] static QString defaultFolder();
    // The file of a box: "chomp-18x18-f1.catalog" (the floor's heights without
    // its trailing zeros), under the misère rule "chomp-18x18-f1-misere.catalog".
    [[nodiscard]] static QString fileName(int rows, int cols, const engine::Heights& floor, engine::PlayRule rule);

    [[nodiscard]] std::shared_ptr<const engine::ChompCatalog> find(int rows, int cols, const engine::Heights& floor,
                                                                   engine::PlayRule rule) override;
    void keep(const std::shared_ptr<const engine::ChompCatalog>& catalog) override;

    [[nodiscard]] QString folder() const { return m_folder; }
    [[nodiscard]] std::int64_t limitBytes() const;
    // Deletes files, least recently used first, until the rest fit `bytes`.
    void setLimitBytes(std::int64_t bytes);
    // The bytes of the files in the folder.
    [[nodiscard]] std::int64_t diskBytes() const;
    // Deletes every file and forgets the catalogs in memory; the first file that
    // could not be deleted and why, or nothing when the folder holds none any more.
    [[nodiscard]] std::optional<FileFailure> clear();
    // Replaces the handler of failed writes (none: failures are not told).
    void setWriteFailureHandler(WriteFailureHandler handler);
    // Forgets the catalogs in memory only (a new session's view of the cache).
    void forgetInMemory();
    // The catalogs solvers have built and left here (not read from files).
    [[nodiscard]] int builtCount() const;

private:
    [[nodiscard]] std::shared_ptr<const engine::ChompCatalog> findInMemory(int rows, int cols,
                                                                           const engine::Heights& floor,
                                                                           engine::PlayRule rule);
    [[nodiscard]] std::shared_ptr<const engine::ChompCatalog> readFile(int rows, int cols, const engine::Heights& floor,
                                                                       engine::PlayRule rule);
    void remember(const std::shared_ptr<const engine::ChompCatalog>& catalog);
    // Writes the catalog's file; why it failed, or nothing.
    [[nodiscard]] std::optional<FileFailure> write(const engine::ChompCatalog& catalog);
    // Deletes the least recently used files until the folder fits the limit.
    void evict();

    const QString m_folder;
    std::atomic<std::int64_t> m_limitBytes;
    std::mutex m_fileMutex;       // one worker at a time reads or writes the files
    mutable std::mutex m_mutex;   // guards the three below, never held while a file is read or written
    std::vector<std::shared_ptr<const engine::ChompCatalog>> m_memory; // least recently used first
    int m_built = 0;
    WriteFailureHandler m_onWriteFailure;
};

} // namespace gui
