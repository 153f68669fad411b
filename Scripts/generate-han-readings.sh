#!/usr/bin/env bash
# Regenerates CollationData/HanReadings/ from the system ICU's transforms: what each Han letter reads as
# under Han-Latin/Names (at a word's start and after another character), so reading a Chinese name opens no
# transform. Run it after ICU changes (the table is used only with the ICU version it names), then
# `swift test --filter HanReadingTableTests`, which compares the table with the live transform.
#
#   Scripts/generate-han-readings.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product han-readings-generator
generator="$(swift build -c release --show-bin-path)/han-readings-generator"
"$generator" "Han-Latin/Names" CollationData/HanReadings/Han-Latin-Names.tsv
echo "wrote CollationData/HanReadings/Han-Latin-Names.tsv ($(du -h CollationData/HanReadings/Han-Latin-Names.tsv | cut -f1))"
