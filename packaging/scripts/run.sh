#!/usr/bin/env bash
# Builds GrundyGrid (Release, into build/) and starts it; arguments go to the program.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bash packaging/scripts/install-deps.sh
cmake -G Ninja -S . -B build -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF
cmake --build build -j2
exec build/src/gui/grundygrid "$@"
