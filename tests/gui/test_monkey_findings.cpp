// Faults the random walk (test_monkey) found, each as the shortest steps that
// show it. Those whose fix is not in this test's part carry a QEXPECT_FAIL that
// names where the fix belongs; once fixed, the test reports XPASS: remove it.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "WindowTest.h"
#include "export/ScriptedExportPrompts.h"

#include "gui/export/BoardExports.h"
#include "gui/export/WorksheetExport.h"

#include "engine/GameModules.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QProgressDialog>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

class TestMonkeyFindings : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QTemporaryDir m_folder;
    testsupport::ScriptedExportPrompts m_exportPrompts;

    gui::WorksheetExport& worksheets() const
    {
        return *testsupport::partOf<gui::BoardExports>(*m_window, "boardExports")->worksheets();
    }
    // File > Export Worksheet of `count` pawn puzzles into `name`, answered without dialogs.
    void startPawnWorksheet(int count, const QString& name)
    {
        testsupport::partOf<gui::BoardExports>(*m_window, "boardExports")->setPrompts(&m_exportPrompts);
        m_exportPrompts.worksheetAnswer = gui::WorksheetOptions{QStringLiteral("pawn"), 2, count, 1, 4};
        m_exportPrompts.fileAnswer = m_folder.filePath(name);
        action("actionExportWorksheet")->trigger();
    }
    // File > Export Picture as the event loop delivers it (the stall watchdog times it), with the
    // answers set in m_exportPrompts; what the exports said when the picture was written or refused.
    QString exportPicture()
    {
        auto* exports = testsupport::partOf<gui::BoardExports>(*m_window, "boardExports");
        QSignalSpy said(exports, &gui::BoardExports::statusMessage);
        QTimer::singleShot(0, action("actionExportPicture"), &QAction::trigger);
        if (!said.wait(testsupport::scaled(120'000))) // a safety net: the export says when it is done
            return QStringLiteral("nothing said");
        return said.constFirst().constFirst().toString();
    }

private slots:
    void init()
    {
        QVERIFY(m_folder.isValid());
        QVERIFY(showWindow());
    }
    void cleanup() { closeWindow(); }

    // Seed 104, step 457: Edit > Clear Board on a pawn board, File > Save, File >
    // Open of that file: "The board cannot be played: a pawn board needs the
    // pawn". The window saves a setup it then refuses to open: the work is lost.
    void anUnplayableSetupSavesAndReopens()
    {
        const engine::Game& pawn = *engine::findGame("pawn");
        openBoard(pawn, pawn.exampleBoard());
        QVERIFY(action("actionClear")->isEnabled());
        action("actionClear")->trigger();
        QVERIFY(pawn.setupProblem(document().setup()).has_value()); // the editor holds it, unplayable
        const gui::DocumentState before = document().state();
        const QString path = m_folder.filePath(QStringLiteral("no-pawn.grundy"));
        QVERIFY(testsupport::filesOf(*m_window)->saveTo(path));
        QVERIFY2(testsupport::openFileIn(*m_window, path), qPrintable(m_prompts->errors.join(QLatin1Char('\n'))));
        QVERIFY(document().setup() == before.setup);
        QCOMPARE(document().moves(), before.moves);
    }

    // Seed 33, step 702: File > Export Worksheet of 22 pawn puzzles. The puzzles
    // are made on a worker, but the PDF was painted on the GUI thread in one piece
    // once they were in: 1.4 s of the GUI thread's CPU, the window frozen. Painted
    // a puzzle per turn of the event loop, two puzzles back to back still took 106 ms
    // between two ticks of the watchdog. The puzzles are painted kPaintGapMs apart
    // now; the stall watchdog (over 100 ms of GUI-thread CPU in one go fails the
    // test) checks it.
    void aWorksheetIsWrittenWithoutStallingTheWindow()
    {
        if (testsupport::slowdown() > 1)
            QSKIP("measured in the Release build: the sanitizers stretch the watchdog's limit past this stall");
        QSignalSpy said(&worksheets(), &gui::WorksheetExport::statusMessage);
        startPawnWorksheet(22, QStringLiteral("pawn.pdf"));
        QVERIFY(said.wait(testsupport::scaled(120'000))); // a safety net: the export says when it is done
        QVERIFY(said.constFirst().constFirst().toString().startsWith(QStringLiteral("Exported a worksheet of 22")));
        QVERIFY(!worksheets().isRunning());
        QVERIFY(QFile::exists(m_folder.filePath(QStringLiteral("pawn.pdf"))));
    }

    // Seed 22, step 613: File > Export Picture of a PNG 3300 pixels wide drew,
    // compressed and wrote it on the GUI thread: 427 ms of its CPU in one go.
    // It is compressed and written on a thread of the exports' own now (the
    // stall watchdog checks), and the picture arrives whole.
    void aLargePictureIsWrittenWithoutStallingTheWindow()
    {
        if (testsupport::slowdown() > 1)
            QSKIP("measured in the Release build: the sanitizers stretch the watchdog's limit past this stall");
        auto* exports = testsupport::partOf<gui::BoardExports>(*m_window, "boardExports");
        exports->setPrompts(&m_exportPrompts);
        gui::PictureOptions options;
        options.width = 3300;
        m_exportPrompts.pictureAnswer = options;
        m_exportPrompts.fileAnswer = m_folder.filePath(QStringLiteral("large.png"));
        QCOMPARE(exportPicture(), QStringLiteral("Exported the picture to %1.")
                                      .arg(QDir::toNativeSeparators(m_folder.filePath(QStringLiteral("large.png")))));
        QVERIFY(!exports->isWritingPicture());
        const QImage picture(m_folder.filePath(QStringLiteral("large.png")));
        QCOMPARE(picture.width(), 3300);
    }

    // Seeds 1014 and 1015 (steps 910, 1064): File > Export Picture of the pawn
    // game's example at the dialog's 1200 pixels: the picture is drawn and
    // encoded on the GUI thread, about 290 ms of its CPU time (at 8192 pixels,
    // the largest, 2.2 s: far past the limit on a faster machine too). The
    // GUI thread records the drawing only (BoardSnapshot::record); the image is
    // drawn, compressed and written on the exports' thread. The grid lines were
    // drawn over the pawn window's whole exposed rectangle, far beyond the
    // picture: only the lines inside its clip are drawn now (BoardItem).
    void aPawnPictureIsExportedWithoutStallingTheWindow()
    {
        if (testsupport::slowdown() > 1)
            QSKIP("measured in the Release build: the sanitizers stretch the watchdog's limit past this stall");
        const engine::Game& pawn = *engine::findGame("pawn");
        openBoard(pawn, pawn.exampleBoard());
        QVERIFY(waitForMarks());
        testsupport::partOf<gui::BoardExports>(*m_window, "boardExports")->setPrompts(&m_exportPrompts);
        gui::PictureOptions options;
        options.width = gui::PictureOptions::kMaxWidth;
        m_exportPrompts.pictureAnswer = options;
        m_exportPrompts.fileAnswer = m_folder.filePath(QStringLiteral("pawn.png"));
        QVERIFY(exportPicture().startsWith(QStringLiteral("Exported the picture")));
        QCOMPARE(QImageReader(m_folder.filePath(QStringLiteral("pawn.png"))).size().width(),
                 gui::PictureOptions::kMaxWidth);
    }

    // Seed 33, step 702: Escape on the worksheet's progress dialog closes it, and
    // the worksheet was written all the same when the puzzles were in. Escape is
    // Cancel: nothing is written.
    void escapeOnTheWorksheetProgressCancels()
    {
        startPawnWorksheet(22, QStringLiteral("escaped.pdf"));
        auto* progress = m_window->findChild<QProgressDialog*>(QStringLiteral("worksheetProgress"));
        QVERIFY(progress != nullptr && progress->isVisible());
        QTest::keyClick(progress, Qt::Key_Escape);
        QVERIFY(QTest::qWaitFor([this] { return !worksheets().isRunning(); }, testsupport::scaled(120000)));
        QTest::qWait(100);
        QVERIFY(QDir(m_folder.path()).entryList({QStringLiteral("escaped*")}, QDir::Files | QDir::Hidden).isEmpty());
        QVERIFY(statusMessage().contains(QStringLiteral("cancelled")));
    }
};

GRUNDYGRID_TEST_MAIN(test_monkey_findings, TestMonkeyFindings)
#include "test_monkey_findings.moc"
