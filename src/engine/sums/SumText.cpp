#include "engine/sums/SumText.h"

#include "engine/GameModules.h"
#include "engine/Error.h"
#include "engine/GameText.h"

#include <algorithm>

namespace engine {

namespace {

// Moves reserved up front at most; a longer query grows its list as its moves are read.
constexpr std::int64_t kMaxReservedMoves = 4096;

std::string knownGameIds()
{
    std::string ids;
    for (const GameModule* module : gameModules()) {
        if (!ids.empty())
            ids += ", ";
        ids += module->id();
    }
    return ids;
}

const GameModule& readGameId(TextReader& reader)
{
    const std::string id = reader.readWord("a game id");
    const GameModule* module = findGameModule(id);
    if (module == nullptr)
        throw TextReader::errorAt(reader.lastTokenPosition(),
                                  "unknown game '" + id + "'; expected one of " + knownGameIds());
    return *module;
}

// The board of a move line: any index of a sum is read as a number, one past
// the sum's boards is refused in words that say which boards there are.
std::size_t readBoardIndex(TextReader& reader, std::size_t count)
{
    const auto index = static_cast<std::size_t>(
        reader.readInt("a board", 0, static_cast<std::int64_t>(GameSum::kMaxBoards) - 1));
    if (index >= count)
        throw TextReader::errorAt(reader.lastTokenPosition(),
                                  "there is no board " + std::to_string(index) + "; "
                                      + (count == 1 ? std::string("a sum of 1 board has only board 0")
                                                    : "a sum of " + std::to_string(count) + " boards has boards 0 to "
                                                          + std::to_string(count - 1)));
    return index;
}

} // namespace

SumQuery readSumQuery(TextReader& reader)
{
    if (reader.atEnd())
        throw ParseError(1, 0, "the text is empty; expected the number of boards, the boards, the number of moves "
                               "and the moves");
    SumQuery query;
    const auto count = static_cast<std::size_t>(
        reader.readInt("the number of boards", 1, static_cast<std::int64_t>(GameSum::kMaxBoards)));
    reader.expectLineEnd("the number of boards");
    std::int64_t maxMoves = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const GameModule& module = readGameId(reader);
        query.boardAt.push_back(reader.lastTokenPosition());
        Board setup = module.text.readBoard(reader);
        maxMoves += module.text.maxMoveCount(setup);
        query.boards.push_back({&module, setup, setup});
    }
    const std::int64_t moveCount = reader.readInt("the number of moves", 0, maxMoves);
    reader.expectLineEnd("the number of moves");
    query.moves.reserve(static_cast<std::size_t>(std::min(moveCount, kMaxReservedMoves)));
    for (std::int64_t k = 0; k < moveCount; ++k) {
        const auto board = readBoardIndex(reader, count);
        SumComponent& component = query.boards[board];
        const Move move = component.module->text.readMove(reader, component.position);
        component.position = component.game().play(component.position, move);
        query.moves.push_back({board, move});
    }
    reader.expectEnd(moveCount == 0 ? "the number of moves" : "the last move");
    return query;
}

std::string sumQueryText(const std::vector<SumComponent>& boards, const std::vector<SumMove>& moves)
{
    std::string text = std::to_string(boards.size()) + '\n';
    for (const SumComponent& board : boards) {
        text += board.module->id();
        text += '\n';
        text += board.module->text.boardText(board.setup);
    }
    text += std::to_string(moves.size()) + '\n';
    for (const SumMove& move : moves)
        text += std::to_string(move.board) + ' ' + boards.at(move.board).module->text.formatMove(move.move) + '\n';
    return text;
}

std::vector<Coord> sumMoveFields(const GameSum& sum, const SumMove& move)
{
    std::vector<Coord> fields{static_cast<Coord>(move.board)};
    const std::vector<Coord> own = sum.board(move.board).module->text.moveFields(move.move);
    fields.insert(fields.end(), own.begin(), own.end());
    return fields;
}

std::optional<std::string> sumGameTextProblem(const SumLayout& layout, const Board& setup,
                                              const std::vector<Move>& moves)
{
    const std::vector<Board> boards = layout.componentBoards(setup);
    for (std::size_t i = 0; i < boards.size(); ++i)
        if (auto problem = layout.module(i).text.contestTextProblem(boards[i]))
            return layout.boardName(i) + ": " + *problem;
    for (const Move& move : moves)
        if (!layout.toLocal(move))
            return "the move from " + cellText(move.topLeft) + " to " + cellText(move.bottomRight)
                + " lies on no one board of the sum";
    return std::nullopt;
}

std::string sumGameText(const SumLayout& layout, const Board& setup, const std::vector<Move>& moves)
{
    const std::vector<Board> boards = layout.componentBoards(setup);
    std::vector<SumComponent> components;
    for (std::size_t i = 0; i < boards.size(); ++i)
        components.push_back({&layout.module(i), boards[i], boards[i]});
    std::vector<SumMove> sumMoves;
    for (const Move& move : moves) {
        const std::optional<SumMove> local = layout.toLocal(move);
        if (!local)
            throw InvalidArgument(*sumGameTextProblem(layout, setup, moves));
        sumMoves.push_back(*local);
    }
    return sumQueryText(components, sumMoves);
}

SumGameQuery readSumGameQuery(TextReader& reader)
{
    const SumQuery query = readSumQuery(reader);
    for (std::size_t i = 0; i < query.boards.size(); ++i)
        if (auto problem = SumLayout::sumBoardsProblem(std::span(query.boards).first(i + 1)))
            throw TextReader::errorAt(query.boardAt[i], *problem);
    SumLayout layout = SumLayout::of(query.boards);
    std::vector<Board> setups;
    std::vector<Board> positions;
    for (const SumComponent& board : query.boards) {
        setups.push_back(board.setup);
        positions.push_back(board.position);
    }
    std::vector<Move> moves;
    for (const SumMove& move : query.moves)
        moves.push_back(layout.toCombined(move));
    Board setup = layout.combinedBoard(setups);
    Board position = layout.combinedBoard(positions);
    return SumGameQuery{std::move(layout), std::move(setup), std::move(moves), std::move(position)};
}

} // namespace engine
