// Board files of a sum (version 2): a round trip with moves, a document of one
// game still written as version 1, and every problem of a sum's file named.
#include "TestRegistry.h"

#include "gui/files/BoardFile.h"

#include "BoardFileSamples.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using engine::Board;
using engine::CellKind;
using gui::BoardFile;
using gui::BoardFileContents;

namespace {

// Chomp 2 x 3 with its poison at (0, 0) beside rectangles 2 x 2 of ones.
const engine::SumGame& chompAndRectangles(Board* setup)
{
    Board chomp = engine::findGame("chomp")->emptyBoard(2, 3);
    chomp.setCell({0, 0}, CellKind::Poison);
    Board rectangles = engine::findGame("rectangles")->emptyBoard(2, 2);
    for (const engine::Cell cell : {engine::Cell{0, 0}, {0, 1}, {1, 0}, {1, 1}})
        rectangles.setCell(cell, CellKind::Filled);
    const std::vector<engine::SumComponent> boards{{engine::findGameModule("chomp"), chomp, chomp},
                                                   {engine::findGameModule("rectangles"), rectangles, rectangles}};
    const engine::SumGame& game = engine::sumGameOf(engine::SumLayout::of(boards));
    *setup = game.layout().combinedBoard(std::vector<Board>{chomp, rectangles});
    return game;
}

QJsonObject sumObject()
{
    Board setup;
    const engine::SumGame& game = chompAndRectangles(&setup);
    return QJsonDocument::fromJson(BoardFile::toJson({QStringLiteral("sum"), setup, {}, &game})).object();
}

QByteArray withBoards(const QJsonValue& boards)
{
    QJsonObject object = sumObject();
    object.insert("boards", boards);
    return QJsonDocument(object).toJson();
}

QByteArray withBoardField(int board, const char* key, const QJsonValue& value)
{
    QJsonObject object = sumObject();
    QJsonArray boards = object.value("boards").toArray();
    QJsonObject entry = boards.at(board).toObject();
    entry.insert(key, value);
    boards[board] = entry;
    object.insert("boards", boards);
    return QJsonDocument(object).toJson();
}

} // namespace

class TestSumBoardFile : public QObject {
    Q_OBJECT

private slots:
    void sumRoundTripsAsVersion2()
    {
        Board setup;
        const engine::SumGame& game = chompAndRectangles(&setup);
        // One move on each board: chomp's (1, 2), then rectangles' whole top row.
        const engine::Move onChomp = engine::Move::at(game.layout().toCombined(0, {1, 2}));
        const engine::Move onRectangles{game.layout().toCombined(1, {0, 0}), game.layout().toCombined(1, {0, 1})};
        const BoardFileContents original{QStringLiteral("sum"), setup, {onChomp, onRectangles}, &game};
        const QByteArray json = BoardFile::toJson(original);
        const QJsonObject object = QJsonDocument::fromJson(json).object();
        QCOMPARE(object.value("version").toInt(), 2);
        QCOMPARE(object.value("boards").toArray().size(), 2);
        QCOMPARE(object.value("boards").toArray().at(1).toObject().value("game").toString(), "rectangles");
        const auto result = BoardFile::fromJson(json);
        QVERIFY2(std::holds_alternative<BoardFileContents>(result),
                 qPrintable(std::holds_alternative<QString>(result) ? std::get<QString>(result) : QString()));
        const BoardFileContents& read = std::get<BoardFileContents>(result);
        QCOMPARE(read.game, static_cast<const engine::Game*>(&game));
        QCOMPARE(read.gameId, "sum");
        QVERIFY(read.setup == setup);
        QVERIFY(read.moves == original.moves);
    }

    void oneGameStaysVersion1()
    {
        const engine::Game& chomp = *engine::findGame("chomp");
        const QByteArray json = BoardFile::toJson({QStringLiteral("chomp"), chomp.exampleBoard(), {}, &chomp});
        QCOMPARE(QJsonDocument::fromJson(json).object().value("version").toInt(), 1);
        const auto result = BoardFile::fromJson(json);
        QVERIFY(std::holds_alternative<BoardFileContents>(result));
        QCOMPARE(std::get<BoardFileContents>(result).game, &chomp);
    }

    // A sum holding a board the editor holds before it can be played (a pawn board
    // cleared of its pawn, found by test_monkey: saved, then refused at Open) opens
    // as it was saved, as one such board does, with the moves played on its other
    // boards (seed 6008, step 1446); a move on the board that cannot be played is refused.
    void aSumWithABoardNotPlayableYetOpensAsSaved()
    {
        Board chomp = engine::findGame("chomp")->emptyBoard(2, 3);
        chomp.setCell({0, 0}, CellKind::Poison);
        Board pawn = engine::findGame("pawn")->exampleBoard();
        for (const engine::Cell cell : pawn.cellsOf(CellKind::Pawn))
            pawn.setCell(cell, CellKind::Empty);
        QVERIFY(engine::findGame("pawn")->setupProblem(pawn).has_value());
        const std::vector<engine::SumComponent> boards{{engine::findGameModule("chomp"), chomp, chomp},
                                                       {engine::findGameModule("pawn"), pawn, pawn}};
        const engine::SumGame& game = engine::sumGameOf(engine::SumLayout::of(boards));
        const Board setup = game.layout().combinedBoard(std::vector<Board>{chomp, pawn});
        QVERIFY(game.setupProblem(setup).has_value());
        const QByteArray json = BoardFile::toJson({QStringLiteral("sum"), setup, {}, &game});
        const auto result = BoardFile::fromJson(json);
        QVERIFY2(std::holds_alternative<BoardFileContents>(result),
                 qPrintable(std::holds_alternative<QString>(result) ? std::get<QString>(result) : QString()));
        QCOMPARE(std::get<BoardFileContents>(result).game, static_cast<const engine::Game*>(&game));
        QVERIFY(std::get<BoardFileContents>(result).setup == setup);

        QJsonObject withMoves = QJsonDocument::fromJson(json).object();
        QJsonArray moves; // (append: clang reads QJsonArray{QJsonArray{...}} as a copy of the inner list)
        moves.append(QJsonArray{1, 2}); // chomp's
        withMoves.insert("moves", moves);
        const auto opened = BoardFile::fromJson(QJsonDocument(withMoves).toJson());
        QVERIFY2(std::holds_alternative<BoardFileContents>(opened),
                 qPrintable(std::holds_alternative<QString>(opened) ? std::get<QString>(opened) : QString()));
        QCOMPARE(std::get<BoardFileContents>(opened).moves, std::vector<engine::Move>{engine::Move::at({1, 2})});

        moves.append(QJsonArray{0, 4}); // the pawn board's (0, 0): no pawn moves there
        withMoves.insert("moves", moves);
        const auto refused = BoardFile::fromJson(QJsonDocument(withMoves).toJson());
        QVERIFY(std::holds_alternative<QString>(refused));
        QVERIFY2(std::get<QString>(refused).contains(QStringLiteral("Move 2 (row 0, column 4) is not a legal move")),
                 qPrintable(std::get<QString>(refused)));
    }

    // Fields a newer version wrote, of the file and of each board, are written back as they were read.
    void unknownFieldsRoundTrip()
    {
        QJsonObject object = sumObject();
        object.insert("author", "a newer GrundyGrid");
        object.insert("clock", QJsonObject{{"seconds", 90}});
        QJsonArray boards = object.value("boards").toArray();
        QJsonObject rectangles = boards.at(1).toObject();
        rectangles.insert("colour", "teal");
        boards[1] = rectangles;
        object.insert("boards", boards);
        const auto read = BoardFile::fromJson(QJsonDocument(object).toJson());
        QVERIFY(std::holds_alternative<BoardFileContents>(read));
        const QJsonObject written
            = QJsonDocument::fromJson(BoardFile::toJson(std::get<BoardFileContents>(read))).object();
        QCOMPARE(written.value("author").toString(), QStringLiteral("a newer GrundyGrid"));
        QCOMPARE(written.value("clock").toObject().value("seconds").toInt(), 90);
        QCOMPARE(written.value("boards").toArray().at(1).toObject().value("colour").toString(), QStringLiteral("teal"));
        QVERIFY(!written.value("boards").toArray().at(0).toObject().contains("colour"));
        QCOMPARE(written, object); // nothing else changed either

        // The boards moved (Move Board Right): the rectangles board keeps its fields, the chomp board gets none.
        Board setup;
        const engine::SumGame& before = chompAndRectangles(&setup);
        const std::vector<Board> parts = before.layout().componentBoards(setup);
        const std::vector<engine::SumComponent> swapped{{engine::findGameModule("rectangles"), parts[1], parts[1]},
                                                        {engine::findGameModule("chomp"), parts[0], parts[0]}};
        const engine::SumGame& after = engine::sumGameOf(engine::SumLayout::of(swapped));
        BoardFileContents moved = std::get<BoardFileContents>(read);
        moved.game = &after;
        moved.setup = after.layout().combinedBoard(std::vector<Board>{parts[1], parts[0]});
        const QJsonArray movedBoards = QJsonDocument::fromJson(BoardFile::toJson(moved)).object().value("boards").toArray();
        QCOMPARE(movedBoards.at(0).toObject().value("game").toString(), QStringLiteral("rectangles"));
        QCOMPARE(movedBoards.at(0).toObject().value("colour").toString(), QStringLiteral("teal"));
        QVERIFY(!movedBoards.at(1).toObject().contains("colour"));
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("no boards") << withBoards(QJsonValue::Undefined) << QStringList{"needs a \"boards\" list"};
        QTest::newRow("zero boards") << withBoards(QJsonArray{}) << QStringList{"1 to 8 boards, not 0"};
        QJsonArray nine;
        for (int i = 0; i < 9; ++i)
            nine.append(sumObject().value("boards").toArray().at(0));
        QTest::newRow("nine boards") << withBoards(nine) << QStringList{"1 to 8 boards, not 9"};
        QTest::newRow("board not object") << withBoards(QJsonArray{3}) << QStringList{"Board 0 (boards[0] in the file): ", "an object"};
        QTest::newRow("board game unknown") << withBoardField(1, "game", "tetris")
                                            << QStringList{"Board 1 (boards[1] in the file): ", "\"tetris\" is not known"};
        QTest::newRow("board game missing") << withBoardField(0, "game", QJsonValue::Undefined)
                                            << QStringList{"Board 0 (boards[0] in the file): ", "\"game\" text"};
        QTest::newRow("board rows missing") << withBoardField(1, "rows", QJsonValue::Undefined)
                                            << QStringList{"Board 1 (boards[1] in the file): ", "\"rows\""};
        QTest::newRow("board too large") << withBoardField(0, "cols", 51)
                                         << QStringList{"Board 0 (boards[0] in the file): ", "out of range"};
        QTest::newRow("board cell outside") << withBoardField(1, "cells", QJsonArray{QJsonObject{
                                                  {"row", 5}, {"col", 0}, {"kind", "filled"}}})
                                            << QStringList{"Board 1 (boards[1] in the file): ", "lies outside the 2 x 2 board"};
        QTest::newRow("board unplayable") << withBoardField(1, "cells", QJsonArray{QJsonObject{
                                              {"row", 0}, {"col", 0}, {"kind", "poison"}}})
                                          << QStringList{"Board 1 (boards[1] in the file): ", "cannot be played"};
        QTest::newRow("window not a pair") << withBoardField(1, "window", 5)
                                           << QStringList{"Board 1 (boards[1] in the file): ", "\"window\" must be two whole numbers from 1 to 2048"};
        QTest::newRow("window too wide") << withBoardField(1, "window", QJsonArray{3, 4096})
                                         << QStringList{"Board 1 (boards[1] in the file): ", "\"window\" must be two whole numbers"};
        QJsonObject illegal = sumObject();
        QJsonArray moves; // (append: clang reads QJsonArray{QJsonArray{...}} as a copy of the inner list)
        moves.append(QJsonArray{0, 3}); // the column between the boards
        illegal.insert("moves", moves);
        QTest::newRow("move between boards") << QJsonDocument(illegal).toJson()
                                             << QStringList{"Move 1 (row 0, column 3) is not a legal move"};
        QJsonObject plain = sumObject();
        plain.insert("version", 1);
        QTest::newRow("sum as version 1") << QJsonDocument(plain).toJson() << QStringList{"\"sum\""};
    }

    void errors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QStringList, expected);
        boardfiles::expectRefused(json, expected);
    }
};

GRUNDYGRID_TEST_GUILESS_MAIN(test_sum_board_file, TestSumBoardFile)
#include "test_sum_board_file.moc"
