#include "engine/games/pawn/PawnModule.h"

#include "engine/games/pawn/PawnBenchmark.h"
#include "engine/games/pawn/PawnGame.h"
#include "engine/games/pawn/PawnText.h"

namespace engine {

const GameModule& pawnModule()
{
    return moduleOf<PawnGame, PawnText>({CellKind::Impassable, CellKind::Pawn}, pawnBenchmark());
}

} // namespace engine
