#!/usr/bin/env bash
# Fuzzes the input readers and the locale parser with libFuzzer (see Fuzz/README.md).
#
#   Fuzz/fuzz.sh build                      build every fuzz target, run nothing
#   Fuzz/fuzz.sh TARGET [SECONDS | LIBFUZZER-FLAG...]
#   Fuzz/fuzz.sh all    [SECONDS | LIBFUZZER-FLAG...]   each target in turn; fails if any one fails
#
# TARGET is csv (CSV and TSV), vcard, jsonl or locale. A bare number is -max_total_time=SECONDS; other
# arguments go to libFuzzer as they are (-runs=10000000, -jobs=4, -only_ascii=1, a crash file to replay, …).
# With no arguments a target runs until it finds a crash or is interrupted.
#
# Environment: FUZZ_WORK (default /tmp/localized-index-fuzz) holds the scratch package, the build, each
# target's corpus (corpus/TARGET, kept between runs) and crash artifacts (artifacts/TARGET). FUZZ_ASAN=0
# builds without AddressSanitizer (into build-noasan), for long runs: Swift's bounds and overflow checks
# still trap, ASan's checks of the C shims and the code marked `unsafe` are what it gives up.
set -euo pipefail
fuzz_dir="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$fuzz_dir")"
work="${FUZZ_WORK:-/tmp/localized-index-fuzz}"
targets=(csv vcard jsonl locale)

usage() { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
[ $# -ge 1 ] || usage
target="$1"; shift
case "$target" in build|all|csv|vcard|jsonl|locale) ;; *) usage ;; esac

# The scratch package: the package's own manifest plus the fuzz targets, over links to its sources.
package="$work/package"
mkdir -p "$package"
for item in Sources Plugins Tests Benchmarks; do ln -sfn "$root/$item" "$package/$item"; done
# The data is copied, not linked: the embedding plugin does not follow a link to a folder. Copied only when
# it changed, so the embedded data is not rebuilt every run.
if [ -L "$package/CollationData" ] || ! diff -r "$root/CollationData" "$package/CollationData" >/dev/null 2>&1; then
    rm -rf "$package/CollationData" && cp -R "$root/CollationData" "$package/CollationData"
fi
ln -sfn "$fuzz_dir/Targets" "$package/FuzzTargets"
[ -f "$root/Package.resolved" ] && cp "$root/Package.resolved" "$package/Package.resolved"
manifest="$(cat "$root/Package.swift" "$fuzz_dir/Package.fuzz.swift")"
[ "$(cat "$package/Package.swift" 2>/dev/null)" = "$manifest" ] || printf '%s\n' "$manifest" >"$package/Package.swift"

# Swift code with libFuzzer's coverage and ASan; the C/C++ (CICUShims, CMeCab) with both too, linking no
# second libFuzzer main. The system ICU and MeCab libraries themselves are not instrumented.
sanitizers=fuzzer,address c_sanitizers=fuzzer-no-link,address build="$work/build"
[ "${FUZZ_ASAN:-1}" = 0 ] && sanitizers=fuzzer c_sanitizers=fuzzer-no-link build="$work/build-noasan"
echo "fuzz.sh: building the fuzz targets (release, -sanitize=$sanitizers) in $build" >&2
build() {
    swift build -c release --package-path "$package" --scratch-path "$build" \
        -Xswiftc -sanitize=$sanitizers -Xswiftc -enable-testing -Xswiftc -use-ld=lld \
        -Xcc -fsanitize=$c_sanitizers -Xcxx -fsanitize=$c_sanitizers "$@"
}
for name in "${targets[@]}"; do
    build --product "fuzz-$name" >&2 || { echo "fuzz.sh: the fuzz build of fuzz-$name failed" >&2; exit 1; }
done
bin="$(build --show-bin-path)"
[ "$target" = build ] && exit 0

# The seed corpus: the test fixtures of each target's format, copied in once (libFuzzer adds to it).
seed() {
    local name="$1" corpus="$work/corpus/$1" fixtures="$root/Tests/LocalizedIndexCLITests/Fixtures"
    mkdir -p "$corpus"
    case "$name" in
        csv) cp -n "$fixtures"/*.csv "$fixtures"/*.tsv "$corpus"/ 2>/dev/null || true ;;
        vcard) cp -n "$fixtures"/*.vcf "$corpus"/ 2>/dev/null || true ;;
        jsonl) cp -n "$fixtures"/*.jsonl "$corpus"/ 2>/dev/null || true ;;
        locale)
            # One locale a file: the forms the locale tests use, a few of each kind, and the lines of the
            # *.txt fixtures (names, not locales: Unicode and spaces for the parser to reject).
            local locales i=0
            locales="$( (grep -ohE '"[A-Za-z0-9_.@=-]{1,40}"' "$root/Tests/LocalizedIndexCollationTests/CollationLocaleTests.swift" \
                             2>/dev/null | tr -d '"' || true
                         printf '%s\n' sv sv-SE sv_SE.UTF-8 de-u-co-phonebk 'de@collation=phonebook' zh-Hant-TW \
                             'zh_Hant@collation=stroke' sr_RS@latin ja-JP C POSIX root und en_US.ISO8859-1 \
                             x-private ja-u-co-unihan-kf-upper 'sv SE' swedish
                         awk 'FNR <= 100' "$fixtures"/*.txt 2>/dev/null || true) | sort -u)"
            while IFS= read -r line; do
                [ -n "$line" ] && printf '%s' "$line" >"$corpus/seed-$i"
                i=$((i + 1))
            done <<<"$locales" ;;
    esac
    # Regression inputs of this format are seeds too.
    local regressions="$fixtures/fuzz-regressions"
    if [ -d "$regressions" ]; then
        find "$regressions" -maxdepth 1 -type f -name "$name-*" -exec cp -n {} "$corpus"/ \; 2>/dev/null || true
    fi
}

run() {
    local name="$1"; shift
    local args=() artifacts="$work/artifacts/$name" corpus=("$work/corpus/$name")
    for arg in "$@"; do
        if [[ "$arg" =~ ^[0-9]+$ ]]; then args+=("-max_total_time=$arg"); else args+=("$arg"); fi
        # Given an input file (to replay or minimise), libFuzzer must be given no corpus folder.
        [[ "$arg" != -* && -f "$arg" ]] && corpus=()
    done
    seed "$name"
    mkdir -p "$artifacts"
    echo "fuzz.sh: fuzzing $name: corpus $work/corpus/$name, crashes to $artifacts/" >&2
    # -rss_limit_mb: the readers stream, so a large resident size is a finding. -timeout: a hang is one too,
    # and so is a slow input: the readers are linear, so no input of -max_len bytes takes 2 s even under ASan
    # (issue 21's quadratic paths took seconds at a few hundred KB). -max_len: large enough for those shapes
    # (a repeated header, many keys, escapes, folds) to grow slow; a --locale value is short (and rejecting
    # one costs time linear in its length, for the suggestions). Flags given later override these.
    local max_len=262144
    [ "$name" = locale ] && max_len=256
    # SWIFT_BACKTRACE: Swift's own crash backtracer would race libFuzzer's handler (and trips ASan).
    SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}" \
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}" \
        "$bin/fuzz-$name" -artifact_prefix="$artifacts/" -timeout=2 -rss_limit_mb=2048 -max_len=$max_len \
        -print_final_stats=1 "${args[@]}" "${corpus[@]}"
}

if [ "$target" = all ]; then
    failed=()
    for name in "${targets[@]}"; do run "$name" "$@" || failed+=("$name"); done
    if ((${#failed[@]})); then echo "fuzz.sh: FAILED: ${failed[*]} (inputs in $work/artifacts/)" >&2; exit 1; fi
    echo "fuzz.sh: all targets ran without a finding" >&2
else
    run "$target" "$@"
fi
