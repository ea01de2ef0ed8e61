// Volcano, rectangles, attractions and nim played in the real window: whole games
// against the computer through clicks and drags with the marks checked against
// the engine, and the rectangle rubber band. Their looks, palettes and editing
// are tested in test_looks_edit.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

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

class TestLooksPlay : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    bool waitForMarks() { return WindowTest::waitForMarks(20000); }

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
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow(QSize(1100, 800)));
        computer().setReplyDelay(10);
        session().setComputerMovesFirst(false);
    }

    void cleanup() { closeWindow(); }

    void wholeGameAgainstTheComputer_data() { testsupport::addGameRows({"volcano", "rectangles", "attractions", "nim"}); }

    void wholeGameAgainstTheComputer()
    {
        const engine::Game& g = testsupport::gameOfRow();
        const bool rectangles = gui::GameLooks::find(g.id()).playsRectangles();
        openBoard(g, g.exampleBoard());
        session().setOpponent(gui::Opponent::Computer);
        session().setMode(gui::PlaySession::Mode::Play);
        int humanMoves = 0;
        while (!document().isGameOver()) {
            QVERIFY(!computer().isToMove());
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
        QVERIFY(isBannerShown());
        QVERIFY(!overlay().showsMarks() || overlay().shownAnalysis()->moves.empty());
    }

    void rectangleBandDragAndEscape()
    {
        const engine::Game& g = game("rectangles");
        openBoard(g, g.exampleBoard()); // rows 11101 / 11001 / 10111 / 01110 / 11011
        session().setOpponent(gui::Opponent::Human);
        session().setMode(gui::PlaySession::Mode::Play);
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
        QVERIFY(statusMessage().contains(QStringLiteral("empty cells")));
        // A click on an empty cell explains too.
        testsupport::clickCell(view(), {0, 3});
        QCOMPARE(document().currentMove(), 0);
        QVERIFY(statusMessage().contains(QStringLiteral("empty")));

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

GRUNDYGRID_TEST_MAIN(test_looks_play, TestLooksPlay)
#include "test_looks_play.moc"
