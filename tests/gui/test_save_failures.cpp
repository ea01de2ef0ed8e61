// Failed saves lose nothing: a full disk (simulated with RLIMIT_FSIZE) or a
// read-only folder is reported with the file's name and the reason, the document
// stays modified, the old file keeps every byte and no temporary file is left.
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"
#include "FileFailures.h"

#include "gui/files/DocumentFiles.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/files/BoardFile.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>

class TestSaveFailures : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    QByteArray m_savedBytes;

    // A board saved to m_path, then edited by mouse so it differs from its file.
    void saveAndEdit(const QString& folder)
    {
        QVERIFY(QDir().mkpath(folder));
        m_path = QDir(folder).filePath(QStringLiteral("board.grundy"));
        m_prompts->saveAnswerPath = m_path;
        QVERIFY(testsupport::filesOf(*m_window)->saveAs());
        m_savedBytes = testsupport::fileContents(m_path);
        QVERIFY(!m_savedBytes.isEmpty());
        const engine::Board& setup = document().setup();
        testsupport::clickCell(view(), engine::Cell{setup.rows() - 1, setup.cols() - 1});
        testsupport::clickCell(view(), engine::Cell{0, setup.cols() - 1});
        QVERIFY(document().isModified());
        QVERIFY(gui::BoardFile::toJson({document().gameId(), document().setup(), {}})
                != m_savedBytes);
        m_prompts->errors.clear();
    }

    // The one error shown names the file and gives a reason; nothing was lost.
    void verifyFailure(const QString& reason)
    {
        QCOMPARE(m_prompts->errors.size(), 1);
        const QString error = m_prompts->errors.front();
        QVERIFY2(error.contains(QDir::toNativeSeparators(m_path)), qPrintable(error));
        QVERIFY2(error.contains(reason, Qt::CaseInsensitive), qPrintable(error));
        QVERIFY(document().isModified());
        QVERIFY(m_window->isWindowModified());
        QCOMPARE(testsupport::fileContents(m_path), m_savedBytes); // byte for byte
        QCOMPARE(QDir(QFileInfo(m_path).absolutePath()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("board.grundy")}); // no temporary file left
    }

    // A save that reported `saved` failed for the system error `error`, and the next save works.
    void verifyFailedSave(bool saved, int error)
    {
        QVERIFY(!saved);
        verifyFailure(QString::fromLocal8Bit(std::strerror(error)));
        verifySaveWorksAgain();
    }

    // Once the cause is gone, the same save succeeds.
    void verifySaveWorksAgain()
    {
        QVERIFY(testsupport::filesOf(*m_window)->save());
        QVERIFY(!document().isModified());
        QCOMPARE(testsupport::fileContents(m_path), gui::BoardFile::toJson({document().gameId(),
                                                          document().setup(), document().moves()}));
    }

private slots:
    void initTestCase()
    {
        testsupport::initApplication();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QVERIFY(showWindow(QSize(900, 650)));
    }

    void cleanup()
    {
        m_prompts->saveAnswer = gui::UserPrompts::SaveChoice::Discard;
        m_window.reset();
    }

    void fullDiskKeepsTheOldFile()
    {
        saveAndEdit(m_dir.filePath(QStringLiteral("full")));
        bool saved = true;
        {
            testsupport::FileSizeLimit full;
            QVERIFY(full.ok());
            saved = testsupport::filesOf(*m_window)->save();
        }
        verifyFailedSave(saved, EFBIG);
    }

    void fullDiskThroughTheSaveAction()
    {
        saveAndEdit(m_dir.filePath(QStringLiteral("full-action")));
        auto* save = m_window->findChild<QAction*>(QStringLiteral("actionSave"));
        QVERIFY(save);
        {
            testsupport::FileSizeLimit full;
            QVERIFY(full.ok());
            save->trigger();
        }
        verifyFailure(QString::fromLocal8Bit(std::strerror(EFBIG)));
    }

    void readOnlyFolderKeepsTheOldFile()
    {
        const QString folder = m_dir.filePath(QStringLiteral("readonly"));
        saveAndEdit(folder);
        bool saved = true;
        {
            testsupport::ReadOnlyFolder readOnly(folder);
            QFile probe(QDir(folder).filePath(QStringLiteral("probe")));
            QVERIFY2(!probe.open(QIODevice::WriteOnly), "the folder could not be made read-only");
            saved = testsupport::filesOf(*m_window)->save();
        }
        verifyFailedSave(saved, EACCES);
    }

    void closingWithAFailedSaveKeepsTheWindowOpen()
    {
        saveAndEdit(m_dir.filePath(QStringLiteral("close")));
        m_prompts->saveAnswer = gui::UserPrompts::SaveChoice::Save;
        bool closed = true;
        {
            testsupport::FileSizeLimit full;
            QVERIFY(full.ok());
            closed = m_window->close();
        }
        QVERIFY(!closed);
        QVERIFY(m_window->isVisible());
        QCOMPARE(m_prompts->saveQuestions, 1);
        verifyFailure(QString::fromLocal8Bit(std::strerror(EFBIG)));
    }
};

GRUNDYGRID_TEST_MAIN(test_save_failures, TestSaveFailures)
#include "test_save_failures.moc"
