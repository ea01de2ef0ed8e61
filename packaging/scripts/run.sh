#!/usr/bin/env bash
# Builds GrundyGrid (the app preset: Release, into build/) and starts it; arguments go to the program.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bash packaging/scripts/install-deps.sh
cmake --preset app >/dev/null
cmake --build --preset app
exec build/src/gui/grundygrid "$@"
