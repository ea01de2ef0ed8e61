#include "engine/games/chomp/ChompModule.h"

#include "engine/games/chomp/ChompBenchmark.h"
#include "engine/games/chomp/ChompGame.h"
#include "engine/games/chomp/ChompText.h"

namespace engine {

const GameModule& chompModule()
{
    return moduleOf<ChompGame, ChompText>({CellKind::Poison}, chompBenchmark());
}

} // namespace engine
