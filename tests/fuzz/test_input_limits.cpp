// Hostile inputs the fuzz targets cannot reach at their small sizes (counts that
// would allocate gigabytes or make the readers replay moves for hours get a
// clear error at once) and what fuzzing found, checked through the public API.
#include "TestRegistry.h"
#include "engine/GameModules.h"
#include "engine/ParseError.h"
#include "engine/games/pawn/PawnText.h"
#include "gui/files/BoardFile.h"

#include <QTest>

#include <string>
#include <variant>

using engine::ParseError;
using engine::TextReader;

namespace {

// What readPositionQuery of `gameId` throws for `text` (fails the test if it parses).
ParseError queryError(const std::string& gameId, const std::string& text)
{
    TextReader reader(text);
    try {
        (void)engine::findGameText(gameId)->readPositionQuery(reader, *engine::findGame(gameId));
    } catch (const ParseError& error) {
        return error;
    }
    QTest::qFail("the query was read", __FILE__, __LINE__);
    return ParseError(0, 0, "");
}

// `count` impassable cells on row 0 and the pawn at (1000, 1000), as a pawn board text.
std::string pawnBoard(int count)
{
    std::string text = std::to_string(count) + "\n";
    for (int x = 0; x < count; ++x)
        text += std::to_string(2 * x + 1) + " 0\n";
    return text + "5000 5000\n"; // 10000 moves without the cells' bound
}

QString boardFileError(const QByteArray& json)
{
    const auto result = gui::BoardFile::fromJson(json);
    const QString* error = std::get_if<QString>(&result);
    return error != nullptr ? *error : QString();
}

} // namespace

class TestInputLimits : public QObject {
    Q_OBJECT

private slots:
    void hugeMoveCountReservesNothing()
    {
        // 2 x 10^9 moves are allowed from this pawn; the text ends before the first.
        const ParseError error = queryError("pawn", "0\n1000000000 1000000000\n2000000000\n");
        QCOMPARE(error.line(), 4);
        QVERIFY2(error.message().find("end of the input") != std::string::npos, error.what());
    }

    void pawnMovesAreBoundedByTheWorkOfReplayingThem()
    {
        const engine::PawnText text;
        TextReader reader(pawnBoard(100'000));
        const engine::Board setup = text.readBoard(reader);
        QCOMPARE(text.maxMoveCount(setup), engine::PawnText::kMaxReplayWork / 100'000);

        const ParseError error = queryError("pawn", pawnBoard(100'000) + "3000\n");
        QCOMPARE(error.line(), 100'003);
        QCOMPARE(error.message(), std::string("expected the number of moves between 0 and 2000, found 3000"));
        // Without impassable cells only X + Y bounds them.
        TextReader free(pawnBoard(0));
        QCOMPARE(text.maxMoveCount(text.readBoard(free)), 10'000);
    }

    void pawnContestWithoutStartsHasNoCaseToOpen()
    {
        // Found by fuzz_contest_pawn: an empty list of cases made the import dialog index case 0.
        TextReader reader("1\n1\n0 0\n0\n");
        try {
            (void)engine::findGameText("pawn")->readContestCases(reader);
            QFAIL("a contest text without starts was read");
        } catch (const ParseError& error) {
            QCOMPARE(error.line(), 1);
            QVERIFY2(error.message().find("no test lists a start") != std::string::npos, error.what());
        }
    }

    void boardFileMovesAreCountedBeforeTheyAreReplayed()
    {
        const QByteArray chomp = R"({"format": "grundygrid-board", "version": 1, "game": "chomp", "rows": 2,
            "cols": 2, "cells": [{"row": 0, "col": 0, "kind": "poison"}],
            "moves": [[1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]]})";
        QCOMPARE(boardFileError(chomp), QStringLiteral("The file lists 4 moves, more than the 3 that can be played "
                                                       "from its board."));

        QByteArray pawn = R"({"format": "grundygrid-board", "version": 1, "game": "pawn", "rows": 1000000001,
            "cols": 1000000001, "cells": [{"row": 5, "col": 5, "kind": "pawn"})";
        for (int i = 0; i < 1000; ++i)
            pawn += R"(, {"row": 0, "col": )" + QByteArray::number(2 * i + 1) + R"(, "kind": "impassable"})";
        pawn += R"(], "moves": [)";
        for (int i = 0; i < 10'001; ++i)
            pawn += i == 0 ? "[4, 5, 4, 5]" : ", [0, 0, 0, 0]";
        pawn += "]}";
        // min(5 + 5, 2 x 10^7 / 1000) moves at most.
        QCOMPARE(boardFileError(pawn), QStringLiteral("The file lists 10001 moves, more than the 10 that can be "
                                                      "played from its board."));
    }
};

GRUNDYGRID_TEST_GUILESS_MAIN(test_input_limits, TestInputLimits)
#include "test_input_limits.moc"
