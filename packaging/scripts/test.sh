#!/usr/bin/env bash
# Sets up and runs every test GrundyGrid has, in five stages (CMakePresets.json
# names each build):
#   release   the release preset (g++, build-release/) and all its ctest tests
#   package   the .deb and .tar.gz from that build, installed and tried (package-check.sh)
#   asan      the asan preset (clang, AddressSanitizer + UndefinedBehaviorSanitizer +
#             LeakSanitizer, build-asan/) and every ctest test under it (sanitize.sh)
#   fuzz      every libFuzzer target, linked in that same asan build, for
#             $FUZZ_SECONDS (default 30) seconds (fuzz.sh)
#   tsan      the tsan preset (ThreadSanitizer, build-tsan/): the tests that run
#             threads of our own (sanitize.sh)
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
    build_release && ctest --preset release
}
build_release() {
    cmake --preset release >/dev/null && cmake --build --preset release
}
stage_package() {
    [[ -x build-release/src/gui/grundygrid ]] || build_release || return 1
    bash packaging/scripts/package-check.sh build-release
}
stage_asan() { bash packaging/scripts/sanitize.sh asan; }
stage_fuzz() { bash packaging/scripts/fuzz.sh "${FUZZ_SECONDS:-30}"; }
stage_tsan() { bash packaging/scripts/sanitize.sh tsan; }

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
