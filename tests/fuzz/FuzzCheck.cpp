#include "FuzzCheck.h"

#include <cstdio>
#include <cstdlib>

namespace fuzz {

void fail(std::string_view message)
{
    std::fprintf(stderr, "fuzz invariant broken: %.*s\n", static_cast<int>(message.size()), message.data());
    std::abort();
}

} // namespace fuzz
