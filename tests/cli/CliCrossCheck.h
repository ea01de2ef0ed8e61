#pragma once

// What the CLI cross-checks with a brute force share: random positions reached
// by random moves, the `moves GAME` input and answer built from the brute
// force's view, and a tally that shows the check was not vacuous.

#include "CliTestSupport.h"

#include <QTest>

#include <cstddef>
#include <iterator>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace cli_test {

// Plays a random number of random moves, from 0 to `maxMoves` (fewer when the
// game ends): `legalMoves()` lists those of the current position, `play(move)`
// makes one. Returns the moves played, in order.
template <typename LegalMoves, typename Play>
auto playRandomMoves(std::mt19937& rng, int maxMoves, LegalMoves legalMoves, Play play)
{
    using MoveList = decltype(legalMoves());
    std::vector<typename MoveList::value_type> played;
    const int wanted = std::uniform_int_distribution(0, maxMoves)(rng);
    while (static_cast<int>(played.size()) < wanted) {
        const MoveList moves = legalMoves();
        if (moves.empty())
            break;
        auto move = moves.begin();
        std::advance(move, std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng));
        played.push_back(*move);
        play(*move);
    }
    return played;
}

// "r c" of a move given as its cell (row and column; pawn: X and Y).
inline std::string cellText(const std::pair<int, int>& cell)
{
    return std::to_string(cell.first) + " " + std::to_string(cell.second);
}

// A line each for `moves`, as `moveText` writes them.
template <typename Moves, typename MoveText>
std::string moveLines(const Moves& moves, MoveText moveText)
{
    std::string lines;
    for (const auto& move : moves)
        lines += moveText(move) + "\n";
    return lines;
}

// The number of `moves` and a line each: how a `moves GAME` input lists the moves played.
template <typename Moves, typename MoveText>
std::string playedText(const Moves& moves, MoveText moveText)
{
    return std::to_string(moves.size()) + "\n" + moveLines(moves, moveText);
}

// What `moves GAME` prints: "win" or "loss", then the winning moves in the
// order given (the brute forces' sets sort them as the CLI does).
template <typename Moves, typename MoveText>
std::string movesAnswer(bool win, const Moves& winning, MoveText moveText)
{
    return (win ? "win\n" : "loss\n") + moveLines(winning, moveText);
}

// How many positions of a cross-check of `moves GAME` were losses and how many
// had several winning moves: both must occur, or the check proves little.
struct QueryTally {
    int losses = 0;
    int severalWinningMoves = 0;

    void add(bool win, std::size_t winningMoves)
    {
        losses += win ? 0 : 1;
        severalWinningMoves += winningMoves > 1 ? 1 : 0;
    }
};

// `moves game` on `input` prints the brute force's answer (`win`, `winning`);
// the position is tallied.
template <typename Moves, typename MoveText>
void expectMovesAnswer(const std::string& game, const std::string& input, bool win, const Moves& winning,
                       MoveText moveText, QueryTally& tally)
{
    expectOutput({"moves", game}, input, movesAnswer(win, winning, moveText));
    tally.add(win, winning.size());
}

} // namespace cli_test
