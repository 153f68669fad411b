#!/usr/bin/env python3
"""Checks that the tool stays linear in time and bounded in memory on hostile input (issue 21).

Builds the release CLI, writes each hostile shape at two sizes, N and 4N, runs
`localized-index` on each under /usr/bin/time -v, and fails a shape when, in the same run:

* it grows super-linearly: 4N takes 8x the CPU time of N or more (CPU time below 0.1 s counts as 0.1 s,
  so start-up noise is no finding), or its peak RSS above the baseline (a run on an empty input) grows
  8x or more (growth below 8 MiB counts as 8 MiB);
* it does not end cleanly: a signal, exit status 128 or more, a crash dump on stderr, or no end within
  the time-out;
* a shape of an issue row, at the issue's size (4N), takes 2 s of CPU time or 200 MiB of peak RSS or more.

It also runs the issue's one-off rows (1, 11, 13 and /dev/zero for 12): each must end cleanly within the
bounds, with an error where one is due, and with no raw control character or ICU error name on stderr. CPU time (user + system), not wall time, is what is compared: the machines CI runs on are shared,
and a sleeping process costs nothing. Every shape is reported on its own line; the exit status is 1 when
any failed.

    Scripts/check-scaling.py                       # build, then every shape
    Scripts/check-scaling.py --only csv-repeated-header --only vcard-empty-folds
    Scripts/check-scaling.py --binary .build/release/localized-index --list
"""

import argparse
import json
import os
import re
import resource
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

ROOT = Path(__file__).resolve().parent.parent
MIB = 1024 * 1024
GROWTH_LIMIT = 8.0           # 4N against N, time and memory over the baseline
TIME_FLOOR_S = 0.1           # CPU times below this count as this
MEMORY_FLOOR_KB = 8 * 1024   # memory growth below this counts as this
ADDRESS_SPACE = 4 << 30      # each run's RLIMIT_AS: an unbounded run fails here, not on the shared machine
ISSUE_TIME_S = 2.0           # at the issue's sizes
ISSUE_MEMORY_KB = 200 * 1024
CRASH_MARKS = ("Fatal error", "Program crashed", "Current stack trace", "Crash at", "Illegal instruction",
               "failed to allocate", "Segmentation fault", "💣")


# ------------------------------------------------------------------------------------------ the shapes --

def write_chunks(path: Path, head: bytes, unit: bytes, count: int, tail: bytes) -> None:
    """Writes head, count copies of unit, then tail, in blocks (the large shapes are hundreds of MB)."""
    with open(path, "wb") as out:
        out.write(head)
        block = max(1, (1 << 20) // max(1, len(unit)))
        left = count
        while left > 0:
            step = min(block, left)
            out.write(unit * step)
            left -= step
        out.write(tail)


def csv_repeated_header(path: Path, n: int) -> None:
    # Row 2: one column name repeated n times (the issue: 40,000 times, 160 KB), then one record.
    write_chunks(path, b"", b"Name,", n - 1, b"Name\n" + b"x," * (n - 1) + b"x\n")


def jsonl_many_keys(path: Path, n: int) -> None:
    # Row 3: one object with n distinct keys (the issue: 200,000 keys, 2.9 MB).
    with open(path, "w") as out:
        out.write("{" + ",".join(f'"k{i}":"v"' for i in range(n)) + ',"name":"Anna"}\n')


def jsonl_escaped_name(path: Path, n: int) -> None:
    # Row 4: a name of n \u00e9 escapes (the issue: 800,000, 4.8 MB).
    write_chunks(path, b'{"name":"', b"\\u00e9", n, b'"}\n')


def vcard_soft_breaks(path: Path, n: int) -> None:
    # Row 5: a property line without ':' followed by n folded lines ending in '=' (the issue: 40,000, 480 KB).
    write_chunks(path, b"BEGIN:VCARD\r\nVERSION:2.1\r\nNOTE;ENCODING=QUOTED-PRINTABLE",
                 b"\r\n aaaaaaaa=", n, b"\r\nFN:Anna\r\nEND:VCARD\r\n")


def vcard_empty_folds(path: Path, n: int) -> None:
    # Row 6: n empty folded lines (the issue: 20 million, 60 MB).
    write_chunks(path, b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Anna", b"\r\n ", n, b"\r\nEND:VCARD\r\n")


def lines_long_line(path: Path, n: int) -> None:
    # Row 12: one line of n bytes (the issue: 200 MB).
    write_chunks(path, b"", b"a" * 1024, n // 1024, b"\n")


def lines_blank(path: Path, n: int) -> None:
    # Row 14: n blank lines between two names.
    write_chunks(path, b"Anna\n", b"\n", n, b"Bo\n")


def lines_tiny_records(path: Path, n: int) -> None:
    # Many tiny records: n one-letter names.
    write_chunks(path, b"", b"a\nb\n", n // 2, b"")


def csv_long_field(path: Path, n: int) -> None:
    # A long quoted field with doubled quotes inside (n bytes).
    write_chunks(path, b'name\n"', b'ab""', n // 4, b'"\n')


def vcard_repeated_properties(path: Path, n: int) -> None:
    # One card with n properties.
    write_chunks(path, b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Anna\r\n", b"TEL;TYPE=cell:+46 8 123 456\r\n", n,
                 b"END:VCARD\r\n")


def vcard_repeated_parameters(path: Path, n: int) -> None:
    # One property with n parameters.
    write_chunks(path, b"BEGIN:VCARD\r\nVERSION:3.0\r\nFN", b";TYPE=x", n, b":Anna\r\nEND:VCARD\r\n")


def vcard_nested_cards(path: Path, n: int) -> None:
    # n cards nested in each other after 2.1's AGENT (issue 24): read without recursion.
    write_chunks(path, b"", b"BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Anna\r\nAGENT:\r\n", n, b"")
    with open(path, "ab") as file:
        file.write(b"END:VCARD\r\n" * n)


def vcard_21_space_folds(path: Path, n: int) -> None:
    # Row 6 in vCard 2.1, whose folds keep their space: each of the n folded lines adds a byte.
    write_chunks(path, b"BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Anna", b"\r\n ", n, b"\r\nEND:VCARD\r\n")


def jsonl_many_records(path: Path, n: int) -> None:
    # Many tiny JSON Lines records.
    write_chunks(path, b"", b'{"name":"a"}\n', n, b"")


def csv_many_records(path: Path, n: int) -> None:
    # Many tiny CSV records.
    write_chunks(path, b"name\n", b"a\n", n, b"")


def csv_name_of_many_words(path: Path, n: int) -> None:
    # Issue 44: one name of n words, split by family name: a title, words with particles among them, a suffix.
    write_chunks(path, b"name\nDr. ", b"Anna von de ", n // 3, b"Smith Jr.\n")


def csv_name_of_many_dots(path: Path, n: int) -> None:
    # Issue 44: one name of n initials with dots (a suffix spelled with dots is looked for at its end).
    write_chunks(path, b"name\n", b"A.", n, b" M.D.\n")


def vcard_directly_nested_cards(path: Path, n: int) -> None:
    # Issue 44: n 2.1 cards nested in each other without AGENT:, each a record.
    write_chunks(path, b"", b"BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Dr. Anna von Berg\r\n", n, b"")
    with open(path, "ab") as file:
        file.write(b"END:VCARD\r\n" * n)


@dataclass
class Shape:
    name: str
    row: Optional[str]            # the issue row, when it is one (then the absolute bounds apply at 4N)
    write: Optional[Callable[[Path, int], None]]
    n: int                        # the small size; 4N is the issue's where there is one
    arguments: Callable[[Path, int], list]


def contact_arguments(format_name: str) -> Callable[[Path, int], list]:
    return lambda path, n: ["sort-contacts", "--input", str(path), "--input-format", format_name, "--locale", "sv"]


def family_arguments(format_name: str) -> Callable[[Path, int], list]:
    return lambda path, n: contact_arguments(format_name)(path, n) + ["--sort-by", "family"]


def search_long_query(path: Path, n: int) -> list:
    # Issue 42: a query of n bytes, in words of 1 KiB (one argument holds at most 128 KiB on Linux).
    return ["search", "--sample", "--locale", "sv"] + ["a" * 1023] * max(1, n // 1024)


def compare_labels(all_locales: list) -> Callable[[Path, int], list]:
    def arguments(path: Path, n: int) -> list:
        return ["compare", "--sample", "--locales", "en,sv,de", "--add-labels", ",".join(all_locales[:n]),
                "--max-labels", "100000"]
    return arguments


def shapes(all_locales: list) -> list:
    return [
        Shape("csv-repeated-header", "2", csv_repeated_header, 10_000, contact_arguments("csv")),
        Shape("jsonl-many-keys", "3", jsonl_many_keys, 50_000, contact_arguments("jsonl")),
        Shape("jsonl-escaped-name", "4", jsonl_escaped_name, 200_000, contact_arguments("jsonl")),
        Shape("vcard-soft-breaks", "5", vcard_soft_breaks, 10_000, contact_arguments("vcard")),
        Shape("vcard-empty-folds", "6", vcard_empty_folds, 5_000_000, contact_arguments("vcard")),
        Shape("lines-long-line", "12", lines_long_line, 50 * MIB, contact_arguments("lines")),
        Shape("lines-blank", "14", lines_blank, 50_000, contact_arguments("lines")),
        Shape("lines-tiny-records", None, lines_tiny_records, 250_000, contact_arguments("lines")),
        Shape("csv-many-records", None, csv_many_records, 250_000, contact_arguments("csv")),
        Shape("jsonl-many-records", None, jsonl_many_records, 100_000, contact_arguments("jsonl")),
        Shape("csv-long-field", None, csv_long_field, 1 * MIB, contact_arguments("csv")),
        Shape("vcard-repeated-properties", None, vcard_repeated_properties, 25_000, contact_arguments("vcard")),
        Shape("vcard-repeated-parameters", None, vcard_repeated_parameters, 25_000, contact_arguments("vcard")),
        Shape("vcard-nested-cards", None, vcard_nested_cards, 25_000, contact_arguments("vcard")),
        Shape("vcard-21-space-folds", None, vcard_21_space_folds, 1_000_000, contact_arguments("vcard")),
        Shape("csv-name-of-many-words", None, csv_name_of_many_words, 25_000, family_arguments("csv")),
        Shape("csv-name-of-many-dots", None, csv_name_of_many_dots, 250_000, family_arguments("csv")),
        Shape("vcard-directly-nested-cards", None, vcard_directly_nested_cards, 25_000, family_arguments("vcard")),
        Shape("search-long-query", None, None, 256 * 1024, search_long_query),
        Shape("compare-many-labels", None, None, max(1, min(50, len(all_locales) // 4)), compare_labels(all_locales)),
    ]


def one_off_rows(folder: Path) -> list:
    """The issue's rows that are one input each, not a size: (name, row, arguments, must fail)."""
    escape_header = folder / "row11.csv"
    escape_header.write_bytes(b"Na\x1b[31mme\x07,\xc2\x9bx\xe2\x80\xae\nAnna,1\n")
    escape_keys = folder / "row11.jsonl"
    escape_keys.write_bytes(b'{"Na\\u001b[2Jme":"Anna"}\n')
    null_name = folder / "row13.jsonl"
    null_name.write_bytes(b'{"name": null}\n{"name": "Anna"}\n')
    huge = "2147483648"
    return [
        ("titles-max-labels", "1", ["titles", "--locale", "sv", "--max-labels", huge], False),
        ("sort-contacts-max-labels", "1", ["sort-contacts", "--sample", "--locale", "sv", "--max-labels", huge], False),
        ("compare-max-labels", "1", ["compare", "--sample", "--locales", "sv,de", "--max-labels", huge], False),
        ("csv-escape-header", "11", ["sort-contacts", "--input", str(escape_header), "--name-field", "no"], True),
        ("jsonl-escape-key", "11", ["sort-contacts", "--input", str(escape_keys), "--name-field", "no"], True),
        ("locale-vt", "13", ["titles", "--locale", "en-u-vt-0041"], True),
        ("add-labels-empty", "13", ["titles", "--locale", "sv", "--add-labels", ",,,"], True),
        ("jsonl-null-name", "13", ["sort-contacts", "--input", str(null_name), "--locale", "sv"], False),
        ("dev-zero", "12", ["sort-contacts", "--input", "/dev/zero", "--input-format", "lines"], True),
        # Issue 42: a query of 1 MiB is refused with a clear error.
        ("search-query-1mib", None, search_long_query(folder, MIB), True),
    ]


# --------------------------------------------------------------------------------------------- running --

@dataclass
class Measure:
    cpu_s: float = 0.0
    wall_s: float = 0.0
    rss_kb: int = 0
    status: Optional[int] = None   # the exit status, or -signal
    problems: list = field(default_factory=list)
    stderr: str = ""

    def text(self) -> str:
        return f"{self.cpu_s:6.2f} s cpu {self.wall_s:6.2f} s wall {self.rss_kb / 1024:7.1f} MiB exit {self.status}"


def run(binary: Path, arguments: list, timeout: float) -> Measure:
    measure = Measure()
    with tempfile.NamedTemporaryFile("r", suffix=".time") as stats, tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(["/usr/bin/time", "-v", "-o", stats.name, str(binary), *arguments],
                                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=errors,
                                   start_new_session=True, env={**os.environ, "SWIFT_BACKTRACE": "enable=no"},
                                   preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE)))
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            measure.problems.append(f"no end within {timeout:.0f} s")
            measure.wall_s = timeout
            return measure
        errors.seek(0)
        stderr = errors.read(64 * 1024).decode("utf-8", "replace")
        measure.stderr = stderr
        report = Path(stats.name).read_text()
    values = dict(re.findall(r"^\s*(.+?): (.+)$", report, re.M))
    measure.cpu_s = float(values.get("User time (seconds)", 0)) + float(values.get("System time (seconds)", 0))
    measure.rss_kb = int(values.get("Maximum resident set size (kbytes)", 0))
    wall = values.get("Elapsed (wall clock) time (h:mm:ss or m:ss)", "0:0").split(":")
    measure.wall_s = sum(float(part) * 60 ** index for index, part in enumerate(reversed(wall)))
    signalled = re.search(r"Command terminated by signal (\d+)", report)
    measure.status = -int(signalled.group(1)) if signalled else int(values.get("Exit status", 0))
    if measure.status < 0 or measure.status >= 128:
        measure.problems.append(f"ended by {'signal ' + str(-measure.status) if measure.status < 0 else 'status ' + str(measure.status)}")
    for mark in CRASH_MARKS:
        if mark in stderr:
            measure.problems.append(f"crash dump on stderr ({mark!r})")
            break
    return measure


def message_problems(measure: Measure, must_fail: bool) -> list:
    """A one-off row's message: an error where one is due, no raw control character, no ICU error name."""
    problems = []
    if must_fail and measure.status == 0:
        problems.append("accepted silently; an error is due")
    if re.search("[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]", measure.stderr):
        problems.append("raw control characters on stderr")
    if re.search(r"\bU_[A-Z_]+", measure.stderr):
        problems.append("an ICU error name on stderr")
    return problems


def absolute_problems(measure: Measure) -> list:
    problems = []
    if measure.cpu_s >= ISSUE_TIME_S:
        problems.append(f"{measure.cpu_s:.2f} s of CPU at the issue's size (limit {ISSUE_TIME_S} s)")
    if measure.rss_kb >= ISSUE_MEMORY_KB:
        problems.append(f"{measure.rss_kb / 1024:.0f} MiB peak RSS at the issue's size (limit 200 MiB)")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", type=Path, help="a built localized-index, e.g. the static install build "
                        "(default: build release and use it)")
    parser.add_argument("--only", action="append", default=[], help="run only this shape or one-off row (repeatable)")
    parser.add_argument("--timeout", type=float, default=30, help="seconds a run may take before it counts as hung")
    parser.add_argument("--list", action="store_true", help="list the shapes and rows, run nothing")
    options = parser.parse_args()

    binary = options.binary
    if binary is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "localized-index"], cwd=ROOT, check=True,
                       stdout=sys.stderr)
        binary = ROOT / ".build" / "release" / "localized-index"
    listed = subprocess.run([str(binary), "locales", "--format", "json"], capture_output=True, text=True, check=True)
    entries = json.loads(listed.stdout)
    # One locale a language (no region variants): the most scripts, so the most labels, per entry.
    all_locales = [entry["identifier"] for entry in entries if "-" not in entry["identifier"]]

    with tempfile.TemporaryDirectory(prefix="check-scaling-") as scratch:
        folder = Path(scratch)
        all_shapes = shapes(all_locales)
        rows = one_off_rows(folder)
        if options.list:
            for shape in all_shapes:
                print(f"{shape.name:28} row {shape.row or '-':3} N={shape.n} 4N={4 * shape.n}")
            for name, row, arguments, _ in rows:
                print(f"{name:28} row {row or '-':3} {' '.join(arguments[:6])} …")
            return 0
        chosen = set(options.only)
        failed = []
        empty = folder / "empty.txt"
        empty.write_bytes(b"")
        baseline = run(binary, ["sort-contacts", "--input", str(empty), "--input-format", "lines"], options.timeout)
        print(f"baseline (empty input): {baseline.text()}", flush=True)

        for shape in all_shapes:
            if chosen and shape.name not in chosen:
                continue
            measures = []
            for size in (shape.n, 4 * shape.n):
                path = folder / f"{shape.name}-{size}"
                if shape.write:
                    shape.write(path, size)
                measures.append(run(binary, shape.arguments(path, size), options.timeout))
                path.unlink(missing_ok=True)
            small, large = measures
            problems = [f"N: {p}" for p in small.problems] + [f"4N: {p}" for p in large.problems]
            if not small.problems and not large.problems:
                time_ratio = max(large.cpu_s, TIME_FLOOR_S) / max(small.cpu_s, TIME_FLOOR_S)
                memory_ratio = (max(large.rss_kb - baseline.rss_kb, MEMORY_FLOOR_KB)
                                / max(small.rss_kb - baseline.rss_kb, MEMORY_FLOOR_KB))
                if time_ratio >= GROWTH_LIMIT:
                    problems.append(f"time grows {time_ratio:.1f}x from N to 4N")
                if memory_ratio >= GROWTH_LIMIT:
                    problems.append(f"memory over the baseline grows {memory_ratio:.1f}x from N to 4N")
                if shape.row:
                    problems += absolute_problems(large)
            verdict = "FAIL" if problems else "ok"
            label = f"row {shape.row}" if shape.row else "class"
            print(f"{verdict:4} {shape.name:27} {label:7} N={shape.n}: {small.text()} | 4N: {large.text()}"
                  + (f"\n       {'; '.join(problems)}" if problems else ""), flush=True)
            if problems:
                failed.append(shape.name)

        for name, row, arguments, must_fail in rows:
            if chosen and name not in chosen:
                continue
            measure = run(binary, arguments, options.timeout)
            problems = measure.problems or (absolute_problems(measure) + message_problems(measure, must_fail))
            verdict = "FAIL" if problems else "ok"
            print(f"{verdict:4} {name:27} row {row or '-':3} {measure.text()}"
                  + (f"\n       {'; '.join(problems)}" if problems else ""), flush=True)
            if problems:
                failed.append(name)

    if failed:
        print(f"check-scaling: FAILED: {' '.join(failed)}", file=sys.stderr)
        return 1
    print("check-scaling: every shape is linear and bounded", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
