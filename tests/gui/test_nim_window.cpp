// Nim in the real window: its example board of heaps 3, 4 and 5, a move by a
// click that takes the counter and every counter right of it (the tokens gone
// from the picture), and the marks of the analysis before and after.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowTest.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/looks/MoveMarks.h"
#include "gui/play/PlaySession.h"

#include "engine/GameModules.h"
#include "engine/games/nim/NimHeaps.h"

#include <QAbstractItemModel>
#include <QListWidget>
#include <QTableView>
#include <QTest>

using engine::Cell;
using engine::CellKind;
using engine::Move;

class TestNimWindow : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    // The share of the pixels of `cell` on screen that show a counter: the
    // green baize has little red, a token (tinted by its part's colour, crossed
    // or ringed by its mark) has much.
    double tokenShare(Cell cell) const
    {
        const QImage image = view().viewport()->grab().toImage();
        const QPoint centre = view().viewportPointOf(cell);
        const int half = (view().viewportPointOf({cell.row, cell.col + 1}).x() - centre.x()) / 2;
        int token = 0;
        int all = 0;
        const qreal ratio = image.devicePixelRatio();
        for (int y = centre.y() - half + 2; y < centre.y() + half - 2; ++y)
            for (int x = centre.x() - half + 2; x < centre.x() + half - 2; ++x) {
                const QColor colour = image.pixelColor(QPoint(x, y) * ratio);
                token += colour.red() > 120 ? 1 : 0;
                ++all;
            }
        return all == 0 ? 0.0 : static_cast<double>(token) / all;
    }

    // The marks shown are the engine's for the board shown.
    void verifyMarksMatchEngine()
    {
        const engine::Analysis* shown = overlay().shownAnalysis();
        QVERIFY(shown != nullptr);
        const engine::Analysis expected
            = testsupport::engineAnalysis(document().game(), document().setup(), document().currentBoard());
        QCOMPARE(shown->outcome, expected.outcome);
        QCOMPARE(shown->grundy, expected.grundy);
        QCOMPARE(shown->winningMoves(), expected.winningMoves());
        QCOMPARE(gui::cellMarks(*shown).size(), gui::cellMarks(expected).size());
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { QVERIFY(showWindow(QSize(1000, 700))); }
    void cleanup() { closeWindow(); }

    void clickTakesTheCounterAndAllRightOfIt()
    {
        const engine::Game& nim = game("nim");
        openBoard(nim, nim.exampleBoard()); // heaps 3, 4, 5
        session().setOpponent(gui::Opponent::Human);
        session().setMode(gui::PlaySession::Mode::Play);
        QVERIFY(waitForMarks());
        // 3 ^ 4 ^ 5 = 2: the one winning move leaves the top heap one counter.
        verifyMarksMatchEngine();
        QCOMPARE(overlay().shownAnalysis()->winningMoves(), std::vector<Move>{Move::at({0, 1})});
        QCOMPARE(overlay().shownAnalysis()->parts.size(), std::size_t{3});
        saveScreenshot(QStringLiteral("nim-start.png"));
        QVERIFY2(tokenShare({2, 4}) > 0.2, "a counter is drawn as a token");
        QVERIFY(tokenShare({0, 4}) < 0.02); // an empty cell of the table

        // The bottom heap's fourth counter: it and the fifth go, heaps 3, 4, 3 are left.
        testsupport::clickCell(view(), {2, 3});
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(document().moves().back(), Move::at({2, 3}));
        const engine::Board& after = document().currentBoard();
        QCOMPARE(after.cellAt({2, 3}), CellKind::Empty);
        QCOMPARE(after.cellAt({2, 4}), CellKind::Empty);
        QCOMPARE(after.cellAt({2, 2}), CellKind::Counter);
        QCOMPARE(after.countOf(CellKind::Counter), std::size_t{10});
        // The tokens are gone from the picture once the move's animation ends.
        QTRY_VERIFY_WITH_TIMEOUT(tokenShare({2, 4}) < 0.02 && tokenShare({2, 3}) < 0.02, testsupport::scaled(5000));
        QVERIFY(tokenShare({2, 2}) > 0.2);

        // The marks follow: 3 ^ 4 ^ 3 = 4, won only by taking the whole heap of 4.
        QTRY_VERIFY_WITH_TIMEOUT(overlay().showsMarks() && overlay().shownAnalysis() != nullptr
                                     && overlay().shownAnalysis()->moves.size() == 10,
                                 testsupport::scaled(10000));
        verifyMarksMatchEngine();
        QCOMPARE(overlay().shownAnalysis()->winningMoves(), std::vector<Move>{Move::at({1, 0})});

        // A click on a cell without a counter plays nothing and says why.
        testsupport::clickCell(view(), {2, 4});
        QCOMPARE(document().currentMove(), 1);
        QVERIFY2(statusMessage().contains(QStringLiteral("holds no counter")), qPrintable(statusMessage()));
    }

    // The text of a list's row `row`, empty when it has no such row.
    static QString rowText(const QListWidget& list, int row)
    {
        return row < list.count() ? list.item(row)->text() : QString();
    }

    void movesAreNamedByHeapAndCount()
    {
        // Issue 32, item 10: a nim move reads "heap 2: take 2", not "(2, 3)", wherever it is named.
        const engine::Game& nim = game("nim");
        openBoard(nim, nim.exampleBoard()); // heaps 3, 4, 5
        session().setOpponent(gui::Opponent::Human);
        session().setMode(gui::PlaySession::Mode::Play);
        QVERIFY(waitForMarks());
        // The move table: the one winning move leaves the top heap one counter.
        auto* table = m_window->findChild<QTableView*>(QStringLiteral("moveVerdictTable"));
        QVERIFY(table != nullptr);
        QStringList tableNames;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            tableNames << table->model()->index(row, 0).data().toString();
        QVERIFY2(tableNames.contains(QStringLiteral("heap 0: take 2")), qPrintable(tableNames.join(u'|')));
        QVERIFY2(tableNames.contains(QStringLiteral("heap 2: take 5")), qPrintable(tableNames.join(u'|')));
        // The best line starts with it.
        auto* bestLine = m_window->findChild<QListWidget*>(QStringLiteral("bestLineList"));
        QVERIFY(bestLine != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(bestLine->count() > 0, testsupport::scaled(10000));
        QCOMPARE(rowText(*bestLine, 0), QStringLiteral("1. heap 0: take 2 wins"));
        // The hint names it too.
        action("actionHint")->trigger();
        QVERIFY2(statusMessage().contains(QStringLiteral("heap 0: take 2")), qPrintable(statusMessage()));

        // Played: the move list and the undo step name it by the heap and how many it takes.
        testsupport::clickCell(view(), {2, 3});
        QCOMPARE(document().currentMove(), 1);
        auto* list = m_window->findChild<QListWidget*>(QStringLiteral("moveList"));
        QVERIFY(list != nullptr);
        QCOMPARE(rowText(*list, 1), QStringLiteral("1. heap 2: take 2 — player 1"));
        QCOMPARE(document().undoStack()->undoText(), QStringLiteral("Play heap 2: take 2"));
        // Named from the position before each move, also once the game goes back to the start.
        testsupport::clickCell(view(), {1, 0});
        QCOMPARE(document().currentMove(), 2);
        action("actionRestart")->trigger();
        QCOMPARE(document().currentMove(), 0);
        QCOMPARE(rowText(*list, 1), QStringLiteral("1. heap 2: take 2 — player 1"));
        QCOMPARE(rowText(*list, 2), QStringLiteral("2. heap 1: take 4 — player 2"));
    }

    void typedNumbersSetTheHeaps()
    {
        // Issue 32, item 10: heaps 3, 12 and 9 in eleven keys, not one Space per counter.
        const engine::Game& nim = game("nim");
        openBoard(nim, nim.emptyBoard(3, 12));
        session().setMode(gui::PlaySession::Mode::Edit);
        view().setFocus();
        view().placeCursor({0, 4});
        int keys = 0;
        const auto type = [&](Qt::Key key) {
            QTest::keyClick(&view(), key);
            ++keys;
        };
        type(Qt::Key_3);
        QCOMPARE(engine::nim::heapsOf(document().setup()), (std::vector<int>{3, 0, 0}));
        type(Qt::Key_Down);
        type(Qt::Key_1);
        type(Qt::Key_2); // goes on: heap 12
        QCOMPARE(engine::nim::heapsOf(document().setup()), (std::vector<int>{3, 12, 0}));
        type(Qt::Key_Down);
        type(Qt::Key_7);
        type(Qt::Key_9); // 79 does not fit 12 columns: a new number
        QCOMPARE(engine::nim::heapsOf(document().setup()), (std::vector<int>{3, 12, 9}));
        QCOMPARE(keys, 7);
        // Moving ends a number: back on the first heap, 5 sets it to 5, not 35.
        type(Qt::Key_Up);
        type(Qt::Key_Up);
        type(Qt::Key_5);
        QCOMPARE(engine::nim::heapsOf(document().setup()), (std::vector<int>{5, 12, 9}));
        // The counters lie from the left, as a heap is read, and Undo takes a number back.
        QCOMPARE(document().setup(), engine::nim::boardOfHeaps({5, 12, 9}));
        document().undoStack()->undo();
        QCOMPARE(engine::nim::heapsOf(document().setup()), (std::vector<int>{3, 12, 9}));
    }
};

GRUNDYGRID_TEST_MAIN(test_nim_window, TestNimWindow)
#include "test_nim_window.moc"
