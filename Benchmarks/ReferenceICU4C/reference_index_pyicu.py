#!/usr/bin/python3
"""The reference program's contract (README.md here) once more, over PyICU: a second implementation, so the
C++ program's reading, stable sorting and JSON escaping are checked by code that shares none of it.
cross-check.sh runs both and compares their bytes. Not timed, not used by the tests.

    /usr/bin/python3 reference_index_pyicu.py --locale L --input FILE.tsv [--column display]
                     [--add-labels LOC[,LOC...]] [--count-only | --sort-only]

Needs Debian's python3-icu (PyICU 2.10 over the system ICU 72), importable by /usr/bin/python3 only.
"""
import argparse
import json
import sys

import icu

KINDS = {
    icu.UAlphabeticIndexLabelType.NORMAL: "normal",
    icu.UAlphabeticIndexLabelType.UNDERFLOW: "underflow",
    icu.UAlphabeticIndexLabelType.INFLOW: "inflow",
    icu.UAlphabeticIndexLabelType.OVERFLOW: "overflow",
}


def read_column(path, column):
    """LF-only lines, TAB fields, header first; a short line gives "", ill-formed UTF-8 becomes U+FFFD."""
    data = open(path, "rb").read()
    if not data:
        sys.exit(f"reference-index-pyicu: {path}: empty input, not even a header")
    lines = data.split(b"\n")
    if lines[-1] == b"":
        lines.pop()
    header = lines[0].split(b"\t")
    try:
        index = header.index(column.encode())
    except ValueError:
        sys.exit(f"reference-index-pyicu: column '{column}' is not in the header of {path}")
    fields = (line.split(b"\t") for line in lines[1:])
    return [(f[index] if index < len(f) else b"").decode("utf-8", "replace") for f in fields]


def text(value):
    return json.dumps(value, ensure_ascii=False)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--locale", required=True)
    parser.add_argument("--input", required=True)
    parser.add_argument("--column", default="display")
    parser.add_argument("--add-labels", default="")
    modes = parser.add_mutually_exclusive_group()
    modes.add_argument("--count-only", action="store_true")
    modes.add_argument("--sort-only", action="store_true")
    options = parser.parse_args()

    names = read_column(options.input, options.column)
    locale = icu.Locale(options.locale)
    builder = icu.AlphabeticIndex(locale)
    for labels in filter(None, options.add_labels.split(",")):
        builder.addLabels(icu.Locale(labels))
    index = builder.buildImmutableIndex()
    buckets = [index.getBucket(b) for b in range(index.bucketCount)]
    members = [[] for _ in buckets]
    for name in names:
        members[index.getBucketIndex(name)].append(name)
    if not options.count_only:
        collator = icu.Collator.createInstance(locale)
        members = [sorted(bucket, key=collator.getSortKey) for bucket in members]  # sorted() is stable

    out = sys.stdout
    out.write('{"locale":' + text(options.locale) + ',"labels":[' + ",".join(text(b[0]) for b in buckets) + "]")
    if options.count_only or options.sort_only:
        out.write(',"counts":[' + ",".join(str(len(m)) for m in members) + "]")
        if options.sort_only:
            for end, pick in (("first", 0), ("last", -1)):
                out.write(f',"{end}":[' + ",".join(text(m[pick]) if m else "null" for m in members) + "]")
        out.write("}\n")
    else:
        out.write(',"sections":[\n')
        for number, ((label, kind), items) in enumerate(zip(buckets, members)):
            out.write('{"label":' + text(label) + ',"type":"' + KINDS[kind] + '","items":['
                      + ",".join(text(item) for item in items) + "]}" + (",\n" if number + 1 < len(buckets) else "\n"))
        out.write("]}\n")


if __name__ == "__main__":
    main()
