// Board files on disk: read errors name the file and the reason, writes replace
// a file atomically and fail without leaving anything behind.
#include "TestRegistry.h"
#include "gui/files/BoardFile.h"

#include "BoardFileSamples.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace boardfiles;
using gui::BoardFile;

namespace {

// Reading `path` fails with a message that names the file and says `reason`.
void expectReadErrorNaming(const QString& path, const char* reason)
{
    const QString message = errorOf(BoardFile::read(path));
    QVERIFY2(message.contains(QDir::toNativeSeparators(path)), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String(reason)), qPrintable(message));
}

} // namespace

class TestBoardFileDisk : public QObject {
    Q_OBJECT

private slots:
    void readMissingFileNamesIt();
    void readDirectoryFails();
    void readBrokenFileNamesIt();
    void writeReplacesExistingFile();
    void writeIntoMissingDirectoryFails();
    void writeIntoReadOnlyDirectoryFails();
};

void TestBoardFileDisk::readMissingFileNamesIt()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("nowhere.grundygrid");
    expectReadErrorNaming(path, "does not exist");
}

void TestBoardFileDisk::readDirectoryFails()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString message = errorOf(BoardFile::read(dir.path()));
    QVERIFY2(!message.isEmpty(), "reading a directory succeeded");
    QVERIFY2(message.contains(QDir::toNativeSeparators(dir.path())), qPrintable(message));
}

void TestBoardFileDisk::readBrokenFileNamesIt()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("broken.grundygrid");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(with("version", 9));
    file.close();
    expectReadErrorNaming(path, "newer GrundyGrid");
}

void TestBoardFileDisk::writeReplacesExistingFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("game.grundygrid");
    QVERIFY(!BoardFile::write(path, chompGame(0)));
    QVERIFY(!BoardFile::write(path, chompGame(2)));
    const auto result = BoardFile::read(path);
    QVERIFY2(std::holds_alternative<BoardFileContents>(result), qPrintable(errorOf(result)));
    QCOMPARE(std::get<BoardFileContents>(result).moves.size(), std::size_t{2});
    // No temporary file left behind next to it.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"game.grundygrid"});
}

void TestBoardFileDisk::writeIntoMissingDirectoryFails()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("missing/game.grundygrid");
    const std::optional<QString> error = BoardFile::write(path, chompGame(1));
    QVERIFY2(error, "writing into a missing directory succeeded");
    QVERIFY2(error->contains(QDir::toNativeSeparators(path)), qPrintable(*error));
    QVERIFY(!QFile::exists(path));
}

void TestBoardFileDisk::writeIntoReadOnlyDirectoryFails()
{
    QTemporaryDir tempDir;
    QVERIFY(tempDir.isValid());
    const QString readOnly = tempDir.filePath("read-only");
    QVERIFY(QDir().mkdir(readOnly));
    QVERIFY(QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::ExeOwner));
    // A superuser ignores permission bits; sysfs refuses new files even to the superuser.
    QString dir = readOnly;
    {
        QFile probe(QDir(readOnly).filePath("probe"));
        if (probe.open(QIODevice::WriteOnly)) {
            probe.close();
            probe.remove();
            dir = QStringLiteral("/sys");
        }
    }
    if (dir == QStringLiteral("/sys") && !QDir(dir).exists())
        QSKIP("running as superuser and no read-only directory is available");
    const QStringList before = QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System);

    const QString path = QDir(dir).filePath("game.grundygrid");
    const std::optional<QString> error = BoardFile::write(path, chompGame(1));
    QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

    QVERIFY2(error, "writing into a read-only directory succeeded");
    QVERIFY2(error->contains(QDir::toNativeSeparators(path)), qPrintable(*error));
    QVERIFY2(error->contains("Cannot save"), qPrintable(*error));
    QVERIFY2(!error->endsWith(": ."), qPrintable(*error)); // a reason is given
    QVERIFY(!QFile::exists(path));
    QCOMPARE(QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System), before);
}

GRUNDYGRID_TEST_GUILESS_MAIN(test_boardfile_disk, TestBoardFileDisk)
#include "TestBoardFileDisk.moc"
