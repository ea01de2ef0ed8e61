// Chomp under the misère rule (the last bite loses): the table's misère end
// against the brute force, the outcome bits against the remoteness bytes, the
// generic part search (an independent route) against the table, and the
// misère catalog against the bits, keyed apart from the normal one.
#include "TestRegistry.h"
#include "chomp/ChompBruteForce.h"
#include "chomp/ChompStaircases.h"
#include "chomp/ChompTestSupport.h"

#include "engine/GameModules.h"
#include "engine/games/chomp/ChompCatalog.h"
#include "engine/games/chomp/ChompCatalogFile.h"
#include "engine/games/chomp/ChompCatalogStore.h"
#include "engine/games/chomp/ChompTable.h"
#include "engine/games/chomp/Staircase.h"

#include "MoveCells.h"
#include "TestSlowdown.h"

#include <QTest>

#include <random>
#include <string>

using engine::Board;
using engine::CellKind;
using engine::ChompCatalog;
using engine::ChompTable;
using engine::Heights;
using engine::Outcome;
using engine::PlayRule;

namespace {

const engine::Game& chompGame()
{
    return *engine::findGame("chomp");
}

std::string sizeText(int rows, int cols)
{
    return std::to_string(rows) + " x " + std::to_string(cols);
}

// The chomp position of a rows x cols board with column heights `heights`
// whose poison floor is `floor`: a poison cell at each corner of the floor.
Board positionOf(int rows, const Heights& floor, const Heights& heights)
{
    const int cols = static_cast<int>(floor.size());
    Board board = chompGame().emptyBoard(rows, cols);
    for (int c = 0; c < cols; ++c) {
        const auto col = static_cast<std::size_t>(c);
        for (int r = heights[col]; r < rows; ++r)
            board.setCell({r, c}, CellKind::Eaten);
        if (floor[col] > 0 && (c + 1 == cols || floor[col + 1] < floor[col]))
            board.setCell({floor[col] - 1, c}, CellKind::Poison);
    }
    return board;
}

// Everything a misère analysis says about `position`, against the brute force's
// misère results: the verdict, the remoteness and every move's, no Grundy value.
void expectMisereAgreesWithBruteForce(const engine::Analysis& analysis, const Board& position)
{
    ChompBruteForce brute(position);
    const BruteForceResult expected = brute.solve();
    QCOMPARE(analysis.rule, PlayRule::Misere);
    QVERIFY(analysis.known());
    QCOMPARE(analysis.outcome == Outcome::Win, expected.misereWin);
    QCOMPARE(analysis.remoteness.value(), expected.misereRemoteness);
    QVERIFY(!analysis.grundy.has_value());
    QCOMPARE(analysis.moves.size(), brute.legalMoves().size());
    for (const engine::MoveVerdict& verdict : analysis.moves) {
        const BruteForceResult after = brute.resultAfter(static_cast<int>(verdict.move.topLeft.row),
                                                         static_cast<int>(verdict.move.topLeft.col));
        QCOMPARE(verdict.resultOutcome == Outcome::Win, after.misereWin);
        QCOMPARE(verdict.resultRemoteness.value(), after.misereRemoteness);
        QVERIFY(!verdict.resultGrundy.has_value());
    }
}

// The outcome bits and the remoteness bytes of one misère setup agree on every staircase.
void expectMisereBitsAgreeWithBytes(int rows, int cols, const Heights& floor)
{
    ChompTable bits(rows, cols, floor, PlayRule::Misere);
    ChompTable bytes(rows, cols, floor, PlayRule::Misere);
    bits.buildOutcomes({});
    bytes.buildRemoteness({});
    bool agree = true;
    testsupport::forEachStaircase(rows, floor, [&](const Heights& heights) {
        const std::uint64_t rank = bits.rankOf(heights);
        agree = agree && bits.outcome(rank) == bytes.outcome(rank);
    });
    QVERIFY2(agree, sizeText(rows, cols).c_str());
    QCOMPARE(bits.outcome(bits.rankOf(floor)), Outcome::Win); // the end: no move, a misère win
}

} // namespace

class TestChompMisere : public QObject {
    Q_OBJECT

private slots:
    void theEndIsAWinAndParityFlips()
    {
        // A board of poison alone: no move, so the player to move has won.
        Board poison = chompGame().emptyBoard(1, 1);
        poison.setCell({0, 0}, CellKind::Poison);
        const engine::Analysis end = chompGame().createMisereSolver(poison)->analyse(poison, {});
        QCOMPARE(end.rule, PlayRule::Misere);
        QCOMPARE(end.outcome, Outcome::Win);
        QCOMPARE(end.remoteness.value(), 0);
        QVERIFY(end.moves.empty());
        QCOMPARE(end.normalOutcome, std::optional<Outcome>(Outcome::Loss));
        // One bite of chocolate beside it: forced to take the last bite, a loss.
        Board two = chompGame().emptyBoard(1, 2);
        two.setCell({0, 0}, CellKind::Poison);
        const engine::Analysis one = chompGame().createMisereSolver(two)->analyse(two, {});
        QCOMPARE(one.outcome, Outcome::Loss);
        QCOMPARE(one.remoteness.value(), 1);
        QCOMPARE(engine::outcomeOfRemoteness(1, PlayRule::Misere), Outcome::Loss);
        QCOMPARE(one.normalOutcome, std::optional<Outcome>(Outcome::Win));
        // The normal solver is untouched: the end is its loss.
        QCOMPARE(chompGame().createSolver(poison)->analyse(poison, {}).outcome, Outcome::Loss);
    }

    void everyPlacementOfSmallBoxesAgreesWithBruteForce()
    {
        // Every poison floor of every box up to 4 x 5 and 5 x 4 (and 2 x 6, 6 x 2),
        // every staircase above it (14 340 positions), with one misère solver per setup.
        int positions = 0;
        for (const auto& [boxRows, boxCols] : {std::pair{1, 1}, {1, 5}, {5, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 3},
                                               {3, 4}, {4, 3}, {4, 4}, {4, 5}, {5, 4}, {2, 6}, {6, 2}}) {
            const int rows = boxRows; // (clang 14 does not capture structured bindings)
            const int cols = boxCols;
            for (const Heights& floor : testsupport::allPoisonFloors(rows, cols)) {
                const Board setup = positionOf(rows, floor, Heights(static_cast<std::size_t>(cols), rows));
                QCOMPARE(engine::poisonFloor(setup), floor);
                const auto solver = chompGame().createMisereSolver(setup);
                QVERIFY(!solver->defersGrundyValues());
                testsupport::forEachStaircase(rows, floor, [&](const Heights& heights) {
                    if (QTest::currentTestFailed())
                        return;
                    const Board position = positionOf(rows, floor, heights);
                    expectMisereAgreesWithBruteForce(solver->analyse(position, {}), position);
                    ++positions;
                });
                if (QTest::currentTestFailed())
                    QFAIL(("on a " + sizeText(rows, cols) + " board").c_str());
            }
        }
        QCOMPARE(positions, 14340);
    }

    void randomBoardsAgreeWithBruteForce()
    {
        std::mt19937 rng(20261127);
        int positions = 0;
        for (int trial = 0; trial < testsupport::trials(3000); ++trial) {
            // Square-ish boards up to 6 x 6 and long thin ones up to 3 x 20 (brute force: 64 cells).
            const bool thin = trial % 4 == 3;
            Board setup = thin ? testsupport::randomChompSetup(rng, 3, 20, 2) : testsupport::randomChompSetup(rng, 6, 6, 3);
            if (thin && trial % 8 == 7)
                setup = testsupport::randomChompSetup(rng, 20, 3, 2);
            const auto solver = chompGame().createMisereSolver(setup);
            solver->prepare({}); // nothing more to do under misère: no Grundy values
            Board position = setup;
            for (;;) {
                expectMisereAgreesWithBruteForce(solver->analyse(position, {}), position);
                if (QTest::currentTestFailed())
                    return;
                ++positions;
                const auto moves = chompGame().legalMoves(position);
                if (moves.empty() || rng() % 4 == 0)
                    break;
                position = chompGame().play(position, moves[rng() % moves.size()]);
            }
        }
        QVERIFY(positions > testsupport::trials(5000));
    }

    void outcomesOnlyAgreeWithTheFullAnalysis()
    {
        // The outcome bits (what `moves` asks for) and the remoteness give one verdict.
        std::mt19937 rng(27);
        engine::SolveContext outcomesOnly;
        outcomesOnly.outcomesOnly = true;
        for (int trial = 0; trial < testsupport::trials(300); ++trial) {
            const Board setup = testsupport::randomChompSetup(rng, 9, 9, 3);
            const auto bits = chompGame().createMisereSolver(setup);
            const auto bytes = chompGame().createMisereSolver(setup);
            const engine::Analysis fast = bits->analyse(setup, outcomesOnly);
            const engine::Analysis full = bytes->analyse(setup, {});
            QCOMPARE(fast.rule, PlayRule::Misere);
            QVERIFY(!fast.remoteness.has_value());
            QCOMPARE(fast.outcome, full.outcome);
            QCOMPARE(cellsOf(fast.winningMoves()), cellsOf(full.winningMoves()));
        }
    }

    void misereBitsAgreeWithBytes()
    {
        // Every floor of the small boxes, then random boards up to 12 x 12.
        for (const auto& [rows, cols] : {std::pair{1, 1}, {3, 3}, {5, 4}, {4, 5}, {6, 6}, {9, 2}})
            for (const Heights& floor : testsupport::allPoisonFloors(rows, cols)) {
                expectMisereBitsAgreeWithBytes(rows, cols, floor);
                if (QTest::currentTestFailed())
                    return;
            }
        std::mt19937 rng(1127);
        const int largest = testsupport::slowdown() > 1 ? 9 : 12;
        for (int trial = 0; trial < testsupport::trials(12); ++trial) {
            const Board setup = testsupport::randomChompSetup(rng, largest, largest, 3);
            const int rows = static_cast<int>(std::max(setup.rows(), setup.cols()));
            const int cols = static_cast<int>(std::min(setup.rows(), setup.cols()));
            Heights floor = engine::poisonFloor(setup);
            if (setup.cols() > setup.rows()) // as the solver orients it: the floor of the mirror
                floor = engine::poisonFloor([&] {
                    Board mirror(setup.cols(), setup.rows());
                    for (const auto& [cell, kind] : setup.markedCells())
                        mirror.setCell({cell.col, cell.row}, kind);
                    return mirror;
                }());
            expectMisereBitsAgreeWithBytes(rows, cols, floor);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void theGenericPartSearchAgrees()
    {
        // The default Game::createMisereSolver: the part search over whole boards
        // through legalMoves and play, which knows nothing of staircases.
        std::mt19937 rng(1711);
        int positions = 0;
        for (int trial = 0; trial < testsupport::trials(200); ++trial) {
            const Board setup = testsupport::randomChompSetup(rng, 4, 4, 2);
            const auto table = chompGame().createMisereSolver(setup);
            const auto search = chompGame().engine::Game::createMisereSolver(setup);
            Board position = setup;
            for (;;) {
                const engine::Analysis fromTable = table->analyse(position, {});
                const engine::Analysis fromSearch = search->analyse(position, {});
                QVERIFY(fromSearch.known());
                QCOMPARE(fromSearch.rule, PlayRule::Misere);
                QCOMPARE(fromTable.outcome, fromSearch.outcome);
                QCOMPARE(fromTable.remoteness, fromSearch.remoteness);
                QCOMPARE(fromTable.moves.size(), fromSearch.moves.size());
                for (std::size_t i = 0; i < fromTable.moves.size(); ++i) {
                    QCOMPARE(fromTable.moves[i].move, fromSearch.moves[i].move);
                    QCOMPARE(fromTable.moves[i].resultOutcome, fromSearch.moves[i].resultOutcome);
                }
                ++positions;
                const auto moves = chompGame().legalMoves(position);
                if (moves.empty() || rng() % 3 == 0)
                    break;
                position = chompGame().play(position, moves[rng() % moves.size()]);
            }
        }
        QVERIFY(positions > testsupport::trials(300));
    }

    void theCatalogAnswersMisereFromItsOwnKey()
    {
        // 6 x 50 is beyond the remoteness table (300 cells): the solver answers
        // from a catalog. A normal catalog of the box in the store is not used.
        Board setup = chompGame().emptyBoard(6, 50);
        setup.setCell({0, 0}, CellKind::Poison);
        const auto store = std::make_shared<testsupport::CountingCatalogStore>();
        const testsupport::InstalledCatalogStore installed(store);
        const auto normal = chompGame().createSolver(setup);
        const engine::Analysis normalStart = normal->analyse(setup, {});
        QCOMPARE(store->kept, 1);
        const auto misere = chompGame().createMisereSolver(setup);
        const engine::Analysis misereStart = misere->analyse(setup, {});
        QCOMPARE(store->kept, 2); // its own, misère catalog
        QCOMPARE(misereStart.rule, PlayRule::Misere);
        QVERIFY(!misereStart.remoteness.has_value());
        QVERIFY(!misereStart.grundy.has_value());
        // Against the misère outcome bits of a solver of its own, on a random line of play.
        const auto bits = chompGame().createMisereSolver(setup);
        engine::SolveContext outcomesOnly;
        outcomesOnly.outcomesOnly = true;
        std::mt19937 rng(50);
        Board position = setup;
        bool differsFromNormal = cellsOf(normalStart.winningMoves()) != cellsOf(misereStart.winningMoves());
        for (;;) {
            const engine::Analysis fromCatalog = misere->analyse(position, {});
            const engine::Analysis fromBits = bits->analyse(position, outcomesOnly);
            QCOMPARE(fromCatalog.outcome, fromBits.outcome);
            QCOMPARE(cellsOf(fromCatalog.winningMoves()), cellsOf(fromBits.winningMoves()));
            differsFromNormal = differsFromNormal || fromCatalog.outcome != normal->analyse(position, {}).outcome;
            const auto moves = chompGame().legalMoves(position);
            if (moves.empty())
                break;
            position = chompGame().play(position, moves[rng() % moves.size()]);
        }
        QCOMPARE(misere->analyse(position, {}).outcome, Outcome::Win); // the end, poison alone
        QVERIFY(differsFromNormal);
        QCOMPARE(store->kept, 2);
    }

    void aCatalogFileKeepsItsRule()
    {
        for (const PlayRule rule : {PlayRule::Normal, PlayRule::Misere}) {
            ChompTable table(9, 7, Heights{1, 0, 0, 0, 0, 0, 0}, rule);
            table.buildOutcomes({});
            const ChompCatalog catalog = ChompCatalog::ofTable(table, {});
            QCOMPARE(catalog.rule(), rule);
            const ChompCatalog read = engine::ChompCatalogFile::catalogOf(engine::ChompCatalogFile::bytesOf(catalog));
            QCOMPARE(read.rule(), rule);
            QCOMPARE(read.lows(), catalog.lows());
            const PlayRule other = rule == PlayRule::Normal ? PlayRule::Misere : PlayRule::Normal;
            QVERIFY(read.covers(9, 7, table.floor(), rule));
            QVERIFY(!read.covers(9, 7, table.floor(), other));
        }
    }

    void theCatalogAt16x16AgreesWithTheBits()
    {
        // The window's smallest catalog box under misère, listed from the bits,
        // against the bits on a sample of staircases (under sanitizers 13 x 13).
        const int side = testsupport::slowdown() > 1 ? 13 : 16;
        Heights floor(static_cast<std::size_t>(side), 0);
        floor[0] = 1;
        ChompTable bits(side, side, floor, PlayRule::Misere);
        bits.buildOutcomes({});
        const ChompCatalog catalog = ChompCatalog::ofTable(bits, {});
        QCOMPARE(catalog.rule(), PlayRule::Misere);
        QVERIFY(!catalog.isLoss(catalog.rankOf(floor))); // the end is a win
        std::mt19937 rng(16);
        int losses = 0;
        for (int sample = 0; sample < 200000; ++sample) {
            Heights heights(static_cast<std::size_t>(side));
            int top = side;
            for (std::size_t c = 0; c < heights.size(); ++c) {
                heights[c] = std::uniform_int_distribution(floor[c], std::max(floor[c], top))(rng);
                top = heights[c];
            }
            const Outcome expected = bits.outcome(bits.rankOf(heights));
            losses += expected == Outcome::Loss ? 1 : 0;
            if (catalog.outcome(heights) != expected)
                QFAIL(("staircase of rank " + std::to_string(bits.rankOf(heights))).c_str());
        }
        QVERIFY(losses > 0);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_chomp_misere, TestChompMisere)
#include "test_chomp_misere.moc"
