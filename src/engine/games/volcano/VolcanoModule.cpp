#include "engine/games/volcano/VolcanoModule.h"

#include "engine/games/volcano/PrimeCross.h"
#include "engine/games/volcano/VolcanoBenchmark.h"
#include "engine/games/volcano/VolcanoGame.h"
#include "engine/games/volcano/VolcanoText.h"

namespace engine {

namespace {

// Random walls get their monsters by the prime-cross rule, as the contest's boards do.
void derivePrimeCrossMonsters(Board& board, std::mt19937_64&)
{
    board = withPrimeCrossMonsters(board);
}

} // namespace

const GameModule& volcanoModule()
{
    return moduleOf<VolcanoGame, VolcanoText>({CellKind::Wall, std::nullopt, derivePrimeCrossMonsters},
                                             volcanoBenchmark());
}

} // namespace engine
