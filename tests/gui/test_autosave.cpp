// Autosave and crash recovery: a modified board is copied to the autosave folder
// (never to its own file), the copy of a killed process is offered at the next
// start, a clean exit leaves nothing behind, and a running instance's copy is
// never offered to another one.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"

#include "gui/files/Autosave.h"
#include "gui/files/DialogPrompts.h"
#include "gui/files/DocumentFiles.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/files/BoardFile.h"

#include "engine/GameModules.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

class TestAutosave : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_boardPath;

    [[nodiscard]] static QStringList autosaveFiles(const QString& pattern)
    {
        return QDir(gui::Autosave::directory()).entryList({pattern}, QDir::Files);
    }
    [[nodiscard]] static QStringList copies() { return autosaveFiles(QLatin1Char('*') + gui::Autosave::copySuffix()); }
    [[nodiscard]] static QStringList locks() { return autosaveFiles(QLatin1Char('*') + gui::Autosave::lockSuffix()); }

    struct Window {
        std::unique_ptr<gui::MainWindow> window;
        testsupport::RecordingPrompts* prompts = nullptr;
    };

    static Window makeWindow()
    {
        Window made;
        made.window = testsupport::showMainWindow(QSize(900, 650), &made.prompts);
        return made;
    }

    // Starts autosave_child on the board file; it has edited the board and written
    // what it holds to `expectedPath` once this returns true.
    bool startChild(QProcess& child, const QString& expectedPath)
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), qEnvironmentVariable("XDG_DATA_HOME"));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("child-config")));
        child.setProcessEnvironment(environment);
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.setProgram(QStringLiteral(AUTOSAVE_CHILD_PATH));
        child.setArguments({m_boardPath, expectedPath});
        child.start();
        if (!child.waitForStarted(10000))
            return false;
        QByteArray output;
        while (!output.contains("ready\n")) {
            if (!child.waitForReadyRead(30000))
                return false;
            output += child.readAllStandardOutput();
        }
        return true;
    }

    static void killChild(QProcess& child)
    {
        child.kill(); // SIGKILL: no destructor, no clean-up
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    }

    // A child killed after its autosave copy was written: the copy is left behind.
    void crashChildWithCopy(const QString& expectedPath)
    {
        QProcess child;
        QVERIFY(startChild(child, expectedPath));
        verifyChildCopy(expectedPath);
        killChild(child);
    }

    // The child's copy, once written, compared with the board it says it holds.
    void verifyChildCopy(const QString& expectedPath)
    {
        QTRY_COMPARE_WITH_TIMEOUT(copies().size(), 1, testsupport::scaled(15000));
        const QByteArray copy = testsupport::fileContents(QDir(gui::Autosave::directory()).filePath(copies().front()));
        auto contents = gui::BoardFile::fromJson(copy);
        if (const QString* error = std::get_if<QString>(&contents))
            QFAIL(qPrintable(*error));
        auto expected = gui::BoardFile::fromJson(testsupport::fileContents(expectedPath));
        if (const QString* error = std::get_if<QString>(&expected))
            QFAIL(qPrintable(*error));
        QVERIFY(!std::get<gui::BoardFileContents>(expected).moves.empty());
        QCOMPARE(gui::BoardFile::toJson(std::get<gui::BoardFileContents>(contents)),
                 gui::BoardFile::toJson(std::get<gui::BoardFileContents>(expected)));
        const QJsonObject recovery = QJsonDocument::fromJson(copy).object().value(QStringLiteral("recovery")).toObject();
        QCOMPARE(recovery.value(QStringLiteral("file")).toString(), m_boardPath);
        QCOMPARE(locks().size(), 1);
    }

private slots:
    void initTestCase()
    {
        testsupport::initApplication();
        QVERIFY(m_dir.isValid());
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toLocal8Bit());
        QVERIFY(gui::Autosave::directory().startsWith(m_dir.path()));
        const engine::Game& chomp = *engine::findGame("chomp");
        m_boardPath = m_dir.filePath(QStringLiteral("board.grundy"));
        QVERIFY(!gui::BoardFile::write(m_boardPath, {QStringLiteral("chomp"), chomp.exampleBoard(), {}}));
    }

    void cleanup()
    {
        QDir(gui::Autosave::directory()).removeRecursively();
    }

    void copiesOnlyAModifiedBoardAndNeverItsFile()
    {
        Window made = makeWindow();
        QVERIFY(made.window);
        gui::MainWindow& window = *made.window;
        QVERIFY(testsupport::openFileIn(window, m_boardPath));
        const QByteArray original = testsupport::fileContents(m_boardPath);
        testsupport::autosaveOf(window)->setIntervalSeconds(1);
        QTest::qWait(1500);
        QVERIFY(copies().isEmpty()); // unmodified: nothing to copy

        const engine::Board& setup = testsupport::documentOf(window)->setup();
        testsupport::clickCell(*testsupport::viewOf(window), engine::Cell{setup.rows() - 1, setup.cols() - 1});
        QVERIFY(testsupport::documentOf(window)->isModified());
        QTRY_COMPARE_WITH_TIMEOUT(copies().size(), 1, testsupport::scaled(5000));
        const QString copyPath = testsupport::autosaveOf(window)->filePath();
        QVERIFY(QFile::exists(copyPath));
        auto contents = gui::BoardFile::fromJson(testsupport::fileContents(copyPath));
        QVERIFY(std::holds_alternative<gui::BoardFileContents>(contents));
        QVERIFY(std::get<gui::BoardFileContents>(contents).setup == testsupport::documentOf(window)->setup());
        QCOMPARE(testsupport::fileContents(m_boardPath), original); // the board's own file is untouched

        // No change since the last copy: it is not written again.
        const QByteArray firstCopy = testsupport::fileContents(copyPath);
        QTest::qWait(2500);
        QCOMPARE(testsupport::fileContents(copyPath), firstCopy);

        // Saving the board removes the copy; a new change brings it back.
        const QString savedPath = m_dir.filePath(QStringLiteral("saved.grundy"));
        made.prompts->saveAnswerPath = savedPath;
        QVERIFY(testsupport::filesOf(window)->saveAs());
        QVERIFY(!QFile::exists(copyPath));
        testsupport::clickCell(*testsupport::viewOf(window), engine::Cell{0, setup.cols() - 1});
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(copyPath), testsupport::scaled(5000));
        // Undoing back to the saved state leaves nothing to recover.
        testsupport::documentOf(window)->undoStack()->undo();
        QVERIFY(!testsupport::documentOf(window)->isModified());
        QVERIFY(!QFile::exists(copyPath));

        // A clean end (the window closes, discarding changes) leaves neither copy nor lock.
        testsupport::clickCell(*testsupport::viewOf(window), engine::Cell{0, setup.cols() - 1});
        QVERIFY(testsupport::autosaveOf(window)->writeNow());
        QVERIFY(QFile::exists(copyPath));
        made.prompts->saveAnswer = gui::UserPrompts::SaveChoice::Discard;
        QVERIFY(window.close());
        made.window.reset();
        QVERIFY(copies().isEmpty());
        QVERIFY(locks().isEmpty());
    }

    void recoversTheBoardOfAKilledProcess()
    {
        const QString expectedPath = m_dir.filePath(QStringLiteral("expected-recover.grundy"));
        crashChildWithCopy(expectedPath);
        QCOMPARE(copies().size(), 1); // left behind by the crash

        Window made = makeWindow();
        QVERIFY(made.window);
        made.prompts->recoverAnswer = true;
        QVERIFY(made.window->offerRecovery());
        QCOMPARE(made.prompts->recoverQuestions.size(), 1);
        QVERIFY(made.prompts->recoverQuestions.front().contains(QStringLiteral("board.grundy")));
        gui::GameDocument& document = *testsupport::documentOf(*made.window);
        const auto expected = std::get<gui::BoardFileContents>(gui::BoardFile::fromJson(testsupport::fileContents(expectedPath)));
        QCOMPARE(document.gameId(), expected.gameId);
        QVERIFY(document.setup() == expected.setup);
        QCOMPARE(gui::BoardFile::toJson({document.gameId(), document.setup(), document.moves()}),
                 gui::BoardFile::toJson(expected));
        QCOMPARE(document.currentMove(), static_cast<int>(expected.moves.size()));
        QCOMPARE(document.fileName(), m_boardPath); // keeps its name, so Save writes it back
        QVERIFY(document.isModified());
        QVERIFY(made.window->isWindowModified());
        QVERIFY(copies().isEmpty()); // the recovered copy is gone; the document is this instance's now
        QVERIFY(locks().isEmpty());
        QVERIFY(made.prompts->errors.isEmpty());
        // Recovered and unsaved: this instance copies it again.
        testsupport::autosaveOf(*made.window)->setIntervalSeconds(1);
        QTRY_COMPARE_WITH_TIMEOUT(copies().size(), 1, testsupport::scaled(5000));
        made.window.reset();
        QVERIFY(copies().isEmpty());
    }

    void decliningDeletesTheCopy()
    {
        const QString expectedPath = m_dir.filePath(QStringLiteral("expected-decline.grundy"));
        crashChildWithCopy(expectedPath);
        Window made = makeWindow();
        QVERIFY(made.window);
        const engine::Board before = testsupport::documentOf(*made.window)->setup();
        made.prompts->recoverAnswer = false;
        QVERIFY(!made.window->offerRecovery());
        QCOMPARE(made.prompts->recoverQuestions.size(), 1);
        QVERIFY(testsupport::documentOf(*made.window)->setup() == before);
        QVERIFY(!testsupport::documentOf(*made.window)->isModified());
        QVERIFY(copies().isEmpty());
        QVERIFY(locks().isEmpty());
        // Nothing is offered twice.
        QVERIFY(!made.window->offerRecovery());
        QCOMPARE(made.prompts->recoverQuestions.size(), 1);
    }

    void aCleanExitLeavesNothingBehind()
    {
        QProcess child;
        QVERIFY(startChild(child, m_dir.filePath(QStringLiteral("expected-clean.grundy"))));
        QTRY_COMPARE_WITH_TIMEOUT(copies().size(), 1, testsupport::scaled(15000));
        child.closeWriteChannel(); // asks the child to quit normally
        QVERIFY(child.waitForFinished(15000));
        QCOMPARE(child.exitStatus(), QProcess::NormalExit);
        QCOMPARE(child.exitCode(), 0);
        QVERIFY(copies().isEmpty());
        QVERIFY(locks().isEmpty());
    }

    void aRunningInstanceKeepsItsCopy()
    {
        QProcess child;
        QVERIFY(startChild(child, m_dir.filePath(QStringLiteral("expected-running.grundy"))));
        QTRY_COMPARE_WITH_TIMEOUT(copies().size(), 1, testsupport::scaled(15000));

        Window made = makeWindow();
        QVERIFY(made.window);
        QVERIFY(!made.window->offerRecovery());
        QVERIFY(made.prompts->recoverQuestions.isEmpty());
        QCOMPARE(copies().size(), 1); // still the running child's
        QCOMPARE(locks().size(), 1);

        killChild(child);
        made.prompts->recoverAnswer = false;
        QVERIFY(!made.window->offerRecovery());
        QCOMPARE(made.prompts->recoverQuestions.size(), 1); // now an orphan
        QVERIFY(copies().isEmpty());
    }

    // The real question: Recover and Discard answer it; it names the board and the time.
    void theRecoveryQuestion()
    {
        Window made = makeWindow();
        QVERIFY(made.window);
        const QDateTime savedAt(QDate(2026, 11, 23), QTime(14, 5));
        for (const bool recover : {true, false}) {
            QString text;
            QTimer::singleShot(100, this, [&] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                if (box == nullptr)
                    qFatal("the recovery question is not open");
                text = box->text() + box->informativeText();
                const QString screenshot = qEnvironmentVariable("GRUNDYGRID_SCREENSHOT_DIR");
                if (!screenshot.isEmpty())
                    box->grab().save(QDir(screenshot).filePath(QStringLiteral("recovery-prompt.png")));
                for (QAbstractButton* button : box->buttons())
                    if ((box->buttonRole(button) == QMessageBox::AcceptRole) == recover)
                        button->click();
            });
            gui::DialogPrompts prompts;
            QCOMPARE(prompts.askRecover(made.window.get(), QStringLiteral("board.grundy (Chomp)"), savedAt), recover);
            QVERIFY2(text.contains(QStringLiteral("board.grundy (Chomp)")), qPrintable(text));
            QVERIFY2(text.contains(QLocale().toString(savedAt, QLocale::ShortFormat)), qPrintable(text));
        }
    }

    void aFailedAutosaveIsReported()
    {
        // A file where the autosave folder should be: the folder cannot be made.
        QVERIFY(QDir().mkpath(QFileInfo(gui::Autosave::directory()).absolutePath()));
        QFile blocker(gui::Autosave::directory());
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        Window made = makeWindow();
        QVERIFY(made.window);
        QSignalSpy failures(testsupport::autosaveOf(*made.window), &gui::Autosave::failed);
        const engine::Board& setup = testsupport::documentOf(*made.window)->setup();
        testsupport::clickCell(*testsupport::viewOf(*made.window), engine::Cell{setup.rows() - 1, setup.cols() - 1});
        QVERIFY(testsupport::documentOf(*made.window)->isModified());
        QVERIFY(!testsupport::autosaveOf(*made.window)->writeNow());
        QCOMPARE(failures.size(), 1);
        const QString message = failures.front().front().toString();
        const QString copyPath = QDir::toNativeSeparators(testsupport::autosaveOf(*made.window)->filePath());
        QVERIFY2(message.contains(copyPath), qPrintable(message));
        QCOMPARE(made.window->statusBar()->currentMessage(), message);
        QVERIFY(testsupport::documentOf(*made.window)->isModified());
        made.window.reset();
        QVERIFY(QFile::remove(gui::Autosave::directory()));
    }

    void anUnreadableCopyIsReportedAndDeleted()
    {
        QVERIFY(QDir().mkpath(gui::Autosave::directory()));
        const QString path = QDir(gui::Autosave::directory()).filePath(QStringLiteral("999999-dead") + gui::Autosave::copySuffix());
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"grundygrid-board\", \"version\": 1, \"game\": \"chomp\", \"rows\": -3");
        file.close();
        Window made = makeWindow();
        QVERIFY(made.window);
        QVERIFY(!made.window->offerRecovery());
        QVERIFY(made.prompts->recoverQuestions.isEmpty());
        QCOMPARE(made.prompts->errors.size(), 1);
        QVERIFY(made.prompts->errors.front().contains(QStringLiteral("999999-dead")));
        QVERIFY(!QFile::exists(path));
    }
};

GRUNDYGRID_TEST_MAIN(test_autosave, TestAutosave)
#include "test_autosave.moc"
