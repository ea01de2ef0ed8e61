#!/usr/bin/env bash
# Sets up and runs every test GrundyGrid has, in five stages (CMakePresets.json
# names each build):
#   release   the release preset (g++, build-release/) and all its ctest tests
#   package   the .deb and .tar.gz from that build, installed and tried (package-check.sh)
#   asan      the asan preset (clang, AddressSanitizer + UndefinedBehaviorSanitizer +
#             LeakSanitizer, build-asan/) and every ctest test under it (sanitize.sh)
#   fuzz      every libFuzzer target, linked in that same asan build, for
#             $FUZZ_SECONDS (default 12) seconds (fuzz.sh)
#   tsan      the tsan preset (ThreadSanitizer, build-tsan/): the tests that run
#             threads of our own (sanitize.sh); its build runs in the background,
#             at the lowest priority, from the start of the release stage on
# `test.sh` runs them all (this is what CI runs); `test.sh release fuzz` runs only
# those. ccache, when installed (install-deps.sh installs it), keeps the compiled
# objects, so a second run rebuilds only what changed. Every stage runs even when
# an earlier one failed; the exit status is non-zero when any failed, and a
# summary names them with their times.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

stages=("$@")
((${#stages[@]} > 0)) || stages=(release package asan fuzz tsan)

bash packaging/scripts/install-deps.sh || exit 1

stage_release() {
    start_background_build tsan
    build_release || return 1
    ctest --preset release
}
build_release() {
    cmake --preset release >/dev/null && cmake --build --preset release
}
stage_package() {
    [[ -x build-release/src/gui/grundygrid ]] || build_release || return 1
    bash packaging/scripts/package-check.sh build-release
}
stage_asan() { bash packaging/scripts/sanitize.sh asan; }
stage_fuzz() { bash packaging/scripts/fuzz.sh "${FUZZ_SECONDS:-12}"; }
stage_tsan() {
    finish_background_build tsan || return 1
    bash packaging/scripts/sanitize.sh tsan
}

# With the release stage the tsan build starts in the background at the lowest
# priority: it takes what the release build leaves idle (its configure step, the
# links at the end) and the cores the test stages leave idle, and the tsan stage
# then waits for what is left of it (and builds nothing itself).
declare -A background_pid background_log
start_background_build() {
    local preset=$1
    [[ " ${stages[*]} " == *" $preset "* ]] || return 0
    background_log[$preset]=$(mktemp)
    nice -n 19 bash -c "cmake --preset $preset >/dev/null && cmake --build --preset $preset" \
        >"${background_log[$preset]}" 2>&1 &
    background_pid[$preset]=$!
    echo "test.sh: building the $preset preset in the background"
}
finish_background_build() {
    local preset=$1 pid=${background_pid[$1]:-} started=$SECONDS
    [[ -n $pid ]] || return 0
    local status=0
    wait "$pid" || status=$?
    echo "test.sh: waited $((SECONDS - started)) s for the background $preset build; its last lines:"
    tail -n 3 "${background_log[$preset]}"
    ((status == 0)) || { cat "${background_log[$preset]}"; echo "test.sh: the $preset build FAILED"; }
    rm -f "${background_log[$preset]}"
    return "$status"
}

summary=()
failed=0
for stage in "${stages[@]}"; do
    if ! declare -F "stage_$stage" >/dev/null; then
        echo "test.sh: unknown stage '$stage' (stages: release package asan fuzz tsan)" >&2
        exit 2
    fi
    echo "=== test.sh: stage $stage ==="
    started=$SECONDS
    if "stage_$stage"; then
        result=passed
    else
        result=FAILED
        failed=1
    fi
    summary+=("$(printf '%-8s %-7s %4d s' "$stage" "$result" $((SECONDS - started)))")
done

echo "=== test.sh: summary ==="
printf '%s\n' "${summary[@]}"
exit "$failed"
