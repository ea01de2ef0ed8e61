#include "gui/analysis/PromptFrees.h"

#include <cstdlib> // defines __GLIBC__ under glibc
#include <mutex>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace gui {

void freeBlocksPromptly()
{
    static std::once_flag once;
    std::call_once(once, [] {
#if defined(__GLIBC__)
        mallopt(M_MXFAST, 0);
#endif
    });
}

} // namespace gui
