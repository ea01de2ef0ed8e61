#pragma once

#include "engine/Nimbers.h"
#include "engine/SolveContext.h"
#include "engine/misere/PartCatalog.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <unordered_map>
#include <vector>

namespace engine::misere {

// A position's verdict under the misère rule (the last move loses): its
// outcome for the player to move and, when searched for, its remoteness (a
// position without moves: a win, remoteness 0; RemotenessFold's rule above it).
struct MisereVerdict {
    Outcome outcome = Outcome::Win;
    std::optional<int> remoteness;
};

// The misère verdicts of positions made of parts: a depth-first search over
// part sets (multisets of canonical parts, so two positions with the same
// parts in any arrangement are searched once), memoised for the searcher's
// life. Iterative, so a long game does not exhaust the stack. Not thread-safe
// (one solver's calls are serialised).
class MisereSearch {
public:
    explicit MisereSearch(PartCatalog& catalog);

    // A rule that decides a set without searching it (the genus, where every
    // part is tame), or nothing. Used only when no remoteness is asked for.
    using Shortcut = std::function<std::optional<Outcome>(const PartSet&)>;
    void setShortcut(Shortcut shortcut) { m_shortcut = std::move(shortcut); }

    // The verdict of `parts` (normalised by the catalog), with its remoteness
    // when `withRemoteness` (then every follower is searched; without it a win
    // stops at its first losing option). Nothing when that would expand more
    // than `budget` sets not known before (what was learnt is kept). Progress
    // is the share of the budget used; throws Stopped through `context`.
    [[nodiscard]] std::optional<MisereVerdict> verdictOf(const PartSet& parts, bool withRemoteness,
                                                         std::uint64_t budget, const SolveContext& context);

    // The part sets the moves of `parts` lead to, each normalised: for each
    // distinct part in order, for each of its options in order.
    [[nodiscard]] std::vector<PartSet> childrenOf(const PartSet& parts);

    [[nodiscard]] std::size_t knownCount() const { return m_known.size(); }
    // Whether a shortcut is set (the searches it serves may skip sets).
    [[nodiscard]] bool hasShortcut() const { return static_cast<bool>(m_shortcut); }

    // The hash of part sets for the tables keyed by them.
    struct SetHash {
        std::size_t operator()(const PartSet& parts) const;
    };
    [[nodiscard]] PartCatalog& catalog() { return m_catalog; }

private:
    struct Known {
        Outcome outcome = Outcome::Win;
        int remoteness = -1; // -1: not searched for
    };
    [[nodiscard]] const Known* knownFor(const PartSet& parts, bool withRemoteness) const;

    PartCatalog& m_catalog;
    Shortcut m_shortcut;
    std::unordered_map<PartSet, Known, SetHash> m_known;
};

} // namespace engine::misere
