#!/usr/bin/env bash
# Builds the DocC documentation of each library product and fails on any warning (a broken symbol link, an
# undocumented parameter, an article that does not resolve).
#
#   Scripts/check-docs.sh [output-folder]      (default /tmp/localized-index-docs)
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-/tmp/localized-index-docs}"
mkdir -p "$output"
for target in LocalizedIndexCollation LocalizedIndexContacts LocalizedIndexComparison LocalizedIndexSQLite; do
    swift package --scratch-path .build-docs --allow-writing-to-directory "$output" \
        generate-documentation --target "$target" --output-path "$output/$target" \
        --warnings-as-errors --analyze
done
echo "docs OK: $output"
