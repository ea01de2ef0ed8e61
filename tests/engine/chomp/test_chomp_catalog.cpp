// ChompCatalog (the losing staircases of a box as a sorted list of ranks)
// against the outcome bits and the remoteness table, its cache file format,
// and ChompSolver's analyses from it beyond the remoteness table.
#include "TestRegistry.h"

#include "chomp/ChompStaircases.h"
#include "chomp/ChompTestSupport.h"

#include "engine/GameModules.h"
#include "engine/games/chomp/ChompCatalog.h"
#include "engine/games/chomp/ChompCatalogFile.h"
#include "engine/games/chomp/ChompCatalogStore.h"
#include "engine/games/chomp/ChompTable.h"
#include "engine/games/chomp/Staircase.h"

#include "SolveContexts.h"
#include "TestSlowdown.h"

#include <QTest>

#include <functional>
#include <memory>
#include <random>

using engine::Board;
using engine::CellKind;
using engine::ChompCatalog;
using engine::ChompCatalogFile;
using engine::ChompTable;
using engine::Heights;
using engine::Outcome;

namespace {

const engine::Game& catalogRules()
{
    return *engine::findGame("chomp");
}

// The catalog of the outcome bits and that of the remoteness table agree with
// the table on every staircase of the setup.
void expectCatalogAgrees(int rows, int cols, const Heights& floor)
{
    ChompTable bits(rows, cols, floor);
    ChompTable bytes(rows, cols, floor);
    bits.buildOutcomes({});
    bytes.buildRemoteness({});
    const ChompCatalog fromBits = ChompCatalog::ofTable(bits, {});
    const ChompCatalog fromBytes = ChompCatalog::ofTable(bytes, {});
    QCOMPARE(fromBits.lows(), fromBytes.lows());
    QCOMPARE(fromBits.bucketStarts(), fromBytes.bucketStarts());
    bool agree = true;
    std::uint64_t losses = 0;
    testsupport::forEachStaircase(rows, floor, [&](const Heights& heights) {
        const std::uint64_t rank = bytes.rankOf(heights);
        agree = agree && fromBits.rankOf(heights) == rank && fromBits.outcome(heights) == bytes.outcome(rank);
        losses += bytes.outcome(rank) == Outcome::Loss ? 1 : 0;
    });
    QVERIFY2(agree, (std::to_string(rows) + " x " + std::to_string(cols)).c_str());
    QCOMPARE(fromBits.count(), losses);
}

Heights randomCatalogFloor(std::mt19937& rng, int rows, int cols)
{
    Board board(rows, cols);
    const int poison = std::uniform_int_distribution(0, 3)(rng);
    for (int i = 0; i < poison; ++i)
        board.setCell({std::uniform_int_distribution(0, rows - 1)(rng), std::uniform_int_distribution(0, cols - 1)(rng)},
                      CellKind::Poison);
    return engine::poisonFloor(board);
}

ChompCatalog catalogOf(int rows, int cols, const Heights& floor)
{
    ChompTable table(rows, cols, floor);
    table.buildOutcomes({});
    return ChompCatalog::ofTable(table, {});
}

// A 6 x 45 board: 270 cells, beyond the remoteness table (250 cells), 18 million staircases.
Board wideBoard()
{
    Board setup = catalogRules().emptyBoard(6, 45);
    setup.setCell({0, 0}, CellKind::Poison);
    setup.setCell({1, 3}, CellKind::Poison);
    return setup;
}

// Bites `count` random legal cells of `position`.
Board randomPosition(const Board& setup, std::mt19937& rng, int count)
{
    Board position = setup;
    for (int i = 0; i < count; ++i) {
        const std::vector<engine::Move> moves = catalogRules().legalMoves(position);
        if (moves.empty())
            break;
        position = catalogRules().play(position, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    }
    return position;
}

} // namespace

class TestChompCatalog : public QObject {
    Q_OBJECT

private slots:
    void everyFloorOfSmallBoardsAgrees()
    {
        // Every poison placement of every board up to 6 x 6 (placements with the
        // same floor are the same game), every staircase of each.
        const int side = testsupport::slowdown() > 1 ? 5 : 6;
        for (int rows = 1; rows <= side; ++rows)
            for (int cols = 1; cols <= side; ++cols)
                testsupport::forEachStaircase(rows, Heights(static_cast<std::size_t>(cols), 0),
                                              [&](const Heights& floor) {
                                                  if (!QTest::currentTestFailed())
                                                      expectCatalogAgrees(rows, cols, floor);
                                              });
    }

    void randomBoardsUpToTwelveAgree()
    {
        std::mt19937 rng(20261127);
        for (int trial = 0; trial < testsupport::trials(16); ++trial) {
            const int rows = std::uniform_int_distribution(7, 12)(rng);
            const int cols = std::uniform_int_distribution(7, 12)(rng);
            expectCatalogAgrees(rows, cols, randomCatalogFloor(rng, rows, cols));
            if (QTest::currentTestFailed())
                return;
        }
        expectCatalogAgrees(12, 12, Heights{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    }

    void aBoxAnswersTheBoardsInsideItWithTheSamePoison()
    {
        std::mt19937 rng(7);
        const Heights boxFloor{2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0};
        const ChompCatalog box = catalogOf(12, 11, boxFloor);
        for (const auto& [rows, cols] : {std::pair{12, 11}, {9, 8}, {10, 3}, {4, 4}}) {
            const Heights floor(boxFloor.begin(), boxFloor.begin() + cols);
            QVERIFY(box.covers(rows, cols, floor, engine::PlayRule::Normal));
            ChompTable own(rows, cols, floor);
            own.buildRemoteness({});
            bool agree = true;
            testsupport::forEachStaircase(rows, floor, [&](const Heights& heights) {
                agree = agree && box.outcome(heights) == own.outcome(own.rankOf(heights));
            });
            QVERIFY2(agree, (std::to_string(rows) + " x " + std::to_string(cols)).c_str());
        }
        QVERIFY(!box.covers(13, 11, Heights{2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0}, engine::PlayRule::Normal));     // taller than the box
        QVERIFY(!box.covers(9, 8, Heights{2, 1, 1, 0, 0, 0, 0, 0}, engine::PlayRule::Normal));                // other poison
        QVERIFY(!box.covers(9, 2, Heights{2, 2}, engine::PlayRule::Normal));                                   // the box's poison at column 2 is off it
    }

    void fileRoundTrip()
    {
        const ChompCatalog catalog = catalogOf(11, 9, Heights{3, 1, 1, 0, 0, 0, 0, 0, 0});
        const std::string bytes = ChompCatalogFile::bytesOf(catalog);
        const ChompCatalog read = ChompCatalogFile::catalogOf(bytes);
        QCOMPARE(read.rows(), 11);
        QCOMPARE(read.cols(), 9);
        QCOMPARE(read.floor(), catalog.floor());
        QCOMPARE(read.count(), catalog.count());
        QCOMPARE(read.lows(), catalog.lows());
        QCOMPARE(read.bucketStarts(), catalog.bucketStarts());
    }

    void damagedFilesAreRefused()
    {
        const std::string bytes = ChompCatalogFile::bytesOf(catalogOf(10, 10, Heights{1, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
        // Any one bit changed, anywhere: header, floor, buckets, ranks or checksum.
        std::mt19937 rng(3);
        for (int trial = 0; trial < 200; ++trial) {
            std::string damaged = bytes;
            const auto at = std::uniform_int_distribution<std::size_t>(0, bytes.size() - 1)(rng);
            damaged[at] = static_cast<char>(damaged[at] ^ (1 << std::uniform_int_distribution(0, 7)(rng)));
            QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)ChompCatalogFile::catalogOf(damaged));
        }
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument,
                                 (void)ChompCatalogFile::catalogOf(bytes.substr(0, bytes.size() - 8)));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)ChompCatalogFile::catalogOf(bytes + "x"));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)ChompCatalogFile::catalogOf(""));
    }

    void solverBeyondTheRemotenessTableAnswersFromItsCatalog()
    {
        const Board setup = wideBoard();
        QVERIFY(catalogRules().setupProblem(setup).has_value()); // beyond the full analysis
        QVERIFY(!catalogRules().winLossSetupProblem(setup).has_value());
        auto solver = catalogRules().createSolver(setup);
        auto reference = catalogRules().createSolver(setup);
        engine::SolveContext outcomes;
        outcomes.outcomesOnly = true;
        std::vector<double> progress;
        std::mt19937 rng(11);
        for (int trial = 0; trial < 12; ++trial) {
            const Board position = randomPosition(setup, rng, trial);
            const engine::Analysis analysis = solver->analyse(position, testsupport::recordingProgress(progress));
            const engine::Analysis expected = reference->analyse(position, outcomes);
            QVERIFY(!analysis.grundy);
            // From the catalog no remoteness; a position near the end is answered at once with its own.
            QVERIFY(!analysis.remoteness || *analysis.remoteness <= 2);
            QCOMPARE(analysis.outcome, expected.outcome);
            QCOMPARE(analysis.moves.size(), expected.moves.size());
            for (std::size_t i = 0; i < analysis.moves.size(); ++i) {
                QCOMPARE(analysis.moves[i].move, expected.moves[i].move);
                QCOMPARE(analysis.moves[i].resultOutcome, expected.moves[i].resultOutcome);
            }
            if (analysis.outcome == Outcome::Loss && !analysis.moves.empty())
                QVERIFY(analysis.stallingMove.has_value());
        }
        // Progress up to the end once, for the one build.
        QVERIFY(progress.size() > 10 && std::is_sorted(progress.begin(), progress.end()));
    }

    void theWindowsLimitsAreStatedOnce()
    {
        const engine::Game& chomp = catalogRules();
        QVERIFY(chomp.takesSizeForWinLoss(18, 18) && chomp.takesSizeForWinLoss(16, 16) && chomp.takesSizeForWinLoss(6, 45));
        QVERIFY(!chomp.takesSizeForWinLoss(19, 19) && !chomp.takesSizeForWinLoss(10, 42) && !chomp.takesSizeForWinLoss(51, 1));
        QCOMPARE(chomp.winLossSizeLimitsText(),
                 std::string("1 to 50 rows and 1 to 50 columns and no more positions than an 18 x 18 board (beyond 250 "
                             "cells or the positions of a 15 x 15 board, win or loss only)"));
        QCOMPARE(chomp.winLossSetupProblem(Board(19, 19)).value_or(""),
                 "a chomp board has " + chomp.winLossSizeLimitsText() + ", not 19 x 19");
        Board eaten(16, 16);
        eaten.setCell({3, 3}, CellKind::Eaten);
        QVERIFY(chomp.winLossSetupProblem(eaten).has_value()); // beyond the size, the setup's own rules
        QCOMPARE(chomp.winLossSetupProblem(Board(16, 15)), std::optional<std::string>());
        QCOMPARE(chomp.winLossSetupProblem(Board(3, 3)), chomp.setupProblem(Board(3, 3)));
        // The board format (in --help) says the same.
        const std::string side = std::to_string(chomp.sizeLimits().winLossSquareSide);
        const std::string_view board = engine::findGameText("chomp")->formats().board;
        QVERIFY(board.find("desktop program analyses boards with no more positions than an " + side + " x " + side
                           + " board") != std::string_view::npos);
    }

    void catalogBuildStopsPromptly()
    {
        auto solver = catalogRules().createSolver(wideBoard());
        std::stop_source stop;
        int reports = 0;
        QVERIFY_THROWS_EXCEPTION(engine::Stopped,
                                 (void)solver->analyse(wideBoard(), testsupport::stoppingAtReport(stop, 3, reports)));
        QCOMPARE(reports, 3); // no report after the stop was asked
        QVERIFY_THROWS_NO_EXCEPTION((void)solver->analyse(wideBoard(), {}));
    }

    void theInstalledStoreSavesASecondBuild()
    {
        auto store = std::make_shared<testsupport::CountingCatalogStore>();
        const testsupport::InstalledCatalogStore installed(store);
        const Board setup = wideBoard();
        (void)catalogRules().createSolver(setup)->analyse(setup, {});
        QCOMPARE(store->kept, 1);
        // Another solver of the same setup, and of a smaller board with the same poison inside the box.
        std::vector<double> progress;
        (void)catalogRules().createSolver(setup)->analyse(setup, testsupport::recordingProgress(progress));
        Board smaller = catalogRules().emptyBoard(6, 42);
        smaller.setCell({0, 0}, CellKind::Poison);
        smaller.setCell({1, 3}, CellKind::Poison);
        (void)catalogRules().createSolver(smaller)->analyse(smaller, testsupport::recordingProgress(progress));
        QCOMPARE(store->kept, 1);
        QVERIFY(progress.empty()); // nothing built
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_chomp_catalog, TestChompCatalog)
#include "test_chomp_catalog.moc"
