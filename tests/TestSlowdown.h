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

// The limit of a wait for something that normally takes a small part of it (an
// analysis, a reply, a signal): `ms` in a Release build, stretched as above. A
// wait ends as soon as its condition holds; the limit only decides how long a
// hang goes unnoticed, never what passes.
inline int scaled(int ms)
{
    return ms * slowdown();
}

// How many random boards a brute-force cross-check tries: all `n` in a Release
// build, a quarter under sanitizers. There the job is to run every rule's code
// instrumented, which a quarter of the boards still does; trying the most boards
// is the Release stage's job.
inline int trials(int n)
{
    return slowdown() > 1 ? std::max(1, n / 4) : n;
}

} // namespace testsupport
