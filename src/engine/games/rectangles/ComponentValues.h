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
    ComponentValues();
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
    [[nodiscard]] std::size_t memoryBytes() const { return m_memo.memoryBytes() + m_boxValues.size(); }

private:
    struct Stopped {};
    // Levels of the recursion whose position in their parent's child list the
    // progress fraction is made of.
    static constexpr int kProgressLevels = 4;
    static constexpr std::uint32_t kCheckInterval = 1024;

    // Any set (connected or not) moved to the origin that fits a kBoxRows x
    // kBoxCols box is also valued in a table indexed by its cells (1 MiB): a
    // child found there needs no component split, a component no canonical
    // form and no memo look-up. Entries are written as children and components
    // get valued (each translate on its own first visit), so the memo holds
    // exactly what it would without the table. Values of kUnknown or more are
    // never stored (they cannot occur in so small a box anyway).
    static constexpr int kBoxRows = 4;
    static constexpr int kBoxCols = 5;
    static constexpr CellMask kBoxMask = ((CellMask{1} << (8 * kBoxRows)) - 1) & (kColumn0 * ((1u << kBoxCols) - 1));
    static constexpr std::uint8_t kUnknown = 0xFF;
    static constexpr std::uint32_t kNoBox = ~std::uint32_t{0};
    // A child's component still to be looked up: its canonical form and its box
    // index (kNoBox if it does not fit the box). A key of 0 closes a child, and
    // then the box index is the child's own.
    struct Piece {
        CellMask key;
        std::uint32_t box;
    };
    // The box index of a set at the origin, or kNoBox.
    [[nodiscard]] static std::uint32_t boxSlot(CellMask atOrigin)
    {
        return (atOrigin & ~kBoxMask) == 0 ? boxIndex(atOrigin) : kNoBox;
    }
    [[nodiscard]] static std::uint32_t boxIndex(CellMask atOrigin)
    {
        std::uint32_t index = 0;
        for (int row = 0; row < kBoxRows; ++row)
            index |= rowBits(atOrigin, row) << (kBoxCols * row);
        return index;
    }

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
    std::array<std::vector<Piece>, kMaxSide * kMaxSide + 1> m_pieces;
    std::vector<std::uint8_t> m_boxValues; // by boxIndex, or kUnknown
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
