// A sum as one engine::Game on one combined board (SumGame, issue 25): the
// conformance idea applied to it. Random SumGames of 2 to 4 small boards of
// random games of engine::gameModules() are played at random to their end; at
// every position the SumGame's solver must agree with a brute force of the
// combined board searched as ONE game through SumGame::legalMoves and play
// alone (mex over the children, never XOR): outcome, Grundy value, every
// move's verdict and value, remoteness where given; the parts and boards must
// XOR to the value, and engine::perfectMove of the analysis must be
// perfectSumMove's move. Some sums are played out by engine::bestLine. Then the
// layout's coordinates, setupProblem's words, interning, a board whose value
// is not known, and the board text of a SumGame.
//
// GRUNDYGRID_SUM_GAME_TRIALS (default 600 sums) and GRUNDYGRID_SUM_SEED
// (default 25) change the run. A failure prints the sum.

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

namespace sum_game_test {

int environmentNumber(const char* name, int fallback)
{
    const int value = qEnvironmentVariableIntValue(name);
    return value > 0 ? value : fallback;
}

// The combined board searched as one game: its moves and positions from
// SumGame::legalMoves and SumGame::play alone.
class CombinedBruteForce {
public:
    struct Verdict {
        bool win = false;
        int remoteness = 0;
        Nimber grundy = 0;
    };

    explicit CombinedBruteForce(const SumGame& game)
        : m_game(game)
    {
    }

    Verdict solve(const Board& position)
    {
        auto key = position.markedCells();
        if (const auto it = m_memo.find(key); it != m_memo.end())
            return it->second;
        std::set<Nimber> seen;
        Verdict verdict;
        int quickestWin = INT_MAX;
        int longestLoss = 0;
        for (const Move& move : m_game.legalMoves(position)) {
            const Verdict child = solve(m_game.play(position, move));
            seen.insert(child.grundy);
            if (!child.win) {
                verdict.win = true;
                quickestWin = std::min(quickestWin, child.remoteness + 1);
            } else {
                longestLoss = std::max(longestLoss, child.remoteness + 1);
            }
        }
        while (seen.count(verdict.grundy) == 1)
            ++verdict.grundy;
        verdict.remoteness = verdict.win ? quickestWin : longestLoss;
        m_memo.emplace(std::move(key), verdict);
        return verdict;
    }

private:
    const SumGame& m_game;
    std::map<std::vector<std::pair<Cell, engine::CellKind>>, Verdict> m_memo;
};

std::string describe(const GameSum& sum)
{
    std::string text;
    for (std::size_t b = 0; b < sum.size(); ++b) {
        const Board& position = sum.board(b).setup;
        text += sum.boardName(b) + " " + std::to_string(position.rows()) + "x" + std::to_string(position.cols()) + ":";
        for (const auto& [cell, kind] : position.markedCells())
            text += " " + engine::cellText(cell) + "=" + std::to_string(static_cast<int>(kind));
        text += "; ";
    }
    return text;
}

// The setups of a sum (its boards at their setups).
std::vector<Board> setupsOf(const GameSum& sum)
{
    std::vector<Board> setups;
    for (const SumComponent& board : sum.boards())
        setups.push_back(board.setup);
    return setups;
}

struct Counts {
    long long positions = 0;
    long long moveVerdicts = 0;
    long long remoteness = 0;
    long long lines = 0;
    std::map<std::string, int> boardsPerGame;
};

// The SumGame's analysis of `position` against the brute force, its parts and
// boards, and its perfect move against perfectSumMove's.
void checkPosition(const SumGame& game, engine::Solver& solver, const Board& setup, const Board& position,
                   CombinedBruteForce& brute, Counts& counts)
{
    const SumLayout& layout = game.layout();
    const Analysis analysis = solver.analyse(position, {});
    const CombinedBruteForce::Verdict expected = brute.solve(position);
    QVERIFY2(analysis.known(), analysis.unknownReason.value_or("").c_str());
    QCOMPARE(analysis.outcome == Outcome::Win, expected.win);
    QCOMPARE(analysis.grundy.value(), expected.grundy);
    if (analysis.remoteness) {
        QCOMPARE(*analysis.remoteness, expected.remoteness);
        ++counts.remoteness;
    }
    QVERIFY(analysis.listsEveryMove());
    const std::vector<Move> legal = game.legalMoves(position);
    QCOMPARE(analysis.moves.size(), legal.size());
    for (std::size_t k = 0; k < legal.size(); ++k) {
        const MoveVerdict& verdict = analysis.moves[k];
        QCOMPARE(verdict.move, legal[k]);
        QVERIFY(game.isLegal(position, verdict.move));
        const CombinedBruteForce::Verdict child = brute.solve(game.play(position, verdict.move));
        QCOMPARE(verdict.resultOutcome == Outcome::Win, child.win);
        QCOMPARE(verdict.resultGrundy.value(), child.grundy);
        if (verdict.resultRemoteness)
            QCOMPARE(*verdict.resultRemoteness, child.remoteness);
        // The move's board and local move lead back to it.
        const std::optional<SumMove> local = layout.toLocal(verdict.move);
        QVERIFY(local.has_value());
        QCOMPARE(layout.toCombined(*local), verdict.move);
        ++counts.moveVerdicts;
    }
    // Each board's summary and the parts XOR to the sum's value.
    QCOMPARE(analysis.boards.size(), layout.size());
    Nimber boards = 0;
    std::size_t ownMoves = 0;
    for (std::size_t i = 0; i < layout.size(); ++i) {
        QCOMPARE(analysis.boards[i].bounds, layout.area(i));
        boards ^= analysis.boards[i].grundy.value();
        ownMoves += analysis.boards[i].ownMoves.size();
        for (const MoveVerdict& own : analysis.boards[i].ownMoves)
            QCOMPARE(layout.toLocal(own.move)->board, i);
    }
    QCOMPARE(boards, expected.grundy);
    QCOMPARE(ownMoves, legal.size());
    Nimber parts = 0;
    for (const engine::Part& part : analysis.parts) {
        parts ^= part.grundy;
        for (const Cell& cell : part.cells)
            QVERIFY(layout.boardAt(cell).has_value());
    }
    QCOMPARE(parts, expected.grundy);
    // The perfect move: perfectSumMove's, winning from a win.
    const std::optional<Move> perfect = engine::perfectMove(analysis);
    engine::SumSolver sumSolver;
    const std::optional<SumMove> sumPerfect = engine::perfectSumMove(sumSolver.analyse(game.sumOf(setup, position), {}));
    QCOMPARE(perfect.has_value(), !legal.empty());
    QCOMPARE(sumPerfect.has_value(), !legal.empty());
    if (perfect) {
        QCOMPARE(*perfect, layout.toCombined(*sumPerfect));
        if (expected.win)
            QVERIFY(!brute.solve(game.play(position, *perfect)).win);
    }
    ++counts.positions;
}

// The layout's coordinates and boards of a sum: every cell of the combined
// board to its board and back, the boards cut and put together again.
void checkCoordinates(const SumGame& game, const GameSum& sum)
{
    const SumLayout& layout = game.layout();
    const Board combined = game.combinedOf(sum);
    QCOMPARE(combined.rows(), layout.rows());
    QCOMPARE(combined.cols(), layout.cols());
    const std::vector<Board> boards = layout.componentBoards(combined);
    for (std::size_t i = 0; i < sum.size(); ++i)
        QVERIFY(boards[i] == sum.board(i).position);
    QVERIFY(layout.combinedBoard(boards) == combined);
    for (engine::Coord row = 0; row < std::min<engine::Coord>(layout.rows(), 64); ++row)
        for (engine::Coord col = 0; col < layout.cols(); ++col) {
            const auto local = layout.toLocal(Cell{row, col});
            QCOMPARE(local.has_value(), layout.boardAt(Cell{row, col}).has_value());
            if (local) {
                QCOMPARE(layout.toCombined(local->first, local->second), (Cell{row, col}));
                QCOMPARE(combined.cellAt(Cell{row, col}), boards[local->first].cellAt(local->second));
            } else {
                QCOMPARE(combined.cellAt(Cell{row, col}), engine::CellKind::Empty);
            }
        }
    // Boards lie left to right, top-aligned, one column apart.
    for (std::size_t i = 0; i < layout.size(); ++i) {
        QCOMPARE(layout.area(i).topLeft.row, 0);
        if (i > 0)
            QCOMPARE(layout.area(i).topLeft.col, layout.area(i - 1).bottomRight.col + 1 + SumLayout::kGap);
    }
}

// A board of game `id` read from its board text, as its own setup and position.
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

    void randomSumGamesAgreeWithTheBruteForce()
    {
        const int trials = testsupport::trials(environmentNumber("GRUNDYGRID_SUM_GAME_TRIALS", 600));
        const int seed = environmentNumber("GRUNDYGRID_SUM_SEED", 25);
        std::mt19937_64 random(static_cast<std::uint64_t>(seed));
        Counts counts;
        for (int t = 0; t < trials; ++t) {
            const GameSum sum = sums_test::randomSmallSum(random, 1000);
            const SumGame& game = engine::sumGameOf(SumLayout::of(sum.boards()));
            const Board setup = game.layout().combinedBoard(setupsOf(sum));
            QVERIFY2(!game.setupProblem(setup), game.setupProblem(setup).value_or("").c_str());
            checkCoordinates(game, sum);
            const std::unique_ptr<engine::Solver> solver = game.createSolver(setup);
            CombinedBruteForce brute(game);
            Board position = game.combinedOf(sum);
            for (;;) {
                checkPosition(game, *solver, setup, position, brute, counts);
                const std::vector<Move> legal = game.legalMoves(position);
                if (QTest::currentTestFailed() || legal.empty())
                    break;
                position = game.play(position, legal[random() % legal.size()]);
            }
            // The best line from the start ends the game with the sum's perfect moves.
            if (!QTest::currentTestFailed() && t % 4 == 0) {
                const Board start = game.combinedOf(sum);
                const engine::BestLine line = engine::bestLine(game, start, *solver, {}, 1000);
                QVERIFY(line.complete);
                Board at = start;
                Analysis analysis = solver->analyse(at, {});
                bool winner = analysis.outcome == Outcome::Win;
                for (const engine::BestLineStep& step : line.steps) {
                    QCOMPARE(step.move, engine::perfectMove(analysis).value());
                    QCOMPARE(brute.solve(at).win, winner);
                    at = game.play(at, step.move);
                    QVERIFY(step.position == at);
                    analysis = step.analysis;
                    winner = !winner;
                }
                QVERIFY(game.legalMoves(at).empty());
                const CombinedBruteForce::Verdict expected = brute.solve(start);
                if (line.exact)
                    QCOMPARE(static_cast<int>(line.steps.size()), expected.remoteness);
                ++counts.lines;
            }
            for (const SumComponent& board : sum.boards())
                ++counts.boardsPerGame[std::string(board.module->id())];
            if (QTest::currentTestFailed()) {
                qWarning("seed %d, sum %d: %s", seed, t, describe(sum).c_str());
                return;
            }
        }
        qInfo("%d sum games, %lld positions, %lld move verdicts, remoteness at %lld positions, %lld best lines",
              trials, counts.positions, counts.moveVerdicts, counts.remoteness, counts.lines);
        for (const engine::GameModule* module : engine::gameModules())
            QVERIFY2(counts.boardsPerGame.count(std::string(module->id())) == 1, std::string(module->id()).c_str());
        QVERIFY(counts.remoteness * 10 > counts.positions * 9);
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
