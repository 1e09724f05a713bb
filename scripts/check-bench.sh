#!/usr/bin/env bash
# Runs `hasami-engine bench` and compares its signature with the latest `Bench: N` trailer in
# git log (the newest commit that has one): a change must either keep the signature or say the
# new one in its commit (CONTRIBUTING.md). Exit 0 when they agree, 1 when they differ, 2 when
# there is nothing to compare (no program, no git history, no trailer).
#   scripts/check-bench.sh [PROGRAM]   (default build/release/app/engine/hasami-engine)
set -euo pipefail
cd "$(dirname "$0")/.."
engine=${1:-build/release/app/engine/hasami-engine}

fail() {
    echo "check-bench: $*" >&2
    exit 2
}

[ -x "$engine" ] || fail "'$engine' is not a program: build it first (scripts/dev.sh bench-check does)"
git rev-parse --git-dir >/dev/null 2>&1 ||
    fail "not a git checkout: the Bench: trailers are in the history (CI runs on a clone with it)"

# awk reads the whole log rather than stopping at the first hit, so that git never gets SIGPIPE.
latest=$(git log --format='%H %(trailers:key=Bench,valueonly,separator=%x20)' HEAD |
         awk 'NF > 1 && !found { print; found = 1 }')
if [ -z "$latest" ]; then
    if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
        fail "no Bench: trailer in this shallow clone's history: fetch more of it (git fetch --unshallow)"
    fi
    fail "no commit has a Bench: trailer"
fi
read -r commit expected _ <<<"$latest"
[[ $expected =~ ^[0-9]+$ ]] ||
    fail "commit $commit has a Bench: trailer that is not a node count: '$expected'"

output=$("$engine" bench)
actual=$(awk '$1 == "signature" { print $2 }' <<<"$output")
[[ $actual =~ ^[0-9]+$ ]] || { echo "$output" >&2; fail "'$engine bench' printed no signature line"; }

subject=$(git log -1 --format=%s "$commit")
if [ "$actual" != "$expected" ]; then
    cat >&2 <<MESSAGE
================================================================================
BENCH SIGNATURE MISMATCH
  hasami-engine bench:  $actual
  latest Bench: trailer: $expected (${commit:0:12} "$subject")
A commit since then changed the search without saying so. If the change was meant
to alter it, the commit must carry "Bench: $actual" and the evidence that it is
right; if it was not, the change is not what it claims: find out why.
================================================================================
MESSAGE
    exit 1
fi
echo "bench signature $actual matches the Bench: trailer of ${commit:0:12} \"$subject\""
