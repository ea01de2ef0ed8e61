#include "TextChecks.h"

#include "FuzzCheck.h"

#include "engine/Game.h"
#include "engine/GameModules.h"
#include "engine/GameText.h"
#include "engine/ParseError.h"
#include "engine/TextReader.h"
#include "engine/sums/SumText.h"

#include <algorithm>
#include <string>
#include <vector>

namespace fuzz {

namespace {

using engine::Board;
using engine::Game;
using engine::GameText;
using engine::ParseError;
using engine::TextReader;

// How many cases of one text get the (costlier) per-case checks.
constexpr std::size_t kCheckedCases = 16;
// Answered contest texts hold at most this many cases of at most kTinyCells cells
// each (pawn: marked cells), so a fuzz input never starts a long solve.
constexpr std::size_t kAnsweredCases = 4;
constexpr engine::Coord kTinyCells = 16;
// Position queries longer than this skip the round trip.
constexpr std::size_t kRoundTripMoves = 64;

// An error must name a line inside the text (or just past its end) and say something.
void checkParseError(const ParseError& error, const std::string& text)
{
    const auto lines = std::count(text.begin(), text.end(), '\n') + 1;
    check(error.line() >= 1 && error.line() <= lines + 1, "a ParseError names a line outside the text");
    check(error.column() >= 0, "a ParseError has a negative column");
    check(!error.message().empty(), "a ParseError without a message");
}

bool isTiny(const Game& game, const Board& setup)
{
    if (game.id() == "pawn")
        return setup.markedCells().size() <= static_cast<std::size_t>(kTinyCells);
    return setup.rows() * setup.cols() <= kTinyCells;
}

// Text written for a valid setup must read back to that setup.
void checkRoundTrip(const GameText& text, const Board& setup)
{
    if (text.contestTextProblem(setup))
        return;
    try {
        TextReader boardReader(text.boardText(setup));
        check(text.readBoard(boardReader) == setup, "boardText does not read back to the same setup");
        TextReader contestReader(text.contestText(setup));
        const auto cases = text.readContestCases(contestReader);
        check(cases.size() == 1 && cases.front().setup() == setup,
              "contestText does not read back to the same single case");
    } catch (const ParseError& error) {
        fail(std::string("text written for a valid setup does not read back: ") + error.what());
    }
}

const Game& gameOf(const GameText& text)
{
    const Game* game = engine::findGame(text.gameId());
    check(game != nullptr, "a text format without a game");
    return *game;
}

} // namespace

void checkContestText(std::string_view gameId, const std::uint8_t* data, std::size_t size)
{
    const GameText* text = engine::findGameText(gameId);
    check(text != nullptr, "unknown game id");
    const Game& game = gameOf(*text);
    const std::string input(reinterpret_cast<const char*>(data), size);

    std::vector<engine::ContestCase> cases;
    try {
        TextReader reader(input);
        cases = text->readContestCases(reader);
    } catch (const ParseError& error) {
        checkParseError(error, input);
        return;
    }
    check(!cases.empty(), "a contest text read without error holds no case");
    bool allTiny = cases.size() <= kAnsweredCases;
    for (std::size_t i = 0; i < std::min(cases.size(), kCheckedCases); ++i) {
        check(cases[i].base != nullptr, "a contest case without a board");
        const Board setup = cases[i].setup();
        const auto problem = game.setupProblem(setup);
        check(!problem, "readContestCases returned a setup the game refuses: " + problem.value_or(""));
        checkRoundTrip(*text, setup);
        allTiny = allTiny && isTiny(game, setup);
    }
    if (!allTiny)
        return;
    try {
        TextReader reader(input);
        const std::string answer = text->contestAnswer(reader, engine::SolveContext{});
        check(!answer.empty() && answer.back() == '\n', "a contest answer must end with a line break");
    } catch (const engine::Stopped&) {
        fail("contestAnswer stopped without being asked to");
    } catch (const ParseError& error) {
        fail(std::string("contestAnswer refuses a text readContestCases accepts: ") + error.what());
    }
}

namespace {

// A sum query (engine::readSumQuery): every board a setup its game accepts,
// every move legal on its board, and the query's text reads back to the same.
void checkSumQuery(const std::string& input)
{
    engine::SumQuery query;
    try {
        TextReader reader(input);
        query = engine::readSumQuery(reader);
    } catch (const ParseError& error) {
        checkParseError(error, input);
        return;
    }
    check(!query.boards.empty() && query.boards.size() <= engine::GameSum::kMaxBoards,
          "readSumQuery returned a sum of no or too many boards");
    check(query.boardAt.size() == query.boards.size(), "readSumQuery lost where a board stood");
    std::vector<engine::SumComponent> setups = query.boards;
    for (engine::SumComponent& board : setups) {
        const auto problem = board.game().setupProblem(board.setup);
        check(!problem, "readSumQuery returned a setup its game refuses: " + problem.value_or(""));
        board.position = board.setup;
    }
    engine::GameSum position(setups);
    for (const engine::SumMove& move : query.moves) {
        check(position.isLegal(move), "readSumQuery returned an illegal move");
        position = position.play(move);
    }
    check(position == query.sum(), "readSumQuery's boards are not the position after its moves");
    if (query.moves.size() > kRoundTripMoves)
        return;
    try {
        TextReader reader(engine::sumQueryText(setups, query.moves));
        const engine::SumQuery again = engine::readSumQuery(reader);
        check(again.moves == query.moves && again.sum() == query.sum(),
              "sumQueryText does not read back to the same query");
    } catch (const ParseError& error) {
        fail(std::string("sumQueryText of a query read does not read back: ") + error.what());
    }
}

} // namespace

void checkPositionQuery(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return;
    if (data[0] == kSumQueryByte) {
        checkSumQuery(std::string(reinterpret_cast<const char*>(data) + 1, size - 1));
        return;
    }
    const auto modules = engine::gameModules();
    const GameText& text = modules[data[0] % modules.size()]->text;
    const Game& game = gameOf(text);
    const std::string input(reinterpret_cast<const char*>(data) + 1, size - 1);

    engine::PositionQuery query;
    try {
        TextReader reader(input);
        query = text.readPositionQuery(reader, game);
    } catch (const ParseError& error) {
        checkParseError(error, input);
        return;
    }
    const auto problem = game.setupProblem(query.setup);
    check(!problem, "readPositionQuery returned a setup the game refuses: " + problem.value_or(""));
    Board position = query.setup;
    for (const engine::Move& move : query.moves) {
        check(game.isLegal(position, move), "readPositionQuery returned an illegal move");
        position = game.play(position, move);
    }
    if (query.moves.size() > kRoundTripMoves)
        return;
    try {
        TextReader reader(text.positionText(query.setup, query.moves));
        const engine::PositionQuery again = text.readPositionQuery(reader, game);
        check(again.setup == query.setup && again.moves == query.moves,
              "positionText does not read back to the same query");
    } catch (const ParseError& error) {
        fail(std::string("positionText of a query read does not read back: ") + error.what());
    }
}

} // namespace fuzz
