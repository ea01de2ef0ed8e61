// A solver's tables freed in bulk never come back as a stall of the window
// (issue 32: the random walk's GUI-thread stalls at the 100 ms watchdog). Clear
// Board on an attractions board (757 ms, seed 8007), the paint of a 12 x 12
// attractions board (126 and 196 ms, seeds 8010 and 8111), a layout of the best
// line panel (192 ms) and Qt's file dialog (108 ms, seed 8203) each spent their
// time in glibc's malloc_consolidate: the blocks of solver tables freed before
// (a million small ones: hash nodes, a memo's vectors) sat in glibc's fastbins
// until the next allocation of a thousand bytes or more merged them all, on the
// GUI thread. The window turns fastbins off (gui::freeBlocksPromptly, from its job
// threads): each free merges its block on the thread that frees it.
//
// Here the test frees such tables itself on the GUI thread, outside any of the
// window's event deliveries (as the walk's own engine comparisons and the job
// threads free theirs): then Clear Board, a paint and a new best line run as
// events, which the stall watchdog (StallWatchdog.h) times.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/BestLinePanel.h"
#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/looks/GameLooks.h"

#include "engine/BestLine.h"

#include <QAction>
#include <QListWidget>
#include <QTest>
#include <QTimer>

#include <cstdlib> // defines __GLIBC__ under glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <unordered_map>
#include <vector>

using engine::Board;
using engine::CellKind;

namespace {

// A memo as engine::QuadrantRemoteness keeps one: sorted rectangles packed in
// 32 bits each, mapped to a remoteness.
struct StateHash {
    std::size_t operator()(const std::vector<std::uint32_t>& state) const
    {
        std::size_t hash = state.size();
        for (const std::uint32_t rect : state)
            hash = hash * 1'000'003 ^ rect;
        return hash;
    }
};

using Memo = std::unordered_map<std::vector<std::uint32_t>, int, StateHash>;

// Fills `memo` with `entries` states and clears it again: about twice as many
// small blocks freed, in the hash table's order, scattered over the heap. The
// table's buckets stay (a large block freed would merge the small ones at once).
void fillAndClear(Memo& memo, int entries)
{
    std::mt19937 random(32);
    memo.reserve(static_cast<std::size_t>(entries));
    while (static_cast<int>(memo.size()) < entries) {
        std::vector<std::uint32_t> state(1 + random() % 8);
        for (std::uint32_t& rect : state)
            rect = static_cast<std::uint32_t>(random());
        memo.emplace(std::move(state), static_cast<int>(random() % 40));
    }
    memo.clear();
}

// The free blocks glibc holds back unmerged (its fastbins), in every arena.
std::size_t unmergedBlocks()
{
#if defined(__GLIBC__)
    return mallinfo2().smblks;
#else
    return 0;
#endif
}

constexpr int kMemoEntries = 1'000'000;

} // namespace

class TestBulkFrees : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    // Frees a solver's tables, then runs `work` as an event of its own, which the
    // stall watchdog times: posted first, so that it is the next thing the GUI thread does.
    void afterTablesAreFreed(const std::function<void()>& work)
    {
        auto done = std::make_shared<bool>(false);
        QTimer::singleShot(0, this, [work, done] {
            work();
            *done = true;
        });
        fillAndClear(m_memo, kMemoEntries);
        QVERIFY(QTest::qWaitFor([done] { return *done; }, testsupport::scaled(20000)));
    }

    // Waits until the board's viewport has been painted once more.
    void waitForPaint()
    {
        m_paints = 0;
        view().viewport()->update();
        QTRY_VERIFY_WITH_TIMEOUT(m_paints > 0, testsupport::scaled(10000));
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && m_window && watched == view().viewport())
            ++m_paints;
        return QObject::eventFilter(watched, event);
    }

    // An attractions board of 12 x 12: spots everywhere but a few plain cells.
    static Board twelveByTwelve()
    {
        const engine::Game& attractions = game("attractions");
        Board setup = attractions.emptyBoard(12, 12);
        for (engine::Coord row = 0; row < 12; ++row)
            for (engine::Coord col = 0; col < 12; ++col)
                setup.setCell({row, col}, (row * 5 + col * 3) % 11 == 0 ? CellKind::Empty : CellKind::Spot);
        return setup;
    }

    int m_paints = 0;
    Memo m_memo;

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow());
        view().viewport()->installEventFilter(this);
    }
    void cleanup() { closeWindow(); }

    // With the window open, a million small blocks freed are merged at once: glibc holds none back.
    void freedBlocksAreNotHeldBack()
    {
#if !defined(__GLIBC__)
        QSKIP("fastbins are glibc's");
#endif
        const std::size_t before = unmergedBlocks();
        fillAndClear(m_memo, kMemoEntries);
        QVERIFY2(unmergedBlocks() < before + 1000,
                 qPrintable(QStringLiteral("%1 freed blocks held back unmerged").arg(unmergedBlocks() - before)));
    }

    // Seed 8007: Clear Board on the attractions example after a solver's tables were freed.
    void clearBoardAfterTablesWereFreed()
    {
        const engine::Game& attractions = game("attractions");
        openBoard(attractions, attractions.exampleBoard());
        waitForPaint();
        afterTablesAreFreed([this] { action("actionClear")->trigger(); });
        QCOMPARE(document().setup(), attractions.emptyBoard(9, 9));
        waitForPaint();
    }

    // Seeds 8010 and 8111: painting a 12 x 12 attractions board after a solver's tables were freed.
    void paintAfterTablesWereFreed()
    {
        openBoard(game("attractions"), twelveByTwelve());
        waitForPaint();
        m_paints = 0;
        afterTablesAreFreed([this] { view().viewport()->repaint(); });
        QVERIFY(m_paints > 0);
        QCOMPARE(document().setup(), twelveByTwelve());
    }

    // The replay of seed 8007: the best line panel filled with a long line (and laid out) after a solver's tables were freed.
    void bestLineAfterTablesWereFreed()
    {
        QAction* showBestLine = action("actionShowBestLine");
        if (!showBestLine->isChecked())
            showBestLine->trigger();
        const engine::Game& attractions = game("attractions");
        const Board setup = attractions.exampleBoard();
        openBoard(attractions, setup);
        const engine::BestLine line = engine::bestLine(attractions, setup, *attractions.createSolver(setup), {});
        QVERIFY(line.steps.size() >= 10);
        auto* panel = m_window->findChild<gui::BestLinePanel*>();
        // The window's own line first: nothing of it arrives afterwards.
        QTRY_COMPARE_WITH_TIMEOUT(panel->moveList()->count(), static_cast<int>(line.steps.size()),
                                  testsupport::scaled(20000));
        afterTablesAreFreed([&] { panel->showLine(line, setup, gui::GameLooks::find(attractions)); });
        QCOMPARE(panel->moveList()->count(), static_cast<int>(line.steps.size()));
        waitForPaint();
    }
};

GRUNDYGRID_TEST_MAIN(test_bulk_frees, TestBulkFrees)
#include "test_bulk_frees.moc"
