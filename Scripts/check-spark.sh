#!/usr/bin/env bash
# Sorts 1,000,000 generated names on Spark (Scripts/spark-sort.py, local[2], keys by `localized-index keys`) and
# checks the result is byte for byte `localized-index sort-contacts --format tsv` of the same file; prints both
# times. Not part of .ci/run (minutes on 2 cores). Needs `pip install -r Scripts/requirements.txt` and a JDK 17.
#
#   Scripts/check-spark.sh [ROWS] [-- OPTIONS FOR keys AND sort-contacts]    (default: 1000000 -- --locale sv
#                                                                              --other-scripts transliterate)
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${1:-1000000}
shift || true
[ "${1:-}" = "--" ] && shift
options=("$@")
((${#options[@]})) || options=(--locale sv --other-scripts transliterate)

swift build -c release --scratch-path .build-release --product localized-index >&2
tool="$(swift build -c release --scratch-path .build-release --show-bin-path)/localized-index"
work=".build-release/spark-check"
mkdir -p "$work"
names="$work/names-$rows-seed1.tsv"
[ -s "$names" ] || python3 Scripts/generate-names.py --count "$rows" --seed 1 --output "$names"

start=$(date +%s.%N)
"$tool" sort-contacts --input "$names" --input-format tsv --format tsv --output "$work/sort-contacts.tsv" "${options[@]}"
middle=$(date +%s.%N)
python3 Scripts/spark-sort.py --master 'local[2]' --localized-index "$tool" --input "$names" \
    --output "$work/spark.tsv" -- "${options[@]}"
end=$(date +%s.%N)

awk -v a="$start" -v b="$middle" -v c="$end" -v rows="$rows" -v options="${options[*]}" 'BEGIN {
    printf "sort-contacts: %.1f s; spark-sort (local[2]): %.1f s; %s rows; options: %s\n", b - a, c - b, rows, options }'
if cmp -s "$work/sort-contacts.tsv" "$work/spark.tsv"; then
    echo "identical: Spark's order is sort-contacts' order"
else
    echo "DIFFERENT: $(diff "$work/sort-contacts.tsv" "$work/spark.tsv" | grep -c '^[<>]') lines differ" >&2
    exit 1
fi
