#pragma once

#include "engine/Board.h"

#include <vector>

namespace engine {

// The prime-cross rule of Volcano (src/games/volcano/RULES.md): an open cell (any cell
// that is not a Wall) holds a monster when the runs of open cells directly left,
// right, above and below it (not counting itself) all have length >= 2, i.e.
// some prime P <= min(L, R, T, B) exists. Only walls matter: Monster and Empty
// cells both count as open, so the rule can be re-applied while a setup is edited.

// The cells of `board` that hold a monster by the rule, row-major. O(rows * cols).
[[nodiscard]] std::vector<Cell> primeCrossMonsters(const Board& board);

// `board` with every open cell set to Monster where the rule places one and to
// Empty elsewhere; walls are kept. For dense boards (every volcano board is).
[[nodiscard]] Board withPrimeCrossMonsters(const Board& board);

} // namespace engine
