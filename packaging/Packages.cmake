# CPack: a Debian package and a tarball of everything `cmake --install` installs.
#   cpack -G DEB   ->  grundygrid_<version>_<arch>.deb (installs under /usr)
#   cpack -G TGZ   ->  grundygrid-<version>-Linux.tar.gz (bin/, share/ under one folder)
# packaging/scripts/package-check.sh builds both and tests the installed .deb.
set(CPACK_GENERATOR DEB TGZ)
set(CPACK_PACKAGE_NAME grundygrid)
set(CPACK_PACKAGE_VENDOR "The GrundyGrid developers")
set(GRUNDYGRID_PACKAGE_MAINTAINER "The GrundyGrid developers <grundygrid@users.noreply.github.com>"
    CACHE STRING "The Maintainer field of the Debian package: Name <e-mail>")
set(CPACK_PACKAGE_CONTACT "${GRUNDYGRID_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/grundygrid/grundygrid")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION [=[
GrundyGrid is a workbench for impartial games played on a grid: Poisoned
Chomp, Volcano, Pawn, Rectangles and Attractions. Draw a board, play it
against a friend or against the computer, and let the solver show which
moves win, the Grundy value of every position, its independent parts and
how many moves are left under perfect play.

The package contains the Qt desktop program grundygrid and the command-line
program grundygrid-cli, which answers the games' published contest formats.]=])
set(CPACK_PACKAGE_INSTALL_DIRECTORY grundygrid)
set(CPACK_STRIP_FILES ON)
set(CPACK_VERBATIM_VARIABLES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Section math, not games: Debian's games section means programs installed in
# /usr/games (policy 11.11), and GrundyGrid is a solver and analysis workbench for
# combinatorial game theory (Grundy values, remoteness) whose command-line half is
# used in scripts; its programs belong in /usr/bin beside other tools. The desktop
# entry still files it under Game;BoardGame for the menus.
set(CPACK_DEBIAN_PACKAGE_SECTION math)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# dpkg-shlibdeps (package dpkg-dev) turns the linked libraries into dependencies
# and appends them to the ones below. It cannot see Qt plugins, which are loaded
# at run time: the SVG icon engine and image plugin (libqt6svg6) draw the icons.
# The xcb and offscreen platform plugins ship in libqt6gui6, which shlibdeps finds.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6")
# Qt's own strings (standard buttons, file dialogs) in the user's language; the
# native Wayland platform plugin (without it Qt runs through XWayland).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "qt6-wayland")

include(CPack)
