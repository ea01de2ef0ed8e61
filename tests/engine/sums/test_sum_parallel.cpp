// The boards of a sum analysed at once (issue 25, "Honest limits"): each board
// on a thread of its own, one stop stopping every board's work, a board's error
// stopping the others, one progress that is the boards' own combined, and a
// board's analysis kept for its position, so a move on one board analyses only
// that board again.

#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "sums/RandomSums.h"

#include "engine/Error.h"
#include "engine/GameModules.h"
#include "engine/sums/SumBoardCache.h"
#include "engine/sums/SumBoardRuns.h"
#include "engine/sums/SumProgress.h"
#include "engine/sums/SumSolver.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <algorithm>
#include <cmath>

using engine::GameSum;
using engine::SumComponent;

namespace {

SumComponent boardOf(const char* id, const std::string& text)
{
    return sums_test::boardFromText(id, text);
}

// Two boards that each solver below treats alike.
GameSum twoHeaps()
{
    return GameSum({boardOf("nim", "1\n2\n"), boardOf("nim", "1\n3\n")});
}

// What the fake solvers of one test share: how many are inside analyse(), and a
// way to wait until `count` have been there at once.
struct Meeting {
    std::mutex mutex;
    std::condition_variable changed;
    int inside = 0;
    int mostAtOnce = 0;
    int sawStop = 0;

    void enter()
    {
        const std::lock_guard lock(mutex);
        mostAtOnce = std::max(mostAtOnce, ++inside);
        changed.notify_all();
    }
    void leave(bool stopped)
    {
        const std::lock_guard lock(mutex);
        --inside;
        sawStop += stopped ? 1 : 0;
        changed.notify_all();
    }
    // True once `count` solvers were inside at once (false after `ms`).
    bool waitForAtOnce(int count, int ms)
    {
        std::unique_lock lock(mutex);
        return changed.wait_for(lock, std::chrono::milliseconds(ms), [&] { return mostAtOnce >= count; });
    }
};

// A solver whose analyse() does what the test says while the meeting counts it.
class FakeSolver final : public engine::Solver {
public:
    enum class Behaviour {
        WaitForOther, // returns once the other solver is inside too (or after a long while)
        RunUntilStopped,
        FailOnceOtherIsInside,
    };

    FakeSolver(Meeting& meeting, Behaviour behaviour)
        : m_meeting(meeting)
        , m_behaviour(behaviour)
    {
    }

    void prepare(const engine::SolveContext&) override {}

    engine::Analysis analyse(const engine::Board&, const engine::SolveContext& context) override
    {
        m_meeting.enter();
        bool stopped = false;
        try {
            switch (m_behaviour) {
            case Behaviour::WaitForOther: (void)m_meeting.waitForAtOnce(2, testsupport::scaled(5'000)); break;
            case Behaviour::FailOnceOtherIsInside:
                if (m_meeting.waitForAtOnce(2, testsupport::scaled(5'000)))
                    throw std::runtime_error("the board's own failure");
                break;
            case Behaviour::RunUntilStopped:
                for (int i = 0; i < testsupport::scaled(20'000); ++i) {
                    context.report(0.5);
                    context.throwIfStopped();
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                }
                break;
            }
        } catch (const engine::Stopped&) {
            stopped = true;
            m_meeting.leave(stopped);
            throw;
        } catch (...) {
            m_meeting.leave(stopped);
            throw;
        }
        m_meeting.leave(stopped);
        ++runs;
        engine::Analysis result;
        result.grundy = 0;
        return result;
    }

    std::atomic<int> runs = 0;

private:
    Meeting& m_meeting;
    Behaviour m_behaviour;
};

// A board's real solver that counts its analyses.
class CountingSolver final : public engine::Solver {
public:
    explicit CountingSolver(const SumComponent& board)
        : m_solver(board.game().createSolver(board.setup))
    {
    }
    void prepare(const engine::SolveContext& context) override { m_solver->prepare(context); }
    engine::Analysis analyse(const engine::Board& position, const engine::SolveContext& context) override
    {
        ++analyses;
        return m_solver->analyse(position, context);
    }
    bool defersGrundyValues() const override { return m_solver->defersGrundyValues(); }

    std::atomic<int> analyses = 0;

private:
    std::unique_ptr<engine::Solver> m_solver;
};

// The options of a test: two threads whatever the machine has.
engine::SumOptions twoThreads(engine::SumBoardCache* cache = nullptr)
{
    engine::SumOptions options;
    options.threads = 2;
    options.cache = cache;
    return options;
}

// Outcomes only: the fake solvers answer no position the remoteness search would ask for.
engine::SolveContext outcomesOnly(std::stop_token token = {})
{
    return engine::SolveContext{std::move(token), {}, true};
}

} // namespace

class TestSumParallel : public QObject {
    Q_OBJECT

private slots:
    void theMachineGivesAtLeastOneThread() { QVERIFY(engine::sumBoardThreads() >= 1); }

    // Each board waits until the other is being analysed too: only boards analysed at once meet.
    void boardsAreAnalysedAtOnce()
    {
        Meeting meeting;
        FakeSolver first(meeting, FakeSolver::Behaviour::WaitForOther);
        FakeSolver second(meeting, FakeSolver::Behaviour::WaitForOther);
        engine::Solver* solvers[] = {&first, &second};
        const engine::SumAnalysis analysis = engine::analyseSum(twoHeaps(), solvers, outcomesOnly(), twoThreads());
        QCOMPARE(meeting.mostAtOnce, 2);
        QCOMPARE(first.runs.load(), 1);
        QCOMPARE(second.runs.load(), 1);
        QCOMPARE(analysis.value, std::optional<engine::Nimber>(0));
    }

    // One stop stops every board's work, and analyseSum returns only when none runs.
    void aStopStopsEveryBoard()
    {
        Meeting meeting;
        FakeSolver first(meeting, FakeSolver::Behaviour::RunUntilStopped);
        FakeSolver second(meeting, FakeSolver::Behaviour::RunUntilStopped);
        engine::Solver* solvers[] = {&first, &second};
        std::stop_source stop;
        std::atomic<bool> threwStopped = false;
        std::jthread run([&] {
            try {
                (void)engine::analyseSum(twoHeaps(), solvers, outcomesOnly(stop.get_token()), twoThreads());
            } catch (const engine::Stopped&) {
                threwStopped = true;
            }
        });
        QVERIFY2(meeting.waitForAtOnce(2, testsupport::scaled(10'000)), "the boards never ran at once");
        stop.request_stop();
        run.join();
        QVERIFY(threwStopped);
        const std::lock_guard lock(meeting.mutex);
        QCOMPARE(meeting.inside, 0);
        QCOMPARE(meeting.sawStop, 2);
    }

    // A board's own error stops the other board and is what analyseSum throws.
    void aBoardsErrorStopsTheOthers()
    {
        Meeting meeting;
        FakeSolver failing(meeting, FakeSolver::Behaviour::FailOnceOtherIsInside);
        FakeSolver running(meeting, FakeSolver::Behaviour::RunUntilStopped);
        engine::Solver* solvers[] = {&running, &failing};
        QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                                 (void)engine::analyseSum(twoHeaps(), solvers, outcomesOnly(), twoThreads()));
        QCOMPARE(meeting.inside, 0);
        QCOMPARE(meeting.sawStop, 1); // the running board stopped, not ran on
    }

    // A move on the small board analyses only that board: the long board's analysis of
    // its unchanged position is kept (outcomes only: the sum's remoteness search, which
    // looks at the boards' next positions, stays out of the count).
    void aMoveOnOneBoardAnalysesOnlyThatBoard()
    {
        engine::Board chompBoard = engine::findGame("chomp")->emptyBoard(4, 5);
        chompBoard.setCell({0, 0}, engine::CellKind::Poison);
        const engine::Board volcanoBoard = engine::findGame("volcano")->exampleBoard();
        const GameSum sum({{engine::findGameModule("chomp"), chompBoard, chompBoard}, boardOf("nim", "2\n2 3\n"),
                           {engine::findGameModule("volcano"), volcanoBoard, volcanoBoard}});
        CountingSolver chomp(sum.board(0));
        CountingSolver nim(sum.board(1));
        CountingSolver volcano(sum.board(2));
        engine::Solver* solvers[] = {&chomp, &nim, &volcano};
        engine::SumBoardCache cache;
        const engine::SumAnalysis before = engine::analyseSum(sum, solvers, outcomesOnly(), twoThreads(&cache));
        QCOMPARE(chomp.analyses.load(), 1);
        QCOMPARE(nim.analyses.load(), 1);
        QCOMPARE(volcano.analyses.load(), 1);
        QVERIFY(before.known());

        std::optional<engine::SumMove> onNim;
        for (const engine::SumMove& move : sum.legalMoves())
            if (move.board == 1 && !onNim)
                onNim = move;
        QVERIFY(onNim);
        const GameSum after = sum.play(*onNim);
        const engine::SumAnalysis analysed = engine::analyseSum(after, solvers, outcomesOnly(), twoThreads(&cache));
        QCOMPARE(chomp.analyses.load(), 1);
        QCOMPARE(volcano.analyses.load(), 1);
        QCOMPARE(nim.analyses.load(), 2);
        // What the kept analyses give is what analysing every board anew gives.
        engine::SumSolver reference;
        const engine::SumAnalysis expected = reference.analyse(after, outcomesOnly());
        QCOMPARE(analysed.value, expected.value);
        QCOMPARE(analysed.outcome, expected.outcome);
        QCOMPARE(analysed.winningMoves(), expected.winningMoves());

        // Back to the first position (an undo): nothing is analysed again.
        (void)engine::analyseSum(sum, solvers, outcomesOnly(), twoThreads(&cache));
        QCOMPARE(nim.analyses.load(), 2);
        QCOMPARE(cache.size(), std::size_t{4});
    }

    // The cache holds at most its capacity, the least recently used going first.
    void theCacheIsBounded()
    {
        engine::SumBoardCache cache(2);
        const engine::Game& nim = *engine::findGame("nim");
        const SumComponent a = boardOf("nim", "1\n1\n");
        const SumComponent b = boardOf("nim", "1\n2\n");
        const SumComponent c = boardOf("nim", "1\n3\n");
        const auto kept = std::make_shared<const engine::SumBoardAnalysis>();
        cache.keep(nim, a.setup, a.position, false, kept);
        cache.keep(nim, b.setup, b.position, false, kept);
        QVERIFY(cache.find(nim, a.setup, a.position, false)); // a is used again: b goes next
        QVERIFY(!cache.find(nim, a.setup, a.position, true)); // asked for the outcomes only: another key
        cache.keep(nim, c.setup, c.position, false, kept);
        QCOMPARE(cache.size(), std::size_t{2});
        QVERIFY(cache.find(nim, a.setup, a.position, false));
        QVERIFY(!cache.find(nim, b.setup, b.position, false));
        QVERIFY(cache.find(nim, c.setup, c.position, false));
    }

    // The progress of boards analysed at once is the share of their expected work.
    void progressIsTheShareOfTheExpectedWork()
    {
        double now = 0.0;
        std::vector<double> reports;
        const engine::SolveContext whole{{}, [&reports](double fraction) { reports.push_back(fraction); }};
        engine::SumProgress progress(whole, 3, [&now] { return now; });
        progress.finish(2); // kept: no time, no work
        progress.start(0);
        progress.start(1);
        now = 0.001;
        progress.finish(1); // a small board, done at once
        QCOMPARE(progress.fraction(), 0.0); // the long board has said nothing of its share yet
        now = 1.0;
        progress.report(0, 0.0);
        QCOMPARE(progress.fraction(), 0.0);
        now = 2.0;
        progress.report(0, 0.5);
        QVERIFY(std::abs(progress.fraction() - 2.001 / 4.001) < 1e-9);
        now = 3.0;
        progress.report(0, 0.6); // slower than it looked: the whole never goes back
        QVERIFY(progress.fraction() >= 2.001 / 4.001);
        progress.finish(0);
        QCOMPARE(progress.fraction(), 1.0);
        QVERIFY(std::is_sorted(reports.begin(), reports.end()));
        QCOMPARE(reports.back(), 1.0);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_sum_parallel, TestSumParallel)
#include "test_sum_parallel.moc"
