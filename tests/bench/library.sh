#!/usr/bin/env bash
# The games library's speed (docs/library.md): imports the PGN files given into a new library,
# then times explore at positions from the most common to rare ones. A measurement, not a test:
# run it on a quiet machine and keep its output in a dated record (docs/benchmarks/).
#   tests/bench/library.sh HASAMI-ENGINE WORK-DIR FILE.pgn...
set -euo pipefail
engine=$1
db=$2/library-bench.db
shift 2
rm -f "$db"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
/usr/bin/time -f "import: %e s wall, %U s user, %M KB peak" \
    "$engine" library import --db "$db" "$@"
echo "database: $(stat -c %s "$db") bytes"
# Each query is a whole run of hasami-engine (start, open, query, print), 20 times: the
# slowest and the median of the 20.
for moves in "" f5d6 f5d6c3d3c4f4f6f3e6e7d7g6 f5d6c4d3c3f4c5b3c2e6c6b4b5d2e3 \
             f5d6c5f4e3c6d3f3e6f7g4g5h6b5g3h3h4h5h2c3; do
    "$engine" library explore --db "$db" --moves "$moves" | head -1 | tr '\n' ' '
    for run in $(seq 20); do
        start=$(date +%s%N)
        "$engine" library explore --db "$db" --moves "$moves" > /dev/null
        echo $(( ($(date +%s%N) - start) / 1000 ))
    done | sort -n | awk -v m="${moves:-(start)}" \
        '{t[NR] = $1} END {printf "after %s: median %.1f ms, slowest %.1f ms\n", m, t[10] / 1000, t[20] / 1000}'
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
