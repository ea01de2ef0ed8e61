#include "gui/app/LanguageMenu.h"

#include "gui/base/Settings.h"
#include "gui/app/Translations.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QStatusBar>

namespace gui {

namespace {

// A language's name in that language, as users look for it whatever the current one.
QString nativeName(const QString& language)
{
    if (language == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (language == QLatin1String("es"))
        return QStringLiteral("Español");
    return QStringLiteral("English");
}

} // namespace

LanguageMenu::LanguageMenu(QMenu* parentMenu, Settings* settings, QStatusBar* statusBar, QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_statusBar(statusBar)
    , m_menu(new QMenu(tr("&Language"), parentMenu))
    , m_choices(new QActionGroup(this))
{
    m_menu->setObjectName(QStringLiteral("languageMenu"));
    m_menu->menuAction()->setToolTip(tr("The language of GrundyGrid's menus and messages"));
    m_menu->menuAction()->setStatusTip(m_menu->menuAction()->toolTip());
    QStringList choices{QString()};
    choices.append(Translations::languages());
    const QString stored = settings->value(Settings::Language);
    const QString current = Translations::languages().contains(stored) ? stored : QString();
    for (const QString& language : choices) {
        QAction* action = m_menu->addAction(language.isEmpty() ? tr("&System Default") : nativeName(language));
        action->setObjectName(QStringLiteral("language_") + (language.isEmpty() ? QStringLiteral("system") : language));
        action->setData(language);
        action->setCheckable(true);
        action->setToolTip(language.isEmpty() ? tr("Use the system's language from the next start")
                                              : tr("Use %1 from the next start").arg(nativeName(language)));
        action->setStatusTip(action->toolTip());
        action->setChecked(language == current);
        m_choices->addAction(action);
        connect(action, &QAction::triggered, this, [this, language] { choose(language); });
    }
    m_menu->addSeparator();
    QAction* note = m_menu->addAction(tr("Takes effect after a restart"));
    note->setToolTip(tr("A new language applies when GrundyGrid is started again"));
    note->setStatusTip(note->toolTip());
    note->setEnabled(false);
    parentMenu->addSeparator();
    parentMenu->addMenu(m_menu);
}

void LanguageMenu::choose(const QString& language)
{
    if (language == m_settings->value(Settings::Language))
        return;
    m_settings->setValue(Settings::Language, language);
    m_statusBar->showMessage(tr("The new language takes effect when GrundyGrid is started again."));
}

} // namespace gui
