// Keyboard play: arrow keys move the cell cursor, Enter plays a cell; in the
// rectangles game Enter anchors a corner, the arrows stretch the rubber band,
// Enter plays it and Escape cancels.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/board/tools/PlayTool.h"
#include "gui/board/tools/RectangleBandItem.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QRandomGenerator>
#include <QStatusBar>
#include <QTest>

using engine::Cell;
using engine::CellKind;
using engine::Move;
using Verdict = gui::RectangleBandItem::Verdict;

class TestKeyboardPlay : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    const gui::RectangleBandItem& band() { return *testsupport::playToolOf(*m_window)->bandItem(); }

    void key(Qt::Key k) { QTest::keyClick(&view(), k); }

    // Walks the keyboard cursor to `target` with the arrow keys only.
    void cursorTo(Cell target)
    {
        if (!view().cursorCell())
            key(Qt::Key_Right); // the first arrow shows the cursor at the top-left cell
        for (int guard = 0; guard < 100 && view().cursorCell() != target; ++guard) {
            const Cell at = *view().cursorCell();
            if (at.row < target.row)
                key(Qt::Key_Down);
            else if (at.row > target.row)
                key(Qt::Key_Up);
            else if (at.col < target.col)
                key(Qt::Key_Right);
            else
                key(Qt::Key_Left);
        }
        QCOMPARE(view().cursorCell(), std::optional<Cell>(target));
    }

    // Chomp 4 x 4 without poison, nim's example and rectangles' example as one sum, opened to play.
    const engine::SumLayout& openChompNimRectangles()
    {
        std::vector<engine::SumComponent> boards;
        const engine::Board chomp = game("chomp").emptyBoard(4, 4);
        boards.push_back({engine::findGameModule("chomp"), chomp, chomp});
        for (const char* id : {"nim", "rectangles"}) {
            const engine::GameModule* module = engine::findGameModule(id);
            boards.push_back({module, module->game.exampleBoard(), module->game.exampleBoard()});
        }
        const engine::SumGame& sum = engine::sumGameOf(engine::SumLayout::of(boards));
        std::vector<engine::Board> setups;
        for (const engine::SumComponent& board : boards)
            setups.push_back(board.setup);
        openBoard(sum, sum.layout().combinedBoard(setups));
        session().setMode(gui::PlaySession::Mode::Play);
        return sum.layout();
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow());
        session().setOpponent(gui::Opponent::Human);
        view().setFocus();
    }

    void cleanup()
    {
        session().setOpponent(gui::Opponent::Computer);
        m_window.reset();
    }

    void enterBitesAChompCell()
    {
        engine::Board setup = game("chomp").emptyBoard(3, 3);
        setup.setCell({0, 0}, CellKind::Poison);
        openBoard(game("chomp"), setup);
        session().setMode(gui::PlaySession::Mode::Play);
        cursorTo({1, 2});
        key(Qt::Key_Return);
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(document().moves().back(), Move::at({1, 2}));
    }

    void wholeRectanglesGameByKeyboard()
    {
        // Two people play the example board to the end with arrows and Enter only,
        // each time a random legal rectangle; the band shows the engine's verdict.
        const engine::Game& g = game("rectangles");
        openBoard(g, g.exampleBoard());
        session().setMode(gui::PlaySession::Mode::Play);
        QRandomGenerator random(2024);
        int played = 0;
        while (!document().isGameOver()) {
            QVERIFY(waitForMarks());
            const std::vector<Move> legal = g.legalMoves(document().currentBoard());
            const Move move = legal[random.bounded(static_cast<int>(legal.size()))];
            const engine::Analysis analysis
                = testsupport::engineAnalysis(g, document().setup(), document().currentBoard());
            // Anchor at the bottom-right corner, stretch to the top-left one.
            cursorTo(move.bottomRight);
            key(Qt::Key_Enter);
            QVERIFY(testsupport::playToolOf(*m_window)->isKeyboardBandActive());
            QCOMPARE(band().band(), std::optional<Move>(Move::at(move.bottomRight)));
            cursorTo(move.topLeft);
            QCOMPARE(band().band(), std::optional<Move>(move));
            QCOMPARE(band().verdict(), analysis.verdictFor(move)->wins() ? Verdict::Wins : Verdict::Loses);
            QCOMPARE(document().currentMove(), played);
            key(Qt::Key_Return);
            ++played;
            QCOMPARE(document().currentMove(), played);
            QCOMPARE(document().moves().back(), move);
            QVERIFY(!band().band().has_value());
            QVERIFY(!testsupport::playToolOf(*m_window)->isKeyboardBandActive());
        }
        QVERIFY(played >= 2);
        QVERIFY(g.legalMoves(document().currentBoard()).empty());
        QVERIFY(isBannerShown());
        QCOMPARE(bannerText(), QStringLiteral("Player %1 wins: player %2 has no move left.")
                                             .arg(played % 2 == 1 ? 1 : 2)
                                             .arg(played % 2 == 1 ? 2 : 1));
    }

    void escapeCancelsAndIllegalBandsAreRefused()
    {
        const engine::Game& g = game("rectangles");
        openBoard(g, g.exampleBoard()); // rows 11101 / 11001 / 10111 / 01110 / 11011
        session().setMode(gui::PlaySession::Mode::Play);
        QVERIFY(waitForMarks());
        cursorTo({0, 0});
        key(Qt::Key_Return);
        cursorTo({1, 1});
        QCOMPARE(band().band(), std::optional<Move>(Move{{0, 0}, {1, 1}}));
        key(Qt::Key_Escape);
        QVERIFY(!band().band().has_value());
        QVERIFY(!testsupport::playToolOf(*m_window)->isKeyboardBandActive());
        QCOMPARE(statusMessage(), QStringLiteral("Move cancelled."));
        QCOMPARE(document().currentMove(), 0);
        // Arrows without an anchor only move the cursor.
        cursorTo({0, 2});
        QVERIFY(!band().band().has_value());
        // A rectangle over an empty cell is shown as illegal and Enter does not play it.
        key(Qt::Key_Return);
        cursorTo({0, 4});
        QCOMPARE(band().verdict(), Verdict::Illegal);
        key(Qt::Key_Return);
        QCOMPARE(document().currentMove(), 0);
        QVERIFY(!band().band().has_value());
        // Enter twice on one cell plays that single cell.
        key(Qt::Key_Return);
        key(Qt::Key_Return);
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(document().moves().back(), Move::at({0, 4}));
    }

    void oneEnterPlaysOnTheCellBoardsOfASumWithRectangles()
    {
        // Issue 32, item 8: a sum holding a rectangles board took every move in two
        // Enters, and a band stretched over chomp played nothing.
        const engine::SumLayout& layout = openChompNimRectangles();
        const Cell chompCell = layout.toCombined(0, {0, 2});
        cursorTo(chompCell);
        key(Qt::Key_Return);
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(document().moves().back(), Move::at(chompCell));
        QVERIFY(!testsupport::playToolOf(*m_window)->isKeyboardBandActive());
        QVERIFY(!band().band().has_value());
        // Space plays at once on nim too.
        const Cell nimCell = layout.toCombined(1, {2, 3});
        cursorTo(nimCell);
        key(Qt::Key_Space);
        QCOMPARE(document().currentMove(), 2);
        QCOMPARE(document().moves().back(), Move::at(nimCell));
        // On the rectangles board Enter sets a corner, the arrows stretch, Enter plays.
        const Cell corner = layout.toCombined(2, {0, 0});
        cursorTo(corner);
        key(Qt::Key_Return);
        QVERIFY(testsupport::playToolOf(*m_window)->isKeyboardBandActive());
        QCOMPARE(document().currentMove(), 2);
        key(Qt::Key_Right);
        QCOMPARE(band().band(), std::optional<Move>(Move{corner, {corner.row, corner.col + 1}}));
        key(Qt::Key_Return);
        QCOMPARE(document().currentMove(), 3);
        QCOMPARE(document().moves().back(), (Move{corner, {corner.row, corner.col + 1}}));
    }

    void oneEnterPlaysOnASumOfCellGames()
    {
        openChompNimRectangles();
        const engine::Board chomp = cornerPoisonChomp(3, 3);
        const engine::GameModule* nim = engine::findGameModule("nim");
        const std::vector<engine::SumComponent> boards{{engine::findGameModule("chomp"), chomp, chomp},
                                                       {nim, nim->game.exampleBoard(), nim->game.exampleBoard()}};
        const engine::SumGame& sum = engine::sumGameOf(engine::SumLayout::of(boards));
        openBoard(sum, sum.layout().combinedBoard(std::vector<engine::Board>{chomp, nim->game.exampleBoard()}));
        cursorTo(sum.layout().toCombined(1, {1, 2}));
        key(Qt::Key_Return);
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(document().moves().back(), Move::at(sum.layout().toCombined(1, {1, 2})));
    }
};

GRUNDYGRID_TEST_MAIN(test_keyboard_play, TestKeyboardPlay)
#include "test_keyboard_play.moc"
