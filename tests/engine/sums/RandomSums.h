#pragma once

// Random small sums of 2 to 4 boards of random games of engine::gameModules()
// (a game added to the list joins them): each board a random setup of the
// conformance suite's plan for its game (RandomPlans.h), played on at random
// until the positions reachable from it are few, so that the sum's tuples stay
// within what its brute force searches quickly.

#include "conformance/RandomPlans.h"
#include "sums/SumBruteForce.h"

#include "engine/GameModules.h"
#include "engine/sums/GameSum.h"

#include <cmath>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace sums_test {

// A board of game `id` read from its board text, as its own setup and position.
[[nodiscard]] inline engine::SumComponent boardFromText(const char* id, const std::string& text)
{
    const engine::GameModule* module = engine::findGameModule(id);
    engine::TextReader reader(text);
    const engine::Board setup = module->text.readBoard(reader);
    return {module, setup, setup};
}

// A board of `module` from its plan's random setup, played on until at most
// `cap` positions are reachable from it; the moves played are added to `played`
// when given. Throws std::logic_error for a game without a plan.
[[nodiscard]] inline engine::SumComponent randomSmallBoard(const engine::GameModule& module, std::size_t cap,
                                                           std::mt19937_64& random,
                                                           std::vector<engine::Move>* played = nullptr)
{
    const conformance::Plan* plan = conformance::planFor(module.id());
    if (plan == nullptr)
        throw std::logic_error("no conformance plan for the game " + std::string(module.id()));
    const engine::Board setup = conformance::randomSetup(module.game, *plan, random);
    engine::Board position = setup;
    while (reachableUpTo(module.game, position, cap) > cap) {
        const std::vector<engine::Move> moves = module.game.legalMoves(position);
        const engine::Move move = moves[random() % moves.size()];
        position = module.game.play(position, move);
        if (played != nullptr)
            played->push_back(move);
    }
    return {&module, setup, position};
}

// A sum of `minBoards` to `maxBoards` boards of random games whose tuples of
// reachable positions number at most about `maxTuples`; the moves that lead
// from the boards' setups to it are added to `played` when given, board by board.
[[nodiscard]] inline engine::GameSum randomSmallSum(std::mt19937_64& random, std::size_t maxTuples,
                                                    int minBoards = 2, int maxBoards = 4,
                                                    std::vector<engine::SumMove>* played = nullptr)
{
    const auto modules = engine::gameModules();
    const int count = std::uniform_int_distribution(minBoards, maxBoards)(random);
    std::vector<engine::SumComponent> boards;
    double left = static_cast<double>(maxTuples);
    for (int b = 0; b < count; ++b) {
        const engine::GameModule& module = *modules[random() % modules.size()];
        // An even share of what is left, at random up to twice as much for some boards.
        const double share = std::pow(left, 1.0 / (count - b)) * std::uniform_real_distribution(0.5, 2.0)(random);
        const auto cap = static_cast<std::size_t>(std::max(2.0, std::min(left, share)));
        std::vector<engine::Move> moves;
        boards.push_back(randomSmallBoard(module, cap, random, &moves));
        if (played != nullptr)
            for (const engine::Move& move : moves)
                played->push_back({boards.size() - 1, move});
        left = std::max(1.0, left / static_cast<double>(reachableUpTo(module.game, boards.back().position, cap)));
    }
    return engine::GameSum(std::move(boards));
}

// The setups of a sum (its boards at their setups).
inline std::vector<engine::Board> setupsOf(const engine::GameSum& sum)
{
    std::vector<engine::Board> setups;
    for (const engine::SumComponent& board : sum.boards())
        setups.push_back(board.setup);
    return setups;
}

} // namespace sums_test
