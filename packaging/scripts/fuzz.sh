#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz (the fuzz preset: the asan build,
# clang, every library with ASan + UBSan, in build-asan/) and runs each for the
# given seconds (default 60) from a scratch copy of its corpus and regressions,
# two targets at a time ($FUZZ_JOBS). Fails when a target finds a crash, a leak, a
# timeout (-timeout=10 s per input) or an out-of-memory (-rss_limit_mb=2048);
# the input that failed is kept in build-asan/fuzz-artifacts/ - copy it into
# tests/fuzz/regressions/<target>/ once the cause is fixed.
#   usage: packaging/scripts/fuzz.sh [seconds per target]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

seconds=${1:-60}
build_dir=build-asan
jobs=${FUZZ_JOBS:-2}
# Every target has a seed corpus of its name (tests/fuzz/CMakeLists.txt replays it).
mapfile -t targets < <(cd tests/fuzz/corpus && ls -d fuzz_*)

cmake --preset fuzz >/dev/null
# Only the targets and the libraries they link (nothing when the asan stage built them).
cmake --build --preset fuzz

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
artifacts="$build_dir/fuzz-artifacts"
mkdir -p "$artifacts"

max_len_of() {
    case "$1" in
    fuzz_board_file) echo 8192 ;;
    *) echo 4096 ;;
    esac
}

# Runs one target; its log goes to $work/<target>.log.
run_target() {
    local target=$1
    local corpus="$work/corpus-$target"
    mkdir -p "$corpus"
    cp tests/fuzz/corpus/"$target"/* "$corpus"/
    if [ -d tests/fuzz/regressions/"$target" ]; then
        cp tests/fuzz/regressions/"$target"/* "$corpus"/
    fi
    local options=(-max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -max_len="$(max_len_of "$target")"
                   -print_final_stats=1 -artifact_prefix="$artifacts/$target-")
    if [ -f tests/fuzz/"$target".dict ]; then
        options+=(-dict=tests/fuzz/"$target".dict)
    fi
    QT_QPA_PLATFORM=offscreen "$build_dir/tests/fuzz/$target" "${options[@]}" "$corpus" >"$work/$target.log" 2>&1
}

status=0
pids=()
names=()
report() {
    local target=$1 result=$2
    local runs
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$work/$target.log" | grep -o '[0-9]*$' || echo "?")
    if [ "$result" -eq 0 ]; then
        echo "fuzz: $target passed, $runs inputs in ${seconds} s"
    else
        echo "fuzz: $target FAILED (exit $result); the end of its log:"
        tail -n 40 "$work/$target.log"
        status=1
    fi
}
for target in "${targets[@]}"; do
    run_target "$target" &
    pids+=($!)
    names+=("$target")
    if [ "${#pids[@]}" -ge "$jobs" ]; then
        result=0
        wait "${pids[0]}" || result=$?
        report "${names[0]}" "$result"
        pids=("${pids[@]:1}")
        names=("${names[@]:1}")
    fi
done
for i in "${!pids[@]}"; do
    result=0
    wait "${pids[$i]}" || result=$?
    report "${names[$i]}" "$result"
done
exit "$status"
