#!/usr/bin/env bash
# Runs the Spark recipe of the DocC article "Sorting in databases and engines" (the block marked
# `recipe: spark` in Sources/LocalizedIndexCollation/LocalizedIndexCollation.docc/SortingInDatabasesAndEngines.md)
# as written on 1,000,000 generated names (Scripts/spark-sort.py, local[2], keys by `localized-index keys`) and
# checks that the result is byte for byte `localized-index sort-contacts --format tsv` of the same file with the
# same options; prints both times. Not part of .ci/run (minutes on 2 cores). Needs a JDK 17 and PySpark
# (`.ci/install-dependencies --engines`).
#
#   Scripts/check-spark.sh [ROWS]        (default 1000000; LOCALIZED_INDEX=path uses that build instead of
#                                          building the release one in .build-release)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
rows=${1:-1000000}
if [ -n "${LOCALIZED_INDEX:-}" ]; then
    bin=$(cd "$(dirname "$LOCALIZED_INDEX")" && pwd)
else
    swift build -c release --scratch-path .build-release --product localized-index >&2
    bin="$(swift build -c release --scratch-path .build-release --show-bin-path)"
fi
work="$root/.build-release/spark-check"
mkdir -p "$work"
names="$work/names-$rows-seed1.tsv"
[ -s "$names" ] || python3 Scripts/generate-names.py --count "$rows" --seed 1 --output "$names"
article=Sources/LocalizedIndexCollation/LocalizedIndexCollation.docc/SortingInDatabasesAndEngines.md
recipe=$(awk '/^<!-- recipe: spark -->/ { found = 1; next }
              found && /^```/ { fences++; if (fences == 2) exit; next }
              found && fences == 1' "$article")
[ -n "$recipe" ] || { echo "FAIL: $article has no recipe spark" >&2; exit 1; }
# The recipe's options after `--`, for sort-contacts.
options=$(sed -n 's/.*-- \(--.*\)$/\1/p' <<<"$recipe")

start=$(date +%s.%N)
# shellcheck disable=SC2086
"$bin/localized-index" sort-contacts --input "$names" --input-format tsv --format tsv --output "$work/sort-contacts.tsv" $options
middle=$(date +%s.%N)
(cd "$work" && ln -sfn "$root/Scripts" Scripts && ln -sf "$names" names.tsv && PATH="$bin:$PATH" bash -ec "$recipe")
end=$(date +%s.%N)

awk -v a="$start" -v b="$middle" -v c="$end" -v rows="$rows" -v options="$options" 'BEGIN {
    printf "sort-contacts: %.1f s; spark-sort (local[2]): %.1f s; %s rows; options: %s\n", b - a, c - b, rows, options }'
if cmp -s "$work/sort-contacts.tsv" "$work/sorted.tsv"; then
    echo "identical: Spark's order is sort-contacts' order"
else
    echo "DIFFERENT: $(diff "$work/sort-contacts.tsv" "$work/sorted.tsv" | grep -c '^[<>]') lines differ" >&2
    exit 1
fi
