#include "engine/GameText.h"

#include "engine/Error.h"
#include "engine/Game.h"

#include <algorithm>
#include <utility>

namespace engine {

namespace {

// Moves reserved up front at most; a longer query grows its list as its moves are read.
constexpr std::int64_t kMaxReservedMoves = 4096;

} // namespace

GameText::GameText(const Game& game, Traits traits)
    : m_game(game)
    , m_traits(std::move(traits))
{
}

std::string_view GameText::gameId() const
{
    return m_game.id();
}

std::string GameText::contestAnswer(TextReader& reader, const SolveContext& context, PlayRule rule) const
{
    const std::vector<ContestCase> cases = readContestCases(reader);
    std::string answer;
    for (std::size_t i = 0; i < cases.size(); ++i)
        answer += caseAnswer(i, cases[i].setup(), context.partOf(i, cases.size()), rule);
    return answer;
}

std::string GameText::caseAnswer(std::size_t, const Board& setup, const SolveContext& context, PlayRule rule) const
{
    return std::string(verdict(analysedStart(setup, context, rule).outcome == Outcome::Win));
}

std::string_view GameText::verdict(bool firstPlayerWins) const
{
    return firstPlayerWins ? m_traits.firstWins : m_traits.secondWins;
}

Analysis GameText::analysedStart(const Board& setup, const SolveContext& context, PlayRule rule) const
{
    Analysis analysis = m_game.solverFor(setup, rule)->analyse(setup, context);
    if (rule == PlayRule::Misere && analysis.unknownReason)
        throw Error(misereUnknownText(*analysis.unknownReason));
    return analysis;
}

std::string GameText::misereUnknownText(const std::string& reason) const
{
    return "the misère verdict of this " + std::string(gameId()) + " position is not known: " + reason;
}

std::int64_t GameText::maxMoveCount(const Board& setup) const
{
    return static_cast<std::int64_t>(setup.countOf(m_traits.spentKind.value()));
}

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

Move GameText::readPickedCell(TextReader& reader, const Board& position, CellKind picked,
                              std::string (*whyNot)(Cell cell, CellKind kind))
{
    const auto [cell, where] = readCellMove(reader, position);
    const CellKind kind = position.cellAt(cell);
    if (kind != picked)
        throw TextReader::errorAt(where, whyNot(cell, kind));
    return Move::at(cell);
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
