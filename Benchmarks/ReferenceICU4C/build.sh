#!/bin/sh
# Builds the ICU4C reference program, reference_index.cpp beside this script, when its binary is missing or
# older than the source, and prints the binary's path on standard output. Beside it, from the same source
# with -DREFERENCE_READINGS and MeCab linked, the reading peer BINARY-readings (`--readings`), when MeCab's
# header is installed (libmecab-dev); without it, a note on standard error and no reading peer.
#
#   Benchmarks/ReferenceICU4C/build.sh [BINARY]       (default: <package>/.build-reference/reference-index)
#
# Needs g++, pkg-config and the system ICU's headers: apt-get install -y g++ pkg-config libicu-dev (ICU 72.1 on
# Debian 12); the reading peer also libmecab-dev. -O2, one thread, as a plain C++ program is built: the
# benchmark divides by its times.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
source="$here/reference_index.cpp"
binary=${1:-$(cd "$here/../.." && pwd)/.build-reference/reference-index}
icu=$(pkg-config --cflags --libs icu-i18n icu-uc)

# build OUTPUT [FLAGS…]: builds beside the binary and renames, so a failed or interrupted build leaves no
# half-written program.
build() {
    output=$1
    shift
    if [ ! -x "$output" ] || [ "$source" -nt "$output" ] || [ "$0" -nt "$output" ]; then
        mkdir -p "$(dirname "$output")"
        g++ -std=c++17 -O2 -Wall -Wextra -o "$output.partial.$$" "$source" "$@"
        mv "$output.partial.$$" "$output"
        echo "built $output" >&2
    fi
}

# shellcheck disable=SC2086  # $icu is pkg-config's word list
build "$binary" $icu
if [ -r /usr/include/mecab.h ] || command -v mecab-config > /dev/null 2>&1; then
    # shellcheck disable=SC2086
    build "$binary-readings" -DREFERENCE_READINGS $icu -lmecab
else
    echo "no reading peer: MeCab's header is missing (apt-get install -y libmecab-dev)" >&2
fi
echo "$binary"
