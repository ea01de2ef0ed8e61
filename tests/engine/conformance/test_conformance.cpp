// The conformance suite: every game of engine::gameModules(), through the engine
// interfaces alone (Game, GameText), must refuse malformed texts with exact
// ParseErrors (its rows in text-errors/<game id>.json), refuse invalid setups,
// and write texts that read back to the same setups and moves. test_random_games, beside it, plays
// random games of every game against the game's brute force. A game's own test
// files keep only what is its own (its published samples, its special rules).

#include "TestRegistry.h"
#include "ParseErrorCheck.h"
#include "conformance/BruteForces.h"
#include "conformance/RandomPlans.h"
#include "conformance/SampleSetups.h"
#include "conformance/TextErrorRows.h"

#include "engine/GameModules.h"

#include <QTest>

#include <algorithm>
#include <array>

using conformance::Reading;
using conformance::TextErrorRow;
using engine::Board;
using engine::CellKind;
using engine::TextReader;

namespace {

// A setup the game must refuse: rows x cols, `kind` at (0, 0); the refusal
// contains `message`.
struct InvalidSetup {
    std::string_view gameId;
    const char* name;
    engine::Coord rows;
    engine::Coord cols;
    CellKind kind;
    const char* message;
};

constexpr std::array kInvalidSetups{
    InvalidSetup{"chomp", "too many columns", 3, 51, CellKind::Poison, "columns"},
    InvalidSetup{"chomp", "too many positions", 16, 15, CellKind::Poison,
                 "no more positions than a 15 x 15 board, not 16 x 15"},
    InvalidSetup{"chomp", "too many cells", 2, 130, CellKind::Poison, "at most 250 cells"},
    InvalidSetup{"chomp", "no rows", 0, 4, CellKind::Poison, "rows"},
    InvalidSetup{"chomp", "eaten in setup", 3, 3, CellKind::Eaten, "other than chocolate or poison"},
    InvalidSetup{"chomp", "wall", 3, 3, CellKind::Wall, "other than chocolate or poison"},
    InvalidSetup{"volcano", "too many rows", 61, 4, CellKind::Wall, "1 to 60 rows and 1 to 60 columns, not 61 x 4"},
    InvalidSetup{"volcano", "too many columns", 3, 61, CellKind::Wall, "not 3 x 61"},
    InvalidSetup{"volcano", "no rows", 0, 4, CellKind::Wall, "not 0 x 4"},
    InvalidSetup{"volcano", "lava", 3, 3, CellKind::Lava, "cell (0, 0) of a volcano setup is covered by lava"},
    InvalidSetup{"volcano", "volcano", 3, 3, CellKind::Volcano, "is covered by lava"},
    InvalidSetup{"volcano", "poison", 3, 3, CellKind::Poison,
                 "holds something other than open ground, a wall or a monster"},
    InvalidSetup{"pawn", "small board", 10, 12, CellKind::Pawn,
                 "a pawn board is 1000000001 x 1000000001 cells (X and Y from 0 to 1000000000), not 12 x 10"},
    InvalidSetup{"rectangles", "too many columns", 3, 9, CellKind::Filled, "1 to 8 columns"},
    InvalidSetup{"rectangles", "too many rows", 9, 1, CellKind::Filled, "1 to 8 rows"},
    InvalidSetup{"rectangles", "no rows", 0, 4, CellKind::Filled, "rows"},
    InvalidSetup{"rectangles", "poison", 3, 3, CellKind::Poison, "other than 0 or 1"},
    InvalidSetup{"rectangles", "wall", 3, 3, CellKind::Wall, "other than 0 or 1"},
    InvalidSetup{"attractions", "too many rows", 61, 3, CellKind::Spot, "1 to 60 rows and 1 to 60 columns, not 61 x 3"},
    InvalidSetup{"attractions", "too many columns", 2, 61, CellKind::Spot, "not 2 x 61"},
    InvalidSetup{"attractions", "no rows", 0, 4, CellKind::Spot, "not 0 x 4"},
    InvalidSetup{"attractions", "attraction in setup", 3, 3, CellKind::Attraction, "other than a spot"},
    InvalidSetup{"attractions", "sign in setup", 3, 3, CellKind::Sign, "other than a spot"},
    InvalidSetup{"attractions", "wall", 3, 3, CellKind::Wall, "cell (0, 0) of an attractions setup"},
    InvalidSetup{"nim", "too many rows", 17, 3, CellKind::Counter, "1 to 16 rows and 1 to 32 columns, not 17 x 3"},
    InvalidSetup{"nim", "too many columns", 2, 33, CellKind::Counter, "not 2 x 33"},
    InvalidSetup{"nim", "no rows", 0, 4, CellKind::Counter, "not 0 x 4"},
    InvalidSetup{"nim", "spot", 3, 3, CellKind::Spot,
                 "cell (0, 0) of a nim setup holds something other than a counter or an empty cell"},
};

QString qStringOf(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// One row per registered game (a column "gameId").
void addGameRows()
{
    QTest::addColumn<QString>("gameId");
    for (const engine::Game* game : engine::allGames())
        QTest::newRow(std::string(game->id()).c_str()) << qStringOf(game->id());
}

const engine::GameText& textOf(const std::string& gameId)
{
    const engine::GameText* text = engine::findGameText(gameId);
    if (text == nullptr)
        throw std::logic_error("no GameText for " + gameId);
    return *text;
}

// The position of a move row: its board after its played move lines.
Board positionOf(const engine::Game& game, const engine::GameText& text, const TextErrorRow& row)
{
    TextReader boardReader(row.board);
    Board position = text.readBoard(boardReader);
    TextReader played(row.played);
    while (!played.atEnd())
        position = game.play(position, text.readMove(played, position));
    return position;
}

} // namespace

class TestConformance : public QObject {
    Q_OBJECT

private slots:
    // What the suite needs of a game: its texts, its rows here and a brute force.
    void everyGameTakesPart_data() { addGameRows(); }

    void everyGameTakesPart()
    {
        QFETCH(QString, gameId);
        const std::string id = gameId.toStdString();
        const engine::GameText* text = engine::findGameText(id);
        QVERIFY2(text != nullptr, "no GameText in its module");
        QCOMPARE(text->gameId(), std::string_view(id));
        QVERIFY(!text->formats().contest.empty() && !text->formats().board.empty() && !text->formats().move.empty());
        QVERIFY2(conformance::hasBruteForce(id), "no brute force in BruteForces.cpp");
        QVERIFY2(conformance::planFor(id) != nullptr, "no Plan in kPlans (RandomPlans.h)");
        const std::vector<TextErrorRow> rows = conformance::textErrorsOf(id);
        for (const auto& required : conformance::requiredTextErrors()) {
            // (A pair, not a structured binding: clang 14 cannot capture bindings in a lambda.)
            const bool given = std::any_of(rows.begin(), rows.end(), [&](const TextErrorRow& row) {
                return row.reading == required.first && row.name == required.second;
            });
            QVERIFY2(given, qPrintable(QStringLiteral("no %1 row '%2' in text-errors/<game>.json")
                                           .arg(qStringOf(conformance::readingName(required.first)),
                                                qStringOf(required.second))));
        }
        QVERIFY2(std::any_of(kInvalidSetups.begin(), kInvalidSetups.end(),
                             [&](const InvalidSetup& setup) { return setup.gameId == id; }),
                 "no row in kInvalidSetups");
    }

    void everyTextHasItsGame()
    {
        QCOMPARE(engine::gameModules().size(), engine::allGames().size());
        for (const engine::GameModule* module : engine::gameModules()) {
            QCOMPARE(module->text.gameId(), module->game.id());
            QCOMPARE(engine::findGameText(module->id()), &module->text);
            QCOMPARE(engine::findGame(module->id()), &module->game);
        }
        QVERIFY(!engine::findGameText("checkers") && !engine::findGame("checkers"));
    }

    void readerErrors_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<int>("index");
        for (const engine::Game* game : engine::allGames()) {
            const std::vector<TextErrorRow> rows = conformance::textErrorsOf(game->id());
            for (std::size_t i = 0; i < rows.size(); ++i) {
                const TextErrorRow& row = rows[i];
                const std::string name = row.gameId + " " + std::string(conformance::readingName(row.reading))
                    + ": " + row.name;
                QTest::newRow(name.c_str()) << qStringOf(game->id()) << static_cast<int>(i);
            }
        }
    }

    void readerErrors()
    {
        QFETCH(QString, gameId);
        QFETCH(int, index);
        const TextErrorRow row = conformance::textErrorsOf(gameId.toStdString()).at(static_cast<std::size_t>(index));
        const engine::Game& game = *engine::findGame(row.gameId);
        const engine::GameText& text = textOf(row.gameId);
        const std::string expected = "line " + std::to_string(row.line) + ", column " + std::to_string(row.column)
            + ": " + row.message;
        TextReader reader(row.text);
        switch (row.reading) {
        case Reading::Contest:
            testsupport::expectParseError([&] { (void)text.contestAnswer(reader, {}); }, row.line, row.column,
                                          expected);
            break;
        case Reading::Board:
            testsupport::expectParseError([&] { (void)text.readBoard(reader); }, row.line, row.column, expected);
            break;
        case Reading::Move: {
            const Board position = positionOf(game, text, row);
            testsupport::expectParseError([&] { (void)text.readMove(reader, position); }, row.line, row.column,
                                          expected);
            break;
        }
        }
    }

    void invalidSetupsAreRefused_data()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < kInvalidSetups.size(); ++i) {
            const InvalidSetup& setup = kInvalidSetups[i];
            QTest::newRow((std::string(setup.gameId) + ": " + setup.name).c_str()) << static_cast<int>(i);
        }
    }

    void invalidSetupsAreRefused()
    {
        QFETCH(int, index);
        const InvalidSetup& row = kInvalidSetups.at(static_cast<std::size_t>(index));
        Board setup(row.rows, row.cols);
        setup.setCell({0, 0}, row.kind);
        const auto error = engine::findGame(row.gameId)->setupProblem(setup);
        QVERIFY(error.has_value());
        QVERIFY2(QString::fromStdString(*error).contains(QString::fromUtf8(row.message)), error->c_str());
    }

    // Game::takesSize is the one size check: a setup of a size it refuses is
    // refused with the one statement of the limits, one it takes is not refused for its size.
    void sizeLimitsAreOneStatement_data() { addGameRows(); }

    void sizeLimitsAreOneStatement()
    {
        QFETCH(QString, gameId);
        const engine::Game& game = *engine::findGame(gameId.toStdString());
        const engine::SizeLimits limits = game.sizeLimits();
        QVERIFY(game.takesSize(limits.minRows, limits.minCols));
        QVERIFY(!game.takesSize(limits.minRows - 1, limits.minCols));
        QVERIFY(!game.takesSize(limits.minRows, limits.maxCols + 1));
        if (limits.maxRows > 64 || limits.maxCols > 64)
            return; // a plane of one fixed size (pawn) words its message itself
        const std::string statement = game.sizeLimitsText();
        for (engine::Coord rows = 0; rows <= limits.maxRows + 1; ++rows)
            for (engine::Coord cols = 0; cols <= limits.maxCols + 1; ++cols) {
                const auto problem = game.setupProblem(game.emptyBoard(rows, cols));
                const bool refusedForSize = problem && problem->find(statement) != std::string::npos;
                QVERIFY2(refusedForSize != game.takesSize(rows, cols), problem.value_or(statement).c_str());
            }
    }

    // A setup's contest text, board text and position query read back to it.
    void textsReadBack_data() { addGameRows(); }

    void textsReadBack()
    {
        QFETCH(QString, gameId);
        const engine::Game& game = *engine::findGame(gameId.toStdString());
        const engine::GameText& text = textOf(gameId.toStdString());
        for (const Board& setup : conformance::sampleSetups(game)) {
            QVERIFY(!game.setupProblem(setup));
            QVERIFY(!text.contestTextProblem(setup));
            const std::string contest = text.contestText(setup);
            TextReader contestReader(contest);
            const std::vector<engine::ContestCase> cases = text.readContestCases(contestReader);
            QCOMPARE(cases.size(), std::size_t{1});
            QVERIFY2(cases.front().setup() == setup, contest.c_str());

            const std::string boardText = text.boardText(setup);
            TextReader boardReader(boardText);
            QVERIFY2(text.readBoard(boardReader) == setup, boardText.c_str());
            QVERIFY(boardReader.atEnd());

            const std::vector<engine::Move> moves = conformance::lastMovesFrom(game, setup, 3);
            const std::string query = text.positionText(setup, moves);
            TextReader queryReader(query);
            const engine::PositionQuery read = text.readPositionQuery(queryReader, game);
            QVERIFY2(read.setup == setup && read.moves == moves, query.c_str());
        }
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_conformance, TestConformance)
#include "test_conformance.moc"
