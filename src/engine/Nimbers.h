#pragma once

#include <cstdint>
#include <vector>

namespace engine {

// A Grundy value (nimber). The value of a sum of independent games is the XOR of
// the values of its parts.
using Nimber = std::uint32_t;

// The outcome of a position for the player to move (normal play).
enum class Outcome : std::uint8_t { Win, Loss };

[[nodiscard]] constexpr Outcome outcomeOfGrundy(Nimber g) { return g == 0 ? Outcome::Loss : Outcome::Win; }

// Remoteness has the parity of the outcome: losses are even, wins odd.
[[nodiscard]] constexpr Outcome outcomeOfRemoteness(int remoteness)
{
    return remoteness % 2 == 0 ? Outcome::Loss : Outcome::Win;
}

// The minimal excludant: the least value not in `values`.
[[nodiscard]] inline Nimber mex(const std::vector<Nimber>& values)
{
    std::vector<bool> seen(values.size() + 1, false);
    for (Nimber v : values)
        if (v < seen.size())
            seen[v] = true;
    Nimber m = 0;
    while (seen[m])
        ++m;
    return m;
}

} // namespace engine
