// Volcano, rectangles and attractions in the real window: their looks and
// palettes, painting each palette kind by click and drag, the volcano's derived
// monsters, whole games against the computer through clicks and drags with the
// marks checked against the engine, and the rectangle rubber band.
#include "TestSlowdown.h"
#include "GuiTestSupport.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/looks/GameLooks.h"
#include "gui/looks/MoveMarks.h"
#include "gui/board/tools/EditTool.h"
#include "gui/board/tools/PlayTool.h"
#include "gui/board/tools/RectangleBandItem.h"

#include "engine/GameModules.h"
#include "engine/games/volcano/PrimeCross.h"

#include <QAction>
#include <QStatusBar>
#include <QTest>
#include <QToolBar>

using engine::Cell;
using engine::CellKind;
using engine::Move;

namespace {

bool sameMarks(const std::vector<gui::CellMark>& a, const std::vector<gui::CellMark>& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].cell != b[i].cell || a[i].wins != b[i].wins)
            return false;
    return true;
}

std::int64_t area(const Move& move)
{
    return (move.bottomRight.row - move.topLeft.row + 1) * (move.bottomRight.col - move.topLeft.col + 1);
}

} // namespace

class TestLooksPlay : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<gui::MainWindow> m_window;

    gui::GameDocument& document() { return *m_window->document(); }
    gui::BoardView& view() { return *m_window->boardView(); }
    const gui::AnalysisOverlay& overlay() { return *m_window->boardScene()->overlay(); }
    static const engine::Game& game(const char* id) { return *engine::findGame(id); }

    void openBoard(const engine::Game& game, const engine::Board& setup)
    {
        document().reset(game, gui::DocumentState{setup, {}, 0}, QString());
    }
    bool waitForMarks()
    {
        return QTest::qWaitFor([&] { return overlay().showsMarks(); }, testsupport::scaled(20000));
    }
    QToolBar* palette() { return m_window->findChild<QToolBar*>(QStringLiteral("paletteToolBar")); }
    QAction* paletteAction(const QString& text)
    {
        for (QAction* action : palette()->actions())
            if (action->text() == text)
                return action;
        return nullptr;
    }
    int undoIndex() { return document().undoStack()->index(); }

    // The marks shown are those of the engine's own analysis of the board shown.
    void verifyMarksMatchEngine()
    {
        QVERIFY(waitForMarks());
        const engine::Analysis* shown = overlay().shownAnalysis();
        QVERIFY(shown != nullptr);
        const engine::Analysis expected
            = testsupport::engineAnalysis(document().game(), document().setup(), document().currentBoard());
        QCOMPARE(shown->outcome, expected.outcome);
        QCOMPARE(shown->moves.size(), expected.moves.size());
        QVERIFY(sameMarks(gui::cellMarks(*shown), gui::cellMarks(expected)));
        QCOMPARE(shown->winningMoves(), expected.winningMoves());
    }

private slots:
    void initTestCase()
    {
        Q_INIT_RESOURCE(grundygrid);
        testsupport::initApplication();
    }

    void init()
    {
        m_window = testsupport::showMainWindow(QSize(1100, 800));
        QVERIFY(m_window);
        m_window->computerPlayer()->setReplyDelay(10);
        m_window->setComputerMovesFirst(false);
    }

    void cleanup() { m_window.reset(); }

    void looksOfTheThreeGames_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("name");
        QTest::newRow("volcano") << "volcano" << "Volcano";
        QTest::newRow("rectangles") << "rectangles" << "Rectangles";
        QTest::newRow("attractions") << "attractions" << "Attractions";
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
        QCOMPARE(m_window->editTool()->paletteKind(), kinds.front());
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

    void paintEachKindByClickAndDrag_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("volcano") << "volcano";
        QTest::newRow("rectangles") << "rectangles";
        QTest::newRow("attractions") << "attractions";
    }

    void paintEachKindByClickAndDrag()
    {
        QFETCH(QString, id);
        const engine::Game& g = game(id.toLatin1().constData());
        openBoard(g, g.emptyBoard(6, 7));
        m_window->setMode(gui::MainWindow::Mode::Edit);
        const gui::GameLook& look = gui::GameLooks::find(g.id());
        const std::vector<CellKind> kinds = g.paletteKinds();
        engine::Coord row = 0;
        for (const gui::PaletteTool& tool : look.paletteTools(QList<CellKind>(kinds.begin(), kinds.end()))) {
            if (tool.kind == CellKind::Empty)
                continue;
            paletteAction(tool.name)->trigger();
            QCOMPARE(m_window->editTool()->paletteKind(), tool.kind);
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
            m_window->undo();
            QCOMPARE(document().setup().cellAt({row, 2}), tool.kind);
            m_window->undo();
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
        m_window->undo();
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
        QVERIFY(m_window->editTool()->hasLiveRule());
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
        m_window->undo();
        QCOMPARE(document().setup(), open);
        // Switched off, painting leaves the monsters alone.
        live->setChecked(false);
        QVERIFY(!m_window->editTool()->hasLiveRule());
        testsupport::clickCell(view(), Cell{3, 0});
        engine::Board oneWall = open;
        oneWall.setCell({3, 0}, CellKind::Wall);
        QCOMPARE(document().setup(), oneWall);
    }

    void volcanoNewBoardIsPlayable()
    {
        const gui::GameLook& look = gui::GameLooks::find("volcano");
        const engine::Board fresh = look.newBoard(game("volcano"), 6, 6);
        QVERIFY(!game("volcano").legalMoves(fresh).empty());
        QVERIFY(!game("volcano").setupProblem(fresh).has_value());
    }

    void wholeGameAgainstTheComputer_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("volcano") << "volcano";
        QTest::newRow("rectangles") << "rectangles";
        QTest::newRow("attractions") << "attractions";
    }

    void wholeGameAgainstTheComputer()
    {
        QFETCH(QString, id);
        const engine::Game& g = game(id.toLatin1().constData());
        const bool rectangles = gui::GameLooks::find(g.id()).playsRectangles();
        openBoard(g, g.exampleBoard());
        m_window->setOpponentIsComputer(true);
        m_window->setMode(gui::MainWindow::Mode::Play);
        int humanMoves = 0;
        while (!document().isGameOver()) {
            QVERIFY(!m_window->computerPlayer()->isToMove());
            verifyMarksMatchEngine();
            // The human plays the first legal move (rectangles: the largest, by a drag).
            const std::vector<Move> legal = g.legalMoves(document().currentBoard());
            Move move = legal.front();
            if (rectangles)
                for (const Move& m : legal)
                    if (area(m) > area(move))
                        move = m;
            const int count = document().currentMove();
            if (move.isSingleCell())
                testsupport::clickCell(view(), move.topLeft);
            else // from the bottom-right corner to the top-left one: the band is the same rectangle
                testsupport::dragCells(view(), {move.bottomRight, move.topLeft});
            QCOMPARE(document().currentMove(), count + 1);
            QCOMPARE(document().moves().back(), move);
            ++humanMoves;
            if (document().isGameOver())
                break;
            // The computer answers with the engine's choice for the position it faced.
            const engine::Board faced = document().currentBoard();
            QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), count + 2, testsupport::scaled(20000));
            const engine::Analysis analysis = testsupport::engineAnalysis(g, document().setup(), faced);
            QCOMPARE(document().moves().back(), *gui::ComputerPlayer::chooseMove(analysis));
        }
        QVERIFY(humanMoves > 0);
        QVERIFY(m_window->isBannerShown());
        QVERIFY(!overlay().showsMarks() || overlay().shownAnalysis()->moves.empty());
    }

    void rectangleBandDragAndEscape()
    {
        const engine::Game& g = game("rectangles");
        openBoard(g, g.exampleBoard()); // rows 11101 / 11001 / 10111 / 01110 / 11011
        m_window->setOpponentIsComputer(false);
        m_window->setMode(gui::MainWindow::Mode::Play);
        QVERIFY(waitForMarks());
        const gui::RectangleBandItem* band = m_window->findChild<gui::PlayTool*>()
            ? m_window->findChild<gui::PlayTool*>()->bandItem()
            : nullptr;
        QVERIFY(band != nullptr);
        const engine::Analysis* analysis = overlay().shownAnalysis();
        QWidget* viewport = view().viewport();

        // Hovering a cell outlines the winning rectangles starting there.
        QTest::mouseMove(viewport, view().viewportPointOf({0, 0}));
        QTRY_COMPARE_WITH_TIMEOUT(band->outlines(), gui::winningMovesAt(*analysis, {0, 0}), testsupport::scaled(5000));
        QVERIFY(!band->outlines().empty());

        // A legal rectangle shows its verdict, an illegal one says so.
        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, view().viewportPointOf({0, 0}));
        QTest::mouseMove(viewport, view().viewportPointOf({1, 1}));
        const Move square{{0, 0}, {1, 1}};
        QCOMPARE(band->band(), std::optional<Move>(square));
        QCOMPARE(band->verdict(), analysis->verdictFor(square)->wins() ? gui::RectangleBandItem::Verdict::Wins
                                                                        : gui::RectangleBandItem::Verdict::Loses);
        QTest::mouseMove(viewport, view().viewportPointOf({0, 3}));
        QCOMPARE(band->band(), std::optional<Move>(Move{{0, 0}, {0, 3}}));
        QCOMPARE(band->verdict(), gui::RectangleBandItem::Verdict::Illegal);
        // Escape cancels: the release plays nothing.
        QTest::keyClick(&view(), Qt::Key_Escape);
        QVERIFY(!band->band().has_value());
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, view().viewportPointOf({0, 3}));
        QCOMPARE(document().currentMove(), 0);

        // An illegal drag explains itself and plays nothing.
        testsupport::dragCells(view(), {{0, 0}, {0, 3}});
        QCOMPARE(document().currentMove(), 0);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("empty cells")));
        // A click on an empty cell explains too.
        testsupport::clickCell(view(), {0, 3});
        QCOMPARE(document().currentMove(), 0);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("empty")));

        // The drag plays the dragged rectangle; a click the single cell.
        testsupport::dragCells(view(), {{0, 0}, {1, 1}});
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(document().moves().back(), square);
        QVERIFY(!band->band().has_value());
        for (const Cell cell : {Cell{0, 0}, Cell{0, 1}, Cell{1, 0}, Cell{1, 1}})
            QCOMPARE(document().currentBoard().cellAt(cell), CellKind::Empty);
        testsupport::clickCell(view(), {4, 4});
        QCOMPARE(document().moves().back(), Move::at({4, 4}));
    }

    void computerWinsWithoutRemoteness()
    {
        // Volcano, attractions and rectangles may give no remoteness: the computer
        // still takes a winning move when there is one, and some move otherwise.
        engine::Analysis analysis;
        analysis.outcome = engine::Outcome::Win;
        analysis.moves = {engine::MoveVerdict{Move::at({0, 0}), engine::Outcome::Win, 1, std::nullopt},
                          engine::MoveVerdict{Move::at({0, 1}), engine::Outcome::Loss, 0, std::nullopt},
                          engine::MoveVerdict{Move::at({0, 2}), engine::Outcome::Win, 2, std::nullopt}};
        QCOMPARE(*gui::ComputerPlayer::chooseMove(analysis), Move::at({0, 1}));
        analysis.moves.erase(analysis.moves.begin() + 1);
        QVERIFY(gui::ComputerPlayer::chooseMove(analysis).has_value());
    }
};

QTEST_MAIN(TestLooksPlay)
#include "test_looks_play.moc"
