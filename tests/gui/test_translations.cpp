// The German translation: a real main window speaks German once the German
// translators are installed, menu accelerators stay unique, and the .ts file is
// complete (nothing unfinished or obsolete, the same placeholders as the source).
#include "GuiTestSupport.h"

#include "gui/AnalysisPanel.h"
#include "gui/GameDocument.h"
#include "gui/MainWindow.h"
#include "gui/NewBoardDialog.h"
#include "gui/Translations.h"

#include "engine/GameRegistry.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

namespace {

const QLocale kGerman(QLocale::German, QLocale::Germany);

// The mnemonic letter of a text ("Ö&ffnen …" -> 'f'), or a null QChar; "&&" is a literal &.
QChar mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] != QLatin1Char('&'))
            return text[i + 1].toLower();
        ++i;
    }
    return {};
}

// The placeholders of a text: %1 … %99, %n (plural) and %p (QProgressBar), sorted.
QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%(\\d{1,2}|n|p)"));
    QStringList found;
    for (const QRegularExpressionMatch& match : pattern.globalMatch(text))
        found.append(match.captured(0));
    found.sort();
    return found;
}

// One <message> of a .ts file.
struct TsMessage {
    QString context;
    QString source;
    QString translationType; // the type attribute: empty when finished
    bool numerus = false;
    QStringList translations; // one, or one per numerus form
};

QList<TsMessage> readTs(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    if (!xml.readNextStartElement() || xml.name() != QLatin1String("TS")) {
        *error = QStringLiteral("not a .ts file");
        return {};
    }
    while (xml.readNextStartElement()) {
        if (xml.name() != QLatin1String("context")) {
            xml.skipCurrentElement();
            continue;
        }
        QString context;
        while (xml.readNextStartElement()) {
            if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
                continue;
            }
            if (xml.name() != QLatin1String("message")) {
                xml.skipCurrentElement();
                continue;
            }
            TsMessage message;
            message.context = context;
            message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("source")) {
                    message.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    message.translationType = xml.attributes().value(QLatin1String("type")).toString();
                    if (message.numerus) {
                        while (xml.readNextStartElement())
                            message.translations.append(xml.readElementText());
                    } else {
                        message.translations.append(xml.readElementText());
                    }
                } else {
                    xml.skipCurrentElement();
                }
            }
            messages.append(message);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private:
    const engine::Game& chomp() { return *engine::GameRegistry::find("chomp"); }

    static QStringList menuTitles(const gui::MainWindow& window)
    {
        QStringList titles;
        for (const QAction* action : window.menuBar()->actions())
            titles.append(action->text());
        return titles;
    }

private slots:
    void initTestCase()
    {
        Q_INIT_RESOURCE(grundygrid);
        testsupport::initApplication();
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/grundygrid_de.qm")));
        QVERIFY(gui::Translations::install(kGerman));
    }

    void cleanupTestCase()
    {
        QVERIFY(!gui::Translations::install(QLocale(QLocale::English, QLocale::UnitedStates)));
    }

    void menusAreGerman()
    {
        gui::MainWindow window;
        QCOMPARE(menuTitles(window), (QStringList{QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"),
                                                  QStringLiteral("&Spiel"), QStringLiteral("&Ansicht"),
                                                  QStringLiteral("&Hilfe")}));
        QCOMPARE(window.findChild<QAction*>(QStringLiteral("actionOpen"))->text(), QStringLiteral("Ö&ffnen …"));
        QCOMPARE(window.findChild<QAction*>(QStringLiteral("actionHint"))->text(), QStringLiteral("&Tipp"));
        QCOMPARE(window.findChild<QAction*>(QStringLiteral("actionUndo"))->text(), QStringLiteral("&Rückgängig"));
        QVERIFY2(window.windowTitle().contains(QStringLiteral("Vergiftete Schokolade")), qPrintable(window.windowTitle()));
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("Unbenannt")));
    }

    void acceleratorsAreUniqueWithinEachMenu()
    {
        gui::MainWindow window;
        QSet<QChar> barLetters;
        for (QAction* menuAction : window.menuBar()->actions()) {
            const QChar barLetter = mnemonic(menuAction->text());
            QVERIFY2(!barLetter.isNull(), qPrintable(menuAction->text()));
            QVERIFY2(!barLetters.contains(barLetter), qPrintable(menuAction->text()));
            barLetters.insert(barLetter);
            QSet<QChar> letters;
            for (const QAction* action : menuAction->menu()->actions()) {
                const QChar letter = mnemonic(action->text());
                if (letter.isNull())
                    continue;
                QVERIFY2(!letters.contains(letter),
                         qPrintable(menuAction->text() + QStringLiteral(": ") + action->text()));
                letters.insert(letter);
            }
        }
    }

    void analysisIsGerman()
    {
        gui::MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // 3 x 4 with the poison in the corner: the player to move wins (strategy stealing).
        engine::Board setup = chomp().emptyBoard(3, 4);
        setup.setCell({0, 0}, engine::CellKind::Poison);
        window.document()->reset(chomp(), gui::DocumentState{setup, {}, 0}, QString());
        const engine::Analysis expected = testsupport::engineAnalysis(chomp(), setup, setup);
        QCOMPARE(expected.outcome, engine::Outcome::Win);
        QVERIFY(expected.remoteness.has_value());

        gui::AnalysisPanel* panel = window.analysisPanel();
        QTRY_COMPARE_WITH_TIMEOUT(panel->verdictText(), QStringLiteral("Spieler am Zug gewinnt"), 10000);
        const QString details = panel->detailsText();
        const int remoteness = *expected.remoteness;
        const QString remotenessText = remoteness == 1
            ? QStringLiteral("Gewinnt in 1 Zug bei bestem Spiel")
            : QStringLiteral("Gewinnt in %1 Zügen bei bestem Spiel").arg(remoteness);
        QVERIFY2(details.contains(remotenessText), qPrintable(details));
        const auto winning = static_cast<int>(expected.winningMoves().size());
        const auto total = static_cast<int>(expected.moves.size());
        const QString winningText = winning == 1 ? QStringLiteral("1 Gewinnzug (von %1)").arg(total)
                                                 : QStringLiteral("%1 Gewinnzüge (von %2)").arg(winning).arg(total);
        QVERIFY2(details.contains(winningText), qPrintable(details));
        QVERIFY2(details.contains(QStringLiteral("Grundy-Wert")), qPrintable(details));
        const auto* turn = panel->findChild<QLabel*>(QStringLiteral("turnLabel"));
        QCOMPARE(turn->text(), QStringLiteral("Bearbeitung — Spieler 1 am Zug"));
    }

    void newBoardDialogIsGerman()
    {
        gui::NewBoardDialog dialog(gui::NewBoardDialog::Purpose::NewBoard, chomp(), 5, 6);
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Neues Brett"));
        const auto* games = dialog.findChild<QComboBox*>(QStringLiteral("gameCombo"));
        QCOMPARE(games->currentText(), QStringLiteral("Vergiftete Schokolade"));
        QSet<QChar> letters;
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            if (const QChar letter = mnemonic(label->text()); !letter.isNull()) {
                QVERIFY2(!letters.contains(letter), qPrintable(label->text()));
                letters.insert(letter);
            }
        for (const QPushButton* button : dialog.findChildren<QPushButton*>())
            if (const QChar letter = mnemonic(button->text()); !letter.isNull()) {
                QVERIFY2(!letters.contains(letter), qPrintable(button->text()));
                letters.insert(letter);
            }
        QVERIFY(letters.contains(QLatin1Char('s')) && letters.contains(QLatin1Char('z'))
                && letters.contains(QLatin1Char('p')));
    }

    void qtOwnStringsAreGermanWhenInstalled()
    {
        const QString qtbase = QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_de.qm");
        if (!QFile::exists(qtbase))
            QSKIP("Qt's German translations are not installed (Debian: qt6-translations-l10n)");
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Abbrechen"));
    }

    void tsFileIsComplete()
    {
        QString error;
        const QList<TsMessage> messages = readTs(QStringLiteral(GRUNDYGRID_TS_DE), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 150);
        for (const TsMessage& message : messages) {
            const QString where = message.context + QStringLiteral(": ") + message.source;
            QVERIFY2(message.translationType != QLatin1String("unfinished"), qPrintable(where));
            QVERIFY2(message.translationType != QLatin1String("vanished"), qPrintable(where));
            QVERIFY2(message.translationType != QLatin1String("obsolete"), qPrintable(where));
            QVERIFY2(message.translationType.isEmpty(), qPrintable(where));
            QVERIFY2(!message.translations.isEmpty(), qPrintable(where));
            if (message.numerus)
                QVERIFY2(message.translations.size() == 2, qPrintable(where)); // German: singular, plural
            for (const QString& translation : message.translations) {
                QVERIFY2(!translation.trimmed().isEmpty(), qPrintable(where));
                const QString pair = where + QStringLiteral(" -> ") + translation;
                QVERIFY2(placeholders(translation) == placeholders(message.source), qPrintable(pair));
                QVERIFY2(mnemonic(translation).isNull() == mnemonic(message.source).isNull(), qPrintable(pair));
            }
        }
    }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
