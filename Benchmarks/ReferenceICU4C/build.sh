#!/bin/sh
# Builds the ICU4C reference program, reference_index.cpp beside this script, when its binary is missing or
# older than the source, and prints the binary's path on standard output.
#
#   Benchmarks/ReferenceICU4C/build.sh [BINARY]       (default: <package>/.build-reference/reference-index)
#
# Needs g++, pkg-config and the system ICU's headers: apt-get install -y g++ pkg-config libicu-dev (ICU 72.1 on
# Debian 12). -O2, one thread, as a plain C++ program is built: the benchmark divides by its times.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
source="$here/reference_index.cpp"
binary=${1:-$(cd "$here/../.." && pwd)/.build-reference/reference-index}
if [ ! -x "$binary" ] || [ "$source" -nt "$binary" ] || [ "$0" -nt "$binary" ]; then
    mkdir -p "$(dirname "$binary")"
    # Build beside the binary and rename, so a failed or interrupted build leaves no half-written program.
    g++ -std=c++17 -O2 -Wall -Wextra -o "$binary.partial.$$" "$source" $(pkg-config --cflags --libs icu-i18n icu-uc)
    mv "$binary.partial.$$" "$binary"
    echo "built $binary" >&2
fi
echo "$binary"
