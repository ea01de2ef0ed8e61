#pragma once

#include "engine/Nimbers.h"
#include "engine/SolveContext.h"
#include "engine/games/rectangles/CellMask.h"
#include "engine/games/rectangles/MaskTable.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace engine::rectangles {

// The Grundy values of sets of ones. A set splits into its 4-connected
// components, which are independent games (a rectangle of ones is connected, so
// no move touches two of them): its value is the XOR of theirs. A connected set
// is worth the mex of its children's values, found by plain depth-first
// recursion over every rectangle it holds. Values are memoised by canonical form
// (translation and the 8 symmetries of the square), and the memo lives as long
// as this object, so every later question about subsets is a look-up.
//
// Values are stored in a byte; a value above 255 (never seen on the boards the
// game allows) throws std::overflow_error rather than being truncated.
// Not thread-safe: the owner serialises calls.
class ComponentValues {
public:
    ComponentValues() = default;
    ComponentValues(const ComponentValues&) = delete;
    ComponentValues& operator=(const ComponentValues&) = delete;

    // The value of any set of ones; computes what the memo lacks. Empty when
    // stopped through `context` (the memo keeps everything finished so far, so
    // a later call resumes). Progress is reported as the fraction of the
    // search tree's first levels done.
    [[nodiscard]] std::optional<Nimber> valueOf(CellMask cells, const SolveContext& context);

    // The value of a set whose components are all in the memo (any subset of a
    // set valueOf has finished), or nothing.
    [[nodiscard]] std::optional<Nimber> knownValueOf(CellMask cells) const;

    // Connected sets whose value is memoised (one per congruence class).
    [[nodiscard]] std::size_t stateCount() const { return m_memo.size(); }
    [[nodiscard]] std::size_t memoryBytes() const { return m_memo.memoryBytes(); }

private:
    struct Stopped {};
    // Levels of the recursion whose position in their parent's child list the
    // progress fraction is made of.
    static constexpr int kProgressLevels = 4;
    static constexpr std::uint32_t kCheckInterval = 1024;

    // The value of a single cell (1) or a domino (2), which the memo does not
    // hold; 0 for every other connected set.
    [[nodiscard]] static unsigned tinyValue(CellMask component);
    [[nodiscard]] unsigned componentValue(CellMask component);
    [[nodiscard]] unsigned canonicalValue(CellMask canonical);
    [[nodiscard]] unsigned compute(CellMask canonical);
    void checkIn();
    [[nodiscard]] double progressFraction() const;

    MaskTable m_memo;
    // Per recursion level (a move clears at least one of at most 64 cells): the
    // canonical components of the children, reused to avoid allocations.
    std::array<std::vector<CellMask>, kMaxSide * kMaxSide + 1> m_pieces;
    // Per level and child: the XOR of its single cells and dominoes.
    std::array<std::vector<std::uint8_t>, kMaxSide * kMaxSide + 1> m_knownParts;
    const SolveContext* m_context = nullptr; // set during valueOf only
    std::uint32_t m_sinceCheck = 0;
    int m_depth = 0;
    std::array<int, kProgressLevels> m_childIndex{};
    std::array<int, kProgressLevels> m_childCount{};
    double m_progressFrom = 0.0;
    double m_progressSpan = 1.0;
};

} // namespace engine::rectangles
