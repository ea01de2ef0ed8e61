// The random walk through the real window: from a seed, random sequences of a
// user's actions (every menu action and palette tool, each dialog answered,
// paints and drags, moves, undo and redo, Go to Cell, the best line, the value
// history, paste of good and bad text, analyses started and cancelled, window
// sizes, boards of every game, small and large), with the invariants checked
// between the steps: the analysis shown agrees with the engine's, saving and
// reopening keeps the document, the memory comes back near its baseline once a
// small board replaces a large one. The stall watchdog (StallWatchdog.h) fails
// any step that stops the GUI thread; the sanitizers catch the rest.
//
// A failure prints the seed and the steps, to replay with
//   GRUNDYGRID_MONKEY_SEED=S GRUNDYGRID_MONKEY_STEPS=N gui_tests test_monkey walk
// (GRUNDYGRID_MONKEY_VERBOSE=1 prints every step as it runs, for a crash).
// The walk leaves out the actions of known faults not fixed yet (kKnownFaults);
// GRUNDYGRID_MONKEY_SKIP= (empty) walks into them too.
#include "TestRegistry.h"
#include "MonkeyActions.h"

using testsupport::MonkeyStepKind;

class TestMonkey : public QObject, protected testsupport::MonkeyActions {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void walk_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("steps");
        bool ok = false;
        const quint64 seed = qEnvironmentVariable("GRUNDYGRID_MONKEY_SEED").toULongLong(&ok);
        const int steps = qEnvironmentVariableIntValue("GRUNDYGRID_MONKEY_STEPS");
        if (ok || steps > 0) {
            QTest::newRow("asked") << (ok ? seed : quint64{1}) << (steps > 0 ? steps : 1000);
            return;
        }
        // The CI's walks: a few seeds, shorter under the sanitizers (testsupport::slowdown).
        const int ciSteps = std::max(40, 250 / testsupport::slowdown());
        for (const quint64 ciSeed : {11u, 12u, 13u})
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(ciSeed))) << quint64{ciSeed} << ciSteps;
    }

    void walk()
    {
        QFETCH(quint64, seed);
        QFETCH(int, steps);
        QVERIFY(showWindow(QSize(1100, 760)));
        m_random.seed(seed);
        m_log.clear();
        m_seed = seed;
        m_compared = 0;
        m_saved = 0;
        QVERIFY(m_folder.isValid());
        m_prompts->saveAnswerPath = m_folder.filePath(QStringLiteral("saved-as.grundy"));
        m_prompts->saveAnswer = gui::UserPrompts::SaveChoice::Discard;
        QFile junk(m_folder.filePath(QStringLiteral("junk.grundy")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("{\"format\": \"grundygrid-board\", \"version\": 1, \"game\": \"chomp\", \"rows\": -3}");
        junk.close();
        // Actions left out: the known faults still open on main (issue 24), so that the walk
        // finds new ones; GRUNDYGRID_MONKEY_SKIP (names joined by commas, may be empty) replaces them.
        m_skipped = qEnvironmentVariableIsSet("GRUNDYGRID_MONKEY_SKIP")
            ? qEnvironmentVariable("GRUNDYGRID_MONKEY_SKIP").split(QLatin1Char(','), Qt::SkipEmptyParts)
            : kKnownFaults;
        testsupport::MonkeyDialogs dialogs(m_random, [this](const QString& answer) { note(answer); }, m_folder.path());
        // The memory's baseline: the window on a small board, analysed.
        openSmallBoard();
        settle(true);
        malloc_trim(0);
        m_baselineMb = testsupport::residentMegabytes();
        FailurePrinter printer{this};
        for (int step = 0; step < steps; ++step) {
            m_step = step;
            takeStep();
            if (QTest::currentTestFailed())
                return;
            const bool wait = chance(0.75);
            settle(wait);
            if (wait)
                CHECKED(checkIdle());
            if (QTest::currentTestFailed())
                return;
        }
        CHECKED(checkMemory());
        printer.passed = true;
        qInfo("seed %llu: %d steps, %d dialogs answered, %d analyses compared with the engine's, %d documents "
              "saved and reopened, %.0f MB at the start, %.0f MB at the end",
              static_cast<unsigned long long>(seed), steps, dialogs.answered(), m_compared, m_saved, m_baselineMb,
              testsupport::residentMegabytes());
    }

    void cleanup() { closeWindow(); }

private:
    void takeStep()
    {
        static const MonkeyStepKind kinds[] = {
            {"menu", 18},     {"palette", 6},     {"click", 14},        {"drag", 6},      {"move", 12},
            {"undo", 6},      {"redo", 3},        {"goto", 3},          {"bestline", 5},  {"history", 4},
            {"paste", 4},     {"board", 5},       {"resize", 2},        {"analysis", 5},  {"save", 3},
            {"keys", 8},      {"mode", 5},        {"memory", 1},        {"long", 2},      {"button", 6},
            {"prompts", 2},   {"sum", 7},
        };
        int total = 0;
        for (const MonkeyStepKind& kind : kinds)
            total += kind.weight;
        int pick = draw(total);
        const MonkeyStepKind* chosen = &kinds[0];
        for (const MonkeyStepKind& kind : kinds) {
            if (pick < kind.weight) {
                chosen = &kind;
                break;
            }
            pick -= kind.weight;
        }
        varyPromptAnswers();
        const QByteArray name(chosen->name);
        if (name == "menu")
            triggerMenuAction();
        else if (name == "palette")
            choosePaletteTool();
        else if (name == "click")
            clickRandomCell();
        else if (name == "drag")
            dragRandomCells();
        else if (name == "move")
            playRandomMove();
        else if (name == "undo")
            trigger("actionUndo");
        else if (name == "redo")
            trigger("actionRedo");
        else if (name == "goto")
            trigger("actionGoToCell");
        else if (name == "bestline")
            useBestLine();
        else if (name == "history")
            clickValueHistory();
        else if (name == "paste")
            pasteText();
        else if (name == "board")
            openRandomBoard();
        else if (name == "resize")
            resizeWindow();
        else if (name == "analysis")
            restartOrCancelAnalysis();
        else if (name == "save")
            CHECKED(saveAndReopen());
        else if (name == "keys")
            pressKeys();
        else if (name == "mode")
            trigger(chance(0.5) ? "actionPlayMode" : "actionEditMode");
        else if (name == "memory")
            CHECKED(checkMemory());
        else if (name == "long")
            interruptLongAnalysis();
        else if (name == "button")
            clickRandomButton();
        else if (name == "prompts")
            switchPrompts();
        else if (name == "sum")
            testsupport::MonkeySumSteps(m_random, [this](const QString& text) { note(text); },
                                        [this](const std::function<void()>& work) { asEvent(work); })
                .step(*m_window);
    }

};

GRUNDYGRID_TEST_MAIN(test_monkey, TestMonkey)
#include "test_monkey.moc"
