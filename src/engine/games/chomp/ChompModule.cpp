#include "engine/games/chomp/ChompModule.h"

#include "engine/games/chomp/ChompBenchmark.h"
#include "engine/games/chomp/ChompGame.h"
#include "engine/games/chomp/ChompText.h"

namespace engine {

const GameModule& chompModule()
{
    static const ChompGame game;
    static const ChompText text;
    static const GameModule module{game, text, RandomRecipe{CellKind::Poison, std::nullopt, nullptr},
                                   chompBenchmark()};
    return module;
}

} // namespace engine
