#!/usr/bin/env bash
# Regenerates the hicolor PNG icons from the scalable application icon
# (needs rsvg-convert from librsvg2-bin). Run it after editing the SVG and
# commit the PNGs: the build and the package only copy them.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

app_id=io.github.grundygrid.GrundyGrid
source=resources/icons/$app_id.svg
for size in 16 24 32 48 64 128 256; do
    target_dir=resources/icons/hicolor/${size}x${size}/apps
    mkdir -p "$target_dir"
    rsvg-convert --width "$size" --height "$size" --format png \
        --output "$target_dir/$app_id.png" "$source"
    echo "make-icons: $target_dir/$app_id.png"
done
