#!/usr/bin/env bash
# Usage: package-check.sh BUILD_DIR
# From an already built Release build folder: makes the .deb and the .tar.gz with
# CPack, checks their contents, installs the .deb with apt-get (as root, or through
# sudo), tries the INSTALLED programs and desktop files, then removes the package
# again (also when a check fails). Exits non-zero with a message on any failure.
# Needs dpkg-dev (dpkg-shlibdeps), desktop-file-utils, appstream and lintian.
set -euo pipefail

started=$SECONDS
app_id=io.github.grundygrid.GrundyGrid
package=grundygrid

fail() {
    echo "package-check: FAILED: $*" >&2
    exit 1
}
step() {
    echo "package-check: $*"
}

(($# == 1)) || { echo "usage: $0 BUILD_DIR" >&2; exit 2; }
build_dir=$(cd "$1" 2>/dev/null && pwd) || fail "no build folder '$1'"
[[ -f "$build_dir/CPackConfig.cmake" ]] || fail "$build_dir is not a configured GrundyGrid build folder (no CPackConfig.cmake)"
for program in src/gui/grundygrid src/cli/grundygrid-cli; do
    [[ -x "$build_dir/$program" ]] || fail "$build_dir/$program is missing: build first (cmake --build $build_dir)"
done
version=$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' "$build_dir/CPackConfig.cmake")
[[ -n "$version" ]] || fail "cannot read CPACK_PACKAGE_VERSION from $build_dir/CPackConfig.cmake"

if ((EUID == 0)); then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    fail "installing the package needs root (or sudo)"
fi
for tool in cpack dpkg-deb dpkg-shlibdeps apt-get desktop-file-validate appstreamcli lintian; do
    command -v "$tool" >/dev/null 2>&1 || fail "$tool is not installed (packages: cmake, dpkg-dev, apt, desktop-file-utils, appstream, lintian)"
done

work=$(mktemp -d /tmp/grundygrid-package-check.XXXXXX)
installed=no
cleanup() {
    if [[ $installed == yes ]]; then
        step "removing the package again"
        DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 remove -y "$package" >"$work/remove.log" 2>&1 \
            || { cat "$work/remove.log" >&2; echo "package-check: FAILED: apt-get remove $package" >&2; }
    fi
    rm -rf "$work"
}
trap cleanup EXIT

# --- build the packages ----------------------------------------------------
step "cpack -G DEB and -G TGZ in $build_dir"
out="$build_dir/packages"
rm -rf "$out"
(cd "$build_dir" && cpack -G DEB -B "$out" >"$work/cpack-deb.log" 2>&1) \
    || { cat "$work/cpack-deb.log" >&2; fail "cpack -G DEB"; }
(cd "$build_dir" && cpack -G TGZ -B "$out" >"$work/cpack-tgz.log" 2>&1) \
    || { cat "$work/cpack-tgz.log" >&2; fail "cpack -G TGZ"; }
deb=$(ls "$out"/${package}_"$version"_*.deb 2>/dev/null | head -n 1)
tgz=$(ls "$out"/${package}-"$version"-*.tar.gz 2>/dev/null | head -n 1)
[[ -n "$deb" ]] || fail "cpack made no ${package}_${version}_*.deb in $out"
[[ -n "$tgz" ]] || fail "cpack made no ${package}-${version}-*.tar.gz in $out"
step "made $(basename "$deb") ($(du -h "$deb" | cut -f1)) and $(basename "$tgz") ($(du -h "$tgz" | cut -f1))"

# --- the control fields and the file lists -----------------------------------
dpkg-deb -I "$deb" >"$work/control.txt"
field() { dpkg-deb -f "$deb" "$1"; }
[[ "$(field Package)" == "$package" ]] || fail "Package is '$(field Package)', not $package"
[[ "$(field Version)" == "$version" ]] || fail "Version is '$(field Version)', not $version"
[[ "$(field Section)" == math ]] || fail "Section is '$(field Section)', not math"
[[ -n "$(field Maintainer)" ]] || fail "no Maintainer field"
[[ -n "$(field Homepage)" ]] || fail "no Homepage field"
depends=$(field Depends)
for dependency in libqt6widgets6 libqt6gui6 libqt6core6 libqt6svg6 libstdc++6 libc6; do
    tr ',' '\n' <<<"$depends" | sed 's/^ *//; s/ .*//' | grep -qxF "$dependency" \
        || fail "Depends lacks $dependency: $depends"
done
step "control fields ok; Depends: $depends"

expected_files=(
    ./usr/bin/grundygrid
    ./usr/bin/grundygrid-cli
    ./usr/share/applications/$app_id.desktop
    ./usr/share/metainfo/$app_id.metainfo.xml
    ./usr/share/mime/packages/$app_id.xml
    ./usr/share/man/man1/grundygrid.1.gz
    ./usr/share/man/man1/grundygrid-cli.1.gz
    ./usr/share/doc/$package/copyright
    ./usr/share/doc/$package/changelog.gz
    ./usr/share/icons/hicolor/scalable/apps/$app_id.svg
)
for size in 16 24 32 48 64 128 256; do
    expected_files+=("./usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
dpkg-deb -c "$deb" | awk '{ print $NF }' >"$work/deb-files.txt"
tar -tzf "$tgz" >"$work/tgz-files.txt"
tgz_root=$(head -n 1 "$work/tgz-files.txt" | cut -d/ -f1)
for file in "${expected_files[@]}"; do
    grep -qxF "$file" "$work/deb-files.txt" || fail "the .deb lacks $file"
    grep -qxF "$tgz_root/${file#./usr/}" "$work/tgz-files.txt" || fail "the .tar.gz lacks $tgz_root/${file#./usr/}"
done
step "both packages hold all ${#expected_files[@]} expected files"

# --- install it --------------------------------------------------------------
step "apt-get install ./$(basename "$deb")"
installed=yes
# Another apt-get or dpkg may hold the dpkg lock: wait up to 10 minutes for it (also on removal).
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends "$deb" \
    >"$work/install.log" 2>&1 || { cat "$work/install.log" >&2; fail "apt-get install $deb"; }
[[ "$(dpkg-query -W -f='${Version}' "$package")" == "$version" ]] || fail "dpkg does not list $package $version as installed"

# --- the installed command-line program ----------------------------------------
[[ "$(/usr/bin/grundygrid-cli --version)" == "grundygrid-cli $version" ]] \
    || fail "/usr/bin/grundygrid-cli --version printed '$(/usr/bin/grundygrid-cli --version)'"
answer=$(printf '2 2 1\n0 0\n' | /usr/bin/grundygrid-cli chomp) || fail "grundygrid-cli chomp exited with $?"
[[ "$answer" == First ]] || fail "grundygrid-cli chomp answered '$answer' to the sample of src/games/chomp/RULES.md, not First"
answer=$(printf '1\n2\n1 1\n4 2\n4\n2 2\n1 2\n3 4\n6 5\n' | /usr/bin/grundygrid-cli pawn) \
    || fail "grundygrid-cli pawn exited with $?"
[[ "$answer" == $'Alice\nBob\nAlice\nBob' ]] || fail "grundygrid-cli pawn answered '$answer' to the sample of src/games/pawn/RULES.md"
step "installed grundygrid-cli $version answers the samples of the rule books"

# --- the installed desktop program ---------------------------------------------
gui_version=$(QT_QPA_PLATFORM=offscreen /usr/bin/grundygrid --version) || fail "grundygrid --version exited with $?"
[[ "$gui_version" == *" $version" ]] || fail "grundygrid --version printed '$gui_version', not version $version"
screenshot=${PACKAGE_CHECK_SCREENSHOT:-/tmp/grundygrid-package-check.png}
rm -f "$screenshot"
# A board file given on the command line, as the desktop file's "Exec=grundygrid %f" does.
cat >"$work/sample.grundy" <<'JSON'
{"format": "grundygrid-board", "version": 1, "game": "chomp", "rows": 4, "cols": 5,
 "cells": [{"row": 0, "col": 0, "kind": "poison"}], "moves": []}
JSON
QT_QPA_PLATFORM=offscreen timeout 120 /usr/bin/grundygrid --screenshot "$screenshot" --size 1280x800 \
    "$work/sample.grundy" >"$work/gui.log" 2>&1 || { cat "$work/gui.log" >&2; fail "grundygrid --screenshot exited with an error"; }
[[ -s "$screenshot" ]] || fail "grundygrid --screenshot wrote no $screenshot"
[[ "$(head -c 8 "$screenshot" | od -An -tx1 | tr -d ' \n')" == 89504e470d0a1a0a ]] || fail "$screenshot is not a PNG"
step "installed grundygrid $version drew $screenshot ($(stat -c %s "$screenshot") bytes)"

# --- the installed desktop integration -----------------------------------------
desktop=/usr/share/applications/$app_id.desktop
report=$(desktop-file-validate "$desktop" 2>&1) || fail "desktop-file-validate $desktop: $report"
[[ -z "$report" ]] || fail "desktop-file-validate $desktop: $report"
grep -qx 'Exec=grundygrid %f' "$desktop" || fail "$desktop does not open files (Exec=grundygrid %f)"
metainfo=/usr/share/metainfo/$app_id.metainfo.xml
appstreamcli validate --no-net "$metainfo" >"$work/appstream.log" 2>&1 \
    || { cat "$work/appstream.log" >&2; fail "appstreamcli validate $metainfo"; }
grep -q "<release version=\"$version\"" "$metainfo" || fail "$metainfo has no release entry for $version"
if [[ -f /usr/share/mime/globs2 ]]; then
    # shared-mime-info's dpkg trigger rebuilt the database during the install.
    grep -q 'application/x-grundygrid-board:\*\.grundy' /usr/share/mime/globs2 \
        || fail "the system MIME database does not know *.grundy after the install"
fi
step "installed desktop file, metainfo and MIME type are valid"

# --- the installed manual pages --------------------------------------------------
declare -A synopsis=([grundygrid]="grundygrid --screenshot FILE" [grundygrid-cli]="grundygrid-cli moves GAME")
for program in grundygrid grundygrid-cli; do
    man_page=/usr/share/man/man1/$program.1.gz
    if [[ ! -f "$man_page" ]]; then
        # dpkg may be told to leave out manual pages (path-exclude in /etc/dpkg/dpkg.cfg.d).
        grep -rqs 'path-exclude.*/usr/share/man' /etc/dpkg/dpkg.cfg.d \
            || fail "$man_page is not installed"
        step "dpkg is configured to leave out manual pages: checking the one in the .deb instead"
        [[ -d "$work/extracted" ]] || dpkg-deb -x "$deb" "$work/extracted"
        man_page=$work/extracted$man_page
    fi
    if command -v groff >/dev/null 2>&1; then
        zcat "$man_page" | LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -P-cbou >"$work/man.txt" 2>"$work/man.err" \
            || { cat "$work/man.err" >&2; fail "groff cannot render $man_page"; }
        [[ ! -s "$work/man.err" ]] || { cat "$work/man.err" >&2; fail "groff warns about $man_page"; }
        grep -q "GrundyGrid $version" "$work/man.txt" || fail "$man_page does not render with version $version"
        grep -qF "${synopsis[$program]}" "$work/man.txt" || fail "$man_page renders without its synopsis"
        step "manual page $program(1) renders ($(wc -l <"$work/man.txt") lines)"
    else
        step "groff is not installed: checked only that $man_page is there"
    fi
done

# --- Debian's own checker ------------------------------------------------------------
# No error and no warning (pedantic ones included) may be left; informational tags are
# listed, docs/packaging.md says why the remaining ones stay.
lintian --pedantic --info --fail-on error,warning,pedantic "$deb" >"$work/lintian.txt" 2>&1 \
    || { grep -v '^N:' "$work/lintian.txt" >&2; fail "lintian reports errors or warnings on $(basename "$deb")"; }
informational=$(grep -c '^I:' "$work/lintian.txt" || true)
step "lintian: no error, warning or pedantic tag; $informational informational: $(grep '^I:' "$work/lintian.txt" | awk '{print $3}' | sort -u | tr '\n' ' ')"

step "all checks passed in $((SECONDS - started)) s"
