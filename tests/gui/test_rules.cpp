// Help ▸ Rules and Help ▸ About, opened through the real window's menu and shortcut.

#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "TestSlowdown.h"

#include "gui/app/Translations.h"
#include "gui/document/GameDocument.h"
#include "gui/help/RulesDialog.h"
#include "gui/help/RulesExamples.h"
#include "gui/help/RulesPages.h"
#include "gui/help/RulesPictures.h"
#include "gui/help/RulesText.h"
#include "gui/help/RulesTextPuzzles.h"
#include "gui/base/ColorScheme.h"
#include "gui/looks/GameLooks.h"
#include "gui/looks/MoveMarks.h"

#include "engine/GameModules.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSet>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>
#include <QTimer>

#include <cmath>

namespace {

// The names of the images a document shows, in document order (table cells included).
QStringList imageNames(const QTextDocument& document)
{
    QStringList names;
    for (QTextBlock block = document.begin(); block != document.end(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isImageFormat())
                names.append(format.toImageFormat().name());
        }
    return names;
}

QImage imageOf(const QTextDocument& document, const QString& name)
{
    return document.resource(QTextDocument::ImageResource, QUrl(name)).value<QImage>();
}

// The variance of the grey levels: near zero for a blank picture.
double greyVariance(const QImage& image)
{
    const QImage grey = image.convertToFormat(QImage::Format_Grayscale8);
    double sum = 0;
    double squares = 0;
    const double count = double(grey.width()) * grey.height();
    for (int y = 0; y < grey.height(); ++y) {
        const uchar* line = grey.constScanLine(y);
        for (int x = 0; x < grey.width(); ++x) {
            sum += line[x];
            squares += double(line[x]) * line[x];
        }
    }
    const double mean = sum / count;
    return squares / count - mean * mean;
}

// A fingerprint of an image's pixels.
size_t pixelHash(const QImage& image)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    return qHashBits(argb.constBits(), static_cast<size_t>(argb.sizeInBytes()));
}

QAction* menuAction(gui::MainWindow& window, const QString& name)
{
    return window.findChild<QAction*>(name);
}

void clickPage(gui::RulesDialog& dialog, int page)
{
    QListWidget* list = dialog.pageList();
    const QRect rect = list->visualItemRect(list->item(page));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void rulesActionIsInHelpMenu();
    void f1OpensRulesAtTheCurrentGame();
    void everyPageHasTextAndPictures();
    void picturesFollowTheColourScheme();
    void picturesAreCrispOnHiDpi();
    void examplesPlayLegalMoves();
    void aboutShowsVersions();
    void scrollingDownShowsLaterText_data();
    void scrollingDownShowsLaterText();

private:
    gui::RulesDialog* openRules(gui::MainWindow& window);
};

void TestRules::initTestCase()
{
    testsupport::initApplication();
    // As main.cpp does: the version the build was configured with.
    QCoreApplication::setApplicationVersion(QStringLiteral(GRUNDYGRID_VERSION));
}

gui::RulesDialog* TestRules::openRules(gui::MainWindow& window)
{
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return nullptr;
    QTest::keyClick(&window, Qt::Key_F1);
    auto* dialog = window.findChild<gui::RulesDialog*>();
    if (dialog == nullptr || !QTest::qWaitForWindowExposed(dialog))
        return nullptr;
    return dialog;
}

void TestRules::rulesActionIsInHelpMenu()
{
    const auto window = testsupport::showMainWindow();
    QVERIFY(window);
    QAction* rules = menuAction(*window, QStringLiteral("actionRules"));
    QVERIFY(rules != nullptr);
    QCOMPARE(rules->shortcut(), QKeySequence(Qt::Key_F1));
    QVERIFY(!rules->toolTip().isEmpty());
    QVERIFY(!rules->statusTip().isEmpty());
    auto* help = window->findChild<QMenu*>(QStringLiteral("menuHelp"));
    QVERIFY(help != nullptr);
    QVERIFY(help->actions().contains(rules));

    rules->trigger();
    auto* dialog = window->findChild<gui::RulesDialog*>();
    QVERIFY(dialog != nullptr);
    QVERIFY(dialog->isVisible());
    // Triggered again, the same dialog comes back instead of a second one.
    rules->trigger();
    QCOMPARE(window->findChildren<gui::RulesDialog*>().size(), 1);
}

void TestRules::f1OpensRulesAtTheCurrentGame()
{
    const auto window = testsupport::showMainWindow();
    QVERIFY(window);
    gui::RulesDialog* dialog = openRules(*window);
    QVERIFY(dialog != nullptr);
    const int expected = gui::RulesPages::pageOf(window->findChild<gui::GameDocument*>()->game().id());
    QVERIFY(expected >= 0);
    QCOMPARE(dialog->currentPage(), expected);
}

void TestRules::everyPageHasTextAndPictures()
{
    const auto window = testsupport::showMainWindow();
    QVERIFY(window);
    gui::RulesDialog* dialog = openRules(*window);
    QVERIFY(dialog != nullptr);
    dialog->resize(980, 820);

    const std::vector<const engine::Game*> games = gui::RulesPages::games();
    QCOMPARE(games.size(), engine::allGames().size()); // all five games have a look and a page
    QCOMPARE(dialog->pageList()->count(), static_cast<int>(games.size()) + 1);

    const QString shotDir = qEnvironmentVariable("GRUNDYGRID_RULES_SHOTS");
    QSet<size_t> seen;
    QStringList texts;
    // Backwards, so that every page is reached by a click from another one.
    for (int page = dialog->pageList()->count() - 1; page >= 0; --page) {
        clickPage(*dialog, page);
        QCOMPARE(dialog->currentPage(), page);
        const QTextDocument& document = *dialog->browser()->document();
        const QString text = document.toPlainText();
        const QString title = gui::RulesPages::title(page);
        QVERIFY(!title.isEmpty());
        QVERIFY2(text.startsWith(title), qPrintable(text.left(80)));
        QVERIFY(!texts.contains(text));
        texts.append(text);

        const QStringList names = imageNames(document);
        const bool legend = page == gui::RulesPages::legendPage();
        QVERIFY2(names.size() >= (legend ? 7 : 2), qPrintable(QString::number(names.size())));
        for (const QString& name : names) {
            const QImage image = imageOf(document, name);
            QVERIFY2(!image.isNull(), qPrintable(name));
            QVERIFY2(greyVariance(image) > 50.0, qPrintable(name));
            // No picture repeats on another page (or on its own).
            const size_t hash = pixelHash(image);
            QVERIFY2(!seen.contains(hash), qPrintable(name));
            seen.insert(hash);
        }
        if (legend) {
            QVERIFY(text.contains(QStringLiteral("⊕")));
            QVERIFY(text.contains(gui::RulesText::legend({}).shading.heading));
            QVERIFY(text.contains(QStringLiteral("8–15")));
            QVERIFY(text.contains(QStringLiteral("*0")) || text.contains(QStringLiteral("= *")));
            QVERIFY(text.contains(gui::RulesTextPuzzles::section().heading + QLatin1Char('\n'))); // Game ▸ Puzzles
        } else {
            const engine::Game& game = *games[static_cast<std::size_t>(page)];
            QCOMPARE(title, gui::GameLooks::find(game.id()).gameName(game));
            // The examples, then the misère section's position under both rules (under misère
            // alone where an example above shows it with the marks: the pawn's map).
            const gui::RulesPage rulesPage = gui::GameLooks::find(game.id()).rulesPage();
            const int misere = !rulesPage.misereExample ? 0 : game.id() == "pawn" ? 1 : 2;
            QCOMPARE(names.size(), static_cast<int>(gui::RulesExamples::forGame(game).size()) + misere);
        }
        if (!shotDir.isEmpty()) {
            QVERIFY(dialog->grab().save(QDir(shotDir).filePath(QStringLiteral("rules-page-%1.png").arg(page))));
            // The whole page, for reading it: the dialog as tall as the page.
            const QSize size = dialog->size();
            dialog->resize(size.width(), qRound(document.size().height()) + 120);
            QVERIFY(dialog->grab().save(QDir(shotDir).filePath(QStringLiteral("rules-full-%1.png").arg(page))));
            dialog->resize(size);
        }
    }
}

void TestRules::picturesFollowTheColourScheme()
{
    const gui::ColorScheme original = gui::ColorScheme::current();
    const auto window = testsupport::showMainWindow();
    QVERIFY(window);
    gui::RulesDialog* dialog = openRules(*window);
    QVERIFY(dialog != nullptr);
    clickPage(*dialog, gui::RulesPages::pageOf("chomp"));
    const auto marksPicture = [dialog] {
        const QTextDocument& document = *dialog->browser()->document();
        return imageOf(document, imageNames(document).at(2)); // the bar with the analysis' marks
    };
    const QImage plain = marksPicture();

    gui::ColorScheme::setCurrent(gui::ColorScheme(original.isDark(), !original.isColourBlindSafe()));
    dialog->hide();
    dialog->show(); // a dialog shown again draws its pictures in the scheme of now
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    const QImage switched = marksPicture();
    if (const QString shotDir = qEnvironmentVariable("GRUNDYGRID_RULES_SHOTS"); !shotDir.isEmpty())
        QVERIFY(switched.save(QDir(shotDir).filePath(QStringLiteral("rules-switched-scheme.png"))));
    gui::ColorScheme::setCurrent(original);
    QCOMPARE(switched.size(), plain.size());
    QVERIFY(switched != plain);

    // Dark and light boards differ too, outside the marks.
    const engine::Game& chomp = *engine::findGame("chomp");
    const gui::RulesPicture setup = gui::RulesExamples::forGame(chomp).front();
    gui::ColorScheme::setCurrent(gui::ColorScheme(false, false));
    const QImage light = gui::RulesPictures::render(chomp, setup, 1.0);
    gui::ColorScheme::setCurrent(gui::ColorScheme(true, false));
    const QImage dark = gui::RulesPictures::render(chomp, setup, 1.0);
    gui::ColorScheme::setCurrent(original);
    QVERIFY(light != dark);
    QVERIFY(greyVariance(dark) > 50.0);
}

void TestRules::picturesAreCrispOnHiDpi()
{
    const engine::Game& volcano = *engine::findGame("volcano");
    const gui::RulesPicture picture = gui::RulesExamples::forGame(volcano).back();
    const QImage normal = gui::RulesPictures::render(volcano, picture, 1.0);
    const QImage sharp = gui::RulesPictures::render(volcano, picture, 2.0);
    QCOMPARE(sharp.devicePixelRatio(), 2.0);
    QCOMPARE(sharp.deviceIndependentSize(), normal.deviceIndependentSize());
    QVERIFY(std::abs(sharp.width() - 2 * normal.width()) <= 1);
    QVERIFY(std::abs(sharp.height() - 2 * normal.height()) <= 1);
}

void TestRules::examplesPlayLegalMoves()
{
    for (const engine::Game* game : gui::RulesPages::games()) {
        const std::vector<gui::RulesPicture> pictures = gui::RulesExamples::forGame(*game);
        QVERIFY2(pictures.size() >= 2, game->displayName().data());
        bool anyMarks = false;
        for (const gui::RulesPicture& picture : pictures) {
            QVERIFY2(!game->setupProblem(picture.setup), game->displayName().data());
            QVERIFY(!picture.caption.isEmpty());
            engine::Board position = picture.setup;
            for (const engine::Move& move : picture.moves) {
                QVERIFY2(game->isLegal(position, move), game->displayName().data());
                position = game->play(position, move);
            }
            QVERIFY(position == picture.position(*game));
            if (picture.marks) {
                anyMarks = true;
                const std::optional<engine::Analysis> analysis = gui::RulesPictures::analyse(*game, picture);
                QVERIFY(analysis.has_value());
                // The analysis the picture shows is the engine's own.
                const engine::Analysis expected = testsupport::engineAnalysis(*game, picture.setup, position);
                QVERIFY(analysis->winningMoves() == expected.winningMoves());
                QVERIFY(!analysis->moves.empty());
            }
        }
        QVERIFY2(anyMarks, game->displayName().data());
    }
    // The legend's decomposition example really splits.
    const auto partsExample = gui::RulesExamples::forLegend(gui::LegendExample::Decomposition);
    QVERIFY(partsExample.has_value());
    const std::optional<engine::Analysis> parts =
        gui::RulesPictures::analyse(*partsExample->game, partsExample->picture);
    QVERIFY(parts.has_value());
    QVERIFY(parts->parts.size() >= 3);
    // The legend's shading example has winning moves of two shades and losing moves of three.
    const auto shadingExample = gui::RulesExamples::forLegend(gui::LegendExample::Shading);
    QVERIFY(shadingExample.has_value());
    const std::optional<engine::Analysis> shaded =
        gui::RulesPictures::analyse(*shadingExample->game, shadingExample->picture);
    QVERIFY(shaded.has_value());
    QSet<int> winSteps;
    QSet<int> lossSteps;
    for (const gui::CellMark& mark : gui::cellMarks(*shaded))
        if (const std::optional<int> step = gui::shadeStepOf(mark))
            (mark.wins ? winSteps : lossSteps).insert(*step);
    QCOMPARE(winSteps, (QSet<int>{2, 3}));
    QCOMPARE(lossSteps, (QSet<int>{1, 2, 3}));
}

void TestRules::aboutShowsVersions()
{
    const auto window = testsupport::showMainWindow();
    QVERIFY(window);
    QAction* about = menuAction(*window, QStringLiteral("actionAbout"));
    QVERIFY(about != nullptr);
    auto* help = window->findChild<QMenu*>(QStringLiteral("menuHelp"));
    QVERIFY(help != nullptr && help->actions().contains(about));

    QString text;
    QTimer poll;
    poll.setInterval(20);
    connect(&poll, &QTimer::timeout, this, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            text = box->text();
            box->accept();
            poll.stop();
        }
    });
    poll.start();
    about->trigger(); // returns once the box is closed
    QVERIFY(!text.isEmpty());
    QVERIFY2(text.contains(QStringLiteral(GRUNDYGRID_VERSION)), qPrintable(text));
    QVERIFY2(text.contains(QString::fromLatin1(qVersion())), qPrintable(text));
}

GRUNDYGRID_TEST_MAIN(test_rules, TestRules)
#include "test_rules.moc"

namespace {

// How far the pixels of rows [from, to) of a scroll bar's picture are, on average, from `page`.
double distanceFrom(const QImage& bar, double from, double to, const QColor& page)
{
    double sum = 0;
    int count = 0;
    for (int y = qRound(from * bar.height()); y < qRound(to * bar.height()); ++y)
        for (int x = bar.width() / 4; x < bar.width() * 3 / 4; ++x) {
            const QColor pixel = bar.pixelColor(x, y);
            sum += std::abs(pixel.red() - page.red()) + std::abs(pixel.green() - page.green())
                + std::abs(pixel.blue() - page.blue());
            ++count;
        }
    return sum / count;
}

// Where the page's scroll bar reads its thumb to be: the part that stands out from the
// page (the top or the bottom fifth of the bar).
enum class Thumb { AtTop, AtBottom };
Thumb thumbSeen(QScrollBar& bar, const QColor& page)
{
    const QImage picture = bar.grab().toImage();
    return distanceFrom(picture, 0.05, 0.25, page) > distanceFrom(picture, 0.75, 0.95, page) ? Thumb::AtTop
                                                                                             : Thumb::AtBottom;
}

} // namespace

void TestRules::scrollingDownShowsLaterText_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("en") << QLocale(QLocale::English, QLocale::UnitedStates);
    QTest::newRow("es") << QLocale(QLocale::Spanish, QLocale::Spain);
}

void TestRules::scrollingDownShowsLaterText()
{
    QFETCH(QLocale, locale);
    // Spanish pages are longer: both languages were seen scrolling backwards.
    QCOMPARE(gui::Translations::install(locale), locale.language() != QLocale::English);
    const auto restoreEnglish = qScopeGuard([] { gui::Translations::install(QLocale(QLocale::English)); });
    const auto window = testsupport::showMainWindow();
    QVERIFY(window);
    gui::RulesDialog* dialog = openRules(*window);
    QVERIFY(dialog != nullptr);
    QTextBrowser* browser = dialog->browser();
    QScrollBar* bar = browser->verticalScrollBar();
    const QColor page = browser->palette().color(QPalette::Base);
    const auto firstShown = [browser] { return browser->cursorForPosition(QPoint(4, 4)).position(); };
    for (int index = 0; index < gui::RulesPages::count(); ++index) {
        clickPage(*dialog, index);
        const QString where = QStringLiteral("page %1").arg(index);
        // The page's layout settles through posted events (more of them on a busy machine): waited for.
        QTRY_VERIFY2_WITH_TIMEOUT(bar->maximum() > bar->pageStep() / 4,
                                  qPrintable(where + QStringLiteral(" is too short to scroll")), testsupport::scaled(10000));
        // The page starts at its top, and its scroll bar says so.
        QVERIFY2(bar->value() == bar->minimum(), qPrintable(where + QStringLiteral(" starts scrolled")));
        QCOMPARE(firstShown(), 0);
        QVERIFY2(thumbSeen(*bar, page) == Thumb::AtTop, qPrintable(where + QStringLiteral(": the thumb reads as at the bottom")));
        // A larger value shows later text, and the thumb moves down.
        bar->setValue(bar->maximum() / 2);
        const int middle = firstShown();
        QVERIFY2(middle > 0, qPrintable(where));
        bar->setValue(bar->maximum());
        QVERIFY2(firstShown() > middle, qPrintable(where));
        QVERIFY2(thumbSeen(*bar, page) == Thumb::AtBottom, qPrintable(where + QStringLiteral(": the thumb reads as at the top")));
    }
}
