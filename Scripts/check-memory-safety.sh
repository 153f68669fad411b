#!/usr/bin/env bash
# Memory safety the compiler checks (issue 46): builds the package and its tests from clean in its own scratch
# folder (.build-memory-safety; warnings are printed only when a file is compiled) and fails on any strict-
# memory-safety warning (SE-0458) of the targets whose Package.swift settings turn the check on
# (`.strictMemorySafety()`), today every one: LocalizedIndexSupport, LocalizedIndexCollation,
# LocalizedIndexContacts, LocalizedIndexComparison, LocalizedIndexSQLite, LocalizedIndexCLI, the localized-index
# tool, the build-time generators (collation-data-embedder, page-asset-embedder, han-readings-generator), the
# benchmark and its Foundation peer, and both test targets.
#
#   Scripts/check-memory-safety.sh            # the check
#   Scripts/check-memory-safety.sh --report   # also the whole package's unsafe sites, by target and file
#
# --report builds once more with the check on for every target, tests included (-Xswiftc
# -strict-memory-safety), and counts the sites still to be made safe or marked; then the `unsafe` marks (and
# `@unsafe` attributes) in the package's code, tests apart, by file: the figure issue 46 tracks.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-memory-safety
rm -rf "$scratch"
log="$(mktemp "${TMPDIR:-/tmp}/memory-safety.XXXXXX")"
trap 'rm -f "$log"' EXIT
if ! swift build --build-tests --scratch-path "$scratch" >"$log" 2>&1; then
    cat "$log"
    echo "check-memory-safety: the build failed" >&2
    exit 1
fi
warnings="$(grep -E '^/.*warning: .*\[#StrictMemorySafety\]' "$log" | sort -u || true)"
status=0
if [[ -n "$warnings" ]]; then
    echo "$warnings"
    echo "check-memory-safety: $(wc -l <<<"$warnings") strict-memory-safety warning(s) in targets that turn the check on" >&2
    status=1
else
    echo "check-memory-safety: no strict-memory-safety warning in the targets that turn the check on"
fi
if [[ "${1:-}" == "--report" ]]; then
    rm -rf "$scratch"
    swift build --build-tests --scratch-path "$scratch" -Xswiftc -strict-memory-safety >"$log" 2>&1 || true
    # Not SwiftPM's own test runner (`*.derived/runner.swift`), which the flag reaches too: it is no code of ours.
    sites="$(grep -E '^/.*warning: .*\[#StrictMemorySafety\]' "$log" | grep -v '\.derived/runner\.swift:' | sort -u || true)"
    echo "unsafe sites, whole package: $(grep -c . <<<"$sites" || true)"
    sed -E 's|^'"$PWD"'/||; s|:[0-9]+:[0-9]+: .*||' <<<"$sites" | sort | uniq -c | sort -rn
    # The marks: `unsafe` before an expression, `@unsafe` on a declaration, outside comments and strings
    # (`nonisolated(unsafe)` is about concurrency, not memory, and is not counted).
    python3 - <<'PY'
import os, re
def marks(path):
    count = 0
    for line in open(path, encoding="utf-8"):
        code = "" if line.lstrip().startswith("//") else line.split("//")[0]
        code = re.sub(r'"([^"\\]|\\.)*"', '""', code).replace("nonisolated(unsafe)", "")
        count += len(re.findall(r"(?<![\w.])@?unsafe\b", code))
    return count
for part in ["Sources", "Benchmarks", "Tests"]:
    files = sorted(((marks(os.path.join(d, f)), os.path.join(d, f)) for d, _, fs in os.walk(part)
                    for f in fs if f.endswith(".swift")), reverse=True)
    files = [(n, f) for n, f in files if n]
    print(f"unsafe marks, {part}: {sum(n for n, _ in files)} in {len(files)} files")
    for n, f in files:
        print(f"{n:7} {f}")
PY
fi
exit $status
