#pragma once

#include <cstddef>
#include <cstdint>

namespace engine {

// The innermost loop of QuadrantTable's build, kept apart because it has a
// hand-vectorised variant: the values below 64 among the moves of one
// rectangle, as a bit set (bit v set when some left[j] ^ right[j] == v for j in
// [first, last)). Values of 64 and more leave no bit. Uses AVX2 where the
// processor has it.
[[nodiscard]] std::uint64_t lowValues(const std::uint16_t* left, const std::uint16_t* right, std::size_t first,
                                      std::size_t last);

} // namespace engine
