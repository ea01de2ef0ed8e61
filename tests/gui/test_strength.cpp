// The computer's strengths (MoveChooser) on positions with known answers, with
// fixed seeds, and the Strength menu remembered across windows.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "PlayBench.h"
#include "WindowParts.h"

#include "gui/play/ComputerPlayer.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/play/MoveChooser.h"
#include "gui/play/PlayOptions.h"

#include "engine/GameModules.h"
#include "engine/games/pawn/PawnGame.h"

#include <QAction>
#include <QRandomGenerator>
#include <QTest>

#include <map>

using engine::Cell;
using engine::CellKind;
using engine::Move;
using engine::MoveVerdict;
using engine::Outcome;
using gui::MoveChooser;
using gui::Strength;

namespace {

// A move verdict at column `col` of row 0: wins when `wins`, with the remoteness of the result.
MoveVerdict verdict(int col, bool wins, std::optional<int> remoteness)
{
    MoveVerdict v;
    v.move = Move::at(Cell{0, col});
    v.resultOutcome = wins ? Outcome::Loss : Outcome::Win;
    v.resultRemoteness = remoteness;
    return v;
}

engine::Analysis analysisOf(std::vector<MoveVerdict> moves)
{
    engine::Analysis analysis;
    analysis.moves = std::move(moves);
    analysis.outcome = Outcome::Loss;
    for (const MoveVerdict& v : analysis.moves)
        if (v.wins())
            analysis.outcome = Outcome::Win;
    return analysis;
}

// How often each move (by column) is chosen in `trials` choices.
std::map<engine::Coord, int> tally(MoveChooser& chooser, const engine::Analysis& analysis, int trials)
{
    std::map<engine::Coord, int> counts;
    for (int i = 0; i < trials; ++i)
        ++counts[chooser.choose(analysis)->topLeft.col];
    return counts;
}

// Pearson's chi-square statistic of `counts` against a uniform spread over `cells` columns.
double chiSquare(const std::map<engine::Coord, int>& counts, int cells, int trials)
{
    const double expected = static_cast<double>(trials) / cells;
    double sum = 0;
    for (int c = 0; c < cells; ++c) {
        const auto it = counts.find(c);
        const double observed = it == counts.end() ? 0 : it->second;
        sum += (observed - expected) * (observed - expected) / expected;
    }
    return sum;
}

} // namespace

class TestStrength : public QObject {
    Q_OBJECT

private:
    const engine::Game& chomp() { return *engine::findGame("chomp"); }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void noMoveNoChoice()
    {
        for (const Strength s : {Strength::Perfect, Strength::Strong, Strength::Casual, Strength::Random}) {
            MoveChooser chooser(s, 1);
            QVERIFY(!chooser.choose(engine::Analysis{}).has_value());
        }
    }

    void perfectTakesTheFastestWin()
    {
        // Wins of remoteness 5, 1 and 3, among losing moves: always the remoteness-1 win.
        const engine::Analysis win = analysisOf({verdict(0, false, 8), verdict(1, true, 5), verdict(2, true, 1),
                                                 verdict(3, false, 2), verdict(4, true, 3)});
        // From a loss: the slowest loss (remoteness 9), unknown remoteness counts as slowest.
        const engine::Analysis loss = analysisOf({verdict(0, false, 3), verdict(1, false, 9), verdict(2, false, 1)});
        const engine::Analysis unknown = analysisOf({verdict(0, false, 30), verdict(1, false, std::nullopt)});
        for (quint32 seed = 0; seed < 50; ++seed) {
            MoveChooser chooser(Strength::Perfect, seed);
            QCOMPARE(chooser.choose(win)->topLeft.col, engine::Coord{2});
            QCOMPARE(chooser.choose(loss)->topLeft.col, engine::Coord{1});
            QCOMPARE(chooser.choose(unknown)->topLeft.col, engine::Coord{1});
        }
    }

    void perfectOnRealChompPositions()
    {
        // Every position of random games on small chomp boards: from a win the perfect
        // move wins and no winning move is faster; from a loss no move lasts longer.
        QRandomGenerator random(99);
        MoveChooser chooser(Strength::Perfect, 3);
        int won = 0;
        int lost = 0;
        for (int trial = 0; trial < 300; ++trial) {
            const int rows = random.bounded(1, 5);
            const int cols = random.bounded(1, 5);
            engine::Board setup = chomp().emptyBoard(rows, cols);
            setup.setCell({random.bounded(rows), random.bounded(cols)}, CellKind::Poison);
            if (chomp().setupProblem(setup))
                continue;
            const std::unique_ptr<engine::Solver> solver = chomp().createSolver(setup);
            engine::Board position = setup;
            for (;;) {
                const engine::Analysis analysis = solver->analyse(position, {});
                const std::optional<Move> move = chooser.choose(analysis);
                if (analysis.moves.empty()) {
                    QVERIFY(!move);
                    break;
                }
                const MoveVerdict* chosen = analysis.verdictFor(*move);
                QVERIFY(chosen != nullptr);
                for (const MoveVerdict& v : analysis.moves) {
                    if (analysis.outcome == Outcome::Win && v.wins())
                        QVERIFY(*chosen->resultRemoteness <= *v.resultRemoteness);
                    if (analysis.outcome == Outcome::Loss)
                        QVERIFY(*chosen->resultRemoteness >= *v.resultRemoteness);
                }
                QCOMPARE(chosen->wins(), analysis.outcome == Outcome::Win);
                // The fastest win is the position's own remoteness minus one.
                QCOMPARE(*chosen->resultRemoteness, *analysis.remoteness - 1);
                (analysis.outcome == Outcome::Win ? won : lost) += 1;
                position = chomp().play(position, analysis.moves[random.bounded(
                                                      static_cast<int>(analysis.moves.size()))].move);
            }
        }
        QVERIFY(won > 20);
        QVERIFY2(lost > 10, qPrintable(QStringLiteral("%1 won, %2 lost").arg(won).arg(lost)));
    }

    void randomIsUniform()
    {
        // 8 moves, two of them winning: every move about 1/8 of the time (chi-square,
        // 7 degrees of freedom, 24.3 is the 0.1 % level), for several seeds.
        const engine::Analysis analysis
            = analysisOf({verdict(0, false, 2), verdict(1, true, 1), verdict(2, false, 4), verdict(3, false, 6),
                          verdict(4, false, 2), verdict(5, true, 3), verdict(6, false, 8), verdict(7, false, 2)});
        constexpr int kTrials = 16000;
        for (const quint32 seed : {1u, 2u, 3u}) {
            MoveChooser chooser(Strength::Random, seed);
            const std::map<engine::Coord, int> counts = tally(chooser, analysis, kTrials);
            QCOMPARE(counts.size(), std::size_t{8});
            QVERIFY2(chiSquare(counts, 8, kTrials) < 24.3, qPrintable(QString::number(chiSquare(counts, 8, kTrials))));
        }
    }

    void strongAlwaysWinsButNotAlwaysFastest()
    {
        const engine::Analysis win = analysisOf({verdict(0, false, 8), verdict(1, true, 5), verdict(2, true, 1),
                                                 verdict(3, false, 2), verdict(4, true, 3)});
        MoveChooser chooser(Strength::Strong, 42);
        constexpr int kTrials = 3000;
        const std::map<engine::Coord, int> counts = tally(chooser, win, kTrials);
        // Only the three winning moves, each about a third of the time.
        QCOMPARE(counts.size(), std::size_t{3});
        for (const engine::Coord col : {1, 2, 4})
            QVERIFY(counts.at(col) > kTrials / 4 && counts.at(col) < kTrials * 5 / 12);
    }

    void strongStallsFromALoss()
    {
        // Slowest loss 9: the moves of remoteness 9, 8 and 7 keep the game long and are
        // all played; the ones of remoteness 6 and 1 never.
        const engine::Analysis loss = analysisOf({verdict(0, false, 1), verdict(1, false, 9), verdict(2, false, 7),
                                                  verdict(3, false, 6), verdict(4, false, 8)});
        MoveChooser chooser(Strength::Strong, 7);
        const std::map<engine::Coord, int> counts = tally(chooser, loss, 3000);
        QCOMPARE(counts.size(), std::size_t{3});
        for (const engine::Coord col : {1, 2, 4})
            QVERIFY(counts.at(col) > 800);
        // Unknown remoteness: only the moves of unknown remoteness are "long".
        const engine::Analysis unknown
            = analysisOf({verdict(0, false, 30), verdict(1, false, std::nullopt), verdict(2, false, std::nullopt)});
        const std::map<engine::Coord, int> unknownCounts = tally(chooser, unknown, 1000);
        QCOMPARE(unknownCounts.size(), std::size_t{2});
        QVERIFY(!unknownCounts.contains(0));
    }

    // A pawn far out has 2 * 10^9 moves; the analysis lists the nearest 4096.
    // The random choices reach all of them, not only the listed window.
    void randomChoicesReachUnlistedPawnMoves()
    {
        const engine::Game& pawn = *engine::findGame("pawn");
        engine::Board board = pawn.emptyBoard(engine::PawnGame::kSide, engine::PawnGame::kSide);
        const Cell at{engine::PawnGame::kMaxCoord, engine::PawnGame::kMaxCoord}; // on the diagonal: a loss
        board.setCell(at, CellKind::Pawn);
        const auto analysis = pawn.createSolver(board)->analyse(board, {});
        QVERIFY(!analysis.listsEveryMove());
        // Perfect holds out with a one-cell step, not the listed window's far end.
        QCOMPARE(MoveChooser::perfect(analysis).value(), Move::at(Cell{at.row - 1, at.col}));
        for (const Strength strength : {Strength::Random, Strength::Casual, Strength::Strong}) {
            MoveChooser chooser(strength, 7);
            int beyondWindow = 0;
            for (int i = 0; i < 100; ++i) {
                const Move move = chooser.choose(analysis).value();
                QVERIFY(pawn.isLegal(board, move));
                const engine::Coord step = (at.row - move.topLeft.row) + (at.col - move.topLeft.col);
                beyondWindow += step > engine::PawnGame::kNearMoves ? 1 : 0;
            }
            QVERIFY2(beyondWindow > 90, "the choices stay in the listed window");
        }
    }

    void casualFindsTheWinAboutHalfTheTime()
    {
        // One winning move among ten: found with probability 1/2 + 1/2 * 1/10 = 0.55.
        std::vector<MoveVerdict> moves;
        for (int c = 0; c < 10; ++c)
            moves.push_back(verdict(c, c == 6, 3));
        const engine::Analysis win = analysisOf(moves);
        constexpr int kTrials = 20000;
        for (const quint32 seed : {5u, 6u}) {
            MoveChooser chooser(Strength::Casual, seed);
            const std::map<engine::Coord, int> counts = tally(chooser, win, kTrials);
            const double share = static_cast<double>(counts.at(6)) / kTrials;
            QVERIFY2(share > 0.53 && share < 0.57, qPrintable(QString::number(share)));
            // Every other move is played too (the random half), about 4.5 % each.
            QCOMPARE(counts.size(), std::size_t{10});
            for (const auto& [col, count] : counts)
                if (col != 6)
                    QVERIFY(count > kTrials * 0.035 && count < kTrials * 0.055);
        }
        // From a loss casual is simply random: uniform over all moves.
        for (MoveVerdict& v : moves)
            v.resultOutcome = Outcome::Win;
        MoveChooser chooser(Strength::Casual, 8);
        const std::map<engine::Coord, int> lossCounts = tally(chooser, analysisOf(moves), kTrials);
        QVERIFY(chiSquare(lossCounts, 10, kTrials) < 27.9); // 9 degrees of freedom, 0.1 %
    }

    void sameSeedSameGame()
    {
        const engine::Analysis analysis = analysisOf({verdict(0, false, 2), verdict(1, true, 1), verdict(2, false, 4),
                                                      verdict(3, true, 6), verdict(4, false, 2)});
        for (const Strength s : {Strength::Strong, Strength::Casual, Strength::Random}) {
            MoveChooser a(s, 1234);
            MoveChooser b(s, 1234);
            for (int i = 0; i < 200; ++i)
                QCOMPARE(*a.choose(analysis), *b.choose(analysis));
        }
    }

    void strengthIsRememberedAcrossWindows()
    {
        {
            gui::MainWindow window;
            QAction* casual = testsupport::playOptionsOf(window)->strengthAction(Strength::Casual);
            QVERIFY(casual != nullptr);
            casual->trigger();
            QCOMPARE(testsupport::computerOf(window)->strength(), Strength::Casual);
            testsupport::playOptionsOf(window)->setDemoDelay(250);
            QCOMPARE(testsupport::computerOf(window)->demoDelay(), 250);
        }
        {
            gui::MainWindow window;
            QCOMPARE(testsupport::computerOf(window)->strength(), Strength::Casual);
            QVERIFY(testsupport::playOptionsOf(window)->strengthAction(Strength::Casual)->isChecked());
            QVERIFY(!testsupport::playOptionsOf(window)->strengthAction(Strength::Perfect)->isChecked());
            QCOMPARE(testsupport::computerOf(window)->demoDelay(), 250);
            testsupport::playOptionsOf(window)->strengthAction(Strength::Random)->trigger();
        }
        gui::MainWindow window;
        QCOMPARE(testsupport::computerOf(window)->strength(), Strength::Random);
        testsupport::playOptionsOf(window)->setStrength(Strength::Perfect);
    }

    void randomComputerPlaysLegalMoves()
    {
        testsupport::PlayBench bench;
        bench.computer().setStrength(Strength::Random);
        bench.computer().chooser().seed(11);
        bench.session().setComputerMovesFirst(true);
        engine::Board setup = chomp().emptyBoard(4, 4);
        setup.setCell({0, 0}, CellKind::Poison);
        bench.open(chomp(), setup);
        bench.startPlaying(gui::Opponent::Computer);
        QTRY_COMPARE_WITH_TIMEOUT(bench.document().currentMove(), 1, testsupport::scaled(10000));
        QVERIFY(chomp().isLegal(setup, bench.document().moves().front()));
    }
};

GRUNDYGRID_TEST_MAIN(test_strength, TestStrength)
#include "test_strength.moc"
