// A long `moves chomp` on the terminal: progress with the time left on
// standard error (asked for with --progress when it is no terminal, never on
// standard output), Ctrl-C (SIGINT) stopping it with "interrupted" and status
// 130, as a real process and in process; and `bench chomp --board`.
#include "TestRegistry.h"

#include "CliTestSupport.h"
#include "TestSlowdown.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTest>

#include <csignal>
#include <stop_token>

namespace {

// The start of a plain rows x cols board as the input of `moves chomp`.
std::string plainBoard(int side)
{
    return std::to_string(side) + " " + std::to_string(side) + " 1\n0 0\n0\n";
}

// Waits until `process` has written a line containing `text` to stderr (read
// into `err`), or `ms` have passed.
bool waitForErrorLine(QProcess& process, QByteArray& err, const QByteArray& text, int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (!err.contains(text) && timer.elapsed() < ms) {
        process.waitForReadyRead(100);
        err += process.readAllStandardError();
    }
    return err.contains(text);
}

// Sends SIGINT to `process` and returns how it ended: its exit code when it
// exited by itself within `ms`, else -1.
int interruptAndWait(QProcess& process, int ms)
{
    ::kill(static_cast<pid_t>(process.processId()), SIGINT);
    if (!process.waitForFinished(ms) || process.exitStatus() != QProcess::NormalExit)
        return -1;
    return process.exitCode();
}

} // namespace

class TestChompCliProgress : public QObject {
    Q_OBJECT

private slots:
    void progressLinesAndCtrlCStopALongRun()
    {
        // 16 x 16 takes seconds: the run is still going when the signal comes.
        QProcess process;
        process.start(QStringLiteral(GRUNDYGRID_CLI_PATH), {"moves", "chomp", "--progress"});
        QVERIFY(process.waitForStarted(testsupport::scaled(10'000)));
        process.write(QByteArray::fromStdString(plainBoard(16)));
        process.closeWriteChannel();
        // Past 5% the computation has run long enough to take Ctrl-C as a stop.
        QByteArray err;
        QVERIFY2(waitForErrorLine(process, err, "solving: 5%", testsupport::scaled(60'000)), err.constData());
        QVERIFY2(err.startsWith("solving: 0%\n"), err.constData());
        QElapsedTimer stopping;
        stopping.start();
        QCOMPARE(interruptAndWait(process, testsupport::scaled(5'000)), 130);
        QVERIFY(stopping.elapsed() < testsupport::scaled(5'000));
        err += process.readAllStandardError();
        QVERIFY2(err.endsWith("grundygrid-cli: interrupted\n"), err.constData());
        QCOMPARE(process.readAllStandardOutput(), QByteArray());
        // Every progress line is whole: "solving: N%", perhaps with the time left.
        const QList<QByteArray> lines = err.chopped(1).split('\n');
        for (qsizetype i = 0; i + 1 < lines.size(); ++i)
            QVERIFY2(lines[i].startsWith("solving: ") && lines[i].contains('%'), lines[i].constData());
    }

    void ctrlCBeforeALongComputationKeepsItsDefault()
    {
        // Waiting for its input, nothing has run long: Ctrl-C ends it at once.
        QProcess process;
        process.start(QStringLiteral(GRUNDYGRID_CLI_PATH), {"moves", "chomp"});
        QVERIFY(process.waitForStarted(testsupport::scaled(10'000)));
        process.write("16 16 1\n");
        ::kill(static_cast<pid_t>(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(testsupport::scaled(10'000)));
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);
        QCOMPARE(process.readAllStandardOutput(), QByteArray());
    }

    void onlyALongComputationArmsCtrlC()
    {
        int armed = 0;
        const auto run = [&armed](int side) {
            std::istringstream in(plainBoard(side));
            std::ostringstream out;
            std::ostringstream err;
            cli::RunOptions options;
            options.onLongComputation = [&armed] { ++armed; };
            return cli::run(std::vector<std::string>{"moves", "chomp"}, in, out, err, options);
        };
        QCOMPARE(run(4), cli::kExitSuccess); // a moment: Ctrl-C keeps its default
        QCOMPARE(armed, 0);
        QCOMPARE(run(14), cli::kExitSuccess); // 14 x 14 takes longer than TerminalProgress::kLongAfter
        QCOMPARE(armed, 1);
    }

    void progressOnlyWhenAskedWithoutATerminal()
    {
        const std::string input = plainBoard(12);
        const cli_test::CliResult quiet = cli_test::runCli({"moves", "chomp"}, input);
        cli_test::expectSuccess(quiet, "win\n1 1\n");
        const cli_test::CliResult asked = cli_test::runCli({"--progress", "moves", "chomp"}, input);
        QCOMPARE(asked.status, cli::kExitSuccess);
        QCOMPARE(asked.out, std::string("win\n1 1\n")); // progress never on standard output
        QVERIFY2(asked.err.starts_with("solving: ") && asked.err.ends_with("%\n")
                     && asked.err.find('\r') == std::string::npos,
                 asked.err.c_str());
    }

    void aStopRequestReturnsStatus130()
    {
        std::stop_source source;
        source.request_stop();
        std::istringstream in(plainBoard(12));
        std::ostringstream out;
        std::ostringstream err;
        cli::RunOptions options;
        options.stopToken = source.get_token();
        QCOMPARE(cli::run(std::vector<std::string>{"moves", "chomp"}, in, out, err, options), cli::kExitInterrupted);
        QCOMPARE(out.str(), std::string());
        QCOMPARE(err.str(), std::string("grundygrid-cli: interrupted\n"));
    }

    void benchTimesOneBoardOfItsOwn()
    {
        const cli_test::CliResult result = cli_test::runCli({"bench", "chomp", "--board", "6x13"});
        QCOMPARE(result.status, cli::kExitSuccess);
        QVERIFY2(result.out.find("6x13") != std::string::npos && result.out.find("verdict cpu ms") != std::string::npos
                     && result.out.find("peak MiB") != std::string::npos,
                 result.out.c_str());
        QVERIFY2(result.out.find("winning bites of 6x13: (3,11) (4,8)\n") != std::string::npos, result.out.c_str());
        QVERIFY2(result.out.find("winning bites of 6x13 under misere: ") != std::string::npos, result.out.c_str());
        cli_test::expectUsageError(cli_test::runCli({"bench", "chomp", "--board", "10by42"}),
                                   "option --board expects ROWSxCOLS (e.g. 10x42), not '10by42'");
        cli_test::expectUsageError(cli_test::runCli({"bench", "chomp", "--board", "21x20"}),
                                   "the chomp benchmark takes a --board of up to 50 x 50 with no more positions "
                                   "than 20x20, not 21x20");
        cli_test::expectUsageError(cli_test::runCli({"bench", "pawn", "--board", "2x2"}),
                                   "the pawn benchmark takes no --board");
        cli_test::expectUsageError(cli_test::runCli({"bench", "chomp", "--board", "8x8", "--size", "8"}),
                                   "bench takes --size or --board, not both");
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_chomp_cli_progress, TestChompCliProgress)
#include "test_chomp_cli_progress.moc"
