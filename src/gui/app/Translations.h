#pragma once

#include <QLocale>
#include <QStringList>

namespace gui {

// The translators of the running application for one language: GrundyGrid's own
// strings (grundygrid_<lang>.qm, embedded in the gui library under :/i18n) and
// Qt's (qtbase_<lang>.qm from the Qt installation, used when present, e.g. from
// Debian's qt6-translations-l10n). Widgets translate their texts when they are
// built, so install before creating any window.
class Translations {
public:
    // Installs the translators for `locale` on the QCoreApplication, replacing
    // those an earlier call installed (a test may switch languages). Returns
    // whether GrundyGrid's own strings are translated for `locale`: false for
    // English, the source language, and for languages without a translation.
    static bool install(const QLocale& locale);

    // The languages the user may choose (Settings::language): "en", "de", "es".
    [[nodiscard]] static QStringList languages();
    // The locale for a language setting: the system's for "" and for names not
    // in languages(), else that language's.
    [[nodiscard]] static QLocale localeFor(const QString& language);
};

} // namespace gui
