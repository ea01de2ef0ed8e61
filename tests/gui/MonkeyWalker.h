#pragma once
// The random walk's walker (test_monkey): its state (the seed, the step, the log,
// the folder), its draws and notes, the checks between steps, the prompts, the
// triggers and the boards it opens. MonkeyActions adds the steps a user takes.
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "MonkeyChecks.h"
#include "MonkeyDialogs.h"
#include "MonkeySumSteps.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/ValueHistoryChart.h"
#include "gui/files/BoardFile.h"
#include "gui/files/DialogPrompts.h"
#include "gui/puzzles/PuzzleController.h"

#include "engine/GameModules.h"
#include "engine/RandomBoard.h"

#include <QClipboard>
#include <QDockWidget>
#include <QGuiApplication>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QTimer>
#include <QTemporaryDir>
#include <QToolBar>

#include <malloc.h>

#include <cstdio>
#include <functional>
#include <memory>
#include <random>

// In the walk: a check's complaint fails the test with the seed and the steps.
#define CHECKED(call)                                                                                                 \
    do {                                                                                                              \
        const QString complaint = (call);                                                                             \
        if (!complaint.isEmpty())                                                                                     \
            QFAIL(qPrintable(QStringLiteral("step %1: %2").arg(m_step).arg(complaint)));                              \
    } while (false)

namespace testsupport {

// One kind of step and how often it is drawn, relative to the others.
struct MonkeyStepKind {
    const char* name;
    int weight;
};

// The size of a large board of each game: its analysis takes well under a
// second (a full 4 x 5 rectangles board 0.1 s, 5 x 5 1.3 s, 6 x 6 minutes;
// a 10 x 10 chomp board with its Grundy values 0.1 s, 12 x 12 1.5 s).
inline QSize monkeyLargeSize(std::string_view gameId)
{
    if (gameId == "rectangles")
        return QSize(5, 4);
    if (gameId == "chomp")
        return QSize(10, 10);
    return QSize(12, 12);
}


class MonkeyWalker : protected WindowTest {
protected:
    using Board = engine::Board;
    using Cell = engine::Cell;
    using Coord = engine::Coord;

    // Prints the seed and the steps when the walk did not end well.
    struct FailurePrinter {
        MonkeyWalker* test;
        bool passed = false;
        ~FailurePrinter()
        {
            if (passed)
                return;
            const qsizetype first = std::max<qsizetype>(0, test->m_log.size() - 300);
            // On stderr, not through Qt Test, which stops printing after -maxwarnings messages.
            std::fprintf(stderr, "the walk of seed %llu failed at step %d; its steps%s:\n",
                         static_cast<unsigned long long>(test->m_seed), test->m_step,
                         first > 0 ? " (the last 300 lines)" : "");
            for (qsizetype i = first; i < test->m_log.size(); ++i)
                std::fprintf(stderr, "%s\n", qPrintable(test->m_log.at(i)));
        }
    };

    int draw(int count) { return std::uniform_int_distribution<int>(0, count - 1)(m_random); }
    Coord drawCoord(Coord low, Coord high) { return std::uniform_int_distribution<Coord>(low, high)(m_random); }
    bool chance(double p) { return std::bernoulli_distribution(p)(m_random); }

    void note(const QString& text)
    {
        m_log.append(QStringLiteral("%1. %2").arg(m_step).arg(text));
        if (qEnvironmentVariableIsSet("GRUNDYGRID_MONKEY_VERBOSE"))
            std::fprintf(stderr, "%s\n", qPrintable(m_log.back()));
    }

    // Lets the window work: a short while, then (when `untilIdle`) until no
    // analysis runs; one that runs too long is cancelled, as a user would.
    void settle(bool untilIdle)
    {
        QTest::qWait(draw(20));
        testsupport::MonkeyDialogs::closeModeless();
        if (!untilIdle)
            return;
        gui::AnalysisController& controller = *testsupport::analysisOf(*m_window);
        if (!QTest::qWaitFor([&] { return !controller.state().isRunning() && QApplication::activeModalWidget() == nullptr; },
                             testsupport::scaled(5000))) {
            note(QStringLiteral("  (the analysis still runs: cancelled)"));
            asEvent([&controller] { controller.cancel(); });
            QVERIFY(QTest::qWaitFor([&] { return !controller.state().isRunning(); }, testsupport::scaled(5000)));
        }
        QTest::qWait(5);
    }

    QString checkIdle()
    {
        if (QString complaint = testsupport::analysisDisagreement(*m_window, m_engine, m_compared); !complaint.isEmpty())
            return complaint;
        if (document().currentMove() > static_cast<int>(document().moves().size()))
            return QStringLiteral("the current move lies past the moves");
        return QString();
    }

    // Opens a small board of a random game, then checks that the memory comes
    // back near the baseline (not under the sanitizers, whose allocators keep memory).
    QString checkMemory()
    {
        openSmallBoard();
        settle(true);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        // The solvers left are freed on the analysis' worker after the job it is stopping (a
        // cancelled 5 x 5 rectangles analysis, seed 8505): the memory coming back is waited for.
        double now = 0;
        (void)QTest::qWaitFor(
            [&] {
                malloc_trim(0);
                now = testsupport::residentMegabytes();
                return now <= m_baselineMb + kMemoryMarginMb;
            },
            testsupport::scaled(30000));
        note(QStringLiteral("memory: %1 MB (baseline %2 MB)").arg(now, 0, 'f', 0).arg(m_baselineMb, 0, 'f', 0));
        if (testsupport::slowdown() == 1 && now > m_baselineMb + kMemoryMarginMb)
            return QStringLiteral("%1 MB in use after a small board replaced the others, %2 MB at the start")
                .arg(now, 0, 'f', 0)
                .arg(m_baselineMb, 0, 'f', 0);
        return QString();
    }

    // Every action of the menu bar (with its submenus) that the walk may trigger.
    QList<QAction*> menuActions() const
    {
        QList<QAction*> actions;
        std::function<void(QMenu*)> collect = [&](QMenu* menu) {
            for (QAction* action : menu->actions()) {
                if (action->menu() != nullptr)
                    collect(action->menu());
                else if (!action->isSeparator() && action->isEnabled() && isSafe(action) && !isSkipped(action))
                    actions.append(action);
            }
        };
        for (QAction* top : m_window->menuBar()->actions())
            if (top->menu() != nullptr)
                collect(top->menu());
        return actions;
    }
    // Not Quit (the walk needs its window), not printing.
    static bool isSafe(const QAction* action)
    {
        const QString name = action->objectName();
        return name != QLatin1String("actionQuit") && !name.contains(QLatin1String("Print"), Qt::CaseInsensitive);
    }
    [[nodiscard]] bool isSkipped(const QAction* action) const { return m_skipped.contains(action->objectName()); }

    // What File > Open picks and how the unsaved-changes question is answered
    // (the window asks them through RecordingPrompts, not in dialogs).
    void varyPromptAnswers()
    {
        if (m_prompts == nullptr)
            return; // the real dialogs ask, MonkeyDialogs answers
        if (chance(0.1)) {
            static const gui::UserPrompts::SaveChoice choices[] = {gui::UserPrompts::SaveChoice::Save,
                                                                  gui::UserPrompts::SaveChoice::Discard,
                                                                  gui::UserPrompts::SaveChoice::Cancel};
            m_prompts->saveAnswer = choices[draw(3)];
            note(QStringLiteral("  (unsaved changes will be answered %1)")
                     .arg(QStringList{"Save", "Discard", "Cancel"}.at(static_cast<int>(m_prompts->saveAnswer))));
        }
        if (chance(0.1)) {
            const QStringList paths{QString(), m_lastSaved, m_folder.filePath(QStringLiteral("junk.grundy")),
                                    m_folder.filePath(QStringLiteral("missing.grundy"))};
            m_prompts->openAnswer = paths.at(draw(static_cast<int>(paths.size())));
            note(QStringLiteral("  (Open will pick \"%1\")").arg(QFileInfo(m_prompts->openAnswer).fileName()));
        }
    }

    // Runs `work` (a trigger, an open) as the event loop would, inside an event
    // delivery, so that the stall watchdog times the program's work it causes.
    void asEvent(const std::function<void()>& work)
    {
        auto done = std::make_shared<bool>(false);
        QTimer::singleShot(0, m_window.get(), [work, done] {
            work();
            *done = true;
        });
        QVERIFY2(QTest::qWaitFor([done] { return *done; }, testsupport::scaled(120000)), "a step never returned");
    }

    // Between the recorded answers and the program's own message boxes and file
    // dialogs (Save, Discard, Cancel on unsaved changes; errors; Open and Save As).
    void switchPrompts()
    {
        if (m_prompts != nullptr) {
            note(QStringLiteral("questions now asked in the program's own dialogs"));
            m_prompts = nullptr; // the window deletes the recording prompts
            m_window->setPrompts(std::make_unique<gui::DialogPrompts>());
            return;
        }
        note(QStringLiteral("questions now answered without dialogs"));
        auto prompts = std::make_unique<testsupport::RecordingPrompts>();
        prompts->saveAnswerPath = m_folder.filePath(QStringLiteral("saved-as.grundy"));
        m_prompts = prompts.get();
        m_window->setPrompts(std::move(prompts));
    }

    void trigger(const char* name)
    {
        QAction* action = m_window->findChild<QAction*>(QString::fromLatin1(name));
        if (action == nullptr || !action->isEnabled() || isSkipped(action)) {
            note(QStringLiteral("%1 (disabled)").arg(QString::fromLatin1(name)));
            return;
        }
        note(QString::fromLatin1(name));
        asEvent([action] { action->trigger(); });
    }

    void triggerMenuAction()
    {
        const QList<QAction*> actions = menuActions();
        if (actions.isEmpty())
            return;
        QAction* action = actions.at(draw(static_cast<int>(actions.size())));
        note(QStringLiteral("menu: %1 (%2)").arg(action->objectName(), action->text()));
        asEvent([action] { action->trigger(); });
    }

    Board smallBoard(const engine::Game& game)
    {
        const engine::SizeLimits& limits = game.sizeLimits();
        const Coord rows = std::clamp<Coord>(drawCoord(1, 5), limits.minRows, limits.maxRows);
        const Coord cols = std::clamp<Coord>(drawCoord(1, 5), limits.minCols, limits.maxCols);
        return randomBoard(game, rows, cols);
    }
    Board randomBoard(const engine::Game& game, Coord rows, Coord cols)
    {
        if (!game.takesSize(rows, cols))
            return game.exampleBoard();
        std::mt19937_64 random(m_random());
        return engine::RandomBoard::generate(game, rows, cols, std::uniform_real_distribution<double>(0, 1)(m_random),
                                             random);
    }

    void openSmallBoard()
    {
        const engine::Game& game = *engine::allGames()[static_cast<std::size_t>(draw(static_cast<int>(engine::allGames().size())))];
        const Board setup = smallBoard(game);
        asEvent([this, &game, setup] { openBoard(game, setup); });
        note(QStringLiteral("open a small %1 board").arg(document().gameId()));
    }

    // A board of a random game as File > Open gives it: small, large, or the game's example.
    void openRandomBoard()
    {
        const engine::Game& game = *engine::allGames()[static_cast<std::size_t>(draw(static_cast<int>(engine::allGames().size())))];
        const engine::SizeLimits& limits = game.sizeLimits();
        Board setup;
        QString size;
        switch (draw(3)) {
        case 0:
            setup = smallBoard(game);
            size = QStringLiteral("small");
            break;
        case 1: {
            const QSize large = monkeyLargeSize(game.id());
            setup = randomBoard(game, std::clamp<Coord>(large.height(), limits.minRows, limits.maxRows),
                                std::clamp<Coord>(large.width(), limits.minCols, limits.maxCols));
            size = QStringLiteral("large");
            break;
        }
        default:
            setup = game.exampleBoard();
            size = QStringLiteral("example");
        }
        note(QStringLiteral("open a %1 %2 board of %3 x %4")
                 .arg(size, QString::fromUtf8(game.id().data(), game.id().size()))
                 .arg(setup.rows())
                 .arg(setup.cols()));
        asEvent([this, &game, setup] { openBoard(game, setup); });
    }

    static constexpr double kMemoryMarginMb = 300;
    // The known faults the walk leaves out until main has their fixes (then drop them here):
    //   (none now)
    // Fixed and walked again: Go to Cell freeing the best line's ghost (seed 2, step 84), a setup the
    // editor holds but cannot play saved and then refused at Open (seed 104, step 457) and the
    // worksheet's PDF painted in one piece on the GUI thread (1.3 s for 22 pawn puzzles, seed 33),
    // a sum holding a board that cannot be played yet (a cleared pawn) saved and refused at Open,
    // and Export Picture of a pawn board (seeds 1014, 1015: its grid lines drawn far beyond the
    // picture; the PNG drawn, compressed and written on the exports' thread, seed 22, step 613).
    inline static const QStringList kKnownFaults{};

    std::mt19937_64 m_random;
    QStringList m_log;
    quint64 m_seed = 0;
    int m_step = 0;
    int m_compared = 0; // analyses compared with the engine's
    int m_saved = 0;    // documents saved and reopened
    double m_baselineMb = 0;
    QTemporaryDir m_folder;
    QString m_lastSaved;
    QStringList m_skipped;
    testsupport::EngineAnalyses m_engine;
};

} // namespace testsupport
