#include "gui/files/RecentFilesMenu.h"

#include "gui/base/Settings.h"
#include "gui/files/DocumentFiles.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>

namespace gui {

RecentFilesMenu::RecentFilesMenu(QMenu* fileMenu, QAction* before, DocumentFiles* files, Settings* settings)
    : QObject(fileMenu)
    , m_menu(new QMenu(tr("Open &Recent"), fileMenu))
    , m_files(files)
    , m_settings(settings)
{
    m_menu->setObjectName(QStringLiteral("menuOpenRecent"));
    m_menu->menuAction()->setObjectName(QStringLiteral("actionOpenRecent"));
    m_menu->menuAction()->setToolTip(tr("Open one of the board files last opened or saved"));
    m_menu->menuAction()->setStatusTip(m_menu->menuAction()->toolTip());
    fileMenu->insertMenu(before, m_menu);
    connect(m_menu, &QMenu::aboutToShow, this, &RecentFilesMenu::rebuild);
    connect(files, &DocumentFiles::recentFilesChanged, this, &RecentFilesMenu::rebuild);
    rebuild();
}

void RecentFilesMenu::rebuild()
{
    // Not clear(): the entry chosen (or Clear) may be the action whose signal runs now.
    for (QAction* old : m_menu->actions()) {
        m_menu->removeAction(old);
        old->setObjectName(QString());
        old->deleteLater();
    }
    const QStringList paths = m_settings->recentFiles();
    int number = 0;
    for (const QString& path : paths) {
        ++number;
        // "&1" to "&8": the number is the mnemonic; a "&" in the file name stays a "&".
        const QString name = QFileInfo(path).fileName().replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction* entry = m_menu->addAction(tr("&%1 %2").arg(number).arg(name));
        entry->setObjectName(QStringLiteral("recentFile%1").arg(number));
        entry->setToolTip(QDir::toNativeSeparators(path));
        entry->setStatusTip(entry->toolTip());
        entry->setData(path);
        connect(entry, &QAction::triggered, m_files, [this, path] { m_files->openRecent(path); });
    }
    m_menu->addSeparator();
    QAction* clear = m_menu->addAction(tr("&Clear Recent Files"));
    clear->setObjectName(QStringLiteral("actionClearRecentFiles"));
    clear->setToolTip(tr("Forget the list of recent board files"));
    clear->setStatusTip(clear->toolTip());
    clear->setEnabled(!paths.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        m_settings->setValue(Settings::RecentFiles, QStringList());
        rebuild();
    });
    m_menu->menuAction()->setEnabled(!paths.isEmpty());
}

} // namespace gui
