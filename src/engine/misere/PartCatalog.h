#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

namespace engine::misere {

// A part of a position: a game that plays alone beside the others (a volcano
// rectangle, a component of ones, a board of a sum). Equal ids are the same game.
using PartId = std::uint32_t;
// A position made of independent parts: their ids, sorted, each as often as it
// occurs. Parts without moves are left out (they change no sum), so the empty
// set is a position without moves.
using PartSet = std::vector<PartId>;

// How the parts of one kind move: a game's rules on its parts, each named by a
// canonical key (two positions with the same key are the same game, e.g. a
// component of ones under the square's symmetries). Stateless or thread-safe.
class PartFamily {
public:
    virtual ~PartFamily() = default;
    // The options of the part named `key`: for each move, the keys of the parts
    // it leaves (of this family; parts without moves may be left out).
    [[nodiscard]] virtual std::vector<std::vector<std::string>> options(const std::string& key) const = 0;
};

// The parts met so far, each with its options as part sets. One catalog serves
// one search at a time (not thread-safe); the families must outlive it.
class PartCatalog {
public:
    // The id of `key` of `family`, made on first use.
    [[nodiscard]] PartId intern(const PartFamily& family, const std::string& key);
    // The options of a part as sorted part sets, computed on first use (one
    // call of its family); normalise a set built from them before use. The
    // reference stays valid while the catalog lives.
    [[nodiscard]] const std::vector<PartSet>& optionsOf(PartId part);
    // Whether a part has no moves.
    [[nodiscard]] bool isTerminal(PartId part) { return optionsOf(part).empty(); }
    // `parts` sorted, those without moves left out (each part's options are
    // computed to tell).
    [[nodiscard]] PartSet normalised(PartSet parts);
    [[nodiscard]] std::size_t size() const { return m_parts.size(); }
    [[nodiscard]] const std::string& keyOf(PartId part) const { return m_parts[part].key; }
    [[nodiscard]] const PartFamily& familyOf(PartId part) const { return *m_parts[part].family; }

private:
    struct Entry {
        const PartFamily* family = nullptr;
        std::string key;
        bool expanded = false;
        std::vector<PartSet> options;
    };
    std::unordered_map<const PartFamily*, std::unordered_map<std::string, PartId>> m_ids;
    std::deque<Entry> m_parts; // a deque: optionsOf's references stay valid
};

} // namespace engine::misere
