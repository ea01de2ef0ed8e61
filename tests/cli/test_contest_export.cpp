// The writing side of every game's text formats: grundygrid-cli answers the
// contest texts and position queries written from a setup exactly as it answers
// the published texts (that they read back to the same setup is the conformance
// suite's test). Also the reading of contest texts into their cases (several
// cases, shared pawn boards, errors).

#include "TestRegistry.h"
#include "CliTestSupport.h"
#include "conformance/SampleSetups.h"

#include "engine/GameModules.h"
#include "engine/games/volcano/PrimeCross.h"

#include <QTest>

namespace {

using cli_test::runCli;

const engine::GameText& textOf(const engine::Game& game)
{
    const engine::GameText* text = engine::findGameText(game.id());
    if (text == nullptr)
        throw std::logic_error("no text formats");
    return *text;
}

std::vector<engine::ContestCase> readCases(const engine::GameText& text, const std::string& contest)
{
    engine::TextReader reader(contest);
    return text.readContestCases(reader);
}

// The contest answer the CLI must give for a one-case text of `setup`,
// computed from the solver here.
std::string expectedAnswer(const engine::Game& game, const engine::Board& setup)
{
    const engine::Analysis analysis = game.createSolver(setup)->analyse(setup, engine::SolveContext{});
    const bool first = analysis.outcome == engine::Outcome::Win;
    const std::string id(game.id());
    if (id == "chomp")
        return first ? "First\n" : "Second\n";
    if (id == "volcano")
        return first ? "Asuna\n" : "Kirito\n";
    if (id == "pawn")
        return first ? "Alice\n" : "Bob\n";
    if (id == "rectangles")
        return first ? "A\n" : "B\n";
    if (id == "nim")
        return first ? "First\n" : "Second\n";
    return "Case #1: " + std::to_string(analysis.winningMoves().size()) + "\n";
}

} // namespace

class TestContestExport : public QObject {
    Q_OBJECT

private slots:
    void cliAnswersTheExportedContestText()
    {
        for (const engine::Game* game : engine::allGames()) {
            const engine::GameText& text = textOf(*game);
            for (const engine::Board& setup : conformance::sampleSetups(*game)) {
                const cli_test::CliResult result = runCli({std::string(game->id())}, text.contestText(setup));
                cli_test::expectSuccess(result, expectedAnswer(*game, setup));
            }
        }
    }

    void positionTextReadsBackAndCliAnswersIt()
    {
        for (const engine::Game* game : engine::allGames()) {
            const engine::GameText& text = textOf(*game);
            const engine::Board setup = game->exampleBoard();
            // Two moves into the game, then the CLI's verdict must match the solver's.
            const std::vector<engine::Move> moves = conformance::lastMovesFrom(*game, setup, 2);
            engine::Board position = setup;
            for (const engine::Move& move : moves)
                position = game->play(position, move);
            QVERIFY2(!moves.empty(), game->id().data());
            const std::string query = text.positionText(setup, moves);
            engine::TextReader reader(query);
            QVERIFY(text.readBoard(reader) == setup);

            const engine::Analysis analysis
                = game->createSolver(setup)->analyse(position, engine::SolveContext{});
            const cli_test::CliResult result = runCli({"moves", std::string(game->id())}, query);
            QCOMPARE(result.status, cli::kExitSuccess);
            const std::string verdict = analysis.outcome == engine::Outcome::Win ? "win\n" : "loss\n";
            QCOMPARE(result.out.substr(0, verdict.size()), verdict);
        }
    }

    void exportedTextsHaveThePublishedShape()
    {
        const engine::Game& chomp = *engine::findGame("chomp");
        engine::Board board(2, 3);
        board.setCell({0, 0}, engine::CellKind::Poison);
        board.setCell({1, 2}, engine::CellKind::Poison);
        QCOMPARE(textOf(chomp).contestText(board), std::string("2 3 2\n0 0\n1 2\n"));

        const engine::Game& pawn = *engine::findGame("pawn");
        engine::Board plane = pawn.emptyBoard(pawn.sizeLimits().maxRows, pawn.sizeLimits().maxCols);
        plane.setCell({1, 1}, engine::CellKind::Impassable);
        plane.setCell({2, 4}, engine::CellKind::Impassable);
        plane.setCell({1000000000, 3}, engine::CellKind::Pawn);
        QCOMPARE(textOf(pawn).contestText(plane), std::string("1\n2\n1 1\n4 2\n1\n3 1000000000\n"));
        QCOMPARE(textOf(pawn).boardText(plane), std::string("2\n1 1\n4 2\n3 1000000000\n"));

        const engine::Game& rectangles = *engine::findGame("rectangles");
        engine::Board matrix(2, 3);
        matrix.setCell({0, 1}, engine::CellKind::Filled);
        matrix.setCell({1, 2}, engine::CellKind::Filled);
        QCOMPARE(textOf(rectangles).contestText(matrix), std::string("0 1 0\n0 0 1\n"));
        QCOMPARE(textOf(rectangles).boardText(matrix), std::string("2 3\n0 1 0\n0 0 1\n"));

        const engine::Game& attractions = *engine::findGame("attractions");
        engine::Board park(1, 3);
        park.setCell({0, 1}, engine::CellKind::Spot);
        QCOMPARE(textOf(attractions).contestText(park), std::string("1\n1 3\n.X.\n"));
    }

    void volcanoRefusesMonstersTheRuleDoesNotPlace()
    {
        const engine::Game& volcano = *engine::findGame("volcano");
        engine::Board board = engine::withPrimeCrossMonsters(volcano.emptyBoard(5, 5));
        QVERIFY(!textOf(volcano).contestTextProblem(board));
        board.setCell({0, 0}, engine::CellKind::Monster);
        const auto problem = textOf(volcano).contestTextProblem(board);
        QVERIFY(problem);
        QVERIFY2(problem->find("(0, 0)") != std::string::npos, problem->c_str());
    }

    void severalCasesAreReadInOrder()
    {
        const engine::GameText& volcano = *engine::findGameText("volcano");
        const auto cases = readCases(volcano, "3\n2 2\n^^\n^#\n3 3\n^^^\n^^^\n^^^\n1 4\n#^#^\n");
        QCOMPARE(cases.size(), std::size_t{3});
        QCOMPARE(cases[1].setup().rows(), engine::Coord{3});
        QCOMPARE(cases[2].setup().cellAt({0, 2}), engine::CellKind::Wall);
        QCOMPARE(cases[0].setup().cellAt({1, 1}), engine::CellKind::Wall);
        QCOMPARE(cases[1].label, std::string("3 x 3"));

        const engine::GameText& attractions = *engine::findGameText("attractions");
        const auto parks = readCases(attractions, "2\n1 2\nX.\n2 1\n.\nX\n");
        QCOMPARE(parks.size(), std::size_t{2});
        QCOMPARE(parks[1].setup().cellAt({1, 0}), engine::CellKind::Spot);
    }

    void pawnStartsShareTheirTestsBoard()
    {
        const engine::GameText& pawn = *engine::findGameText("pawn");
        // The published sample: one test, four starts; then a second test.
        const auto cases = readCases(pawn, "2\n2\n1 1\n4 2\n4\n2 2\n1 2\n3 4\n6 5\n0\n1\n7 7\n");
        QCOMPARE(cases.size(), std::size_t{5});
        QCOMPARE(cases[0].base, cases[3].base);
        QVERIFY(cases[0].base != cases[4].base);
        const engine::Board second = cases[1].setup();
        QCOMPARE(second.cellAt({2, 1}), engine::CellKind::Pawn);
        QCOMPARE(second.cellAt({1, 1}), engine::CellKind::Impassable);
        QCOMPARE(second.cellAt({2, 4}), engine::CellKind::Impassable);
        QCOMPARE(second.markedCount(), std::size_t{3});
        QCOMPARE(cases[4].setup().markedCount(), std::size_t{1});
        QVERIFY(!engine::findGame("pawn")->setupProblem(second));
    }

    void malformedContestTextsNameLineAndColumn_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("chomp poison outside") << "chomp" << "2 2 1\n0 5\n" << 2 << 3;
        QTest::newRow("chomp too large") << "chomp" << "60 2 0\n" << 1 << 1;
        QTest::newRow("volcano bad character") << "volcano" << "1\n2 2\n^^\n^x\n" << 4 << 2;
        QTest::newRow("volcano missing case") << "volcano" << "2\n1 1\n^\n" << 4 << 1;
        QTest::newRow("pawn impassable start") << "pawn" << "1\n1\n3 3\n1\n3 3\n" << 5 << 1;
        QTest::newRow("rectangles short row") << "rectangles" << "1 0 1\n1 1\n" << 2 << 4;
        QTest::newRow("attractions trailing") << "attractions" << "1\n1 1\nX\nX\n" << 4 << 1;
    }

    void malformedContestTextsNameLineAndColumn()
    {
        QFETCH(QString, game);
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        const engine::GameText& format = *engine::findGameText(game.toStdString());
        try {
            (void)readCases(format, text.toStdString());
            QFAIL("the text was accepted");
        } catch (const engine::ParseError& error) {
            QCOMPARE(error.line(), line);
            QCOMPARE(error.column(), column);
        }
    }
};

GRUNDYGRID_TEST_GUILESS_MAIN(test_contest_export, TestContestExport)
#include "test_contest_export.moc"
