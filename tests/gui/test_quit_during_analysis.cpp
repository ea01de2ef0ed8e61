// Quit during a long analysis ends the process: a window analysing a 16 x 16
// chomp board (seconds of work) in a process of its own (quit_child) is told to
// quit once its analysis reports progress, and the process ends (the wait's
// bound is a safety net only).
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "TestSlowdown.h"

#include "engine/GameModules.h"
#include "gui/files/BoardFile.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestQuitDuringAnalysis : public QObject {
    Q_OBJECT

private slots:
    void quitEndsTheProcessDuringALongAnalysis()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString board = dir.filePath(QStringLiteral("chomp-16x16.grundy"));
        engine::Board setup = engine::findGame("chomp")->emptyBoard(16, 16);
        setup.setCell({0, 0}, engine::CellKind::Poison);
        QVERIFY(!gui::BoardFile::write(board, {QStringLiteral("chomp"), setup, {}}));
        QProcess child;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        // A fresh cache: the board's catalog is built, not read.
        environment.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        child.setProcessEnvironment(environment);
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.setProgram(QStringLiteral(QUIT_CHILD_PATH));
        child.setArguments({board});
        child.start();
        QVERIFY(child.waitForStarted(testsupport::scaled(10000)));
        while (!child.canReadLine())
            QVERIFY2(child.waitForReadyRead(testsupport::scaled(60000)), "the analysis never reported progress");
        QCOMPARE(child.readLine().trimmed(), QByteArray("analysing"));
        child.closeWriteChannel(); // Quit
        QVERIFY(child.waitForFinished(testsupport::scaled(30000)));
        QCOMPARE(child.exitStatus(), QProcess::NormalExit);
        QCOMPARE(child.exitCode(), 0);
    }
};

GRUNDYGRID_TEST_MAIN(test_quit_during_analysis, TestQuitDuringAnalysis)
#include "test_quit_during_analysis.moc"
