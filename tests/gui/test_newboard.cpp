// The New dialog: games offered, 64-bit sizes with clear errors, the three
// starts (empty, example, random with a density), and the main window's New
// command, which builds the chosen board and remembers the choices. Its
// layout: test_newboard_layout.
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"
#include "DialogParts.h"

#include "gui/files/DocumentFiles.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/files/MisereLimitsText.h"
#include "gui/files/SizeLimitsText.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"
#include "engine/RandomBoard.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <utility>

using gui::NewBoardDialog;
using testsupport::child;
using testsupport::retype;

namespace {

// Runs `answer` on the New dialog once the window's New command has opened it.
void whenDialogOpens(const std::function<void(NewBoardDialog&)>& answer)
{
    testsupport::whenDialogOpens<NewBoardDialog>(qApp, answer);
}

} // namespace

class TestNewBoard : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
private slots:
    void initTestCase()
    {
        testsupport::initApplication();
        QSettings().clear();
    }

    void init()
    {
        QVERIFY(showWindow());
    }

    void cleanup() { closeWindow(); }

    void offersTheGamesTheProgramShows()
    {
        NewBoardDialog dialog(NewBoardDialog::Purpose::NewBoard, testsupport::gameById("chomp"), 8, 8);
        auto* games = child<QComboBox>(dialog, "gameCombo");
        for (const engine::Game* game : engine::allGames())
            QCOMPARE(games->findData(QString::fromUtf8(game->id().data())) >= 0,
                     gui::GameLooks::isSupported(game->id()));
    }

    void refusesSizesOutOfRangeWithAClearMessage()
    {
        NewBoardDialog dialog(NewBoardDialog::Purpose::NewBoard, testsupport::gameById("chomp"), 8, 8);
        dialog.show();
        auto* rows = child<QLineEdit>(dialog, "rowsEdit");
        retype(rows, QStringLiteral("99"));
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QVERIFY2(dialog.errorText().contains(QStringLiteral("1 to 50 rows")), qPrintable(dialog.errorText()));
        QVERIFY(dialog.errorText().contains(QStringLiteral("99")));
        retype(rows, QString());
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QVERIFY(dialog.errorText().contains(QStringLiteral("rows")));
        // Letters cannot be typed at all.
        QTest::keyClicks(rows, QStringLiteral("x7"));
        QCOMPARE(rows->text(), QStringLiteral("7"));
        QVERIFY(dialog.errorText().isEmpty());
        dialog.accept();
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.rows(), engine::Coord{7});
        QCOMPARE(dialog.cols(), engine::Coord{8});
    }

    // One statement of a game's size limits (engine::Game::sizeLimits): shown
    // before anything is typed, and the same words in New, Resize and board files.
    void statesTheSizeLimitsOnceEverywhere()
    {
        for (const engine::Game* game : engine::allGames()) // in English, the engine's own words
            if (gui::GameLooks::isSupported(game->id()))
                QCOMPARE(gui::SizeLimitsText::limits(*game), QString::fromStdString(game->winLossSizeLimitsText()));
        // Chomp: the window analyses boards up to 18 x 18, by win or loss beyond the full analysis's 15 x 15.
        const QString chompLimits = gui::SizeLimitsText::sentence(testsupport::gameById("chomp"));
        QVERIFY2(chompLimits.contains(QStringLiteral("1 to 50 rows and 1 to 50 columns and no more positions than an "
                                                     "18 x 18 board (beyond 250 cells or the positions of a 15 x 15 "
                                                     "board, win or loss only)")),
                 qPrintable(chompLimits));

        NewBoardDialog dialog(NewBoardDialog::Purpose::NewBoard, testsupport::gameById("chomp"), 8, 8);
        dialog.show();
        auto* limits = child<QLabel>(dialog, "limitsLabel");
        QVERIFY(limits->isVisible());
        QCOMPARE(limits->text(), chompLimits);
        QVERIFY2(limits->toolTip().contains(QStringLiteral("win or loss only")), qPrintable(limits->toolTip()));
        dialog.setGame(QStringLiteral("volcano"));
        QCOMPARE(limits->text(), gui::SizeLimitsText::sentence(testsupport::gameById("volcano")));
        QVERIFY(limits->toolTip().isEmpty());
        dialog.setGame(QStringLiteral("chomp"));
        // Too many rows or positions (19 x 19, 10 x 45: 450 cells): one message.
        for (const auto& [rows, cols] : {std::pair{"99", "8"}, std::pair{"19", "19"}, std::pair{"10", "45"}}) {
            const QString typed[] = {QString::fromLatin1(rows), QString::fromLatin1(cols)};
            retype(child<QLineEdit>(dialog, "rowsEdit"), typed[0]);
            retype(child<QLineEdit>(dialog, "colsEdit"), typed[1]);
            dialog.accept();
            QVERIFY(dialog.isVisible());
            QVERIFY2(dialog.errorText().contains(QStringLiteral("%1 x %2").arg(typed[0], typed[1]))
                         && dialog.errorText().contains(chompLimits),
                     qPrintable(dialog.errorText()));
        }

        openBoard(testsupport::gameById("chomp"), testsupport::gameById("chomp").emptyBoard(4, 4));
        QString resizeError;
        whenDialogOpens([&resizeError](NewBoardDialog& resize) {
            QVERIFY(child<QLabel>(resize, "limitsLabel")->isVisible());
            retype(child<QLineEdit>(resize, "rowsEdit"), QStringLiteral("19"));
            retype(child<QLineEdit>(resize, "colsEdit"), QStringLiteral("19"));
            resize.accept();
            resizeError = resize.errorText();
            resize.reject();
        });
        action("actionResize")->trigger();
        QVERIFY2(resizeError.contains(chompLimits), qPrintable(resizeError));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.grundy"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "grundygrid-board", "version": 1, "game": "chomp", "rows": 100000,
                       "cols": 100000, "cells": [], "moves": []})");
        file.close();
        QVERIFY(!testsupport::openFileIn(*m_window, path));
        QVERIFY(!m_prompts->errors.isEmpty());
        QVERIFY2(m_prompts->errors.last().contains(QStringLiteral("100000 x 100000"))
                     && m_prompts->errors.last().contains(chompLimits),
                 qPrintable(m_prompts->errors.last()));
    }

    void pawnSizeIsTheWholePlane()
    {
        if (!gui::GameLooks::isSupported("pawn"))
            QSKIP("the desktop program does not show pawn boards yet");
        NewBoardDialog dialog(NewBoardDialog::Purpose::NewBoard, testsupport::gameById("pawn"), 8, 8);
        auto* rows = child<QLineEdit>(dialog, "rowsEdit");
        QCOMPARE(rows->text(), QStringLiteral("1000000001"));
        QVERIFY(rows->isReadOnly());
        QCOMPARE(dialog.rows(), engine::Coord{1'000'000'001});
        dialog.setStart(NewBoardDialog::Start::Random);
        dialog.setDensityPercent(25);
        dialog.show();
        dialog.accept();
        QVERIFY2(!dialog.isVisible(), qPrintable(dialog.errorText()));
        std::mt19937_64 random(8);
        const engine::Board board = dialog.createSetup(random);
        QVERIFY(!testsupport::gameById("pawn").setupProblem(board));
        QCOMPARE(board.countOf(engine::CellKind::Impassable), std::size_t{36}); // 25 % of the 143 free corner cells

        // Back to chomp: the last size typed for a game of free size returns.
        child<QComboBox>(dialog, "gameCombo")->setCurrentIndex(0);
        QCOMPARE(dialog.game().id(), std::string_view("chomp"));
        QCOMPARE(dialog.rows(), engine::Coord{8});
        QVERIFY(!rows->isReadOnly());
    }

    void startsFromEmptyExampleOrRandom()
    {
        NewBoardDialog dialog(NewBoardDialog::Purpose::NewBoard, testsupport::gameById("volcano"), 6, 7);
        std::mt19937_64 random(1);
        QCOMPARE(dialog.start(), NewBoardDialog::Start::Empty);
        const engine::Board empty = dialog.createSetup(random);
        QCOMPARE(empty.countOf(engine::CellKind::Wall), std::size_t{0});
        QCOMPARE(empty.rows(), engine::Coord{6});

        child<QRadioButton>(dialog, "exampleRadio")->click();
        QCOMPARE(dialog.start(), NewBoardDialog::Start::Example);
        QVERIFY(!child<QLineEdit>(dialog, "rowsEdit")->isEnabled());
        QVERIFY(dialog.createSetup(random) == testsupport::gameById("volcano").exampleBoard());

        child<QRadioButton>(dialog, "randomRadio")->click();
        if (const QString shot = qEnvironmentVariable("GRUNDYGRID_DIALOG_SHOT"); !shot.isEmpty()) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.grab().save(shot);
        }
        auto* density = child<QSlider>(dialog, "densitySlider");
        QVERIFY(density->isEnabled());
        density->setValue(50);
        QCOMPARE(dialog.densityPercent(), 50);
        QCOMPARE(child<QLabel>(dialog, "densityValue")->text(), QStringLiteral("50 %"));
        std::mt19937_64 again(77);
        std::mt19937_64 expected(77);
        QVERIFY(dialog.createSetup(again)
                == engine::RandomBoard::generate(testsupport::gameById("volcano"), 6, 7, 0.5, expected));
    }

    void newCommandBuildsTheChosenBoardAndRemembersTheChoice()
    {
        testsupport::filesOf(*m_window)->setRandomSeed(42);
        whenDialogOpens([](NewBoardDialog& dialog) {
            dialog.setGame(QStringLiteral("attractions"));
            retype(child<QLineEdit>(dialog, "rowsEdit"), QStringLiteral("7"));
            retype(child<QLineEdit>(dialog, "colsEdit"), QStringLiteral("9"));
            child<QRadioButton>(dialog, "randomRadio")->click();
            dialog.setDensityPercent(40);
            QTest::keyClick(&dialog, Qt::Key_Return);
        });
        m_window->findChild<QAction*>(QStringLiteral("actionNew"))->trigger();
        std::mt19937_64 expected(42);
        QCOMPARE(document().gameId(), QStringLiteral("attractions"));
        QVERIFY(document().setup() == engine::RandomBoard::generate(testsupport::gameById("attractions"), 7, 9, 0.4, expected));
        QVERIFY(!document().isModified());

        // The next New opens on the same choices; Example gives the game's example.
        bool checked = false;
        whenDialogOpens([&checked](NewBoardDialog& dialog) {
            checked = dialog.game().id() == "attractions" && dialog.start() == NewBoardDialog::Start::Random
                && dialog.densityPercent() == 40 && dialog.rows() == 7 && dialog.cols() == 9;
            dialog.setStart(NewBoardDialog::Start::Example);
            dialog.accept();
        });
        m_window->findChild<QAction*>(QStringLiteral("actionNew"))->trigger();
        QVERIFY(checked);
        QVERIFY(document().setup() == testsupport::gameById("attractions").exampleBoard());

        // Cancel changes nothing.
        const gui::DocumentState before = document().state();
        whenDialogOpens([](NewBoardDialog& dialog) {
            dialog.setGame(QStringLiteral("chomp"));
            dialog.reject();
        });
        m_window->findChild<QAction*>(QStringLiteral("actionNew"))->trigger();
        QVERIFY(document().state() == before);
        QCOMPARE(document().gameId(), QStringLiteral("attractions"));
    }

    // Issue 32 item 2: on a first New, chomp's default board is the classic game, named so, not an empty bar.
    void theDefaultChompBoardIsTheClassicGame()
    {
        closeWindow();
        QSettings().clear(); // nothing chosen before
        QVERIFY(showWindow());
        QCOMPARE(document().gameId(), QStringLiteral("chomp"));
        QString name;
        NewBoardDialog::Start start = NewBoardDialog::Start::Random;
        whenDialogOpens([&name, &start](NewBoardDialog& dialog) {
            start = dialog.start();
            name = child<QRadioButton>(dialog, "emptyRadio")->text();
            dialog.accept(); // the defaults as they are
        });
        m_window->findChild<QAction*>(QStringLiteral("actionNew"))->trigger();
        QCOMPARE(start, NewBoardDialog::Start::Empty);
        QCOMPARE(name, QStringLiteral("Classic gam&e: poison in the corner"));
        QCOMPARE(document().gameId(), QStringLiteral("chomp"));
        const engine::Board& setup = document().setup();
        QCOMPARE(setup.rows(), engine::Coord{8});
        QCOMPARE(setup.cols(), engine::Coord{8});
        QCOMPARE(setup.countOf(engine::CellKind::Poison), std::size_t{1});
        QCOMPARE(setup.cellAt({0, 0}), engine::CellKind::Poison);

        // Another game keeps the form's own words.
        NewBoardDialog dialog(NewBoardDialog::Purpose::NewBoard, testsupport::gameById("chomp"), 8, 8);
        dialog.setGame(QStringLiteral("nim"));
        QCOMPARE(child<QRadioButton>(dialog, "emptyRadio")->text(), QStringLiteral("&Empty board"));
    }

    void resizeOffersNoStart()
    {
        NewBoardDialog dialog(NewBoardDialog::Purpose::Resize, testsupport::gameById("chomp"), 5, 5);
        dialog.show();
        QVERIFY(!child<QWidget>(dialog, "startGroup")->isVisible());
        QCOMPARE(dialog.start(), NewBoardDialog::Start::Empty);
    }

    // Issue 13 item 12: the greyed size fields show the example's size, not stale typed ones.
    void exampleShowsItsOwnSize()
    {
        NewBoardDialog dialog(NewBoardDialog::Purpose::NewBoard, testsupport::gameById("chomp"), 6, 7);
        auto* rows = child<QLineEdit>(dialog, "rowsEdit");
        auto* cols = child<QLineEdit>(dialog, "colsEdit");
        bool differs = false; // some example's size is not the size typed
        for (int index = 0; index < child<QComboBox>(dialog, "gameCombo")->count(); ++index) {
            child<QComboBox>(dialog, "gameCombo")->setCurrentIndex(index);
            const engine::Game& game = dialog.game();
            const engine::SizeLimits limits = game.sizeLimits();
            const QString typedRows = QString::number(std::clamp(engine::Coord{6}, limits.minRows, limits.maxRows));
            const QString typedCols = QString::number(std::clamp(engine::Coord{7}, limits.minCols, limits.maxCols));
            child<QRadioButton>(dialog, "emptyRadio")->click();
            QCOMPARE(rows->text(), typedRows);
            QCOMPARE(cols->text(), typedCols);
            child<QRadioButton>(dialog, "exampleRadio")->click();
            const engine::Board example = game.exampleBoard();
            QVERIFY(!rows->isEnabled());
            QCOMPARE(rows->text(), QString::number(example.rows()));
            QCOMPARE(cols->text(), QString::number(example.cols()));
            QCOMPARE(dialog.rows(), example.rows());
            differs = differs || rows->text() != typedRows || cols->text() != typedCols;
        }
        QVERIFY(differs);
        // Leaving the example brings back what was typed.
        dialog.setGame(QStringLiteral("volcano"));
        child<QRadioButton>(dialog, "emptyRadio")->click();
        retype(rows, QStringLiteral("5"));
        child<QRadioButton>(dialog, "exampleRadio")->click();
        QCOMPARE(rows->text(), QString::number(testsupport::gameById("volcano").exampleBoard().rows()));
        child<QRadioButton>(dialog, "randomRadio")->click();
        QCOMPARE(rows->text(), QStringLiteral("5"));
        QCOMPARE(cols->text(), QStringLiteral("7"));
    }

    // Issue 24 item 15: the pawn example's two-line note was clipped; chomp with 50 x 50 typed
    // and OK pressed squeezed the start choices on top of each other. Every text fits, in
    // every game and start, and with a refusal shown.
    // The misère promise is a line of its own under the size limits, the one
    // statement of MisereLimitsText (the engine's cells), following the game;
    // Resize asks for the size only and leaves it out.
    void statesTheMiserePromise()
    {
        NewBoardDialog dialog(NewBoardDialog::Purpose::NewBoard, testsupport::gameById("volcano"), 8, 8);
        dialog.show();
        auto* misere = child<QLabel>(dialog, "misereLabel");
        QVERIFY(misere->isVisible());
        QCOMPARE(misere->text(), gui::MisereLimitsText::sentence(testsupport::gameById("volcano")));
        QVERIFY2(misere->text().contains(
                     QString::number(testsupport::gameById("volcano").sizeLimits().misereCells)),
                 qPrintable(misere->text()));
        QVERIFY(!misere->toolTip().isEmpty());
        dialog.setGame(QStringLiteral("pawn")); // exact on the whole plane
        QCOMPARE(misere->text(), gui::MisereLimitsText::sentence(testsupport::gameById("pawn")));
        QVERIFY(misere->text() != gui::MisereLimitsText::sentence(testsupport::gameById("volcano")));
        if (const QString shot = qEnvironmentVariable("GRUNDYGRID_DIALOG_SHOT"); !shot.isEmpty()) {
            dialog.setGame(QStringLiteral("attractions"));
            dialog.grab().save(shot + QStringLiteral(".misere.png"));
        }

        NewBoardDialog resize(NewBoardDialog::Purpose::Resize, testsupport::gameById("volcano"), 5, 5);
        resize.show();
        QVERIFY(!child<QLabel>(resize, "misereLabel")->isVisible());
    }

};

GRUNDYGRID_TEST_MAIN(test_newboard, TestNewBoard)
#include "test_newboard.moc"
