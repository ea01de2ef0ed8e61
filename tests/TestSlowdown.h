#pragma once

#include <QtGlobal>

#include <algorithm>

namespace testsupport {

// How many times slower this build runs than a Release build: sanitizer builds
// (packaging/scripts/sanitize.sh) set GRUNDYGRID_TEST_SLOWDOWN. Time limits in
// tests are multiplied by it; what is checked stays the same.
inline int slowdown()
{
    return std::max(1, qEnvironmentVariableIntValue("GRUNDYGRID_TEST_SLOWDOWN"));
}

} // namespace testsupport
