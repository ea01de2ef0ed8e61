#pragma once

// Random pawn setups on the 10^9 board for the pawn solver's tests (normal
// and misère), compared with PawnBruteForce on their small square.

#include "engine/games/pawn/PawnGame.h"

#include <cmath>
#include <random>
#include <set>
#include <utility>
#include <vector>

namespace pawntests {

using engine::Board;
using engine::Cell;
using engine::CellKind;
using engine::Move;
using engine::PawnGame;

using XY = std::pair<int, int>;

struct RandomSetup {
    int size = 0; // cells with x, y < size are compared
    std::set<XY> impassable;
    XY pawn;
    Board board;
};

inline Board boardOf(const std::set<XY>& impassable, XY pawn)
{
    Board board = engine::rulesOf<PawnGame>().emptyBoard(PawnGame::kSide, PawnGame::kSide);
    for (const auto& [x, y] : impassable)
        board.setCell({y, x}, CellKind::Impassable);
    board.setCell({pawn.second, pawn.first}, CellKind::Pawn);
    return board;
}

// Impassable cells at random, denser near the diagonal x = y when `nearDiagonal`.
inline RandomSetup randomSetup(std::mt19937& rng, int minSize, int maxSize, double maxDensity,
                               bool nearDiagonal = false)
{
    RandomSetup setup;
    setup.size = std::uniform_int_distribution(minSize, maxSize)(rng);
    const double density = std::uniform_real_distribution(0.0, maxDensity)(rng);
    for (int y = 0; y < setup.size; ++y)
        for (int x = 0; x < setup.size; ++x) {
            const double p = nearDiagonal && std::abs(x - y) <= 2 ? std::min(1.0, 4 * density) : density;
            if (std::bernoulli_distribution(p)(rng))
                setup.impassable.insert({x, y});
        }
    do {
        setup.pawn = {std::uniform_int_distribution(0, setup.size - 1)(rng),
                      std::uniform_int_distribution(0, setup.size - 1)(rng)};
    } while (setup.impassable.count(setup.pawn) && setup.impassable.size() < std::size_t(setup.size * setup.size));
    if (setup.impassable.count(setup.pawn))
        setup.impassable.erase(setup.pawn);
    setup.board = boardOf(setup.impassable, setup.pawn);
    return setup;
}

inline std::vector<XY> xyOf(const std::vector<Cell>& cells)
{
    std::vector<XY> result;
    for (const Cell& cell : cells)
        result.emplace_back(static_cast<int>(cell.col), static_cast<int>(cell.row));
    return result;
}

inline std::vector<XY> xyOf(const std::vector<Move>& moves)
{
    std::vector<XY> result;
    for (const Move& move : moves)
        result.emplace_back(static_cast<int>(move.topLeft.col), static_cast<int>(move.topLeft.row));
    return result;
}

} // namespace pawntests
