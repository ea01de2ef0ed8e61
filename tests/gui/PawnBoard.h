#pragma once

// Cells of the pawn game's 10^9 x 10^9 board in the contest's (X, Y).
#include "engine/Cell.h"
#include "engine/games/pawn/PawnGame.h"

namespace testsupport {

inline constexpr engine::Coord kLast = engine::PawnGame::kMaxCoord; // the largest X or Y
inline constexpr engine::Coord kFar = kLast - 1;                     // (10^9 - 1, 10^9 - 1)

// Cell{row = Y, col = X} from the contest's (X, Y).
inline engine::Cell xy(engine::Coord x, engine::Coord y)
{
    return engine::Cell{y, x};
}

} // namespace testsupport
