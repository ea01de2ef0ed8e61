// libFuzzer target: one game's contest text (FUZZ_GAME_ID, set per target by CMake).
#include "TextChecks.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::checkContestText(FUZZ_GAME_ID, data, size);
    return 0;
}
