#!/usr/bin/env bash
# Renders `sort-contacts --format html` pages and checks them in headless Chromium.
#
#   Tests/LocalizedIndexCLITests/HTMLCheck/check-html.sh [screenshot-folder]
#
# Run from anywhere; it builds the package, writes pages with the built `localized-index sort-contacts
# --format html` for sv, ja, zh-Hant-TW and ar (--sample; plain, with `--index-slots 12 --search-entry`, and
# with `--empty-sections nearest`), sv also with `--empty-sections keep`, a CSV with companies, e-mail
# addresses and hostile names, and a 12,000-name list (the lazily rendered layout), then runs
# check_html.py (Python 3, standard library only) on them over Chromium's DevTools pipe
# (`chromium --headless=new --remote-debugging-pipe`). Screenshots of the sv, zh-Hant-TW, ar and CSV pages
# (light, dark, scrolled; 390x844 at 2x) go to the folder given, /tmp/localized-index-html by default.
#
# Issue 23: 1,000 mixed names (the generated names of Tests/LocalizedIndexCollationTests/Fixtures/
# peer-input.tsv: Scripts/generate-names.py --seed 1, its first 1,000) in ja, zh-Hant-TW and ar, checked
# also at 1280x800 and screenshot at every size: the bar fitted (entries >= 12 px, inside the viewport,
# refitted on a rotation), a tap on every entry. The page's fitting function is compared with the
# library's indexBar(slots:) (`sort-contacts --index-slots N --format json`, same input and options) for
# slot counts 1-30, 40, 51, 54 and 60 on six pages. The sv sample is printed to PDF (sv-print-print.pdf and
# PNGs of its pages in the screenshot folder), and the zh-Hant-TW list of 1,000 over several pages, and
# checked for a bar and for headings alone at a foot.
#
# Issue 42, the search field: the same 1,000 names in zh, ko, ja, en and sv (with --search-entry), and the
# first 10,000 of `Scripts/generate-names.py --count 10000 --seed 1` in zh (Faker needed; without it,
# peer-input.tsv's names repeated with a number). expected_search.py picks queries from each list's names
# and runs `localized-index search --format json` for each; check_html.py types them into the page's field
# and compares the rows shown (the multiset of names), the sections and the bar with the library's results,
# checks that Escape and an emptied field bring everything back and that the {search} entry focuses the
# field, and times the filtering of the 10,000 names a keystroke at a time (median at most 16 ms).
#
# Issue 43: the 1,000 mixed names in ja, ko, sv, en, ar and zh-Hant-TW (with the search entry) at 390x844,
# 844x390 and 1280x800: the script headings above each other script's first section named as ICU names the
# script in the page's language, a rule in the bar between scripts, on a desktop the names in columns beside
# a bar of entries at least 15 px tall that no row runs under; the printed zh-Hant-TW list starts every column
# that continues a section with the section's heading again ("A（續）"), read back from the PDF's text.
#
# Needs Debian's chromium (`apt-get install -y chromium`) or $CHROMIUM, and pdftotext/pdftoppm
# (poppler-utils); without Chromium it prints SKIP and exits 0. Exits non-zero when a check fails.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="$(cd "$here/../../.." && pwd)"
shots="${1:-/tmp/localized-index-html}"

source "$here/find-chromium.sh"

pages="$(mktemp -d "${TMPDIR:-/tmp}/check-html.XXXXXX")"
trap 'rm -rf "$pages"' EXIT

cd "$package"
# `swift run localized-index`, built once and then run directly (no SwiftPM lock per page).
swift build --product localized-index >/dev/null
binary="$(swift build --show-bin-path)/localized-index"

render() { # name locale arguments...
    local name="$1" locale="$2"
    shift 2
    "$binary" sort-contacts --format html --locale "$locale" "$@" --output "$pages/$name.html" 2>/dev/null
    arguments+=("$locale=$pages/$name.html")
    # How it was made, for the library's bars at other slot counts (fields split by US).
    (IFS=$'\x1f'; printf '%s\x1f%s\n' "$name" "--locale"$'\x1f'"$locale"$'\x1f'"$*") >>"$pages/made.txt"
}

arguments=()
for locale in sv ja zh-Hant-TW ar; do
    render "$locale" "$locale" --sample
    render "$locale-slots12-search" "$locale" --sample --index-slots 12 --search-entry
    render "$locale-nearest" "$locale" --sample --empty-sections nearest
done
render sv-keep sv --sample --empty-sections keep

# Companies and e-mail addresses (a second line per row), and names that try to break out of the page.
cat >"$pages/people.csv" <<'EOF'
Name,Company,E-mail
Anna Lindqvist,Lindqvist & Söner AB,anna@example.org
<script>alert(1)</script>,,x@example.org
"Bo ""Bosse"" O'Hara",Ö&Ö <Konsult>,
Cecilia Ek,,cecilia.ek@example.org
Dag Hammarskjöld,Förenta nationerna,dag@example.org
Ingrid Bergman-Lindström-Andersson-Karlsson af Hammarby,Svensk Filmindustri,ingrid.bergman.lindstrom@example.org
Örjan Ås,,
,Nordic Widgets AB,info@example.org
EOF
# A right-to-left override that must not leak past the name (bytes, so this file shows no invisible text).
printf '\xe2\x80\xaeReversed\xe2\x80\xac Name \xf0\x9f\x98\x80,Acme,\n' >>"$pages/people.csv"
render sv-people sv --input "$pages/people.csv"

# A long list, rendered lazily (content-visibility) above 5,000 records: jumps must still land exactly.
python3 - "$pages/many.txt" <<'EOF'
import sys
given = ["Anna", "Björn", "Cecilia", "Dag", "Elin", "Fredrik", "Greta", "Hugo", "Ida", "Johan", "Karin", "Lars",
         "Maja", "Nils", "Olle", "Petra", "Rut", "Sven", "Tove", "Ulf", "Vera", "Åke", "Ängla", "Örjan"]
family = ["Andersson", "Berg", "Carlsson", "Dahl", "Ek", "Falk", "Gustafsson", "Holm", "Isaksson", "Jansson",
          "Karlsson", "Lind", "Månsson", "Nyberg", "Olsson", "Persson", "Quist", "Ryd", "Svensson", "Törnqvist",
          "Unger", "Vik", "Wall", "Åberg", "Ählund", "Öberg"]
with open(sys.argv[1], "w", encoding="utf-8") as out:
    for n in range(12000):
        out.write(f"{family[n % len(family)]} {given[(n // len(family)) % len(given)]} {n}\n")
EOF
render sv-many sv --input "$pages/many.txt" --input-format lines

# 1,000 mixed names, every script a phone's contacts hold (a committed fixture: deterministic).
# (`head -n -200 | tail` rather than `tail | head`: head stopping early would end tail with SIGPIPE, and under
# pipefail the whole script with 141.)
head -n -200 "$package/Tests/LocalizedIndexCollationTests/Fixtures/peer-input.tsv" | tail -n 1000 >"$pages/mixed.txt"
for locale in ja zh-Hant-TW ar; do
    render "mixed-$locale" "$locale" --input "$pages/mixed.txt" --input-format lines --search-entry
done
render mixed-ja-search-keep ja --input "$pages/mixed.txt" --input-format lines --search-entry --empty-sections keep
render sv-print sv --sample --title "Kontakter"

# The search field: the mixed names in five languages, and 10,000 names to time (and check) filtering on.
for locale in zh ko ja en sv; do
    render "search-$locale" "$locale" --input "$pages/mixed.txt" --input-format lines --search-entry
done
if ! python3 "$package/Scripts/generate-names.py" --count 10000 --seed 1 >"$pages/names-10000.tsv" 2>/dev/null; then
    python3 - "$package/Tests/LocalizedIndexCollationTests/Fixtures/peer-input.tsv" "$pages/names-10000.tsv" <<'EOF'
import sys
names = [line.rstrip("\n") for line in open(sys.argv[1], encoding="utf-8")][1:]
with open(sys.argv[2], "w", encoding="utf-8") as out:
    out.write("display\n")
    for n in range(10000):
        out.write(f"{names[n % len(names)]}{'' if n < len(names) else ' ' + str(n // len(names))}\n")
EOF
fi
render search-10000 zh --input "$pages/names-10000.tsv" --search-entry
python3 "$here/expected_search.py" "$binary" "$pages/made.txt" "$pages/expected-search.json" \
    search-zh search-ko search-ja search-en search-sv search-10000:10

# The library's bar for each slot count, for the pages whose fitting is compared (the option --index-slots
# of the page itself replaced).
python3 "$here/expected_fit.py" "$binary" "$pages/made.txt" "$pages/expected-fit.json" \
    mixed-ja mixed-zh-Hant-TW mixed-ar mixed-ja-search-keep zh-Hant-TW-slots12-search sv-nearest \
    search-ko search-sv search-en

# The script headings' names are checked against ICU's (PyICU, python3-icu): the Python that has it runs the
# checks (the checks themselves need only the standard library).
checker=python3
for candidate in python3 /usr/bin/python3; do
    if "$candidate" -c 'import icu' 2>/dev/null; then checker="$candidate"; break; fi
done

status=0
"$checker" "$here/check_html.py" --chromium "$chromium" --screenshots "$shots" \
    --shoot sv,zh-Hant-TW,ar,sv-people,mixed-ja,mixed-zh-Hant-TW,mixed-ar,search-ko,search-sv,search-en \
    --desktop mixed-ja,mixed-zh-Hant-TW,mixed-ar,search-ko,search-sv,search-en \
    --script-headings mixed-ja,mixed-zh-Hant-TW,mixed-ar,search-ko,search-sv,search-en \
    --print sv-print,mixed-zh-Hant-TW --fit-expectations "$pages/expected-fit.json" \
    --search-expectations "$pages/expected-search.json" --search-timing search-10000 \
    "${arguments[@]}" || status=$?
echo "screenshots: $shots"
exit $status
