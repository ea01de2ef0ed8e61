// Pawn moves in the desktop program on a board with 10^5 impassable cells: a
// move, an undo and a redo each take at most 16 ms of GUI-thread time (its CPU
// time) from the input event to the end of the board's repaint, and at most four
// frames of wall time (medians of several; the limits stretched by
// GRUNDYGRID_TEST_SLOWDOWN), and a game of a thousand moves on such a board
// saves and reopens. grundygrid-gui-bench reports the same times.
#include "TestRegistry.h"
#include "PawnTiming.h"
#include "WindowTest.h"

#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/files/DocumentFiles.h"

#include <QTemporaryDir>

using engine::CellKind;
using testsupport::xy;

class TestPawnTiming : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    static constexpr double kLimitMs = 16.0;
    static constexpr double kWallFrames = 4.0;
    static constexpr int kRounds = 7;

    const engine::Board& crowded()
    {
        static const engine::Board board = testsupport::crowdedPawnBoard();
        return board;
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init() { QVERIFY(showWindow(QSize(1200, 800))); }

    void cleanup() { closeWindow(); }

    void theBoardIsAsLargeAsTheLimit()
    {
        QCOMPARE(crowded().countOf(CellKind::Impassable), engine::PawnGame::kMaxImpassable);
        QVERIFY(!game("pawn").setupProblem(crowded()).has_value());
    }

    void moveUndoAndRedoRepaintWithinAFrame()
    {
        const testsupport::PawnPlayTimes times = testsupport::timePawnPlay(*m_window, crowded(), kRounds);
        // Every click played its move, every undo took it back and every redo replayed it.
        QCOMPARE(document().currentMove(), kRounds);
        QCOMPARE(document().undoStack()->count(), kRounds);
        QCOMPARE(document().currentBoard().cellAt(testsupport::stairMove(kRounds - 1).topLeft), CellKind::Pawn);
        QCOMPARE(document().currentBoard().countOf(CellKind::Pawn), std::size_t{1});
        // The limit holds for the GUI thread's own work (its CPU time: other processes,
        // such as a build in the background, may take its core for a while); the wall
        // time must stay within a few frames, so the thread never waits on a solver.
        const double limit = kLimitMs * testsupport::slowdown();
        const double wallLimit = kWallFrames * limit;
        const std::vector<std::pair<const char*, std::vector<testsupport::RepaintTime>>> kinds{
            {"move", times.moves}, {"undo", times.undos}, {"redo", times.redos}};
        for (const auto& [name, samples] : kinds) {
            QCOMPARE(static_cast<int>(samples.size()), kRounds);
            for (const testsupport::RepaintTime& time : samples)
                QVERIFY2(time.wallMs >= 0.0, qPrintable(QStringLiteral("a %1 never repainted the board").arg(name)));
            const double cpu = testsupport::medianOf(samples, &testsupport::RepaintTime::threadCpuMs);
            const double wall = testsupport::medianOf(samples, &testsupport::RepaintTime::wallMs);
            qInfo("%s: median %.2f ms of GUI-thread CPU time to repaint (limit %.0f ms), %.2f ms wall (limit %.0f ms)",
                  name, cpu, limit, wall, wallLimit);
            QVERIFY2(cpu <= limit, qPrintable(QStringLiteral("%1 took %2 ms of GUI-thread time").arg(name).arg(cpu)));
            QVERIFY2(wall <= wallLimit, qPrintable(QStringLiteral("%1 took %2 ms of wall time").arg(name).arg(wall)));
        }
    }

    void aLongGameSavesAndReopens()
    {
        // A board file of 10^5 impassable cells may list up to 2000 moves (PawnText::maxMoveCount).
        constexpr int kMoves = 1000;
        openBoard(game("pawn"), crowded());
        for (int i = 0; i < kMoves; ++i) {
            const engine::Move move = testsupport::stairMove(i);
            QVERIFY(game("pawn").isLegal(document().currentBoard(), move));
            document().undoStack()->push(new gui::PlayMoveCommand(&document(), move, QStringLiteral("Play")));
        }
        QCOMPARE(document().currentMove(), kMoves);
        // Back in the game and out again: the positions on the way are the game's.
        for (int i = 0; i < 10; ++i)
            document().undoStack()->undo();
        QCOMPARE(document().currentBoard().cellAt(testsupport::stairMove(kMoves - 11).topLeft), CellKind::Pawn);
        for (int i = 0; i < 10; ++i)
            document().undoStack()->redo();
        const engine::Cell last = testsupport::stairMove(kMoves - 1).topLeft;
        QCOMPARE(last, xy(testsupport::kStairStart - kMoves / 2, testsupport::kStairStart - kMoves / 2));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("long-game.grundy"));
        QVERIFY(testsupport::filesOf(*m_window)->saveTo(path));
        openBoard(game("pawn"), game("pawn").exampleBoard());
        QVERIFY2(testsupport::openFileIn(*m_window, path), qPrintable(m_prompts->errors.join(u'\n')));

        QCOMPARE(document().gameId(), QStringLiteral("pawn"));
        QCOMPARE(document().moves().size(), std::size_t{kMoves});
        for (int i = 0; i < kMoves; ++i)
            QCOMPARE(document().moves()[static_cast<std::size_t>(i)], testsupport::stairMove(i));
        QCOMPARE(document().currentMove(), kMoves);
        QVERIFY(document().setup() == crowded());
        QCOMPARE(document().currentBoard().cellAt(last), CellKind::Pawn);
        QCOMPARE(document().currentBoard().cellAt(testsupport::stairPawn()), CellKind::Empty);
        QCOMPARE(document().currentBoard().countOf(CellKind::Impassable), engine::PawnGame::kMaxImpassable);
        QVERIFY(!document().isModified());
    }
};

GRUNDYGRID_TEST_MAIN(test_pawn_timing, TestPawnTiming)
#include "test_pawn_timing.moc"
