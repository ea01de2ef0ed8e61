// The sum's own rules and limits (issue 25): what analyseSum says where a
// board's value is not known, a sum whose other boards have no moves, a sum
// of one, the remoteness search past its budget, stopping and progress, the
// solvers kept across positions, and the sum query text.

#include "TestRegistry.h"
#include "SolveContexts.h"
#include "sums/RandomSums.h"

#include "engine/Error.h"
#include "engine/GameModules.h"
#include "engine/sums/SumPuzzle.h"
#include "engine/sums/SumSolver.h"
#include "engine/sums/SumText.h"

#include <QTest>

#include <random>
#include <string>

using engine::GameSum;
using engine::SumAnalysis;
using engine::SumComponent;
using engine::SumMove;

namespace {

// A board of game `id` read from its board text, as its own setup and position.
SumComponent boardOf(const char* id, const std::string& text)
{
    return sums_test::boardFromText(id, text);
}

// A pawn beyond the exact table (no Grundy value; a win: it can reach the diagonal).
SumComponent farPawn()
{
    return boardOf("pawn", "0\n1000000000 7\n");
}

SumAnalysis analysed(const GameSum& sum, const engine::SolveContext& context = {}, const engine::SumOptions& options = {})
{
    engine::SumSolver solver;
    return solver.analyse(sum, context, options);
}

} // namespace

class TestSumAnalysis : public QObject {
    Q_OBJECT

private slots:
    // A board without a value leaves the sum not known, and names it: no
    // verdict is guessed, the perfect move is still a legal move.
    void unknownValueIsNamedAndNothingIsGuessed()
    {
        const GameSum sum({boardOf("chomp", "2 2 1\n0 0\n"), farPawn()});
        const SumAnalysis analysis = analysed(sum);
        QVERIFY(!analysis.known());
        QVERIFY(!analysis.value);
        QVERIFY(!analysis.remoteness);
        QCOMPARE(analysis.unknownBoards, std::vector<std::size_t>{1});
        QVERIFY(analysis.boards[0].value);
        QVERIFY(!analysis.boards[1].value);
        QVERIFY(!analysis.moves.empty());
        for (const engine::SumMoveVerdict& verdict : analysis.moves) {
            QVERIFY(!verdict.known());
            QVERIFY(!verdict.wins());
        }
        QVERIFY(analysis.winningMoves().empty());
        QCOMPARE(engine::unknownSumText(sum, analysis),
                 std::string("the Grundy value of board 1 (pawn) is not known, so neither is the sum's"));
        const std::optional<SumMove> move = engine::perfectSumMove(analysis);
        QVERIFY(move && sum.isLegal(*move));

        const GameSum two({farPawn(), boardOf("chomp", "2 2 1\n0 0\n"), farPawn()});
        QCOMPARE(engine::unknownSumText(two, analysed(two)),
                 std::string("the Grundy values of board 0 (pawn) and board 2 (pawn) are not known, so neither is "
                             "the sum's"));
    }

    // Boards without moves are *0 and change nothing: a sum in which one board
    // has moves is that board's game, known as far as that board is, value or not.
    void onlyBoardWithMovesIsThatBoard()
    {
        const GameSum sum({boardOf("chomp", "1 1 1\n0 0\n"), farPawn()});
        const SumAnalysis analysis = analysed(sum);
        QVERIFY(analysis.known());
        QVERIFY(analysis.unknownBoards.empty());
        QVERIFY(!analysis.value);
        const engine::Analysis& own = analysis.boards[1].analysis;
        QCOMPARE(analysis.outcome.value(), own.outcome);
        QCOMPARE(analysis.moves.size(), own.moves.size());
        for (std::size_t i = 0; i < own.moves.size(); ++i) {
            QCOMPARE(analysis.moves[i].move, (SumMove{1, own.moves[i].move}));
            QCOMPARE(analysis.moves[i].wins(), own.moves[i].wins());
        }
        QCOMPARE(analysis.winningMoves().size(), own.winningMoves().size());
        const std::optional<SumMove> move = engine::perfectSumMove(analysis);
        QVERIFY(move && move->board == 1);
        QVERIFY(analysis.verdictFor(*move)->wins());
    }

    // A sum of one board says what its solver says.
    void sumOfOneIsTheBoard()
    {
        const SumComponent board = boardOf("chomp", "4 5 1\n0 0\n");
        const SumAnalysis analysis = analysed(GameSum({board}));
        const auto solver = board.game().createSolver(board.setup);
        solver->prepare({});
        const engine::Analysis own = solver->analyse(board.position, {});
        QCOMPARE(analysis.value, own.grundy);
        QCOMPARE(analysis.outcome.value(), own.outcome);
        QCOMPARE(analysis.remoteness, own.remoteness);
        QCOMPARE(analysis.moves.size(), own.moves.size());
        for (std::size_t i = 0; i < own.moves.size(); ++i) {
            QCOMPARE(analysis.moves[i].resultValue, own.moves[i].resultGrundy);
            QCOMPARE(analysis.moves[i].resultRemoteness, own.moves[i].resultRemoteness);
        }
    }

    // Past its budget the search gives no remoteness, and the verdicts stay.
    void remotenessPastTheBudgetIsNotKnown()
    {
        const GameSum sum({boardOf("chomp", "3 3 1\n0 0\n"), boardOf("chomp", "2 4 1\n0 0\n"),
                           boardOf("rectangles", "2 2\n1 1\n0 1\n")});
        const SumAnalysis full = analysed(sum);
        QVERIFY(full.remoteness);
        const SumAnalysis cut = analysed(sum, {}, engine::SumOptions{100});
        QVERIFY(!cut.remoteness);
        QCOMPARE(cut.value, full.value);
        QCOMPARE(cut.winningMoves(), full.winningMoves());
        for (const engine::SumMoveVerdict& verdict : cut.moves)
            QVERIFY(verdict.known() && !verdict.resultRemoteness);
        engine::SolveContext outcomesOnly;
        outcomesOnly.outcomesOnly = true;
        const SumAnalysis outcomes = analysed(sum, outcomesOnly);
        QVERIFY(!outcomes.remoteness);
        QCOMPARE(outcomes.winningMoves(), full.winningMoves());
        // The perfect move from a loss without remoteness: on the board of greatest own remoteness.
        if (cut.outcome == engine::Outcome::Loss) {
            const std::optional<SumMove> move = engine::perfectSumMove(cut);
            QVERIFY(move && sum.isLegal(*move));
        }
    }

    void stopsAndSharesProgress()
    {
        const GameSum sum({boardOf("chomp", "6 6 1\n0 0\n"), boardOf("volcano", "3 3\n^^^\n^#^\n^^^\n")});
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)analysed(sum, testsupport::alreadyStopped()));
        std::vector<double> progress;
        (void)analysed(sum, testsupport::recordingProgress(progress));
        QVERIFY(!progress.empty());
        for (std::size_t i = 0; i < progress.size(); ++i) {
            QVERIFY(progress[i] >= 0.0 && progress[i] <= 1.0);
            if (i > 0)
                QVERIFY(progress[i] >= progress[i - 1]);
        }
        QCOMPARE(progress.back(), 1.0);
    }

    // The solvers belong to the setups: kept across the positions of a game,
    // also when the boards are reordered; a changed setup gets a new one.
    void keepsEachBoardsSolver()
    {
        engine::SumSolver solver;
        const GameSum sum({boardOf("chomp", "3 3 1\n0 0\n"), boardOf("rectangles", "2 2\n1 1\n0 1\n")});
        (void)solver.analyse(sum, {});
        const std::vector<engine::Solver*> first = solver.solvers();
        const GameSum after = sum.play(sum.legalMoves().front());
        (void)solver.analyse(after, {});
        QCOMPARE(solver.solvers(), first);
        (void)solver.analyse(GameSum({after.board(1), after.board(0)}), {});
        QCOMPARE(solver.solvers(), (std::vector<engine::Solver*>{first[1], first[0]}));
        (void)solver.analyse(GameSum({boardOf("chomp", "3 4 1\n0 0\n"), after.board(1)}), {});
        QCOMPARE(solver.solvers()[1], first[1]);
        QVERIFY(solver.solvers()[0] != first[0]);
    }

    void refusesWhatIsNoSum()
    {
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)GameSum({}));
        std::vector<SumComponent> nine(9, boardOf("chomp", "2 2 1\n0 0\n"));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)GameSum(nine));
        nine.pop_back();
        const GameSum eight(nine);
        QCOMPARE(eight.size(), std::size_t{8});
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)eight.play(SumMove{8, engine::Move::at({1, 1})}));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)eight.play(SumMove{0, engine::Move::at({0, 0})}));
        QVERIFY(!eight.isLegal(SumMove{0, engine::Move::at({0, 0})}));
        QVERIFY(eight.isLegal(SumMove{7, engine::Move::at({1, 1})}));
        engine::SumSolver solver;
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument,
                                 (void)engine::analyseSum(eight, std::vector<engine::Solver*>(7, nullptr), {}));
    }

    // Sum puzzles: refused requests before any search, a stop, and the same
    // request giving the same puzzle with exactly the winning moves asked for.
    void sumPuzzles()
    {
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)engine::generateSumPuzzle({4, 1, 1}, {}));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument,
                                 (void)engine::generateSumPuzzle({2, 1, engine::kMaxSumPuzzleWinningMoves + 1}, {}));
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)engine::generateSumPuzzle({2, 1, 1}, testsupport::alreadyStopped()));
        for (int level = 1; level <= 3; ++level) {
            const engine::PuzzleRequest request{level, 5, 2};
            const engine::SumPuzzle puzzle = engine::generateSumPuzzle(request, {});
            const engine::SumPuzzle again = engine::generateSumPuzzle(request, {});
            QVERIFY(GameSum(puzzle.boards) == GameSum(again.boards));
            QCOMPARE(puzzle.moves, again.moves);
            const SumAnalysis analysis = analysed(GameSum(puzzle.boards));
            QCOMPARE(analysis.winningMoves().size(), std::size_t{2});
            QCOMPARE(puzzle.boards.size(), level == 1 ? std::size_t{2} : std::size_t{3});
        }
    }

    // The query text of random sums reads back to the same sum and moves, and
    // the move's numbers may follow the board's index on its line or the next.
    void queryTextReadsBack()
    {
        std::mt19937_64 random(7);
        for (int i = 0; i < 200; ++i) {
            GameSum sum = sums_test::randomSmallSum(random, 400, 1, 8);
            std::vector<SumComponent> setups(sum.boards().begin(), sum.boards().end());
            for (SumComponent& board : setups)
                board.position = board.setup;
            GameSum position(setups);
            std::vector<SumMove> moves;
            for (int k = 0; k < 6; ++k) {
                const std::vector<SumMove> legal = position.legalMoves();
                if (legal.empty())
                    break;
                moves.push_back(legal[random() % legal.size()]);
                position = position.play(moves.back());
            }
            engine::TextReader reader(engine::sumQueryText(setups, moves));
            const engine::SumQuery query = engine::readSumQuery(reader);
            QCOMPARE(query.moves, moves);
            QVERIFY(query.sum() == position);
            QCOMPARE(query.boardAt.size(), setups.size());
        }
        engine::TextReader split("2\nchomp\n2 2 1\n0 0\nrectangles 1 2\n1 1\n2\n0\n1 1\n1 0 0 0 1\n");
        const engine::SumQuery query = engine::readSumQuery(split);
        QCOMPARE(query.moves, (std::vector<SumMove>{{0, engine::Move::at({1, 1})}, {1, {{0, 0}, {0, 1}}}}));
        QCOMPARE(query.boardAt[1].line, 5);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_sum_analysis, TestSumAnalysis)
#include "test_sum_analysis.moc"
