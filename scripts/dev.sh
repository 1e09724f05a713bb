#!/usr/bin/env bash
# Sets up a Debian 12 machine for Hasami (as root, or with sudo), builds, and then runs the app
# or the tests.
#   scripts/dev.sh run    build (release) and start the app
#   scripts/dev.sh test   build (release) and run every test
#   scripts/dev.sh asan   build the core and engine tests with ASan+UBSan and run them
#   scripts/dev.sh package  build the Debian package (portable: runs on any x86-64)
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(build-essential cmake ninja-build qt6-base-dev qt6-base-dev-tools qt6-tools-dev
          qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev libgl-dev libbenchmark-dev qt6-qpa-plugins fonts-dejavu-core)

install_missing() {
    local missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return
    echo "Installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
}

build() {
    cmake --preset "$1"
    cmake --build --preset "$1"
}

case "${1:-}" in
    run)
        install_missing
        build release
        exec build/release/app/gui/hasami "${@:2}"
        ;;
    test)
        install_missing
        build release
        ctest --preset release
        ;;
    asan)
        install_missing
        build asan
        ctest --preset asan
        ;;
    package)
        packages+=(dpkg-dev appstream)
        install_missing
        appstreamcli validate --no-net resources/io.github.hasami.Hasami.metainfo.xml
        build package
        (cd build/package && cpack -G DEB)
        ls build/package/hasami_*.deb
        ;;
    *)
        echo "usage: scripts/dev.sh run|test|asan|package" >&2
        exit 2
        ;;
esac
