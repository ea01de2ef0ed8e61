#include "engine/games/pawn/PawnModule.h"

#include "engine/games/pawn/PawnBenchmark.h"
#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnText.h"

namespace engine {

const GameModule& pawnModule()
{
    static const PawnGame game;
    static const PawnText text;
    static const GameModule module{game, text, RandomRecipe{CellKind::Impassable, CellKind::Pawn, nullptr},
                                   pawnBenchmark()};
    return module;
}

} // namespace engine
