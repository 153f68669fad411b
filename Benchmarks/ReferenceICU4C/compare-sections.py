#!/usr/bin/env python3
"""Compares the sections of `localized-index sort-contacts --format json` with the reading peer's, name by name.

    compare-sections.py OURS.json PEER.json [--examples N]

OURS.json is `sort-contacts --other-scripts group --format json` (uikit style), PEER.json the reading peer's
full output for the same file (`reference-index-readings --readings --reading-column phonetic`, with
`--add-labels en` where the package's layout adds A–Z). The two name their sections differently, so the
peer's labels are mapped to ours first: ICU's `…` buckets (underflow, inflow, overflow: names in scripts the
index has no letters for) are our `#`, a Traditional Chinese stroke bucket `N劃` is our `N 畫` (`25 畫以上`
from 25 strokes on). Prints one line: the names placed in another section, and the names placed in the same
section but in another order (each section's names both sides put there, compared position by position);
then up to N examples of each, with the section on each side.
"""

import argparse
import collections
import json
import re
import sys


def ours(path):
    """[(section title, [names in order])] of sort-contacts' JSON."""
    with open(path, encoding="utf-8") as file:
        document = json.load(file)
    sections = []
    for section in document["sections"]:
        names = [record.get("display", record.get("name")) for record in section["records"]]
        sections.append((section["title"], names))
    return sections


def peer_title(label, kind):
    """The title of our section that a peer bucket corresponds to."""
    if kind != "normal":
        return "#"
    strokes = re.fullmatch(r"(\d+)劃", label)
    if strokes:
        count = int(strokes.group(1))
        return "25 畫以上" if count >= 25 else f"{count} 畫"
    return label


def peer(path):
    """[(our section title, [names in order])] of the reference program's JSON; buckets that map to one
    title are joined in bucket order."""
    with open(path, encoding="utf-8") as file:
        document = json.load(file)
    joined = collections.OrderedDict()
    for section in document["sections"]:
        joined.setdefault(peer_title(section["label"], section["type"]), []).extend(section["items"])
    return list(joined.items())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("ours")
    parser.add_argument("peer")
    parser.add_argument("--examples", type=int, default=3)
    options = parser.parse_args()
    mine, theirs = ours(options.ours), peer(options.peer)

    # Section by name, as a multiset: a name may be in the list more than once.
    def placements(sections):
        found = collections.defaultdict(list)
        for title, names in sections:
            for name in names:
                found[name].append(title)
        return found

    placed_mine, placed_theirs = placements(mine), placements(theirs)
    moved = []
    for name in sorted(set(placed_mine) | set(placed_theirs)):
        a, b = sorted(placed_mine.get(name, [])), sorted(placed_theirs.get(name, []))
        if a != b:
            moved.append((name, a, b))
    moved_count = sum(max(len(a), len(b)) for _, a, b in moved)

    # Order within a section: the names both put there, in each one's order.
    reordered, reordered_count = [], 0
    theirs_by_title = dict(theirs)
    for title, names in mine:
        other = theirs_by_title.get(title, [])
        common = collections.Counter(names) & collections.Counter(other)

        def kept(sequence):
            left = collections.Counter(common)
            out = []
            for name in sequence:
                if left[name] > 0:
                    left[name] -= 1
                    out.append(name)
            return out

        x, y = kept(names), kept(other)
        differing = [i for i in range(len(x)) if x[i] != y[i]]
        if differing:
            reordered_count += len(differing)
            first = differing[0]
            reordered.append((title, x[first], y[first], len(differing)))

    total = sum(len(names) for _, names in mine)
    print(f"{total} names: {moved_count} in another section, {reordered_count} in another order "
          f"({len(reordered)} sections)")
    pairs = collections.Counter()
    for _, a, b in moved:
        for x, y in zip(a + ["—"] * (len(b) - len(a)), b + ["—"] * (len(a) - len(b))):
            if x != y:
                pairs[(x, y)] += 1
    if pairs:
        print("  moved, ours → peer: " + ", ".join(f"{x} → {y}: {n}" for (x, y), n in pairs.most_common(8)))
    for name, a, b in moved[:options.examples]:
        print(f"  section: {name}: ours {', '.join(a) or '—'}; peer {', '.join(b) or '—'}")
    for title, x, y, count in reordered[:options.examples]:
        print(f"  order in {title}: ours has {x} where the peer has {y} ({count} positions)")


if __name__ == "__main__":
    sys.exit(main())
