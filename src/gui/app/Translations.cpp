#include "gui/app/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace gui {

namespace {

// Marks the translators install() owns, so a later call finds and replaces them.
const char* const kInstalledName = "gui::Translations";

// A translator for `locale` loaded from `directory`, owned by the application and
// installed on it; nothing when no file of `baseName` matches the locale.
bool installTranslator(QCoreApplication* app, const QLocale& locale, const QString& baseName,
                       const QString& directory)
{
    auto* translator = new QTranslator(app);
    if (!translator->load(locale, baseName, QStringLiteral("_"), directory)) {
        delete translator;
        return false;
    }
    translator->setObjectName(QLatin1String(kInstalledName));
    QCoreApplication::installTranslator(translator);
    return true;
}

} // namespace

bool Translations::install(const QLocale& locale)
{
    QCoreApplication* app = QCoreApplication::instance();
    Q_ASSERT(app != nullptr);
    const QList<QTranslator*> installed
        = app->findChildren<QTranslator*>(QLatin1String(kInstalledName), Qt::FindDirectChildrenOnly);
    for (QTranslator* translator : installed) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    // Qt's strings (standard buttons, file dialogs) first: the translator installed
    // last is asked first, and our own strings should win any clash.
    installTranslator(app, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return installTranslator(app, locale, QStringLiteral("grundygrid"), QStringLiteral(":/i18n"));
}

QStringList Translations::languages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es")};
}

QLocale Translations::localeFor(const QString& language)
{
    return languages().contains(language) ? QLocale(language) : QLocale();
}

} // namespace gui
