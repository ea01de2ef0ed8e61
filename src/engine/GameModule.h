#pragma once

#include "engine/Game.h"
#include "engine/GameText.h"
#include "engine/RandomBoard.h"
#include "engine/bench/Benchmark.h"
#include "engine/puzzles/PuzzleRecipe.h"

namespace engine {

// Everything the engine knows of one game, as its folder games/<id>/ exposes it
// (games/<id>/<Name>Module.h): its rules, its text formats, its recipe for
// random setups, its puzzle levels and its benchmark. GameModules lists them; a front end reaches
// every game through this object alone.
struct GameModule {
    const Game& game;
    const GameText& text;
    RandomRecipe random;
    PuzzleRecipe puzzles;
    Benchmark benchmark;

    [[nodiscard]] std::string_view id() const { return game.id(); }
};

// The module of a game whose rules and text formats are stateless classes: one
// instance of each, made on first use (a game's <Name>Module.cpp calls it).
template <typename GameClass, typename TextClass>
[[nodiscard]] const GameModule& moduleOf(RandomRecipe random, PuzzleRecipe puzzles, Benchmark benchmark)
{
    static const TextClass text;
    static const GameModule module{rulesOf<GameClass>(), text, random, puzzles, benchmark};
    return module;
}

} // namespace engine
