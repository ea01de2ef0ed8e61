#include "conformance/BruteForces.h"

#include "attractions/AttractionsBruteForce.h"
#include "chomp/ChompBruteForce.h"
#include "nim/NimBruteForce.h"
#include "pawn/PawnBruteForce.h"
#include "rectangles/RectanglesBruteForce.h"
#include "volcano/VolcanoBruteForce.h"

#include "engine/GameModules.h"

#include <algorithm>
#include <array>
#include <climits>

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Coord;
using engine::Move;

namespace conformance {

namespace {

template <typename Moves, typename ToMove>
BruteForceVerdict verdictOf(const BruteForceResult& result, const Moves& winning, ToMove toMove)
{
    BruteForceVerdict verdict{result.win, result.remoteness, result.grundy, {}, result.misereWin,
                              result.misereRemoteness, {}};
    for (const auto& move : winning)
        verdict.winningMoves.insert(toMove(move));
    return verdict;
}

Move rowColMove(const std::pair<int, int>& cell)
{
    return Move::at({cell.first, cell.second});
}

int rowsOf(const Board& position)
{
    return static_cast<int>(std::min<Coord>(position.rows(), INT_MAX));
}

int colsOf(const Board& position)
{
    return static_cast<int>(std::min<Coord>(position.cols(), INT_MAX));
}

BruteForceVerdict chompVerdict(const Board& position)
{
    ChompBruteForce brute(position);
    return verdictOf(brute.solve(), brute.winningMoves(), rowColMove);
}

BruteForceVerdict volcanoVerdict(const Board& position)
{
    VolcanoBruteForce brute(rowsOf(position), colsOf(position));
    const std::string state = VolcanoBruteForce::stateOf(position);
    return verdictOf(brute.solve(state), brute.winningMoves(state), rowColMove);
}

BruteForceVerdict pawnVerdict(const Board& position)
{
    std::set<std::pair<int, int>> impassable; // (x, y) = (col, row)
    Cell pawn;
    for (const auto& [cell, kind] : position.markedCells()) {
        if (kind == CellKind::Impassable)
            impassable.insert({static_cast<int>(cell.col), static_cast<int>(cell.row)});
        if (kind == CellKind::Pawn)
            pawn = cell;
    }
    PawnBruteForce brute(impassable);
    const auto [x, y] = std::pair(static_cast<int>(pawn.col), static_cast<int>(pawn.row));
    return verdictOf(brute.solve(x, y), brute.winningMoves(x, y),
                     [](const std::pair<int, int>& xy) { return Move::at({xy.second, xy.first}); });
}

BruteForceVerdict rectanglesVerdict(const Board& position)
{
    RectanglesBruteForce brute(position);
    return verdictOf(brute.solve(), brute.winningMoves(), [](const RectanglesBruteForce::Rect& rect) {
        return Move{{std::get<0>(rect), std::get<1>(rect)}, {std::get<2>(rect), std::get<3>(rect)}};
    });
}

BruteForceVerdict attractionsVerdict(const Board& position)
{
    AttractionsBruteForce brute(rowsOf(position), colsOf(position));
    const std::string state = brute.stateOf(position);
    return verdictOf(brute.solve(state), brute.winningMoves(state), rowColMove);
}

BruteForceVerdict nimVerdict(const Board& position)
{
    NimBruteForce brute;
    return verdictOf(brute.solve(position), brute.winningMoves(position), rowColMove);
}

struct BruteForceEntry {
    std::string_view gameId;
    BruteForceVerdict (*verdict)(const Board&);
};

constexpr std::array kBruteForces{
    BruteForceEntry{"chomp", chompVerdict},
    BruteForceEntry{"volcano", volcanoVerdict},
    BruteForceEntry{"pawn", pawnVerdict},
    BruteForceEntry{"rectangles", rectanglesVerdict},
    BruteForceEntry{"attractions", attractionsVerdict},
    BruteForceEntry{"nim", nimVerdict},
};

const BruteForceEntry* entryOf(std::string_view gameId)
{
    const auto it = std::find_if(kBruteForces.begin(), kBruteForces.end(),
                                 [gameId](const BruteForceEntry& entry) { return entry.gameId == gameId; });
    return it == kBruteForces.end() ? nullptr : &*it;
}

} // namespace

bool hasBruteForce(std::string_view gameId)
{
    return entryOf(gameId) != nullptr;
}

std::optional<BruteForceVerdict> bruteForceVerdict(std::string_view gameId, const Board& position,
                                                   bool withMisereMoves)
{
    const BruteForceEntry* entry = entryOf(gameId);
    if (entry == nullptr)
        return std::nullopt;
    BruteForceVerdict verdict = entry->verdict(position);
    if (withMisereMoves) {
        const engine::Game& game = *engine::findGame(gameId);
        for (const Move& move : game.legalMoves(position))
            if (!entry->verdict(game.play(position, move)).misereWin)
                verdict.misereWinningMoves.insert(move);
    }
    return verdict;
}

} // namespace conformance
