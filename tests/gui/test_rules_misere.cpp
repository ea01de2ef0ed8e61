// Help ▸ Rules under the misère rule: every game's page has the section (what
// changes, the XOR and the genus, the game's limit) and a position shown under
// both rules whose verdict really flips, by the solvers and by a brute force;
// the section is translated and reached by scrolling the page.

#include "TestRegistry.h"
#include "GuiTestSupport.h"

#include "gui/app/Translations.h"
#include "gui/files/MisereLimitsText.h"
#include "gui/help/RulesDialog.h"
#include "gui/help/RulesExamples.h"
#include "gui/help/RulesPages.h"
#include "gui/help/RulesPictures.h"
#include "gui/help/RulesTextMisere.h"
#include "gui/looks/GameLooks.h"

#include "engine/Game.h"

#include <QListWidget>
#include <QScopeGuard>
#include <QScrollBar>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>

#include <functional>
#include <map>

namespace {

// Whether the player to move wins `position` under the misère rule, by the
// game's tree alone (no part search): a position without moves is a win, any
// other one a win when some move leaves a loss. The examples are tiny.
bool misereWinByTree(const engine::Game& game, const engine::Board& position)
{
    const std::vector<engine::Move> moves = game.legalMoves(position);
    if (moves.empty())
        return true;
    for (const engine::Move& move : moves)
        if (!misereWinByTree(game, game.play(position, move)))
            return true;
    return false;
}

// The same under the normal rule: a position without moves is a loss.
bool normalWinByTree(const engine::Game& game, const engine::Board& position)
{
    for (const engine::Move& move : game.legalMoves(position))
        if (!normalWinByTree(game, game.play(position, move)))
            return true;
    return false;
}

int imageCount(const QTextDocument& document)
{
    int count = 0;
    for (QTextBlock block = document.begin(); block != document.end(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            count += it.fragment().charFormat().isImageFormat() ? 1 : 0;
    return count;
}

} // namespace

class TestRulesMisere : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void everyGameOffersAFlippingExample();
    void everyPageExplainsMisere();
    void sectionIsTranslated_data();
    void sectionIsTranslated();
    void scrollingReachesTheSection();
};

void TestRulesMisere::everyGameOffersAFlippingExample()
{
    for (const engine::Game* game : gui::RulesPages::games()) {
        const char* name = game->displayName().data();
        const std::optional<gui::RulesPicture> example = gui::GameLooks::find(game->id()).rulesPage().misereExample;
        QVERIFY2(example.has_value(), name);
        QVERIFY2(!example->caption.isEmpty(), name);
        QVERIFY2(!game->setupProblem(example->setup), name);
        const engine::Board position = example->position(*game);
        const std::optional<engine::Analysis> normal
            = gui::RulesPictures::analyse(*game, example->underRule(engine::PlayRule::Normal));
        const std::optional<engine::Analysis> misere
            = gui::RulesPictures::analyse(*game, example->underRule(engine::PlayRule::Misere));
        QVERIFY2(normal && misere && normal->known() && misere->known(), name);
        QCOMPARE(misere->rule, engine::PlayRule::Misere);
        // The verdict flips, as the section says, and each solver agrees with the game's tree.
        QVERIFY2(normal->outcome != misere->outcome, name);
        QCOMPARE(normal->outcome == engine::Outcome::Win, normalWinByTree(*game, position));
        QCOMPARE(misere->outcome == engine::Outcome::Win, misereWinByTree(*game, position));
        QVERIFY2(!normal->moves.empty(), name); // something to mark: the marks change with the rule
    }
}

void TestRulesMisere::everyPageExplainsMisere()
{
    const gui::RulesSection section = gui::RulesTextMisere::section();
    for (const engine::Game* game : gui::RulesPages::games()) {
        const char* name = game->displayName().data();
        QTextDocument document;
        gui::RulesPages::build(document, gui::RulesPages::pageOf(game->id()), 1.0);
        const QString text = document.toPlainText();
        QVERIFY2(text.contains(section.heading + QLatin1Char('\n')), name);
        QVERIFY2(text.contains(QStringLiteral("genus")), name);
        QVERIFY2(text.contains(QStringLiteral("XOR")), name);
        QVERIFY2(text.contains(gui::MisereLimitsText::sentence(*game)), name);
        // Both verdicts of the example are written under its two pictures.
        const std::optional<gui::RulesPicture> example = gui::GameLooks::find(game->id()).rulesPage().misereExample;
        QVERIFY(example);
        for (const engine::PlayRule rule : {engine::PlayRule::Normal, engine::PlayRule::Misere}) {
            const auto analysis = gui::RulesPictures::analyse(*game, example->underRule(rule));
            QVERIFY(analysis);
            QVERIFY2(text.contains(gui::RulesTextMisere::verdict(rule, analysis->outcome)), name);
        }
        // The section comes after the examples and before how to play it here.
        const int at = text.indexOf(section.heading + QLatin1Char('\n'));
        QVERIFY2(at > text.indexOf(gui::RulesText::gameHeadings().pictures), name);
        QVERIFY2(at < text.indexOf(gui::RulesText::gameHeadings().play), name);
        // The example is drawn below the examples (under misère alone where one of them shows
        // it with the normal marks, the pawn's map); under the two rules its marks differ.
        QVERIFY2(imageCount(document) > static_cast<int>(gui::RulesExamples::forGame(*game).size()), name);
        const QImage normal = gui::RulesPictures::render(
            *game, example->underRule(engine::PlayRule::Normal).showing({gui::RulesPicture::Overlay::Marks}), 1.0);
        const QImage misere = gui::RulesPictures::render(
            *game, example->underRule(engine::PlayRule::Misere).showing({gui::RulesPicture::Overlay::Marks}), 1.0);
        QVERIFY2(!normal.isNull() && normal.size() == misere.size(), name);
        QVERIFY2(normal != misere, name);
    }
}

void TestRulesMisere::sectionIsTranslated_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("de") << QLocale(QLocale::German, QLocale::Germany);
    QTest::newRow("es") << QLocale(QLocale::Spanish, QLocale::Spain);
}

void TestRulesMisere::sectionIsTranslated()
{
    QFETCH(QLocale, locale);
    const gui::RulesSection english = gui::RulesTextMisere::section();
    const QString englishVerdict = gui::RulesTextMisere::verdict(engine::PlayRule::Misere, engine::Outcome::Loss);
    const engine::Game& game = *gui::RulesPages::games().front();
    const QString englishLimit = gui::MisereLimitsText::sentence(game);
    QVERIFY(gui::Translations::install(locale));
    const auto restoreEnglish = qScopeGuard([] { gui::Translations::install(QLocale(QLocale::English)); });
    const gui::RulesSection translated = gui::RulesTextMisere::section();
    QVERIFY(translated.heading != english.heading);
    QVERIFY(translated.text != english.text);
    QVERIFY(gui::RulesTextMisere::verdict(engine::PlayRule::Misere, engine::Outcome::Loss) != englishVerdict);
    QVERIFY(gui::MisereLimitsText::sentence(game) != englishLimit);
    QTextDocument document;
    gui::RulesPages::build(document, 0, 1.0);
    QVERIFY(document.toPlainText().contains(translated.heading + QLatin1Char('\n')));
}

void TestRulesMisere::scrollingReachesTheSection()
{
    const auto window = testsupport::showMainWindow();
    QVERIFY(window);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTest::keyClick(window.get(), Qt::Key_F1);
    auto* dialog = window->findChild<gui::RulesDialog*>();
    QVERIFY(dialog != nullptr && QTest::qWaitForWindowExposed(dialog));
    const QString heading = gui::RulesTextMisere::section().heading;
    QTextBrowser* browser = dialog->browser();
    QScrollBar* bar = browser->verticalScrollBar();
    for (const engine::Game* game : gui::RulesPages::games()) {
        dialog->pageList()->setCurrentRow(gui::RulesPages::pageOf(game->id()));
        QTest::qWait(20);
        const QTextCursor found = browser->document()->find(heading);
        QVERIFY2(!found.isNull(), game->displayName().data());
        // Scrolled down step by step, the section's heading comes into view.
        bool seen = false;
        for (int value = bar->minimum(); value <= bar->maximum() && !seen; value += bar->singleStep()) {
            bar->setValue(value);
            const QRect where = browser->cursorRect(found);
            seen = browser->viewport()->rect().contains(where);
        }
        QVERIFY2(seen, game->displayName().data());
        QVERIFY2(bar->value() > bar->minimum(), game->displayName().data()); // it lies below the page's first screen
    }
}

GRUNDYGRID_TEST_MAIN(test_rules_misere, TestRulesMisere)
#include "test_rules_misere.moc"
