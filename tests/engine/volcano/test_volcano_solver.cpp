#include "VolcanoBruteForce.h"

#include "engine/GameRegistry.h"
#include "engine/games/volcano/LavaRectangles.h"
#include "engine/games/volcano/PrimeCross.h"
#include "engine/games/volcano/VolcanoGame.h"
#include "engine/games/volcano/VolcanoTable.h"

#include <QTest>

#include <random>
#include <stdexcept>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Move;
using engine::Outcome;

namespace {

const engine::VolcanoGame kGame;

// A setup from rows of '#' and '^', monsters by the prime-cross rule.
Board derivedSetup(const std::vector<std::string>& rows)
{
    Board board(static_cast<engine::Coord>(rows.size()), static_cast<engine::Coord>(rows.front().size()));
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t c = 0; c < rows[r].size(); ++c)
            if (rows[r][c] == '#')
                board.setCell({static_cast<engine::Coord>(r), static_cast<engine::Coord>(c)}, CellKind::Wall);
    return engine::withPrimeCrossMonsters(board);
}

const std::vector<std::string> kSample{"^#^#^^^", "^#^^^#^", "^#^^^^^", "^^^#^^^", "^^^^^^^", "^^^^^^^", "^^^^^^^"};

std::set<VolcanoBruteForce::Cell> cellsOf(const std::vector<Move>& moves)
{
    std::set<VolcanoBruteForce::Cell> cells;
    for (const Move& m : moves)
        cells.insert({static_cast<int>(m.topLeft.row), static_cast<int>(m.topLeft.col)});
    return cells;
}

// A random setup: walls, then either the prime-cross monsters or hand-placed ones.
Board randomSetup(std::mt19937& rng, int maxRows, int maxCols)
{
    const int rows = std::uniform_int_distribution(1, maxRows)(rng);
    const int cols = std::uniform_int_distribution(1, maxCols)(rng);
    Board board = kGame.emptyBoard(rows, cols);
    const double walls = std::uniform_real_distribution(0.0, 0.3)(rng);
    const double monsters = std::uniform_real_distribution(0.1, 0.7)(rng);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (std::bernoulli_distribution(walls)(rng))
                board.setCell({r, c}, CellKind::Wall);
            else if (std::bernoulli_distribution(monsters)(rng))
                board.setCell({r, c}, CellKind::Monster);
    return board;
}

struct Counts {
    int positions = 0;
    int losses = 0;
    int withRemoteness = 0;
};

// Compares everything the solver says about `position` with the brute force.
void compareWithBruteForce(engine::Solver& solver, const Board& position, Counts& counts)
{
    const auto analysis = solver.analyse(position, {});
    QVERIFY(analysis.has_value());
    VolcanoBruteForce brute(static_cast<int>(position.rows()), static_cast<int>(position.cols()));
    const std::string state = VolcanoBruteForce::stateOf(position);
    const VolcanoBruteForce::Result expected = brute.solve(state);
    QCOMPARE(analysis->outcome == Outcome::Win, expected.win);
    QCOMPARE(analysis->grundy.value(), expected.grundy);
    QCOMPARE(cellsOf(analysis->winningMoves()), brute.winningMoves(state));
    const auto legal = brute.legalMoves(state);
    QCOMPARE(analysis->moves.size(), legal.size());
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const engine::MoveVerdict& verdict = analysis->moves[i];
        QCOMPARE(verdict.move, Move::at({legal[i].first, legal[i].second})); // row-major like legalMoves
        const auto after = brute.solve(brute.after(state, legal[i]));
        QCOMPARE(verdict.resultOutcome == Outcome::Win, after.win);
        QCOMPARE(verdict.resultGrundy.value(), after.grundy);
        if (verdict.resultRemoteness)
            QCOMPARE(*verdict.resultRemoteness, after.remoteness);
    }
    if (analysis->remoteness) {
        QCOMPARE(*analysis->remoteness, expected.remoteness);
        ++counts.withRemoteness;
    } else {
        // Small positions always get their exact remoteness.
        QVERIFY(position.countOf(CellKind::Monster) > 12);
    }
    // The parts are the lava-free rectangles and their values add up.
    engine::Nimber sum = 0;
    std::size_t cells = 0;
    for (const engine::Part& part : analysis->parts) {
        sum ^= part.grundy;
        cells += part.cells.size();
        const Move& b = part.bounds;
        const engine::Coord area = (b.bottomRight.row - b.topLeft.row + 1) * (b.bottomRight.col - b.topLeft.col + 1);
        QCOMPARE(part.cells.size(), static_cast<std::size_t>(area));
        for (const Cell cell : part.cells)
            QVERIFY(b.contains(cell) && !engine::isLava(position.cellAt(cell)));
    }
    QCOMPARE(sum, analysis->grundy.value());
    QCOMPARE(cells, position.countOf(CellKind::Empty) + position.countOf(CellKind::Wall)
                        + position.countOf(CellKind::Monster));
    ++counts.positions;
    counts.losses += expected.win ? 0 : 1;
}

} // namespace

class TestVolcanoSolver : public QObject {
    Q_OBJECT

private slots:
    void publishedSample()
    {
        // GAMES.md: Asuna (the first player) wins; monsters at (2,4), (4,2), (4,4); the winning move is (4,4).
        const Board setup = derivedSetup(kSample);
        QCOMPARE(engine::primeCrossMonsters(setup), (std::vector<Cell>{{2, 4}, {4, 2}, {4, 4}}));
        QVERIFY(!kGame.validateSetup(setup).has_value());
        auto solver = kGame.createSolver(setup);
        const auto analysis = solver->analyse(setup, {});
        QVERIFY(analysis);
        QCOMPARE(analysis->outcome, Outcome::Win);
        QCOMPARE(analysis->winningMoves(), std::vector<Move>{Move::at({4, 4})});
        QCOMPARE(analysis->remoteness.value(), 1); // the eruption at (4,4) buries both other monsters
        const Board after = kGame.play(setup, Move::at({4, 4}));
        QCOMPARE(after.countOf(CellKind::Monster), std::size_t{0});
        const auto reply = solver->analyse(after, {});
        QCOMPARE(reply->outcome, Outcome::Loss);
        QCOMPARE(reply->remoteness.value(), 0);
        QVERIFY(reply->moves.empty());
    }

    void primeCrossMatchesTheLiteralRule()
    {
        std::mt19937 rng(11);
        int monsters = 0;
        for (int trial = 0; trial < 2000; ++trial) {
            const int rows = std::uniform_int_distribution(1, 14)(rng);
            const int cols = std::uniform_int_distribution(1, 14)(rng);
            const double walls = std::uniform_real_distribution(0.0, 0.4)(rng);
            std::vector<std::string> text(static_cast<std::size_t>(rows),
                                          std::string(static_cast<std::size_t>(cols), '^'));
            for (auto& row : text)
                for (char& cell : row)
                    if (std::bernoulli_distribution(walls)(rng))
                        cell = '#';
            const Board board = derivedSetup(text);
            const std::set<VolcanoBruteForce::Cell> expected = VolcanoBruteForce::primeCrossMonsters(text);
            std::set<VolcanoBruteForce::Cell> found;
            for (const Cell cell : engine::primeCrossMonsters(board))
                found.insert({static_cast<int>(cell.row), static_cast<int>(cell.col)});
            QCOMPARE(found, expected);
            QCOMPARE(board.countOf(CellKind::Monster), expected.size());
            monsters += static_cast<int>(expected.size());
        }
        QVERIFY(monsters > 1000);
    }

    void primeCrossIgnoresOldMonsters()
    {
        Board board = derivedSetup(kSample);
        board.setCell({0, 0}, CellKind::Monster); // hand-placed, not by the rule
        const Board again = engine::withPrimeCrossMonsters(board);
        QCOMPARE(again, derivedSetup(kSample));
    }

    void randomBoardsAgreeWithBruteForce()
    {
        std::mt19937 rng(20261122);
        Counts counts;
        for (int trial = 0; trial < 3000; ++trial) {
            const Board setup = randomSetup(rng, 6, 6);
            QVERIFY(!kGame.validateSetup(setup).has_value());
            auto solver = kGame.createSolver(setup);
            Board position = setup;
            // The start, then a random line of play, all with the one solver.
            for (;;) {
                compareWithBruteForce(*solver, position, counts);
                if (QTest::currentTestFailed())
                    return;
                const auto moves = kGame.legalMoves(position);
                if (moves.empty() || rng() % 3 == 0)
                    break;
                position = kGame.play(position, moves[rng() % moves.size()]);
            }
        }
        QVERIFY(counts.positions > 5000);
        QVERIFY(counts.losses > 500);
        QVERIFY(counts.withRemoteness > counts.positions * 9 / 10);
    }

    void derivedMonstersAgreeWithBruteForce()
    {
        // The contest's boards: walls only, monsters by the prime-cross rule (at least 5 x 5 to hold any).
        std::mt19937 rng(5);
        Counts counts;
        for (int trial = 0; trial < 400; ++trial) {
            const int rows = std::uniform_int_distribution(5, 8)(rng);
            const int cols = std::uniform_int_distribution(5, 8)(rng);
            std::vector<std::string> text(static_cast<std::size_t>(rows),
                                          std::string(static_cast<std::size_t>(cols), '^'));
            for (auto& row : text)
                for (char& cell : row)
                    if (std::bernoulli_distribution(0.12)(rng))
                        cell = '#';
            const Board setup = derivedSetup(text);
            auto solver = kGame.createSolver(setup);
            compareWithBruteForce(*solver, setup, counts);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(counts.losses > 20 && counts.losses < counts.positions - 20);
    }

    void wideAndTallBoardsAgreeWithBruteForce()
    {
        std::mt19937 rng(7);
        Counts counts;
        for (int trial = 0; trial < 300; ++trial) {
            const bool wide = trial % 2 == 0;
            const Board setup = randomSetup(rng, wide ? 3 : 14, wide ? 14 : 3);
            auto solver = kGame.createSolver(setup);
            Board position = setup;
            for (int move = 0; move < 2; ++move) {
                compareWithBruteForce(*solver, position, counts);
                if (QTest::currentTestFailed())
                    return;
                const auto moves = kGame.legalMoves(position);
                if (moves.empty())
                    break;
                position = kGame.play(position, moves[rng() % moves.size()]);
            }
        }
        QVERIFY(counts.positions > 300);
    }

    void valuesAreInvariantUnderSymmetry()
    {
        // Transposing or mirroring a setup maps its game onto itself.
        std::mt19937 rng(3);
        for (int trial = 0; trial < 100; ++trial) {
            const Board setup = randomSetup(rng, 24, 24);
            Board transposed(setup.cols(), setup.rows());
            Board mirrored(setup.rows(), setup.cols());
            for (const auto& [cell, kind] : setup.markedCells()) {
                transposed.setCell({cell.col, cell.row}, kind);
                mirrored.setCell({cell.row, setup.cols() - 1 - cell.col}, kind);
            }
            const auto value = [](const Board& board) {
                engine::VolcanoTable table(board);
                (void)table.build({});
                return table.grundy({{0, 0}, {board.rows() - 1, board.cols() - 1}});
            };
            const engine::Nimber g = value(setup);
            QCOMPARE(value(transposed), g);
            QCOMPARE(value(mirrored), g);
        }
    }

    void openBoardsAgreeWithBruteForce()
    {
        // Fully open boards, the contest's worst case, as far as the brute force reaches.
        for (int side = 5; side <= 8; ++side) {
            const Board setup = engine::withPrimeCrossMonsters(Board(side, side));
            Counts counts;
            compareWithBruteForce(*kGame.createSolver(setup), setup, counts);
        }
    }

    void openBoardsKeepTheirValues()
    {
        // Regression values of larger open boards, as this solver computed them when
        // it agreed with the brute force everywhere above.
        const std::pair<int, engine::Nimber> known[] = {{10, 2}, {12, 2}, {14, 0}, {16, 8}, {20, 7}, {40, 7}};
        for (const auto& [side, value] : known) {
            const Board setup = engine::withPrimeCrossMonsters(Board(side, side));
            const auto analysis = kGame.createSolver(setup)->analyse(setup, {});
            QCOMPARE(analysis->grundy.value(), value);
        }
    }

    void largeOpenBoardsHaveNoRemoteness()
    {
        // Far beyond the remoteness search: the verdicts are exact, the remoteness absent.
        const Board setup = engine::withPrimeCrossMonsters(Board(20, 20));
        const auto analysis = kGame.createSolver(setup)->analyse(setup, {});
        QVERIFY(analysis.has_value());
        QCOMPARE(analysis->moves.size(), std::size_t{256});
        QVERIFY(!analysis->remoteness.has_value());
        for (const engine::MoveVerdict& verdict : analysis->moves)
            QVERIFY(!verdict.resultRemoteness.has_value());
        QCOMPARE(analysis->winningMoves().size(), std::size_t{8});
    }

    void solverKeepsItsTableAcrossMoves()
    {
        const Board setup = engine::withPrimeCrossMonsters(Board(30, 30));
        auto solver = kGame.createSolver(setup);
        int reports = 0;
        const auto counting = engine::SolveContext{{}, [&](double) { ++reports; }};
        QVERIFY(solver->prepare(counting));
        QVERIFY(reports > 0);
        reports = 0;
        Board position = setup;
        for (int i = 0; i < 5; ++i) {
            const auto analysis = solver->analyse(position, counting);
            QVERIFY(analysis.has_value());
            position = kGame.play(position, analysis->moves[analysis->moves.size() / 2].move);
        }
        QCOMPARE(reports, 0); // no table was built again
    }

    void stoppedAnalysisReturnsNothingThenResumes()
    {
        const Board setup = engine::withPrimeCrossMonsters(Board(36, 36));
        auto solver = kGame.createSolver(setup);
        std::stop_source stop;
        stop.request_stop();
        QVERIFY(!solver->analyse(setup, {stop.get_token(), {}}).has_value());

        // Stopped part-way, then resumed: the same answer as a fresh solver.
        std::stop_source later;
        int reports = 0;
        QVERIFY(!solver->analyse(setup, {later.get_token(), [&](double) {
                                             if (++reports == 20)
                                                 later.request_stop();
                                         }})
                     .has_value());
        QCOMPARE(reports, 20);
        std::vector<double> progress;
        const auto analysis = solver->analyse(setup, {{}, [&](double f) { progress.push_back(f); }});
        QVERIFY(analysis.has_value());
        QVERIFY(progress.size() > 10);
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QVERIFY(progress.front() > 0.0 && progress.back() <= 1.0 && progress.back() > 0.99);
        const auto fresh = kGame.createSolver(setup)->analyse(setup, {});
        QCOMPARE(analysis->grundy, fresh->grundy);
        QCOMPARE(analysis->winningMoves(), fresh->winningMoves());
    }

    void refusesPositionsOfOtherSetups()
    {
        const Board setup = derivedSetup(kSample);
        auto solver = kGame.createSolver(setup);
        const auto refused = [&](const Board& position, const std::string& words) {
            try {
                (void)solver->analyse(position, {});
            } catch (const std::invalid_argument& error) {
                QVERIFY2(std::string(error.what()).find(words) != std::string::npos, error.what());
                return;
            }
            QFAIL(("no error; expected: " + words).c_str());
        };
        refused(Board(7, 6), "is 7 x 6, the setup 7 x 7");
        Board moved = setup;
        moved.setCell({0, 0}, CellKind::Monster);
        refused(moved, "cell (0, 0) is not covered by lava but differs from the setup");
        Board fake = setup;
        fake.setCell({0, 0}, CellKind::Volcano);
        refused(fake, "a volcano erupted at (0, 0), where the setup has no monster");
        Board spot = setup;
        spot.setCell({6, 6}, CellKind::Lava); // a lone lava cell: the rest is no rectangle
        refused(spot, "the lava-free cells around (0, 0) do not form a rectangle bounded by lava");
    }

    void lavaFreeRectangles()
    {
        Board position = derivedSetup(kSample);
        position = kGame.play(position, Move::at({4, 2}));
        const auto rects = std::get<std::vector<Move>>(engine::lavaFreeRectangles(position));
        QCOMPARE(rects, (std::vector<Move>{{{0, 0}, {3, 1}}, {{0, 3}, {3, 6}}, {{5, 0}, {6, 1}}, {{5, 3}, {6, 6}}}));
        // Lava that does not cut whole rows and columns leaves no rectangles.
        Board bent(3, 3);
        bent.setCell({1, 1}, CellKind::Lava);
        bent.setCell({1, 2}, CellKind::Volcano);
        QCOMPARE(std::get<std::string>(engine::lavaFreeRectangles(bent)),
                 std::string("the lava-free cells around (0, 0) do not form a rectangle bounded by lava"));
        // A lava line without a volcano still splits the board into rectangles.
        Board line(3, 3);
        for (int c = 0; c < 3; ++c)
            line.setCell({1, c}, CellKind::Lava);
        line.setCell({2, 1}, CellKind::Lava);
        QCOMPARE(std::get<std::vector<Move>>(engine::lavaFreeRectangles(line)),
                 (std::vector<Move>{{{0, 0}, {0, 2}}, {{2, 0}, {2, 0}}, {{2, 2}, {2, 2}}}));
        QCOMPARE(std::get<std::vector<Move>>(engine::lavaFreeRectangles(Board(2, 3))),
                 (std::vector<Move>{{{0, 0}, {1, 2}}}));
    }

    void playSpreadsLavaUpToLava()
    {
        const Board setup = derivedSetup(kSample);
        QVERIFY(kGame.isLegal(setup, Move::at({4, 2})));
        QVERIFY(!kGame.isLegal(setup, Move::at({0, 1})));              // a wall
        QVERIFY(!kGame.isLegal(setup, Move::at({0, 0})));              // open, no monster
        QVERIFY(!kGame.isLegal(setup, Move{{4, 2}, {4, 4}}));          // not one cell
        QVERIFY(!kGame.isLegal(setup, Move::at({7, 0})));              // outside
        QCOMPARE(kGame.legalMoves(setup), (std::vector<Move>{Move::at({2, 4}), Move::at({4, 2}), Move::at({4, 4})}));

        const Board first = kGame.play(setup, Move::at({4, 2}));
        QCOMPARE(first.cellAt({4, 2}), CellKind::Volcano);
        QCOMPARE(first.cellAt({0, 2}), CellKind::Lava);  // lava covers open ground
        QCOMPARE(first.cellAt({3, 2}), CellKind::Lava);
        QCOMPARE(first.cellAt({4, 4}), CellKind::Lava);  // and buries the monster
        QCOMPARE(first.cellAt({0, 1}), CellKind::Wall);
        QCOMPARE(first.countOf(CellKind::Lava), std::size_t{12});
        QCOMPARE(kGame.legalMoves(first), (std::vector<Move>{Move::at({2, 4})}));

        const Board second = kGame.play(first, Move::at({2, 4}));
        QCOMPARE(second.cellAt({0, 4}), CellKind::Lava);
        QCOMPARE(second.cellAt({1, 5}), CellKind::Wall);
        QCOMPARE(second.cellAt({2, 3}), CellKind::Lava);
        QCOMPARE(second.cellAt({2, 6}), CellKind::Lava);
        QCOMPARE(second.cellAt({2, 1}), CellKind::Wall); // the lava stopped at column 2
        QCOMPARE(second.cellAt({5, 4}), CellKind::Empty); // and at row 4
        QCOMPARE(second.countOf(CellKind::Lava), std::size_t{12 + 6});
        QCOMPARE(second.countOf(CellKind::Volcano), std::size_t{2});
        QVERIFY(kGame.legalMoves(second).empty());

        Board walls(3, 5);
        walls.setCell({1, 2}, CellKind::Monster);
        walls.setCell({1, 0}, CellKind::Wall);
        walls.setCell({0, 2}, CellKind::Wall);
        const Board covered = kGame.play(walls, Move::at({1, 2}));
        QCOMPARE(covered.cellAt({1, 0}), CellKind::Lava); // walls do not stop lava
        QCOMPARE(covered.cellAt({0, 2}), CellKind::Lava);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)kGame.play(covered, Move::at({1, 2})));
    }

    void validatesSetups_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("too many rows") << 61 << 4 << int(CellKind::Wall)
                                       << "1 to 60 rows and 1 to 60 columns, not 61 x 4";
        QTest::newRow("too many columns") << 3 << 61 << int(CellKind::Wall) << "not 3 x 61";
        QTest::newRow("no rows") << 0 << 4 << int(CellKind::Wall) << "not 0 x 4";
        QTest::newRow("lava") << 3 << 3 << int(CellKind::Lava) << "cell (0, 0) of a volcano setup is covered by lava";
        QTest::newRow("volcano") << 3 << 3 << int(CellKind::Volcano) << "is covered by lava";
        QTest::newRow("poison") << 3 << 3 << int(CellKind::Poison)
                                << "holds something other than open ground, a wall or a monster";
    }

    void validatesSetups()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, kind);
        QFETCH(QString, message);
        Board setup(rows, cols);
        setup.setCell({0, 0}, static_cast<CellKind>(kind));
        const auto error = kGame.validateSetup(setup);
        QVERIFY(error.has_value());
        QVERIFY2(QString::fromStdString(*error).contains(message), error->c_str());
    }

    void acceptsSetupsUpToTheLimit()
    {
        QVERIFY(!kGame.validateSetup(Board(60, 60)).has_value());
        QVERIFY(!kGame.validateSetup(Board(1, 1)).has_value());
        Board handPlaced(2, 2);
        handPlaced.setCell({0, 0}, CellKind::Monster);
        handPlaced.setCell({1, 1}, CellKind::Wall);
        QVERIFY(!kGame.validateSetup(handPlaced).has_value());
        QCOMPARE(kGame.sizeLimits().maxRows, engine::VolcanoTable::kMaxSide);
        QCOMPARE(kGame.paletteKinds(), (std::vector<CellKind>{CellKind::Wall, CellKind::Monster}));
        QCOMPARE(kGame.emptyBoard(4, 5), Board(4, 5));
    }

    void exampleIsReadyAndInteresting()
    {
        const Board example = kGame.exampleBoard();
        QVERIFY(!kGame.validateSetup(example).has_value());
        QCOMPARE(example, engine::withPrimeCrossMonsters(example)); // its monsters follow the rule
        const auto analysis = kGame.createSolver(example)->analyse(example, {});
        QVERIFY(analysis.has_value());
        QCOMPARE(analysis->moves.size(), std::size_t{19});
        QCOMPARE(analysis->outcome, Outcome::Win);
        QCOMPARE(analysis->winningMoves(), std::vector<Move>{Move::at({6, 4})});
        QCOMPARE(analysis->remoteness.value(), 7);
    }

    void isRegistered()
    {
        const engine::Game* game = engine::GameRegistry::find("volcano");
        QVERIFY(game);
        QCOMPARE(game->displayName(), std::string_view("Volcano"));
    }
};

QTEST_APPLESS_MAIN(TestVolcanoSolver)
#include "test_volcano_solver.moc"
