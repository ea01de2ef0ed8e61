// Mnemonics: no two items of a menu (each submenu on its own) or of a dialog
// share a letter, in English, German and Spanish, for every game and mode; a
// label's '&' never shows; the unsaved-changes question's buttons answer Alt+D
// and Alt+S.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "MenuTexts.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/app/MainWindow.h"
#include "gui/app/Translations.h"
#include "gui/board/GoToCellDialog.h"
#include "gui/document/GameDocument.h"
#include "gui/export/PictureDialog.h"
#include "gui/export/WorksheetDialog.h"
#include "gui/files/DialogPrompts.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/looks/GameLooks.h"
#include "gui/puzzles/PuzzleDialog.h"

#include "engine/GameModules.h"

#include <QApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QScopeGuard>
#include <QTest>
#include <QTimer>

using testsupport::dialogMnemonicProblems;
using testsupport::menuMnemonicClashes;
using testsupport::strippedText;

class TestMnemonics : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { QVERIFY(showWindow()); }
    void cleanup() { closeWindow(); }

    void noTwoItemsShareAMnemonic_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::newRow("en") << QLocale(QLocale::English, QLocale::UnitedStates);
        QTest::newRow("de") << QLocale(QLocale::German, QLocale::Germany);
        QTest::newRow("es") << QLocale(QLocale::Spanish, QLocale::Spain);
    }

    void noTwoItemsShareAMnemonic()
    {
        QFETCH(QLocale, locale);
        closeWindow();
        QCOMPARE(gui::Translations::install(locale), locale.language() != QLocale::English);
        const auto restoreEnglish = qScopeGuard([] { gui::Translations::install(QLocale(QLocale::English)); });
        QVERIFY(showWindow());
        QStringList clashes;
        for (const engine::Game* game : engine::allGames()) {
            if (!gui::GameLooks::isSupported(game->id()))
                continue;
            document().reset(*game, gui::DocumentState{game->exampleBoard(), {}, 0}, QString());
            for (const gui::PlaySession::Mode mode : {gui::PlaySession::Mode::Edit, gui::PlaySession::Mode::Play}) {
                session().setMode(mode);
                for (const QAction* top : m_window->menuBar()->actions())
                    if (const QMenu* menu = top->menu())
                        menuMnemonicClashes(menu, strippedText(top->text()), clashes);
            }
        }
        clashes.removeDuplicates();
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));

        // The dialogs, each with every game it can show.
        QStringList problems;
        const auto check = [&problems](QDialog& dialog, const QString& name) {
            for (const QString& problem : dialogMnemonicProblems(dialog))
                problems.append(name + QStringLiteral(": ") + problem);
        };
        for (const engine::Game* game : engine::allGames()) {
            if (!gui::GameLooks::isSupported(game->id()))
                continue;
            const QString id = QString::fromStdString(std::string(game->id()));
            for (const auto purpose : {gui::NewBoardDialog::Purpose::NewBoard, gui::NewBoardDialog::Purpose::Resize}) {
                gui::NewBoardDialog dialog(purpose, *game, 5, 6);
                for (const auto start : {gui::NewBoardDialog::Start::Empty, gui::NewBoardDialog::Start::Random})
                    if (purpose == gui::NewBoardDialog::Purpose::NewBoard) {
                        dialog.setStart(start);
                        check(dialog, QStringLiteral("New (%1)").arg(id));
                    } else {
                        check(dialog, QStringLiteral("Resize (%1)").arg(id));
                    }
            }
            gui::WorksheetOptions worksheet;
            worksheet.gameId = id;
            gui::WorksheetDialog worksheetDialog(worksheet);
            check(worksheetDialog, QStringLiteral("Export Worksheet"));
            gui::PuzzleDialog puzzle(gui::PuzzleChoice{id, {}, std::nullopt});
            check(puzzle, QStringLiteral("New Puzzle (%1)").arg(id));
        }
        gui::PictureDialog picture(gui::PictureOptions{}, [](int width, bool) { return width; });
        check(picture, QStringLiteral("Export Picture"));
        gui::GoToCellDialog goTo(8, 8, engine::Cell{0, 0});
        check(goTo, QStringLiteral("Go to Cell"));
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The unsaved-changes question: Alt+D presses Discard, Alt+S Save (Qt names them without mnemonics).
    void unsavedChangesButtonsHaveMnemonics()
    {
        for (const auto& [key, expected] : {std::pair{Qt::Key_D, gui::UserPrompts::SaveChoice::Discard},
                                            std::pair{Qt::Key_S, gui::UserPrompts::SaveChoice::Save}}) {
            QTimer::singleShot(0, this, [key = key] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                if (box == nullptr)
                    qFatal("no unsaved-changes question");
                box->activateWindow(); // mnemonics act in the active window
                if (!QTest::qWaitForWindowActive(box))
                    qWarning("the question did not become active");
                QTest::keyClick(box, key, Qt::AltModifier); // the button's click follows (animated)
                QTimer::singleShot(testsupport::scaled(3000), box, [box] { box->reject(); }); // else: Cancel
            });
            gui::DialogPrompts prompts;
            QCOMPARE(prompts.askSaveChanges(nullptr, QStringLiteral("Untitled")), expected);
        }
    }

};

GRUNDYGRID_TEST_MAIN(test_mnemonics, TestMnemonics)
#include "test_mnemonics.moc"
