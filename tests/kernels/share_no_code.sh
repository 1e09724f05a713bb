#!/usr/bin/env bash
# Fails when the kernel levels' copies (cmake/Kernels.cmake) share code that differs between
# them. A weak symbol (an inline function, a template instantiation) defined by several
# objects is kept once by the linker, from any of them: when it is defined by two levels'
# copies, or by one and the rest of the program, with different code (compiled for AVX-512 in
# one), the program may run the other level's instructions. The symbols in a copy's own
# namespace (core/kernel_namespace.h) are never shared; this finds the others, and compares
# each one's disassembly, relocations included, across the groups of objects.
#
# usage: share_no_code.sh NM OBJDUMP ANY GROUP: OBJECT... [GROUP: OBJECT...]...
#   a word ending in ':' starts a group (a level, or the objects outside the copies); ANY names
#   the groups, separated by commas, built for any processor the program runs on.
set -euo pipefail
nm=$1 objdump=$2 any=$3
shift 3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

group=""
for word in "$@"; do
    if [[ $word == *: ]]; then
        group=${word%:}
        continue
    fi
    [ -n "$group" ] || { echo "an object before any group: $word" >&2; exit 2; }
    # The weak functions the object defines, then its disassembly: one line per function,
    # "name<TAB>group<TAB>code", the code without what differs from object to object for the
    # same code: the names of local data (.LC5, a section and offset) and placeholders.
    { "$nm" -P --defined-only "$word" | awk '$2 == "W" { print "weak", $1 }'
      "$objdump" -dr --no-addresses --no-show-raw-insn "$word"; } |
        awk -v group="$group" '
            $1 == "weak" && NF == 2 { weak[$2] = 1; next }
            /^<.*>:$/ { name = substr($0, 2, length($0) - 3); code = ""; next }
            /^$/ { if (name in weak) print name "\t" group "\t" code; name = ""; next }
            name != "" {
                gsub(/\t[.][A-Za-z0-9_.$]*([-+]0x[0-9a-f]+)?$/, "\t<local>")
                # A target outside the function is a relocation'"'"'s placeholder: the relocation,
                # on the next line, names the real one.
                if (index($0, "<" name "+") == 0 && index($0, "<" name ">") == 0)
                    gsub(/<[^>]*>/, "<relocated>")
                gsub(/\t/, " ")
                code = code $0 ";"
            }
            END { if (name in weak) print name "\t" group "\t" code }' >>"$work/code"
done

# A symbol is wrong when a group's code for it may run where another group's is expected: code
# that the other group does not have and that is not built for any processor either.
sort -u "$work/code" | awk -F '\t' -v any="$any" '
    BEGIN { split(any, list, ","); for (i in list) anyGroup[list[i]] = 1 }
    {
        if (!($3 in id)) id[$3] = ++codes
        c = id[$3]
        has[$1, $2, c] = 1
        if (!(($1, $2) in seen)) { seen[$1, $2] = 1; groups[$1] = groups[$1] " " $2 }
        if ($2 in anyGroup) forAny[$1, c] = 1
        variants[$1] = variants[$1] " " $2 ":" c
    }
    END {
        for (s in variants) {
            n = split(variants[s], v, " ")
            m = split(groups[s], g, " ")
            wrong = 0
            for (i = 1; i <= n; i++) {
                split(v[i], gc, ":")
                if ((s, gc[2]) in forAny) continue
                for (j = 1; j <= m; j++)
                    if (g[j] != gc[1] && !((s, g[j], gc[2]) in has)) wrong = 1
            }
            if (wrong) print s "\t" groups[s]
        }
    }' | sort >"$work/different"

if [ -s "$work/different" ]; then
    echo "Code shared by the kernel copies, different in each (the linker keeps one for all):"
    while IFS=$'\t' read -r symbol groups; do
        echo "  $(c++filt "$symbol" 2>/dev/null || echo "$symbol")   in:$groups"
    done <"$work/different"
    exit 1
fi
echo "$(cut -f1 "$work/code" | sort -u | wc -l) weak functions, none different between the groups"
