#!/usr/bin/env python3
"""Times two builds of the package against each other, run for run: the before and after of a change.

    python3 Benchmarks/compare-builds.py BEFORE AFTER [--rows 1k,10k,100k] [--corpora mixed,latin]
        [--locales en,sv,ja,zh] [--measurements sort-contacts,bucket,sort,sections-serial,sections-automatic]
        [--runs 11] [--limit 1.03] [--corpus-dir DIR]

BEFORE and AFTER are package checkouts (a `git worktree` of the commit before the change, and this one), each
with README's install build of the CLI (`.build-static/release/localized-index`) and the benchmark
(`swift build -c release --scratch-path .build-release --product localized-index-benchmark`) built.

For each corpus and locale, the same measurements as the benchmark's size sweep, in fresh processes:
- `sort-contacts --format json`: wall time, CPU time (the child's user + system) and peak RSS;
- the library, warm (after placing and sorting another 10k names, untimed): `section(for:)` over every key
  (bucket), `sorted(_:)` on one thread (sort), `sections(of:…)` on one thread and on all cores, timed inside
  the benchmark's `measure-library` child.

The benchmark itself compares ours with the peers, one whole run after another; a before/after taken that way
moves with whatever the machine did between two runs a minute apart (a 1k row moved 26% that way, its
instructions 2%). Here each measurement of BEFORE is followed at once by the same one of AFTER (the order
swapped every run), so drift falls on both alike. Medians of `--runs` pairs; a row whose after/before (the ratio
of the medians) is over `--limit` is marked ✗, and the exit status is 1 when any is. Beside it, the median of
the pairs' own ratios and their interquartile range: how far the pairs agree. `--measurements` times only
some (more pairs of a suspect row in the same time). Both binaries should be equally warm in the page
cache (the script reads each once first): a binary's resident size counts the pages the kernel maps around
each page it touches, as many as are cached.

The corpora are the benchmark's (`names_<rows>.tsv`, `latin_<rows>.tsv`); the benchmark, or
`check-output-identity.py`, makes any that is missing.
"""

import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys
import time

PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PHASES = ["bucket", "sort", "sections-serial", "sections-automatic"]
MEASUREMENTS = ["sort-contacts"] + PHASES


def row_count(text):
    text = text.lower()
    for suffix, factor in (("k", 1_000), ("m", 1_000_000)):
        if text.endswith(suffix):
            return int(text[:-1]) * factor
    return int(text)


def row_label(rows):
    return f"{rows // 1_000_000}m" if rows % 1_000_000 == 0 else f"{rows // 1000}k"


def run(command):
    """Wall seconds, CPU seconds, peak RSS KiB and standard output of one fresh process."""
    started = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    output = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - started
    if status != 0:
        sys.exit(f"compare-builds: {shlex.join(command)} failed (status {status})")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, output


def measurements(build, corpus, warm_up, locale, chosen):
    """The commands of one corpus and locale for the checkout `build`: (name, command, what to read)."""
    cli = os.path.join(build, ".build-static/release/localized-index")
    benchmark = os.path.join(build, ".build-release/release/localized-index-benchmark")
    column = "reading-else-display" if locale == "ja" else "display"
    if "sort-contacts" in chosen:
        yield "sort-contacts", [cli, "sort-contacts", "--locale", locale, "--input", corpus, "--format", "json"], None
    for phase in (phase for phase in PHASES if phase in chosen):
        yield f"library {phase}", [benchmark, "measure-library", "--corpus", corpus, "--locale", locale,
                                   "--key-column", column, "--phase", phase, "--warm-up-corpus", warm_up], "phase"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--rows", default="1k,10k,100k")
    parser.add_argument("--corpora", default="mixed,latin")
    parser.add_argument("--locales", default="en,sv,ja,zh")
    parser.add_argument("--measurements", default=",".join(MEASUREMENTS))
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--limit", type=float, default=1.03)
    parser.add_argument("--corpus-dir", default=os.path.join(PACKAGE, ".build-corpora"))
    options = parser.parse_args()
    chosen = options.measurements.split(",")
    unknown = [name for name in chosen if name not in MEASUREMENTS]
    if unknown:
        sys.exit(f"compare-builds: unknown measurement {', '.join(unknown)} (one of {', '.join(MEASUREMENTS)})")

    builds = {"before": options.before, "after": options.after}
    for build in builds.values():
        for path in (".build-static/release/localized-index", ".build-release/release/localized-index-benchmark"):
            binary = os.path.join(build, path)
            if not os.access(binary, os.X_OK):
                sys.exit(f"compare-builds: {binary} is missing (see the usage at the top of this script)")
            with open(binary, "rb") as file:  # into the page cache, as the other build's is
                while file.read(1 << 24):
                    pass
    warm_up = os.path.join(options.corpus_dir, "names_10k_seed2.tsv")
    corpora = []
    for rows in map(row_count, options.rows.split(",")):
        for kind in options.corpora.split(","):
            name = {"mixed": "names", "latin": "latin"}[kind]
            corpora.append((f"{row_label(rows)} {kind}", os.path.join(options.corpus_dir, f"{name}_{row_label(rows)}.tsv")))
    for path in [warm_up] + [path for _, path in corpora]:
        if not os.path.exists(path):
            sys.exit(f"compare-builds: {path} is missing (the benchmark makes it)")

    print(f"before: `{options.before}`, after: `{options.after}`; {options.runs} pairs each, alternating; "
          f"load average at start {open('/proc/loadavg').read().split()[:3]}\n")
    print("| corpus | locale | measurement | before | after | after/before | pairs: median (IQR) | |")
    print("|---|---|---|---:|---:|---:|---:|:---:|")
    over = 0
    for label, corpus in corpora:
        for locale in options.locales.split(","):
            commands = {side: list(measurements(build, corpus, warm_up, locale, chosen))
                        for side, build in builds.items()}
            samples = {}
            for index in range(len(commands["before"])):
                for number in range(options.runs):
                    order = ["before", "after"] if number % 2 == 0 else ["after", "before"]
                    for side in order:
                        name, command, read = commands[side][index]
                        wall, cpu, rss, output = run(command)
                        if read == "phase":
                            values = {"time": json.loads(output)["phaseSeconds"]}
                        else:
                            values = {"wall": wall, "CPU": cpu, "peak RSS": rss / 1024}
                        for unit, value in values.items():
                            samples.setdefault((name, unit), {"before": [], "after": []})[side].append(value)
            for (name, unit), sides in samples.items():
                before, after = statistics.median(sides["before"]), statistics.median(sides["after"])
                ratio = after / before if before else float("nan")
                mark = "✗" if ratio > options.limit else ""
                over += bool(mark)
                pairs = sorted(a / b for a, b in zip(sides["after"], sides["before"]) if b)
                spread = (f"{statistics.median(pairs):.3f} ({pairs[len(pairs) // 4]:.3f}–{pairs[3 * len(pairs) // 4]:.3f})"
                          if pairs else "–")
                shown = (lambda v: f"{v:.1f} MiB") if unit == "peak RSS" else (lambda v: f"{v * 1000:.2f} ms")
                print(f"| {label} | {locale} | {name}, {unit} | {shown(before)} | {shown(after)} | {ratio:.3f} | {spread} "
                      f"| {mark} |", flush=True)
    print(f"\n{over} row(s) over {options.limit:.2f}×; load average at end {open('/proc/loadavg').read().split()[:3]}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
