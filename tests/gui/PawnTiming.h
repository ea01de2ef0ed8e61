#pragma once

// What the pawn timing test and grundygrid-gui-bench share: a pawn board with
// 10^5 impassable cells on which a long game exists, the moves of that game, and
// the GUI-thread time from an input event to the end of the board's repaint.
#include "ProcessMeasures.h"
#include "GuiTestSupport.h"
#include "PawnBoard.h"
#include "TestSlowdown.h"
#include "WindowParts.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardView.h"
#include "gui/document/DocumentState.h"

#include "engine/Board.h"
#include "engine/Move.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QKeySequence>
#include <QObject>
#include <QTest>
#include <QWidget>

#include <algorithm>
#include <functional>
#include <random>
#include <utility>
#include <vector>

#include <time.h>

namespace testsupport {

// The pawn starts at (kStairStart, kStairStart); the game goes down a staircase to
// the origin's side of it, one cell left, then one cell up, ...
inline constexpr engine::Coord kStairStart = 1'000'000;
inline constexpr engine::Coord kStairRoom = 2'000; // cells of the staircase's square kept free

inline engine::Cell stairPawn()
{
    return xy(kStairStart, kStairStart);
}

// Move `index` (from 0) of the staircase game: even moves go one cell left, odd ones one up.
inline engine::Move stairMove(int index)
{
    const engine::Coord lefts = (index + 2) / 2;
    const engine::Coord ups = (index + 1) / 2;
    return engine::Move::at(xy(kStairStart - lefts, kStairStart - ups));
}

// A pawn board with `impassable` impassable cells spread over the whole 10^9 board,
// none in the square of side kStairRoom whose bottom-right corner is the pawn,
// so the staircase game has kStairRoom moves and more.
inline engine::Board crowdedPawnBoard(int impassable = 100'000)
{
    engine::Board board(engine::PawnGame::kSide, engine::PawnGame::kSide);
    std::mt19937_64 rng(20261125);
    std::uniform_int_distribution<engine::Coord> coordinate(0, kLast);
    const auto inStairs = [](engine::Coord x, engine::Coord y) {
        return x > kStairStart - kStairRoom && x <= kStairStart && y > kStairStart - kStairRoom && y <= kStairStart;
    };
    for (int placed = 0; placed < impassable;) {
        const engine::Coord x = coordinate(rng);
        const engine::Coord y = coordinate(rng);
        if (inStairs(x, y) || board.cellAt(xy(x, y)) != engine::CellKind::Empty)
            continue;
        board.setCell(xy(x, y), engine::CellKind::Impassable);
        ++placed;
    }
    board.setCell(stairPawn(), engine::CellKind::Pawn);
    return board;
}

// What an input event cost until the view's viewport painted what it caused:
// the wall-clock time, and the CPU time of the GUI thread in it (the work the
// thread did, without the time other processes had its core). -1 for both when
// no paint came.
struct RepaintTime {
    double wallMs = -1.0;
    double threadCpuMs = -1.0;
};


// Measures on the GUI thread how long an input event takes until the view's
// viewport has painted what it caused: from just before the event is sent,
// through its handling (the undo command, the document's `changed` and every
// slot of it), to the end of the event processing in which the viewport's paint
// event was handled.
class RepaintTimer : public QObject {
public:
    explicit RepaintTimer(gui::BoardView& view)
        : m_viewport(view.viewport())
    {
        m_viewport->installEventFilter(this);
    }
    ~RepaintTimer() override { m_viewport->removeEventFilter(this); }
    RepaintTimer(const RepaintTimer&) = delete;
    RepaintTimer& operator=(const RepaintTimer&) = delete;

    // The cost of `send` until the repaint it caused; {-1, -1} when no paint came within `limitMs`.
    RepaintTime timeToRepaint(const std::function<void()>& send, int limitMs = 10'000)
    {
        QCoreApplication::processEvents(); // nothing of before is counted
        const int paintsBefore = m_paints;
        QElapsedTimer timer;
        timer.start();
        const double cpuBefore = threadCpuMilliseconds();
        send();
        while (m_paints == paintsBefore && timer.elapsed() < limitMs)
            QCoreApplication::processEvents();
        if (m_paints == paintsBefore)
            return {};
        return {static_cast<double>(timer.nsecsElapsed()) / 1e6, threadCpuMilliseconds() - cpuBefore};
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_viewport && event->type() == QEvent::Paint)
            ++m_paints;
        return QObject::eventFilter(watched, event);
    }

private:
    QWidget* m_viewport;
    int m_paints = 0;
};

inline double medianOf(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t middle = values.size() / 2;
    return values.size() % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

// The median of one measure (RepaintTime::wallMs or ::threadCpuMs) of `times`.
inline double medianOf(const std::vector<RepaintTime>& times, double RepaintTime::*measure)
{
    std::vector<double> values;
    for (const RepaintTime& time : times)
        values.push_back(time.*measure);
    return medianOf(std::move(values));
}

// What each move, undo and redo cost (RepaintTimer).
struct PawnPlayTimes {
    std::vector<RepaintTime> moves;
    std::vector<RepaintTime> undos;
    std::vector<RepaintTime> redos;
};

// In `window`, opens a pawn game on `setup` (the pawn at stairPawn()) and plays
// `rounds` staircase moves as a user does: a click of the play tool on the
// destination, then Ctrl+Z (Edit > Undo) and the redo shortcut, each timed. Between
// two timed events it waits for the analysis of the board shown and for the
// move's animation, so each time is the event's own work.
inline PawnPlayTimes timePawnPlay(gui::MainWindow& window, const engine::Board& setup, int rounds)
{
    gui::GameDocument& document = *documentOf(window);
    gui::BoardView& view = *viewOf(window);
    const gui::AnalysisOverlay& overlay = *sceneOf(window)->overlay();
    document.reset(gameById("pawn"), gui::DocumentState{setup, {}, 0}, QString());
    gui::PlaySession& session = *sessionOf(window);
    session.setOpponent(gui::Opponent::Human);
    session.setMode(gui::PlaySession::Mode::Play);
    view.goToCell(stairPawn());
    view.setFocus();
    const auto settle = [&] {
        QTest::qWaitFor([&] { return overlay.showsMarks(); }, scaled(30'000));
        QTest::qWait(400); // the move animation (320 ms) ends
    };
    settle();
    RepaintTimer timer(view);
    const QKeySequence undo = actionOf(window, "actionUndo")->shortcut();
    const QKeySequence redo = actionOf(window, "actionRedo")->shortcut();
    PawnPlayTimes times;
    for (int round = 0; round < rounds; ++round) {
        const engine::Move move = stairMove(document.currentMove());
        times.moves.push_back(timer.timeToRepaint([&] {
            QTest::mouseClick(view.viewport(), Qt::LeftButton, Qt::NoModifier, view.viewportPointOf(move.topLeft));
        }));
        settle();
        times.undos.push_back(timer.timeToRepaint([&] { QTest::keySequence(&view, undo); }));
        settle();
        times.redos.push_back(timer.timeToRepaint([&] { QTest::keySequence(&view, redo); }));
        settle();
    }
    return times;
}

} // namespace testsupport
