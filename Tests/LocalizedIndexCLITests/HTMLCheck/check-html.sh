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
# Needs Debian's chromium (`apt-get install -y chromium`) or $CHROMIUM; without one it prints SKIP and exits
# 0. Exits non-zero when a check fails.
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
    "$binary" sort-contacts --format html --locale "$locale" "$@" --output "$pages/$name.html"
    arguments+=("$locale=$pages/$name.html")
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

status=0
python3 "$here/check_html.py" --chromium "$chromium" --screenshots "$shots" --shoot sv,zh-Hant-TW,ar,sv-people \
    "${arguments[@]}" || status=$?
echo "screenshots: $shots"
exit $status
