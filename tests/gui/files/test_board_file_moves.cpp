// How board files write and read moves: [row, col] for a one-cell move, in every
// game, and [row1, col1, row2, col2] for a rectangle; the four-number form of a
// one-cell move, which files written before 0.3 hold, still reads.
#include "TestRegistry.h"
#include "engine/Game.h"
#include "engine/GameModules.h"
#include "gui/files/BoardFile.h"
#include "gui/looks/GameLooks.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

using engine::Move;
using gui::BoardFile;
using gui::BoardFileContents;

namespace {

// The example board of `game` with its first one-cell legal move played.
BoardFileContents withOneCellMove(const engine::Game& game)
{
    BoardFileContents contents{QString::fromStdString(std::string(game.id())), game.exampleBoard(), {}};
    const std::vector<Move> legal = game.legalMoves(contents.setup);
    const auto move = std::find_if(legal.begin(), legal.end(), [](const Move& m) { return m.isSingleCell(); });
    if (move != legal.end())
        contents.moves.push_back(*move);
    return contents;
}

QJsonObject objectOf(const QByteArray& json)
{
    return QJsonDocument::fromJson(json).object();
}

QByteArray withMoves(QJsonObject object, const QJsonArray& moves)
{
    object.insert(QStringLiteral("moves"), moves);
    return QJsonDocument(object).toJson();
}

QString fileErrorOf(const std::variant<BoardFileContents, QString>& result)
{
    const QString* error = std::get_if<QString>(&result);
    return error ? *error : QString();
}

} // namespace

class TestBoardFileMoves : public QObject {
    Q_OBJECT

private slots:
    void oneCellMovesAreTwoNumbers_data();
    void oneCellMovesAreTwoNumbers();
    void rectanglesAreFourNumbers();
    void wrongNumberCountsAreNamed_data();
    void wrongNumberCountsAreNamed();
    void illegalTwoNumberMoveIsNamed();
};

void TestBoardFileMoves::oneCellMovesAreTwoNumbers_data()
{
    QTest::addColumn<QString>("gameId");
    for (const engine::Game* game : engine::allGames())
        if (gui::GameLooks::isSupported(game->id()))
            QTest::newRow(std::string(game->id()).c_str()) << QString::fromStdString(std::string(game->id()));
}

void TestBoardFileMoves::oneCellMovesAreTwoNumbers()
{
    QFETCH(QString, gameId);
    const engine::Game* game = engine::findGame(gameId.toStdString());
    QVERIFY(game);
    const BoardFileContents original = withOneCellMove(*game);
    QCOMPARE(original.moves.size(), std::size_t{1});
    const Move move = original.moves.front();

    // Written as two numbers...
    const QByteArray json = BoardFile::toJson(original);
    const QJsonArray written = objectOf(json).value(QStringLiteral("moves")).toArray();
    QCOMPARE(written.size(), 1);
    QCOMPARE(written.at(0).toArray(),
             (QJsonArray{static_cast<qint64>(move.topLeft.row), static_cast<qint64>(move.topLeft.col)}));
    // ...read back as the same move...
    const auto twoNumbers = BoardFile::fromJson(json);
    QVERIFY2(std::holds_alternative<BoardFileContents>(twoNumbers), qPrintable(fileErrorOf(twoNumbers)));
    QVERIFY(std::get<BoardFileContents>(twoNumbers).moves == original.moves);
    // ...and the four-number form of the same move still reads.
    QJsonArray oldForm;
    oldForm.append(QJsonArray{static_cast<qint64>(move.topLeft.row), static_cast<qint64>(move.topLeft.col),
                              static_cast<qint64>(move.bottomRight.row), static_cast<qint64>(move.bottomRight.col)});
    const auto fourNumbers = BoardFile::fromJson(withMoves(objectOf(json), oldForm));
    QVERIFY2(std::holds_alternative<BoardFileContents>(fourNumbers), qPrintable(fileErrorOf(fourNumbers)));
    QVERIFY(std::get<BoardFileContents>(fourNumbers).moves == original.moves);
}

void TestBoardFileMoves::rectanglesAreFourNumbers()
{
    const engine::Game* rectangles = engine::findGame("rectangles");
    QVERIFY(rectangles);
    BoardFileContents contents{QStringLiteral("rectangles"), rectangles->exampleBoard(), {}};
    const std::vector<Move> legal = rectangles->legalMoves(contents.setup);
    const auto wide = std::find_if(legal.begin(), legal.end(), [](const Move& m) { return !m.isSingleCell(); });
    QVERIFY(wide != legal.end());
    contents.moves.push_back(*wide);
    const QByteArray json = BoardFile::toJson(contents);
    QCOMPARE(objectOf(json).value(QStringLiteral("moves")).toArray().at(0).toArray().size(), 4);
    const auto read = BoardFile::fromJson(json);
    QVERIFY2(std::holds_alternative<BoardFileContents>(read), qPrintable(fileErrorOf(read)));
    QVERIFY(std::get<BoardFileContents>(read).moves == contents.moves);
}

void TestBoardFileMoves::wrongNumberCountsAreNamed_data()
{
    QTest::addColumn<QJsonArray>("move");
    QTest::newRow("none") << QJsonArray{};
    QTest::newRow("one") << QJsonArray{1};
    QTest::newRow("three") << QJsonArray{1, 1, 1};
    QTest::newRow("five") << QJsonArray{1, 1, 1, 1, 1};
    QTest::newRow("two, not numbers") << QJsonArray{1, "x"};
    QTest::newRow("two, not whole") << QJsonArray{1, 1.5};
    QTest::newRow("not a list") << QJsonArray{QJsonObject{{"row", 1}}};
}

void TestBoardFileMoves::wrongNumberCountsAreNamed()
{
    QFETCH(QJsonArray, move);
    const engine::Game* chomp = engine::findGame("chomp");
    const QByteArray json = BoardFile::toJson({QStringLiteral("chomp"), chomp->exampleBoard(), {}});
    // "not a list" puts the object itself in the moves list.
    QJsonArray moves;
    if (move.size() == 1 && move.at(0).isObject())
        moves.append(move.at(0));
    else
        moves.append(move);
    const QString error = fileErrorOf(BoardFile::fromJson(withMoves(objectOf(json), moves)));
    QVERIFY2(error.contains(QStringLiteral("Move 1 must be a list of whole numbers: [row, col] for one cell or "
                                           "[row1, col1, row2, col2] for a rectangle.")),
             qPrintable(error));
}

void TestBoardFileMoves::illegalTwoNumberMoveIsNamed()
{
    const engine::Game* chomp = engine::findGame("chomp");
    engine::Board board = chomp->emptyBoard(3, 3);
    board.setCell({0, 0}, engine::CellKind::Poison);
    const QByteArray json = BoardFile::toJson({QStringLiteral("chomp"), board, {}});
    QJsonArray moves; // (append: clang reads QJsonArray{QJsonArray{...}} as a copy of the inner list)
    moves.append(QJsonArray{0, 0});
    const QString error = fileErrorOf(BoardFile::fromJson(withMoves(objectOf(json), moves)));
    QVERIFY2(error.contains(QStringLiteral("Move 1 (row 0, column 0) is not a legal move")), qPrintable(error));
}

GRUNDYGRID_TEST_MAIN(test_board_file_moves, TestBoardFileMoves)
#include "test_board_file_moves.moc"
