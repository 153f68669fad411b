#!/usr/bin/env bash
# Regenerates every reference fixture in this folder with this repository's own tools, independently of the
# package's Swift code (see README.md here for each file's origin):
#
#   peer-input.tsv         header "display", then the display column of every hostile row
#                          (Scripts/hostile_names.py), then of the first $NAMES generated names
#                          (Scripts/generate-names.py, seed 1), bytes kept exactly
#   ICU4C/<name>.json      the ICU4C reference program's output (Benchmarks/ReferenceICU4C, ICU 72.1) for
#                          peer-input.tsv, per configuration, verbatim
#   ICU4C/MANIFEST.tsv     file  locale  addLabels   (one row per JSON file)
#   FirstCharacter/L.json  the reference program's output for FirstCharacter/input.tsv (input kept by hand)
#   References/zh-Hans-Han-Latin-Names.tsv
#                          PyICU's Han-Latin/Names reading and zh bucket of each Han row of peer-input.tsv
#                          (References/make-zh-Hans-readings.py)
#
# Run from anywhere; afterwards `git status` shows what changed (nothing, when the tools and ICU are the same).
# Needs: g++ pkg-config libicu-dev (ICU 72.1); $PYTHON (default python3) with the pinned Faker
# (python3 -m pip install -r Scripts/requirements.txt); $PYICU_PYTHON (default /usr/bin/python3) with PyICU
# (Debian python3-icu 2.10.2). The reference program is built into .build-reference/ of the package.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
package=$(cd "$here/../../.." && pwd)
NAMES=${NAMES:-1200}
PYTHON=${PYTHON:-python3}
PYICU_PYTHON=${PYICU_PYTHON:-/usr/bin/python3}

LOCALES=(en de fr es it pt nl sv da nb fi is pl cs sk hu ro hr sl tr lt lv et vi
         ru uk be bg sr el he ar fa hi bn ta th ko ja zh zh_Hant
         zh@collation=stroke zh_Hant@collation=zhuyin zh@collation=zhuyin
         zh_Hant@collation=unihan)
LOCALES_EN=(ja ko ar zh_Hant ru el he th hi)   # also run with --add-labels en
FIRST_CHARACTER_LOCALES=(cs sk hu da sv es en ja th ko hi vi el ru zh_Hant zh ar)   # FirstCharacterBucketTests

work=$(mktemp -d "${TMPDIR:-/tmp}/regenerate-fixtures.XXXXXX")
trap 'rm -rf "$work"' EXIT

# 1. The reference program, and the names.
reference=$("$package/Benchmarks/ReferenceICU4C/build.sh")
"$PYTHON" "$package/Scripts/generate-names.py" --count "$NAMES" --seed 1 --jobs 1 \
    -o "$work/names.tsv" --hostile "$work/hostile.tsv"

# 2. peer-input.tsv: the first column (display) of both files without their headers. Lines end at LF only
#    and the generator writes no TAB, LF or CR inside a field, so cut keeps every other byte as it is.
{
    printf 'display\n'
    tail -n +2 "$work/hostile.tsv" | cut -f1
    tail -n +2 "$work/names.tsv" | cut -f1
} > "$here/peer-input.tsv"

# 3. The reference program's output per configuration, and the manifest.
rm -rf "$here/ICU4C"
mkdir -p "$here/ICU4C"
manifest="$here/ICU4C/MANIFEST.tsv"
printf 'file\tlocale\taddLabels\n' > "$manifest"
run() {   # run LOCALE [ADD_LABELS]
    local locale=$1 add=${2:-} name
    name=${locale//@/_}; name=${name//=/_}
    local arguments=(--locale "$locale" --input "$here/peer-input.tsv" --column display)
    if [ -n "$add" ]; then arguments+=(--add-labels "$add"); name+="+$add"; fi
    "$reference" "${arguments[@]}" > "$here/ICU4C/$name.json"
    printf '%s\t%s\t%s\n' "$name.json" "$locale" "$add" >> "$manifest"
}
for locale in "${LOCALES[@]}"; do run "$locale"; done
for locale in "${LOCALES_EN[@]}"; do run "$locale" en; done

# 4. FirstCharacter/: the hand-made names of FirstCharacter/input.tsv (contractions at the start, U+FFFF,
#    weightless first characters…) through the reference program, per locale of FirstCharacterBucketTests.
for locale in "${FIRST_CHARACTER_LOCALES[@]}"; do
    "$reference" --locale "$locale" --input "$here/FirstCharacter/input.tsv" > "$here/FirstCharacter/$locale.json"
done

# 5. The Simplified Chinese readings, from PyICU: a second ICU binding, not this package's reading code.
"$PYICU_PYTHON" "$here/References/make-zh-Hans-readings.py" > "$here/References/zh-Hans-Han-Latin-Names.tsv"

echo "$(($(wc -l < "$here/peer-input.tsv") - 1)) rows in peer-input.tsv, $(($(wc -l < "$manifest") - 1)) files" \
     "in ICU4C/, ${#FIRST_CHARACTER_LOCALES[@]} in FirstCharacter/; changed:" >&2
git -C "$here" status --short -- . >&2
