// The window's store of chomp catalogs (gui::ChompCatalogCache): files in the
// cache folder read back, a damaged file deleted and built again, the size bound
// deleting the least recently used files first, and Edit > Clear Chomp Cache; a
// folder that cannot be written (a full disk, a folder that cannot be made) or
// cleared (read-only, also for root) is said once, with the folder and the cost.
#include "FileFailures.h"
#include "GuiTestSupport.h"
#include "TestRegistry.h"
#include "WindowTest.h"

#include "gui/games/chomp/ChompCacheAction.h"
#include "gui/games/chomp/ChompCatalogCache.h"

#include "engine/games/chomp/ChompCatalog.h"
#include "engine/games/chomp/ChompCatalogFile.h"
#include "engine/games/chomp/ChompCatalogStore.h"
#include "engine/games/chomp/ChompTable.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>
#include <memory>
#include <vector>

using engine::ChompCatalog;
using engine::Heights;
using gui::ChompCatalogCache;

namespace {

std::shared_ptr<const ChompCatalog> builtCatalog(int rows, int cols, const Heights& floor,
                                                 engine::PlayRule rule = engine::PlayRule::Normal)
{
    engine::ChompTable table(rows, cols, floor, rule);
    table.buildOutcomes({});
    return std::make_shared<const ChompCatalog>(ChompCatalog::ofTable(table, {}));
}

Heights cornerFloor(int cols)
{
    Heights floor(static_cast<std::size_t>(cols), 0);
    floor[0] = 1;
    return floor;
}

void setModified(const QString& path, const QDateTime& time)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(time, QFileDevice::FileModificationTime));
}

// A chomp board of 6 x 45 (270 cells): beyond the full analysis, its catalog built in a fraction of a second.
engine::Board wideChomp()
{
    engine::Board setup = testsupport::gameById("chomp").emptyBoard(6, 45);
    setup.setCell({0, 0}, engine::CellKind::Poison);
    return setup;
}

} // namespace

class TestChompCatalogCache : public QObject, public testsupport::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        testsupport::initApplication();
        QVERIFY(m_home.isValid());
        qputenv("XDG_CACHE_HOME", m_home.path().toLocal8Bit());
    }

    void cleanup()
    {
        engine::ChompCatalogStore::install(nullptr);
        closeWindow();
    }

    void aFileReadsBackInAnotherSession()
    {
        QTemporaryDir folder;
        const auto catalog = builtCatalog(10, 9, cornerFloor(9));
        ChompCatalogCache(folder.path(), 1 << 30).keep(catalog);
        const QString name = ChompCatalogCache::fileName(10, 9, cornerFloor(9), engine::PlayRule::Normal);
        QCOMPARE(name, QStringLiteral("chomp-10x9-f1.catalog"));
        QVERIFY(QFile::exists(QDir(folder.path()).filePath(name)));
        ChompCatalogCache later(folder.path(), 1 << 30);
        const auto read = later.find(10, 9, cornerFloor(9), engine::PlayRule::Normal);
        QVERIFY(read != nullptr);
        QCOMPARE(read->lows(), catalog->lows());
        // A smaller board inside the box with the same poison; not one with other poison or outside it.
        QVERIFY(later.find(8, 5, cornerFloor(5), engine::PlayRule::Normal) != nullptr);
        QVERIFY(later.find(8, 5, Heights{2, 0, 0, 0, 0}, engine::PlayRule::Normal) == nullptr);
        QVERIFY(later.find(11, 9, cornerFloor(9), engine::PlayRule::Normal) == nullptr);
        QCOMPARE(later.builtCount(), 0);
    }

    void aMisereCatalogHasAFileOfItsOwn()
    {
        // The same box and poison under the other rule: another file, never
        // answering for the normal one, nor the normal one for it.
        QTemporaryDir folder;
        const auto normal = builtCatalog(10, 9, cornerFloor(9));
        const auto misere = builtCatalog(10, 9, cornerFloor(9), engine::PlayRule::Misere);
        ChompCatalogCache(folder.path(), 1 << 30).keep(normal);
        ChompCatalogCache later(folder.path(), 1 << 30);
        QVERIFY(later.find(10, 9, cornerFloor(9), engine::PlayRule::Misere) == nullptr);
        later.keep(misere);
        const QString name = ChompCatalogCache::fileName(10, 9, cornerFloor(9), engine::PlayRule::Misere);
        QCOMPARE(name, QStringLiteral("chomp-10x9-f1-misere.catalog"));
        QVERIFY(QFile::exists(QDir(folder.path()).filePath(name)));
        QVERIFY(QFile::exists(QDir(folder.path()).filePath(QStringLiteral("chomp-10x9-f1.catalog"))));
        ChompCatalogCache third(folder.path(), 1 << 30);
        const auto readMisere = third.find(8, 5, cornerFloor(5), engine::PlayRule::Misere);
        const auto readNormal = third.find(8, 5, cornerFloor(5), engine::PlayRule::Normal);
        QVERIFY(readMisere != nullptr && readNormal != nullptr);
        QCOMPARE(readMisere->rule(), engine::PlayRule::Misere);
        QCOMPARE(readMisere->lows(), misere->lows());
        QCOMPARE(readNormal->rule(), engine::PlayRule::Normal);
        QCOMPARE(readNormal->lows(), normal->lows());
        // A misère file renamed as the normal one is refused (and deleted), never read as normal play.
        QVERIFY(!ChompCatalogCache(folder.path(), 1 << 30).clear());
        ChompCatalogCache(folder.path(), 1 << 30).keep(misere);
        QVERIFY(QFile::rename(QDir(folder.path()).filePath(name),
                              QDir(folder.path()).filePath(QStringLiteral("chomp-10x9-f1.catalog"))));
        QVERIFY(ChompCatalogCache(folder.path(), 1 << 30).find(10, 9, cornerFloor(9), engine::PlayRule::Normal)
                == nullptr);
    }

    void aDamagedFileIsDeletedAndBuiltAgain()
    {
        QTemporaryDir folder;
        auto cache = std::make_shared<ChompCatalogCache>(folder.path(), 1 << 30);
        engine::ChompCatalogStore::install(cache);
        const engine::Game& chomp = testsupport::gameById("chomp");
        (void)chomp.createSolver(wideChomp())->analyse(wideChomp(), {});
        QCOMPARE(cache->builtCount(), 1);
        const QString path
            = QDir(folder.path()).filePath(ChompCatalogCache::fileName(45, 6, cornerFloor(6), engine::PlayRule::Normal));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray bytes = file.readAll();
        bytes[bytes.size() / 2] = static_cast<char>(bytes[bytes.size() / 2] ^ 0x10);
        QVERIFY(file.seek(0));
        QCOMPARE(file.write(bytes), bytes.size());
        file.close();
        cache->forgetInMemory(); // a new session: only the file is left
        QVERIFY(cache->find(45, 6, cornerFloor(6), engine::PlayRule::Normal) == nullptr);
        QVERIFY(!QFile::exists(path));
        (void)chomp.createSolver(wideChomp())->analyse(wideChomp(), {});
        QCOMPARE(cache->builtCount(), 2);
        cache->forgetInMemory();
        QVERIFY(cache->find(45, 6, cornerFloor(6), engine::PlayRule::Normal) != nullptr);
    }

    void theSizeBoundDeletesTheLeastRecentlyUsedFirst()
    {
        QTemporaryDir folder;
        const QDir dir(folder.path());
        const auto a = builtCatalog(10, 10, cornerFloor(10));
        const auto b = builtCatalog(10, 10, Heights{2, 1, 0, 0, 0, 0, 0, 0, 0, 0});
        const auto c = builtCatalog(10, 10, Heights{1, 1, 1, 0, 0, 0, 0, 0, 0, 0});
        {
            ChompCatalogCache first(folder.path(), 1 << 30);
            first.keep(a);
            first.keep(b);
        }
        const QString pathA = dir.filePath(ChompCatalogCache::fileName(10, 10, a->floor(), engine::PlayRule::Normal));
        const QString pathB = dir.filePath(ChompCatalogCache::fileName(10, 10, b->floor(), engine::PlayRule::Normal));
        const QString pathC = dir.filePath(ChompCatalogCache::fileName(10, 10, c->floor(), engine::PlayRule::Normal));
        const auto bytesOf = [](const ChompCatalog& catalog) {
            return static_cast<qint64>(engine::ChompCatalogFile::bytesOf(catalog).size());
        };
        QCOMPARE(QFileInfo(pathA).size(), bytesOf(*a));
        // Room for all but one of the three files.
        const qint64 limit = bytesOf(*a) + bytesOf(*b) + bytesOf(*c) - 1;
        // A was written first, B later; then A is read, so B is the least recently used.
        setModified(pathA, QDateTime::currentDateTimeUtc().addSecs(-600));
        setModified(pathB, QDateTime::currentDateTimeUtc().addSecs(-300));
        ChompCatalogCache later(folder.path(), limit);
        QVERIFY(later.find(10, 10, a->floor(), engine::PlayRule::Normal) != nullptr);
        later.keep(c);
        QVERIFY(QFile::exists(pathA));
        QVERIFY(!QFile::exists(pathB));
        QVERIFY(QFile::exists(pathC));
        QCOMPARE(later.diskBytes(), bytesOf(*a) + bytesOf(*c));
        // A smaller bound deletes down to it at once, the older first.
        setModified(pathA, QDateTime::currentDateTimeUtc().addSecs(-100));
        later.setLimitBytes(bytesOf(*c));
        QVERIFY(QFile::exists(pathC));
        QVERIFY(!QFile::exists(pathA));
    }

    void theEditMenuClearsTheCacheAfterAsking()
    {
        QVERIFY(showWindow());
        auto* clear = m_window->findChild<gui::ChompCacheAction*>();
        QVERIFY(clear != nullptr);
        const std::shared_ptr<ChompCatalogCache> cache = clear->cache();
        QVERIFY2(cache->folder().startsWith(m_home.path()), qPrintable(cache->folder())); // the XDG cache
        cache->keep(builtCatalog(14, 14, cornerFloor(14)));
        QVERIFY(cache->diskBytes() > 0);
        auto* menu = m_window->findChild<QMenu*>(QStringLiteral("menuEdit"));
        QVERIFY(menu != nullptr);
        emit menu->aboutToShow(); // the size is read as the menu opens
        QVERIFY2(clear->action()->text().contains(QStringLiteral("(1 MB)")), qPrintable(clear->action()->text()));
        QString asked;
        clear->setConfirmation([&asked](QWidget*, const QString& question) {
            asked = question;
            return false;
        });
        clear->action()->trigger();
        QVERIFY(asked.contains(QStringLiteral("1 MB")));
        QVERIFY(cache->diskBytes() > 0); // the user said no
        clear->setConfirmation([](QWidget*, const QString&) { return true; });
        clear->action()->trigger();
        QCOMPARE(cache->diskBytes(), qint64{0});
        QVERIFY(cache->find(14, 14, cornerFloor(14), engine::PlayRule::Normal) == nullptr);
        QVERIFY(!clear->action()->isEnabled());
        QVERIFY(statusMessage().contains(QStringLiteral("cleared")));
    }

    void aFolderThatCannotBeMadeIsToldWithTheCatalogKeptInMemory()
    {
        // The cache folder's parent is a regular file: no one, root included, can make the folder.
        QTemporaryDir home;
        QFile plain(QDir(home.path()).filePath(QStringLiteral("plain")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        const QString folder = QDir(plain.fileName()).filePath(QStringLiteral("chomp"));
        ChompCatalogCache cache(folder, 1 << 30);
        std::vector<ChompCatalogCache::FileFailure> failures;
        cache.setWriteFailureHandler([&failures](const ChompCatalogCache::FileFailure& failure) {
            failures.push_back(failure);
        });
        cache.keep(builtCatalog(10, 9, cornerFloor(9)));
        QCOMPARE(failures.size(), std::size_t{1});
        QCOMPARE(failures.front().path, folder);
        QVERIFY2(failures.front().reason.contains(QStringLiteral("cannot be created")),
                 qPrintable(failures.front().reason));
        QVERIFY(cache.find(10, 9, cornerFloor(9), engine::PlayRule::Normal) != nullptr); // this session still has it
    }

    void aFullDiskIsToldOnceWithWhatItCosts()
    {
        QVERIFY(showWindow());
        auto* action = m_window->findChild<gui::ChompCacheAction*>();
        QVERIFY(action != nullptr);
        const std::shared_ptr<ChompCatalogCache> cache = action->cache();
        QSignalSpy told(action, &gui::ChompCacheAction::statusMessage);
        {
            testsupport::FileSizeLimit full;
            QVERIFY(full.ok());
            cache->keep(builtCatalog(10, 9, cornerFloor(9)));
            cache->keep(builtCatalog(9, 9, cornerFloor(9)));
        }
        // Nothing half written left (Qt 6.4's QSaveFile alone committed the first 16 bytes of each).
        QCOMPARE(QDir(cache->folder()).entryList(QDir::Files | QDir::Hidden), QStringList());
        QTRY_COMPARE_WITH_TIMEOUT(told.count(), 1, testsupport::scaled(10000));
        // The second failure's news was posted before the first was told: once delivered, nothing more.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::MetaCall);
        QCOMPARE(told.count(), 1);
        const QString message = told.front().front().toString();
        QVERIFY2(message.contains(QDir::toNativeSeparators(cache->folder())), qPrintable(message));
        QVERIFY2(message.contains(QString::fromLocal8Bit(std::strerror(EFBIG)), Qt::CaseInsensitive),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("the next start computes it again")), qPrintable(message));
        QCOMPARE(statusMessage(), message);
    }

    void aClearThatFailsSaysWhatStays()
    {
        QVERIFY(showWindow());
        auto* clear = m_window->findChild<gui::ChompCacheAction*>();
        QVERIFY(clear != nullptr);
        const std::shared_ptr<ChompCatalogCache> cache = clear->cache();
        cache->keep(builtCatalog(14, 14, cornerFloor(14)));
        const qint64 bytes = cache->diskBytes();
        QVERIFY(bytes > 0);
        clear->setConfirmation([](QWidget*, const QString&) { return true; });
        emit m_window->findChild<QMenu*>(QStringLiteral("menuEdit"))->aboutToShow(); // the action's size, enabled
        QVERIFY(clear->action()->isEnabled());
        {
            testsupport::ReadOnlyFolder readOnly(cache->folder()); // read-only for root too
            clear->action()->trigger();
        }
        QCOMPARE(cache->diskBytes(), bytes); // the file is still there...
        const QString message = statusMessage(); // ...and the window says so, not "cleared"
        QVERIFY2(message.contains(QStringLiteral("Cannot clear the chomp cache")), qPrintable(message));
        QVERIFY2(message.contains(QDir::toNativeSeparators(cache->folder())), qPrintable(message));
        QVERIFY2(message.contains(QString::fromLocal8Bit(std::strerror(EACCES)), Qt::CaseInsensitive),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("1 MB stay on disk")), qPrintable(message));
        QVERIFY(clear->action()->isEnabled());
        clear->action()->trigger(); // writable again: cleared
        QCOMPARE(cache->diskBytes(), qint64{0});
        QVERIFY2(statusMessage().contains(QStringLiteral("Chomp cache cleared")), qPrintable(statusMessage()));
    }

private:
    QTemporaryDir m_home;
};

GRUNDYGRID_TEST_MAIN(test_chomp_catalog_cache, TestChompCatalogCache)
#include "test_chomp_catalog_cache.moc"
