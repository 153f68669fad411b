#!/usr/bin/env python3
"""The library's index bar at many slot counts, for check_html.py --fit-expectations.

    expected_fit.py BINARY MADE.txt OUT.json PAGE...

MADE.txt has a line per page check-html.sh rendered: its name, then the sort-contacts arguments it was
rendered with, split by U+001F. For each PAGE, runs `BINARY sort-contacts --format json --index-slots N`
with those arguments (its own --index-slots left out) for N in 1-30, 40, 51, 54, 60, and writes
{page: {N: [[title, section], ...]}}: the library's indexBar(slots:), which has its own UIKit-reference tests.
"""
import json
import subprocess
import sys

from recipes import read_recipes

SLOTS = list(range(1, 31)) + [40, 51, 54, 60]

binary, made, out, names = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
recipes = read_recipes(made)
expected = {}
for name in names:
    arguments = list(recipes[name])
    if "--index-slots" in arguments:
        at = arguments.index("--index-slots")
        del arguments[at:at + 2]
    expected[name] = {}
    for slots in SLOTS:
        result = subprocess.run([binary, "sort-contacts", "--format", "json", "--index-slots", str(slots)] + arguments,
                                check=True, capture_output=True, text=True)
        document = json.loads(result.stdout)
        expected[name][str(slots)] = [list(pair) for pair in
                                      zip(document["sectionIndexTitles"], document["indexTitleSections"])]
with open(out, "w", encoding="utf-8") as file:
    json.dump(expected, file, ensure_ascii=False)
