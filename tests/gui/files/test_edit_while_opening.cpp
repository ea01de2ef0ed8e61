// A board changed while a file is read (a random walk, seed 8312, step 212: a
// click between Open Recent and the file's arrival was lost): the unsaved-changes
// question before the open was about the board as it was then. Changed since,
// the open asks again when the file arrives; Cancel keeps the board and its
// change, Discard opens the file.
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "WindowTest.h"

#include "gui/board/BoardView.h"
#include "gui/files/DocumentFiles.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using SaveChoice = gui::UserPrompts::SaveChoice;

class TestEditWhileOpening : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Opens the saved chomp example while a 3 x 3 board is shown, and, before the
    // event loop turns (so before the file can arrive), places a poison on it.
    // Returns whether the open succeeded, and `edited` the board after the click.
    bool openWithAnEditMeanwhile(const QString& path, engine::Board& edited)
    {
        openBoard(chomp(), cornerPoisonChomp(3, 3));
        QSignalSpy finished(testsupport::filesOf(*m_window), &gui::DocumentFiles::openFinished);
        testsupport::filesOf(*m_window)->open(path);
        QTest::mouseClick(view().viewport(), Qt::LeftButton, {}, view().viewportPointOf({2, 2}));
        edited = document().setup();
        if (!document().isModified() || edited.cellAt({2, 2}) != engine::CellKind::Poison)
            qFatal("the click did not edit the board");
        if (!finished.wait(testsupport::scaled(60000))) // a safety net: the open says when it ends
            qFatal("the open never ended");
        return finished.constFirst().constFirst().toBool();
    }

private slots:
    void initTestCase()
    {
        testsupport::initApplication();
        QVERIFY(m_dir.isValid());
    }
    void init() { QVERIFY(showWindow()); }
    void cleanup()
    {
        document().markSaved();
        closeWindow();
    }

    void cancelKeepsTheBoardChangedWhileTheFileWasRead()
    {
        openBoard(chomp(), chomp().exampleBoard());
        const QString path = m_dir.filePath(QStringLiteral("example.grundy"));
        QVERIFY(testsupport::filesOf(*m_window)->saveTo(path));
        m_prompts->saveAnswer = SaveChoice::Cancel;
        const int asked = m_prompts->saveQuestions;
        engine::Board edited;
        QVERIFY(!openWithAnEditMeanwhile(path, edited));
        QCOMPARE(m_prompts->saveQuestions, asked + 1);
        QVERIFY(document().setup() == edited);
        QVERIFY(document().isModified());
        QVERIFY(statusMessage().contains(QStringLiteral("changed meanwhile")));
    }

    void discardOpensTheFile()
    {
        openBoard(chomp(), chomp().exampleBoard());
        const QString path = m_dir.filePath(QStringLiteral("example.grundy"));
        QVERIFY(testsupport::filesOf(*m_window)->saveTo(path));
        m_prompts->saveAnswer = SaveChoice::Discard;
        const int asked = m_prompts->saveQuestions;
        engine::Board edited;
        QVERIFY(openWithAnEditMeanwhile(path, edited));
        QCOMPARE(m_prompts->saveQuestions, asked + 1);
        QVERIFY(document().setup() == chomp().exampleBoard());
        QVERIFY(!document().isModified());
    }
};

GRUNDYGRID_TEST_MAIN(test_edit_while_opening, TestEditWhileOpening)
#include "test_edit_while_opening.moc"
