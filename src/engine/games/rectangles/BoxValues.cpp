#include "engine/games/rectangles/BoxValues.h"

namespace engine::rectangles {

BoxValues::BoxValues() : m_values(std::size_t{1} << (kRows * kCols))
{
    for (std::atomic<std::uint8_t>& value : m_values)
        value.store(kUnknown, std::memory_order_relaxed);
    // The memo leaves out single cells and dominoes.
    store(indexOf(0b1), 1);
    store(indexOf(0b11), 2);
    store(indexOf(0x101), 2);
}

} // namespace engine::rectangles
