#pragma once

#include <QObject>

class QActionGroup;
class QMenu;
class QStatusBar;

namespace gui {

class Settings;

// The View menu's "Language" submenu: System Default, English, Deutsch, Español,
// the stored choice (Settings::language) checked. Choosing one stores it and says
// in the status bar that it applies at the next start (main.cpp installs the
// translators before any window exists). `settings` and `statusBar` must outlive it.
class LanguageMenu : public QObject {
    Q_OBJECT

public:
    // Appends the submenu to `parentMenu`.
    LanguageMenu(QMenu* parentMenu, Settings* settings, QStatusBar* statusBar, QObject* parent = nullptr);

    [[nodiscard]] QMenu* menu() const { return m_menu; }

private:
    void choose(const QString& language);

    Settings* m_settings;
    QStatusBar* m_statusBar;
    QMenu* m_menu;
    QActionGroup* m_choices;
};

} // namespace gui
