// Volcano, rectangles, attractions and nim edited in the real window: their looks and
// palettes, painting each palette kind by click and drag, the volcano's derived
// monsters. Playing them is tested in test_looks_play.
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "WindowTest.h"

#include "gui/base/Settings.h"
#include "gui/board/tools/EditTool.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"
#include "engine/games/volcano/PrimeCross.h"

#include <QAction>
#include <QScopeGuard>
#include <QTest>
#include <QToolBar>

using engine::Cell;
using engine::CellKind;

class TestLooksEdit : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QToolBar* palette() { return m_window->findChild<QToolBar*>(QStringLiteral("paletteToolBar")); }
    QAction* paletteAction(const QString& text)
    {
        for (QAction* action : palette()->actions())
            if (action->text() == text)
                return action;
        return nullptr;
    }
    int undoIndex() { return document().undoStack()->index(); }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init() { QVERIFY(showWindow(QSize(1100, 800))); }
    void cleanup() { closeWindow(); }

    void looksOfTheThreeGames_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("name");
        QTest::newRow("volcano") << "volcano" << "Volcano";
        QTest::newRow("rectangles") << "rectangles" << "Rectangles";
        QTest::newRow("attractions") << "attractions" << "Attractions";
        QTest::newRow("nim") << "nim" << "Nim";
    }

    void looksOfTheThreeGames()
    {
        QFETCH(QString, id);
        QFETCH(QString, name);
        const engine::Game& g = game(id.toLatin1().constData());
        QVERIFY(gui::GameLooks::isSupported(g.id()));
        const gui::GameLook& look = gui::GameLooks::find(g.id());
        QCOMPARE(look.gameName(g), name);
        openBoard(g, g.exampleBoard());
        QVERIFY(m_window->windowTitle().contains(name));
        // The palette follows the game: its kinds, then the eraser, each with an icon and a tool tip.
        const std::vector<CellKind> kinds = g.paletteKinds();
        QCOMPARE(testsupport::editToolOf(*m_window)->paletteKind(), kinds.front());
        const QList<gui::PaletteTool> tools = look.paletteTools(QList<CellKind>(kinds.begin(), kinds.end()));
        QCOMPARE(tools.size(), static_cast<qsizetype>(kinds.size() + 1));
        for (const gui::PaletteTool& tool : tools) {
            QVERIFY(!tool.icon.isNull());
            QVERIFY(!tool.toolTip.isEmpty());
            QAction* action = paletteAction(tool.name);
            QVERIFY2(action != nullptr, qPrintable(tool.name));
            QCOMPARE(action->isChecked(), tool.kind == kinds.front());
        }
        QCOMPARE(tools.back().kind, CellKind::Empty);
    }

    void paintEachKindByClickAndDrag_data() { testsupport::addGameRows({"volcano", "rectangles", "attractions", "nim"}); }

    void paintEachKindByClickAndDrag()
    {
        const engine::Game& g = testsupport::gameOfRow();
        openBoard(g, g.emptyBoard(6, 7));
        session().setMode(gui::PlaySession::Mode::Edit);
        const gui::GameLook& look = gui::GameLooks::find(g.id());
        const std::vector<CellKind> kinds = g.paletteKinds();
        engine::Coord row = 0;
        for (const gui::PaletteTool& tool : look.paletteTools(QList<CellKind>(kinds.begin(), kinds.end()))) {
            if (tool.kind == CellKind::Empty)
                continue;
            paletteAction(tool.name)->trigger();
            QCOMPARE(testsupport::editToolOf(*m_window)->paletteKind(), tool.kind);
            // A click paints one cell, a second click takes it back.
            int before = undoIndex();
            testsupport::clickCell(view(), {row, 0});
            QCOMPARE(document().setup().cellAt({row, 0}), tool.kind);
            QCOMPARE(undoIndex(), before + 1);
            testsupport::clickCell(view(), {row, 0});
            QCOMPARE(document().setup().cellAt({row, 0}), CellKind::Empty);
            // A drag paints the run it crosses as one undo step.
            before = undoIndex();
            testsupport::dragCells(view(), {{row, 1}, {row, 2}, {row, 3}, {row, 4}});
            for (engine::Coord col = 1; col <= 4; ++col)
                QCOMPARE(document().setup().cellAt({row, col}), tool.kind);
            QCOMPARE(undoIndex(), before + 1);
            // A right drag erases, again as one step; undo brings the run back.
            testsupport::dragCells(view(), {{row, 2}, {row, 3}}, Qt::RightButton);
            QCOMPARE(document().setup().cellAt({row, 2}), CellKind::Empty);
            QCOMPARE(document().setup().cellAt({row, 3}), CellKind::Empty);
            QCOMPARE(document().setup().cellAt({row, 4}), tool.kind);
            QCOMPARE(undoIndex(), before + 2);
            session().undo();
            QCOMPARE(document().setup().cellAt({row, 2}), tool.kind);
            session().undo();
            QCOMPARE(document().setup().cellAt({row, 1}), CellKind::Empty);
            row += 2;
        }
    }

    void volcanoDerivesMonstersAsOneStep()
    {
        const engine::Game& volcano = game("volcano");
        engine::Board setup = volcano.emptyBoard(7, 8);
        setup.setCell({0, 0}, CellKind::Monster); // by hand, where the rule places none
        setup.setCell({3, 3}, CellKind::Wall);
        openBoard(volcano, setup);
        QAction* derive = paletteAction(QStringLiteral("Derive Monsters"));
        QVERIFY(derive != nullptr);
        QVERIFY(derive->toolTip().contains(QStringLiteral("Replaces the monsters placed by hand")));
        const int before = undoIndex();
        derive->trigger();
        QCOMPARE(undoIndex(), before + 1);
        QCOMPARE(document().setup(), engine::withPrimeCrossMonsters(setup));
        QCOMPARE(document().setup().cellAt({0, 0}), CellKind::Empty);
        QVERIFY(document().setup().countOf(CellKind::Monster) > 0);
        QCOMPARE(document().setup().cellAt({3, 3}), CellKind::Wall);
        session().undo();
        QCOMPARE(document().setup(), setup);
    }

    void volcanoMonstersFollowWallsLive()
    {
        const engine::Game& volcano = game("volcano");
        const engine::Board open = engine::withPrimeCrossMonsters(volcano.emptyBoard(7, 7));
        openBoard(volcano, open);
        QAction* live = paletteAction(QStringLiteral("Monsters Follow Walls"));
        QVERIFY(live != nullptr && live->isCheckable());
        live->setChecked(true);
        QVERIFY(testsupport::editToolOf(*m_window)->hasLiveRule());
        paletteAction(QStringLiteral("Wall"))->trigger();
        // One stroke of walls: the monsters are derived again in the same undo step.
        const int before = undoIndex();
        testsupport::dragCells(view(), {Cell{3, 0}, Cell{3, 1}, Cell{3, 2}});
        QCOMPARE(undoIndex(), before + 1);
        engine::Board walled = open;
        for (engine::Coord c = 0; c < 3; ++c)
            walled.setCell({3, c}, CellKind::Wall);
        const engine::Board expected = engine::withPrimeCrossMonsters(walled);
        QVERIFY(expected != walled); // the walls do change the monsters
        QCOMPARE(document().setup(), expected);
        session().undo();
        QCOMPARE(document().setup(), open);
        // Switched off, painting leaves the monsters alone.
        live->setChecked(false);
        QVERIFY(!testsupport::editToolOf(*m_window)->hasLiveRule());
        testsupport::clickCell(view(), Cell{3, 0});
        engine::Board oneWall = open;
        oneWall.setCell({3, 0}, CellKind::Wall);
        QCOMPARE(document().setup(), oneWall);
    }

    // Issue 24 item 17: the switch went off at every File ▸ New; it stays as the user left it
    // (across New, another game and a new window), and a fresh new board is left as it is.
    void volcanoMonstersFollowWallsIsRemembered()
    {
        const auto forget = qScopeGuard([] { gui::Settings().setValue(gui::Settings::LiveSetupGames, {}); });
        const engine::Game& volcano = game("volcano");
        openBoard(volcano, engine::withPrimeCrossMonsters(volcano.emptyBoard(7, 7)));
        const auto liveSwitch = [this] { return paletteAction(QStringLiteral("Monsters Follow Walls")); };
        QVERIFY(liveSwitch() != nullptr);
        liveSwitch()->setChecked(true);
        const auto newVolcano = [this] {
            testsupport::whenDialogOpens<gui::NewBoardDialog>(m_window.get(), [](gui::NewBoardDialog& dialog) {
                dialog.setGame(QStringLiteral("volcano"));
                dialog.setBoardSize(6, 6);
                dialog.setStart(gui::NewBoardDialog::Start::Empty);
                dialog.accept();
            });
            action("actionNew")->trigger();
        };
        newVolcano();
        QCOMPARE(document().setup().rows(), 6);
        QVERIFY(!document().isModified());
        QVERIFY(liveSwitch()->isChecked());
        QVERIFY(testsupport::editToolOf(*m_window)->hasLiveRule());
        // Another game and back, and the next run (a new window).
        openBoard(chomp(), chomp().emptyBoard(4, 4));
        QVERIFY(!testsupport::editToolOf(*m_window)->hasLiveRule());
        closeWindow();
        QVERIFY(showWindow(QSize(1100, 800)));
        openBoard(volcano, engine::withPrimeCrossMonsters(volcano.emptyBoard(7, 7)));
        QVERIFY(liveSwitch()->isChecked());
        QVERIFY(testsupport::editToolOf(*m_window)->hasLiveRule());
        // Switched off, it stays off.
        liveSwitch()->setChecked(false);
        newVolcano();
        QVERIFY(!liveSwitch()->isChecked());
        QVERIFY(!testsupport::editToolOf(*m_window)->hasLiveRule());
    }

    void volcanoNewBoardIsPlayable()
    {
        const gui::GameLook& look = gui::GameLooks::find("volcano");
        const engine::Board fresh = look.newBoard(game("volcano"), 6, 6);
        QVERIFY(!game("volcano").legalMoves(fresh).empty());
        QVERIFY(!game("volcano").setupProblem(fresh).has_value());
    }
};

GRUNDYGRID_TEST_MAIN(test_looks_edit, TestLooksEdit)
#include "test_looks_edit.moc"
