#!/usr/bin/env bash
# Builds GrundyGrid with sanitizers (the asan and tsan presets of CMakePresets.json)
# and runs the tests under them.
#   sanitize.sh asan   AddressSanitizer + LeakSanitizer + UndefinedBehaviorSanitizer, in
#                      build-asan/ (the same build holds the libFuzzer targets); every test
#   sanitize.sh tsan   ThreadSanitizer, in build-tsan/: only the tests that run threads of
#                      our own (labelled "threads", listed in tests/CMakeLists.txt)
# $SANITIZE_STEPS ("build test" by default) runs only some steps; extra arguments go
# to ctest (e.g. -R test_play). Every finding aborts its test, so any finding fails
# the run. Suppressions (third-party frames only, each with its reason) are in
# tests/sanitizers/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
root=$PWD

kind=${1:-}
shift || true
case "$kind" in
    asan) slowdown=5 ;;
    tsan) slowdown=10 ;;
    *)
        echo "usage: $0 asan|tsan [ctest arguments]" >&2
        exit 2
        ;;
esac
steps=${SANITIZE_STEPS:-build test}
supp=$root/tests/sanitizers

if [[ " $steps " == *" build "* ]]; then
    start=$SECONDS
    cmake --preset "$kind" >/dev/null
    cmake --build --preset "$kind"
    echo "sanitize.sh $kind: build took $((SECONDS - start)) s"
fi

if [[ " $steps " == *" test "* ]]; then
    # Time limits for GUI responsiveness scale by this factor (tests/TestSlowdown.h),
    # and the heaviest cross-checks use smaller boards under it.
    export GRUNDYGRID_TEST_SLOWDOWN=$slowdown
    # Qt Test's watchdog: below ctest's limit of 300 s per test, so a hang shows its stack.
    export QTEST_FUNCTION_TIMEOUT=$((280 * 1000))
    common=halt_on_error=1:print_suppressions=0
    if [[ $kind == asan ]]; then
        export ASAN_OPTIONS=$common:detect_leaks=1:abort_on_error=0:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1
        export LSAN_OPTIONS=suppressions=$supp/lsan.supp:print_suppressions=0
        export UBSAN_OPTIONS=$common:print_stacktrace=1:suppressions=$supp/ubsan.supp
    else
        # Qt is not instrumented: its own memory accesses are not checked (races in our
        # code still are), and tests/sanitizers/tsan.supp names what it hides inside Qt;
        # the longest history keeps both stacks of a report.
        export TSAN_OPTIONS=$common:second_deadlock_stack=1:history_size=7:ignore_noninstrumented_modules=1:suppressions=$supp/tsan.supp
    fi
    start=$SECONDS
    status=0
    ctest --preset "$kind" "$@" || status=$?
    echo "sanitize.sh $kind: tests took $((SECONDS - start)) s"
    exit "$status"
fi
