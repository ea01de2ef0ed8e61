// Fields a newer version wrote survive Open and Save in the window (issue 32,
// item 15): the file's own and each board's of a sum, through edits and Save As;
// a new board does not inherit them.
#include "GuiTestSupport.h"
#include "TestRegistry.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/document/GameDocument.h"
#include "gui/document/commands/PaintCellsCommand.h"
#include "gui/files/BoardFile.h"
#include "gui/files/DocumentFiles.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestUnknownFields : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    QTemporaryDir m_folder;

    [[nodiscard]] QString write(const QString& name, const QJsonObject& object) const
    {
        const QString path = m_folder.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(object).toJson()) <= 0)
            return QString();
        return path;
    }

    [[nodiscard]] static QJsonObject read(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
    }

    // A 3 x 4 chomp board with the poison in the corner, as a file of this version.
    [[nodiscard]] QJsonObject chompFile() const
    {
        return QJsonDocument::fromJson(gui::BoardFile::toJson({QStringLiteral("chomp"), cornerPoisonChomp(3, 4), {}}))
            .object();
    }

private slots:
    void initTestCase() { QVERIFY(m_folder.isValid()); }
    void init() { QVERIFY(showWindow()); }
    void cleanup() { closeWindow(); }

    void theFilesFieldsSurviveEditsSaveAndSaveAs()
    {
        QJsonObject object = chompFile();
        object.insert("author", "a newer GrundyGrid");
        object.insert("clock", QJsonObject{{"seconds", 90}});
        const QString path = write(QStringLiteral("newer.grundy"), object);
        QVERIFY(!path.isEmpty());
        QVERIFY2(testsupport::openFileIn(*m_window, path), qPrintable(m_prompts->errors.join('\n')));
        // An edit, as the editor's stroke makes it: the poison erased.
        document().undoStack()->push(
            new gui::PaintCellsCommand(&document(), {engine::Cell{0, 0}}, engine::CellKind::Empty, 1));
        QVERIFY(document().isModified());
        QVERIFY(testsupport::filesOf(*m_window)->save());
        QJsonObject saved = read(path);
        QCOMPARE(saved.value("author").toString(), QStringLiteral("a newer GrundyGrid"));
        QCOMPARE(saved.value("clock").toObject().value("seconds").toInt(), 90);
        QVERIFY(std::holds_alternative<gui::BoardFileContents>(gui::BoardFile::fromJson(QJsonDocument(saved).toJson())));

        const QString other = m_folder.filePath(QStringLiteral("other.grundy"));
        QVERIFY(testsupport::filesOf(*m_window)->saveTo(other));
        QCOMPARE(read(other).value("author").toString(), QStringLiteral("a newer GrundyGrid"));

        // A new board is not the file: it has none of its fields.
        openBoard(chomp(), cornerPoisonChomp(2, 2));
        const QString fresh = m_folder.filePath(QStringLiteral("fresh.grundy"));
        QVERIFY(testsupport::filesOf(*m_window)->saveTo(fresh));
        QVERIFY(!read(fresh).contains("author"));
    }

    void eachBoardsFieldsOfASumSurvive()
    {
        const engine::Board chompBoard = cornerPoisonChomp(2, 3);
        const engine::Board nim = engine::findGame("nim")->exampleBoard();
        const engine::SumGame& sum = engine::sumGameOf(engine::SumLayout::of(std::vector<engine::SumComponent>{
            {engine::findGameModule("chomp"), chompBoard, chompBoard}, {engine::findGameModule("nim"), nim, nim}}));
        QJsonObject object = QJsonDocument::fromJson(
                                 gui::BoardFile::toJson({QStringLiteral("sum"),
                                                         sum.layout().combinedBoard(std::vector{chompBoard, nim}),
                                                         {},
                                                         &sum}))
                                 .object();
        QJsonArray boards = object.value("boards").toArray();
        QJsonObject second = boards.at(1).toObject();
        second.insert("label", "heaps");
        boards[1] = second;
        object.insert("boards", boards);
        const QString path = write(QStringLiteral("sum.grundy"), object);
        QVERIFY(!path.isEmpty());
        QVERIFY2(testsupport::openFileIn(*m_window, path), qPrintable(m_prompts->errors.join('\n')));
        QVERIFY(testsupport::filesOf(*m_window)->saveTo(path));
        const QJsonArray saved = read(path).value("boards").toArray();
        QCOMPARE(saved.at(1).toObject().value("label").toString(), QStringLiteral("heaps"));
        QVERIFY(!saved.at(0).toObject().contains("label"));
    }
};

GRUNDYGRID_TEST_MAIN(test_unknown_fields, TestUnknownFields)
#include "test_unknown_fields.moc"
