// The one analysis state: a result of a position no longer shown never reaches
// any view. The controller drops it before it publishes; the views trust what
// is published (none of them compares boards), so these tests check what every
// view shows each time a state is published.

#include "AnalysisStates.h"
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisPanel.h"
#include "gui/analysis/MoveVerdictTable.h"
#include "gui/analysis/ValueHistory.h"
#include "gui/analysis/ValueHistoryTracker.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/document/commands/PlayMoveCommand.h"

#include "engine/GameModules.h"

#include <QAbstractItemModel>
#include <QTest>


using engine::Board;
using engine::CellKind;
using Status = gui::AnalysisState::Status;

class TestAnalysisState : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    // Checks, after every view has heard a published state (this connection is
    // the last one made), that each shows the document's current position or nothing.
    void watchViews()
    {
        gui::AnalysisController* controller = testsupport::analysisOf(*m_window);
        connect(controller, &gui::AnalysisController::stateChanged, this, [this, controller] {
            ++m_published;
            const gui::AnalysisState& state = controller->state();
            const Board& current = document().currentBoard();
            if (!(state.board() == current))
                m_faults.push_back(QStringLiteral("a state of another board was published"));
            const int rows = testsupport::panelOf(*m_window)->verdictTable()->model()->rowCount();
            if (state.analysis() == nullptr) {
                // A new position (the board is shown anew once the document's change reaches the window).
                if (rows != 0)
                    m_faults.push_back(QStringLiteral("the move table lists moves of a position without analysis"));
                return;
            }
            const engine::Analysis expected = testsupport::engineAnalysis(document().game(), document().setup(), current);
            const auto sameAs = [&expected](const engine::Analysis& shown) {
                return shown.moves.size() == expected.moves.size() && shown.winningMoves() == expected.winningMoves();
            };
            if (!sameAs(*state.analysis()))
                m_faults.push_back(QStringLiteral("the published analysis is of another position"));
            const engine::Analysis* shown = overlay().shownAnalysis();
            if (shown == nullptr || !sameAs(*shown))
                m_faults.push_back(QStringLiteral("the board does not show the marks of its position"));
            if (rows != static_cast<int>(expected.moves.size()))
                m_faults.push_back(QStringLiteral("the move table does not list the moves of the position"));
            const gui::ValueHistory& history = m_window->findChild<gui::ValueHistoryTracker*>()->history();
            const gui::ValueHistory::Point& point = history.point(document().currentMove());
            if (!point.known || point.outcome != expected.outcome)
                m_faults.push_back(QStringLiteral("the value history does not record the position's value"));
        });
    }

    int m_published = 0;
    QStringList m_faults;

private slots:
    void init()
    {
        QVERIFY(showWindow());
        m_published = 0;
        m_faults.clear();
        testsupport::panelOf(*m_window)->verdictTable()->setWinningMovesOnly(false);
    }

    void cleanup() { closeWindow(); }

    // Undo and redo between two positions analysed before: each hands its kept
    // analysis over at the next turn of the event loop, so when both come in
    // one turn, the first one in is of a position no longer shown.
    void aKeptAnalysisOfAPositionLeftIsDropped()
    {
        const Board setup = cornerPoisonChomp(6, 7);
        openBoard(chomp(), setup);
        QVERIFY(waitForMarks(20000));
        const engine::Move move = testsupport::engineAnalysis(chomp(), setup, setup).moves.front().move;
        document().undoStack()->push(new gui::PlayMoveCommand(&document(), move, QStringLiteral("Play")));
        QVERIFY(waitForMarks(20000));
        watchViews();
        for (int i = 0; i < 20; ++i) {
            document().undoStack()->undo(); // back to the setup: its analysis is on its way ...
            document().undoStack()->redo(); // ... when the position after the move is shown again
            QVERIFY(waitForMarks(20000));
        }
        QVERIFY(m_published > 0);
        QVERIFY2(m_faults.isEmpty(), qPrintable(m_faults.join(QLatin1Char('\n'))));
    }

    // Edits while a long analysis runs: the views show only the last board's.
    void editsDuringALongRunShowOnlyTheLastBoard()
    {
        const engine::Game& rectangles = game("rectangles");
        Board setup = rectangles.emptyBoard(5, 6);
        for (engine::Coord r = 0; r < 5; ++r)
            for (engine::Coord c = 0; c < 6; ++c)
                setup.setCell({r, c}, CellKind::Filled);
        watchViews();
        openBoard(rectangles, setup);
        QVERIFY(testsupport::analysisOf(*m_window)->state().isRunning());
        QTest::qWait(100);
        Board small = rectangles.emptyBoard(5, 6);
        for (engine::Coord c = 0; c < 4; ++c)
            small.setCell({0, c}, CellKind::Filled);
        for (int i = 0; i < 3; ++i) {
            openBoard(rectangles, i < 2 ? setup : small);
            QTest::qWait(20);
        }
        QVERIFY(waitForMarks(20000));
        QTest::qWait(200); // nothing late of the stopped runs
        QVERIFY(testsupport::analysisOf(*m_window)->state().board() == small);
        QVERIFY2(m_faults.isEmpty(), qPrintable(m_faults.join(QLatin1Char('\n'))));
    }
};

GRUNDYGRID_TEST_MAIN(test_analysis_state, TestAnalysisState)
#include "test_analysis_state.moc"
