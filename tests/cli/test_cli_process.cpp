#include <QProcess>
#include <QTest>

namespace {

struct Outcome {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Runs the real grundygrid-cli with `args`, feeding `input` on stdin; stdout
// and stderr are pipes, not terminals.
Outcome runCliProcess(const QStringList& args, const QByteArray& input = {})
{
    QProcess process;
    process.start(QStringLiteral(GRUNDYGRID_CLI_PATH), args);
    if (!process.waitForStarted(10'000))
        return {};
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60'000) || process.exitStatus() != QProcess::NormalExit)
        return {};
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

} // namespace

class TestCliProcess : public QObject {
    Q_OBJECT

private slots:
    void answersTheContestSample()
    {
        const Outcome result = runCliProcess({"chomp"}, "2 2 1\n0 0\n");
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out, QByteArray("First\n"));
        QCOMPARE(result.err, QByteArray());
    }

    void answersThePositionSample()
    {
        const Outcome result = runCliProcess({"moves", "chomp"}, "2 2 1\n0 0\n0\n");
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out, QByteArray("win\n1 1\n"));
        QCOMPARE(result.err, QByteArray());
    }

    void rejectsMalformedInputWithStatusTwo()
    {
        const Outcome result = runCliProcess({"chomp"}, "2 2 1\n0 x\n");
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.out, QByteArray());
        QCOMPARE(result.err,
                 QByteArray("grundygrid-cli: line 2, column 3: expected a poison column between 0 and 1, found 'x'\n"));
    }

    void rejectsAnIllegalMoveWithStatusTwo()
    {
        const Outcome result = runCliProcess({"moves", "chomp"}, "2 2 1\n0 0\n2\n1 1\n1 1\n");
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.out, QByteArray());
        QCOMPARE(result.err, QByteArray("grundygrid-cli: line 5, column 1: cell (1, 1) has already been eaten\n"));
    }

    // A sum of boards of different games, as a process: the answer, and a
    // board whose value is not known as an error with status 2 and nothing on stdout.
    void answersASumAndRefusesAnUnknownValue()
    {
        const Outcome sum = runCliProcess({"moves", "sum"},
                                          "3\nchomp\n2 2 1\n0 0\npawn\n2\n1 1\n4 2\n3 4\nrectangles\n2 2\n1 1\n0 1\n0\n");
        QCOMPARE(sum.exitCode, 0);
        QCOMPARE(sum.out, QByteArray("win\n1 3 1\n"));
        QCOMPARE(sum.err, QByteArray());
        const Outcome unknown = runCliProcess({"value", "sum"}, "2\nchomp\n2 2 1\n0 0\npawn\n0\n1000000000 7\n0\n");
        QCOMPARE(unknown.exitCode, 2);
        QCOMPARE(unknown.out, QByteArray());
        QCOMPARE(unknown.err, QByteArray("grundygrid-cli: line 5, column 1: the Grundy value of board 1 (pawn) is not "
                                         "known, so neither is the sum's\n"));
    }

    void rejectsUnknownCommands()
    {
        const Outcome result = runCliProcess({"checkers"});
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.out, QByteArray());
        QVERIFY(result.err.startsWith("grundygrid-cli: unknown command or game 'checkers'\n"));
        QVERIFY(result.err.contains("--help"));
    }

    void printsHelp()
    {
        const Outcome result = runCliProcess({"--help"});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.startsWith("Usage: grundygrid-cli"));
        QVERIFY(result.out.contains("moves GAME < FILE"));
        QVERIFY(result.out.contains("chomp (Poisoned Chomp)"));
        QCOMPARE(result.err, QByteArray());
    }

    void showsNoProgressWhenStderrIsPiped()
    {
        const Outcome result = runCliProcess({"chomp"}, "11 11 1\n0 0\n");
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out, QByteArray("First\n"));
        QCOMPARE(result.err, QByteArray());
    }
};

GRUNDYGRID_TEST_GUILESS_MAIN(test_cli_process, TestCliProcess)
#include "TestRegistry.h"
#include "test_cli_process.moc"
