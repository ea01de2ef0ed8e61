// File > Open Recent and Edit > Copy / Paste of a position in the main window:
// the recent list (order, mnemonics, paths, at most eight, Clear, a file gone
// dropped with a message, the unsaved-changes question), and the clipboard
// (Ctrl+C / Ctrl+V on the board view: contest text and board file, an undoable
// paste in the same game, a new board for another game, bad text reported with
// line and column and changing nothing).
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "RecordingTextPrompts.h"
#include "WindowTest.h"

#include "gui/base/Settings.h"
#include "gui/document/commands/PlayMoveCommand.h"
#include "gui/files/BoardFile.h"
#include "gui/files/PositionClipboard.h"

#include "engine/GameModules.h"

#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QMenu>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTest>

using engine::Move;

class TestClipboardRecent : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    testsupport::RecordingTextPrompts m_textPrompts;

    [[nodiscard]] QMenu* recentMenu() const { return m_window->findChild<QMenu*>(QStringLiteral("menuOpenRecent")); }
    [[nodiscard]] QAction* recentEntry(int number) const
    {
        return m_window->findChild<QAction*>(QStringLiteral("recentFile%1").arg(number));
    }
    // Saves the chomp example (with `moves` played) as `name`; the absolute path.
    QString saveBoard(const QString& name, int moves = 0)
    {
        openBoard(chomp(), chomp().exampleBoard());
        for (int i = 0; i < moves; ++i)
            document().undoStack()->push(new gui::PlayMoveCommand(
                &document(), chomp().legalMoves(document().currentBoard()).back(), QString()));
        const QString path = m_dir.filePath(name);
        if (!testsupport::filesOf(*m_window)->saveTo(path))
            qFatal("cannot save %s", qPrintable(path));
        return path;
    }
    [[nodiscard]] static std::string contestTextOf(const engine::Game& game, const engine::Board& board)
    {
        return engine::findGameText(game.id())->contestText(board);
    }
    void pasteOnTheBoard() { QTest::keyClick(&view(), Qt::Key_V, Qt::ControlModifier); }

private slots:
    void initTestCase()
    {
        testsupport::initApplication();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        gui::Settings().setValue(gui::Settings::RecentFiles, QStringList());
        QVERIFY(showWindow());
        testsupport::contestFilesOf(*m_window)->setPrompts(&m_textPrompts);
        m_textPrompts = testsupport::RecordingTextPrompts();
        view().setFocus();
    }

    void cleanup()
    {
        document().markSaved();
        closeWindow();
    }

    void recentFilesAreListedMostRecentFirst()
    {
        QVERIFY(!recentMenu()->menuAction()->isEnabled()); // nothing yet
        const QString a = saveBoard(QStringLiteral("a.grundy"));
        const QString b = saveBoard(QStringLiteral("b & c.grundy"));
        QVERIFY(recentMenu()->menuAction()->isEnabled());
        QCOMPARE(recentEntry(1)->text(), QStringLiteral("&1 b && c.grundy"));
        QCOMPARE(recentEntry(1)->toolTip(), QDir::toNativeSeparators(b));
        QCOMPARE(recentEntry(2)->text(), QStringLiteral("&2 a.grundy"));
        QVERIFY(testsupport::openFileIn(*m_window, a)); // opening moves it to the top
        QCOMPARE(recentEntry(1)->toolTip(), QDir::toNativeSeparators(a));
        QCOMPARE(recentEntry(2)->toolTip(), QDir::toNativeSeparators(b));
        QVERIFY(recentEntry(3) == nullptr);
        for (int i = 0; i < 10; ++i)
            saveBoard(QStringLiteral("many-%1.grundy").arg(i));
        QVERIFY(recentEntry(gui::Settings::kMaxRecentFiles) != nullptr);
        QVERIFY(recentEntry(gui::Settings::kMaxRecentFiles + 1) == nullptr);
        QCOMPARE(recentEntry(1)->text(), QStringLiteral("&1 many-9.grundy"));
        QCOMPARE(gui::Settings().recentFiles().size(), gui::Settings::kMaxRecentFiles);
        recentMenu()->adjustSize();
        saveScreenshot(QStringLiteral("recent-files.png"), recentMenu());
        // The list is kept for the next window.
        closeWindow();
        QVERIFY(showWindow());
        QCOMPARE(recentEntry(1)->text(), QStringLiteral("&1 many-9.grundy"));
    }

    void choosingAnEntryAsksAboutUnsavedChanges()
    {
        const QString withMove = saveBoard(QStringLiteral("played.grundy"), 1);
        const QString plain = saveBoard(QStringLiteral("plain.grundy"));
        document().undoStack()->push(
            new gui::PlayMoveCommand(&document(), chomp().legalMoves(document().currentBoard()).front(), QString()));
        const gui::DocumentState edited = document().state();
        m_prompts->saveAnswer = gui::UserPrompts::SaveChoice::Cancel;
        recentEntry(2)->trigger();
        QCOMPARE(m_prompts->saveQuestions, 1);
        QVERIFY(document().state().moves == edited.moves); // cancelled: nothing changed
        m_prompts->saveAnswer = gui::UserPrompts::SaveChoice::Discard;
        QVERIFY(testsupport::waitForOpen(*m_window, [this] {
            recentEntry(2)->trigger();
            return true;
        }));
        QCOMPARE(m_prompts->saveQuestions, 2);
        QCOMPARE(document().fileName(), QFileInfo(withMove).absoluteFilePath());
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(recentEntry(1)->toolTip(), QDir::toNativeSeparators(withMove));
        QVERIFY(m_prompts->errors.isEmpty());
        Q_UNUSED(plain);
    }

    void aFileGoneIsDroppedWithAMessage()
    {
        const QString gone = saveBoard(QStringLiteral("gone.grundy"));
        const QString kept = saveBoard(QStringLiteral("kept.grundy"));
        QVERIFY(QFile::remove(gone));
        document().undoStack()->push(
            new gui::PlayMoveCommand(&document(), chomp().legalMoves(document().currentBoard()).front(), QString()));
        const gui::DocumentState before = document().state();
        recentEntry(2)->trigger();
        QCOMPARE(m_prompts->errors.size(), 1);
        QVERIFY2(m_prompts->errors.front().contains(QDir::toNativeSeparators(gone))
                     && m_prompts->errors.front().contains(QStringLiteral("no longer exists")),
                 qPrintable(m_prompts->errors.front()));
        QCOMPARE(m_prompts->saveQuestions, 0); // told before any question, nothing to lose
        QVERIFY(document().state().moves == before.moves);
        QVERIFY(document().isModified());
        QCOMPARE(gui::Settings().recentFiles(), QStringList{QFileInfo(kept).absoluteFilePath()});
        QVERIFY(recentEntry(2) == nullptr);
    }

    void clearRecentFilesEmptiesTheList()
    {
        saveBoard(QStringLiteral("one.grundy"));
        auto* clear = m_window->findChild<QAction*>(QStringLiteral("actionClearRecentFiles"));
        QVERIFY(clear->isEnabled());
        clear->trigger();
        QVERIFY(gui::Settings().recentFiles().isEmpty());
        QVERIFY(recentEntry(1) == nullptr);
        QVERIFY(!recentMenu()->menuAction()->isEnabled());
    }

    void copyPutsTheContestTextAndTheBoardFile()
    {
        openBoard(chomp(), chomp().exampleBoard());
        const Move played = chomp().legalMoves(document().currentBoard()).back();
        document().undoStack()->push(new gui::PlayMoveCommand(&document(), played, QString()));
        QVERIFY(view().hasFocus());
        QTest::keyClick(&view(), Qt::Key_C, Qt::ControlModifier);
        const QMimeData* data = QGuiApplication::clipboard()->mimeData();
        // A bitten chocolate bar is no contest setup: the text is the position query of the setup and the move.
        QCOMPARE(data->text().toStdString(),
                 engine::findGameText(chomp().id())->positionText(document().setup(), {played}));
        QVERIFY(statusMessage().contains(QStringLiteral("position query")));
        const auto read = gui::BoardFile::fromJson(data->data(QLatin1String(gui::PositionClipboard::kBoardMimeType)));
        const auto* contents = std::get_if<gui::BoardFileContents>(&read);
        QVERIFY(contents != nullptr);
        QCOMPARE(contents->gameId, QStringLiteral("chomp"));
        QVERIFY(contents->setup == document().setup());
        QVERIFY(contents->moves == std::vector<Move>{played});
        action("actionUndo")->trigger(); // the setup itself: its contest text
        QTest::keyClick(&view(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text().toStdString(), contestTextOf(chomp(), document().setup()));
        QVERIFY(statusMessage().contains(QStringLiteral("contest text")));
        auto* editMenu = m_window->findChild<QMenu*>(QStringLiteral("menuEdit"));
        editMenu->adjustSize();
        saveScreenshot(QStringLiteral("edit-menu.png"), editMenu);
    }

    void pasteInTheSameGameIsOneUndoableEdit()
    {
        openBoard(chomp(), chomp().exampleBoard());
        const Move played = chomp().legalMoves(document().currentBoard()).back();
        document().undoStack()->push(new gui::PlayMoveCommand(&document(), played, QString()));
        QTest::keyClick(&view(), Qt::Key_C, Qt::ControlModifier);
        const gui::DocumentState copied = document().state();
        openBoard(chomp(), chomp().emptyBoard(3, 4));
        const engine::Board other = document().setup();
        pasteOnTheBoard();
        QVERIFY(document().setup() == copied.setup);
        QVERIFY(document().moves() == copied.moves);
        QCOMPARE(document().currentMove(), 1);
        QCOMPARE(m_prompts->saveQuestions, 0);
        QVERIFY(action("actionUndo")->text().contains(QStringLiteral("Paste")));
        action("actionUndo")->trigger();
        QVERIFY(document().setup() == other);
        QVERIFY(document().moves().empty());

        // Plain text (as another program leaves it): the contest text of the position, no history.
        QGuiApplication::clipboard()->setText(QString::fromStdString(contestTextOf(chomp(), copied.setup)));
        pasteOnTheBoard();
        QVERIFY(document().setup() == copied.setup);
        QVERIFY(document().moves().empty());
    }

    void pasteOfAnotherGameIsANewBoard()
    {
        openBoard(chomp(), chomp().exampleBoard());
        document().undoStack()->push(
            new gui::PlayMoveCommand(&document(), chomp().legalMoves(document().currentBoard()).front(), QString()));
        const engine::Game& volcano = game("volcano");
        const engine::Board volcanoBoard = volcano.exampleBoard();
        QGuiApplication::clipboard()->setText(QString::fromStdString(contestTextOf(volcano, volcanoBoard)));
        m_prompts->saveAnswer = gui::UserPrompts::SaveChoice::Cancel;
        pasteOnTheBoard();
        QCOMPARE(m_prompts->saveQuestions, 1);
        QCOMPARE(document().gameId(), QStringLiteral("chomp")); // cancelled: kept
        m_prompts->saveAnswer = gui::UserPrompts::SaveChoice::Discard;
        pasteOnTheBoard();
        QCOMPARE(document().gameId(), QStringLiteral("volcano"));
        QVERIFY(document().setup() == volcanoBoard);
        QVERIFY(m_textPrompts.errors.isEmpty());
        QVERIFY(statusMessage().contains(QStringLiteral("new board")));

        // A position query of another game: its moves come along.
        const engine::Game& pawn = game("pawn");
        const engine::Board pawnBoard = pawn.exampleBoard();
        const std::vector<Move> moves{pawn.legalMoves(pawnBoard).front()};
        QGuiApplication::clipboard()->setText(
            QString::fromStdString(engine::findGameText(pawn.id())->positionText(pawnBoard, moves)));
        pasteOnTheBoard();
        QCOMPARE(document().gameId(), QStringLiteral("pawn"));
        QVERIFY(document().moves() == moves);
    }

    void badTextIsReportedAndChangesNothing()
    {
        openBoard(chomp(), chomp().exampleBoard());
        const gui::DocumentState before = document().state();
        const int undoSteps = document().undoStack()->count();
        QGuiApplication::clipboard()->setText(QStringLiteral("1\n3 3\n...\n.x\n"));
        pasteOnTheBoard();
        QCOMPARE(m_textPrompts.errors.size(), 1);
        QVERIFY2(m_textPrompts.errors.front().contains(QStringLiteral("The clipboard text"))
                     && m_textPrompts.errors.front().contains(QStringLiteral("Line ")),
                 qPrintable(m_textPrompts.errors.front()));
        QGuiApplication::clipboard()->setText(QStringLiteral("{\"format\": \"grundygrid-board\",\n  \"game\": }"));
        pasteOnTheBoard();
        QCOMPARE(m_prompts->errors.size(), 1);
        QVERIFY2(m_prompts->errors.front().contains(QStringLiteral("line 2")), qPrintable(m_prompts->errors.front()));
        QGuiApplication::clipboard()->setText(QStringLiteral("   "));
        pasteOnTheBoard();
        QVERIFY(statusMessage().contains(QStringLiteral("no text")));
        QVERIFY(document().setup() == before.setup);
        QCOMPARE(document().undoStack()->count(), undoSteps);
        QVERIFY(!document().isModified());
    }
};

GRUNDYGRID_TEST_MAIN(test_clipboard_recent, TestClipboardRecent)
#include "test_clipboard_recent.moc"
