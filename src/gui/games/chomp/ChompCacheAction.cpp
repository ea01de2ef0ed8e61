#include "gui/games/chomp/ChompCacheAction.h"

#include "gui/base/Settings.h"
#include "gui/games/chomp/ChompCatalogCache.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>

namespace gui {

namespace {

constexpr std::int64_t kMegabyte = 1 << 20;

// The session's cache in the user's cache folder: the one installed, or a new
// one when none is (or one of another folder: a test's XDG_CACHE_HOME).
std::shared_ptr<ChompCatalogCache> sessionCache(std::int64_t limitBytes)
{
    auto installed = std::dynamic_pointer_cast<ChompCatalogCache>(engine::ChompCatalogStore::installed());
    if (installed && installed->folder() == ChompCatalogCache::defaultFolder()) {
        installed->setLimitBytes(limitBytes);
        return installed;
    }
    auto cache = std::make_shared<ChompCatalogCache>(ChompCatalogCache::defaultFolder(), limitBytes);
    engine::ChompCatalogStore::install(cache);
    return cache;
}

} // namespace

ChompCacheAction::ChompCacheAction(QMenu* menu, const Settings* settings, QWidget* window)
    : QObject(window)
    , m_action(new QAction(window))
    , m_window(window)
    , m_cache(sessionCache(std::int64_t{settings->value(Settings::ChompCacheMegabytes)} * kMegabyte))
    , m_confirm([](QWidget* parent, const QString& question) {
        return QMessageBox::question(parent, tr("Clear Chomp Cache"), question) == QMessageBox::Yes;
    })
{
    m_action->setObjectName(QStringLiteral("actionClearChompCache"));
    m_action->setStatusTip(tr("Delete the saved win/loss catalogs of large chomp boards (they are built again when needed)"));
    menu->addSeparator();
    menu->addAction(m_action);
    updateText();
    connect(menu, &QMenu::aboutToShow, this, &ChompCacheAction::updateText);
    connect(m_action, &QAction::triggered, this, &ChompCacheAction::clearCache);
    // Called on a solver's thread: the news crosses to the GUI thread, where the guard is read.
    const QPointer<ChompCacheAction> guard(this);
    const QString folder = m_cache->folder();
    m_cache->setWriteFailureHandler([guard, folder](const ChompCatalogCache::FileFailure& failure) {
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, folder, reason = failure.reason] {
                if (guard)
                    guard->tellWriteFailure(folder, reason);
            },
            Qt::QueuedConnection);
    });
}

ChompCacheAction::~ChompCacheAction()
{
    m_cache->setWriteFailureHandler(nullptr);
}

void ChompCacheAction::tellWriteFailure(const QString& folder, const QString& reason)
{
    if (m_toldWriteFailure)
        return;
    m_toldWriteFailure = true;
    //: %1 is the cache folder, %2 the system's reason (e.g. "No space left on device").
    emit statusMessage(tr("Cannot keep the chomp catalog in the cache folder %1: %2. The answer lasts for this "
                          "session only: the next start computes it again (minutes for the largest boards). Free "
                          "some disk space or make the folder writable.")
                           .arg(QDir::toNativeSeparators(folder), reason));
}

void ChompCacheAction::updateText()
{
    const std::int64_t megabytes = (m_cache->diskBytes() + kMegabyte - 1) / kMegabyte;
    //: The chomp catalogs saved in the user's cache folder, and how much of the disk they take.
    m_action->setText(tr("Clear Chomp Cache (%1 MB)…").arg(megabytes));
    m_action->setEnabled(megabytes > 0);
}

void ChompCacheAction::clearCache()
{
    const std::int64_t megabytes = (m_cache->diskBytes() + kMegabyte - 1) / kMegabyte;
    const QString question = tr("Delete the %1 MB of saved chomp catalogs? Large chomp boards (beyond 15 x 15) "
                                "take minutes to analyse again the next time.")
                                 .arg(megabytes);
    if (!m_confirm(m_window, question))
        return;
    const std::optional<ChompCatalogCache::FileFailure> failure = m_cache->clear();
    updateText();
    if (!failure) {
        emit statusMessage(tr("Chomp cache cleared (%1 MB).").arg(megabytes));
        return;
    }
    const std::int64_t left = (m_cache->diskBytes() + kMegabyte - 1) / kMegabyte;
    //: %1 is the cache folder, %2 a file in it, %3 the system's reason (e.g. "Permission denied").
    emit statusMessage(tr("Cannot clear the chomp cache in %1: %2 cannot be deleted (%3). %4 MB stay on disk: "
                          "make the folder writable and clear again, or delete the files yourself.")
                           .arg(QDir::toNativeSeparators(m_cache->folder()), QFileInfo(failure->path).fileName(),
                                failure->reason)
                           .arg(left));
}

} // namespace gui
