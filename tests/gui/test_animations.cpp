// Move animations in the real window: a played move adds an animation item above
// the board that is gone by the end, undo and a new move remove it at once, the
// View > Animations option (remembered) turns them off, and every game's
// animation paints something mid-way and nothing different from the board at
// its end; the diff of a pawn move on a board with 10^5 impassable cells stays
// quick. With GRUNDYGRID_SCREENSHOT_DIR set it saves each game's animation
// half-way there.
#include "CpuTimer.h"
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"
#include "TestSlowdown.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/looks/BoardGeometry.h"
#include "gui/board/BoardScene.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/board/MoveAnimationItem.h"
#include "gui/board/MoveAnimator.h"
#include "gui/base/Settings.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"
#include "engine/games/pawn/PawnGame.h"

#include <QAction>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTest>

#include <algorithm>

using engine::Cell;
using engine::Move;

class TestAnimations : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    gui::MoveAnimator& animator() { return *m_window->findChild<gui::MoveAnimator*>(); }
    QAction* animationsAction() { return m_window->findChild<QAction*>(QStringLiteral("actionAnimations")); }

    void openBoard(const engine::Game& g, const engine::Board& setup)
    {
        document().reset(g, gui::DocumentState{setup, {}, 0}, QString());
        session().setMode(gui::PlaySession::Mode::Play);
    }

    // The legal single-cell move of the current position changing the most cells.
    Move biggestMove()
    {
        const engine::Game& g = document().game();
        const engine::Board& position = document().currentBoard();
        Move best{};
        std::size_t most = 0;
        for (const Move& move : g.legalMoves(position)) {
            if (!move.isSingleCell())
                continue;
            const std::size_t changed = gui::MoveAnimator::changedCells(position, g.play(position, move)).size();
            if (changed > most) {
                most = changed;
                best = move;
            }
        }
        return best;
    }

    int animationItemsInScene()
    {
        const QList<QGraphicsItem*> items = scene().items();
        return static_cast<int>(std::count_if(items.begin(), items.end(), [](QGraphicsItem* item) {
            return dynamic_cast<gui::MoveAnimationItem*>(item) != nullptr;
        }));
    }

    // The scene under `rect`, painted into an image.
    QImage render(const QRectF& rect)
    {
        QImage image(rect.size().toSize() * 2, QImage::Format_ARGB32);
        image.fill(Qt::black);
        QPainter painter(&image);
        scene().render(&painter, QRectF(image.rect()), rect);
        return image;
    }

    static int differingPixels(const QImage& a, const QImage& b)
    {
        int count = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x)
                if (a.pixel(x, y) != b.pixel(x, y))
                    ++count;
        return count;
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow(QSize(1100, 800)));
        session().setOpponent(gui::Opponent::Human); // two humans: no reply interrupts the animation
        animationsAction()->setChecked(true);
    }

    void cleanup()
    {
        animationsAction()->setChecked(true);
        m_window.reset();
    }

    void playedMoveIsAnimatedUntilTheEnd()
    {
        openBoard(game("chomp"), game("chomp").exampleBoard());
        const engine::Board before = document().currentBoard();
        const Move move = biggestMove();
        testsupport::clickCell(view(), move.topLeft);
        QCOMPARE(document().currentMove(), 1);
        const QList<gui::MoveAnimationItem*> items = animator().runningItems();
        QCOMPARE(items.size(), 1);
        QCOMPARE(animationItemsInScene(), 1);
        QCOMPARE(items.front()->move(), move);
        QCOMPARE(items.front()->changedCells(),
                 gui::MoveAnimator::changedCells(before, document().currentBoard()));
        QVERIFY(items.front()->changedCells().size() > 1);
        // Above the board, below the overlay's marks and cursor.
        QVERIFY(items.front()->zValue() > 0.0);
        QVERIFY(items.front()->zValue() < overlay().zValue());
        // It runs on its own, through the middle, and is gone by the end.
        bool sawMiddle = false;
        const auto runsOut = [&] {
            const QList<gui::MoveAnimationItem*> running = animator().runningItems();
            if (!running.isEmpty() && running.front()->progress() > 0.0 && running.front()->progress() < 1.0)
                sawMiddle = true;
            return running.isEmpty();
        };
        QTRY_VERIFY_WITH_TIMEOUT(runsOut(), testsupport::scaled(5000));
        QVERIFY(sawMiddle);
        QCOMPARE(animationItemsInScene(), 0);
    }

    void undoAndNewMovesEndAnimationsAtOnce()
    {
        openBoard(game("chomp"), game("chomp").exampleBoard());
        testsupport::clickCell(view(), biggestMove().topLeft);
        QCOMPARE(animator().runningItems().size(), 1);
        session().undo();
        QCOMPARE(document().currentMove(), 0);
        QCOMPARE(animator().runningItems().size(), 0);
        QCOMPARE(animationItemsInScene(), 0);
        // A second move while the first one still runs: only the second is shown.
        testsupport::clickCell(view(), biggestMove().topLeft);
        const Move second = biggestMove();
        testsupport::clickCell(view(), second.topLeft);
        QCOMPARE(document().currentMove(), 2);
        QCOMPARE(animator().runningItems().size(), 1);
        QCOMPARE(animator().runningItems().front()->move(), second);
        QCOMPARE(animationItemsInScene(), 1);
        // A new board ends it too.
        openBoard(game("chomp"), game("chomp").exampleBoard());
        QCOMPARE(animationItemsInScene(), 0);
    }

    void editingIsNotAnimated()
    {
        openBoard(game("chomp"), game("chomp").exampleBoard());
        session().setMode(gui::PlaySession::Mode::Edit);
        testsupport::clickCell(view(), {3, 3});
        QVERIFY(document().undoStack()->index() > 0);
        QCOMPARE(animationItemsInScene(), 0);
    }

    void optionTurnsAnimationsOffAndIsRemembered()
    {
        openBoard(game("chomp"), game("chomp").exampleBoard());
        QVERIFY(animationsAction()->isCheckable());
        animationsAction()->setChecked(false);
        QVERIFY(!animator().isEnabled());
        QVERIFY(!gui::Settings().value(gui::Settings::Animations));
        testsupport::clickCell(view(), biggestMove().topLeft);
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(animationItemsInScene(), 0);
        // A new window starts with the remembered choice.
        m_window.reset();
        m_window = std::make_unique<gui::MainWindow>();
        QVERIFY(!animationsAction()->isChecked());
        QVERIFY(!animator().isEnabled());
        animationsAction()->setChecked(true);
        QVERIFY(gui::Settings().value(gui::Settings::Animations));
        QVERIFY(animator().isEnabled());
    }

    void eachGamePaintsItsAnimation_data()
    {
        testsupport::addGameRows({"chomp", "volcano", "rectangles", "attractions", "pawn", "nim"});
    }

    void eachGamePaintsItsAnimation()
    {
        const engine::Game& g = testsupport::gameOfRow();
        QVERIFY(gui::GameLooks::find(g.id()).animatesMoves());
        openBoard(g, g.exampleBoard());
        const Move move = biggestMove();
        testsupport::clickCell(view(), move.topLeft);
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(animator().runningItems().size(), 1);
        gui::MoveAnimationItem* item = animator().runningItems().front();
        const QRectF area = item->sceneBoundingRect();
        QVERIFY(!area.isEmpty());

        item->setVisible(false);
        const QImage board = render(area);
        item->setVisible(true);
        item->setProgress(0.5);
        const QImage middle = render(area);
        if (const QString dir = qEnvironmentVariable("GRUNDYGRID_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(middle.save(
                QStringLiteral("%1/h6-animation-%2.png").arg(dir, QString::fromLatin1(QTest::currentDataTag())), "PNG"));
        // Mid-way the animation covers a good part of at least one cell.
        const int changed = differingPixels(board, middle);
        const qreal cellPixels = 4 * gui::BoardGeometry::kCellSize * gui::BoardGeometry::kCellSize;
        QVERIFY2(changed > cellPixels / 4, qPrintable(QString::number(changed)));
        // At its end it shows exactly the board below: skipping it loses nothing.
        item->setProgress(1.0);
        QCOMPARE(differingPixels(board, render(area)), 0);
        QTRY_VERIFY_WITH_TIMEOUT(animator().runningItems().isEmpty(), testsupport::scaled(5000));
    }

    void pawnMoveOnAHundredThousandObstaclesIsQuick()
    {
        const engine::Game& g = game("pawn");
        engine::Board setup = g.emptyBoard(engine::PawnGame::kSide, engine::PawnGame::kSide);
        setup.setCell({40, 50}, engine::CellKind::Pawn);
        for (engine::Coord i = 0; i < static_cast<engine::Coord>(engine::PawnGame::kMaxImpassable); ++i)
            setup.setCell({1000 + i / 1000, 2000 + i % 1000}, engine::CellKind::Impassable);
        QVERIFY(!g.setupProblem(setup));
        openBoard(g, setup);
        for (int i = 0; i < 30; ++i)
            view().zoomIn();
        view().goToCell({40, 45});
        const engine::Board after = g.play(setup, Move::at({40, 44}));
        testsupport::CpuTimer timer; // the GUI thread's work, which load does not stretch
        const std::vector<Cell> changed = gui::MoveAnimator::changedCells(setup, after);
        const qint64 diffMs = timer.elapsed();
        QCOMPARE(changed, (std::vector<Cell>{{40, 44}, {40, 50}}));
        timer.restart();
        testsupport::clickCell(view(), {40, 44});
        const qint64 playMs = timer.elapsed();
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(animator().runningItems().size(), 1);
        QCOMPARE(animator().runningItems().front()->changedCells(), changed);
        // The same move again without animations: what the animator adds to the GUI's stall.
        session().undo();
        animationsAction()->setChecked(false);
        timer.restart();
        testsupport::clickCell(view(), {40, 44});
        const qint64 plainMs = timer.elapsed();
        QCOMPARE(document().currentMove(), 1);
        qInfo("pawn move on 10^5 obstacles: diff %lld ms, move %lld ms animated, %lld ms not", diffMs, playMs,
              plainMs);
        // The diff walks the two lists of marked cells once (about 15 ms here); the rest of
        // a move's cost on such a board is the document's and the analysis's copies.
        QVERIFY2(diffMs < 250 * testsupport::slowdown(), qPrintable(QString::number(diffMs)));
    }

    void changedCellsComparesKinds()
    {
        const engine::Game& g = game("chomp");
        engine::Board a = g.emptyBoard(4, 5);
        engine::Board b = a;
        b.setCell({1, 2}, engine::CellKind::Eaten);
        b.setCell({3, 0}, engine::CellKind::Poison);
        const std::vector<Cell> expected{{1, 2}, {3, 0}};
        QCOMPARE(gui::MoveAnimator::changedCells(a, b), expected);
        QVERIFY(gui::MoveAnimator::changedCells(a, a).empty());
    }
};

GRUNDYGRID_TEST_MAIN(test_animations, TestAnimations)
#include "test_animations.moc"
