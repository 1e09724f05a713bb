#!/usr/bin/env bash
# The self-play corpus grows whenever work is under way (docs/training.md, *The self-play
# corpus*): start the generator in the background when a working session begins, seal its shard
# before the session's work is committed.
#   scripts/selfplay.sh start    build hasami-tools (release) and start `selfplay` at the lowest
#                                priority on one thread: the seed of an unsealed shard left here,
#                                else the next unused one
#   scripts/selfplay.sh pause|resume   stop and continue it (while something is timed)
#   scripts/selfplay.sh stop     stop it and seal its shard into data/selfplay/manifest.tsv
#   scripts/selfplay.sh status   the corpus: shards, games and positions
set -euo pipefail
cd "$(dirname "$0")/.."

dir=data/selfplay
tools=build/release/app/tools/hasami-tools
pidfile=$dir/selfplay.pid
# The commit the running generator was built from, for the manifest.
commitfile=$dir/selfplay.commit
# The corpus's settings: every shard of one corpus is played the same way.
settings=(--depth 8 --exact 18 --random 8-40)

running() { [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; }

# The seed of a shard left unsealed, else one more than the largest seed used.
next_seed() {
    local part
    part=$(ls "$dir"/selfplay-*.part 2>/dev/null | head -n 1)
    if [ -n "$part" ]; then
        basename "$part" .part | sed 's/^selfplay-0*//'
        return
    fi
    local last
    last=$(ls "$dir"/selfplay-*.games 2>/dev/null | sed 's/.*selfplay-0*\([0-9]*\)\.games/\1/' |
        sort -n | tail -n 1)
    echo $((${last:-0} + 1))
}

case "${1:-}" in
    start)
        if running; then
            echo "selfplay runs already (pid $(cat "$pidfile"))"
            exit 0
        fi
        cmake --preset release >/dev/null
        cmake --build build/release --target hasami-tools
        mkdir -p "$dir"
        seed=$(next_seed)
        git describe --always --dirty --abbrev=10 >"$commitfile"
        nohup nice -n 19 "$tools" selfplay --dir "$dir" --seed "$seed" "${settings[@]}" \
            --commit "$(cat "$commitfile")" >>"$dir/selfplay.log" 2>&1 &
        echo $! >"$pidfile"
        echo "selfplay seed $seed started (pid $!, log $dir/selfplay.log)"
        ;;
    pause | resume)
        running || { echo "selfplay does not run" >&2; exit 1; }
        kill "-$([ "$1" = pause ] && echo STOP || echo CONT)" "$(cat "$pidfile")"
        ;;
    stop)
        if running; then
            pid=$(cat "$pidfile")
            kill -CONT "$pid"
            kill "$pid"
            while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
        fi
        rm -f "$pidfile"
        "$tools" selfplay --dir "$dir" --seal --commit "$(cat "$commitfile" 2>/dev/null || echo unknown)"
        "$0" status
        ;;
    status)
        awk -F'\t' '!/^#/ { shards++; games += $7; positions += $8; bytes += $9 }
            END { printf "corpus: %d shards, %d games, %d positions, %.1f MB\n",
                  shards, games, positions, bytes / 1e6 }' "$dir/manifest.tsv" 2>/dev/null ||
            echo "corpus: empty"
        running && echo "running: pid $(cat "$pidfile"); $(tail -n 1 "$dir/selfplay.log")"
        ;;
    *)
        echo "usage: scripts/selfplay.sh start|pause|resume|stop|status" >&2
        exit 2
        ;;
esac
