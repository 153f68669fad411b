#!/usr/bin/env python3
"""Checks `compare --format html` pages in headless Chromium over the DevTools protocol.

Usage (normally through check-compare-html.sh, which writes the pages):
    check_compare_html.py --chromium /usr/bin/chromium [--screenshots DIR] [--shoot NAMES] PAGE.html ...

Python's standard library only; the browser plumbing (Chromium over --remote-debugging-pipe, a tab with
input and screenshot helpers, the collection of script errors and network requests) is check_html.py's.

For every page, at a phone viewport (390x844) and a desktop one (1280x800), it asserts:
  - the page loads with no script error, console error or network request, and holds no http(s) URL;
  - <html lang="en">; only the page's own script element; the page itself never scrolls sideways (wide
    tables scroll in their own frames);
  - the index overview has one row per locale (as many as the summary and the records table name), the
    same number of cells in each, and every title's cells sit in one column: the same left and right edges
    in every row (unless the locales order it differently, e.g. tr's Ö after O and sv's after Z: then every
    one of its cells is marked as placed elsewhere); a cell marked as only-this-locale's holds a title no
    other row has, and looks different;
    every title cell carries its row's lang, and right-to-left locales' cells dir="auto";
  - records rows are 32px high (the height the lazily rendered blocks are estimated with); above 5,000
    records the rows are in blocks with content-visibility: auto, and the frame is as tall as its rows;
  - "Show only differences", ticked with a real mouse click, hides exactly the rows not marked as
    differing (and, scrolled to the end, shows a differing row, not an empty frame), says so beside it,
    and unticked shows every row again;
  - the records header row sticks to the top of its frame when the rows scroll under it, and the name
    column to the start when they scroll sideways (a frame too small to scroll is made small for this);
    so does the overview's locale column;
  - nothing overlaps: the page's parts follow each other, cells of a row do not overlap, and text stays
    inside its box (only a record's name may be cut short, with an ellipsis);
  - the summary's Index bar column shows each locale's bar; no locale code breaks over two lines; every
    records header cell and the page's header fit; a differing record's "Differs" cell (third, beside the
    name) shows in the records frame with the first locale that differs (issue 43);
  - every pair of locales lists its moves with positions (or says the order is the same);
  - in print media nothing is sticky or fixed, no table sits in a scroll frame and the contents links are
    not printed; the pages listed in --print are also printed to PDF (Page.printToPDF, A4), with PNGs of
    the first two pages (pdftoppm) when it is installed.
Exit status 0 when every check passes, 1 otherwise.
"""

import argparse
import json
import os
import subprocess
import sys
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_html import Browser, Page, ProtocolError  # noqa: E402  (the shared Chromium machinery)

VIEWPORTS = [
    {"name": "phone", "width": 390, "height": 844, "mobile": True},
    {"name": "desktop", "width": 1280, "height": 800, "mobile": False},
]

# Runs in the page: facts about the layout, as JSON-able values.
PAGE_HELPERS = r"""
window.__compare = {
  rect(element) {
    const r = element.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
  },
  // Not display: none, nor in something that is (the records table itself is never hidden).
  shown(element) {
    for (let e = element; e && e !== document.body && !e.matches("table.records"); e = e.parentElement) {
      if (getComputedStyle(e).display === "none") return false;
    }
    return true;
  },
  // The overview's rows and their title cells (aligned), or title chips (when the titles run on).
  overview() {
    const flow = !!document.querySelector("table.overview.flow");
    const rows = Array.from(document.querySelectorAll("table.overview tr.locale-row"));
    return rows.map(row => ({
      locale: row.querySelector("th code") ? row.querySelector("th code").textContent : null,
      flow,
      cells: Array.from(row.querySelectorAll(flow ? "td > span.title" : "td")).map(td => {
        const t = td.querySelector(".t");
        return { title: t ? t.textContent : null, classes: td.className, lang: td.getAttribute("lang"),
                 dir: td.getAttribute("dir"), background: getComputedStyle(td).backgroundColor,
                 ...this.rect(td) };
      }),
    }));
  },
  // Issue 43: the summary shows each bar; no locale code breaks; the header cells and the page's header fit;
  // a differing record's first visible columns say how it differs.
  readable() {
    const problems = [];
    for (const cell of document.querySelectorAll("table.summary td.bar")) {
      if (!cell.querySelector(".e, .search") || /section titles/.test(cell.textContent))
        problems.push(`the summary's Index bar cell shows no bar: ${JSON.stringify(cell.textContent.slice(0, 40))}`);
    }
    for (const code of document.querySelectorAll("table.records thead th code, table.summary th code, .overview th code")) {
      const range = document.createRange();
      range.selectNodeContents(code);
      const lines = new Set(Array.from(range.getClientRects()).filter(r => r.width > 0).map(r => Math.round(r.top)));
      if (lines.size > 1) problems.push(`locale code ${JSON.stringify(code.textContent)} breaks over ${lines.size} lines`);
    }
    for (const th of document.querySelectorAll("table.records thead th")) {
      if (th.scrollWidth > th.clientWidth + 1 || th.scrollHeight > th.clientHeight + 1)
        problems.push(`records header ${JSON.stringify(th.textContent.slice(0, 30))} does not fit its cell`);
    }
    const header = document.querySelector("body > header");
    if (header && (header.scrollWidth > header.clientWidth + 1 || header.getBoundingClientRect().right > innerWidth + 0.5))
      problems.push("the page's header is wider than the viewport");
    const frame = document.querySelector(".records-scroll");
    const row = document.querySelector("table.records tbody tr.d");
    if (frame && row) {
      const f = frame.getBoundingClientRect(), cell = row.querySelector("td.differs");
      const first = row.querySelector("td.differs .chip, td.differs .flag");
      const shown = first ? first.getBoundingClientRect() : null;
      if (!cell || !shown || cell.getBoundingClientRect().left < f.left || shown.right > f.right)
        problems.push("a differing record's first columns in view do not say how it differs");
    }
    return problems;
  },
  counts() {
    const head = document.querySelectorAll("table.records thead th").length;
    return { summary: document.querySelectorAll("table.summary tbody tr").length,
             recordLocales: Math.max(0, head - 3),
             rows: document.querySelectorAll("table.records tbody tr").length,
             differing: document.querySelectorAll("table.records tbody tr.d").length,
             scripts: document.scripts.length };
  },
  // Rows shown and hidden by the filter, against their class.
  filterState() {
    const rows = Array.from(document.querySelectorAll("table.records tbody tr"));
    let wrongHidden = 0, wrongShown = 0, shown = 0;
    for (const row of rows) {
      const visible = this.shown(row), differs = row.classList.contains("d");
      if (visible) shown++;
      if (differs && !visible) wrongHidden++;
      const filtered = document.querySelector("table.records").classList.contains("only-differences");
      if (filtered && !differs && visible) wrongShown++;
      if (!filtered && !visible) wrongHidden++;
    }
    const status = document.getElementById("records-shown");
    return { shown, wrongHidden, wrongShown, status: status ? status.textContent : null };
  },
  // After scrolling the records frame to its end: the row in the middle of the frame.
  rowAtEnd() {
    const frame = document.querySelector(".records-scroll");
    frame.scrollIntoView({ block: "nearest" });
    frame.scrollTop = frame.scrollHeight;
    return new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => {
      frame.scrollTop = frame.scrollHeight;
      requestAnimationFrame(() => {
        const r = frame.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + 40, r.bottom - 20);
        const row = hit && hit.closest("tbody tr");
        resolve({ differs: !!row && row.classList.contains("d"), hit: hit ? hit.outerHTML.slice(0, 80) : null,
                  scrollTop: frame.scrollTop });
      });
    })));
  },
  // Text that spills out of its box, boxes of a row that overlap, parts of the page that overlap.
  overlaps() {
    const problems = [];
    const parts = Array.from(document.querySelectorAll("body > header, main > section")).map(e => [e, e.getBoundingClientRect()]);
    for (let i = 1; i < parts.length; i++) {
      if (parts[i][1].top < parts[i - 1][1].bottom - 0.5) problems.push(`${parts[i][0].id || "header"} overlaps the part before it`);
    }
    // Within each part, its blocks (heading, notes, toolbar, frames, pairs) follow each other too.
    for (const parent of document.querySelectorAll("main > section, #order .pairs, #order details.pair[open], body > header")) {
      const blocks = Array.from(parent.children).filter(e => this.shown(e) && e.getBoundingClientRect().height > 0);
      for (let i = 1; i < blocks.length; i++) {
        const above = blocks[i - 1].getBoundingClientRect(), below = blocks[i].getBoundingClientRect();
        if (below.top < above.bottom - 0.5)
          problems.push(`${blocks[i].tagName}.${blocks[i].className} overlaps the ${blocks[i - 1].tagName} above it by ${(above.bottom - below.top).toFixed(1)}px`);
      }
    }
    // Every locale's row; the first 300 rows of the other tables (a long list's later blocks are not laid
    // out, and tens of thousands of moves would take minutes to measure).
    const rows = Array.from(document.querySelectorAll("table")).flatMap(table =>
      Array.from(table.querySelectorAll("tr")).slice(0, table.matches(".overview") ? undefined : 301));
    for (const row of rows) {
      if (!this.shown(row) || row.getBoundingClientRect().height === 0) continue;
      const cells = Array.from(row.children).map(c => c.getBoundingClientRect());
      const record = row.closest("table.records");
      for (let i = 1; i < cells.length; i++) {
        const a = cells[i - 1], b = cells[i];
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
          problems.push(`cells ${i - 1} and ${i} of a row overlap: ${row.textContent.slice(0, 60)}`);
        // A record row is one line of cells, left to right.
        if (record && (Math.abs(a.top - b.top) > 0.5 || b.left < a.right - 0.5))
          problems.push(`cells ${i - 1} and ${i} of a record row are not side by side: ${row.textContent.slice(0, 60)}`);
      }
    }
    const texts = Array.from(document.querySelectorAll("h1, h2, p, summary, label, .toc a, .key"))
      .concat(rows.flatMap(row => Array.from(row.children)));
    for (const element of texts) {
      if (!this.shown(element) || !element.textContent.trim()) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (style.overflowX !== "visible") {
        // Only a record's name may be cut short (with an ellipsis), and what differs (with an ellipsis and the
        // whole in its title: every locale's section is in its own column too); numbers and titles must fit.
        const name = element.matches("table.records tbody th");
        const differs = element.matches("table.records td.differs") && element.title.length > 0;
        if (element.scrollWidth > element.clientWidth + 1 && !((name || differs) && style.textOverflow === "ellipsis"))
          problems.push(`text is cut: ${element.tagName} ${JSON.stringify(element.textContent.slice(0, 60))}`);
        continue;
      }
      // A glyph box may be taller than the line (ascent + descent > line-height): allow for that vertically.
      // Text folded away in a closed <details> is not on the page.
      const slack = parseFloat(style.fontSize) * 0.3;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      spill: for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const details = node.parentElement.closest("details:not([open])");
        if (details && element.contains(details) && !node.parentElement.closest("summary")) continue;
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width < 0.5) continue;
          if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - slack || r.bottom > box.bottom + slack) {
            problems.push(`text spills out of its box: ${element.tagName} ${JSON.stringify(element.textContent.slice(0, 60))}`);
            break spill;
          }
        }
      }
    }
    if (document.documentElement.scrollWidth > innerWidth + 1)
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide in ${innerWidth}px`);
    return problems;
  },
  // A frame's sticky row (or column) after scrolling it: does it stay at the frame's edge, on top?
  sticky(frameSelector, stickySelector, axis) {
    const frame = document.querySelector(frameSelector);
    if (!frame) return { skip: "no frame " + frameSelector };
    const scrollable = axis === "y" ? frame.scrollHeight - frame.clientHeight : frame.scrollWidth - frame.clientWidth;
    if (scrollable < 60) {
      // Too small to scroll: make the frame smaller than its table.
      if (axis === "y") frame.style.maxHeight = Math.max(70, frame.scrollHeight - 100) + "px";
      else frame.style.width = Math.max(200, frame.scrollWidth - 200) + "px";
    }
    const element = frame.querySelector(stickySelector);
    if (!element) return { skip: "no " + stickySelector };
    if (axis === "y") frame.scrollTop = Math.min(frame.scrollHeight - frame.clientHeight, 200);
    else frame.scrollLeft = Math.min(frame.scrollWidth - frame.clientWidth, 200);
    const moved = axis === "y" ? frame.scrollTop : frame.scrollLeft;
    const f = frame.getBoundingClientRect(), e = element.getBoundingClientRect();
    const edge = axis === "y" ? f.top + frame.clientTop : f.left + frame.clientLeft;
    const at = axis === "y" ? e.top : e.left;
    const hit = document.elementFromPoint(axis === "y" ? Math.min(e.left + 20, f.right - 5) : e.left + 10,
                                          axis === "y" ? e.top + 8 : Math.max(e.top + 8, f.top + 8));
    const result = { moved, edge, at, onTop: !!hit && element.contains(hit), hit: hit ? hit.outerHTML.slice(0, 80) : null,
                     position: getComputedStyle(element).position };
    frame.scrollTop = 0; frame.scrollLeft = 0; frame.style.maxHeight = ""; frame.style.width = "";
    return result;
  },
  moves() {
    return Array.from(document.querySelectorAll("#order .pair")).map(pair => ({
      same: pair.classList.contains("same"), text: pair.textContent.slice(0, 80),
      rows: pair.querySelectorAll("tbody tr").length,
      positions: Array.from(pair.querySelectorAll("tbody td.num:nth-of-type(2)")).every(td => /^\d+ → \d+$/.test(td.textContent)),
    }));
  },
  // The lang of each record row's section cells, as distinct sequences (the first 200 rows).
  recordLangs() {
    const rows = Array.from(document.querySelectorAll("table.records tbody tr")).slice(0, 200);
    return Array.from(new Set(rows.map(r => JSON.stringify(Array.from(r.querySelectorAll("td[lang]")).map(td => td.getAttribute("lang"))))));
  },
  // A long list: its blocks, how they are laid out, and whether the frame is as tall as its rows.
  blocks() {
    const blocks = document.querySelectorAll("table.records tbody.block");
    const frame = document.querySelector(".records-scroll"), head = document.querySelector("table.records thead");
    const rows = document.querySelectorAll("table.records tbody tr").length;
    return { large: document.body.classList.contains("large"), count: blocks.length,
             visibility: blocks.length ? getComputedStyle(blocks[blocks.length - 1]).contentVisibility : null,
             height: frame.scrollHeight - head.offsetHeight, expected: rows * 32 };
  },
  rowHeights() {
    return Array.from(document.querySelectorAll("table.records tbody tr")).slice(0, 40).map(r => r.getBoundingClientRect().height);
  },
};
true
"""


def check_page(page, path, viewport, failures, screenshot_dir):
    name = f"{os.path.basename(path)} @ {viewport['name']}"

    def fail(message):
        failures.append(f"{name}: {message}")

    with open(path, encoding="utf-8") as file:
        source = file.read()
    if "http://" in source or "https://" in source:
        fail("the page holds an http(s) URL")

    url = "file://" + urllib.parse.quote(os.path.abspath(path))
    page.open(url, viewport)
    page.evaluate(PAGE_HELPERS)

    if page.evaluate("document.documentElement.lang") != "en":
        fail("<html lang> is not en")
    for problem in page.evaluate("__compare.readable()"):
        fail(problem)
    counts = page.evaluate("__compare.counts()")
    if counts["scripts"] != 1:
        fail(f"{counts['scripts']} script elements: input text became markup")

    # The overview: a row per locale, titles in columns.
    rows = page.evaluate("__compare.overview()")
    if not rows:
        fail("no index overview rows")
        return
    if not (len(rows) == counts["summary"] == counts["recordLocales"]):
        fail(f"{len(rows)} overview rows, {counts['summary']} summary rows, {counts['recordLocales']} locale columns")
    flow = rows[0]["flow"]
    widths = {len(row["cells"]) for row in rows}
    if not flow and len(widths) != 1:
        fail(f"overview rows have different numbers of cells: {sorted(widths)}")
    columns = {}
    for row in rows:
        for cell in row["cells"]:
            if cell["title"] is not None:
                columns.setdefault(cell["title"], []).append((row["locale"], cell))
    # A title sits in one column in every row, unless the locales place it differently (tr's Ö after O, sv's
    # after Z): then it takes a column in each place, and each of its cells says so.
    misaligned = []
    for title, cells in columns.items():
        places = {(round(c["left"]), round(c["right"])) for _, c in cells} if not flow else {0}
        marked = ["elsewhere" in c["classes"].split() for _, c in cells]
        if len(places) > 1 and not all(marked):
            misaligned.append(title)
        if len(places) == 1 and any(marked):
            fail(f"{title!r} is marked as placed elsewhere but sits in one column")
        if len(places) > 1:
            # Placed apart only when two locales order it differently against a title both have.
            orders = [[c["title"] for c in row["cells"] if c["title"] is not None] for row in rows]
            orders = [order for order in orders if title in order]
            def conflict(a, b):
                before_a = set(a[:a.index(title)])
                after_b = set(b[b.index(title) + 1:])
                return bool(before_a & after_b)
            if not any(conflict(a, b) for a in orders for b in orders):
                fail(f"{title!r} takes {len(places)} columns though every locale orders it alike")
    if misaligned:
        fail(f"titles not in one column across the locale rows: {misaligned[:8]}")
    for index in range(min(widths) if not flow else 0):
        lefts = [row["cells"][index]["left"] for row in rows]
        if max(lefts) - min(lefts) > 0.5:
            fail(f"overview column {index} is not straight: {lefts}")
            break
    # Titles that run on read in order: left to right, line by line, none over another.
    for row in rows if flow else []:
        for before, after in zip(row["cells"], row["cells"][1:]):
            same_line = abs(after["top"] - before["top"]) < 1
            if (same_line and after["left"] < before["right"] - 0.5) or (not same_line and after["top"] < before["bottom"] - 0.5):
                fail(f"in the {row['locale']} row, {after['title']!r} is not after {before['title']!r}")
                break
    plain = {c["background"] for row in rows for c in row["cells"] if c["title"] is not None and c["classes"] == "title"}
    for title, cells in columns.items():
        for locale, cell in cells:
            unique = "unique" in cell["classes"].split()
            if unique != (len(cells) == 1 and len(rows) > 1):
                fail(f"{title!r} in {locale}: marked unique={unique}, but {len(cells)} of {len(rows)} rows have it")
            if unique and cell["background"] in plain:
                fail(f"{title!r} in {locale} is marked as only this locale's but looks like any other title")
            if cell["lang"] != locale:
                fail(f"{title!r} in the {locale} row has lang={cell['lang']!r}")
            if locale and locale.split("-")[0] in ("ar", "he", "fa", "ur") and cell["dir"] != "auto":
                fail(f"{title!r} in the {locale} row has no dir=auto")

    locales = [row["locale"] for row in rows]
    for sequence in page.evaluate("__compare.recordLangs()"):
        if json.loads(sequence) != locales:
            fail(f"a record row's section cells are in the locales {json.loads(sequence)}, the overview's are {locales}")
    heights = page.evaluate("__compare.rowHeights()")
    if any(abs(h - 32) > 0.5 for h in heights):
        fail(f"record rows are not 32px high: {sorted(set(heights))[:5]}")

    blocks = page.evaluate("__compare.blocks()")
    if blocks["large"]:
        if blocks["count"] < 2 or blocks["visibility"] != "auto":
            fail(f"a long list is not in lazily rendered blocks: {blocks}")
        if abs(blocks["height"] - blocks["expected"]) > blocks["expected"] * 0.01 + 2:
            fail(f"the records frame scrolls {blocks['height']:.0f}px for {blocks['expected']}px of rows")
    elif counts["rows"] > 5000:
        fail(f"{counts['rows']} records but the page is not laid out as a long list")

    # The filter, with a real click.
    has_filter = page.evaluate("!!document.getElementById('only-differences')")
    if 0 < counts["differing"] < counts["rows"] and not has_filter:
        fail("no 'show only differences' box though some records differ and some do not")
    if has_filter:
        state = page.evaluate("__compare.filterState()")
        if state["shown"] != counts["rows"] or state["wrongHidden"]:
            fail(f"before filtering, {state['shown']} of {counts['rows']} rows shown")
        box = page.evaluate("""(() => { const b = document.getElementById('only-differences');
            b.scrollIntoView({ block: 'center' }); const r = b.getBoundingClientRect();
            return { x: r.left + r.width / 2, y: r.top + r.height / 2, hidden: b.parentNode.hidden }; })()""")
        if box["hidden"]:
            fail("the filter box is still hidden after the script ran")
        page.settle()
        page.click(box["x"], box["y"])
        state = page.evaluate("__compare.filterState()")
        if not page.evaluate("document.getElementById('only-differences').checked"):
            fail("a click did not tick the filter box")
        if state["shown"] != counts["differing"] or state["wrongShown"] or state["wrongHidden"]:
            fail(f"filtered: {state['shown']} rows shown, {counts['differing']} differ; "
                 f"{state['wrongShown']} same rows shown, {state['wrongHidden']} differing rows hidden")
        if f"{counts['differing']:,}" not in (state["status"] or "") or "differ" not in (state["status"] or ""):
            fail(f"the count beside the filter says {state['status']!r}")
        end = page.evaluate("__compare.rowAtEnd()")
        if not end["differs"]:
            fail(f"filtered and scrolled to the end, the frame shows no differing row: {end}")
        if screenshot_dir:
            page.evaluate("document.getElementById('records').scrollIntoView()")
            page.settle()
            page.screenshot(os.path.join(screenshot_dir, f"{base_name(path)}-{viewport['name']}-filtered.png"))
        box = page.evaluate("""(() => { const b = document.getElementById('only-differences');
            b.scrollIntoView({ block: 'center' }); const r = b.getBoundingClientRect();
            return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; })()""")
        page.settle()
        page.click(box["x"], box["y"])
        if page.evaluate("document.getElementById('only-differences').checked"):
            fail("a second click did not untick the filter box")
        state = page.evaluate("__compare.filterState()")
        if state["shown"] != counts["rows"] or state["wrongHidden"]:
            fail(f"unfiltered again, {state['shown']} of {counts['rows']} rows shown")

    # Sticky header row and first columns.
    page.evaluate("window.scrollTo(0, 0)")
    for frame, element, axis, what in [
        (".records-scroll", "thead", "y", "records header row"),
        (".records-scroll", "tbody tr th", "x", "records name column"),
        (".records-scroll", "thead th", "x", "records corner cell"),
        (".overview", "tr.locale-row th", "x", "overview locale column"),
    ]:
        if frame == ".overview" and flow:
            continue  # the titles run on: nothing to scroll sideways
        selector = frame if frame != ".overview" else "div.scroll:has(> table.overview)"
        page.evaluate(f"document.querySelector({json.dumps(selector)}).scrollIntoView({{ block: 'start' }})")
        page.settle()
        result = page.evaluate(f"__compare.sticky({json.dumps(selector)}, {json.dumps(element)}, {json.dumps(axis)})")
        if "skip" in result:
            fail(f"{what}: {result['skip']}")
            continue
        if result["moved"] < 20:
            fail(f"{what}: the frame could not be scrolled ({result})")
        elif abs(result["at"] - result["edge"]) > 1 or not result["onTop"]:
            fail(f"{what} does not stick: {result}")

    # Folded lists of moves too: unfolded, they must read as well.
    page.evaluate("document.querySelectorAll('details.pair:not([open])').forEach(d => { d.open = true; }); window.scrollTo(0, 0)")
    page.settle()
    for problem in page.evaluate("__compare.overlaps()"):
        fail(problem)

    pairs = page.evaluate("__compare.moves()")
    if counts["recordLocales"] > 1 and not pairs:
        fail("no order differences listed")
    for pair in pairs:
        if not pair["same"] and (pair["rows"] == 0 or not pair["positions"]):
            fail(f"a pair lists no moves with positions: {pair['text']!r}")

    for problem in page.problems():
        fail(problem)

    if screenshot_dir:
        shoot(page, url, path, viewport, screenshot_dir)
        for problem in page.problems():
            fail(problem)


def base_name(path):
    return os.path.splitext(os.path.basename(path))[0]


def shoot(page, url, path, viewport, folder):
    base = f"{base_name(path)}-{viewport['name']}"
    for scheme in ("light", "dark"):
        page.open(url, dict(viewport, scale=2 if viewport["mobile"] else 1), scheme=scheme)
        page.screenshot(os.path.join(folder, f"{base}-{scheme}.png"))
    page.open(url, dict(viewport, scale=2 if viewport["mobile"] else 1))
    for part in ("summary", "records", "order"):
        page.evaluate(f"document.getElementById({json.dumps(part)}).scrollIntoView()")
        page.settle()
        page.screenshot(os.path.join(folder, f"{base}-{part}.png"))
    # The overview scrolled sideways: the locale column held.
    page.evaluate("""(() => { const f = document.querySelector('div.scroll:has(> table.overview)'); window.scrollTo(0, 0);
        f.scrollLeft = (f.scrollWidth - f.clientWidth) * 0.45; })()""")
    page.settle()
    page.screenshot(os.path.join(folder, f"{base}-overview-scrolled.png"))
    # The records scrolled down and sideways: the header row and name column held.
    page.evaluate("""(() => { const f = document.querySelector('.records-scroll'); document.getElementById('records').scrollIntoView();
        f.scrollTop = 100; f.scrollLeft = 120; })()""")
    page.settle()
    page.screenshot(os.path.join(folder, f"{base}-records-scrolled.png"))


PRINT_FACTS = r"""
(() => {
  const pinned = [];
  for (const element of document.querySelectorAll("body *")) {
    const style = getComputedStyle(element);
    if ((style.position === "fixed" || style.position === "sticky") && element.getClientRects().length)
      pinned.push(element.tagName + "." + element.className + " " + style.position);
  }
  const clipped = Array.from(document.querySelectorAll(".scroll, .records-scroll")).filter(frame => {
    const style = getComputedStyle(frame);
    return style.overflowX !== "visible" || style.overflowY !== "visible" || style.maxHeight !== "none";
  }).map(frame => frame.className);
  const toc = document.querySelector(".toc");
  return { pinned: pinned.slice(0, 5), clipped, tocShown: !!toc && getComputedStyle(toc).display !== "none" };
})()
"""


def check_print(page, path, failures, folder):
    """In print media nothing is sticky or fixed and no table is in a scroll frame; printed to PDF (and PNGs)."""
    name = f"{os.path.basename(path)} printed"
    facts = page.in_print_media(path, VIEWPORTS[-1], PRINT_FACTS)
    if facts["pinned"]:
        failures.append(f"{name}: sticky or fixed in print: {facts['pinned']}")
    if facts["clipped"]:
        failures.append(f"{name}: tables in scroll frames in print: {facts['clipped']}")
    if facts["tocShown"]:
        failures.append(f"{name}: the contents links are printed")
    if folder:
        page.print_pdf(os.path.join(folder, base_name(path) + "-print.pdf"), png_pages=2)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--screenshots", help="folder for PNGs of the pages listed in --shoot")
    parser.add_argument("--shoot", default="", help="comma-separated page file names (without .html) to screenshot")
    parser.add_argument("--print", dest="printed", default="", help="comma-separated page file names to print to PDF")
    parser.add_argument("pages", nargs="+")
    arguments = parser.parse_args()
    shoot_these = set(filter(None, arguments.shoot.split(",")))
    printed = set(filter(None, arguments.printed.split(",")))
    if arguments.screenshots:
        os.makedirs(arguments.screenshots, exist_ok=True)

    failures = []
    browser = Browser(arguments.chromium)
    try:
        print(f"check_compare_html: {browser.send('Browser.getVersion').get('product')}")
        page = Page(browser)
        for path in arguments.pages:
            before = len(failures)
            for viewport in VIEWPORTS:
                try:
                    check_page(page, path, viewport, failures,
                               arguments.screenshots if base_name(path) in shoot_these else None)
                except ProtocolError as error:
                    failures.append(f"{os.path.basename(path)} @ {viewport['name']}: {error}")
            try:
                check_print(page, path, failures,
                            arguments.screenshots if base_name(path) in printed else None)
            except (ProtocolError, subprocess.CalledProcessError) as error:
                failures.append(f"{os.path.basename(path)} printed: {error}")
            print(f"{'ok  ' if len(failures) == before else 'FAIL'} {os.path.basename(path)}")
    finally:
        browser.close()

    for failure in failures:
        print(f"  {failure}", file=sys.stderr)
    if failures:
        print(f"check_compare_html: {len(failures)} failure(s)", file=sys.stderr)
        return 1
    print("check_compare_html: all pages pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
