#!/usr/bin/env bash
# Renders `compare --format html` pages and checks them in headless Chromium.
#
#   Tests/LocalizedIndexCLITests/HTMLCheck/check-compare-html.sh [screenshot-folder]
#
# Run from anywhere. The pages come from ComparisonHTMLTests (hand-made reports: sv/de/cs with hostile
# names, English beside Arabic, and 12,000 records for the lazily rendered layout), written by
# `swift test` into the folder named by $LOCALIZED_INDEX_HTML_OUT; and from `localized-index compare --format
# html`: sv,de,cs,zh-Hans,zh-Hant,ja over the sv-small fixture, the sample in sv,tr,de,cs,zh-Hant,ja,ar, and
# sv-small in every locale (--locales all).
# check_compare_html.py (Python 3, standard library only, reusing check_html.py's Chromium driver over
# `chromium --headless=new --remote-debugging-pipe`) then checks them. Screenshots (phone 390x844 at 2x,
# desktop 1280x800; light, dark, each part, filtered, scrolled) go to the folder given, /tmp/compare-html
# by default; every page is also looked at in print media, and three are printed to PDF there (with PNGs of
# their first two pages).
#
# Needs Debian's chromium (`apt-get install -y chromium`) or $CHROMIUM; without one it prints SKIP and exits
# 0. Exits non-zero when a check fails.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="$(cd "$here/../../.." && pwd)"
shots="${1:-/tmp/compare-html}"

source "$here/find-chromium.sh"

pages="$(mktemp -d "${TMPDIR:-/tmp}/check-compare-html.XXXXXX")"
trap 'rm -rf "$pages"' EXIT

cd "$package"
# The hand-made reports, rendered by the Swift test suite.
LOCALIZED_INDEX_HTML_OUT="$pages" swift test --filter ComparisonHTMLTests >"$pages/swift-test.log" 2>&1 || {
    cat "$pages/swift-test.log" >&2
    echo "check-compare-html: swift test failed" >&2
    exit 1
}
arguments=("$pages/compare-small.html" "$pages/compare-rtl.html" "$pages/compare-large.html")
for page in "${arguments[@]}"; do
    [[ -s "$page" ]] || { echo "check-compare-html: the tests wrote no $page" >&2; exit 1; }
done

# The real thing: the CLI's own pages.
swift build --product localized-index >/dev/null
binary="$(swift build --show-bin-path)/localized-index"
"$binary" compare --locales sv,de,cs,zh-Hans,zh-Hant,ja --input Tests/LocalizedIndexCLITests/Fixtures/sv-small.txt \
    --format html --output "$pages/compare-sv-small.html"
# Every script of the sample, tr's Ö and Arabic among them (too many titles to line up: they run on).
"$binary" compare --sample --locales sv,tr,de,cs,zh-Hant,ja,ar --format html --output "$pages/compare-sample.html"
# Every locale ICU has, grouped by behaviour.
"$binary" compare --locales all --input Tests/LocalizedIndexCLITests/Fixtures/sv-small.txt \
    --format html --output "$pages/compare-all.html"
arguments+=("$pages/compare-sv-small.html" "$pages/compare-sample.html" "$pages/compare-all.html")

status=0
python3 "$here/check_compare_html.py" --chromium "$chromium" --screenshots "$shots" \
    --shoot compare-small,compare-rtl,compare-large,compare-sv-small,compare-sample,compare-all \
    --print compare-small,compare-rtl,compare-sample "${arguments[@]}" || status=$?
echo "screenshots: $shots"
exit $status
