#include "engine/misere/GenusTable.h"

#include <algorithm>

namespace engine::misere {

namespace {

Nimber mex(std::vector<Nimber> values)
{
    std::sort(values.begin(), values.end());
    Nimber least = 0;
    for (const Nimber value : values)
        if (value == least)
            ++least;
    return least;
}

} // namespace

GenusTable::GenusTable(MisereSearch& search)
    : m_search(search)
{
}

PartId GenusTable::heapPart(unsigned heap)
{
    return m_search.catalog().intern(m_heaps, NimHeapParts::keyOf(heap));
}

void GenusTable::installShortcut()
{
    m_search.setShortcut([this](const PartSet& parts) { return tameOutcome(parts); });
}

void GenusTable::spend()
{
    if (m_left == 0)
        throw OutOfBudget{};
    --m_left;
}

template <typename F>
auto GenusTable::withBudget(std::uint64_t budget, F&& compute) -> std::optional<decltype(compute())>
{
    m_left = budget;
    try {
        return compute();
    } catch (const OutOfBudget&) {
        return std::nullopt;
    }
}

std::optional<Nimber> GenusTable::normalValue(PartId part, std::uint64_t budget)
{
    return withBudget(budget, [&] { return normalOf(part); });
}

std::optional<Nimber> GenusTable::misereValue(const PartSet& parts, std::uint64_t budget)
{
    return withBudget(budget, [&] { return misereOf(m_search.catalog().normalised(parts)); });
}

std::optional<Genus> GenusTable::genusOf(const PartSet& parts, std::uint64_t budget)
{
    const std::optional<std::optional<Genus>> genus
        = withBudget(budget, [&] { return genusOfSet(m_search.catalog().normalised(parts)); });
    return genus ? *genus : std::nullopt;
}

std::optional<bool> GenusTable::isTame(const PartSet& parts, std::uint64_t budget)
{
    return withBudget(budget, [&] { return tameSet(m_search.catalog().normalised(parts)); });
}

Nimber GenusTable::normalOf(PartId part)
{
    if (const auto found = m_normal.find(part); found != m_normal.end())
        return found->second;
    spend();
    std::vector<Nimber> values;
    for (const PartSet& option : m_search.catalog().optionsOf(part)) {
        Nimber value = 0;
        for (const PartId each : option)
            value ^= normalOf(each);
        values.push_back(value);
    }
    const Nimber value = mex(std::move(values));
    m_normal.emplace(part, value);
    return value;
}

Nimber GenusTable::misereOf(const PartSet& parts)
{
    if (const auto found = m_misere.find(parts); found != m_misere.end())
        return found->second;
    spend();
    const std::vector<PartSet> children = m_search.childrenOf(parts);
    Nimber value = 1; // no move: the misère Grundy value of an end is 1
    if (!children.empty()) {
        std::vector<Nimber> values;
        values.reserve(children.size());
        for (const PartSet& child : children)
            values.push_back(misereOf(child));
        value = mex(std::move(values));
    }
    m_misere.emplace(parts, value);
    return value;
}

std::optional<Genus> GenusTable::genusOfSet(const PartSet& parts)
{
    if (const auto found = m_genus.find(parts); found != m_genus.end())
        return found->second;
    Genus genus;
    for (const PartId part : parts)
        genus.normal ^= normalOf(part);
    PartSet withHeaps = parts;
    const PartId two = heapPart(2);
    bool settled = false;
    for (int k = 0; k <= kMaxHeapsOfTwo && !settled; ++k) {
        if (k > 0) {
            withHeaps.push_back(two);
            std::sort(withHeaps.begin(), withHeaps.end());
        }
        genus.misere.push_back(misereOf(withHeaps));
        const std::vector<Nimber>& g = genus.misere;
        const std::size_t n = g.size();
        settled = n >= 4 && g[n - 1] == g[n - 3] && g[n - 2] == g[n - 4];
    }
    std::optional<Genus> result;
    if (settled) {
        genus.misere.resize(Genus::shortestLength(genus.misere));
        result = std::move(genus);
    }
    m_genus.emplace(parts, result);
    return result;
}

bool GenusTable::tameSet(const PartSet& parts)
{
    if (const auto found = m_tame.find(parts); found != m_tame.end())
        return found->second;
    const std::optional<Genus> genus = genusOfSet(parts);
    bool tame = genus && genus->isTameKind();
    if (tame) {
        for (const PartSet& child : m_search.childrenOf(parts)) {
            if (!tameSet(child)) {
                tame = false;
                break;
            }
        }
    }
    m_tame.emplace(parts, tame);
    return tame;
}

std::optional<Outcome> GenusTable::tameOutcome(const PartSet& parts)
{
    if (parts.size() < 2)
        return std::nullopt;
    // Parts known not to be tame first: the common answer costs no valuing.
    for (const PartId part : parts)
        if (const auto found = m_partTame.find(part); found != m_partTame.end() && found->second != true)
            return std::nullopt;
    Nimber total = 0;
    bool anyAboveOne = false;
    for (const PartId part : parts) {
        auto found = m_partTame.find(part);
        if (found == m_partTame.end()) {
            if (m_tamenessSpent >= m_tamenessTotal)
                return std::nullopt;
            const std::optional<bool> tame = isTame(PartSet{part}, m_tamenessBudget);
            m_tamenessSpent += m_tamenessBudget - m_left;
            found = m_partTame.emplace(part, tame).first;
        }
        if (found->second != true)
            return std::nullopt;
        const Nimber value = m_normal.at(part); // valued by its genus
        total ^= value;
        anyAboveOne = anyAboveOne || value >= 2;
    }
    const bool loss = anyAboveOne ? total == 0 : total == 1;
    return loss ? Outcome::Loss : Outcome::Win;
}

} // namespace engine::misere
