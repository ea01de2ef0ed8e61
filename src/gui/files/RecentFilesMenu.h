#pragma once

#include <QObject>

class QAction;
class QMenu;

namespace gui {

class DocumentFiles;
class Settings;

// File > Open Recent: the board files last opened or saved (Settings::recentFiles),
// most recent first, as "&1 name" with the full path as tooltip, and Clear Recent
// Files. Choosing one opens it through DocumentFiles::openRecent (unsaved changes
// asked about as by Open; a file gone is dropped with a message). The submenu is
// disabled while the list is empty.
class RecentFilesMenu : public QObject {
    Q_OBJECT

public:
    // Inserts the submenu into `fileMenu` before `before`; all must outlive it.
    RecentFilesMenu(QMenu* fileMenu, QAction* before, DocumentFiles* files, Settings* settings);

    [[nodiscard]] QMenu* menu() const { return m_menu; }

private:
    // Builds the entries from the settings (other windows may have changed them).
    void rebuild();

    QMenu* m_menu;
    DocumentFiles* m_files;
    Settings* m_settings;
};

} // namespace gui
