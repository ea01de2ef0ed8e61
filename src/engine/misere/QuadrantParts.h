#pragma once

#include "engine/misere/PartCatalog.h"

#include <string>
#include <vector>

namespace engine::misere {

// A point of a quadrant part, in any coordinates (a board cell, a lattice point).
struct QuadrantPoint {
    int row = 0;
    int col = 0;
};

// The parts of the quadrant game (QuadrantTable): a set of points where a move
// picks a point and leaves the points strictly inside the four quadrants
// around it (those on its row or column are gone). Volcano's monsters in a
// lava-free rectangle and attractions' spots in a region are such parts.
//
// The game depends only on the order of the points' rows and columns, so a
// part's key is its points compressed (rows and columns without a point
// dropped) and, since the rules are the same under flips and transposition,
// the smallest of the 8 symmetric forms: equal games, equal keys. Stateless;
// one instance (instance()) serves every game, so equal parts of different
// games in one sum are one part.
class QuadrantParts final : public PartFamily {
public:
    // Compressed sides are at most this (QuadrantTable::kMaxSide: a row is a 64-bit mask).
    static constexpr int kMaxSide = 64;

    // The key of the part made of `points` (distinct, at least one, at most
    // kMaxSide distinct rows and columns), as one part.
    [[nodiscard]] static std::string keyOf(const std::vector<QuadrantPoint>& points);
    // The keys of the parts `points` play as: its blocks. When the points split
    // into two sets, one wholly above the other and wholly left (or wholly
    // right) of it, each move in one leaves the other whole in one quadrant,
    // so the game is their sum; each set splits on in the same way. Fewer and
    // smaller parts let more positions share their sets.
    [[nodiscard]] static std::vector<std::string> keysOf(const std::vector<QuadrantPoint>& points);
    // Each option once (two points that leave the same parts are one option),
    // empty quadrants left out, each quadrant as its blocks (keysOf).
    [[nodiscard]] std::vector<std::vector<std::string>> options(const std::string& key) const override;
    // The number of points of the part named `key`.
    [[nodiscard]] static int pointCount(const std::string& key);

    [[nodiscard]] static const QuadrantParts& instance();
};

} // namespace engine::misere
