#!/usr/bin/env python3
"""Checks that two `localized-index` binaries print the same bytes: run it before and after a speed change.

    python3 Benchmarks/check-output-identity.py BEFORE AFTER [--jobs 2] [--corpus-dir DIR]

e.g. `python3 Benchmarks/check-output-identity.py /work/before/localized-index .build-static/release/localized-index`.

Both binaries run the same commands, and each command's standard output, standard error and exit status must
be byte-identical (for `--format sqlite`, the database's `sqlite3 FILE .dump`):

- `sort-contacts` on the 1k and 10k mixed (`names_<rows>.tsv`) and Latin-only (`latin_<rows>.tsv`) corpora,
  in 11 locales, with five option sets and `--format sqlite`;
- `sort-contacts` on every input fixture of the tests (`Tests/*/Fixtures`: contact files, quirks, fuzz
  regressions, the peer's TSV inputs), in three locales, with two option sets; a fuzz regression
  `locale-…` is a locale argument, given to `titles`;
- `titles` in the 11 locales, text and JSON, each style.

Corpora missing from the corpus directory are made as the benchmark makes them (`Scripts/generate-names.py`,
seed 1; Latin-only with the benchmark's Latin-script Faker locales), which needs Faker.

Prints every difference (the command and the first differing lines) and a total; exits 1 on any difference, 2
when it cannot run. Commands run in parallel (`--jobs`, default: every core); about two minutes on 2 cores.
"""

import argparse
import concurrent.futures
import difflib
import os
import shutil
import subprocess
import sys
import tempfile

PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOCALES = ["en", "de", "sv", "fr", "es", "ru", "ar", "zh", "zh_Hant", "ja", "ko"]
OPTION_SETS = [
    [],
    ["--format", "json", "--with-keys"],
    ["--style", "icu", "--sort-by", "family", "--format", "csv"],
    ["--style", "android", "--format", "jsonl"],
    ["--format", "html", "--index-slots", "20"],
]
FIXTURE_LOCALES = ["en", "ja", "zh"]
FIXTURE_OPTION_SETS = [[], ["--format", "json", "--with-keys"]]
# What localized-index-benchmark's CorpusKind.latin passes to the generator (Corpus.swift).
LATIN_LOCALES = "en_US,de_DE,fr_FR,sv_SE,da_DK,no_NO,fi_FI,pl_PL,cs_CZ,es_ES,tr_TR,vi_VN"
# Fixture files that are not input: expected output, notes, the scripts that make them.
NOT_INPUT = (".md", ".py", ".sh", ".json", ".expected.json")
TIMEOUT = 300


def corpus(directory, kind, rows):
    """The path of names_1k.tsv, latin_10k.tsv …, generated first when missing."""
    stem = "names" if kind == "mixed" else "latin"
    path = os.path.join(directory, f"{stem}_{rows // 1000}k.tsv")
    if os.path.exists(path) and os.path.getsize(path) > 0:
        return path
    os.makedirs(directory, exist_ok=True)
    partial = f"{path}.partial-{os.getpid()}"
    command = [sys.executable, os.path.join(PACKAGE, "Scripts", "generate-names.py"),
               "--count", str(rows), "--seed", "1", "-o", partial]
    if kind == "latin":
        command += ["--locales", LATIN_LOCALES]
    print(f"generating {path} …", file=sys.stderr)
    if subprocess.run(command).returncode != 0:
        sys.exit(f"check-output-identity: could not generate {path} (needs Faker: "
                 f"python3 -m pip install -r Scripts/requirements.txt)")
    os.rename(partial, path)
    return path


def fixture_inputs():
    """Every input file under Tests/*/Fixtures, with the --input-format a fuzz regression's name gives."""
    found = []
    tests = os.path.join(PACKAGE, "Tests")
    for target in sorted(os.listdir(tests)):
        root = os.path.join(tests, target, "Fixtures")
        for folder, _, files in sorted(os.walk(root)):
            if os.path.basename(folder) in ("ICU4C",):
                files = [name for name in files if name.endswith(".tsv") and name != "MANIFEST.tsv"]
            for name in sorted(files):
                if name.endswith(NOT_INPUT) or name == "MANIFEST.tsv":
                    continue
                found.append(os.path.join(folder, name))
    return found


def commands(corpus_dir):
    """(arguments, is_sqlite) of every command to compare, arguments without the binary."""
    jobs = []
    for kind in ("mixed", "latin"):
        for rows in (1000, 10000):
            path = corpus(corpus_dir, kind, rows)
            for locale in LOCALES:
                for options in OPTION_SETS:
                    jobs.append((["sort-contacts", "--locale", locale, "--input", path] + options, False))
                jobs.append((["sort-contacts", "--locale", locale, "--input", path,
                              "--format", "sqlite", "--output", "out.sqlite"], True))
    for path in fixture_inputs():
        name = os.path.basename(path)
        if name.startswith("locale-"):
            with open(path, "rb") as file:
                locale = file.read().decode("utf-8", "surrogateescape")
            jobs.append((["titles", "--locale", locale], False))
            continue
        prefix = name.split("-", 1)[0]
        input_format = ["--input-format", prefix] if "fuzz-regressions" in path and prefix in (
            "csv", "vcard", "jsonl") else []
        for locale in FIXTURE_LOCALES:
            for options in FIXTURE_OPTION_SETS:
                jobs.append((["sort-contacts", "--locale", locale, "--input", path] + input_format + options,
                             False))
    for locale in LOCALES:
        for style in ("uikit", "icu", "android"):
            for output in ("text", "json"):
                jobs.append((["titles", "--locale", locale, "--style", style, "--format", output], False))
    return jobs


def run(binary, arguments, is_sqlite, directory):
    """What one command printed: (status, stdout, stderr), stdout being the .dump of its database for sqlite."""
    os.makedirs(directory)
    try:
        done = subprocess.run([binary] + arguments, cwd=directory, stdin=subprocess.DEVNULL,
                              capture_output=True, timeout=TIMEOUT)
        status, stdout, stderr = done.returncode, done.stdout, done.stderr
    except subprocess.TimeoutExpired:
        return ("timed out", b"", b"")
    if is_sqlite:
        database = os.path.join(directory, "out.sqlite")
        if os.path.exists(database):
            dump = subprocess.run(["sqlite3", database, ".dump"], capture_output=True, timeout=TIMEOUT)
            stdout += b"--- sqlite3 .dump ---\n" + dump.stdout + dump.stderr
        else:
            stdout += b"--- no database written ---\n"
    shutil.rmtree(directory, ignore_errors=True)
    return (status, stdout, stderr)


def first_differences(before, after, limit=8):
    """Where two outputs first differ (line and column), then their first differing lines, unified-diff style."""
    at = next((i for i, (x, y) in enumerate(zip(before, after)) if x != y), min(len(before), len(after)))
    line = before.count(b"\n", 0, at) + 1
    column = at - (before.rfind(b"\n", 0, at) + 1) + 1
    where = f"    first difference: line {line}, byte {column}: {before[at:at + 40]!r} → {after[at:at + 40]!r}"
    lines = list(difflib.unified_diff(before.decode("utf-8", "replace").splitlines(),
                                      after.decode("utf-8", "replace").splitlines(),
                                      "before", "after", n=1, lineterm=""))
    shown = [line if len(line) <= 200 else line[:200] + " …" for line in lines[:limit + 2]]
    if len(lines) > limit + 2:
        shown.append(f"… {len(lines) - limit - 2} more diff lines")
    return "\n".join([where] + ["    " + line for line in shown])


def compare(number, before, after, arguments, is_sqlite, work):
    """Runs one command with both binaries; the report of how they differ, or None."""
    old = run(before, arguments, is_sqlite, os.path.join(work, f"{number}-before"))
    new = run(after, arguments, is_sqlite, os.path.join(work, f"{number}-after"))
    if old == new:
        return None
    report = ["differ: localized-index " + " ".join(arguments)]
    if old[0] != new[0]:
        report.append(f"    exit status: {old[0]} → {new[0]}")
    for label, index in (("stdout" + (" + .dump" if is_sqlite else ""), 1), ("stderr", 2)):
        if old[index] != new[index]:
            report.append(f"  {label}:")
            report.append(first_differences(old[index], new[index]))
    return "\n".join(report)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("before", help="the localized-index binary from before the change")
    parser.add_argument("after", help="the localized-index binary to check")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="commands at once (default: cores)")
    parser.add_argument("--corpus-dir", default=os.path.join(PACKAGE, ".build-corpora"),
                        help="where names_1k.tsv, latin_10k.tsv … are, or are generated (default: .build-corpora)")
    options = parser.parse_args()
    binaries = [os.path.abspath(path) for path in (options.before, options.after)]
    for binary in binaries:
        if not os.access(binary, os.X_OK):
            sys.exit(f"check-output-identity: {binary} is not an executable")
    if shutil.which("sqlite3") is None:
        sys.exit("check-output-identity: needs the sqlite3 shell (apt-get install -y sqlite3)")
    jobs = commands(options.corpus_dir)
    differences = 0
    with tempfile.TemporaryDirectory(prefix="output-identity.") as work:
        with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
            futures = [pool.submit(compare, number, *binaries, arguments, is_sqlite, work)
                       for number, (arguments, is_sqlite) in enumerate(jobs)]
            for future in futures:
                report = future.result()
                if report is not None:
                    differences += 1
                    print(report, flush=True)
    print(f"{len(jobs)} commands, {differences} differ")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
