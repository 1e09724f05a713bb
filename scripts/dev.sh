#!/usr/bin/env bash
# Sets up a Debian 12 machine for Hasami (as root, or with sudo), builds, and then runs the app
# or the tests.
#   scripts/dev.sh run    build (release) and start the app
#   scripts/dev.sh test   build (release) and run every test
#   scripts/dev.sh asan   build the core and engine tests with ASan+UBSan and run them
#   scripts/dev.sh package  build the Debian package (portable: runs on any x86-64)
#   scripts/dev.sh fuzz [SECONDS]   build the fuzz targets (clang) and run each SECONDS (20)
#   scripts/dev.sh tsan   build the core and engine tests with ThreadSanitizer and run them (but
#                         tst_training: the fits run on one thread, and took 4 minutes there)
#   scripts/dev.sh cpus   build (release) and check hasami-engine on emulated older processors
#   scripts/dev.sh arm    cross-compile hasami-engine for aarch64 and check it under qemu-aarch64
#   scripts/dev.sh windows  cross-compile hasami-engine for 64-bit Windows and check it under Wine
#   scripts/dev.sh clang  build core, ai, hasami-engine, hasami-tools and their tests with
#                         clang++ as without Qt, run them and compare its bench signature
#                         (scripts/check-bench.sh)
#   scripts/dev.sh bench-check  build (release) and compare bench's signature with the latest
#                               Bench: trailer in git log (scripts/check-bench.sh)
#   scripts/dev.sh format  check that every C++ file is as clang-format (.clang-format) writes it
set -euo pipefail
cd "$(dirname "$0")/.."

# grhino brings gtp-rhino, the GTP engine the engine tests play Hasami against; poppler-utils
# pdfinfo and pdftotext, which read the review reports back (tst_review_report).
packages=(build-essential cmake ninja-build qt6-base-dev qt6-base-dev-tools qt6-tools-dev
          qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev libgl-dev libbenchmark-dev qt6-qpa-plugins fonts-dejavu-core
          libsqlite3-dev grhino groff-base libpng-dev libjpeg-dev poppler-utils)

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

# Runs every target of the fuzz preset for $1 seconds over a copy of its corpus and crashes
# (what the fuzzer adds stays out of the repository); fails if any target crashes.
fuzz_all() {
    local failed=0
    for program in build/fuzz/tests/fuzz/fuzz_*; do
        local target=${program##*/fuzz_}
        local work=build/fuzz/work/$target
        rm -rf "$work"
        mkdir -p "$work/corpus" "$work/artifacts"
        cp -r "tests/fuzz/corpus/$target/." "tests/fuzz/crashes/$target/." "$work/corpus/"
        # Inputs of 4 KB hold a few games of any format; 10 s for one input is a hang.
        if "$program" -max_total_time="$1" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
            -artifact_prefix="$work/artifacts/" "$work/corpus" 2>"$work/log"; then
            echo "fuzz_$target: $(grep -o 'Done [0-9]* runs in [0-9]* second(s)' "$work/log")"
        else
            failed=1
            tail -n 40 "$work/log"
            echo "fuzz_$target FAILED: the input is in $work/artifacts/" >&2
        fi
    done
    return $failed
}

# Runs hasami-engine as the command "$@" (an emulator, its options and the program) and checks
# that it names the kernels $2 and gives perft 1 to 9 and FFO 1 to 19 right; $1 names the run.
check_emulated() {
    local name=$1 kernels=$2 out started=$SECONDS
    shift 2
    local leaves=(1 4 12 56 244 1396 8200 55092 390216 3005288)
    # qemu warns about the model's features it does not emulate (TSX): not the program's.
    emulated() { { "$@" 2>&1 || true; } | { grep -v '^qemu-[a-z0-9_]*: warning' || true; }; }
    out=$(emulated "$@" --version)
    if ! grep -q "^kernels $kernels " <<<"$out"; then
        echo "$name: kernels $kernels expected: $out" >&2
        return 1
    fi
    for depth in 1 2 3 4 5 6 7 8 9; do
        out=$(emulated "$@" perft $depth)
        if ! grep -q "^perft $depth: ${leaves[$depth]} leaves" <<<"$out"; then
            echo "$name: perft $depth: ${leaves[$depth]} leaves expected: $out" >&2
            return 1
        fi
    done
    out=$(emulated "$@" solve tests/data/ffo/fforum-1-19.obf)
    if ! grep -q "^total: 19 positions, 0 mismatches" <<<"$out"; then
        echo "$name: FFO 1-19 not solved: $out" >&2
        return 1
    fi
    echo "$name: $(grep '^kernels' <<<"$(emulated "$@" --version)"), perft 1-9 and FFO 1-19" \
         "right ($((SECONDS - started)) s)"
}

# The release build's hasami-engine on processors emulated by qemu-user: one without AVX2, where
# the portable kernels must run, and one with AVX2 and BMI2 but no AVX-512 (x86-64-v3). (This
# machine runs x86-64-v4 when it has AVX-512: the tests check that level.)
check_cpus() {
    check_emulated Nehalem portable qemu-x86_64 -cpu Nehalem build/release/app/engine/hasami-engine
    check_emulated Haswell x86-64-v3 qemu-x86_64 -cpu Haswell build/release/app/engine/hasami-engine
}

# The windows preset's hasami-engine.exe under Wine, in a Wine prefix of its own in the build
# folder: with each kernel level this processor runs, exact perft 1 to 10 and FFO 1 to 10
# solved right; then an NBoard exchange, which must answer with a legal move.
check_windows() {
    local engine=build/windows/app/engine/hasami-engine.exe out started=$SECONDS
    local leaves=(1 4 12 56 244 1396 8200 55092 390216 3005288 24571284)
    export WINEPREFIX=$PWD/build/windows/wine WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
    # Wine's programs end their lines with CR LF.
    windows() { { wine "$engine" "$@" 2>&1 || true; } | tr -d '\r'; }
    head -n 10 tests/data/ffo/fforum-1-19.obf >build/windows/fforum-1-10.obf
    out=$(windows --version)
    local levels
    levels=$(sed -n 's/^kernels .* (of \(.*\))$/\1/p' <<<"$out" | tr -d ',')
    if [ -z "$levels" ]; then
        echo "windows: no kernel levels named: $out" >&2
        return 1
    fi
    for level in $levels; do
        out=$(HASAMI_KERNELS=$level windows --version)
        if ! grep -q "^kernels $level " <<<"$out"; then
            echo "windows: kernels $level expected: $out" >&2
            return 1
        fi
        for depth in 1 2 3 4 5 6 7 8 9 10; do
            out=$(HASAMI_KERNELS=$level windows perft $depth)
            if ! grep -q "^perft $depth: ${leaves[$depth]} leaves" <<<"$out"; then
                echo "windows, $level: perft $depth: ${leaves[$depth]} leaves expected: $out" >&2
                return 1
            fi
        done
        out=$(HASAMI_KERNELS=$level windows solve build/windows/fforum-1-10.obf)
        if ! grep -q "^total: 10 positions, 0 mismatches" <<<"$out"; then
            echo "windows, $level: FFO 1-10 not solved: $out" >&2
            return 1
        fi
        echo "windows: kernels $level, perft 1-10 and FFO 1-10 right"
    done
    # After f5 d6 Black may play c3, c4, c5, c6 or c7.
    out=$(printf '%s\n' 'nboard 2' 'set depth 6' \
        'set game (;GM[Othello]PC[NBoard]PB[a]PW[b]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5]W[D6];)' \
        go | windows nboard --hash 16 --book off)
    if ! grep -q "^=== c[3-7]/-\?[0-9]*/" <<<"$out"; then
        echo "windows: NBoard: a move c3 to c7 expected: $out" >&2
        return 1
    fi
    echo "windows: NBoard answered $(grep '^===' <<<"$out") ($((SECONDS - started)) s)"
}

# HASAMI_WERROR=ON in the environment (CI) makes the project's warnings errors in every preset
# (the sanitizer and fuzz presets have it already).
build() {
    cmake --preset "$1" ${HASAMI_WERROR:+-DHASAMI_WERROR="$HASAMI_WERROR"}
    cmake --build --preset "$1"
}

# The release and package builds are optimised with a profile of the engine at work (GCC's
# profile-guided optimisation, cmake/Profile.cmake): the profile preset's instrumented
# hasami-engine runs the bench and solves FFO 20-39, and its counts replace the last ones when it
# changed. A compiler other than GCC records nothing, and the build is as without a profile.
build_with_profile() {
    build profile
    record_counts
    forget_objects_of_other_counts "$1"
    build "$1"
    counts_digest >"build/$1/profile-counts.md5"
}

# The counts are recorded again only when the instrumented engine changed since they were: two
# recordings of the same engine are not byte for byte the same, and each new one compiles core/
# and ai/ again.
record_counts() {
    local engine=build/profile/app/engine/hasami-engine stamp=build/profile/counts-engine.md5
    [ -d build/profile/counts ] && [ "$(cat "$stamp" 2>/dev/null)" = "$(md5sum <"$engine")" ] &&
        return
    rm -rf build/profile/counts "$stamp"
    "$engine" bench >/dev/null
    "$engine" solve --threads 1 tests/data/ffo/fforum-20-39.obf >/dev/null
    md5sum <"$engine" >"$stamp"
}

# A compiler other than GCC leaves no counts folder: the digest of nothing.
counts_digest() {
    (cd build/profile && { [ ! -d counts ] || find counts -type f -print0; } | sort -z |
        xargs -0r md5sum | md5sum)
}

# The counts are not among an object's dependencies, so Ninja keeps the objects of core/ and ai/
# compiled with other counts, or with none (a tree scripts/selfplay.sh built before any were
# recorded). Those are removed when the counts differ from the ones the tree was last built with.
forget_objects_of_other_counts() {
    local tree=build/$1
    [ "$(cat "$tree/profile-counts.md5" 2>/dev/null)" = "$(counts_digest)" ] && return
    rm -f "$tree/profile-counts.md5"
    local dir
    for dir in "$tree/core" "$tree/ai"; do
        [ -d "$dir" ] && find "$dir" -name '*.o' -delete
    done
    return 0
}

case "${1:-}" in
    run)
        install_missing
        build_with_profile release
        exec build/release/app/gui/hasami "${@:2}"
        ;;
    test)
        install_missing
        build_with_profile release
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
        build_with_profile package
        (cd build/package && cpack -G DEB)
        ls build/package/hasami_*.deb
        ;;
    fuzz)
        packages+=(clang libclang-rt-14-dev)  # libclang-rt-14-dev: libFuzzer for clang 14
        install_missing
        build fuzz
        fuzz_all "${2:-20}"
        ;;
    tsan)
        install_missing
        build tsan
        ctest --preset tsan
        ;;
    cpus)
        packages+=(qemu-user)
        install_missing
        build_with_profile release
        check_cpus
        ;;
    clang)
        packages=(build-essential cmake ninja-build libsqlite3-dev groff-base clang)  # no Qt
        install_missing
        build clang
        ctest --preset clang
        # The same search whatever the compiler: Clang's bench must give the trailer's signature.
        scripts/check-bench.sh build/clang/app/engine/hasami-engine
        ;;
    bench-check)
        install_missing
        build_with_profile release
        scripts/check-bench.sh
        ;;
    arm)
        packages=(cmake ninja-build g++-aarch64-linux-gnu qemu-user)  # no Qt: the engine only
        install_missing
        build aarch64
        check_emulated aarch64 portable qemu-aarch64 -L /usr/aarch64-linux-gnu \
            build/aarch64/app/engine/hasami-engine
        ;;
    windows)
        # No Qt: the engine only. Wine runs the 64-bit program (wine64); the wine package
        # brings the wine command.
        packages=(cmake ninja-build g++-mingw-w64-x86-64-posix wine wine64)
        install_missing
        build windows
        check_windows
        ;;
    format)
        packages=(clang-format git)
        install_missing
        git ls-files -z '*.cpp' '*.h' | xargs -0 clang-format --dry-run -Werror
        echo "clang-format: $(git ls-files '*.cpp' '*.h' | wc -l) files as formatted"
        ;;
    *)
        echo "usage: scripts/dev.sh run|test|asan|package|fuzz [SECONDS]|tsan|cpus|arm|windows|clang|bench-check|format" >&2
        exit 2
        ;;
esac
