#!/usr/bin/env bash
# Optional: checks the ICU4C reference program against its PyICU twin (reference_index_pyicu.py), byte for
# byte, in every mode, on the configurations the test fixtures use and on any corpus given.
#
#   Benchmarks/ReferenceICU4C/cross-check.sh [CORPUS.tsv ...]      (e.g. .build-corpora/names_100k.tsv)
#
# Both call the same system ICU, so agreement checks what each adds around it: reading the TSV, the stable
# sort, the JSON. Prints one line per difference and a total; exits 1 on any difference. Needs what build.sh
# needs, and /usr/bin/python3 with PyICU (Debian python3-icu).
#
# Then, for each corpus given, the reading peer (reference-index-readings --readings) against our CLI's
# sections in ja, zh and zh_Hant (compare-sections.py: names in another section, names in another order),
# counted, not failed: the differences left are explained in Benchmarks/README.md. The CLI is
# $LOCALIZED_INDEX_CLI, by default README's install build (.build-static/release/localized-index); without
# one, or without the reading peer (libmecab-dev), this part is left out with a note.
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

cli=${LOCALIZED_INDEX_CLI:-$here/../../.build-static/release/localized-index}
if [ "$#" -gt 0 ] && { [ ! -x "$cli" ] || [ ! -x "$reference-readings" ]; }; then
    echo "reading peer against the CLI left out: needs $cli (LOCALIZED_INDEX_CLI) and $reference-readings"
elif [ "$#" -gt 0 ]; then
    for corpus in "$@"; do
        for locale in zh ja zh_Hant; do
            # The layouts of ja and zh_Hant add A–Z (ICU: addLabels en); zh's A–Z are its own labels.
            add=()
            [ "$locale" != zh ] && add=(--add-labels en)
            "$cli" sort-contacts --locale "$locale" --other-scripts group --input "$corpus" --format json \
                > "$work/ours" 2> /dev/null
            "$reference-readings" --readings --reading-column phonetic --locale "$locale" --input "$corpus" \
                "${add[@]}" > "$work/peer"
            echo "readings, $(basename "$corpus") $locale: $("$python" "$here/compare-sections.py" "$work/ours" "$work/peer")"
        done
    done
fi
[ "$differences" -eq 0 ]
