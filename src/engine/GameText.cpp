#include "engine/GameText.h"

#include "engine/Game.h"

#include <algorithm>

namespace engine {

namespace {

// Moves reserved up front at most; a longer query grows its list as its moves are read.
constexpr std::int64_t kMaxReservedMoves = 4096;

} // namespace

std::vector<Coord> GameText::moveFields(const Move& move) const
{
    return {move.topLeft.row, move.topLeft.col};
}

std::string GameText::formatMove(const Move& move) const
{
    std::string line;
    for (const Coord field : moveFields(move)) {
        if (!line.empty())
            line += ' ';
        line += std::to_string(field);
    }
    return line;
}

GameText::LocatedCell GameText::readCellMove(TextReader& reader, const Board& position)
{
    const TextReader::Pair read
        = reader.readPair({"a row", 0, position.rows() - 1}, {"a column", 0, position.cols() - 1});
    reader.expectLineEnd("the move");
    return {{read.first, read.second}, read.where};
}

PositionQuery GameText::readPositionQuery(TextReader& reader, const Game& game) const
{
    if (reader.atEnd())
        throw ParseError(1, 0, "the text is empty; expected a " + std::string(gameId())
                                   + " board, the number of moves and the moves");
    PositionQuery query{readBoard(reader), {}};
    const std::int64_t count = reader.readInt("the number of moves", 0, maxMoveCount(query.setup));
    reader.expectLineEnd("the number of moves");
    // The count is checked against the game's bound only (pawn allows 2 x 10^9
    // moves), not against the text: reserve a little, let a long list grow.
    query.moves.reserve(static_cast<std::size_t>(std::min<std::int64_t>(count, kMaxReservedMoves)));
    Board position = query.setup;
    for (std::int64_t i = 0; i < count; ++i) {
        query.moves.push_back(readMove(reader, position));
        position = game.play(position, query.moves.back());
    }
    reader.expectEnd(count == 0 ? "the number of moves" : "the last move");
    return query;
}

std::vector<ContestCase> GameText::readCountedBoards(TextReader& reader, std::int64_t maxCases) const
{
    const std::int64_t count = reader.readInt("the number of cases", 1, maxCases);
    reader.expectLineEnd("the number of cases");
    std::vector<ContestCase> cases;
    for (std::int64_t i = 0; i < count; ++i)
        cases.push_back(ContestCase::whole(readBoard(reader)));
    reader.expectEnd("the last case");
    return cases;
}

std::optional<std::string> GameText::contestTextProblem(const Board&) const
{
    return std::nullopt;
}

std::string GameText::positionText(const Board& setup, const std::vector<Move>& moves) const
{
    std::string text = boardText(setup);
    text += std::to_string(moves.size());
    text += '\n';
    for (const Move& move : moves) {
        text += formatMove(move);
        text += '\n';
    }
    return text;
}

} // namespace engine
