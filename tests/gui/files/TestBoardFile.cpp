#include "TestRegistry.h"
#include "engine/Game.h"
#include "engine/GameModules.h"
#include "gui/files/BoardFile.h"
#include "gui/files/CellKindName.h"

#include "BoardFileSamples.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using engine::CellKind;
using gui::BoardFile;

using namespace boardfiles;

class TestBoardFile : public QObject {
    Q_OBJECT

private slots:
    void cellKindNamesRoundTrip();
    void jsonRoundTrip_data();
    void jsonRoundTrip();
    void fileRoundTrip();
    void validFileReads();
    void optionalListsMayBeLeftOut();
    void anUnplayableSetupOpensAsSaved();
    void anUnplayableSetupOpensWithItsMoves();
    void unknownFieldsRoundTrip();
    void errors_data();
    void errors();
};

void TestBoardFile::cellKindNamesRoundTrip()
{
    QSet<QString> names;
    for (int k = 0; k < static_cast<int>(engine::kCellKindCount); ++k) {
        const auto kind = static_cast<CellKind>(k);
        const QString name = gui::cellKindName(kind);
        QVERIFY2(!name.isEmpty(), qPrintable(QString::number(k)));
        QCOMPARE(name, name.toLower());
        names.insert(name);
        QCOMPARE(gui::cellKindFromName(name), std::optional<CellKind>(kind));
    }
    QCOMPARE(names.size(), static_cast<int>(engine::kCellKindCount));
    QCOMPARE(gui::cellKindName(CellKind::Poison), QStringLiteral("poison"));
    QVERIFY(!gui::cellKindFromName(u"Poison").has_value());
    QVERIFY(!gui::cellKindFromName(u"chocolate").has_value());
}

void TestBoardFile::jsonRoundTrip_data()
{
    QTest::addColumn<int>("moveCount");
    QTest::newRow("no moves") << 0;
    QTest::newRow("one move") << 1;
    QTest::newRow("game played out") << 1000;
}

void TestBoardFile::jsonRoundTrip()
{
    QFETCH(int, moveCount);
    const BoardFileContents original = chompGame(moveCount);
    if (moveCount > 0)
        QVERIFY(!original.moves.empty());
    const auto result = BoardFile::fromJson(BoardFile::toJson(original));
    QVERIFY2(std::holds_alternative<BoardFileContents>(result), qPrintable(errorOf(result)));
    const BoardFileContents& read = std::get<BoardFileContents>(result);
    QCOMPARE(read.gameId, original.gameId);
    QVERIFY(read.setup == original.setup);
    QVERIFY(read.moves == original.moves);
    if (moveCount == 1000) // played to the end: nothing is legal any more
        QVERIFY(chomp().legalMoves([&] {
                           Board position = read.setup;
                           for (const Move& move : read.moves)
                               position = chomp().play(position, move);
                           return position;
                       }())
                    .empty());
}

void TestBoardFile::fileRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("game.grundygrid");
    const BoardFileContents original = chompGame(3);
    const std::optional<QString> writeError = BoardFile::write(path, original);
    QVERIFY2(!writeError, qPrintable(writeError.value_or(QString())));

    // What is on disk is the documented format.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(root.value("format").toString(), QStringLiteral("grundygrid-board"));
    QCOMPARE(root.value("version").toInt(), BoardFile::kPlainVersion);
    QCOMPARE(root.value("game").toString(), QStringLiteral("chomp"));
    QCOMPARE(root.value("rows").toInt(), 8);
    QCOMPARE(root.value("cols").toInt(), 8);
    QCOMPARE(root.value("cells").toArray().size(), 3);
    QCOMPARE(root.value("cells").toArray().at(0).toObject().value("kind").toString(), QStringLiteral("poison"));
    QCOMPARE(root.value("moves").toArray().size(), 3);
    QCOMPARE(root.value("moves").toArray().at(0).toArray().size(), 2); // chomp bites one cell: [row, col]

    const auto result = BoardFile::read(path);
    QVERIFY2(std::holds_alternative<BoardFileContents>(result), qPrintable(errorOf(result)));
    const BoardFileContents& read = std::get<BoardFileContents>(result);
    QCOMPARE(read.gameId, original.gameId);
    QVERIFY(read.setup == original.setup);
    QVERIFY(read.moves == original.moves);
}

void TestBoardFile::validFileReads()
{
    const auto result = BoardFile::fromJson(QJsonDocument(validObject()).toJson());
    QVERIFY2(std::holds_alternative<BoardFileContents>(result), qPrintable(errorOf(result)));
    const BoardFileContents& contents = std::get<BoardFileContents>(result);
    QCOMPARE(contents.setup.rows(), engine::Coord{3});
    QCOMPARE(contents.setup.cols(), engine::Coord{3});
    QCOMPARE(contents.setup.markedCount(), std::size_t{1});
    QCOMPARE(contents.setup.cellAt({0, 0}), CellKind::Poison);
    QCOMPARE(contents.moves.size(), std::size_t{1});
    QVERIFY(contents.moves.front() == Move::at({2, 2}));
}

void TestBoardFile::optionalListsMayBeLeftOut()
{
    QJsonObject object = validObject();
    object.remove("cells");
    object.remove("moves");
    const auto result = BoardFile::fromJson(QJsonDocument(object).toJson());
    QVERIFY2(std::holds_alternative<BoardFileContents>(result), qPrintable(errorOf(result)));
    QCOMPARE(std::get<BoardFileContents>(result).setup.markedCount(), std::size_t{0});
    QVERIFY(std::get<BoardFileContents>(result).moves.empty());
}

// The editor holds a setup that cannot be played yet (a pawn board without its pawn, found by
// test_monkey: saved, then refused at Open): it opens as it was saved; a move it does not have is refused.
void TestBoardFile::anUnplayableSetupOpensAsSaved()
{
    const engine::Game& pawn = *engine::findGame("pawn");
    BoardFileContents contents;
    contents.gameId = QStringLiteral("pawn");
    contents.setup = pawn.exampleBoard();
    for (const engine::Cell cell : contents.setup.cellsOf(CellKind::Pawn))
        contents.setup.setCell(cell, CellKind::Empty);
    QVERIFY(pawn.setupProblem(contents.setup).has_value());
    const auto result = BoardFile::fromJson(BoardFile::toJson(contents));
    QVERIFY2(std::holds_alternative<BoardFileContents>(result), qPrintable(errorOf(result)));
    QVERIFY(std::get<BoardFileContents>(result).setup == contents.setup);

    QJsonObject withMoves = QJsonDocument::fromJson(BoardFile::toJson(contents)).object();
    withMoves.insert("moves", listOf(QJsonArray{1, 1}));
    const auto refused = BoardFile::fromJson(QJsonDocument(withMoves).toJson());
    QVERIFY2(errorOf(refused).contains(QStringLiteral("more than the 0 that can be played from its board")),
             qPrintable(errorOf(refused)));
}

// A rectangles group too large to solve (49 ones) cannot be analysed, but Play mode plays on it:
// the moves played open with it (issue 32, item 18).
void TestBoardFile::anUnplayableSetupOpensWithItsMoves()
{
    const engine::Game& rectangles = *engine::findGame("rectangles");
    BoardFileContents contents;
    contents.gameId = QStringLiteral("rectangles");
    contents.setup = rectangles.emptyBoard(7, 7);
    for (engine::Coord row = 0; row < 7; ++row)
        for (engine::Coord col = 0; col < 7; ++col)
            contents.setup.setCell({row, col}, CellKind::Filled);
    QVERIFY(rectangles.winLossSetupProblem(contents.setup).has_value());
    contents.moves = {Move{{0, 0}, {1, 6}}, Move::at({6, 6})};
    const auto result = BoardFile::fromJson(BoardFile::toJson(contents));
    QVERIFY2(std::holds_alternative<BoardFileContents>(result), qPrintable(errorOf(result)));
    QVERIFY(std::get<BoardFileContents>(result).setup == contents.setup);
    QCOMPARE(std::get<BoardFileContents>(result).moves, contents.moves);
}

// Fields a newer version wrote are written back as they were read (issue 32, item 15).
void TestBoardFile::unknownFieldsRoundTrip()
{
    QJsonObject object = validObject();
    object.insert("author", "a newer GrundyGrid");
    object.insert("timeControl", QJsonArray{5, 3});
    const auto read = BoardFile::fromJson(QJsonDocument(object).toJson());
    QVERIFY2(std::holds_alternative<BoardFileContents>(read), qPrintable(errorOf(read)));
    const QJsonObject written = QJsonDocument::fromJson(BoardFile::toJson(std::get<BoardFileContents>(read))).object();
    QCOMPARE(written.value("author").toString(), QStringLiteral("a newer GrundyGrid"));
    QCOMPARE(written.value("timeControl").toArray(), (QJsonArray{5, 3}));
    // A known field is never taken from the unknown ones: the board's own is written.
    BoardFileContents other = std::get<BoardFileContents>(read);
    other.unknown.file.insert("rows", 99);
    QCOMPARE(QJsonDocument::fromJson(BoardFile::toJson(other)).object().value("rows").toInt(), 3);
}

void TestBoardFile::errors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("expected"); // every piece must be in the message

    QTest::newRow("empty") << QByteArray() << QStringList{"not valid JSON", "line 1, column 1"};
    QTest::newRow("truncated") << QByteArray("{\"format\": ") << QStringList{"not valid JSON", "line 1"};
    QTest::newRow("garbage on line 3")
        << QByteArray("{\n  \"format\": \"grundygrid-board\",\n  oops\n}")
        << QStringList{"not valid JSON", "line 3, column "};
    QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringList{"not a GrundyGrid board file", "JSON object"};
    QTest::newRow("format missing") << with("format", QJsonValue::Undefined)
                                    << QStringList{"not a GrundyGrid board file", "\"format\""};
    QTest::newRow("format wrong") << with("format", "png") << QStringList{"not a GrundyGrid board file"};
    QTest::newRow("version newer") << with("version", 3)
                                   << QStringList{"written by a newer GrundyGrid", "version 3", "reads version 2"};
    QTest::newRow("version zero") << with("version", 0) << QStringList{"version 0 does not exist"};
    QTest::newRow("version missing") << with("version", QJsonValue::Undefined) << QStringList{"no \"version\" field"};
    QTest::newRow("version text") << with("version", "1") << QStringList{"\"version\" field must be a whole number"};
    QTest::newRow("game unknown") << with("game", "tetris") << QStringList{"\"tetris\"", "does not know"};
    QTest::newRow("game missing") << with("game", QJsonValue::Undefined) << QStringList{"no \"game\" field"};
    QTest::newRow("game number") << with("game", 7) << QStringList{"\"game\" field must be a text"};
    QTest::newRow("rows missing") << with("rows", QJsonValue::Undefined) << QStringList{"no \"rows\" field"};
    QTest::newRow("rows fraction") << with("rows", 2.5) << QStringList{"\"rows\" field must be a whole number"};
    QTest::newRow("cols text") << with("cols", "3") << QStringList{"\"cols\" field must be a whole number"};
    QTest::newRow("rows zero") << with("rows", 0) << QStringList{"0 x 3 is out of range", "1 to 50 rows"};
    QTest::newRow("cols too many") << with("cols", 51) << QStringList{"3 x 51 is out of range", "1 to 50 columns"};
    QTest::newRow("rows negative") << with("rows", -4) << QStringList{"-4 x 3 is out of range"};
    QTest::newRow("absurd size") << with("rows", 1e15) << QStringList{"1000000000000000 x 3 is out of range"};
    QTest::newRow("astronomic size") << with("cols", 1e300) << QStringList{"\"cols\" field is far too large"};
    QTest::newRow("cells not list") << with("cells", 5) << QStringList{"\"cells\" field must be a list"};
    QTest::newRow("cell not object") << withCell(3) << QStringList{"Cell 2 ", "must be an object"};
    QTest::newRow("cell without row") << withCell(QJsonObject{{"col", 1}, {"kind", "poison"}})
                                      << QStringList{"Cell 2 ", "whole-number \"row\""};
    QTest::newRow("cell without kind") << withCell(QJsonObject{{"row", 1}, {"col", 1}})
                                       << QStringList{"Cell 2 ", "\"kind\""};
    QTest::newRow("cell unknown kind") << withCell(QJsonObject{{"row", 1}, {"col", 1}, {"kind", "chocolate"}})
                                       << QStringList{"Cell 2 ", "unknown kind \"chocolate\""};
    QTest::newRow("cell outside") << withCell(QJsonObject{{"row", 3}, {"col", 1}, {"kind", "poison"}})
                                  << QStringList{"Cell 2 (row 3, column 1) lies outside the 3 x 3 board"};
    QTest::newRow("cell negative") << withCell(QJsonObject{{"row", 0}, {"col", -1}, {"kind", "poison"}})
                                   << QStringList{"Cell 2 (row 0, column -1) lies outside"};
    QTest::newRow("cell twice") << withCell(QJsonObject{{"row", 0}, {"col", 0}, {"kind", "poison"}})
                                << QStringList{"Cell 2 (row 0, column 0) is listed twice"};
    QTest::newRow("setup invalid") << withCell(QJsonObject{{"row", 1}, {"col", 1}, {"kind", "eaten"}})
                                   << QStringList{"cannot be played", "something other than chocolate or poison"};
    {
        QJsonObject big = validObject();
        big.insert("rows", 40);
        big.insert("cols", 40);
        QTest::newRow("setup too big to solve") << QJsonDocument(big).toJson()
                                                << QStringList{"40 x 40 is out of range", "no more positions than an 18 x 18 board"};
    }
    QTest::newRow("moves not list") << with("moves", "a1") << QStringList{"\"moves\" field must be a list"};
    QTest::newRow("move too short") << with("moves", listOf(QJsonArray{1, 1, 1}))
                                    << QStringList{"Move 1 must be a list of whole numbers"};
    QTest::newRow("move not numbers") << with("moves", listOf(QJsonArray{1, 1, 1, "x"}))
                                      << QStringList{"Move 1 must be a list of whole numbers"};
    QTest::newRow("move eats poison") << with("moves", listOf(QJsonArray{0, 0, 0, 0}))
                                      << QStringList{"Move 1 (row 0, column 0) is not a legal move"};
    QTest::newRow("second move on eaten cell")
        << with("moves", QJsonArray{QJsonArray{1, 1, 1, 1}, QJsonArray{2, 2, 2, 2}})
        << QStringList{"Move 2 (row 2, column 2) is not a legal move"};
    QTest::newRow("move off board") << with("moves", listOf(QJsonArray{5, 5, 5, 5}))
                                    << QStringList{"Move 1 (row 5, column 5) is not a legal move"};
    QTest::newRow("move as rectangle") << with("moves", listOf(QJsonArray{1, 1, 2, 2}))
                                       << QStringList{"Move 1 (rows 1 to 2, columns 1 to 2) is not a legal move"};
}

void TestBoardFile::errors()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, expected);
    boardfiles::expectRefused(json, expected);
}

GRUNDYGRID_TEST_GUILESS_MAIN(test_boardfile, TestBoardFile)
#include "TestBoardFile.moc"
