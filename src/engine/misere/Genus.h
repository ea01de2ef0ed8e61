#pragma once

#include "engine/Nimbers.h"

#include <string>
#include <vector>

namespace engine::misere {

// Conway's genus of a game G, g^(γ0 γ1 γ2 ...): g is its normal-play Grundy
// value; γ0 its misère Grundy value (the mex of its options' γ0, 1 for a game
// without moves), γk that of G plus k nim heaps of size 2. The sequence of γ
// ends in two values repeating for ever; `misere` holds it up to and with one
// such pair, so its last two entries repeat (GenusTable stores the shortest
// such prefix, so equal genera compare equal).
struct Genus {
    Nimber normal = 0;
    std::vector<Nimber> misere;

    // Whether the genus is one of the tame kinds, those of the nim heaps:
    // 0^(120) (γ: 1, 2, 0, 2, 0, ...), 1^(031) (0, 3, 1, 3, 1, ...) and
    // g^(g, g^2) for g >= 2 (g, g XOR 2, g, ...: the heap of 2 added to a
    // heap of 2 leaves 0, so *2 is 2^20 and *3 is 3^31).
    [[nodiscard]] bool isTameKind() const;
    // The genus of the nim heap of `heap`, in the shortest form (what a
    // GenusTable computes for it).
    [[nodiscard]] static Genus ofNimHeap(Nimber heap);
    // The length of the shortest prefix of `gammas` that, read with its last
    // two entries repeating, gives the same sequence ("1202020": 3).
    [[nodiscard]] static std::size_t shortestLength(const std::vector<Nimber>& gammas);
    // "0^120", "1^031", "2^2", "0^0": g, then γ up to the repeating pair,
    // written as Winning Ways writes it (a repeating tail shown once).
    [[nodiscard]] std::string text() const;

    friend bool operator==(const Genus&, const Genus&) = default;
};

} // namespace engine::misere
