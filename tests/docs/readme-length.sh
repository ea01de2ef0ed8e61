#!/usr/bin/env bash
# Checks that the README stays the page a new user reads in two screens: at most
# MAX lines (the manual and the rest live in docs/). Usage: readme-length.sh README MAX
set -euo pipefail
readme="${1:?usage: readme-length.sh README MAX}"
max="${2:?usage: readme-length.sh README MAX}"
lines=$(wc -l <"$readme")
if ((lines > max)); then
    echo "readme-length: $readme has $lines lines, more than $max: move the detail to docs/" >&2
    exit 1
fi
echo "readme-length: $readme has $lines lines (at most $max)"
