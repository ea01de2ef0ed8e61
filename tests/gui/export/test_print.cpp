// File > Print through the real action, the print dialog answered by the test:
// QPrinter's PDF output of the board is one page that renders, with ink on it;
// a cancelled dialog prints nothing.
#include "TestRegistry.h"
#include "WindowTest.h"
#include "export/PdfTools.h"
#include "export/ScriptedExportPrompts.h"

#include "gui/export/BoardExports.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestPrint : public QObject, public testsupport::WindowTest {
    Q_OBJECT

private slots:
    void printsTheBoardOnOnePage()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(showWindow());
        testsupport::ScriptedExportPrompts prompts;
        testsupport::partOf<gui::BoardExports>(*m_window, "boardExports")->setPrompts(&prompts);
        openBoard(chomp(), cornerPoisonChomp(5, 7));
        QVERIFY(waitForMarks());
        QCOMPARE(action("actionPrint")->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));

        action("actionPrint")->trigger(); // the dialog cancelled
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());

        prompts.printFile = dir.filePath(QStringLiteral("board.pdf"));
        action("actionPrint")->trigger();
        QVERIFY(QFile::exists(prompts.printFile));
        QCOMPARE(testsupport::pdfPageCount(prompts.printFile), 1);
        QTemporaryDir pages;
        const QList<QImage> images = testsupport::pdfPages(prompts.printFile, pages.path());
        QCOMPARE(images.size(), 1);
        // The board fills the page's width: most of the page's top half is chocolate.
        QVERIFY2(testsupport::inkShare(images.front()) > 0.15,
                 qPrintable(QString::number(testsupport::inkShare(images.front()))));
        QVERIFY(prompts.errors.isEmpty());
        QVERIFY(overlay().areMarksVisible());
    }
};

GRUNDYGRID_TEST_MAIN(test_print, TestPrint)
#include "test_print.moc"
