#!/usr/bin/env bash
# Builds everything with the tests into build-ci/ (or $BUILD_DIR, relative to the
# repository root) and runs them all; exits with ctest's status.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

build_dir=${BUILD_DIR:-build-ci}
export QT_QPA_PLATFORM=offscreen

bash packaging/scripts/install-deps.sh
cmake -G Ninja -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON
cmake --build "$build_dir" -j2

cd "$build_dir"
status=0
ctest --output-on-failure -j2 || status=$?
exit "$status"
