// Misère play in the window (issue 27): Game > Misère Play switches the rule
// by the menu and by its shortcut, as one undo step that marks the document
// modified; the rule is saved in the board file (an old file opens under normal
// play, a bad value is refused) and remembered for new boards; every view
// follows it (verdict, marks, move table, title, the panel's header); the
// teaching view shows the normal-play verdict where it differs and says why the
// XOR of the parts' values no longer decides. The computer's misère play:
// test_misere_computer.
#include "TestRegistry.h"
#include "MisereWindowTest.h"

#include <QFile>

namespace {

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

class TestMiserePlay : public QObject, protected testsupport::MisereWindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init() { openMisereWindow(); }
    void cleanup() { closeMisereWindow(); }

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

};

GRUNDYGRID_TEST_MAIN(test_misere_play, TestMiserePlay)
#include "test_misere_play.moc"
