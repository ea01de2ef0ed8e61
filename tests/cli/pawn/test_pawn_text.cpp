#include "TestRegistry.h"
#include "engine/GameModules.h"
#include "engine/games/pawn/PawnText.h"

#include "CliTestSupport.h"

#include <QTest>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::PawnGame;
using engine::PawnText;
using engine::TextReader;

namespace {

using cli_test::contestAnswer;
using cli_test::readBoard;

const PawnText kText;

// `count` lines "i 0".
std::string cellLines(int count)
{
    std::string lines;
    for (int i = 0; i < count; ++i)
        lines += std::to_string(i) + " 0\n";
    return lines;
}

const std::string kSample = "1\n2\n1 1\n4 2\n4\n2 2\n1 2\n3 4\n6 5\n";

} // namespace

class TestPawnText : public QObject {
    Q_OBJECT

private slots:
    void answersThePublishedSample()
    {
        QCOMPARE(contestAnswer(kText, kSample), std::string("Alice\nBob\nAlice\nBob\n"));
    }

    void acceptsTheLimits()
    {
        std::string text = "1\n100000\n" + cellLines(100'000) + "100000\n";
        for (int i = 0; i < 100'000; ++i)
            text += std::to_string(i) + " 1\n";
        const std::string answer = contestAnswer(kText, text);
        QCOMPARE(answer.size(), std::string("Alice\n").size() * 100'000 - 2); // (0, 1) loses: blocked above
        QVERIFY(answer.rfind("Bob\nAlice\n", 0) == 0);
    }

    void readsBoards()
    {
        const Board setup = readBoard(kText, "2\n1 3\n4 0\n4 3\n");
        QCOMPARE(setup.rows(), PawnGame::kSide);
        QCOMPARE(setup.cellAt({3, 1}), CellKind::Impassable);
        QCOMPARE(setup.cellAt({0, 4}), CellKind::Impassable);
        QCOMPARE(setup.cellAt({3, 4}), CellKind::Pawn);
        QCOMPARE(setup.markedCount(), std::size_t{3});
        QCOMPARE(kText.maxMoveCount(setup), 7);
        TextReader reader("0\n1000000000 1000000000\n5");
        const Board far = kText.readBoard(reader);
        QCOMPARE(kText.maxMoveCount(far), 2'000'000'000);
        QCOMPARE(reader.readInt("the number of moves", 0, 9), 5); // the reader stopped after the board
    }

    void readsLegalMoves()
    {
        const Board setup = readBoard(kText, "2\n1 3\n4 0\n4 3\n");
        TextReader reader(" 2 3 \n4 1\n");
        const Move first = kText.readMove(reader, setup);
        QCOMPARE(first, Move::at({3, 2}));
        QCOMPARE(kText.readMove(reader, setup), Move::at({1, 4}));
        QVERIFY(reader.atEnd());
    }

    void formatsMovesAsXThenY()
    {
        QCOMPARE(kText.moveFields(Move::at({7, 3})), (std::vector<engine::Coord>{3, 7}));
        QCOMPARE(kText.formatMove(Move::at({1'000'000'000, 12})), std::string("12 1000000000"));
    }

    void isRegisteredWithItsFormats()
    {
        cli_test::expectRegistered("pawn");
        const engine::GameText* text = engine::findGameText("pawn");
        QVERIFY(text->formats().contest.find("Alice") != std::string_view::npos);
        QVERIFY(text->formats().board.find("100000") != std::string_view::npos);
        QVERIFY(text->formats().move.find("'X Y'") != std::string_view::npos);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_pawn_text, TestPawnText)
#include "test_pawn_text.moc"
