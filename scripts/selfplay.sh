#!/usr/bin/env bash
# The self-play corpus grows whenever work is under way (docs/training.md, *The self-play
# corpus*): start the generators in the background when a working session begins, seal their
# shards before the session's work is committed.
#   scripts/selfplay.sh start [N]  build hasami-tools (release) and start N runs of `selfplay`
#                                (default: one a processor) at the lowest priority, one thread
#                                each, so they take only what the machine leaves: the seeds of
#                                unsealed shards left here first, then the next unused ones
#   scripts/selfplay.sh pause|resume   stop and continue them (while something is timed)
#   scripts/selfplay.sh stop     stop them and seal their shards into data/selfplay/manifest.tsv
#   scripts/selfplay.sh status   the corpus: shards, games and positions
set -euo pipefail
cd "$(dirname "$0")/.."

dir=data/selfplay
tools=build/release/app/tools/hasami-tools
pidfile=$dir/selfplay.pid
# The commit the running generator was built from, for the manifest.
commitfile=$dir/selfplay.commit
# The settings of new shards (the manifest keeps each shard's own). Shards 1-72 are depth 8:
# beyond half a million games more of them added no strength, and depth-10 games teach as much
# game for game, so the corpus goes on deeper (docs/training.md, *The self-play corpus*).
settings=(--depth 10 --exact 18 --random 8-40)

# The runs' process ids, one a line.
pids() { [ -f "$pidfile" ] && cat "$pidfile" || true; }
running() {
    local pid
    for pid in $(pids); do kill -0 "$pid" 2>/dev/null && return 0; done
    return 1
}

seed_of() { basename "$1" | sed 's/^selfplay-0*\([0-9]*\)\..*/\1/'; }

# N seeds: those of shards left unsealed, then one more than the largest seed used, and so on.
next_seeds() {
    local n=$1 file last=0 seed seeds=()
    for file in "$dir"/selfplay-*.part; do
        [ -e "$file" ] && [ ${#seeds[@]} -lt "$n" ] && seeds+=("$(seed_of "$file")")
    done
    for file in "$dir"/selfplay-*.games "$dir"/selfplay-*.part; do
        [ -e "$file" ] || continue
        seed=$(seed_of "$file")
        [ "$seed" -gt "$last" ] && last=$seed
    done
    while [ ${#seeds[@]} -lt "$n" ]; do
        last=$((last + 1))
        seeds+=("$last")
    done
    echo "${seeds[@]}"
}

case "${1:-}" in
    start)
        if running; then
            echo "selfplay runs already (pids $(pids | tr '\n' ' '))"
            exit 0
        fi
        runs=${2:-$(nproc)}
        [[ "$runs" =~ ^[1-9][0-9]?$ ]] || { echo "start takes a number of runs, not '$runs'" >&2; exit 2; }
        cmake --preset release >/dev/null
        cmake --build build/release --target hasami-tools
        mkdir -p "$dir"
        # Dirty only for changes to what builds hasami-tools: the shards sealed and the docs
        # written beside a run are not yet committed when the next one starts.
        commit=$(git describe --always --abbrev=10)
        git diff --quiet HEAD -- CMakeLists.txt CMakePresets.json cmake core ai library app \
            resources || commit+=-dirty
        echo "$commit" >"$commitfile"
        : >"$pidfile"
        for seed in $(next_seeds "$runs"); do
            nohup nice -n 19 "$tools" selfplay --dir "$dir" --seed "$seed" "${settings[@]}" \
                --commit "$(cat "$commitfile")" >>"$dir/selfplay.log" 2>&1 &
            echo $! >>"$pidfile"
            echo "selfplay seed $seed started (pid $!, log $dir/selfplay.log)"
        done
        ;;
    pause | resume)
        running || { echo "selfplay does not run" >&2; exit 1; }
        for pid in $(pids); do
            kill "-$([ "$1" = pause ] && echo STOP || echo CONT)" "$pid" 2>/dev/null || true
        done
        ;;
    stop)
        for pid in $(pids); do
            kill -CONT "$pid" 2>/dev/null && kill "$pid" 2>/dev/null || true
        done
        for pid in $(pids); do
            while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
        done
        rm -f "$pidfile"
        "$tools" selfplay --dir "$dir" --seal --commit "$(cat "$commitfile" 2>/dev/null || echo unknown)"
        "$0" status
        ;;
    status)
        awk -F'\t' '!/^#/ { shards++; games += $7; positions += $8; bytes += $9 }
            END { printf "corpus: %d shards, %d games, %d positions, %.1f MB\n",
                  shards, games, positions, bytes / 1e6 }' "$dir/manifest.tsv" 2>/dev/null ||
            echo "corpus: empty"
        if running; then
            echo "running: pids $(pids | tr '\n' ' ')"
            tail -n "$(pids | wc -l)" "$dir/selfplay.log"
        fi
        ;;
    *)
        echo "usage: scripts/selfplay.sh start [N]|pause|resume|stop|status" >&2
        exit 2
        ;;
esac
