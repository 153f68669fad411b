#!/usr/bin/env bash
# Compiles every ```swift block of README.md as a complete program of its own, in a client package that
# depends on this package by path and uses only its library products, as a user's package would; runs those
# marked `<!-- example: runs -->` on the line before (their preconditions check what they claim), failing on
# a non-zero exit. The DocC articles' blocks marked `<!-- example: runs -->` (Sources/*/*.docc/*.md) are
# compiled and run the same way; their other blocks are excerpts, not programs. README's block marked
# `<!-- example: manifest -->` is a Package.swift excerpt, not a program: it is left out.
#
#   Scripts/check-readme-examples.sh [work-folder]      (default /tmp/localized-index-readme-examples)
set -euo pipefail
package="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-/tmp/localized-index-readme-examples}"
client="$work/client"
rm -rf "$client"
mkdir -p "$client/Sources"

count="$(python3 - "$package" "$client/Sources" <<'PY'
import glob, os, re, sys
package, sources = sys.argv[1], sys.argv[2]
block = re.compile(r"^(?:<!-- example: (runs|manifest) -->\n)?```swift\n(.*?)^```", re.S | re.M)
examples = []   # (runs, code)
for marker, code in block.findall(open(os.path.join(package, "README.md"), encoding="utf-8").read()):
    if marker != "manifest":
        examples.append((marker == "runs", code))
for article in sorted(glob.glob(os.path.join(package, "Sources", "*", "*.docc", "*.md"))):
    for marker, code in block.findall(open(article, encoding="utf-8").read()):
        if marker == "runs":
            examples.append((True, code))
with open(os.path.join(sources, "..", "runs.txt"), "w") as runs:
    for number, (marked, code) in enumerate(examples, 1):
        folder = os.path.join(sources, f"Example{number}")
        os.makedirs(folder)
        with open(os.path.join(folder, "main.swift"), "w", encoding="utf-8") as main:
            main.write(code)
        if marked:
            runs.write(f"Example{number}\n")
print(len(examples))
PY
)"
[ "$count" -gt 0 ] || { echo "FAIL: README.md has no swift block" >&2; exit 1; }

targets=""
for number in $(seq 1 "$count"); do
    targets+="        .executableTarget(name: \"Example$number\", dependencies: libraries),"$'\n'
done
cat > "$client/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription

let libraries: [Target.Dependency] = ["LocalizedIndexCollation", "LocalizedIndexContacts", "LocalizedIndexComparison"]
    .map { .product(name: \$0, package: "$(basename "$package")") }

let package = Package(
    name: "ReadmeExamples",
    dependencies: [.package(path: "$package")],
    targets: [
$targets    ]
)
SWIFT

swift build --package-path "$client" --scratch-path "$work/build"
bin="$(swift build --package-path "$client" --scratch-path "$work/build" --show-bin-path)"
ran=0
while read -r example; do
    echo "running $example"
    "$bin/$example" || { echo "FAIL: README example $example exited with $?" >&2; exit 1; }
    ran=$((ran + 1))
done < "$client/runs.txt"
echo "README examples OK: $count swift blocks (README's, and the DocC articles' runnable ones) compile against the library products, $ran run"
