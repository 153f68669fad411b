#!/usr/bin/env bash
# Regenerates the ICU4C reference fixtures in this folder:
#   peer-input.tsv       header "display", then the display column of every
#                        awkward row, then of the first $NAMES rows of the
#                        10k Faker corpus (seed 1), bytes kept exactly
#   ICU4C/<name>.json    full-mode output of the ICU4C peer (ICU 72.1) per
#                        configuration, verbatim
#   ICU4C/MANIFEST.tsv   file  locale  addLabels   (one row per JSON file)
#   FirstCharacter/L.json  the peer's output for FirstCharacter/input.tsv (kept by hand)
#
# Needs: g++ pkg-config libicu-dev (ICU 72.1), python3 with faker==40.54.0.
# Peers folder: $PEERS, default <repo>/../shared/peers. Builds/corpora go to /tmp.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PEERS=${PEERS:-$(git -C "$HERE" rev-parse --show-toplevel)/../shared/peers}
PEERS=$(cd "$PEERS" && pwd)
NAMES=${NAMES:-1200}
export ICU4C_BUILD=${ICU4C_BUILD:-/tmp/peers-icu4c}
PEER="$ICU4C_BUILD/icu4c_index"

LOCALES=(en de fr es it pt nl sv da nb fi is pl cs sk hu ro hr sl tr lt lv et vi
         ru uk be bg sr el he ar fa hi bn ta th ko ja zh zh_Hant
         zh@collation=stroke zh_Hant@collation=zhuyin zh@collation=zhuyin
         zh_Hant@collation=unihan)
LOCALES_EN=(ja ko ar zh_Hant ru el he th hi)   # also run with --add-labels en

# 1. peer and corpus
"$PEERS/build_icu4c.sh"
(cd "$PEERS" && python3 gen_names.py --count 10000 --seed 1 \
    -o /tmp/names_10k.tsv --awkward /tmp/awkward.tsv)

# 2. peer-input.tsv: split on LF and TAB only (CR, U+0085, U+2028 are data)
python3 - "$HERE/peer-input.tsv" "$NAMES" /tmp/awkward.tsv /tmp/names_10k.tsv <<'PY'
import sys
out, limit, awkward, names = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]

def display_column(path, limit=None):
    data = open(path, "rb").read()
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":        # piece after the final LF is not a row
        lines.pop()
    header = lines[0].split(b"\t")
    col = header.index(b"display")
    rows = [(l.split(b"\t") + [b""] * len(header))[col] for l in lines[1:]]
    return rows if limit is None else rows[:limit]

rows = display_column(awkward) + display_column(names, limit)
for r in rows:
    assert b"\t" not in r and b"\n" not in r, r
with open(out, "wb") as f:
    f.write(b"display\n")
    for r in rows:
        f.write(r + b"\n")
print(f"wrote {len(rows)} rows to {out}", file=sys.stderr)
PY

# 3. ICU4C outputs + manifest
rm -rf "$HERE/ICU4C"
mkdir -p "$HERE/ICU4C"
manifest="$HERE/ICU4C/MANIFEST.tsv"
printf 'file\tlocale\taddLabels\n' > "$manifest"

run() {   # run LOCALE [ADD_LABELS]
    local loc=$1 add=${2:-} name
    name=${loc//@/_}; name=${name//=/_}
    local args=(--locale "$loc" --input "$HERE/peer-input.tsv" --column display)
    if [ -n "$add" ]; then args+=(--add-labels "$add"); name+="+$add"; fi
    "$PEER" "${args[@]}" > "$HERE/ICU4C/$name.json"
    printf '%s\t%s\t%s\n' "$name.json" "$loc" "$add" >> "$manifest"
}
for l in "${LOCALES[@]}"; do run "$l"; done
for l in "${LOCALES_EN[@]}"; do run "$l" en; done

# 4. FirstCharacter/: the hand-made names of FirstCharacter/input.tsv (contractions at the start, U+FFFF,
#    weightless first characters…) through the peer, per locale of FirstCharacterBucketTests.
for l in cs sk hu da sv es en ja th ko hi vi el ru zh_Hant zh ar; do
    "$PEER" --locale "$l" --input "$HERE/FirstCharacter/input.tsv" > "$HERE/FirstCharacter/$l.json"
done

echo "$(($(wc -l < "$manifest") - 1)) files in $HERE/ICU4C," \
     "$(cat "$HERE/peer-input.tsv" "$HERE"/ICU4C/* | wc -c) bytes in total" >&2
