#!/usr/bin/env bash
# Instructions the library's warm sections(of:) call executes, beside the ICU4C peer's bucket + sort of the
# same names after the same warm-up: the benchmark's warm library measurement (issue #20), counted by
# callgrind instead of timed. A count does not change with the machine's load or clock, so a change of a
# few percent shows in one run where the timed benchmark needs dozens of alternating runs to see it; it
# says nothing of cache misses, page faults or mispredicted branches (add --branch-sim or --cache-sim to
# VALGRIND_OPTIONS for callgrind's models of the last two), so a gain here is confirmed by timing.
#
# Usage (from the package root, after `swift build -c release --scratch-path .build-release
# --product localized-index-benchmark` and Benchmarks/ReferenceICU4C/build.sh):
#   Benchmarks/count-instructions.sh [ROWS] [LOCALE...]     # default: 1k en sv ja zh zh_Hant ar
# BENCHMARK=path counts another build of the benchmark (a copy kept from before a change, say); PEER=path
# another peer.
# Needs valgrind (Debian: apt-get install valgrind) and the corpora the benchmark uses in .build-corpora/.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
rows=${1:-1k}
shift || true
locales=("$@")
[ ${#locales[@]} -gt 0 ] || locales=(en sv ja zh zh_Hant ar)

benchmark=${BENCHMARK:-$root/.build-release/release/localized-index-benchmark}
peer=${PEER:-$root/.build-reference/reference-index}
corpus=$root/.build-corpora/names_$rows.tsv
warm_up=$root/.build-corpora/names_10k_seed2.tsv
for file in "$benchmark" "$peer" "$corpus" "$warm_up"; do
    [ -e "$file" ] || { echo "count-instructions: $file is missing (see the usage at the top of this script)" >&2; exit 2; }
done
command -v valgrind >/dev/null || { echo "count-instructions: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }

# valgrind 3.19 cannot read the DWARF the Swift toolchain writes ("possibly corrupted debuginfo"): it counts
# copies without it, whose symbols are still there.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objcopy --strip-debug "$benchmark" "$work/benchmark"
objcopy --strip-debug "$peer" "$work/peer"

# The instructions callgrind collected while a function matching one of the patterns was running.
collected() {
    local patterns=$1
    shift
    local toggles=()
    for pattern in $patterns; do toggles+=("--toggle-collect=$pattern"); done
    # shellcheck disable=SC2086 # VALGRIND_OPTIONS is a list of options
    valgrind --tool=callgrind ${VALGRIND_OPTIONS:-} --callgrind-out-file="$work/out" "${toggles[@]}" "$@" \
        >/dev/null 2>"$work/log" || { cat "$work/log" >&2; exit 1; }
    awk '/^summary:/ { print $2 }' "$work/out"
}

echo "| locale | ours | ICU4C peer | ratio |"
echo "| --- | ---: | ---: | ---: |"
for locale in "${locales[@]}"; do
    column=display
    [ "$locale" = ja ] && column=reading-else-display
    # Ours: the benchmark's own child, which builds the collation, places and sorts the warm-up names, then
    # times one sections(of:) call on the corpus; only that call (LibraryPhases.measure) is counted.
    ours=$(collected '$s25localized_index_benchmark13LibraryPhasesO7measure*' "$work/benchmark" measure-library \
        --corpus "$corpus" --locale "$locale" --key-column "$column" --phase sections-serial \
        --warm-up-corpus "$warm_up")
    # The peer buckets and sorts with the same two functions for its warm-up and for the names: its timed
    # call is the count with the warm-up less the count of the warm-up names alone.
    both=$(collected '*bucketMembers* *sortMembers*' "$work/peer" --locale "$locale" --input "$corpus" --warm-up "$warm_up")
    alone=$(collected '*bucketMembers* *sortMembers*' "$work/peer" --locale "$locale" --input "$warm_up")
    peer_call=$((both - alone))
    awk -v l="$locale" -v o="$ours" -v p="$peer_call" 'BEGIN { printf "| %s | %d | %d | %.2f× |\n", l, o, p, o / p }'
done
