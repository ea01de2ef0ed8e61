#pragma once

#include <cstddef>
#include <cstdint>

namespace engine {

// The innermost loop of QuadrantTable's build, kept apart because it has a
// hand-vectorised variant: the values below 64 among the moves of one
// rectangle, as a bit set (bit v set when some left[j] ^ right[j] == v for j in
// [first, last)). Values of 64 and more leave no bit.
using LowValues = std::uint64_t (*)(const std::uint16_t* left, const std::uint16_t* right, std::size_t first,
                                    std::size_t last);

// The variant for this processor: AVX2 where it has it. The table asks once per
// build rather than once per rectangle.
[[nodiscard]] LowValues lowValuesKernel();

} // namespace engine
