#!/usr/bin/env bash
# Checks the HTML pages' CSS and JavaScript (every Sources/*/PageAssets/*.css and *.js, which the build embeds):
# each script parses (`node --check`), each style sheet parses and headless Chromium takes every selector,
# declaration and media query in it (Scripts/check-css.js). How the pages behave is the browser checks'
# (Tests/LocalizedIndexCLITests/HTMLCheck/check-html.sh, check-compare-html.sh).
#
#   Scripts/check-page-assets.sh
#
# Needs node (Debian's nodejs). Without Chromium the style sheets get the syntax check only and the script
# prints SKIP for the rest; with REQUIRE_CHROMIUM=1, as CI sets it, a missing Chromium fails. Exits non-zero
# when a check fails.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null 2>&1; then
    echo "FAIL: node is needed to check the page scripts (apt-get install -y nodejs)"
    exit 1
fi
shopt -s nullglob
scripts=(Sources/*/PageAssets/*.js)
sheets=(Sources/*/PageAssets/*.css)
if ((${#scripts[@]} == 0 || ${#sheets[@]} == 0)); then
    echo "FAIL: no Sources/*/PageAssets/*.js or *.css found"
    exit 1
fi

status=0
for script in "${scripts[@]}"; do
    node --check "$script" || { echo "FAIL: $script does not parse"; status=1; }
done
echo "node --check: ${#scripts[@]} scripts"
node Scripts/check-css.js "${sheets[@]}" || status=1

# The browser's part last: find-chromium.sh ends the script (SKIP, or FAIL under REQUIRE_CHROMIUM=1) without one.
if ((status == 0)); then
    source Tests/LocalizedIndexCLITests/HTMLCheck/find-chromium.sh
    node Scripts/check-css.js --chromium "$chromium" "${sheets[@]}" || status=1
fi
exit $status
