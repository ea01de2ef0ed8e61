// A sum of boards of different games (engine::SumGame) in the window: its look
// (each board drawn, named and spoken of by its own game's look) and a whole
// game of it played against the computer.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "SumBoards.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisPanel.h"
#include "gui/looks/BoardGeometry.h"
#include "gui/board/BoardScene.h"
#include "gui/document/GameDocument.h"
#include "gui/files/BoardFile.h"
#include "gui/files/DocumentFiles.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/play/PlayOptions.h"
#include "gui/play/PlaySession.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Move;
using testsupport::farPawnSetup;
using testsupport::farPawnSum;
using testsupport::threeBoardSetup;
using testsupport::threeBoardSum;

namespace {

QImage painted(const gui::GameLook& look, const Board& board, Cell cell)
{
    QImage image(48, 48, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    look.paintCellAt(painter, QRectF(0, 0, 48, 48), board, cell, 1.0);
    return image;
}

} // namespace

class TestSumWindow : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void cleanup() { closeWindow(); }

    // The sum's look is its boards' looks, cell by cell, in local coordinates.
    void lookDelegatesToEachBoard()
    {
        const engine::SumGame& sum = threeBoardSum();
        const gui::GameLook& look = gui::GameLooks::find(sum);
        QCOMPARE(&gui::GameLooks::find(sum), &look);
        QVERIFY(&look != &gui::GameLooks::find(sum.id()));
        const engine::SumLayout& layout = sum.layout();
        const Board setup = threeBoardSetup();
        for (std::size_t i = 0; i < layout.size(); ++i) {
            const gui::GameLook& own = gui::GameLooks::find(layout.game(i));
            const Board local = layout.componentBoard(setup, i);
            for (const Cell cell : {Cell{0, 0}, Cell{1, 1}}) {
                const Cell combined = layout.toCombined(i, cell);
                QCOMPARE(painted(look, setup, combined), painted(own, local, cell));
            }
        }
        // Board 1 (rectangles) starts after chomp's 4 columns and the gap.
        const Move move{layout.toCombined(1, Cell{1, 0}), layout.toCombined(1, Cell{1, 2})};
        QCOMPARE(look.moveName(move),
                 QStringLiteral("board 1: ") + gui::GameLooks::find("rectangles").moveName(Move{{1, 0}, {1, 2}}));
        QVERIFY(look.moveName(move).startsWith(QStringLiteral("board 1: (1, 0)–(1, 2)")));
        QCOMPARE(look.moveName(Move::at(layout.toCombined(0, Cell{2, 3}))), QStringLiteral("board 0: (2, 3)"));
        QVERIFY(look.playsRectangles());
        QCOMPARE(look.kindName(CellKind::Poison), gui::GameLooks::find("chomp").kindName(CellKind::Poison));
        QVERIFY(look.namesKind(CellKind::Filled));
        QVERIFY(look.illegalMoveReason(setup, layout.toCombined(0, Cell{0, 0})).startsWith("board 0: "));
        QCOMPARE(look.illegalMoveReason(setup, Cell{0, 4}), QStringLiteral("(0, 4) lies on no board of the sum"));
        QCOMPARE(look.gameName(sum), QStringLiteral("Sum"));
    }

    // A sum whose value is out of reach says so in the panel, naming the board,
    // and gives the boards' values it knows; a known sum writes out their XOR.
    void panelShowsTheBoardsValuesAndAnUnknownSum()
    {
        QVERIFY(showWindow());
        openBoard(farPawnSum(), farPawnSetup());
        gui::AnalysisPanel& panel = *testsupport::panelOf(*m_window);
        QTRY_VERIFY_WITH_TIMEOUT(panel.verdictText().startsWith(QStringLiteral("Not known: ")),
                                 testsupport::scaled(30000));
        QVERIFY2(panel.verdictText().contains(QStringLiteral("board 1 (pawn)")), qPrintable(panel.verdictText()));
        QVERIFY2(panel.detailsText().contains(QStringLiteral("Boards: *")), qPrintable(panel.detailsText()));
        QVERIFY(panel.detailsText().contains(QStringLiteral(" ⊕ ?")));

        openBoard(threeBoardSum(), threeBoardSetup());
        QVERIFY(waitForMarks(20000));
        const engine::Analysis* shown = overlay().shownAnalysis();
        QString values;
        for (const engine::BoardSummary& board : shown->boards)
            values += (values.isEmpty() ? QString() : QStringLiteral(" ⊕ ")) + QStringLiteral("*%1").arg(*board.grundy);
        QTRY_VERIFY(panel.detailsText().contains(QStringLiteral("Boards: %1 = *%2").arg(values).arg(*shown->grundy)));
    }

    // The palette follows the sum shown: another sum (same id "sum") brings its
    // boards' kinds (one board's at a time, the first until another is pointed at: test_sum_palette).
    void paletteFollowsTheSum()
    {
        QVERIFY(showWindow());
        openBoard(threeBoardSum(), threeBoardSetup());
        const auto paletteTexts = [this] {
            QStringList texts;
            for (QAction* action : m_window->findChild<QToolBar*>(QStringLiteral("paletteToolBar"))->actions())
                texts.append(action->text());
            return texts;
        };
        QVERIFY(paletteTexts().contains(QStringLiteral("poison"), Qt::CaseInsensitive));
        QVERIFY(!paletteTexts().contains(QStringLiteral("pawn"), Qt::CaseInsensitive));
        const engine::GameModule& pawn = *engine::findGameModule("pawn");
        Board near = pawn.game.emptyBoard(1000000001, 1000000001);
        near.setCell({3, 4}, CellKind::Pawn);
        const Board volcano = engine::findGame("volcano")->exampleBoard();
        const std::vector<engine::SumComponent> boards{{&pawn, near, near},
                                                       {engine::findGameModule("volcano"), volcano, volcano}};
        const engine::SumGame& other = engine::sumGameOf(engine::SumLayout::of(boards));
        openBoard(other, other.layout().combinedBoard(std::vector<Board>{near, volcano}));
        QVERIFY2(paletteTexts().contains(QStringLiteral("pawn"), Qt::CaseInsensitive),
                 qPrintable(paletteTexts().join(", ")));
        QVERIFY(!paletteTexts().contains(QStringLiteral("poison"), Qt::CaseInsensitive));
    }

    // Edit ▸ Copy of a sum pastes as that sum, also over another sum (same id "sum").
    void copyAndPasteASum()
    {
        QVERIFY(showWindow());
        const engine::SumGame& sum = threeBoardSum();
        openBoard(sum, threeBoardSetup());
        action("actionCopy")->trigger();
        const engine::GameModule& pawn = *engine::findGameModule("pawn");
        Board near = pawn.game.emptyBoard(1000000001, 1000000001);
        near.setCell({3, 4}, CellKind::Pawn);
        const std::vector<engine::SumComponent> boards{{&pawn, near, near}};
        const engine::SumGame& other = engine::sumGameOf(engine::SumLayout::of(boards));
        openBoard(other, other.layout().combinedBoard(std::vector<Board>{near}));
        action("actionPaste")->trigger();
        QCOMPARE(&document().game(), static_cast<const engine::Game*>(&sum));
        QVERIFY(document().setup() == threeBoardSetup());
    }

    // A sum's board file opens analysed, is played out against the computer by
    // clicks and drags, and saves and reopens with the same boards and moves.
    void openPlaySaveReopen()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("sum.grundy"));
        const engine::SumGame& sum = threeBoardSum();
        QVERIFY(!gui::BoardFile::write(path, {QStringLiteral("sum"), threeBoardSetup(), {}, &sum}));
        QVERIFY(showWindow(QSize(1200, 700)));
        computer().setReplyDelay(10);
        session().setComputerMovesFirst(false);
        QVERIFY(testsupport::openFileIn(*m_window, path));
        QCOMPARE(&document().game(), static_cast<const engine::Game*>(&sum));
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("Sum")));
        QVERIFY(waitForMarks(20000));
        const engine::Analysis first = testsupport::engineAnalysis(sum, document().setup(), document().currentBoard());
        QCOMPARE(overlay().shownAnalysis()->moves.size(), first.moves.size());
        QCOMPARE(overlay().shownAnalysis()->winningMoves(), first.winningMoves());
        QCOMPARE(first.boards.size(), std::size_t{3});
        saveScreenshot(QStringLiteral("sum-window.png"));

        playOptions().setStrength(gui::Strength::Perfect);
        session().setOpponent(gui::Opponent::Computer);
        session().setMode(gui::PlaySession::Mode::Play);
        while (!document().isGameOver()) {
            QVERIFY(waitForMarks(20000));
            const std::vector<Move> legal = sum.legalMoves(document().currentBoard());
            const Move move = legal.back(); // the last board's moves first: every board gets played
            const int count = document().currentMove();
            if (move.isSingleCell())
                testsupport::clickCell(view(), move.topLeft);
            else
                testsupport::dragCells(view(), {move.bottomRight, move.topLeft});
            QCOMPARE(document().currentMove(), count + 1);
            QCOMPARE(document().moves().back(), move);
            if (document().isGameOver())
                break;
            const engine::Board faced = document().currentBoard();
            QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), count + 2, testsupport::scaled(20000));
            const engine::Analysis analysis = testsupport::engineAnalysis(sum, document().setup(), faced);
            QCOMPARE(document().moves().back(), *gui::ComputerPlayer::chooseMove(analysis));
        }
        QVERIFY(document().moves().size() >= 2);
        QVERIFY(isBannerShown());

        session().setOpponent(gui::Opponent::Human);
        const int played = document().currentMove();
        document().undoStack()->undo();
        QCOMPARE(document().currentMove(), played - 1);
        QVERIFY(!document().isGameOver());

        const QString saved = folder.filePath(QStringLiteral("played.grundy"));
        m_prompts->saveAnswerPath = saved;
        QVERIFY(testsupport::filesOf(*m_window)->saveAs());
        const engine::Board setup = document().setup();
        const std::vector<Move> moves = document().moves();
        closeWindow();
        QVERIFY(showWindow());
        QVERIFY(testsupport::openFileIn(*m_window, saved));
        QCOMPARE(&document().game(), static_cast<const engine::Game*>(&sum));
        QVERIFY(document().setup() == setup);
        QVERIFY(document().moves() == moves);
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_window, TestSumWindow)
#include "test_sum_window.moc"
