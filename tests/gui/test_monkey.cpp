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

using engine::Board;
using engine::Cell;
using engine::Coord;

namespace {

// One kind of step and how often it is drawn, relative to the others.
struct MonkeyStepKind {
    const char* name;
    int weight;
};

// The size of a large board of each game: its analysis takes well under a
// second (a full 4 x 5 rectangles board 0.1 s, 5 x 5 1.3 s, 6 x 6 minutes;
// a 10 x 10 chomp board with its Grundy values 0.1 s, 12 x 12 1.5 s).
QSize monkeyLargeSize(std::string_view gameId)
{
    if (gameId == "rectangles")
        return QSize(5, 4);
    if (gameId == "chomp")
        return QSize(10, 10);
    return QSize(12, 12);
}

} // namespace

class TestMonkey : public QObject, protected testsupport::WindowTest {
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

    // Prints the seed and the steps when the walk did not end well.
    struct FailurePrinter {
        TestMonkey* test;
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
        malloc_trim(0);
        const double now = testsupport::residentMegabytes();
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
        QTimer::singleShot(0, this, [work, done] {
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

    void choosePaletteTool()
    {
        auto* bar = m_window->findChild<QToolBar*>(QStringLiteral("paletteToolBar"));
        QList<QAction*> actions;
        for (QAction* action : bar->actions())
            if (!action->isSeparator() && action->isEnabled() && action->isVisible())
                actions.append(action);
        if (actions.isEmpty())
            return;
        QAction* action = actions.at(draw(static_cast<int>(actions.size())));
        note(QStringLiteral("palette: %1").arg(action->text()));
        asEvent([action] { action->trigger(); });
    }

    // A cell of the board near what the view shows (a pawn board is 10^9 cells wide).
    Cell randomCell()
    {
        const Board& board = document().currentBoard();
        if (board.rows() * board.cols() <= 400 || chance(0.3))
            return Cell{drawCoord(0, board.rows() - 1), drawCoord(0, board.cols() - 1)};
        const Cell centre = view().centreCell().value_or(Cell{0, 0});
        const Coord row = std::clamp<Coord>(centre.row + drawCoord(-4, 4), 0, board.rows() - 1);
        const Coord col = std::clamp<Coord>(centre.col + drawCoord(-4, 4), 0, board.cols() - 1);
        return Cell{row, col};
    }
    bool inView(Cell cell) const { return view().viewport()->rect().contains(view().viewportPointOf(cell)); }

    void clickRandomCell()
    {
        const Cell cell = randomCell();
        const Qt::MouseButton button = chance(0.25) ? Qt::RightButton : Qt::LeftButton;
        note(QStringLiteral("click %1 (%2, %3)%4")
                 .arg(button == Qt::LeftButton ? QStringLiteral("left") : QStringLiteral("right"))
                 .arg(cell.row)
                 .arg(cell.col)
                 .arg(inView(cell) ? QString() : QStringLiteral(" (outside the view)")));
        if (inView(cell))
            testsupport::clickCell(view(), cell, button);
    }

    void dragRandomCells()
    {
        std::vector<Cell> path{randomCell()};
        const Board& board = document().currentBoard();
        for (int leg = 0, legs = 1 + draw(3); leg < legs; ++leg) {
            const bool across = chance(0.5);
            const Coord length = drawCoord(-4, 4);
            const Cell from = path.back();
            for (Coord i = 1; i <= std::abs(length); ++i) {
                const Coord step = length < 0 ? -i : i;
                const Cell next = across ? Cell{from.row, from.col + step} : Cell{from.row + step, from.col};
                if (next.row < 0 || next.col < 0 || next.row >= board.rows() || next.col >= board.cols())
                    break;
                path.push_back(next);
            }
        }
        const bool visible = std::all_of(path.begin(), path.end(), [this](Cell cell) { return inView(cell); });
        note(QStringLiteral("drag (%1, %2) to (%3, %4) through %5 cells%6")
                 .arg(path.front().row)
                 .arg(path.front().col)
                 .arg(path.back().row)
                 .arg(path.back().col)
                 .arg(path.size())
                 .arg(visible ? QString() : QStringLiteral(" (outside the view)")));
        if (visible)
            testsupport::dragCells(view(), path, chance(0.2) ? Qt::RightButton : Qt::LeftButton);
    }

    // A legal move of the current position, by the mouse as a player makes it.
    void playRandomMove()
    {
        const std::vector<engine::Move> moves = document().game().legalMoves(document().currentBoard());
        if (moves.empty()) {
            note(QStringLiteral("move: none left"));
            return;
        }
        const engine::Move move = moves[static_cast<std::size_t>(draw(static_cast<int>(std::min<std::size_t>(moves.size(), 100000))))];
        note(QStringLiteral("move (%1, %2)-(%3, %4)")
                 .arg(move.topLeft.row)
                 .arg(move.topLeft.col)
                 .arg(move.bottomRight.row)
                 .arg(move.bottomRight.col));
        if (!inView(move.topLeft) || !inView(move.bottomRight)) {
            asEvent([this, move] { view().goToCell(move.topLeft); });
            if (!inView(move.topLeft) || !inView(move.bottomRight))
                return;
        }
        if (move.isSingleCell())
            testsupport::clickCell(view(), move.topLeft);
        else
            testsupport::dragCells(view(), {move.topLeft, move.bottomRight});
    }

    // A push button the window shows (the puzzle's Next, Retry and Show Answer,
    // Play Again, Analyse, Back to the Game, ...), clicked.
    void clickRandomButton()
    {
        QList<QAbstractButton*> buttons;
        for (QAbstractButton* button : m_window->findChildren<QAbstractButton*>())
            if (qobject_cast<QPushButton*>(button) != nullptr && button->isVisible() && button->isEnabled())
                buttons.append(button);
        if (buttons.isEmpty()) {
            note(QStringLiteral("button: none shown"));
            return;
        }
        QAbstractButton* button = buttons.at(draw(static_cast<int>(buttons.size())));
        note(QStringLiteral("button %1 (%2)").arg(button->objectName(), button->text()));
        QTest::mouseClick(button, Qt::LeftButton);
    }

    void useBestLine()
    {
        auto* list = m_window->findChild<QListWidget*>(QStringLiteral("bestLineList"));
        auto* back = m_window->findChild<QPushButton*>(QStringLiteral("backToGameButton"));
        if (back != nullptr && back->isVisible() && chance(0.3)) {
            note(QStringLiteral("best line: back to the game"));
            QTest::mouseClick(back, Qt::LeftButton);
            return;
        }
        if (list == nullptr || list->count() == 0 || !list->isVisible()) {
            note(QStringLiteral("best line: not shown"));
            if (auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("bestLineDock")))
                dock->raise();
            return;
        }
        const int row = draw(list->count());
        const QPoint centre = list->visualItemRect(list->item(row)).center();
        if (chance(0.5)) {
            note(QStringLiteral("best line: hover step %1").arg(row));
            QTest::mouseMove(list->viewport(), centre);
        } else {
            note(QStringLiteral("best line: click step %1").arg(row));
            QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, centre);
        }
    }

    void clickValueHistory()
    {
        m_window->findChild<QDockWidget*>(QStringLiteral("historyDock"))->raise();
        QTest::qWait(1);
        auto* chart = m_window->findChild<gui::ValueHistoryChart*>();
        const int positions = chart->history().positionCount();
        if (positions == 0 || !chart->isVisible()) {
            note(QStringLiteral("value history: nothing to click"));
            return;
        }
        const int position = draw(positions);
        note(QStringLiteral("value history: click position %1 of %2").arg(position).arg(positions));
        QTest::mouseClick(chart, Qt::LeftButton, Qt::NoModifier, chart->pointCenter(position).toPoint());
    }

    void pasteText()
    {
        QString text;
        QString what;
        switch (draw(4)) {
        case 0: {
            const engine::Game& game = *engine::allGames()[static_cast<std::size_t>(draw(static_cast<int>(engine::allGames().size())))];
            text = QString::fromUtf8(gui::BoardFile::toJson({QString::fromUtf8(game.id().data(), game.id().size()),
                                                             smallBoard(game), {}}));
            what = QStringLiteral("a board file of ") + QString::fromUtf8(game.id().data(), game.id().size());
            break;
        }
        case 1:
            trigger("actionCopy");
            what = QStringLiteral("the copied position");
            break;
        case 2: {
            static const char* const junk[] = {"", "{", "{\"format\": \"grundygrid-board\", \"version\": 99}", "3 3\n..#\n",
                                               "999999999999 999999999999", "chomp\n2 2\nP.\n..\n", "\xff\xfe"};
            text = QString::fromLatin1(junk[draw(static_cast<int>(std::size(junk)))]);
            what = QStringLiteral("junk \"%1\"").arg(text.left(30));
            break;
        }
        default: {
            QByteArray json = gui::BoardFile::toJson({document().gameId(), document().setup(), document().moves()});
            json.truncate(draw(static_cast<int>(json.size()) + 1));
            text = QString::fromUtf8(json);
            what = QStringLiteral("a board file cut at %1").arg(json.size());
            break;
        }
        }
        if (!text.isNull())
            QGuiApplication::clipboard()->setText(text);
        note(QStringLiteral("paste %1").arg(what));
        trigger("actionPaste");
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

    void resizeWindow()
    {
        static const QSize sizes[] = {{800, 600}, {1000, 700}, {1280, 800}, {1400, 900}, {700, 500}};
        const QSize size = sizes[draw(static_cast<int>(std::size(sizes)))];
        note(QStringLiteral("window %1 x %2").arg(size.width()).arg(size.height()));
        asEvent([this, size] { m_window->resize(size); });
    }

    // Analyse (F5) and Cancel, with a random pause between: some cancel mid-way.
    void restartOrCancelAnalysis()
    {
        trigger("actionAnalyse");
        const int pause = draw(40);
        if (chance(0.6)) {
            QTest::qWait(pause);
            note(QStringLiteral("  after %1 ms:").arg(pause));
            trigger("actionCancelAnalysis");
        }
    }

    // A board whose analysis takes a second or more (a 12 x 12 chomp board with
    // its Grundy values, a full 5 x 5 rectangles board), interrupted mid-way by
    // Cancel, an edit, another board or Analyse again.
    void interruptLongAnalysis()
    {
        const bool chomp = chance(0.5);
        const engine::Game& game = *engine::findGame(chomp ? "chomp" : "rectangles");
        // Under the sanitizers a size smaller: the check after it runs the engine here too.
        const bool smaller = testsupport::slowdown() > 1;
        const Coord rows = chomp ? (smaller ? 10 : 12) : (smaller ? 4 : 5);
        const Coord cols = chomp ? rows : 5;
        Board setup = game.emptyBoard(rows, cols);
        if (chomp)
            setup.setCell({0, 0}, engine::CellKind::Poison);
        else
            for (Coord row = 0; row < rows; ++row)
                for (Coord col = 0; col < cols; ++col)
                    setup.setCell({row, col}, engine::CellKind::Filled);
        note(QStringLiteral("open a long analysis: %1 %2 x %3")
                 .arg(chomp ? QStringLiteral("chomp") : QStringLiteral("full rectangles"))
                 .arg(rows)
                 .arg(cols));
        asEvent([this, &game, setup] { openBoard(game, setup); });
        const int pause = draw(300);
        QTest::qWait(pause);
        note(QStringLiteral("  after %1 ms:").arg(pause));
        switch (draw(4)) {
        case 0:
            trigger("actionCancelAnalysis");
            break;
        case 1:
            clickRandomCell();
            break;
        case 2:
            openRandomBoard();
            break;
        default:
            trigger("actionAnalyse");
        }
    }

    [[nodiscard]] bool isGeneratingPuzzle() const
    {
        return testsupport::partOf<gui::PuzzleController>(*m_window)->state() == gui::PuzzleController::State::Generating;
    }

    QString saveAndReopen()
    {
        // A puzzle that arrives replaces the document (the window asks first when it
        // was modified), so the file reopened would not stay: the puzzle comes first.
        // A generation that takes long (a busy machine, a large sum) is cancelled, as a user would
        // with the Puzzle dock's Cancel; its end is the event waited for, not a time.
        if (isGeneratingPuzzle() && !QTest::qWaitFor([this] { return !isGeneratingPuzzle(); }, testsupport::scaled(5000))) {
            note(QStringLiteral("  (the puzzle still generates: cancelled)"));
            auto* cancel = m_window->findChild<QPushButton*>(QStringLiteral("puzzleCancel"));
            if (cancel == nullptr)
                return QStringLiteral("a puzzle is being generated and its panel has no Cancel button");
            asEvent([cancel] { cancel->click(); });
            if (!QTest::qWaitFor([this] { return !isGeneratingPuzzle(); }, testsupport::scaled(60000)))
                return QStringLiteral("a puzzle generation did not end after Cancel");
        }
        // A file still being read replaces the document when it arrives, as a user's
        // Open would; the board compared is the one after it (seed 8312, step 213).
        if (testsupport::filesOf(*m_window)->isOpening()) {
            note(QStringLiteral("  (a file still opens: its arrival waited for)"));
            if (!QTest::qWaitFor([this] { return !testsupport::filesOf(*m_window)->isOpening(); },
                                 testsupport::scaled(120000)))
                return QStringLiteral("a file open did not end");
        }
        const QString path = m_folder.filePath(QStringLiteral("walk-%1.grundy").arg(m_step));
        note(QStringLiteral("save to %1 and reopen").arg(QFileInfo(path).fileName()));
        const gui::DocumentState before = document().state();
        const QString game = document().gameId();
        const engine::Game* rules = &document().game(); // a sum's too: one SumGame per layout
        if (m_skipped.contains(QLatin1String("saveUnplayableSetup")) && document().game().setupProblem(before.setup)) {
            note(QStringLiteral("  (not saved: a setup that cannot be played does not open again, a known fault)"));
            return QString();
        }
        QString complaint;
        asEvent([&] { complaint = testsupport::saveDifference(*m_window, path); });
        if (!complaint.isEmpty())
            return complaint;
        m_lastSaved = path;
        ++m_saved;
        bool opened = false;
        opened = testsupport::waitForOpen(*m_window, [&] {
            asEvent([&] { testsupport::filesOf(*m_window)->open(path); });
            return true;
        });
        if (!opened)
            return QStringLiteral("the saved file does not open");
        if (document().gameId() != game || &document().game() != rules || !(document().setup() == before.setup)
            || document().moves() != before.moves)
            return QStringLiteral("the reopened document differs from the saved one");
        return QString();
    }

    void pressKeys()
    {
        // The keys a keyboard user plays and edits with: the cursor, playing, the
        // boards of a sum (Tab, Shift+Tab, Ctrl+PgDown, Ctrl+PgUp), digits (a nim heap's size).
        struct KeyPress {
            Qt::Key key;
            Qt::KeyboardModifiers modifiers;
        };
        static const KeyPress keys[] = {
            {Qt::Key_Left, Qt::NoModifier},   {Qt::Key_Right, Qt::NoModifier},     {Qt::Key_Up, Qt::NoModifier},
            {Qt::Key_Down, Qt::NoModifier},   {Qt::Key_Space, Qt::NoModifier},     {Qt::Key_Return, Qt::NoModifier},
            {Qt::Key_Escape, Qt::NoModifier}, {Qt::Key_Home, Qt::NoModifier},      {Qt::Key_Tab, Qt::NoModifier},
            {Qt::Key_Backtab, Qt::ShiftModifier}, {Qt::Key_PageDown, Qt::ControlModifier},
            {Qt::Key_PageUp, Qt::ControlModifier}, {Qt::Key_1, Qt::NoModifier}, {Qt::Key_3, Qt::NoModifier},
            {Qt::Key_0, Qt::NoModifier},
        };
        view().setFocus();
        QString names;
        for (int i = 0, count = 1 + draw(6); i < count; ++i) {
            const KeyPress& press = keys[draw(static_cast<int>(std::size(keys)))];
            names += QKeySequence(press.key | press.modifiers).toString() + QLatin1Char(' ');
            QTest::keyClick(&view(), press.key, press.modifiers);
        }
        note(QStringLiteral("keys %1").arg(names.trimmed()));
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

GRUNDYGRID_TEST_MAIN(test_monkey, TestMonkey)
#include "test_monkey.moc"
