#!/usr/bin/env bash
# Builds the release CLI as README's install step does (its flags, `--static-swift-stdlib` among them) and
# checks that it runs without the Swift toolchain: `ldd` lists no libswift*, and the binary prints its
# version and sorts the built-in sample with the toolchain's folder hidden (a private mount namespace with an
# empty folder over it, where `unshare` may; else with only the loader's default paths).
#
#   Scripts/check-static-build.sh [scratch-path]      (default .build-static)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${1:-.build-static}"

# The flags of README's install step, read from README itself (its `flags="…"` line): the build checked is
# the one README gives.
flags_line="$(grep -m1 '^flags="' README.md)" || { echo "FAIL: README's install step has no flags=\"…\" line" >&2; exit 1; }
flags_text="${flags_line#flags=\"}"
read -r -a flags <<<"${flags_text%\"}"
swift build "${flags[@]}" --product localized-index --scratch-path "$scratch"
binary="$(swift build "${flags[@]}" --scratch-path "$scratch" --show-bin-path)/localized-index"

if ldd "$binary" | grep -i 'libswift\|libFoundation\|libdispatch\|libBlocksRuntime'; then
    echo "FAIL: $binary links the Swift runtime dynamically (above)" >&2
    exit 1
fi

# `-no-pie` among the flags must give a position-dependent executable (ELF type EXEC), which README says it is.
elf_type="$(readelf -h "$binary" | awk '/Type:/ { print $2 }')"
if [[ " ${flags[*]} " == *" -no-pie "* && "$elf_type" != EXEC ]]; then
    echo "FAIL: README's flags ask for -no-pie, but $binary is of ELF type $elf_type" >&2
    exit 1
fi

# `--disable-local-rpath` among the flags must leave the binary without a run path (no `$ORIGIN`).
if [[ " ${flags[*]} " == *" --disable-local-rpath "* ]] && readelf -d "$binary" | grep -E 'RPATH|RUNPATH'; then
    echo "FAIL: README's flags ask for --disable-local-rpath, but $binary has a run path (above)" >&2
    exit 1
fi

# `--no-export-dynamic` among the flags must leave the package's symbols out of the dynamic symbol table (a
# handful of the C runtime's stay).
exported="$(readelf --dyn-syms -W "$binary" | awk '$7 != "UND" && $8 ~ /^\$s/' | wc -l)"
if [[ " ${flags[*]} " == *" --no-export-dynamic "* && "$exported" -ne 0 ]]; then
    echo "FAIL: README's flags ask for --no-export-dynamic, but $binary exports $exported Swift symbols" >&2
    exit 1
fi

toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")"
run_without_toolchain() {
    if unshare --mount --map-root-user true 2>/dev/null; then
        unshare --mount --map-root-user sh -c 'mount -t tmpfs none "$1" && shift && exec "$@"' sh "$toolchain" "$@"
    else
        echo "note: cannot make a mount namespace here; running with the loader's default paths only" >&2
        env -i PATH=/usr/bin:/bin "$@"
    fi
}

version="$(run_without_toolchain "$binary" --version)"
echo "$version"
[[ "$version" =~ ^localized-index\ [0-9]+\.[0-9]+\.[0-9]+\ \(ICU\ [0-9.]+\)$ ]] || { echo "FAIL: unexpected --version: $version" >&2; exit 1; }
sample="$(run_without_toolchain "$binary" sort-contacts --sample --locale sv --format json)"
grep -q '"sectionIndexTitles"' <<<"$sample" || { echo "FAIL: the sample did not sort" >&2; exit 1; }
echo "static build OK: $(du -h "$binary" | cut -f1) $binary (ELF $elf_type), no libswift*, runs without $toolchain"
