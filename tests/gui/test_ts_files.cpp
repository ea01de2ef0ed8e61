// The German and Spanish .ts files: complete (nothing unfinished or obsolete,
// the same placeholders and mnemonics as the source) and holding every tr()
// string of the sources: lupdate runs on temporary copies and must find nothing
// new and nothing gone.
#include "TestRegistry.h"
#include "TsFiles.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <utility>

namespace {

using tsfiles::messageKeys;
using tsfiles::mnemonic;
using tsfiles::placeholders;
using tsfiles::readTs;
using tsfiles::runTool;
using tsfiles::TsMessage;

const QString kTsDir = QStringLiteral(GRUNDYGRID_TS_DIR);

} // namespace

class TestTsFiles : public QObject {
    Q_OBJECT

private slots:
    void tsFileIsComplete_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("es") << QStringLiteral("es");
    }

    void tsFileIsComplete()
    {
        QFETCH(QString, language);
        QString error;
        const QList<TsMessage> messages
            = readTs(kTsDir + QStringLiteral("/grundygrid_") + language + QStringLiteral(".ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 150);
        for (const TsMessage& message : messages) {
            const QString where = message.context + QStringLiteral(": ") + message.source;
            QVERIFY2(message.translationType != QLatin1String("unfinished"), qPrintable(where));
            QVERIFY2(message.translationType != QLatin1String("vanished"), qPrintable(where));
            QVERIFY2(message.translationType != QLatin1String("obsolete"), qPrintable(where));
            QVERIFY2(message.translationType.isEmpty(), qPrintable(where));
            QVERIFY2(!message.translations.isEmpty(), qPrintable(where));
            if (message.numerus)
                QVERIFY2(message.translations.size() == 2, qPrintable(where)); // singular, plural
            for (const QString& translation : message.translations) {
                QVERIFY2(!translation.trimmed().isEmpty(), qPrintable(where));
                const QString pair = where + QStringLiteral(" -> ") + translation;
                QVERIFY2(placeholders(translation) == placeholders(message.source), qPrintable(pair));
                QVERIFY2(mnemonic(translation).isNull() == mnemonic(message.source).isNull(), qPrintable(pair));
            }
        }
    }

    // lupdate over the sources, as `update_translations` runs it, but into copies of
    // the .ts files: any message it adds (a new tr() string) or drops (a string gone
    // from the sources) means the committed files are out of date.
    void tsFilesHoldEverySourceString()
    {
        const QString project = QStringLiteral(GRUNDYGRID_LUPDATE_PROJECT);
        const QString generator = QStringLiteral(GRUNDYGRID_LUPDATE_GENERATOR);
        QVERIFY2(QFile::exists(project), qPrintable(project + QStringLiteral(" is missing: configure the build")));
        QVERIFY2(QFile::exists(generator), qPrintable(generator));
        QTemporaryDir temp;
        QVERIFY(temp.isValid());
        const QString json = temp.filePath(QStringLiteral("project.json"));
        QString error;
        QVERIFY2(runTool(QStringLiteral(GRUNDYGRID_CMAKE),
                         {QStringLiteral("-DIN_FILE=") + project, QStringLiteral("-DOUT_FILE=") + json,
                          QStringLiteral("-P"), generator},
                         &error),
                 qPrintable(error));
        const QStringList languages{QStringLiteral("de"), QStringLiteral("es")};
        QStringList copies;
        for (const QString& language : languages) {
            const QString name = QStringLiteral("grundygrid_") + language + QStringLiteral(".ts");
            QVERIFY(QFile::copy(kTsDir + QLatin1Char('/') + name, temp.filePath(name)));
            copies.append(temp.filePath(name));
        }
        QVERIFY2(runTool(QStringLiteral(GRUNDYGRID_LUPDATE),
                         QStringList{QStringLiteral("-project"), json, QStringLiteral("-locations"),
                                     QStringLiteral("none"), QStringLiteral("-no-obsolete"), QStringLiteral("-ts")}
                             + copies,
                         &error),
                 qPrintable(error));
        QStringList problems;
        for (qsizetype i = 0; i < languages.size(); ++i) {
            const QString committedPath
                = kTsDir + QStringLiteral("/grundygrid_") + languages[i] + QStringLiteral(".ts");
            const QSet<QString> committed = messageKeys(readTs(committedPath, &error));
            QVERIFY2(error.isEmpty(), qPrintable(error));
            const QSet<QString> updated = messageKeys(readTs(copies[i], &error));
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY(updated.size() > 150);
            for (const QString& key : updated - committed)
                problems.append(QStringLiteral("grundygrid_%1.ts lacks the source string %2").arg(languages[i], key));
            for (const QString& key : committed - updated)
                problems.append(
                    QStringLiteral("grundygrid_%1.ts holds a string no source has: %2").arg(languages[i], key));
        }
        problems.sort();
        for (const QString& problem : std::as_const(problems)) // all of them: QTest shortens a failure's message
            qWarning("%s", qPrintable(problem));
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 strings differ, the first: %2\nRun `cmake --build <build> --target "
                                           "update_translations` and translate.")
                                .arg(problems.size())
                                .arg(problems.value(0))));
    }
};

GRUNDYGRID_TEST_GUILESS_MAIN(test_ts_files, TestTsFiles)
#include "test_ts_files.moc"
