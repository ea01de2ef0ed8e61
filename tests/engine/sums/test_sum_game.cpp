// A sum as one engine::Game on one combined board (SumGame, issue 25): painting
// keeps each board's rules, setupProblem's words, interning, a board whose value
// is not known, and the board text of a SumGame. Random sums against a brute
// force of the combined board: test_sum_game_random.

#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "sums/RandomSums.h"

#include "engine/BestLine.h"
#include "engine/Error.h"
#include "engine/GameModules.h"
#include "engine/ParseError.h"
#include "engine/games/pawn/PawnExactTable.h"
#include "engine/sums/SumGame.h"
#include "engine/sums/SumSolver.h"
#include "engine/sums/SumText.h"

#include <QTest>

#include <algorithm>
#include <climits>
#include <map>
#include <random>
#include <set>
#include <string>
#include <thread>

using engine::Analysis;
using engine::Board;
using engine::Cell;
using engine::GameSum;
using engine::Move;
using engine::MoveVerdict;
using engine::Nimber;
using engine::Outcome;
using engine::SumComponent;
using engine::SumGame;
using engine::SumLayout;
using engine::SumMove;
using sums_test::setupsOf;

namespace sum_game_test {

SumComponent boardOf(const char* id, const std::string& text)
{
    const engine::GameModule* module = engine::findGameModule(id);
    engine::TextReader reader(text);
    const Board setup = module->text.readBoard(reader);
    return {module, setup, setup};
}

class TestSumGame : public QObject {
    Q_OBJECT

private slots:
    // A paint stroke on a sum is each board's own: a pawn moves, a kind a board's
    // game lacks and the cells between the boards stay as they are, and
    // paintProblem says why in setupProblem's words.
    void paintingKeepsEachBoardsRules()
    {
        const engine::GameModule& pawn = *engine::findGameModule("pawn");
        const engine::GameModule& chomp = *engine::findGameModule("chomp");
        Board plane = pawn.game.emptyBoard(1000000001, 1000000001);
        plane.setCell({3, 3}, engine::CellKind::Pawn);
        Board bar = chomp.game.emptyBoard(2, 3);
        bar.setCell({0, 0}, engine::CellKind::Poison);
        const std::vector<SumComponent> boards{{&chomp, bar, bar}, {&pawn, plane, plane}};
        const SumGame& sum = engine::sumGameOf(SumLayout::of(boards));
        const SumLayout& layout = sum.layout();
        const Board before = layout.combinedBoard(std::vector<Board>{bar, plane});
        const Cell gap{0, 3};
        QVERIFY(!layout.boardAt(gap));

        Board setup = before;
        QVERIFY(sum.paintCells(setup, {layout.toCombined(1, Cell{1, 2})}, engine::CellKind::Pawn));
        QCOMPARE(layout.componentBoard(setup, 1).cellsOf(engine::CellKind::Pawn), (std::vector<Cell>{Cell{1, 2}}));
        QVERIFY(!sum.setupProblem(setup));

        setup = before;
        QVERIFY(!sum.paintCells(setup, {layout.toCombined(0, Cell{1, 1}), gap}, engine::CellKind::Pawn));
        QVERIFY(!sum.paintCells(setup, {gap}, engine::CellKind::Poison));
        QVERIFY(setup == before);
        // A stroke across both boards paints the one whose game has the kind.
        QVERIFY(sum.paintCells(setup, {layout.toCombined(0, Cell{1, 2}), gap, layout.toCombined(1, Cell{0, 0})},
                               engine::CellKind::Poison));
        QCOMPARE(setup.cellAt(layout.toCombined(0, Cell{1, 2})), engine::CellKind::Poison);
        QVERIFY(layout.componentBoard(setup, 1) == plane);

        QCOMPARE(sum.paintProblem(before, gap, engine::CellKind::Poison),
                 std::optional<std::string>("cell (0, 3) of a sum lies between its boards and must be empty"));
        QVERIFY(!sum.paintProblem(before, gap, engine::CellKind::Empty));
        QVERIFY(!sum.paintProblem(before, layout.toCombined(1, Cell{0, 0}), engine::CellKind::Impassable));
        const std::optional<std::string> foreign =
            sum.paintProblem(before, layout.toCombined(0, Cell{1, 1}), engine::CellKind::Pawn);
        QVERIFY(foreign);
        QVERIFY2(foreign->starts_with("board 0 (chomp): cell (1, 1) of a chomp setup"), foreign->c_str());
    }

    // One instance per layout, from any thread; it is no registered game.
    void isInternedAndNoModule()
    {
        const std::vector<SumComponent> boards{boardOf("chomp", "2 3 1\n0 0\n"), boardOf("pawn", "1\n1 1\n3 2\n")};
        const SumGame& game = engine::sumGameOf(SumLayout::of(boards));
        QCOMPARE(&engine::sumGameOf(SumLayout::of(boards)), &game);
        const std::vector<SumComponent> other{boards[1], boards[0]};
        QVERIFY(&engine::sumGameOf(SumLayout::of(other)) != &game);
        std::vector<const SumGame*> seen(4, nullptr);
        std::vector<std::thread> threads;
        for (std::size_t k = 0; k < seen.size(); ++k)
            threads.emplace_back([&seen, &other, k] { seen[k] = &engine::sumGameOf(SumLayout::of(other)); });
        for (std::thread& thread : threads)
            thread.join();
        for (const SumGame* found : seen)
            QCOMPARE(found, &engine::sumGameOf(SumLayout::of(other)));

        QCOMPARE(game.id(), std::string_view("sum"));
        QCOMPARE(game.displayName(), std::string_view("Sum"));
        QVERIFY(engine::findGame("sum") == nullptr);
        QVERIFY(std::none_of(engine::gameModules().begin(), engine::gameModules().end(),
                             [](const engine::GameModule* module) { return module->id() == "sum"; }));
        QCOMPARE(engine::asSumGame(game), &game);
        QVERIFY(engine::asSumGame(boards[0].game()) == nullptr);
        // Its size is the combined board's: 2 x 3, a gap, the pawn's 3 x 4 window.
        QCOMPARE(game.layout().rows(), 3);
        QCOMPARE(game.layout().cols(), 3 + 1 + 4);
        QVERIFY(game.takesSize(3, 8));
        QVERIFY(!game.takesSize(3, 9));
        QCOMPARE(game.layout().slot(1).rows, engine::PawnGame::kSide);
        QCOMPARE(game.layout().area(1), (Move{{0, 4}, {2, 7}}));
        // Its palette: the chomp kinds, then the pawn's.
        std::vector<engine::CellKind> palette = boards[0].game().paletteKinds();
        for (engine::CellKind kind : boards[1].game().paletteKinds())
            palette.push_back(kind);
        QCOMPARE(game.paletteKinds(), palette);
        // The example: each board's game's example where the layout takes it.
        const engine::GameModule& chomp = *boards[0].module;
        const engine::GameModule& pawn = *boards[1].module;
        const std::vector<SumComponent> examples{{&chomp, chomp.game.exampleBoard(), chomp.game.exampleBoard()},
                                                 {&pawn, pawn.game.exampleBoard(), pawn.game.exampleBoard()}};
        const SumGame& ofExamples = engine::sumGameOf(SumLayout::of(examples));
        QVERIFY(!ofExamples.setupProblem(ofExamples.exampleBoard()));
        QVERIFY(ofExamples.layout().componentBoards(ofExamples.exampleBoard())[1] == pawn.game.exampleBoard());
        QVERIFY(game.layout().componentBoards(game.exampleBoard())[0] == Board(2, 3));
    }

    // setupProblem: the size, a cell between boards, then each board's own words after its name.
    void setupProblems()
    {
        const std::vector<SumComponent> boards{boardOf("chomp", "2 3 1\n0 0\n"), boardOf("pawn", "1\n1 1\n3 2\n")};
        const SumGame& game = engine::sumGameOf(SumLayout::of(boards));
        const Board setup = game.layout().combinedBoard(std::vector<Board>{boards[0].setup, boards[1].setup});
        QVERIFY(!game.setupProblem(setup));
        QCOMPARE(game.setupProblem(Board(3, 9)).value(), std::string("a board of this sum is 3 x 8 cells, not 3 x 9"));
        Board gap = setup;
        gap.setCell({1, 3}, engine::CellKind::Poison);
        QCOMPARE(game.setupProblem(gap).value(),
                 std::string("cell (1, 3) of a sum lies between its boards and must be empty"));
        Board below = setup;
        below.setCell({2, 0}, engine::CellKind::Eaten); // below the 2-row chomp board
        QCOMPARE(game.setupProblem(below).value(),
                 std::string("cell (2, 0) of a sum lies between its boards and must be empty"));
        Board noPawn = setup;
        noPawn.setCell({2, 7}, engine::CellKind::Empty);
        const std::string pawnWords = boards[1].game().setupProblem(game.layout().componentBoard(noPawn, 1)).value();
        QCOMPARE(game.setupProblem(noPawn).value(), "board 1 (pawn): " + pawnWords);
        Board foreign = setup;
        foreign.setCell({1, 1}, engine::CellKind::Pawn);
        QVERIFY(game.setupProblem(foreign).value().starts_with("board 0 (chomp): cell (1, 1) of a chomp setup"));
        // A pawn beyond what a sum shows: the limit in words.
        const std::vector<SumComponent> far{boards[0], boardOf("pawn", "0\n3000 5\n")};
        const std::string words = SumLayout::sumBoardsProblem(far).value();
        QCOMPARE(words, std::string("board 1 (pawn): in a sum a board larger than 2048 x 2048 cells keeps its marked "
                                    "cells within its top-left 2048 x 2048 (rows and columns 0 to 2047), not at "
                                    "(5, 3000)"));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)SumLayout::of(far));
        QVERIFY(!SumLayout::sumBoardsProblem(std::vector<SumComponent>{boards[0], boardOf("pawn", "0\n2047 2047\n")}));
        // A move on no board, and one its board's game refuses.
        QVERIFY(!game.isLegal(setup, Move::at({0, 3})));
        QVERIFY(!game.isLegal(setup, Move{{0, 2}, {0, 4}}));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)game.play(setup, Move::at({0, 3})));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)game.play(setup, Move::at({2, 7})));
    }

    // A pawn beyond its exact table beside another board: the sum is not
    // known, the reason names the pawn's board, nothing is guessed, and the
    // perfect move is perfectSumMove's.
    void unknownValueIsNamedAndNotGuessed()
    {
        const engine::Coord x = engine::PawnExactTable::kMaxSide + 100;
        const std::vector<SumComponent> boards{boardOf("chomp", "2 3 1\n0 0\n"),
                                               boardOf("pawn", "0\n" + std::to_string(x) + " 7\n")};
        const SumGame& game = engine::sumGameOf(SumLayout::of(boards));
        QCOMPARE(game.layout().slot(1).shownCols, x + 1);
        const Board setup = game.layout().combinedBoard(std::vector<Board>{boards[0].setup, boards[1].setup});
        QVERIFY(!game.setupProblem(setup));
        const std::unique_ptr<engine::Solver> solver = game.createSolver(setup);
        const Analysis analysis = solver->analyse(setup, {});
        QVERIFY(!analysis.known());
        QCOMPARE(analysis.unknownReason.value(),
                 std::string("the Grundy value of board 1 (pawn) is not known, so neither is the sum's"));
        QVERIFY(!analysis.grundy);
        QVERIFY(!analysis.remoteness);
        QVERIFY(analysis.winningMoves().empty());
        QCOMPARE(analysis.moves.size(), game.legalMoves(setup).size());
        for (const MoveVerdict& verdict : analysis.moves) {
            QVERIFY(!verdict.resultGrundy);
            QVERIFY(!verdict.resultRemoteness);
        }
        QCOMPARE(analysis.boards.size(), std::size_t{2});
        QVERIFY(analysis.boards[0].grundy.has_value());
        QVERIFY(!analysis.boards[1].grundy);
        QCOMPARE(analysis.boards[1].outcome, Outcome::Win); // the pawn alone wins: it reaches the diagonal
        QVERIFY(!analysis.boards[1].ownMoves.empty());
        engine::SumSolver sumSolver;
        const std::optional<SumMove> sumPerfect = engine::perfectSumMove(sumSolver.analyse(game.sumOf(setup, setup), {}));
        QCOMPARE(analysis.stallingMove.value(), game.layout().toCombined(sumPerfect.value()));
        QCOMPARE(engine::perfectMove(analysis).value(), *analysis.stallingMove);
        QVERIFY(game.isLegal(setup, *analysis.stallingMove));
        // Once the chomp board is finished, the pawn's outcome is the sum's.
        Board position = setup;
        for (;;) {
            const std::vector<Move> moves = game.legalMoves(position);
            const auto onChomp = std::find_if(moves.begin(), moves.end(), [&game](const Move& move) {
                return game.layout().toLocal(move)->board == 0;
            });
            if (onChomp == moves.end())
                break;
            position = game.play(position, *onChomp);
        }
        const Analysis alone = solver->analyse(position, {});
        QVERIFY(alone.known());
        QCOMPARE(alone.outcome, Outcome::Win);
        QCOMPARE(alone.winningMoves().size(), std::size_t{1});
        QCOMPARE(game.layout().toLocal(alone.winningMoves().front())->board, std::size_t{1});
        const std::optional<SumMove> alonePerfect =
            engine::perfectSumMove(sumSolver.analyse(game.sumOf(setup, position), {}));
        QCOMPARE(engine::perfectMove(alone).value(), game.layout().toCombined(alonePerfect.value()));
        // The best line of the sum not known plays the stalling moves, then the pawn's game, to the end.
        const engine::BestLine line = engine::bestLine(game, setup, *solver, {}, 200);
        QVERIFY(line.complete);
        QVERIFY(!line.exact);
        Board at = setup;
        for (const engine::BestLineStep& step : line.steps) {
            QVERIFY(game.isLegal(at, step.move));
            at = game.play(at, step.move);
        }
        QVERIFY(game.legalMoves(at).empty());
    }

    // A lost sum too large for the remoteness search: no move's remoteness is
    // known, so the perfect move is the stalling move, perfectSumMove's (on
    // the board that lasts longest), and the best line keeps the verdict.
    void lossBeyondTheRemotenessSearchStallsAsTheSumDoes()
    {
        const SumComponent chomp = boardOf("chomp", "7 7 1\n0 0\n");
        const std::vector<SumComponent> boards{chomp, chomp};
        const SumGame& game = engine::sumGameOf(SumLayout::of(boards));
        const Board setup = game.layout().combinedBoard(std::vector<Board>{chomp.setup, chomp.setup});
        const std::unique_ptr<engine::Solver> solver = game.createSolver(setup);
        const Analysis analysis = solver->analyse(setup, {});
        QVERIFY(analysis.known());
        QCOMPARE(analysis.outcome, Outcome::Loss);
        QCOMPARE(analysis.grundy.value(), Nimber{0});
        QVERIFY(!analysis.remoteness);
        QVERIFY(std::none_of(analysis.moves.begin(), analysis.moves.end(),
                             [](const MoveVerdict& v) { return v.resultRemoteness.has_value(); }));
        engine::SumSolver sumSolver;
        const SumMove sumPerfect = engine::perfectSumMove(sumSolver.analyse(game.sumOf(setup, setup), {})).value();
        QCOMPARE(analysis.stallingMove.value(), game.layout().toCombined(sumPerfect));
        QCOMPARE(engine::perfectMove(analysis).value(), *analysis.stallingMove);
        const engine::BestLine line = engine::bestLine(game, setup, *solver, {}, 6);
        QCOMPARE(line.steps.size(), std::size_t{6});
        QVERIFY(!line.exact);
        for (std::size_t k = 0; k < line.steps.size(); ++k)
            QCOMPARE(line.steps[k].analysis.outcome, k % 2 == 0 ? Outcome::Win : Outcome::Loss);
    }

    // The board text of a SumGame reads back to its layout, setup and moves.
    void boardTextReadsBack()
    {
        std::mt19937_64 random(11);
        int roundTrips = 0;
        for (int t = 0; t < 200; ++t) {
            const GameSum sum = sums_test::randomSmallSum(random, 400, 1, 4);
            const SumLayout layout = SumLayout::of(sum.boards());
            const Board setup = layout.combinedBoard(setupsOf(sum));
            const SumGame& game = engine::sumGameOf(layout);
            std::vector<Move> moves;
            Board position = setup;
            for (int k = 0; k < 5; ++k) {
                const std::vector<Move> legal = game.legalMoves(position);
                if (legal.empty())
                    break;
                moves.push_back(legal[random() % legal.size()]);
                position = game.play(position, moves.back());
            }
            if (engine::sumGameTextProblem(layout, setup, moves))
                continue;
            engine::TextReader reader(engine::sumGameText(layout, setup, moves));
            const engine::SumGameQuery query = engine::readSumGameQuery(reader);
            QVERIFY(query.layout == layout);
            QVERIFY(query.setup == setup);
            QCOMPARE(query.moves, moves);
            QVERIFY(query.position == position);
            ++roundTrips;
        }
        QVERIFY(roundTrips > 150);
        // A pawn beyond what a sum shows is an error at its game id.
        engine::TextReader far("2\nchomp\n2 2 1\n0 0\npawn\n0\n3000 5\n0\n");
        try {
            (void)engine::readSumGameQuery(far);
            QFAIL("a pawn beyond X 2047 was read into a sum");
        } catch (const engine::ParseError& error) {
            QCOMPARE(error.line(), 5); // the pawn's game id
            QVERIFY(std::string(error.what()).find("2048 x 2048") != std::string::npos);
        }
    }
};

} // namespace sum_game_test

GRUNDYGRID_TEST_APPLESS_MAIN(test_sum_game, sum_game_test::TestSumGame)
#include "test_sum_game.moc"
