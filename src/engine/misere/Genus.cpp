#include "engine/misere/Genus.h"

#include <cstddef>

namespace engine::misere {

namespace {

// γ_k of the genus read with its repeating tail: past the stored entries the
// last two alternate.
Nimber gammaAt(const std::vector<Nimber>& gammas, std::size_t k)
{
    if (k < gammas.size())
        return gammas[k];
    if (gammas.size() < 2)
        return gammas.empty() ? 0 : gammas.back();
    const std::size_t last = gammas.size() - 1;
    return (k - last) % 2 == 0 ? gammas[last] : gammas[last - 1];
}

// The shortest prefix that, read with a repeating last pair, gives the same
// sequence: "1202020" becomes "120", "2222" becomes "2".
std::size_t shortestPrefix(const std::vector<Nimber>& gammas)
{
    for (std::size_t length = 1; length <= gammas.size(); ++length) {
        const std::vector<Nimber> prefix(gammas.begin(), gammas.begin() + static_cast<std::ptrdiff_t>(length));
        bool same = true;
        for (std::size_t k = 0; k < gammas.size() + 2 && same; ++k)
            same = gammaAt(prefix, k) == gammaAt(gammas, k);
        if (same)
            return length;
    }
    return gammas.size();
}

} // namespace

std::size_t Genus::shortestLength(const std::vector<Nimber>& gammas)
{
    return shortestPrefix(gammas);
}

bool Genus::isTameKind() const
{
    if (misere.empty())
        return false;
    const auto matches = [this](Nimber first, Nimber even, Nimber odd) {
        if (gammaAt(misere, 0) != first)
            return false;
        for (std::size_t k = 1; k < misere.size() + 2; ++k)
            if (gammaAt(misere, k) != (k % 2 == 1 ? even : odd))
                return false;
        return true;
    };
    if (normal == 0)
        return matches(1, 2, 0);
    if (normal == 1)
        return matches(0, 3, 1);
    return matches(normal, normal ^ 2u, normal);
}

Genus Genus::ofNimHeap(Nimber heap)
{
    if (heap == 0)
        return Genus{0, {1, 2, 0}};
    if (heap == 1)
        return Genus{1, {0, 3, 1}};
    return Genus{heap, {heap, heap ^ 2u}};
}

std::string Genus::text() const
{
    std::string result = std::to_string(normal);
    if (misere.empty())
        return result;
    result += '^';
    const std::size_t length = shortestPrefix(misere);
    bool wide = false;
    for (std::size_t k = 0; k < length; ++k)
        wide = wide || misere[k] > 9;
    for (std::size_t k = 0; k < length; ++k) {
        if (wide && k > 0)
            result += ',';
        result += std::to_string(misere[k]);
    }
    return result;
}

} // namespace engine::misere
