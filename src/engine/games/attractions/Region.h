#pragma once

#include <compare>

namespace engine {

// A region of an attractions position: the board cells of one colour class
// (`parity` of row + col) inside the lattice rectangle [a, b) x [c, d) of
// DiagonalLattice indices. Inside a region nothing is built or covered yet, and
// its borders are sign lines or the board edge, so it is an independent game.
struct Region {
    int parity = 0;
    int a = 0;
    int b = 0;
    int c = 0;
    int d = 0;

    friend constexpr auto operator<=>(const Region&, const Region&) = default;
};

} // namespace engine
