# Sourced by the check-*.sh scripts: sets $chromium to a headless-capable Chromium ($CHROMIUM, or Debian's
# `chromium`, or another common name), or prints SKIP and exits 0 when there is none or no python3 to drive it
# (exits 1 instead with REQUIRE_CHROMIUM=1, as CI sets it: there a missing browser is a failure).
chromium="${CHROMIUM:-}"
verdict="SKIP"
[[ "${REQUIRE_CHROMIUM:-0}" == 1 ]] && verdict="FAIL"
if [[ -z "$chromium" ]]; then
    for candidate in chromium chromium-browser google-chrome-stable google-chrome; do
        if command -v "$candidate" >/dev/null 2>&1; then chromium="$(command -v "$candidate")"; break; fi
    done
fi
if [[ -z "$chromium" || ! -x "$chromium" ]]; then
    echo "$verdict: no Chromium found (apt-get install -y chromium, or set CHROMIUM=/path/to/chrome)"
    exit "${REQUIRE_CHROMIUM:-0}"
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "$verdict: python3 is needed to drive Chromium"
    exit "${REQUIRE_CHROMIUM:-0}"
fi
