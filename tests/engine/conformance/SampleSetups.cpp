#include "conformance/SampleSetups.h"

#include "TestSlowdown.h"

#include "engine/GameModules.h"
#include "engine/GameText.h"
#include "engine/RandomBoard.h"

#include <algorithm>
#include <random>

namespace conformance {

std::vector<engine::Board> sampleSetups(const engine::Game& game)
{
    std::vector<engine::Board> setups{game.exampleBoard()};
    std::mt19937_64 random(7);
    const engine::SizeLimits limits = game.sizeLimits();
    // Under sanitizers 4 x 5 (a full rectangles board of 6 x 7 is cut into parts of
    // at most 30 cells, one of 5 x 6 is a single 30-cell part: minutes instrumented).
    const bool instrumented = testsupport::slowdown() > 1;
    const engine::Coord rows = std::min<engine::Coord>(limits.maxRows, instrumented ? 4 : 6);
    const engine::Coord cols = std::min<engine::Coord>(limits.maxCols, instrumented ? 5 : 7);
    // Only setups the contest text can state: a random volcano board smaller than 5 x 5
    // gets a monster by hand, which no wall derives (so that it has a move).
    const engine::GameText* text = engine::findGameText(std::string(game.id()));
    for (const double density : {0.0, 0.3, 0.6, 1.0}) {
        engine::Board setup = engine::RandomBoard::generate(game, std::max(rows, limits.minRows),
                                                            std::max(cols, limits.minCols), density, random);
        if (text == nullptr || !text->contestTextProblem(setup))
            setups.push_back(std::move(setup));
    }
    return setups;
}

std::vector<engine::Move> lastMovesFrom(const engine::Game& game, const engine::Board& setup, int count)
{
    std::vector<engine::Move> moves;
    engine::Board position = setup;
    while (static_cast<int>(moves.size()) < count) {
        const std::vector<engine::Move> legal = game.legalMoves(position);
        if (legal.empty())
            break;
        moves.push_back(legal.back());
        position = game.play(position, legal.back());
    }
    return moves;
}

} // namespace conformance
