// Misère play in the window (issue 27): Game > Misère Play switches the rule
// by the menu and by its shortcut, as one undo step that marks the document
// modified; the rule is saved in the board file (an old file opens under normal
// play, a bad value is refused) and remembered for new boards; every view
// follows it (verdict, marks, move table, title, the panel's header); the
// teaching view shows the normal-play verdict where it differs and says why the
// XOR of the parts' values no longer decides; a misère nim game and a misère
// sum are played against the computer to the end at every strength, and the
// player who makes the last move loses.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "NimBoards.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisController.h"
#include "gui/analysis/AnalysisPanel.h"
#include "gui/analysis/BestLinePanel.h"
#include "gui/analysis/MisereText.h"
#include "gui/analysis/MoveVerdictModel.h"
#include "gui/analysis/MoveVerdictTable.h"
#include "gui/analysis/ValueHistory.h"
#include "gui/analysis/ValueHistoryChart.h"
#include "gui/base/Settings.h"
#include "gui/document/GameDocument.h"
#include "gui/files/BoardFile.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/play/PlayOptions.h"
#include "gui/play/PlaySession.h"
#include "gui/play/TurnText.h"

#include "engine/BestLine.h"
#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QAbstractItemModel>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>

using engine::Board;
using engine::Move;
using engine::PlayRule;
using gui::Strength;

namespace {

const engine::Game& nim()
{
    return testsupport::nimGame();
}

Board nimBoard(const std::vector<int>& heaps)
{
    return testsupport::nimBoardOf(heaps);
}

std::vector<int> heapsOf(const Board& board)
{
    std::vector<int> heaps;
    for (engine::Coord row = 0; row < board.rows(); ++row) {
        int count = 0;
        for (engine::Coord col = 0; col < board.cols(); ++col)
            count += board.cellAt({row, col}) == engine::CellKind::Counter ? 1 : 0;
        heaps.push_back(count);
    }
    return heaps;
}

// Misère nim by Bouton's rule, independent of every solver: with a heap of 2 or
// more the player to move wins exactly when the XOR is not 0; with heaps of 0
// and 1 only, exactly when it is 0 (an even number of single counters).
bool misereNimWins(const std::vector<int>& heaps)
{
    int sum = 0;
    bool large = false;
    for (const int heap : heaps) {
        sum ^= heap;
        large = large || heap >= 2;
    }
    return large ? sum != 0 : sum == 0;
}

// The engine's misère analysis of `position`, computed here.
engine::Analysis misereAnalysis(const engine::Game& game, const Board& setup, const Board& position)
{
    return game.solverFor(setup, PlayRule::Misere)->analyse(position, engine::SolveContext{});
}

// Nim 1 + 2 beside chomp 2 x 2 (poison in the corner): a small misère sum.
std::vector<engine::SumComponent> misereBoards()
{
    Board chomp = engine::findGame("chomp")->emptyBoard(2, 2);
    chomp.setCell({0, 0}, engine::CellKind::Poison);
    const Board heaps = nimBoard({1, 2});
    return {{engine::findGameModule("nim"), heaps, heaps}, {engine::findGameModule("chomp"), chomp, chomp}};
}

const engine::SumGame& misereSum()
{
    return engine::sumGameOf(engine::SumLayout::of(misereBoards()));
}

Board misereSumSetup()
{
    std::vector<Board> setups;
    for (const engine::SumComponent& board : misereBoards())
        setups.push_back(board.setup);
    return misereSum().layout().combinedBoard(setups);
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestMiserePlay : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QAction* misere() const { return action("actionMisere"); }
    gui::AnalysisPanel& panel() const { return *testsupport::panelOf(*m_window); }
    gui::AnalysisController& analysis() const { return *testsupport::analysisOf(*m_window); }

    // Waits until the board shows the analysis of the current position under `rule`.
    [[nodiscard]] bool waitForRule(PlayRule rule, int milliseconds = 20000) const
    {
        return QTest::qWaitFor(
            [&] {
                const engine::Analysis* shown = overlay().shownAnalysis();
                return overlay().showsMarks() && shown != nullptr && shown->rule == rule
                    && analysis().state().analysis() != nullptr;
            },
            testsupport::scaled(milliseconds));
    }

    void startPlay(const engine::Game& game, const Board& setup)
    {
        computer().setReplyDelay(10);
        computer().setDemoDelay(10);
        session().setComputerMovesFirst(false);
        openBoard(game, setup);
        if (!misere()->isChecked())
            misere()->trigger();
        QVERIFY(document().rule() == PlayRule::Misere);
        session().setOpponent(gui::Opponent::Computer);
        session().setMode(gui::PlaySession::Mode::Play);
    }

    // The user's random moves by the mouse against the computer at the strength
    // chosen in the Game menu, to the end. Every computer move is checked
    // against the engine's misère analysis of the position it faced: perfect
    // plays engine::perfectMove of it, perfect and strong always keep a win. At
    // the end the player who made the last move has lost, and the banner says so.
    void playToTheEnd(const engine::Game& game, Strength strength, quint32 seed, bool checkNim)
    {
        playOptions().strengthAction(strength)->trigger();
        QCOMPARE(computer().strength(), strength);
        computer().chooser().seed(seed);
        std::mt19937 random(seed);
        bool computerFacedWin = false;
        int computerMoves = 0;
        while (!document().isGameOver()) {
            QVERIFY(waitForRule(PlayRule::Misere));
            const std::vector<Move> legal = game.legalMoves(document().currentBoard());
            const Move move = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
            const int before = document().currentMove();
            testsupport::clickCell(view(), move.topLeft);
            QCOMPARE(document().currentMove(), before + 1);
            QCOMPARE(document().moves().back(), move);
            if (document().isGameOver())
                break;
            const engine::Analysis faced = misereAnalysis(game, document().setup(), document().currentBoard());
            QVERIFY(faced.known());
            QCOMPARE(faced.rule, PlayRule::Misere);
            if (checkNim) // the engine's misère verdict against Bouton's rule
                QCOMPARE(faced.outcome == engine::Outcome::Win, misereNimWins(heapsOf(document().currentBoard())));
            const int count = document().currentMove();
            QTRY_COMPARE_WITH_TIMEOUT(document().currentMove(), count + 1, testsupport::scaled(20000));
            ++computerMoves;
            const Move played = document().moves().back();
            const engine::MoveVerdict* verdict = faced.verdictFor(played);
            QVERIFY(verdict != nullptr);
            if (strength == Strength::Perfect)
                QCOMPARE(played, *engine::perfectMove(faced));
            if ((strength == Strength::Perfect || strength == Strength::Strong) && faced.outcome == engine::Outcome::Win) {
                QVERIFY(verdict->wins());
                computerFacedWin = true;
            }
        }
        QVERIFY(computerMoves >= 1);
        testsupport::verifyMovesLegal(document());
        QVERIFY(isBannerShown());
        // Misère: whoever made the last move lost.
        const bool userMovedLast = document().currentMove() % 2 == 1;
        QCOMPARE(bannerText(),
                 userMovedLast
                     ? QStringLiteral("The computer wins: you made the last move (misère play: the last move loses).")
                     : QStringLiteral("You win! The computer made the last move (misère play: the last move loses)."));
        // A computer that keeps its win never makes the last move.
        if (computerFacedWin)
            QVERIFY(userMovedLast);
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init()
    {
        gui::Settings().setValue(gui::Settings::NewBoardRule, PlayRule::Normal);
        QVERIFY(showWindow(QSize(1200, 760)));
    }
    void cleanup()
    {
        if (m_window) {
            session().setOpponent(gui::Opponent::Computer);
            playOptions().setStrength(Strength::Perfect);
        }
        closeWindow();
        gui::Settings().setValue(gui::Settings::NewBoardRule, PlayRule::Normal);
    }

    // The check item sits in the Game menu with its shortcut and tips.
    void actionInTheGameMenu()
    {
        QVERIFY(misere() != nullptr);
        auto* gameMenu = m_window->findChild<QMenu*>(QStringLiteral("menuGame"));
        QVERIFY(gameMenu != nullptr);
        QVERIFY(gameMenu->actions().contains(misere()));
        QVERIFY(misere()->isCheckable());
        QVERIFY(!misere()->isChecked());
        QCOMPARE(misere()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
        QVERIFY(misere()->toolTip().contains(QStringLiteral("last move loses")));
        QVERIFY(!misere()->statusTip().isEmpty());
    }

    // By the menu (its mnemonic in the open Game menu) and by the shortcut: the
    // rule, the check mark, the title and the panel's header follow; Undo switches back.
    void toggleByMenuAndShortcut()
    {
        openBoard(nim(), nimBoard({1, 1}));
        QVERIFY(waitForRule(PlayRule::Normal));
        QVERIFY(!m_window->windowTitle().contains(QStringLiteral("misère")));
        QVERIFY(panel().ruleText().isEmpty());

        auto* gameMenu = m_window->findChild<QMenu*>(QStringLiteral("menuGame"));
        m_window->menuBar()->setActiveAction(gameMenu->menuAction());
        QVERIFY(QTest::qWaitForWindowExposed(gameMenu));
        QTest::keyClick(gameMenu, Qt::Key_M);
        QTRY_VERIFY(document().rule() == PlayRule::Misere);
        QVERIFY(misere()->isChecked());
        QVERIFY(document().isModified());
        QVERIFY(m_window->windowTitle().endsWith(QStringLiteral("— misère")));
        QVERIFY(waitForRule(PlayRule::Misere));
        QCOMPARE(panel().ruleText(), QStringLiteral("Misère play: whoever makes the last move loses"));
        // The analysis was run anew, by a solver of the misère rule (built on the worker).
        QCOMPARE(analysis().state().solver()->rule(), PlayRule::Misere);
        QCOMPARE(analysis().state().analysis()->rule, PlayRule::Misere);

        QTest::keyClick(&view(), Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(document().rule() == PlayRule::Normal);
        QVERIFY(!misere()->isChecked());
        QVERIFY(!document().isModified());
        QVERIFY(waitForRule(PlayRule::Normal));
        QVERIFY(panel().ruleText().isEmpty());
        QVERIFY(!m_window->windowTitle().contains(QStringLiteral("misère")));

        QTest::keyClick(&view(), Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(document().rule() == PlayRule::Misere);
        action("actionUndo")->trigger();
        QVERIFY(document().rule() == PlayRule::Normal);
        QVERIFY(!misere()->isChecked());
        action("actionRedo")->trigger();
        QVERIFY(document().rule() == PlayRule::Misere);
        QVERIFY(misere()->isChecked());
    }

    // Two heaps of one: normal play loses (*1 ⊕ *1 = *0), misère wins (the
    // opponent takes the last counter). The verdict, the marks, the move table
    // (no Grundy values) and the teaching view follow the rule.
    void everyViewFollowsTheRule()
    {
        openBoard(nim(), nimBoard({1, 1}));
        QVERIFY(waitForRule(PlayRule::Normal));
        QCOMPARE(panel().verdictText(), QStringLiteral("Player to move loses"));
        QVERIFY(panel().normalVerdictText().isEmpty());
        QVERIFY(panel().misereTeachingText().isEmpty());

        misere()->trigger();
        QVERIFY(waitForRule(PlayRule::Misere));
        saveScreenshot(QStringLiteral("misere-nim-1-1.png"), &panel());
        QCOMPARE(panel().verdictText(), QStringLiteral("Player to move wins"));
        QCOMPARE(overlay().shownAnalysis()->outcome, engine::Outcome::Win);
        // The teaching view: normal play's verdict beside, as it differs, and why the XOR does not decide.
        QCOMPARE(panel().normalVerdictText(),
                 QStringLiteral("Under normal play the player to move would lose instead (Grundy value *0)"));
        QVERIFY(panel().misereTeachingText().contains(QStringLiteral("XOR of the values does not say who wins")));
        // The parts' equation is normal play's, and the heading says so.
        QCOMPARE(panel().findChild<QLabel*>(QStringLiteral("partCountLabel"))->text(),
                 QStringLiteral("2 independent parts, by their values under normal play:"));
        QVERIFY(!panel().detailsText().contains(QStringLiteral("Grundy value 0")));
        // The move table: either move wins (the opponent must take the last counter), and no Grundy value.
        const QAbstractItemModel& model = *panel().verdictTable()->model();
        QTRY_COMPARE(model.rowCount(), 2);
        for (int row = 0; row < model.rowCount(); ++row) {
            QCOMPARE(model.index(row, gui::MoveVerdictModel::GrundyColumn).data().toString(), QStringLiteral("–"));
            QCOMPARE(model.index(row, gui::MoveVerdictModel::VerdictColumn).data().toString(), QStringLiteral("wins"));
        }
    }

    // Game > Hint under misère: from 1 + 1 (a normal-play loss) a winning move;
    // from 1 + 1 + 1 (a normal-play win) the slowest loss.
    void hintFollowsTheRule()
    {
        openBoard(nim(), nimBoard({1, 1}));
        misere()->trigger();
        session().setOpponent(gui::Opponent::Human);
        session().setMode(gui::PlaySession::Mode::Play);
        QVERIFY(waitForRule(PlayRule::Misere));
        action("actionHint")->trigger();
        QVERIFY(overlay().hint().has_value());
        QVERIFY2(statusMessage().startsWith(QStringLiteral("Hint: ")) && statusMessage().endsWith(QStringLiteral(" wins.")),
                 qPrintable(statusMessage()));

        openBoard(nim(), nimBoard({1, 1, 1}));
        QVERIFY(document().rule() == PlayRule::Misere);
        QVERIFY(waitForRule(PlayRule::Misere));
        action("actionHint")->trigger();
        QVERIFY2(statusMessage().startsWith(QStringLiteral("No winning move here. The most stubborn move: ")),
                 qPrintable(statusMessage()));
        QVERIFY2(statusMessage().contains(QStringLiteral("lost in 3 moves at the latest")), qPrintable(statusMessage()));
    }

    // Where normal play and misère agree (heaps 2 and 1: both win), the normal verdict is not shown.
    void normalVerdictHiddenWhereEqual()
    {
        openBoard(nim(), nimBoard({2, 1}));
        misere()->trigger();
        QVERIFY(waitForRule(PlayRule::Misere));
        QCOMPARE(panel().verdictText(), QStringLiteral("Player to move wins"));
        QVERIFY(panel().normalVerdictText().isEmpty());
        QVERIFY(!panel().findChild<QWidget*>(QStringLiteral("normalVerdictLabel"))->isVisible());
        QVERIFY(panel().findChild<QWidget*>(QStringLiteral("ruleLabel"))->isVisible());
    }

    // Saved with "rule": "misere", reopened misère and unmodified; an old file
    // (no field) opens under normal play; a bad value is refused with a message.
    void ruleSavedAndReopened()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString path = folder.filePath(QStringLiteral("misere.grundy"));
        openBoard(nim(), nimBoard({1, 2, 3}));
        misere()->trigger();
        m_prompts->saveAnswerPath = path;
        action("actionSaveAs")->trigger();
        QVERIFY(!document().isModified());
        const QJsonObject saved = QJsonDocument::fromJson(readAll(path)).object();
        QCOMPARE(saved.value(QStringLiteral("rule")).toString(), QStringLiteral("misere"));

        // An old file: no "rule" field.
        const QString old = folder.filePath(QStringLiteral("old.grundy"));
        const QByteArray oldJson = gui::BoardFile::toJson({QStringLiteral("nim"), nimBoard({1, 1}), {}, &nim()});
        QVERIFY(!QJsonDocument::fromJson(oldJson).object().contains(QStringLiteral("rule")));
        QVERIFY(writeAll(old, oldJson));
        QVERIFY(testsupport::openFileIn(*m_window, old));
        QVERIFY(document().rule() == PlayRule::Normal);
        QVERIFY(!misere()->isChecked());
        QVERIFY(!document().isModified());
        QVERIFY(waitForRule(PlayRule::Normal));

        QVERIFY(testsupport::openFileIn(*m_window, path));
        QVERIFY(document().rule() == PlayRule::Misere);
        QVERIFY(misere()->isChecked());
        QVERIFY(!document().isModified());
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("misère")));
        QVERIFY(waitForRule(PlayRule::Misere));

        for (const char* bad : {"\"rule\": \"losing\"", "\"rule\": 3", "\"rule\": \"Misere\""}) {
            QJsonObject object = saved;
            const QByteArray value = QByteArray(bad).mid(QByteArray("\"rule\": ").size());
            object.insert(QStringLiteral("rule"), QJsonDocument::fromJson("[" + value + "]").array().at(0));
            const QString badPath = folder.filePath(QStringLiteral("bad.grundy"));
            QVERIFY(writeAll(badPath, QJsonDocument(object).toJson()));
            const auto read = gui::BoardFile::read(badPath);
            QVERIFY2(std::holds_alternative<QString>(read), bad);
            QVERIFY2(std::get<QString>(read).contains(
                         QStringLiteral("The \"rule\" field must be \"normal\" or \"misere\" (the last move loses); it is ")
                         + QString::fromLatin1(value) + QLatin1Char('.')),
                     qPrintable(std::get<QString>(read)));
            const int errors = static_cast<int>(m_prompts->errors.size());
            QVERIFY(!testsupport::openFileIn(*m_window, badPath));
            QCOMPARE(static_cast<int>(m_prompts->errors.size()), errors + 1);
            QVERIFY(m_prompts->errors.last().contains(QStringLiteral("\"rule\" field")));
            QVERIFY(document().rule() == PlayRule::Misere); // the document shown stays
        }
        // "normal" written by hand is normal play.
        QJsonObject normal = saved;
        normal.insert(QStringLiteral("rule"), QStringLiteral("normal"));
        const auto read = gui::BoardFile::fromJson(QJsonDocument(normal).toJson());
        QVERIFY(std::holds_alternative<gui::BoardFileContents>(read));
        QVERIFY(std::get<gui::BoardFileContents>(read).rule == PlayRule::Normal);
    }

    // The rule last chosen is the rule of new boards: the next window's first
    // board and File > New after a normal file was opened.
    void rememberedForNewBoards()
    {
        misere()->trigger();
        QVERIFY(document().rule() == PlayRule::Misere);
        closeWindow();
        QVERIFY(showWindow(QSize(1200, 760)));
        QVERIFY(document().rule() == PlayRule::Misere);
        QVERIFY(misere()->isChecked());
        QVERIFY(!document().isModified());
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("misère")));
        QVERIFY(waitForRule(PlayRule::Misere));

        QTemporaryDir folder;
        const QString old = folder.filePath(QStringLiteral("old.grundy"));
        QVERIFY(writeAll(old, gui::BoardFile::toJson({QStringLiteral("nim"), nimBoard({1, 1}), {}, &nim()})));
        QVERIFY(testsupport::openFileIn(*m_window, old));
        QVERIFY(document().rule() == PlayRule::Normal);
        testsupport::whenDialogOpens<gui::NewBoardDialog>(this, [](gui::NewBoardDialog& dialog) { dialog.accept(); });
        QVERIFY(testsupport::filesOf(*m_window)->newWithDialog());
        QVERIFY(document().rule() == PlayRule::Misere);
        QVERIFY(misere()->isChecked());

        // Switching back is remembered too.
        misere()->trigger();
        closeWindow();
        QVERIFY(showWindow(QSize(1200, 760)));
        QVERIFY(document().rule() == PlayRule::Normal);
    }

    void computerPlaysMisereNimAtEveryStrength_data()
    {
        // The strength as a number: test_sum_play, in the same unity build, declares the enum's meta type.
        QTest::addColumn<int>("strength");
        QTest::addColumn<quint32>("seed");
        QTest::newRow("perfect") << static_cast<int>(Strength::Perfect) << 1u;
        QTest::newRow("strong") << static_cast<int>(Strength::Strong) << 2u;
        QTest::newRow("casual") << static_cast<int>(Strength::Casual) << 3u;
        QTest::newRow("random") << static_cast<int>(Strength::Random) << 4u;
    }

    // Misère nim 1 + 2 + 3 + 2 against the computer, to the end.
    void computerPlaysMisereNimAtEveryStrength()
    {
        QFETCH(int, strength);
        QFETCH(quint32, seed);
        startPlay(nim(), nimBoard({1, 2, 3, 2}));
        playToTheEnd(nim(), static_cast<Strength>(strength), seed, true);
    }

    void computerPlaysMisereSum_data() { computerPlaysMisereNimAtEveryStrength_data(); }

    // A misère sum of two small boards (nim and chomp) against the computer, to the end.
    void computerPlaysMisereSum()
    {
        QFETCH(int, strength);
        QFETCH(quint32, seed);
        startPlay(misereSum(), misereSumSetup());
        playToTheEnd(misereSum(), static_cast<Strength>(strength), seed, false);
    }

    // The value history plots misère verdicts honestly: no Grundy value, the
    // remoteness scale, each position's misère outcome; switching the rule
    // back forgets them and plots normal play's values again.
    void valueHistoryFollowsTheRule()
    {
        const Board setup = nimBoard({1, 1, 2});
        openBoard(nim(), setup);
        misere()->trigger();
        session().setOpponent(gui::Opponent::Human);
        session().setMode(gui::PlaySession::Mode::Play);
        for (const engine::Cell cell : {engine::Cell{2, 1}, engine::Cell{0, 0}}) {
            QVERIFY(waitForRule(PlayRule::Misere));
            testsupport::clickCell(view(), cell);
        }
        QCOMPARE(document().currentMove(), 2);
        auto* chart = m_window->findChild<gui::ValueHistoryChart*>();
        QVERIFY(chart != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(chart->history().isComplete(), testsupport::scaled(20000));
        const gui::ValueHistory& history = chart->history();
        QCOMPARE(history.scale(), gui::ValueHistory::Scale::Remoteness);
        Board position = setup;
        for (int i = 0; i < history.positionCount(); ++i) {
            const gui::ValueHistory::Point& point = history.point(i);
            QVERIFY(!point.grundy);
            QCOMPARE(point.outcome == engine::Outcome::Win, misereNimWins(heapsOf(position)));
            if (i < static_cast<int>(document().moves().size()))
                position = nim().play(position, document().moves()[static_cast<std::size_t>(i)]);
        }
        misere()->trigger();
        QVERIFY(document().rule() == PlayRule::Normal);
        QTRY_VERIFY_WITH_TIMEOUT(chart->history().isComplete() && chart->history().scale() == gui::ValueHistory::Scale::Grundy,
                                 testsupport::scaled(20000));
    }

    // The best line under misère: perfect misère play to the end, as long as
    // the misère remoteness, its moves labelled by the misère verdicts; four
    // heaps of one are a normal-play loss but a misère win.
    void bestLineFollowsTheRule()
    {
        const Board setup = nimBoard({1, 1, 1, 1});
        openBoard(nim(), setup);
        misere()->trigger();
        auto* list = m_window->findChild<QListWidget*>(QStringLiteral("bestLineList"));
        QVERIFY(list != nullptr);
        m_window->findChild<QDockWidget*>(QStringLiteral("bestLineDock"))->raise();
        QVERIFY(waitForRule(PlayRule::Misere));
        const engine::Analysis first = misereAnalysis(nim(), setup, setup);
        QCOMPARE(first.outcome, engine::Outcome::Win);
        QVERIFY(first.remoteness.has_value());
        QTRY_COMPARE_WITH_TIMEOUT(list->count(), *first.remoteness, testsupport::scaled(20000));
        Board position = setup;
        for (int i = 0; i < list->count(); ++i) {
            const engine::Analysis analysis = misereAnalysis(nim(), setup, position);
            position = nim().play(position, *engine::perfectMove(analysis));
        }
        QVERIFY(nim().legalMoves(position).empty());
        // The first move wins under misère (it would not under normal play: *1 ⊕ *1 ⊕ *1 ⊕ *1 = *0).
        QVERIFY2(list->item(0)->text().endsWith(QStringLiteral("wins")), qPrintable(list->item(0)->text()));
        const QString summary = m_window->findChild<gui::BestLinePanel*>()->summaryText();
        QVERIFY2(summary.contains(QStringLiteral("to the end of the game")), qPrintable(summary));
    }

    // The teaching text for tame parts: the genera listed and misère nim's verdict.
    void teachingTextNamesTameGenera()
    {
        engine::Analysis analysis;
        analysis.rule = PlayRule::Misere;
        analysis.outcome = engine::Outcome::Win;
        for (const engine::Nimber value : {engine::Nimber{1}, engine::Nimber{1}}) {
            engine::Part part;
            part.grundy = value;
            part.genus = engine::misere::Genus{value, {0, 3, 1}};
            analysis.parts.push_back(part);
        }
        QVERIFY(gui::MisereText::allTame(analysis));
        const QString text = gui::MisereText::parts(analysis);
        QVERIFY2(text.contains(QStringLiteral("genera 1^031, 1^031")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("exactly when the XOR is *0, as here")), qPrintable(text));
        // A part not tame (or of unknown genus): only why the XOR does not decide.
        analysis.parts[1].genus.reset();
        QVERIFY(!gui::MisereText::allTame(analysis));
        QVERIFY(!gui::MisereText::parts(analysis).contains(QStringLiteral("genera")));
        QVERIFY(gui::MisereText::parts(analysis).contains(QStringLiteral("XOR")));
        // Normal play: nothing of this.
        analysis.rule = PlayRule::Normal;
        QVERIFY(gui::MisereText::parts(analysis).isEmpty());
        QVERIFY(gui::MisereText::rule(analysis).isEmpty());
    }

    // The game-over words: under misère the player to move at the end wins.
    void bannerSaysTheLastMoverLoses()
    {
        gui::TurnText::Situation over;
        over.playing = true;
        over.gameOver = true;
        over.misere = true;
        over.playerToMove = 2;
        QCOMPARE(gui::TurnText::banner(over),
                 QStringLiteral("Player 2 wins: player 1 made the last move (misère play: the last move loses)."));
        over.demo = true;
        QCOMPARE(gui::TurnText::banner(over),
                 QStringLiteral("Demo over: player 2 wins, player 1 made the last move (misère play: the last move "
                                "loses)."));
        over.misere = false;
        QCOMPARE(gui::TurnText::banner(over), QStringLiteral("Demo over: player 1 wins, player 2 has no move left."));
    }
};

GRUNDYGRID_TEST_MAIN(test_misere_play, TestMiserePlay)
#include "test_misere_play.moc"
