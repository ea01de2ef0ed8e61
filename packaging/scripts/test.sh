#!/usr/bin/env bash
# Sets up and runs every test GrundyGrid has, in five stages:
#   release   the Release build into build-ci/ (or $BUILD_DIR) and all its ctest tests
#   package   the .deb and .tar.gz from that build, installed and tried (package-check.sh)
#   fuzz      every libFuzzer target for $FUZZ_SECONDS (default 30) seconds (fuzz.sh)
#   asan      the whole suite under AddressSanitizer + UndefinedBehaviorSanitizer (sanitize.sh)
#   tsan      the whole suite under ThreadSanitizer (sanitize.sh)
# `test.sh` runs them all (this is what CI runs); `test.sh release fuzz` runs only
# those. Every stage runs even when an earlier one failed; the exit status is
# non-zero when any failed, and a summary names them with their times.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

stages=("$@")
((${#stages[@]} > 0)) || stages=(release package fuzz asan tsan)
build_dir=${BUILD_DIR:-build-ci}

bash packaging/scripts/install-deps.sh || exit 1

stage_release() {
    cmake -G Ninja -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON \
        && cmake --build "$build_dir" -j2 \
        && (cd "$build_dir" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j2)
}
stage_package() {
    [[ -x "$build_dir/src/gui/grundygrid" ]] || stage_release_build_only
    bash packaging/scripts/package-check.sh "$build_dir"
}
stage_release_build_only() {
    cmake -G Ninja -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON \
        && cmake --build "$build_dir" -j2
}
stage_fuzz() { bash packaging/scripts/fuzz.sh "${FUZZ_SECONDS:-30}"; }
stage_asan() { bash packaging/scripts/sanitize.sh asan; }
stage_tsan() { bash packaging/scripts/sanitize.sh tsan; }

summary=()
failed=0
for stage in "${stages[@]}"; do
    if ! declare -F "stage_$stage" >/dev/null; then
        echo "test.sh: unknown stage '$stage' (stages: release package fuzz asan tsan)" >&2
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
