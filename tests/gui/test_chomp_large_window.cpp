// A chomp board beyond the full analysis (16 x 16) in the window: analysed on the
// worker with progress, time left and Cancel, then win/loss marks; opened again
// (the catalog read from the cache folder) and played against the computer
// without a second build.
#include "CpuTimer.h"
#include "GuiTestSupport.h"
#include "TestRegistry.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/games/chomp/ChompCacheAction.h"
#include "gui/games/chomp/ChompCatalogCache.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/play/PlaySession.h"

#include "engine/games/chomp/ChompCatalogStore.h"

#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

using Status = gui::AnalysisState::Status;

namespace {

// The longest a first analysis of 16 x 16 may take: seconds on an idle machine, half a minute loaded.
constexpr int kBuildMs = 240000;
// A build this quick may end before its rate is steady enough for a time left (TimeLeftEstimate).
constexpr qint64 kQuickBuildMs = 8000;
// "At once": a catalog read from the cache folder, or a look-up in the one in memory.
constexpr int kAtOnceMs = 3000;

} // namespace

class TestChompLargeWindow : public QObject, public testsupport::WindowTest {
    Q_OBJECT

private:
    gui::AnalysisController& analysis() const { return *testsupport::analysisOf(*m_window); }
    std::shared_ptr<gui::ChompCatalogCache> cache() const
    {
        return m_window->findChild<gui::ChompCacheAction*>()->cache();
    }
    QString panelLabel(const char* name) const
    {
        return testsupport::partOf<QLabel>(*m_window, QString::fromLatin1(name))->text();
    }

private slots:
    void initTestCase()
    {
        testsupport::initApplication();
        QVERIFY(m_home.isValid());
        qputenv("XDG_CACHE_HOME", m_home.path().toLocal8Bit());
    }

    void init()
    {
        QVERIFY(showWindow());
        computer().setReplyDelay(20);
    }

    void cleanup() { closeWindow(); }

    void aLargeBoardShowsProgressCancelsAndIsAnalysed()
    {
        openBoard(chomp(), cornerPoisonChomp(16, 16));
        QVERIFY(analysis().state().isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(analysis().isBusy() && analysis().progress() > 0.0, testsupport::scaled(20000));
        // Cancel stops the build at once: the next run's progress starts from nothing soon after.
        auto* cancel = testsupport::partOf<QWidget>(*m_window, QStringLiteral("cancelAnalysisButton"));
        QVERIFY(cancel->isVisible());
        action("actionCancelAnalysis")->trigger();
        QCOMPARE(analysis().state().status(), Status::Cancelled);
        QVERIFY(!analysis().isBusy());
        QVERIFY(!overlay().showsMarks());
        action("actionAnalyse")->trigger();
        // The process's work until the analysis runs again, which load does not stretch.
        const testsupport::CpuTimer restart(testsupport::CpuTimer::Of::Process);
        QTRY_VERIFY_WITH_TIMEOUT(analysis().isBusy() && analysis().progress() > 0.0, testsupport::scaled(20000));
        QVERIFY2(restart.elapsed() < testsupport::scaled(10000), qPrintable(QString::number(restart.elapsed())));
        // The time left shows once the rate is steady, and the marks come at the end.
        // (A machine that builds it within a few seconds has no steady rate to tell it from: no time left then.)
        QTRY_VERIFY_WITH_TIMEOUT(!panelLabel("analysisTimeLeft").isEmpty() || overlay().showsMarks(),
                                 testsupport::scaled(kBuildMs));
        if (overlay().showsMarks())
            QVERIFY2(restart.elapsed() < kQuickBuildMs, qPrintable(QString::number(restart.elapsed())));
        else
            qInfo("time left shown after %lld ms: %s", static_cast<long long>(restart.elapsed()),
                  qPrintable(panelLabel("analysisTimeLeft")));
        QTRY_VERIFY_WITH_TIMEOUT(overlay().showsMarks(), testsupport::scaled(kBuildMs));
        const engine::Analysis* shown = overlay().shownAnalysis();
        QVERIFY(shown != nullptr);
        QCOMPARE(shown->outcome, engine::Outcome::Win);
        QCOMPARE(shown->winningMoves(), std::vector<engine::Move>{engine::Move::at({1, 1})}); // the square's one win
        QVERIFY(!shown->remoteness && !shown->grundy);
        QVERIFY2(panelLabel("grundyLabel").contains(QStringLiteral("not computed")), qPrintable(panelLabel("grundyLabel")));
        QCOMPARE(cache()->builtCount(), 1);
        QVERIFY(cache()->diskBytes() > 0);
        QVERIFY(QDir(cache()->folder()).exists(gui::ChompCatalogCache::fileName(16, 16, engine::Heights{1}, engine::PlayRule::Normal)));
    }

    void reopeningShowsTheMarksAtOnceFromTheCacheFolder()
    {
        cache()->forgetInMemory(); // as a new session: only the file is left
        const int built = cache()->builtCount();
        QElapsedTimer clock;
        clock.start();
        openBoard(chomp(), cornerPoisonChomp(16, 16));
        QTRY_VERIFY_WITH_TIMEOUT(overlay().showsMarks(), testsupport::scaled(kAtOnceMs));
        const qint64 sameBoard = clock.elapsed();
        // A smaller board inside the box with the same poison (16 x 15: beyond the full analysis too), from the file.
        cache()->forgetInMemory();
        clock.restart();
        openBoard(chomp(), cornerPoisonChomp(16, 15));
        QTRY_VERIFY_WITH_TIMEOUT(overlay().showsMarks() && document().setup().cols() == 15,
                                 testsupport::scaled(kAtOnceMs));
        qInfo("marks from the cache: %lld ms, a smaller board inside the box: %lld ms", sameBoard,
              static_cast<long long>(clock.elapsed()));
        QCOMPARE(overlay().shownAnalysis()->winningMoves().size(), std::size_t{1});
        QCOMPARE(cache()->builtCount(), built);
    }

    void playingAgainstTheComputerNeedsNoSecondBuild()
    {
        const int built = cache()->builtCount();
        openBoard(chomp(), cornerPoisonChomp(16, 16));
        QTRY_VERIFY_WITH_TIMEOUT(overlay().showsMarks(), testsupport::scaled(kAtOnceMs));
        session().setOpponent(gui::Opponent::Computer);
        session().setComputerMovesFirst(false);
        session().setMode(gui::PlaySession::Mode::Play);
        // The user bites a losing cell; the computer answers with a winning bite, a look-up.
        for (int move = 0; move < 3; ++move) {
            const std::vector<engine::Move> moves = chomp().legalMoves(document().currentBoard());
            QVERIFY(!moves.empty());
            session().play(moves.back(), gui::MoveBy::User);
            const int expected = 2 * (move + 1);
            QTRY_VERIFY_WITH_TIMEOUT(document().currentMove() == expected, testsupport::scaled(kAtOnceMs));
            QTRY_VERIFY_WITH_TIMEOUT(overlay().showsMarks(), testsupport::scaled(kAtOnceMs));
            // From the position it left, the computer's bite was a winning one.
            QCOMPARE(overlay().shownAnalysis()->outcome, engine::Outcome::Loss);
        }
        QCOMPARE(cache()->builtCount(), built);
    }

private:
    QTemporaryDir m_home;
};

GRUNDYGRID_TEST_MAIN(test_chomp_large_window, TestChompLargeWindow)
#include "test_chomp_large_window.moc"
