#pragma once

#include "engine/Nimbers.h"

#include <string>
#include <vector>

namespace engine::misere {

// Conway's genus of a game G, g^(γ0 γ1 γ2 ...): g is its normal-play Grundy
// value; γ0 its misère Grundy value (the mex of its options' γ0, 1 for a game
// without moves), γk that of G plus k nim heaps of size 2. The sequence of γ
// ends in two values repeating for ever; `misere` holds it up to and with one
// such pair, so its last two entries repeat.
struct Genus {
    Nimber normal = 0;
    std::vector<Nimber> misere;

    // Whether the genus is one of the tame kinds, those of the nim heaps:
    // 0^(120) (γ: 1, 2, 0, 2, 0, ...), 1^(031) (0, 3, 1, 3, 1, ...) and
    // g^(g) for g >= 2 (g, g, g, ...).
    [[nodiscard]] bool isTameKind() const;
    // "0^120", "1^031", "2^2", "0^0": g, then γ up to the repeating pair,
    // written as Winning Ways writes it (a repeating tail shown once).
    [[nodiscard]] std::string text() const;

    friend bool operator==(const Genus&, const Genus&) = default;
};

} // namespace engine::misere
