#!/usr/bin/env bash
# Builds GrundyGrid with sanitizers and runs the whole test suite under them.
#   sanitize.sh asan   AddressSanitizer + LeakSanitizer + UndefinedBehaviorSanitizer, in build-asan/
#   sanitize.sh tsan   ThreadSanitizer, in build-tsan/
# $BUILD_DIR (relative to the repository root) overrides the folder; $SANITIZE_STEPS
# ("build test" by default) runs only some steps; extra arguments go to ctest
# (e.g. -R test_play). Every finding aborts its test, so any finding fails the run.
# Suppressions (third-party frames only, each with its reason) are in tests/sanitizers/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
root=$PWD

kind=${1:-}
shift || true
case "$kind" in
    asan)
        sanitizer=address,undefined
        slowdown=5
        ;;
    tsan)
        sanitizer=thread
        slowdown=10
        ;;
    *)
        echo "usage: $0 asan|tsan [ctest arguments]" >&2
        exit 2
        ;;
esac
build_dir=${BUILD_DIR:-build-$kind}
steps=${SANITIZE_STEPS:-build test}
supp=$root/tests/sanitizers

seconds() { date +%s; }

if [[ " $steps " == *" build "* ]]; then
    start=$(seconds)
    # -O1 -g1 keeps both the build and the instrumented tests reasonably fast;
    # assertions stay on.
    cmake -G Ninja -S . -B "$build_dir" \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
        -DBUILD_TESTING=ON \
        -DGRUNDYGRID_SANITIZER="$sanitizer"
    cmake --build "$build_dir" -j2
    echo "sanitize.sh $kind: build took $(($(seconds) - start)) s"
fi

if [[ " $steps " == *" test "* ]]; then
    export QT_QPA_PLATFORM=offscreen
    # Timing-based tests scale their waits by this factor.
    export GRUNDYGRID_TEST_SLOWDOWN=$slowdown
    # Qt Test's watchdog aborts a test function after 5 minutes; brute-force
    # checks run many times slower instrumented. ctest's own limit stays.
    export QTEST_FUNCTION_TIMEOUT=$((1800 * 1000))
    common=halt_on_error=1:print_suppressions=0
    if [[ $kind == asan ]]; then
        export ASAN_OPTIONS=$common:detect_leaks=1:abort_on_error=0:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1
        export LSAN_OPTIONS=suppressions=$supp/lsan.supp:print_suppressions=0
        export UBSAN_OPTIONS=$common:print_stacktrace=1:suppressions=$supp/ubsan.supp
    else
        # Qt is not instrumented: its own memory accesses are not checked (races in our
        # code still are), and tests/sanitizers/tsan.supp names the handoffs it hides;
        # the longest history keeps both stacks of a report, which the suppressions match.
        export TSAN_OPTIONS=$common:second_deadlock_stack=1:history_size=7:ignore_noninstrumented_modules=1:suppressions=$supp/tsan.supp
    fi
    start=$(seconds)
    status=0
    (cd "$build_dir" && ctest --output-on-failure -j2 --timeout 1800 "$@") || status=$?
    echo "sanitize.sh $kind: tests took $(($(seconds) - start)) s"
    exit "$status"
fi
