#pragma once

#include <cstddef>
#include <cstdint>

namespace engine {

// The innermost loop of RegionTable's build, kept apart because it has a
// hand-vectorised variant.
//
// For each of `starts` rows s: for every k < count and word w < words,
//   marks[w * planeSize + rows[s] + k] |= bit (lefts[s] ^ rights[k] - 64 w),
// where a bit outside 0..63 is no bit at all. So word w of a mark records the
// values 64 w .. 64 w + 63. `count` must be a multiple of kValueLanes; rights past
// the real run must hold kNoValue, whose XOR with any value is out of every
// word's range, so the padding marks nothing (`marks` needs room for it).
struct ValueMarks {
    static constexpr std::size_t kValueLanes = 4;
    static constexpr std::uint64_t kNoValue = std::uint64_t{1} << 32;

    const std::uint64_t* lefts = nullptr;
    const std::size_t* rows = nullptr;
    std::size_t starts = 0;
    const std::uint64_t* rights = nullptr;
    std::size_t count = 0;
    std::uint64_t* marks = nullptr;
    std::size_t words = 1;
    std::size_t planeSize = 0;
};

// Applies the marks, with AVX2 where the processor has it.
void markValues(const ValueMarks& runs);

} // namespace engine
