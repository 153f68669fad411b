#!/usr/bin/env bash
# Optional: checks the ICU4C reference program against its PyICU twin (reference_index_pyicu.py), byte for
# byte, in every mode, on the configurations the test fixtures use and on any corpus given.
#
#   Benchmarks/ReferenceICU4C/cross-check.sh [CORPUS.tsv ...]      (e.g. .build-corpora/names_100k.tsv)
#
# Both call the same system ICU, so agreement checks what each adds around it: reading the TSV, the stable
# sort, the JSON. Prints one line per difference and a total; exits 1 on any difference. Needs what build.sh
# needs, and /usr/bin/python3 with PyICU (Debian python3-icu).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
fixtures=$(cd "$here/../../Tests/LocalizedIndexCollationTests/Fixtures" && pwd)
reference=$("$here/build.sh")
python=${PYICU_PYTHON:-/usr/bin/python3}
work=$(mktemp -d "${TMPDIR:-/tmp}/cross-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
runs=0 differences=0

compare() {   # compare INPUT LOCALE [ADD_LABELS]
    local input=$1 locale=$2 add=${3:-} mode
    local arguments=(--locale "$locale" --input "$input")
    [ -n "$add" ] && arguments+=(--add-labels "$add")
    for mode in full --count-only --sort-only; do
        local extra=()
        [ "$mode" != full ] && extra=("$mode")
        "$reference" "${arguments[@]}" "${extra[@]}" > "$work/c"
        "$python" "$here/reference_index_pyicu.py" "${arguments[@]}" "${extra[@]}" > "$work/p"
        runs=$((runs + 1))
        if ! cmp -s "$work/c" "$work/p"; then
            differences=$((differences + 1))
            echo "differ: $(basename "$input") $locale${add:++$add} $mode"
        fi
    done
}

while IFS=$'\t' read -r file locale add; do
    [ "$file" = file ] || compare "$fixtures/peer-input.tsv" "$locale" "$add"
done < "$fixtures/ICU4C/MANIFEST.tsv"
for file in "$fixtures"/FirstCharacter/*.json; do
    compare "$fixtures/FirstCharacter/input.tsv" "$(basename "$file" .json)"
done
for corpus in "$@"; do
    for locale in en sv ja zh zh_Hant ar ko th ru; do compare "$corpus" "$locale"; done
done
echo "$runs runs, $differences differ"
[ "$differences" -eq 0 ]
