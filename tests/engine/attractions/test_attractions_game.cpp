#include "TestRegistry.h"
#include "AttractionsBruteForce.h"
#include "BruteForceResult.h"
#include "AttractionsTestBoards.h"
#include "MoveCells.h"
#include "RandomBoards.h"

#include "engine/games/attractions/AttractionsGame.h"

#include "SolverChecks.h"

#include <QTest>

#include <array>
#include <random>
#include <stdexcept>
#include <tuple>
#include <unordered_map>

using attractions_test::attractions;
using engine::Board;
using engine::CellKind;
using engine::Move;

namespace {

// Region values computed the plain way, for boards too large for the brute force:
// rotated coordinates (u, v) = (row + col, row - col), inclusive bounds, a memo
// per rectangle and a plain mex. Independent of RegionTable's layout,
// vector marks and value-range shortcuts, which only matter once values pass 63.
class PlainRegionValues {
public:
    PlainRegionValues(const Board& setup, int parity)
        : m_spotsByU(static_cast<std::size_t>(setup.rows() + setup.cols()))
    {
        for (const auto& [cell, kind] : setup.markedCells())
            if (kind == CellKind::Spot && (cell.row + cell.col) % 2 == parity)
                m_spotsByU[static_cast<std::size_t>(cell.row + cell.col)].push_back(static_cast<int>(cell.row - cell.col));
    }

    unsigned value(int u1, int u2, int v1, int v2)
    {
        u1 = std::max(u1, 0);
        u2 = std::min(u2, static_cast<int>(m_spotsByU.size()) - 1);
        if (u1 > u2 || v1 > v2)
            return 0;
        const std::uint32_t key = static_cast<std::uint32_t>(u1) | static_cast<std::uint32_t>(u2) << 8
            | static_cast<std::uint32_t>(v1 + 128) << 16 | static_cast<std::uint32_t>(v2 + 128) << 24;
        if (const auto it = m_memo.find(key); it != m_memo.end())
            return it->second;
        MexOfOptions options;
        for (int u = u1; u <= u2; ++u)
            for (const int v : m_spotsByU[static_cast<std::size_t>(u)])
                if (v >= v1 && v <= v2)
                    options.add(after(u1, u2, v1, v2, u, v));
        const unsigned mex = options.mex();
        m_memo.emplace(key, mex);
        return mex;
    }

    unsigned after(int u1, int u2, int v1, int v2, int u, int v)
    {
        return value(u1, u - 2, v1, v - 2) ^ value(u1, u - 2, v + 2, v2) ^ value(u + 2, u2, v1, v - 2)
            ^ value(u + 2, u2, v + 2, v2);
    }

private:
    std::vector<std::vector<int>> m_spotsByU; // per u = row + col: the v = row - col of its spots
    std::unordered_map<std::uint32_t, unsigned> m_memo;
};

} // namespace

// The rules, setups, large boards (values past 63, kept tables), stopping and
// remoteness limits.
class TestAttractionsGame : public QObject {
    Q_OBJECT

private slots:
    void playCoversDiagonalsUpToOccupiedCells()
    {
        const Board setup = attractions_test::boardOf({"X.X.X", ".XXX.", "XX.XX", "..X..", "X.X.X"});
        AttractionsBruteForce brute(5, 5);
        const Board first = attractions().play(setup, Move::at({2, 1}));
        QCOMPARE(brute.stateOf(first), std::string("X.X+X" "+X+X." "XA.XX" "+.+.." "X.X+X"));
        // Plain cells (2, 2) and (3, 1) are covered on the way to the edge.
        const Board second = attractions().play(first, Move::at({1, 3}));
        QCOMPARE(brute.stateOf(second), std::string("X.+++" "+X+A." "XA+X+" "+++.." "+.X+X"));
        // Up-left from (4, 4): (3, 3) is covered, then the sign at (2, 2) stops the line.
        const Board third = attractions().play(second, Move::at({4, 4}));
        QCOMPARE(brute.stateOf(third), std::string("X.+++" "+X+A." "XA+X+" "++++." "+.X+A"));
        QVERIFY(attractions().isLegal(second, Move::at({0, 0})));
        QVERIFY(!attractions().isLegal(second, Move::at({1, 3})));
        QVERIFY(!attractions().isLegal(second, Move::at({0, 1})));
        QVERIFY(!attractions().isLegal(second, Move{{0, 0}, {1, 1}}));
        QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument, (void)attractions().play(second, Move::at({2, 2})));
        QCOMPARE(cellsOf(attractions().legalMoves(second)),
                 (std::set<std::pair<int, int>>{{0, 0}, {1, 1}, {2, 0}, {2, 3}, {4, 2}, {4, 4}}));
    }

    void describesItself()
    {
        const engine::Game& game = attractions();
        QCOMPARE(game.id(), std::string_view("attractions"));
        QCOMPARE(game.displayName(), std::string_view("Attractions"));
        QCOMPARE(game.paletteKinds(), std::vector<CellKind>{CellKind::Spot});
        QCOMPARE(game.sizeLimits().maxRows, engine::AttractionsGame::kMaxSide);
        QCOMPARE(game.emptyBoard(4, 7).markedCount(), std::size_t{0});
        QVERIFY(!game.setupProblem(game.emptyBoard(60, 60)));
        const Board example = game.exampleBoard();
        QVERIFY(!game.setupProblem(example));
        const auto analysis = game.createSolver(example)->analyse(example, {});
        QCOMPARE(analysis.outcome, engine::Outcome::Win);
        QVERIFY(analysis.winningMoves().size() >= 2);
        QCOMPARE(analysis.parts.size(), std::size_t{2}); // the two colour classes
    }

    void largeBoardsKeepTheirTables()
    {
        // 30 x 30 of spots: the tables are built once; positions after moves are look-ups.
        const Board setup = testsupport::filledBoard(attractions(), 30, 30, CellKind::Spot);
        auto solver = attractions().createSolver(setup);
        QVERIFY_THROWS_NO_EXCEPTION(solver->prepare({}));
        const auto start = solver->analyse(setup, {});
        QVERIFY(!start.remoteness.has_value());
        QCOMPARE(start.moves.size(), std::size_t{900});
        Board position = setup;
        std::mt19937 rng(5);
        for (int move = 0; move < 12 && !attractions().legalMoves(position).empty(); ++move) {
            const auto analysis = solver->analyse(position, {});
            // Following a verdict leads to a position the solver values the same way.
            const engine::MoveVerdict& verdict = analysis.moves[rng() % analysis.moves.size()];
            position = attractions().play(position, verdict.move);
            const auto next = solver->analyse(position, {});
            QCOMPARE(next.grundy, verdict.resultGrundy);
            QCOMPARE(next.outcome, verdict.resultOutcome);
            QVERIFY(next.parts.size() >= 2);
        }
    }

    void largeValuesAgreeWithPlainComputation()
    {
        // Boards whose regions reach Grundy values of 64 and more, where the table
        // marks values in several words.
        std::mt19937 rng(31);
        unsigned largest = 0;
        for (const auto& [rows, cols, density] : {std::tuple{31, 31, 1.0}, std::tuple{28, 36, 0.92}}) {
            Board setup = attractions().emptyBoard(rows, cols);
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < cols; ++c)
                    if (std::bernoulli_distribution(density)(rng))
                        setup.setCell({r, c}, CellKind::Spot);
            const auto analysis = attractions().createSolver(setup)->analyse(setup, {});
            const int uMax = rows + cols - 2;
            std::array<PlainRegionValues, 2> plain{PlainRegionValues(setup, 0), PlainRegionValues(setup, 1)};
            std::array<unsigned, 2> whole{};
            for (const int p : {0, 1})
                whole[static_cast<std::size_t>(p)] = plain[static_cast<std::size_t>(p)].value(0, uMax, -(cols - 1), rows - 1);
            QCOMPARE(analysis.grundy.value(), whole[0] ^ whole[1]);
            for (const engine::MoveVerdict& verdict : analysis.moves) {
                const engine::Cell cell = verdict.move.topLeft;
                const auto p = static_cast<std::size_t>((cell.row + cell.col) % 2);
                const unsigned left = plain[p].after(0, uMax, -(cols - 1), rows - 1, static_cast<int>(cell.row + cell.col),
                                                     static_cast<int>(cell.row - cell.col));
                QCOMPARE(verdict.resultGrundy.value(), left ^ whole[1 - p]);
                largest = std::max(largest, left);
            }
        }
        QVERIFY(largest >= 64);
    }

    void stoppedAnalysisThrowsThenResumes()
    {
        const Board setup = testsupport::filledBoard(attractions(), 24, 24, CellKind::Spot);
        auto solver = attractions().createSolver(setup);
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, (void)solver->analyse(setup, testsupport::alreadyStopped()));
        QVERIFY_THROWS_EXCEPTION(engine::Stopped, solver->prepare(testsupport::alreadyStopped()));

        testsupport::expectStopsAtReport(*solver, setup, 5);
        std::vector<double> progress;
        QVERIFY_THROWS_NO_EXCEPTION((void)solver->analyse(setup, testsupport::recordingProgress(progress)));
        testsupport::expectRisingProgress(progress, 0.9);
    }

    void remotenessOnlyForSmallPositions()
    {
        const Board setup = attractions_test::boardOf({"XXXXX", "XXXXX", "XXXXX", "XXXXX"});
        auto solver = attractions().createSolver(setup);
        QVERIFY(!solver->analyse(setup, {}).remoteness.has_value()); // 20 free spots
        const Board after = attractions().play(setup, Move::at({1, 2}));
        const auto analysis = solver->analyse(after, {});
        QVERIFY(analysis.remoteness.has_value()); // 13 free spots
        AttractionsBruteForce brute(4, 5);
        QCOMPARE(*analysis.remoteness, brute.solve(brute.stateOf(after)).remoteness);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_attractions_game, TestAttractionsGame)
#include "test_attractions_game.moc"
