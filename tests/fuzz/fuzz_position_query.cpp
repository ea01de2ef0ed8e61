// libFuzzer target: a position query; the first byte picks the game, or a sum
// of boards of any games (fuzz::kSumQueryByte).
#include "TextChecks.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::checkPositionQuery(data, size);
    return 0;
}
