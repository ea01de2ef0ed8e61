#pragma once

#include "engine/Nimbers.h"
#include "engine/misere/Genus.h"
#include "engine/misere/MisereSearch.h"
#include "engine/misere/NimHeapParts.h"

#include <cstdint>
#include <optional>
#include <unordered_map>

namespace engine::misere {

// The genus of parts and part sets (Genus), their tameness, and the rule that
// decides a sum of tame parts without search: the search's shortcut.
//
// The normal value of a part is the mex of its options' XOR; the misère
// Grundy value g- of a set the mex of its children's (1 for a set without
// moves); γk of a set is g- of the set with k nim heaps of 2 added (parts of a
// NimHeapParts family of this table's own). γ is computed for k = 0, 1, ...
// until γk = γ(k-2) and γ(k-1) = γ(k-3), that is until the last pair has
// repeated once (Conway: the sequence ends in a pair repeating for ever; the
// tests check on thousands of sets that four more values never break the
// pair), at most up to kMaxHeapsOfTwo heaps.
//
// A part is tame when every set reachable from it, itself included, has a
// genus of the tame kind (Genus::isTameKind). A sum of tame parts then plays
// as misère nim on the parts' normal values (Bouton's misère rule), as the
// tests check against the plain search on random sets of parts of every kind.
//
// Every question has a budget of sets valued afresh; past it the answer is
// nothing, and what was valued is kept for later questions. Not thread-safe
// (one solver's calls are serialised).
class GenusTable {
public:
    static constexpr int kMaxHeapsOfTwo = 12;
    // What the shortcut may spend on the tameness of one part (never tried
    // again past it: the part counts as not tame), and on all parts of one
    // table together (past it, parts not yet valued count as not tame). Kept
    // small: on rectangles the shortcut rarely decides a set (most sets hold
    // a large wild component) and a valuing costs about what the search's
    // own expansion of a set does; with these a full 4 x 5 board's outcomes
    // take 1.05 s with the shortcut against 0.83 s without it (at 2 000 and
    // 100 000, 2.4 s; at 100 000 and 2 million, 17 s).
    static constexpr std::uint64_t kTamenessBudget = 300;
    static constexpr std::uint64_t kTamenessTotal = 20'000;

    // `search` gives the catalog and the children of sets; it must outlive this.
    explicit GenusTable(MisereSearch& search);

    [[nodiscard]] std::optional<Nimber> normalValue(PartId part, std::uint64_t budget);
    [[nodiscard]] std::optional<Nimber> misereValue(const PartSet& parts, std::uint64_t budget);
    [[nodiscard]] std::optional<Genus> genusOf(const PartSet& parts, std::uint64_t budget);
    // Whether every set reachable from `parts` has a tame-kind genus.
    [[nodiscard]] std::optional<bool> isTame(const PartSet& parts, std::uint64_t budget);

    // The misère outcome of `parts` when every part is tame (each within
    // kTamenessBudget): Bouton's misère rule on their normal values (a loss
    // iff all are at most 1 and their XOR is 1, or some is 2 or more and the
    // XOR is 0). Nothing when some part is not tame or out of budget, and
    // for a single part (its own search is no dearer than its tameness).
    [[nodiscard]] std::optional<Outcome> tameOutcome(const PartSet& parts);
    // tameOutcome installed as `search`'s shortcut (this must outlive its use).
    void installShortcut();
    // The budgets of tameOutcome's valuing: per part and for all parts
    // together (kTamenessBudget and kTamenessTotal by default).
    void setTamenessBudgets(std::uint64_t perPart, std::uint64_t total)
    {
        m_tamenessBudget = perPart;
        m_tamenessTotal = total;
    }

    // The nim heap of `heap` as a part of the catalog.
    [[nodiscard]] PartId heapPart(unsigned heap);

private:
    struct OutOfBudget {};
    // Counts one set valued afresh; throws OutOfBudget past the budget.
    void spend();
    [[nodiscard]] Nimber normalOf(PartId part);
    [[nodiscard]] Nimber misereOf(const PartSet& parts);
    [[nodiscard]] std::optional<Genus> genusOfSet(const PartSet& parts);
    [[nodiscard]] bool tameSet(const PartSet& parts);
    template <typename F>
    [[nodiscard]] auto withBudget(std::uint64_t budget, F&& compute) -> std::optional<decltype(compute())>;

    MisereSearch& m_search;
    NimHeapParts m_heaps;
    std::uint64_t m_left = 0;
    std::uint64_t m_tamenessBudget = kTamenessBudget;
    std::uint64_t m_tamenessTotal = kTamenessTotal;
    std::uint64_t m_tamenessSpent = 0;
    std::unordered_map<PartId, Nimber> m_normal;
    std::unordered_map<PartSet, Nimber, MisereSearch::SetHash> m_misere;
    std::unordered_map<PartSet, std::optional<Genus>, MisereSearch::SetHash> m_genus; // nothing: γ never settled
    std::unordered_map<PartSet, bool, MisereSearch::SetHash> m_tame;
    std::unordered_map<PartId, std::optional<bool>> m_partTame; // nothing: out of kTamenessBudget
};

} // namespace engine::misere
