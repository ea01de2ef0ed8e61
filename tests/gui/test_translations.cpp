// The German and Spanish translations in the program: a real main window speaks
// each language once its translators are installed (and after the View >
// Language choice at the next start), menu accelerators stay unique. The .ts
// files themselves are checked by test_ts_files.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "TsFiles.h"

#include "gui/analysis/AnalysisPanel.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/base/Settings.h"
#include "gui/app/Translations.h"

#include "engine/GameModules.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QStatusBar>
#include <QTest>

#include <utility>

namespace {

using tsfiles::mnemonic;

const QLocale kGerman(QLocale::German, QLocale::Germany);
const QLocale kSpanish(QLocale::Spanish, QLocale::Spain);

// The texts of a menu bar's menus and of every (sub)menu below them.
void collectMenus(QMenu* menu, QList<QMenu*>* menus)
{
    menus->append(menu);
    for (QAction* action : menu->actions())
        if (action->menu() != nullptr)
            collectMenus(action->menu(), menus);
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private:
    const engine::Game& chomp() { return *engine::findGame("chomp"); }

    static QStringList menuTitles(const gui::MainWindow& window)
    {
        QStringList titles;
        for (const QAction* action : window.menuBar()->actions())
            titles.append(action->text());
        return titles;
    }

    static QString actionText(const gui::MainWindow& window, const char* name)
    {
        const auto* action = window.findChild<QAction*>(QLatin1String(name));
        return action != nullptr ? action->text() : QStringLiteral("(no action %1)").arg(QLatin1String(name));
    }

    // The window's menus are `menus`; Open, Hint and Undo read `actions`.
    static void expectMenusAndActions(const gui::MainWindow& window, const QStringList& menus,
                                      const QStringList& actions)
    {
        QCOMPARE(menuTitles(window), menus);
        QCOMPARE(actionText(window, "actionOpen"), actions.at(0));
        QCOMPARE(actionText(window, "actionHint"), actions.at(1));
        QCOMPARE(actionText(window, "actionUndo"), actions.at(2));
    }

    static void languagesData()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::newRow("de") << kGerman;
        QTest::newRow("es") << kSpanish;
    }

private slots:
    void initTestCase()
    {
        testsupport::initApplication();
        gui::Settings().setValue(gui::Settings::Language, QString());
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/grundygrid_de.qm")));
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/grundygrid_es.qm")));
        QVERIFY(gui::Translations::install(kSpanish));
        QVERIFY(gui::Translations::install(kGerman));
    }

    void cleanupTestCase()
    {
        gui::Settings().setValue(gui::Settings::Language, QString());
        QVERIFY(!gui::Translations::install(QLocale(QLocale::English, QLocale::UnitedStates)));
    }

    void init()
    {
        QVERIFY(gui::Translations::install(kGerman));
    }

    void menusAreGerman()
    {
        gui::MainWindow window;
        expectMenusAndActions(window, {QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"), QStringLiteral("&Spiel"),
                                       QStringLiteral("&Ansicht"), QStringLiteral("&Hilfe")},
                              {QStringLiteral("Ö&ffnen …"), QStringLiteral("&Tipp"), QStringLiteral("&Rückgängig")});
        QVERIFY2(window.windowTitle().contains(QStringLiteral("Vergiftete Schokolade")),
                 qPrintable(window.windowTitle()));
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("Unbenannt")));
    }

    void menusAreSpanish()
    {
        QVERIFY(gui::Translations::install(kSpanish));
        gui::MainWindow window;
        expectMenusAndActions(window, {QStringLiteral("&Archivo"), QStringLiteral("&Editar"), QStringLiteral("&Juego"),
                                       QStringLiteral("&Ver"), QStringLiteral("Ay&uda")},
                              {QStringLiteral("&Abrir…"), QStringLiteral("&Pista"), QStringLiteral("&Deshacer")});
        QCOMPARE(window.findChild<QMenu*>(QStringLiteral("languageMenu"))->title(), QStringLiteral("&Idioma"));
        QVERIFY2(window.windowTitle().contains(QStringLiteral("Chocolate envenenado")),
                 qPrintable(window.windowTitle()));
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("Sin título")));
    }

    void acceleratorsAreUniqueWithinEachMenu_data() { languagesData(); }

    void acceleratorsAreUniqueWithinEachMenu()
    {
        QFETCH(QLocale, locale);
        QVERIFY(gui::Translations::install(locale));
        gui::MainWindow window;
        QSet<QChar> barLetters;
        QList<QMenu*> menus;
        for (QAction* menuAction : window.menuBar()->actions()) {
            const QChar barLetter = mnemonic(menuAction->text());
            QVERIFY2(!barLetter.isNull(), qPrintable(menuAction->text()));
            QVERIFY2(!barLetters.contains(barLetter), qPrintable(menuAction->text()));
            barLetters.insert(barLetter);
            collectMenus(menuAction->menu(), &menus);
        }
        QVERIFY(menus.size() > 5); // the five menus and their submenus (language, strength, speed)
        for (const QMenu* menu : std::as_const(menus)) {
            QSet<QChar> letters;
            for (const QAction* action : menu->actions()) {
                const QChar letter = mnemonic(action->text());
                if (letter.isNull())
                    continue;
                QVERIFY2(!letters.contains(letter), qPrintable(menu->title() + QStringLiteral(": ") + action->text()));
                letters.insert(letter);
            }
        }
    }

    void analysisIsTranslated_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("winsInOne");
        QTest::addColumn<QString>("winsInMany");
        QTest::addColumn<QString>("oneWinning");
        QTest::addColumn<QString>("manyWinning");
        QTest::addColumn<QString>("grundy");
        QTest::addColumn<QString>("turn");
        QTest::newRow("de") << kGerman << QStringLiteral("Spieler am Zug gewinnt")
                            << QStringLiteral("Gewinnt in 1 Zug bei bestem Spiel")
                            << QStringLiteral("Gewinnt in %1 Zügen bei bestem Spiel")
                            << QStringLiteral("1 Gewinnzug (von %1)") << QStringLiteral("%1 Gewinnzüge (von %2)")
                            << QStringLiteral("Grundy-Wert") << QStringLiteral("Bearbeitung — Spieler 1 am Zug");
        QTest::newRow("es") << kSpanish << QStringLiteral("Gana el jugador en turno")
                            << QStringLiteral("Gana en 1 jugada con juego perfecto")
                            << QStringLiteral("Gana en %1 jugadas con juego perfecto")
                            << QStringLiteral("1 jugada ganadora (de %1)")
                            << QStringLiteral("%1 jugadas ganadoras (de %2)") << QStringLiteral("Valor de Grundy")
                            << QStringLiteral("Edición — turno del jugador 1");
    }

    void analysisIsTranslated()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, verdict);
        QFETCH(QString, winsInOne);
        QFETCH(QString, winsInMany);
        QFETCH(QString, oneWinning);
        QFETCH(QString, manyWinning);
        QFETCH(QString, grundy);
        QFETCH(QString, turn);
        QVERIFY(gui::Translations::install(locale));
        gui::MainWindow window;
        testsupport::enterEditMode(window); // the turn in the editor's words
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // 3 x 4 with the poison in the corner: the player to move wins (strategy stealing).
        engine::Board setup = chomp().emptyBoard(3, 4);
        setup.setCell({0, 0}, engine::CellKind::Poison);
        testsupport::documentOf(window)->reset(chomp(), gui::DocumentState{setup, {}, 0}, QString());
        const engine::Analysis expected = testsupport::engineAnalysis(chomp(), setup, setup);
        QCOMPARE(expected.outcome, engine::Outcome::Win);
        QVERIFY(expected.remoteness.has_value());

        gui::AnalysisPanel* panel = testsupport::panelOf(window);
        QTRY_COMPARE_WITH_TIMEOUT(panel->verdictText(), verdict, testsupport::scaled(10000));
        const QString details = panel->detailsText();
        const int remoteness = *expected.remoteness;
        const QString remotenessText = remoteness == 1 ? winsInOne : winsInMany.arg(remoteness);
        QVERIFY2(details.contains(remotenessText), qPrintable(details));
        const auto winning = static_cast<int>(expected.winningMoves().size());
        const auto total = static_cast<int>(expected.moves.size());
        const QString winningText = winning == 1 ? oneWinning.arg(total) : manyWinning.arg(winning).arg(total);
        QVERIFY2(details.contains(winningText), qPrintable(details));
        QVERIFY2(details.contains(grundy), qPrintable(details));
        const auto* turnLabel = panel->findChild<QLabel*>(QStringLiteral("turnLabel"));
        QCOMPARE(turnLabel->text(), turn);
    }

    void newBoardDialogIsTranslated_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("letters");
        QTest::newRow("de") << kGerman << QStringLiteral("Neues Brett") << QStringLiteral("Vergiftete Schokolade")
                            << QStringLiteral("szp");
        QTest::newRow("es") << kSpanish << QStringLiteral("Tablero nuevo") << QStringLiteral("Chocolate envenenado")
                            << QStringLiteral("jfo");
    }

    void newBoardDialogIsTranslated()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, title);
        QFETCH(QString, game);
        QFETCH(QString, letters);
        QVERIFY(gui::Translations::install(locale));
        gui::NewBoardDialog dialog(gui::NewBoardDialog::Purpose::NewBoard, chomp(), 5, 6);
        QCOMPARE(dialog.windowTitle(), title);
        const auto* games = dialog.findChild<QComboBox*>(QStringLiteral("gameCombo"));
        QCOMPARE(games->currentText(), game);
        QSet<QChar> used;
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            if (const QChar letter = mnemonic(label->text()); !letter.isNull()) {
                QVERIFY2(!used.contains(letter), qPrintable(label->text()));
                used.insert(letter);
            }
        for (const QAbstractButton* button : dialog.findChildren<QAbstractButton*>())
            if (const QChar letter = mnemonic(button->text()); !letter.isNull()) {
                QVERIFY2(!used.contains(letter), qPrintable(button->text()));
                used.insert(letter);
            }
        for (const QChar letter : letters) // the game, rows and columns labels
            QVERIFY2(used.contains(letter), qPrintable(QString(letter)));
    }

    void qtOwnStringsAreTranslatedWhenInstalled_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("cancel");
        QTest::newRow("de") << kGerman << QStringLiteral("Abbrechen");
        QTest::newRow("es") << kSpanish << QStringLiteral("Cancelar");
    }

    void qtOwnStringsAreTranslatedWhenInstalled()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, cancel);
        const QString qtbase = QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_")
            + locale.name().left(2) + QStringLiteral(".qm");
        if (!QFile::exists(qtbase))
            QSKIP("Qt's translations are not installed (Debian: qt6-translations-l10n)");
        QVERIFY(gui::Translations::install(locale));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), cancel);
    }

    // View > Language: the stored choice is checked; choosing another stores it and
    // says it applies at the next start; at that start (main.cpp's install of the
    // stored language) a fresh window speaks it.
    void languageMenuStoresTheChoice()
    {
        gui::Settings().setValue(gui::Settings::Language, QString());
        QVERIFY(!gui::Translations::install(QLocale(QLocale::English, QLocale::UnitedStates)));
        {
            gui::MainWindow window;
            auto* menu = window.findChild<QMenu*>(QStringLiteral("languageMenu"));
            QVERIFY(menu != nullptr);
            QCOMPARE(menu->title(), QStringLiteral("&Language"));
            auto* system = window.findChild<QAction*>(QStringLiteral("language_system"));
            auto* spanish = window.findChild<QAction*>(QStringLiteral("language_es"));
            QVERIFY(system != nullptr && spanish != nullptr);
            QVERIFY(system->isChecked());
            QCOMPARE(spanish->text(), QStringLiteral("Español"));
            QCOMPARE(window.findChild<QAction*>(QStringLiteral("language_de"))->text(), QStringLiteral("Deutsch"));
            spanish->trigger();
            QVERIFY(spanish->isChecked());
            QVERIFY(!system->isChecked());
            QCOMPARE(gui::Settings().value(gui::Settings::Language), QStringLiteral("es"));
            QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("started again")),
                     qPrintable(window.statusBar()->currentMessage()));
            // This window keeps its language until the restart.
            QCOMPARE(actionText(window, "actionOpen"), QStringLiteral("&Open…"));
        }
        // The next start.
        QVERIFY(gui::Translations::install(gui::Translations::localeFor(gui::Settings().value(gui::Settings::Language))));
        {
            gui::MainWindow window;
            QCOMPARE(actionText(window, "actionOpen"), QStringLiteral("&Abrir…"));
            QVERIFY(window.findChild<QAction*>(QStringLiteral("language_es"))->isChecked());
            window.findChild<QAction*>(QStringLiteral("language_system"))->trigger();
            QCOMPARE(gui::Settings().value(gui::Settings::Language), QString());
            QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("GrundyGrid")),
                     qPrintable(window.statusBar()->currentMessage()));
        }
        QCOMPARE(gui::Translations::localeFor(QString()), QLocale());
        QCOMPARE(gui::Translations::localeFor(QStringLiteral("xx")), QLocale()); // unknown: the system's
        QCOMPARE(gui::Translations::localeFor(QStringLiteral("de")).language(), QLocale::German);
    }
};

GRUNDYGRID_TEST_MAIN(test_translations, TestTranslations)
#include "test_translations.moc"
