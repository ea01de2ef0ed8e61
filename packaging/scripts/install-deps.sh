#!/usr/bin/env bash
# Installs the Debian packages GrundyGrid needs to build, package and test, and only those
# that are missing: a machine that has them all is left alone (no apt-get at all).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

packages=(
    cmake ninja-build g++
    qt6-base-dev qt6-base-dev-tools
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-svg-dev libqt6svg6
    qt6-qpa-plugins libgl-dev
    # Qt's own strings (standard buttons, file dialogs) in the user's language;
    # GrundyGrid loads them when present.
    qt6-translations-l10n
    # The validators the tests run on the desktop file, the AppStream metainfo, the
    # MIME type and the man page.
    desktop-file-utils appstream shared-mime-info groff-base
    # The worksheet and print tests count a PDF's pages (pdfinfo) and render them (pdftoppm).
    poppler-utils
    # The package stage: dpkg-shlibdeps computes the .deb's dependencies; lintian,
    # Debian's own checker, must find nothing wrong with the .deb.
    dpkg-dev lintian
    # The sanitizer and fuzz stages build with clang (its sanitizers and libFuzzer).
    clang libclang-rt-14-dev
    # Compiled objects kept between builds (the compiler launcher, see CMakeLists.txt),
    # and LLVM's linker, much faster than GNU ld on the test programs.
    ccache lld
)

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    if [[ "$status" != "install ok installed" ]]; then
        missing+=("$package")
    fi
done

if ((${#missing[@]} == 0)); then
    echo "install-deps: all ${#packages[@]} packages are installed"
    exit 0
fi

echo "install-deps: installing ${missing[*]}"
if ((EUID == 0)); then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "install-deps: need root (or sudo) to install: ${missing[*]}" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# Another apt-get or dpkg (an unattended upgrade, a second build) may hold the locks:
# wait up to 10 minutes for them instead of failing at once.
"${as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 update
"${as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends "${missing[@]}"
