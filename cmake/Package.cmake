# The Debian package: `cpack -G DEB` in a build of the `package` preset (scripts/dev.sh package).
# The libraries the programs link are found by dpkg-shlibdeps (computed, not guessed); only the
# Qt plugins loaded at run time, which no linker sees, are named here.
set(CPACK_PACKAGE_NAME hasami)
set(CPACK_PACKAGE_VENDOR "Hasami")
set(CPACK_PACKAGE_CONTACT "Hasami maintainers <maintainers@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Othello (Reversi) against the computer, with analysis")
set(CPACK_PACKAGE_DESCRIPTION
    "Play Othello against the computer with the mouse, from a beginner's level to an engine \
that solves endgames exactly; hints, game review and a board editor. hasami-engine is the \
same engine on the command line, speaking the NBoard protocol.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The platform plugins (xcb, wayland) the window needs to open, and the SVG icon engine for its
# icon.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6svg6")
include(CPack)
