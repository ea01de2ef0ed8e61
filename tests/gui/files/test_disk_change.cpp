// One board file open in two windows: the other saves, then this one. The file
// changed on disk is noticed before writing and when the window is activated,
// and the user is asked (Reload, Save As, Overwrite; Cancel keeps both): no
// edit is ever overwritten silently. Autosave copies are not such a change.
#include "TestRegistry.h"
#include "WindowTest.h"

#include "gui/document/GameDocument.h"
#include "gui/document/commands/PaintCellsCommand.h"
#include "gui/files/Autosave.h"
#include "gui/files/BoardFile.h"
#include "gui/files/DocumentFiles.h"

#include <QAction>
#include <QEvent>
#include <QFile>
#include <QTemporaryDir>

using engine::Cell;
using engine::CellKind;
using Choice = gui::UserPrompts::FileChangeChoice;

class TestDiskChange : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_folder;
    QString m_path;

    [[nodiscard]] static engine::Board boardWithPoisonAt(std::initializer_list<Cell> cells)
    {
        engine::Board setup = cornerPoisonChomp(5, 6);
        for (const Cell cell : cells)
            setup.setCell(cell, CellKind::Poison);
        return setup;
    }
    // The board the file holds now.
    [[nodiscard]] engine::Board boardOnDisk() const
    {
        const auto read = gui::BoardFile::read(m_path);
        if (const auto* contents = std::get_if<gui::BoardFileContents>(&read))
            return contents->setup;
        return engine::Board();
    }
    // The other window (another instance) saves its board with poison at `cell`.
    void otherWindowSaves(Cell cell) const
    {
        QVERIFY(!gui::BoardFile::write(m_path, {QStringLiteral("chomp"), boardWithPoisonAt({cell}), {}}));
    }
    // This window's edit: poison at `cell`.
    void paintPoison(Cell cell) const
    {
        document().undoStack()->push(new gui::PaintCellsCommand(&document(), {cell}, CellKind::Poison, 1));
        QVERIFY(document().isModified());
    }
    // The window is activated (as when the user comes back to it); the question follows the activation.
    void activate() const
    {
        QEvent event(QEvent::WindowActivate);
        QCoreApplication::sendEvent(m_window.get(), &event);
        QCoreApplication::processEvents();
    }
    [[nodiscard]] QString asked(const char* when) const
    {
        return QStringLiteral("game.grundy ") + QLatin1String(when);
    }

private slots:
    void initTestCase() { initGrundyGridResources(); }
    void init()
    {
        m_folder = std::make_unique<QTemporaryDir>();
        m_path = m_folder->filePath(QStringLiteral("game.grundy"));
        QVERIFY(!gui::BoardFile::write(m_path, {QStringLiteral("chomp"), cornerPoisonChomp(5, 6), {}}));
        QVERIFY(showWindow());
        QVERIFY(testsupport::openFileIn(*m_window, m_path));
    }
    void cleanup()
    {
        closeWindow();
        m_folder.reset();
    }

    void savingAsksAndCancelKeepsBothEdits()
    {
        otherWindowSaves({4, 5});
        const QByteArray theirs = testsupport::fileContents(m_path);
        paintPoison({3, 3});
        m_prompts->fileChangeAnswer = Choice::Cancel;
        action("actionSave")->trigger();
        QCOMPARE(m_prompts->fileChangeQuestions, QStringList{asked("before saving")});
        QCOMPARE(testsupport::fileContents(m_path), theirs);
        QVERIFY(document().isModified());
        QCOMPARE(statusMessage(), QStringLiteral("Not saved: game.grundy was changed on disk."));
        activate(); // as when the question closes: this version was asked about already
        QCOMPARE(m_prompts->fileChangeQuestions.size(), 1);
        // Closing asks to save; saving asks again, and still writes nothing.
        m_prompts->saveAnswer = gui::UserPrompts::SaveChoice::Save;
        QVERIFY(!testsupport::filesOf(*m_window)->maybeSave());
        QCOMPARE(m_prompts->fileChangeQuestions.size(), 2);
        QCOMPARE(testsupport::fileContents(m_path), theirs);
    }

    void overwriteWritesThisWindowsBoard()
    {
        otherWindowSaves({4, 5});
        paintPoison({3, 3});
        m_prompts->fileChangeAnswer = Choice::Overwrite;
        action("actionSave")->trigger();
        QCOMPARE(m_prompts->fileChangeQuestions.size(), 1);
        QVERIFY(boardOnDisk() == boardWithPoisonAt({{3, 3}}));
        QVERIFY(!document().isModified());
        // The file is now this window's: the next save asks nothing.
        paintPoison({2, 4});
        action("actionSave")->trigger();
        QCOMPARE(m_prompts->fileChangeQuestions.size(), 1);
        QVERIFY(boardOnDisk() == boardWithPoisonAt({{3, 3}, {2, 4}}));
    }

    void reloadTakesTheBoardOnDisk()
    {
        otherWindowSaves({4, 5});
        paintPoison({3, 3});
        m_prompts->fileChangeAnswer = Choice::Reload;
        QVERIFY(testsupport::waitForOpen(*m_window, [this] {
            action("actionSave")->trigger();
            return true;
        }));
        QVERIFY(document().setup() == boardWithPoisonAt({{4, 5}}));
        QVERIFY(boardOnDisk() == boardWithPoisonAt({{4, 5}}));
        QVERIFY(!document().isModified());
        QCOMPARE(document().fileName(), QFileInfo(m_path).absoluteFilePath());
        // Reloaded is the new version this window knows: saving again asks nothing.
        paintPoison({3, 3});
        action("actionSave")->trigger();
        QCOMPARE(m_prompts->fileChangeQuestions.size(), 1);
        QVERIFY(boardOnDisk() == boardWithPoisonAt({{4, 5}, {3, 3}}));
    }

    void saveAsKeepsBothFiles()
    {
        otherWindowSaves({4, 5});
        paintPoison({3, 3});
        m_prompts->fileChangeAnswer = Choice::SaveAs;
        m_prompts->saveAnswerPath = m_folder->filePath(QStringLiteral("mine.grundy"));
        action("actionSave")->trigger();
        QVERIFY(boardOnDisk() == boardWithPoisonAt({{4, 5}}));
        const auto mine = gui::BoardFile::read(m_prompts->saveAnswerPath);
        QVERIFY(std::get<gui::BoardFileContents>(mine).setup == boardWithPoisonAt({{3, 3}}));
        QCOMPARE(document().fileName(), QFileInfo(m_prompts->saveAnswerPath).absoluteFilePath());
        QVERIFY(!document().isModified());
    }

    void unchangedOrTouchedFilesAreSavedWithoutAQuestion()
    {
        paintPoison({3, 3});
        action("actionSave")->trigger();
        // The same bytes written again (a newer time, as a touch or another window saving the same board).
        const QByteArray bytes = testsupport::fileContents(m_path);
        QTest::qWait(20);
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        activate();
        paintPoison({2, 4});
        action("actionSave")->trigger();
        QVERIFY(m_prompts->fileChangeQuestions.isEmpty());
        QVERIFY(boardOnDisk() == boardWithPoisonAt({{3, 3}, {2, 4}}));
        // A file deleted meanwhile is written again: nobody's work is lost.
        QVERIFY(QFile::remove(m_path));
        paintPoison({1, 5});
        action("actionSave")->trigger();
        QVERIFY(m_prompts->fileChangeQuestions.isEmpty());
        QVERIFY(boardOnDisk() == document().setup());
    }

    void activationAsksOncePerVersionOnDisk()
    {
        activate();
        QVERIFY(m_prompts->fileChangeQuestions.isEmpty());
        otherWindowSaves({4, 5});
        m_prompts->fileChangeAnswer = Choice::Cancel;
        activate();
        QCOMPARE(m_prompts->fileChangeQuestions, QStringList{asked("when activated")});
        activate(); // the same version: not asked again
        QCOMPARE(m_prompts->fileChangeQuestions.size(), 1);
        QVERIFY(document().setup() == cornerPoisonChomp(5, 6));
        // Saving still asks: the version was seen, not accepted.
        action("actionSave")->trigger();
        QCOMPARE(m_prompts->fileChangeQuestions.size(), 2);
        QVERIFY(boardOnDisk() == boardWithPoisonAt({{4, 5}}));
        // Another version on disk is asked about; Reload takes it.
        otherWindowSaves({2, 2});
        m_prompts->fileChangeAnswer = Choice::Reload;
        QVERIFY(testsupport::waitForOpen(*m_window, [this] {
            activate();
            return true;
        }));
        QCOMPARE(m_prompts->fileChangeQuestions.size(), 3);
        QVERIFY(document().setup() == boardWithPoisonAt({{2, 2}}));
        QVERIFY(!document().isModified());
        activate();
        QCOMPARE(m_prompts->fileChangeQuestions.size(), 3);
    }

    void realActivationAsks()
    {
        // Another window is active while the other instance saves; coming back to this one asks.
        QWidget other;
        other.resize(200, 100);
        other.show();
        other.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&other));
        otherWindowSaves({4, 5});
        QVERIFY(m_prompts->fileChangeQuestions.isEmpty());
        m_prompts->fileChangeAnswer = Choice::Reload;
        QVERIFY(testsupport::waitForOpen(*m_window, [this] {
            m_window->activateWindow();
            return QTest::qWaitForWindowActive(m_window.get());
        }));
        QCOMPARE(m_prompts->fileChangeQuestions, QStringList{asked("when activated")});
        QVERIFY(document().setup() == boardWithPoisonAt({{4, 5}}));
    }

    void autosaveIsNoChangeOnDisk()
    {
        const QByteArray before = testsupport::fileContents(m_path);
        paintPoison({3, 3});
        gui::Autosave* autosave = testsupport::autosaveOf(*m_window);
        QVERIFY(autosave->writeNow());
        QVERIFY(QFile::exists(autosave->filePath()));
        QCOMPARE(testsupport::fileContents(m_path), before);
        activate();
        QVERIFY(m_prompts->fileChangeQuestions.isEmpty());
        // The other window saves; reloading drops this window's changes, and so their autosaved copy.
        otherWindowSaves({4, 5});
        m_prompts->fileChangeAnswer = Choice::Reload;
        QVERIFY(testsupport::waitForOpen(*m_window, [this] {
            activate();
            return true;
        }));
        QCOMPARE(m_prompts->fileChangeQuestions.size(), 1);
        QVERIFY(!document().isModified());
        QVERIFY(!QFile::exists(autosave->filePath()));
    }
};

GRUNDYGRID_TEST_MAIN(test_disk_change, TestDiskChange)
#include "test_disk_change.moc"
