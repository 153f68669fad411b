#!/usr/bin/env python3
"""Checks `sort-contacts --format html` pages in headless Chromium over the DevTools protocol.

Usage (normally through check-html.sh, which builds the pages):
    check_html.py --chromium /usr/bin/chromium [--screenshots DIR] LOCALE=PAGE.html ...

Python's standard library only: Chromium is started with --remote-debugging-pipe and spoken to over
file descriptors 3 and 4 (NUL-separated JSON), so no websocket client is needed.

For every page, at a phone viewport (390x844) and a short landscape one (844x390), it asserts:
  - the page loads with no script error, console error or network request, and holds no http(s) URL;
  - <html lang> is the locale and dir is rtl for Arabic/Hebrew/Persian/Urdu, ltr otherwise;
  - the index bar is on the trailing edge (left for rtl), inside the viewport, its entries do not
    overlap each other, and it overlaps no list text (names, details, section and page headers);
  - every entry's link leads where the rule says: its section when on the page, else the nearest
    section before it, else after it, else the top (the search entry: the top);
  - clicking every entry (a real mouse press) brings its section header to the top of the viewport (on a
    bullet, the header of one of the titles it stands for; a finger along a bullet goes from the first of
    them at its top to the last at its bottom);
  - dragging along the bar with the mouse, and with a finger (touch events), jumps at every entry;
  - Enter on a focused entry and the arrow keys jump too;
  - a section header is position: sticky and stays at the top while its section scrolls under it;
  - the bar was fitted to the viewport: every entry at least 12 px tall, the entries those the page's
    localizedIndexFitBar gives for the slots that fit (and, where --fit-expectations has that page and
    slot count, the library's indexBar(slots:) as `sort-contacts --index-slots N --format json` gives it);
    a tap (touch events) at every entry's centre brings its section to the top; a rotation (the viewport
    turned, Emulation.setDeviceMetricsOverride) refits the bar.
Pages listed in --desktop are also checked at 1280x800. With --fit-expectations, the page's
localizedIndexFitBar(data, N) must equal the library's bar for every page and slot count listed. With
--print NAME, that page is printed to PDF (Page.printToPDF, A4) and checked: in print media no index bar
and nothing fixed or sticky; in the PDF (pdftotext -bbox-layout) every section heading has a name under it
in its column on the same page, and the list is in more than one column.
--jobs N browsers check pages at once (default 4: the checks mostly wait on the browser's frames).

The search field (issue 42): with --search-expectations (expected_search.py's JSON: the library's results
of `localized-index search --format json` for queries taken from each listed page's names), each query is
typed into the page's field (a real click, then key events), and the rows shown, compared as a multiset of
names, must be the records the library found; the sections shown theirs; the index bar the library's bar of
the results (before fitting), fitted as the page fits; the no-match line shown exactly when nothing is.
Escape, and Backspace down to an empty field, must bring back every row, section and the bar as loaded; a
query without a letter shows everything; after one query every entry of the filtered bar is clicked and
must land. Where the bar has {search}, a click, a tap and Enter on it must focus the field. With
--search-timing PAGE, that page (10,000 names) is filtered keystroke by keystroke after every other check,
alone, and the median time of localizedIndexFilter (performance.now() around it) must be at most 16 ms.
Exit status 0 when every check passes, 1 otherwise.
"""

import collections

import argparse
import base64
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import urllib.parse

RTL_LANGUAGES = {"ar", "he", "iw", "fa", "ur"}
VIEWPORTS = [
    {"name": "phone", "width": 390, "height": 844, "mobile": True},
    {"name": "landscape", "width": 844, "height": 390, "mobile": True},
]
DESKTOP = {"name": "desktop", "width": 1280, "height": 800, "mobile": False}
MIN_ENTRY_HEIGHT = 12
# On a desktop the bar has room for entries as tall as iOS's (issue 43).
MIN_DESKTOP_ENTRY_HEIGHT = 15

# The scripts of each checked locale's own section titles (its layout's, written here by hand from
# CollationData/Layouts and ICU's index characters): the letters of any other script were added to the list
# (--other-scripts auto) and get a heading with the script's name (issue 43).
OWN_SCRIPTS = {"ja": {"Latn", "Hira", "Kana", "Hani"}, "ko": {"Latn", "Hang", "Hani"}, "zh": {"Latn", "Hani", "Bopo"},
               "ar": {"Latn", "Arab"}, "sv": {"Latn"}, "en": {"Latn"}}
COMMON_SCRIPTS = {"Zyyy", "Zinh", "Zzzz"}


class ProtocolError(Exception):
    pass


class Browser:
    """Headless Chromium driven over --remote-debugging-pipe."""

    def __init__(self, binary):
        self.profile = tempfile.mkdtemp(prefix="check-html-profile-")
        to_chrome_read, to_chrome_write = os.pipe()
        from_chrome_read, from_chrome_write = os.pipe()
        # Out of the way of 3 and 4 before the child moves them there.
        child_in = fcntl.fcntl(to_chrome_read, fcntl.F_DUPFD, 10)
        child_out = fcntl.fcntl(from_chrome_write, fcntl.F_DUPFD, 10)

        def move_pipes():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        arguments = [
            binary, "--headless=new", "--remote-debugging-pipe", "--disable-gpu", "--hide-scrollbars",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--mute-audio",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            f"--user-data-dir={self.profile}", "about:blank",
        ]
        if os.geteuid() == 0:
            arguments.insert(1, "--no-sandbox")
        self.process = subprocess.Popen(
            arguments, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(3, 4), preexec_fn=move_pipes)
        for descriptor in (to_chrome_read, from_chrome_write, child_in, child_out):
            os.close(descriptor)
        self.writer = os.fdopen(to_chrome_write, "wb", buffering=0)
        self.reader = os.fdopen(from_chrome_read, "rb", buffering=0)
        self.next_id = 0
        self.replies = {}
        self.events = []
        self.lock = threading.Condition()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        pending = b""
        while True:
            chunk = self.reader.read(1 << 16)
            if not chunk:
                with self.lock:
                    self.closed = True
                    self.lock.notify_all()
                return
            pending += chunk
            while b"\0" in pending:
                message, pending = pending.split(b"\0", 1)
                data = json.loads(message)
                with self.lock:
                    if "id" in data:
                        self.replies[data["id"]] = data
                    else:
                        self.events.append(data)
                    self.lock.notify_all()

    def send(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.writer.write(json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        with self.lock:
            while self.next_id not in self.replies:
                if getattr(self, "closed", False):
                    raise ProtocolError(f"Chromium exited during {method}")
                remaining = deadline - time.time()
                if remaining <= 0:
                    raise ProtocolError(f"no reply to {method} within {timeout}s")
                self.lock.wait(remaining)
            reply = self.replies.pop(self.next_id)
        if "error" in reply:
            raise ProtocolError(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def wait_event(self, method, session, timeout=30):
        deadline = time.time() + timeout
        with self.lock:
            while True:
                for index, event in enumerate(self.events):
                    if event.get("method") == method and event.get("sessionId") == session:
                        return self.events.pop(index)
                remaining = deadline - time.time()
                if remaining <= 0:
                    raise ProtocolError(f"no {method} within {timeout}s")
                self.lock.wait(remaining)

    def take_events(self, session):
        with self.lock:
            mine = [event for event in self.events if event.get("sessionId") == session]
            self.events = [event for event in self.events if event.get("sessionId") != session]
        return mine

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


class Page:
    """One tab, with the helpers the checks use."""

    def __init__(self, browser):
        self.browser = browser
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.dialogs = []
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.send(f"{domain}.enable")

    def send(self, method, params=None):
        return self.browser.send(method, params, session=self.session)

    def open(self, url, viewport, scheme="light"):
        self.send("Emulation.setDeviceMetricsOverride", {
            "width": viewport["width"], "height": viewport["height"], "deviceScaleFactor": viewport.get("scale", 1),
            "mobile": viewport["mobile"]})
        self.send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        self.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        self.browser.take_events(self.session)
        self.send("Page.navigate", {"url": url})
        deadline = time.time() + 30
        while True:
            try:
                self.browser.wait_event("Page.loadEventFired", self.session, timeout=0.25)
                break
            except ProtocolError:
                if time.time() > deadline:
                    raise
            self.dismiss_dialogs()
        self.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")

    def dismiss_dialogs(self):
        """Closes alert()/confirm() dialogs (which would stop the page) and remembers them as problems."""
        with self.browser.lock:
            dialogs = [event for event in self.browser.events
                       if event.get("method") == "Page.javascriptDialogOpening" and event.get("sessionId") == self.session]
            self.browser.events = [event for event in self.browser.events if event not in dialogs]
        for dialog in dialogs:
            self.dialogs.append(f"a {dialog['params'].get('type')} dialog opened: {dialog['params'].get('message')!r}")
            self.send("Page.handleJavaScriptDialog", {"accept": True})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise ProtocolError(f"script failed: {result['exceptionDetails'].get('exception', {}).get('description', result['exceptionDetails'])}")
        return result["result"].get("value")

    def settle(self):
        self.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")

    def mouse(self, kind, x, y, buttons=1):
        self.send("Input.dispatchMouseEvent", {
            "type": kind, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1,
            "pointerType": "mouse"})

    def click(self, x, y):
        self.mouse("mouseMoved", x, y, buttons=0)
        self.mouse("mousePressed", x, y)
        self.mouse("mouseReleased", x, y, buttons=0)
        self.settle()

    def touch(self, kind, x=None, y=None):
        points = [] if kind in ("touchEnd", "touchCancel") else [{"x": x, "y": y, "id": 1}]
        self.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def key(self, key, code, key_code):
        for kind in ("rawKeyDown", "keyUp"):
            params = {"type": kind, "key": key, "code": code, "windowsVirtualKeyCode": key_code}
            if key == "Enter" and kind == "rawKeyDown":
                self.send("Input.dispatchKeyEvent", params)
                self.send("Input.dispatchKeyEvent", {"type": "char", "key": "Enter", "text": "\r",
                                                     "windowsVirtualKeyCode": 13})
                continue
            self.send("Input.dispatchKeyEvent", params)
        self.settle()

    def type_text(self, text):
        """Types `text` into the focused element a character at a time, as a keyboard does (keydown with the
        character, keyup), then waits for two frames."""
        for character in text:
            params = {"key": character, "text": character, "unmodifiedText": character}
            if character == " ":
                params.update(code="Space", windowsVirtualKeyCode=32)
            self.send("Input.dispatchKeyEvent", dict(params, type="keyDown"))
            self.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": character})
        self.settle()

    def problems(self):
        """Script errors, console errors and network requests since the last call."""
        self.dismiss_dialogs()
        found, self.dialogs = self.dialogs, []
        for event in self.browser.take_events(self.session):
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                found.append(f"script error: {details.get('exception', {}).get('description') or details.get('text')}")
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append(f"console.{params['type']}: {[arg.get('value') for arg in params.get('args', [])]}")
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                found.append(f"log error: {params['entry'].get('text')}")
            elif method == "Network.requestWillBeSent":
                url = params.get("request", {}).get("url", "")
                if not url.startswith(("file:", "data:", "about:")):
                    found.append(f"network request: {url}")
        return found

    def resize(self, viewport):
        self.send("Emulation.setDeviceMetricsOverride", {
            "width": viewport["width"], "height": viewport["height"], "deviceScaleFactor": viewport.get("scale", 1),
            "mobile": viewport["mobile"]})
        self.settle()
        self.settle()

    def in_print_media(self, path, viewport, expression):
        """Opens the page at `path`, evaluates `expression` in print media, and goes back to screen media."""
        self.open("file://" + urllib.parse.quote(os.path.abspath(path)), viewport)
        self.send("Emulation.setEmulatedMedia", {"media": "print"})
        self.settle()
        try:
            return self.evaluate(expression)
        finally:
            self.send("Emulation.setEmulatedMedia", {"media": ""})

    def print_pdf(self, path, png_pages=None):
        """Prints the open page to a PDF at `path`, on the paper and with the margins of its @page rule (A4 without one), and its first `png_pages`
        pages (all when None, none when 0) as PNGs at 60 dpi beside it when pdftoppm is installed."""
        data = self.send("Page.printToPDF", {"paperWidth": 8.27, "paperHeight": 11.69, "preferCSSPageSize": True})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
        if png_pages != 0 and shutil.which("pdftoppm"):
            last = [] if png_pages is None else ["-l", str(png_pages)]
            subprocess.run(["pdftoppm", "-png", "-r", "60"] + last + [path, path[:-4]], check=True)

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))


# Runs in the page: facts about the layout, as JSON-able values.
PAGE_HELPERS = r"""
window.__check = {
  entries() {
    return Array.from(document.querySelectorAll(".index-bar a")).map((a, i) => {
      const r = a.getBoundingClientRect();
      return { i, href: a.getAttribute("href"), section: a.hasAttribute("data-section") ? Number(a.dataset.section) : null,
               kind: a.className, label: a.getAttribute("aria-label"), text: a.textContent,
               hidden: a.hasAttribute("data-hidden") ? JSON.parse(a.dataset.hidden) : null,
               x: r.left + r.width / 2, y: r.top + r.height / 2, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    });
  },
  fitted() {
    const bar = document.querySelector(".index-bar");
    const data = JSON.parse(bar.getAttribute("data-bar"));
    let slots = localizedIndexBarSlots(localizedIndexBarRoom());
    if (data.maxSlots !== null) slots = Math.min(slots, data.maxSlots);
    const want = localizedIndexFitBar(data, slots);
    return { slots, height: localizedIndexBarRoom(), want: want.map(e => [e.title, e.section]),
             got: Array.from(bar.querySelectorAll("a")).map(a => [a.classList.contains("search") ? "{search}" : a.textContent,
                                                                 a.hasAttribute("data-section") ? Number(a.dataset.section) : null]) };
  },
  fit(slots) {
    const data = JSON.parse(document.querySelector(".index-bar").getAttribute("data-bar"));
    return localizedIndexFitBar(data, slots).map(e => [e.title, e.section]);
  },
  present() {
    return Array.from(document.querySelectorAll("main section[id^='section-']")).map(s => Number(s.id.slice(8)));
  },
  bar() {
    const bar = document.querySelector(".index-bar");
    if (!bar) return null;
    const r = bar.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  },
  // The rows in the viewport (their border boxes, which their separator lines span), and the columns
  // the list's rows stand in (distinct left edges).
  rowBoxes() {
    const rows = [];
    for (const row of document.querySelectorAll(".list li")) {
      const r = row.getBoundingClientRect();
      if (r.bottom > 0 && r.top < innerHeight && r.width > 0)
        rows.push({ text: row.textContent.slice(0, 40), left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    }
    return rows;
  },
  // Each section in order: its title, the script heading above it ([code, text]) or null; and each bar
  // entry: its text, its kind, whether a rule stands above it.
  scriptHeadings() {
    return Array.from(document.querySelectorAll("main section.section")).map(section => {
      const heading = section.querySelector(".script-header");
      return [section.querySelector(".section-header").textContent,
              heading ? [heading.getAttribute("data-script"), heading.textContent] : null];
    });
  },
  barRules() {
    return Array.from(document.querySelectorAll(".index-bar li")).map(item => {
      const link = item.querySelector("a");
      return [link.textContent, link.className, item.classList.contains("script-start")];
    });
  },
  textBoxes() {
    const boxes = [];
    for (const element of document.querySelectorAll(".name, .detail, .section-header, .page-header h1, .page-header .count, .page-footer")) {
      if (!element.textContent.trim()) continue;
      const clip = element.getBoundingClientRect(), style = getComputedStyle(element);
      // The box the text may fill (a longer name would reach its edge), then the text itself.
      const left = clip.left + parseFloat(style.paddingLeft), right = clip.right - parseFloat(style.paddingRight);
      if (right > left) boxes.push({ text: element.textContent.slice(0, 40), left, right });
      const range = document.createRange();
      range.selectNodeContents(element);
      for (const r of range.getClientRects()) {
        const left = Math.max(r.left, clip.left), right = Math.min(r.right, clip.right);
        if (right - left > 0.5) boxes.push({ text: element.textContent.slice(0, 40), left, right });
      }
    }
    return boxes;
  },
  // Where the page is scrolled to: the section at the top, its header first (under its script's heading,
  // "Greek", where the section has one), or "top".
  landing(href) {
    if (href === "#top") return { ok: window.scrollY < 1, detail: "scrollY=" + window.scrollY };
    const section = document.getElementById(href.slice(1));
    if (!section) return { ok: false, detail: "no element " + href };
    const header = section.querySelector(".section-header");
    const script = section.querySelector(".script-header");
    const lead = script ? script.getBoundingClientRect() : null;
    const s = section.getBoundingClientRect(), h = header.getBoundingClientRect();
    const hit = document.elementFromPoint((h.left + h.right) / 2, h.top + 3);
    const visible = !!hit && header.contains(hit);
    const leadOK = !lead || (Math.abs(lead.top) < 1.5 && Math.abs(lead.bottom - h.top) < 1.5
                             && document.elementFromPoint(lead.left + 10, 3) === script);
    return { ok: Math.abs(s.top) < 1.5 && Math.abs(h.top - (lead ? lead.height : 0)) < 1.5 && visible && leadOK,
             detail: `section top ${s.top.toFixed(1)}, header top ${h.top.toFixed(1)}, header visible ${visible}` +
                     (lead ? `, script heading ${lead.top.toFixed(1)}-${lead.bottom.toFixed(1)} shown ${leadOK}` : "") +
                     `, scrollY ${window.scrollY}` };
  },
  // Where the page is scrolled to, as one of the given hrefs ({ok, href, detail}).
  landingAny(hrefs) {
    let last = null;
    for (const href of hrefs) {
      last = this.landing(href);
      if (last.ok) return { ok: true, href, detail: last.detail };
    }
    return { ok: false, href: null, detail: last ? last.detail : "no target" };
  },
  scrollAway(href) {
    const max = document.documentElement.scrollHeight - innerHeight;
    window.scrollTo(0, href === "#top" ? max : (window.scrollY > max / 2 ? 0 : max));
    return window.scrollY;
  },
};
true
"""


def expected_href(section, present):
    """The rule, worked out independently of the page's script."""
    if section is None:
        return "#top"
    if section in present:
        return f"#section-{section}"
    before = [p for p in present if p < section]
    after = [p for p in present if p > section]
    if before:
        return f"#section-{max(before)}"
    if after:
        return f"#section-{min(after)}"
    return "#top"


def press_targets(entry, present):
    """Where a press on an entry may lead: its link's target; on a bullet, any title it stands for (the one
    nearest the finger, as iOS does)."""
    if entry.get("hidden"):
        return sorted({expected_href(section, present) for section in entry["hidden"]}, key=lambda href: href)
    return [entry["href"]]


def click_entry(page, entry, present):
    """Scrolls away from where `entry` leads, clicks it and returns where the page landed."""
    page.evaluate(f"__check.scrollAway({json.dumps(entry['href'])})")
    page.settle()
    page.click(entry["x"], entry["y"])
    return page.evaluate(f"__check.landingAny({json.dumps(press_targets(entry, present))})")


def overlaps(a, b):
    return a["left"] < b["right"] - 0.5 and b["left"] < a["right"] - 0.5


def check_fit(page, viewport, fail, expectations):
    """The bar as fitted to this viewport: legible, inside it, and the entries the fitting gives."""
    fitted = page.evaluate("__check.fitted()")
    if fitted["got"] != fitted["want"]:
        fail(f"the bar shows {fitted['got']}, but fitted to {fitted['slots']} slots it is {fitted['want']}")
    library = expectations.get(str(fitted["slots"]))
    if library is not None and fitted["got"] != library:
        fail(f"the bar fitted to {fitted['slots']} slots is {fitted['got']}, the library's indexBar(slots:) is {library}")
    entries = page.evaluate("__check.entries()")
    bar = page.evaluate("__check.bar()")
    least = MIN_DESKTOP_ENTRY_HEIGHT if viewport["name"] == "desktop" else MIN_ENTRY_HEIGHT
    for entry in entries:
        if entry["bottom"] - entry["top"] < least - 0.01:
            fail(f"index entry {entry['text']!r} is {entry['bottom'] - entry['top']:.1f} px tall, under {least}")
            break
    if bar and (bar["top"] < -0.5 or bar["bottom"] > viewport["height"] + 0.5):
        fail(f"the fitted bar does not fit the viewport: top {bar['top']:.1f}, bottom {bar['bottom']:.1f}")
    return fitted


def check_script_headings(page, locale, fail):
    """Above the first section of each script the list's own letters do not include, that script's name in
    the page's language (ICU's, through PyICU: the reference), and nowhere else; a rule in the bar between two
    titles of different scripts. Returns the headings seen."""
    try:
        import icu  # PyICU (python3-icu): check-html.sh runs this file with a Python that has it
    except ImportError:
        fail("the script headings are checked against PyICU: apt-get install -y python3-icu")
        return []
    own = OWN_SCRIPTS[locale.split("-")[0].lower()]
    language = icu.Locale(locale.replace("-", "_"))

    def script(text):
        return icu.Script.getScript(text[0]).getShortName() if text else "Zzzz"

    def group(code):
        return "own" if code in own else "common" if code in COMMON_SCRIPTS else code

    seen, previous = [], "own"
    for title, heading in page.evaluate("__check.scriptHeadings()"):
        code = group(script(title))
        if code not in ("own", "common") and code != previous:
            name = icu.Locale("und_" + code).getDisplayScript(language)
            name = name[:1].upper() + name[1:]  # a heading starts a sentence: ICU's BEGINNING_OF_SENTENCE
            if heading != [code, name]:
                fail(f"section {title!r} starts the {code} sections: its heading is {heading}, ICU's name is {name!r}")
            seen.append(name)
        elif heading is not None and not (heading[0] == "Zzzz" and code == "common" and previous not in ("own", "common")):
            fail(f"section {title!r} ({code}) has a script heading {heading} where no script starts")
        previous = code
    entries = page.evaluate("__check.barRules()")
    for (above, above_kind, _), (below, below_kind, rule) in zip(entries, entries[1:]):
        if above_kind == below_kind == "title":
            # The locale's own letters and `#` (digits, strokes) are one run: no rule between them.
            def run(text):
                return "own" if group(script(text)) == "common" else group(script(text))
            differ = run(above) != run(below)
            if differ != rule:
                fail(f"index bar: {'no ' if differ else 'a '}rule between {above!r} and {below!r}")
    return seen


def check_page(page, locale, path, viewport, failures, screenshot_dir, expectations=None, script_headings=False):
    name = f"{os.path.basename(path)} @ {viewport['name']}"

    def fail(message):
        failures.append(f"{name}: {message}")

    with open(path, encoding="utf-8") as file:
        source = file.read()
    if "http://" in source or "https://" in source:
        fail("the page holds an http(s) URL")

    page.open("file://" + urllib.parse.quote(os.path.abspath(path)), viewport)
    page.evaluate(PAGE_HELPERS)

    language = locale.split("-")[0].lower()
    lang = page.evaluate("document.documentElement.lang")
    direction = page.evaluate("document.documentElement.dir")
    if lang != locale:
        fail(f"lang is {lang!r}, not {locale!r}")
    want_direction = "rtl" if language in RTL_LANGUAGES else "ltr"
    if direction != want_direction:
        fail(f"dir is {direction!r}, not {want_direction!r}")
    scripts = page.evaluate("[document.querySelectorAll('script:not([type])').length, "
                            "document.querySelectorAll('script[type=\"application/json\"]').length, document.scripts.length]")
    if scripts != [1, 1, 2]:
        fail(f"script elements (code, search data, all): {scripts}: input text became markup")

    entries = page.evaluate("__check.entries()")
    present = page.evaluate("__check.present()")
    bar = page.evaluate("__check.bar()")
    width, height = viewport["width"], viewport["height"]
    if not entries or not bar:
        fail("no index bar")
        return

    # Placement and geometry.
    if want_direction == "rtl" and not bar["left"] < width / 2:
        fail(f"rtl page but the index bar is on the right ({bar})")
    if want_direction == "ltr" and not bar["left"] > width / 2:
        fail(f"the index bar is not on the right ({bar})")
    if bar["top"] < -0.5 or bar["bottom"] > height + 0.5:
        fail(f"the index bar does not fit the viewport: top {bar['top']:.1f}, bottom {bar['bottom']:.1f}, height {height}")
    for first, second in zip(entries, entries[1:]):
        if first["bottom"] > second["top"] + 0.5:
            fail(f"index entries {first['text']!r} and {second['text']!r} overlap")
    for entry in entries:
        if entry["right"] - entry["left"] < 1 or entry["bottom"] - entry["top"] < 1:
            fail(f"index entry {entry['text']!r} has no size")
    fitted = check_fit(page, viewport, fail, expectations or {})
    if script_headings:
        check_script_headings(page, locale, fail)
    if viewport["name"] == "desktop":
        # The width used: rows side by side in columns, and none (nor its separator line) under the bar.
        rows = page.evaluate("__check.rowBoxes()")
        if len({round(row["left"]) for row in rows}) < 2:
            fail(f"the list is one column at {width} px wide")
        for row in rows:
            if overlaps(row, bar):
                fail(f"row {row['text']!r} ({row['left']:.1f}-{row['right']:.1f}) and its separator run under the index bar "
                     f"({bar['left']:.1f}-{bar['right']:.1f})")
                break
    for box in page.evaluate("__check.textBoxes()"):
        if overlaps(box, bar):
            fail(f"list text {box['text']!r} ({box['left']:.1f}-{box['right']:.1f}) runs under the index bar ({bar['left']:.1f}-{bar['right']:.1f})")
            break

    # Where each entry leads, by the rule.
    for entry in entries:
        want = expected_href(entry["section"], present)
        if entry["kind"] == "search" and entry["href"] != "#top":
            fail(f"the search entry leads to {entry['href']}, not #top")
        elif entry["href"] != want:
            fail(f"entry {entry['text']!r} (section {entry['section']}) leads to {entry['href']}, expected {want}")
        if not entry["label"]:
            fail(f"entry {entry['text']!r} has no aria-label")

    # A click on every entry.
    for entry in entries:
        landing = click_entry(page, entry, present)
        if not landing["ok"]:
            fail(f"click on {entry['text']!r} ({press_targets(entry, present)}): {landing['detail']}")

    # A tap (a finger down and up) at every entry's centre.
    for entry in entries:
        page.evaluate(f"__check.scrollAway({json.dumps(entry['href'])})")
        page.settle()
        page.touch("touchStart", entry["x"], entry["y"])
        page.touch("touchEnd")
        page.settle()
        landing = page.evaluate(f"__check.landingAny({json.dumps(press_targets(entry, present))})")
        if not landing["ok"]:
            fail(f"tap on {entry['text']!r} ({press_targets(entry, present)}): {landing['detail']}")

    # Along a bullet standing for several titles, a finger goes through them: near its top one of the first,
    # near its bottom one of the last (each pixel of the bullet stands for hidden/height titles; a pixel of
    # slack for rounding).
    bullet = next((entry for entry in entries if entry.get("hidden") and
                   len(set(press_targets(entry, present))) > 1), None)
    if bullet:
        hidden, height = bullet["hidden"], bullet["bottom"] - bullet["top"]
        near_top = hidden[:int(2 / height * len(hidden)) + 1]
        near_bottom = hidden[int((height - 2) / height * len(hidden)):]
        top_hrefs = sorted({expected_href(section, present) for section in near_top})
        bottom_hrefs = sorted({expected_href(section, present) for section in near_bottom})
        page.evaluate("window.scrollTo(0, 0)")
        page.touch("touchStart", bullet["x"], bullet["top"] + 1)
        page.settle()
        at_top = page.evaluate(f"__check.landingAny({json.dumps(top_hrefs)})")
        page.touch("touchMove", bullet["x"], bullet["bottom"] - 1)
        page.settle()
        at_bottom = page.evaluate(f"__check.landingAny({json.dumps(bottom_hrefs)})")
        page.touch("touchEnd")
        page.settle()
        if not at_top["ok"] or not at_bottom["ok"] or (set(top_hrefs).isdisjoint(bottom_hrefs) and at_top["href"] == at_bottom["href"]):
            fail(f"a finger along the bullet after {bullet['i']} entries: near its top {top_hrefs}: {at_top['detail']}; "
                 f"near its bottom {bottom_hrefs}: {at_bottom['detail']}")

    # Dragging with the mouse from the first entry to the last, then back with a finger.
    page.evaluate(f"__check.scrollAway('#top')")
    first = entries[0]
    page.mouse("mouseMoved", first["x"], first["y"], buttons=0)
    page.mouse("mousePressed", first["x"], first["y"])
    for entry in entries:
        page.mouse("mouseMoved", entry["x"], entry["y"])
        page.settle()
        landing = page.evaluate(f"__check.landingAny({json.dumps(press_targets(entry, present))})")
        if not landing["ok"]:
            fail(f"mouse drag over {entry['text']!r} ({entry['href']}): {landing['detail']}")
            break
    page.mouse("mouseReleased", entries[-1]["x"], entries[-1]["y"], buttons=0)
    tracking = page.evaluate("document.querySelector('.index-bar').classList.contains('tracking')")
    if tracking:
        fail("the bar still shows a press after the mouse was released")

    last = entries[-1]
    page.touch("touchStart", last["x"], last["y"])
    for entry in reversed(entries):
        page.touch("touchMove", entry["x"], entry["y"])
        page.settle()
        landing = page.evaluate(f"__check.landingAny({json.dumps(press_targets(entry, present))})")
        if not landing["ok"]:
            fail(f"touch drag over {entry['text']!r} ({entry['href']}): {landing['detail']}")
            break
    page.touch("touchEnd")
    page.settle()

    # The keyboard: Enter on a focused entry, then the down arrow.
    if len(entries) >= 2:
        target = entries[len(entries) // 2]
        page.evaluate(f"__check.scrollAway({json.dumps(target['href'])})")
        page.evaluate(f"document.querySelectorAll('.index-bar a')[{target['i']}].focus()")
        page.key("Enter", "Enter", 13)
        landing = page.evaluate(f"__check.landing({json.dumps(target['href'])})")
        if not landing["ok"]:
            fail(f"Enter on {target['text']!r}: {landing['detail']}")
        following = entries[target["i"] + 1]
        page.key("ArrowDown", "ArrowDown", 40)
        landing = page.evaluate(f"__check.landing({json.dumps(following['href'])})")
        focused = page.evaluate("Array.from(document.querySelectorAll('.index-bar a')).indexOf(document.activeElement)")
        if not landing["ok"] or focused != following["i"]:
            fail(f"ArrowDown from {target['text']!r}: focus on entry {focused}, {landing['detail']}")

    # The sticky header: scroll into the longest section and see its header stay at the top.
    sticky = page.evaluate("""(() => {
      const sections = Array.from(document.querySelectorAll("main section"));
      const section = sections.reduce((a, b) => b.offsetHeight > a.offsetHeight ? b : a);
      const list = section.querySelector("ul");
      const room = list ? list.offsetHeight : 0;
      if (room < 30) return { skip: true };
      window.__stickySection = section;
      // Past the header's own place (under its script's heading, "Greek", where the section has one).
      const lead = section.querySelector(".script-header");
      window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY + (lead ? lead.offsetHeight : 0)
                         + Math.min(room - 10, 30));
      return { skip: false };
    })()""")
    if not sticky["skip"]:
        page.settle()
        sticky = page.evaluate("""(() => {
          const section = window.__stickySection, header = section.querySelector(".section-header");
          const s = section.getBoundingClientRect(), h = header.getBoundingClientRect();
          const hit = document.elementFromPoint(h.left + 10, 3);
          return { skip: false, position: getComputedStyle(header).position, sectionTop: s.top, headerTop: h.top,
                   covered: !!hit && header.contains(hit), title: header.textContent,
                   hit: hit && hit.outerHTML.slice(0, 100) };
        })()""")
    if not sticky["skip"]:
        if sticky["position"] != "sticky":
            fail(f"section header position is {sticky['position']}, not sticky")
        if not (sticky["sectionTop"] < -5 and abs(sticky["headerTop"]) < 1.5 and sticky["covered"]):
            fail(f"section header {sticky['title']!r} does not stick: {sticky}")

    # A rotation: the viewport turned; the bar refits to the new height, and back.
    turned = dict(viewport, width=viewport["height"], height=viewport["width"])
    page.resize(turned)
    refitted = check_fit(page, turned, lambda message: fail(f"after turning to {turned['width']}x{turned['height']}: {message}"),
                         expectations or {})
    if refitted["height"] == fitted["height"]:
        fail(f"turning to {turned['width']}x{turned['height']} did not change the page's height ({refitted['height']})")
    page.resize(viewport)
    check_fit(page, viewport, lambda message: fail(f"after turning back: {message}"), expectations or {})

    for problem in page.problems():
        fail(problem)

    if screenshot_dir and viewport["name"] != "phone":
        base = os.path.splitext(os.path.basename(path))[0]
        page.open("file://" + urllib.parse.quote(os.path.abspath(path)), dict(viewport, scale=2))
        page.screenshot(os.path.join(screenshot_dir, f"{base}-{viewport['name']}.png"))
    if screenshot_dir and viewport["name"] == "phone":
        base = os.path.splitext(os.path.basename(path))[0]
        shots = [("light", None), ("dark", None), ("scrolled", "light")]
        for shot, scheme in shots:
            page.open("file://" + urllib.parse.quote(os.path.abspath(path)), dict(viewport, scale=2),
                      scheme=scheme or shot)
            if shot == "scrolled":
                page.evaluate("(() => { const s = document.querySelectorAll('main section'); const t = s[Math.min(2, s.length - 1)]; window.scrollTo(0, t.offsetTop + 40); })()")
                page.settle()
            page.screenshot(os.path.join(screenshot_dir, f"{base}-{shot}.png"))
        for problem in page.problems():
            fail(problem)


# Runs in the page: what a search shows.
SEARCH_HELPERS = r"""
window.__search = {
  last: undefined,
  // Shown: laid out (display: none on it or an ancestor leaves it no box). The pages checked are not long
  // enough for rows laid out lazily.
  shown(element) { return element.getClientRects().length > 0; },
  state() {
    const rows = Array.from(document.querySelectorAll("main.list li"));
    const sections = Array.from(document.querySelectorAll("main section.section"));
    const noMatch = document.getElementById("search-no-match");
    return {
      rows: rows.length,
      names: rows.filter(li => this.shown(li)).map(li => {
        const name = li.querySelector(".name");
        return name.classList.contains("unnamed") ? "" : name.textContent;
      }),
      sections: sections.filter(s => this.shown(s)).map(s => Number(s.id.slice(8))),
      noMatch: !!noMatch && this.shown(noMatch),
      value: document.getElementById("search-field").value,
      focused: document.activeElement ? document.activeElement.id : null,
      event: this.last === undefined ? "none" : this.last === null ? "restored" : "filtered",
      bar: this.last ? this.last.data.entries.filter(e => e[1] !== "search").map(e => [e[0], e[2]]) : null,
    };
  },
  // The bar shown against the page's fitting of the bar the search made.
  fitted() {
    const data = this.last ? this.last.data : JSON.parse(document.querySelector(".index-bar").getAttribute("data-bar"));
    let slots = localizedIndexBarSlots(localizedIndexBarRoom());
    if (data.maxSlots !== null) slots = Math.min(slots, data.maxSlots);
    return { slots, want: localizedIndexFitBar(data, slots).map(e => [e.title, e.section]),
             got: Array.from(document.querySelectorAll(".index-bar a")).map(a => [a.classList.contains("search") ? "{search}" : a.textContent,
                                                                              a.hasAttribute("data-section") ? Number(a.dataset.section) : null]) };
  },
  field() {
    const field = document.getElementById("search-field"), label = document.querySelector("label[for='search-field']");
    const r = field.getBoundingClientRect(), main = document.querySelector("main.list").getBoundingClientRect();
    const h1 = document.querySelector(".page-header h1").getBoundingClientRect();
    return { type: field.type, placeholder: field.placeholder, label: label ? label.textContent : null,
             x: r.left + r.width / 2, y: r.top + r.height / 2, left: r.left, right: r.right, top: r.top, bottom: r.bottom,
             width: r.width, height: r.height, belowTitle: r.top >= h1.bottom - 0.5, aboveList: r.bottom <= main.top + 0.5 };
  },
};
document.addEventListener("localized-index-search", event => { window.__search.last = event.detail; });
true
"""


def check_search(page, locale, path, spec, failures):
    """Types each query of `spec` into the page's search field and compares what the page shows with the
    library's results. Returns (queries compared, queries whose rows, sections and bar all matched)."""
    viewport = VIEWPORTS[0]
    name = f"{os.path.basename(path)} search"

    def fail(message):
        failures.append(f"{name}: {message}")

    page.open("file://" + urllib.parse.quote(os.path.abspath(path)), viewport)
    page.evaluate(PAGE_HELPERS)
    page.evaluate(SEARCH_HELPERS)
    field = page.evaluate("__search.field()")
    if field["type"] != "search" or not field["label"] or field["label"] != field["placeholder"]:
        fail(f"the field is not a labelled search field with its label as placeholder: {field}")
    if field["width"] < 100 or field["height"] < 28 or not field["belowTitle"] or not field["aboveList"]:
        fail(f"the field is not a usable field below the title and above the list: {field}")
    bar = page.evaluate("__check.bar()")
    if bar and overlaps(field, bar):
        fail(f"the search field runs under the index bar ({field['left']:.0f}-{field['right']:.0f})")
    loaded = page.evaluate("__search.state()")
    original_bar = page.evaluate("__search.fitted()")

    def restored(how):
        state = page.evaluate("__search.state()")
        fitted = page.evaluate("__search.fitted()")
        if (len(state["names"]) != state["rows"] or state["sections"] != loaded["sections"] or state["noMatch"]
                or state["value"] or state["event"] != "restored"
                or fitted["got"] != original_bar["got"]):
            fail(f"{how} did not restore the page: {len(state['names'])} of {state['rows']} rows, "
                 f"{len(state['sections'])} of {len(loaded['sections'])} sections, no-match {state['noMatch']}, "
                 f"value {state['value']!r}, bar {fitted['got'][:6]}… (loaded {original_bar['got'][:6]}…)")

    def focus_field():
        # The field is at the top of the page: scrolled there, a real click into it.
        page.evaluate("window.scrollTo(0, 0)")
        page.settle()
        page.click(field["x"], field["y"])
        return page.evaluate("document.activeElement && document.activeElement.id") == "search-field"

    if not focus_field():
        fail("a click on the field does not focus it")
    compared = matched = 0
    queries = spec["queries"]
    for number, item in enumerate(queries):
        query = item["query"]
        focus_field()
        page.type_text(query)
        state = page.evaluate("__search.state()")
        fitted = page.evaluate("__search.fitted()")
        compared += 1
        problems = []
        if state["value"] != query:
            problems.append(f"the field holds {state['value']!r}")
        got, want = collections.Counter(state["names"]), collections.Counter(item["names"])
        if got != want:
            problems.append(f"shows {len(state['names'])} rows, the library finds {len(item['names'])}: "
                            f"extra {sorted((got - want).elements())[:5]}, missing {sorted((want - got).elements())[:5]}")
        if state["sections"] != item["sections"]:
            problems.append(f"sections {state['sections'][:10]}, the library's {item['sections'][:10]}")
        if state["noMatch"] != (not item["names"]):
            problems.append(f"the no-match line is {'shown' if state['noMatch'] else 'hidden'}")
        if state["bar"] != item["bar"]:
            problems.append(f"the bar before fitting is {state['bar']}, the library's {item['bar']}")
        if fitted["got"] != fitted["want"]:
            problems.append(f"the bar shows {fitted['got']}, fitted to {fitted['slots']} slots it is {fitted['want']}")
        if problems:
            fail(f"query {query!r}: " + "; ".join(problems))
        else:
            matched += 1
        if number == 0 and len(item["sections"]) > 1:
            # Every entry of the filtered bar leads to a section shown.
            for entry in page.evaluate("__check.entries()"):
                if entry["kind"] == "search":
                    continue
                landing = click_entry(page, entry, state["sections"])
                if not landing["ok"]:
                    fail(f"query {query!r}: a click on {entry['text']!r} ({entry['href']}): {landing['detail']}")
                    break
            focus_field()
        if number == len(queries) - 1:
            for _ in query:
                page.key("Backspace", "Backspace", 8)
            restored("Backspace to an empty field")
        else:
            page.key("Escape", "Escape", 27)
            restored(f"Escape after {query!r}")

    # A query without a letter or digit shows everything.
    focus_field()
    page.type_text("-- !")
    state = page.evaluate("__search.state()")
    if len(state["names"]) != state["rows"] or state["noMatch"]:
        fail(f"the letterless query '-- !' shows {len(state['names'])} of {state['rows']} rows")
    page.key("Escape", "Escape", 27)

    # The bar's {search} entry, chosen, focuses the field (after scrolling to the top), as iOS's does.
    search_entry = next((entry for entry in page.evaluate("__check.entries()") if entry["kind"] == "search"), None)
    if search_entry:
        for how in ("click", "tap", "Enter"):
            page.evaluate("document.activeElement && document.activeElement.blur()")
            page.evaluate("__check.scrollAway('#top')")
            page.settle()
            if how == "click":
                page.click(search_entry["x"], search_entry["y"])
            elif how == "tap":
                page.touch("touchStart", search_entry["x"], search_entry["y"])
                page.touch("touchEnd")
                page.settle()
            else:
                page.evaluate(f"document.querySelectorAll('.index-bar a')[{search_entry['i']}].focus()")
                page.key("Enter", "Enter", 13)
            focused = page.evaluate("[document.activeElement && document.activeElement.id, window.scrollY]")
            if focused[0] != "search-field" or focused[1] >= 1:
                fail(f"a {how} on the {{search}} entry: focus on {focused[0]!r}, scrollY {focused[1]}")
    for problem in page.problems():
        fail(problem)
    return compared, matched


# Types each query a keystroke at a time, a frame apart, timing the filter function alone (and with the style
# and layout the change costs, forced at once, for information).
TIMING = r"""
(async (queries) => {
  const frame = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  let start = performance.now();
  localizedIndexFilter("");
  const prepare = performance.now() - start;
  const times = [], laidOut = [], shown = [];
  for (const query of queries) {
    const characters = Array.from(query);
    for (let i = 1; i <= characters.length; i++) {
      await frame();
      start = performance.now();
      shown.push(localizedIndexFilter(characters.slice(0, i).join("")));
      times.push(performance.now() - start);
      document.body.offsetHeight;
      laidOut.push(performance.now() - start);
    }
    await frame();
    localizedIndexFilter("");
  }
  return { prepare, times, laidOut, shown, rows: document.querySelectorAll("main.list li").length };
})
"""
TIMING_QUERIES = ["zhang", "an", "ma", "li w", "김", "ㄱㅁ", "yama", "sa"]
TIMING_LIMIT_MS = 16


def check_search_timing(page, path, failures, report=None):
    """Filters the page keystroke by keystroke; fails when the median keystroke takes over 16 ms. With
    `report`, also writes the figures there as JSON (the benchmark's page row)."""
    page.open("file://" + urllib.parse.quote(os.path.abspath(path)), VIEWPORTS[0])
    result = page.evaluate(f"{TIMING}({json.dumps(TIMING_QUERIES, ensure_ascii=False)})")
    times, laid_out = sorted(result["times"]), sorted(result["laidOut"])
    median, with_layout = times[len(times) // 2], laid_out[len(laid_out) // 2]
    note = (f"     {os.path.basename(path)}: {result['rows']} rows, {len(times)} keystrokes: filtering "
            f"median {median:.2f} ms, max {times[-1]:.2f} ms (with style and layout: median {with_layout:.1f} ms); "
            f"data read once in {result['prepare']:.0f} ms")
    if report:
        with open(report, "w", encoding="utf-8") as file:
            json.dump({"rows": result["rows"], "keystrokes": len(times), "medianMilliseconds": median,
                       "maximumMilliseconds": times[-1], "withLayoutMedianMilliseconds": with_layout}, file)
    if median > TIMING_LIMIT_MS:
        failures.append(f"{os.path.basename(path)}: a keystroke filters in {median:.2f} ms (median), over {TIMING_LIMIT_MS} ms")
    if result["rows"] < 10000:
        failures.append(f"{os.path.basename(path)}: timed on {result['rows']} rows, not 10,000")
    for problem in page.problems():
        failures.append(f"{os.path.basename(path)} timing: {problem}")
    return note


def check_algorithm(page, path, expected, failures):
    """The page's localizedIndexFitBar against the library's indexBar(slots:) for every slot count given."""
    name = os.path.basename(path)
    page.open("file://" + urllib.parse.quote(os.path.abspath(path)), VIEWPORTS[0])
    page.evaluate(PAGE_HELPERS)
    compared = 0
    for slots, library in sorted(expected.items(), key=lambda item: int(item[0])):
        got = page.evaluate(f"__check.fit({int(slots)})")
        compared += 1
        if got != library:
            failures.append(f"{name}: localizedIndexFitBar(data, {slots}) is {got}, the library's indexBar(slots: {slots}) is {library}")
    return compared


# Runs in the page in print media: what would still be on screen only, and each section's heading.
PRINT_HELPERS = r"""
(() => {
  const bar = document.querySelector(".index-bar");
  const pinned = [];
  for (const element of document.querySelectorAll("body *")) {
    const position = getComputedStyle(element).position;
    if ((position === "fixed" || position === "sticky") && getComputedStyle(element).display !== "none")
      pinned.push(element.tagName + "." + element.className + " " + position);
  }
  return { barShown: !!bar && getComputedStyle(bar).display !== "none", pinned: pinned.slice(0, 5),
           columns: getComputedStyle(document.querySelector("main")).columnCount,
           headings: Array.from(document.querySelectorAll(".section-header")).map(h => h.textContent),
           scripts: Array.from(document.querySelectorAll(".script-header")).map(h => h.textContent),
           continued: Array.from(document.querySelectorAll(".continued"))
             .map(h => [h.textContent, h.closest("section").querySelector(".section-header").textContent]),
           header: Array.from(document.querySelectorAll(".page-header h1, .page-header .count")).map(h => h.textContent),
           rtl: document.documentElement.dir === "rtl" };
})()
"""


def pdf_lines(pdf):
    """The lines of each page of a PDF as pdftotext -bbox-layout gives them: (page, text, xMin, yMin, xMax, yMax)."""
    import xml.etree.ElementTree as ElementTree
    output = subprocess.run(["pdftotext", "-bbox-layout", pdf, "-"], check=True, capture_output=True).stdout
    root = ElementTree.fromstring(output)
    lines, pages = [], []
    for number, page in enumerate(root.iter("{http://www.w3.org/1999/xhtml}page")):
        pages.append(float(page.get("height")))
        for line in page.iter("{http://www.w3.org/1999/xhtml}line"):
            words = [word.text or "" for word in line.iter("{http://www.w3.org/1999/xhtml}word")]
            lines.append((number, " ".join(words), float(line.get("xMin")), float(line.get("yMin")),
                          float(line.get("xMax")), float(line.get("yMax"))))
    return join_pieces(lines), pages


def join_pieces(lines):
    """pdftotext splits a line where the font changes ("10" and "畫" of "10 畫"): pieces on one row, each
    starting just after the previous one ends, are joined into one line, left to right."""
    joined = []
    for piece in sorted(lines, key=lambda line: (line[0], line[2])):
        number, text, x0, y0, x1, y1 = piece
        middle, height = (y0 + y1) / 2, y1 - y0
        for at, line in enumerate(joined):
            if (line[0] == number and -1 <= x0 - line[4] < 12
                    and abs((line[3] + line[5]) / 2 - middle) < min(height, line[5] - line[3]) / 2):
                joined[at] = (number, line[1] + " " + text, line[2], min(line[3], y0), x1, max(line[5], y1))
                break
        else:
            joined.append(piece)
    return joined


def check_print(page, path, failures, screenshot_dir):
    """Prints the page to PDF and checks it is a directory: no bar, nothing pinned, no heading alone. Returns a
    line saying what was printed."""
    name = f"{os.path.basename(path)} printed"
    facts = page.in_print_media(path, DESKTOP, PRINT_HELPERS)
    if facts["barShown"]:
        failures.append(f"{name}: the index bar is shown in print")
    if facts["pinned"]:
        failures.append(f"{name}: fixed or sticky in print: {facts['pinned']}")
    if str(facts["columns"]) in ("auto", "1"):
        failures.append(f"{name}: the list is not in columns in print (column-count {facts['columns']})")
    folder = screenshot_dir or tempfile.mkdtemp(prefix="check-html-print-")
    pdf = os.path.join(folder, os.path.splitext(os.path.basename(path))[0] + "-print.pdf")
    page.print_pdf(pdf, png_pages=3 if screenshot_dir else 0)
    if not shutil.which("pdftotext"):
        failures.append(f"{name}: pdftotext is needed to look at the PDF (apt-get install -y poppler-utils)")
        return f"print: {pdf}: not read back"
    lines, pages = pdf_lines(pdf)
    text = " ".join(line[1] for line in lines)
    if "{search}" in text or "•" in text:
        failures.append(f"{name}: the PDF shows index bar entries")
    headings = set(facts["headings"])
    heading_lines = [line for line in lines if line[1] in headings and (line[5] - line[3]) > 11]
    found = {line[1] for line in heading_lines}
    if found != headings:
        failures.append(f"{name}: headings not found as lines of their own in the PDF: {sorted(headings - found)}")
    lefts = set()
    for number, title, x0, y0, x1, y1 in heading_lines:
        lefts.add(round(x0 / 20))
        # A line of its column on its page whose middle is below the heading's (CJK fonts' glyph boxes are
        # taller than the fixed lines of print: they overlap the lines above and below).
        below = [line for line in lines if line[0] == number and (line[3] + line[5]) / 2 > (y0 + y1) / 2 + 4
                 and abs(line[2] - x0) < 4 and line not in heading_lines]
        if not below:
            failures.append(f"{name}: heading {title!r} is alone at the foot of page {number + 1} (y {y1:.0f} of {pages[number]:.0f})")
    if len(lefts) < 2:
        failures.append(f"{name}: the headings all start at one x: the list is not in columns")
    continued = check_continuations(lines, facts, name, failures)
    return (f"print: {pdf}: {len(pages)} page(s), {len(heading_lines)} headings each with a name under it, "
            f"{continued} column(s) starting inside a section, each under its heading again")


def check_continuations(lines, facts, name, failures):
    """Every column of every printed page that starts inside a section starts with that section's heading
    again ("D (cont.)", as the page wrote it in print), and such a heading stands nowhere else. Returns how
    many columns start inside a section."""
    headings, scripts = set(facts["headings"]), set(facts["scripts"])
    header = set(facts["header"])
    # "D (cont.)" -> "D": each continued heading the page wrote, with its section's title, by its characters
    # (pdftotext puts a space where the font changes, and gives right-to-left text in visual order).
    def key(text):
        return "".join(sorted("".join(text.split())))
    continued_of = {key(text): title for text, title in facts["continued"]}
    # The page's title and count, and the count again in the footer, are not the list's.
    list_lines = [(number, key(text) if key(text) in continued_of else text, *box)
                  for number, text, *box in lines if text not in header]
    # Columns: on each page, lines whose aligned edge (left, or right in rtl) is within 40 pt of each other.
    edge = (lambda line: -line[4]) if facts["rtl"] else (lambda line: line[2])
    columns = []
    for number in sorted({line[0] for line in list_lines}):
        on_page = sorted((line for line in list_lines if line[0] == number), key=edge)
        page_columns = []
        for line in on_page:
            if page_columns and edge(line) - edge(page_columns[-1][0]) < 40:
                page_columns[-1].append(line)
            else:
                page_columns.append([line])
        columns.extend(sorted(column, key=lambda line: line[3]) for column in page_columns)
    current, inside = None, 0
    for column in columns:
        top = column[0]
        if top[1] in continued_of:
            inside += 1
            if continued_of[top[1]] != current:
                failures.append(f"{name}: page {top[0] + 1} continues {continued_of[top[1]]!r} where {current!r} went on")
        elif top[1] not in headings and top[1] not in scripts and current is not None:
            failures.append(f"{name}: a column of page {top[0] + 1} starts inside section {current!r} "
                            f"without its heading again (first line {top[1]!r})")
        for line in column:
            if line[1] in headings:
                current = line[1]
            elif line[1] in continued_of and line is not top:
                failures.append(f"{name}: {line[1]!r} stands inside a column of page {line[0] + 1}, not at its top")
    if facts["continued"] and not inside:
        failures.append(f"{name}: the page has continued headings {facts['continued'][:3]} but none starts a printed column")
    return inside


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--screenshots", help="folder for PNGs of the pages whose names are listed in --shoot")
    parser.add_argument("--shoot", default="", help="comma-separated page file names (without .html) to screenshot")
    parser.add_argument("--desktop", default="", help="comma-separated page file names also checked at 1280x800")
    parser.add_argument("--fit-expectations", help="JSON: {page name: {slots: [[title, section], ...]}}, the library's bars")
    parser.add_argument("--script-headings", default="", help="comma-separated page file names whose script headings "
                        "and bar rules are checked against ICU's script names (needs PyICU)")
    parser.add_argument("--print", dest="printed", default="", help="comma-separated page file names to print to PDF")
    parser.add_argument("--jobs", type=int, default=4, help="browsers checking pages at once (default 4)")
    parser.add_argument("--search-expectations", help="JSON: expected_search.py's results of the library's search per page")
    parser.add_argument("--search-timing", default="", help="page file name (without .html) of 10,000 names to time filtering on")
    parser.add_argument("--timing-json", help="where to write the --search-timing page's figures as JSON")
    parser.add_argument("pages", nargs="+", help="LOCALE=PATH")
    arguments = parser.parse_args()
    desktop = set(filter(None, arguments.desktop.split(",")))
    printed = set(filter(None, arguments.printed.split(",")))
    script_headings = set(filter(None, arguments.script_headings.split(",")))
    expectations = {}
    if arguments.fit_expectations:
        with open(arguments.fit_expectations, encoding="utf-8") as file:
            expectations = json.load(file)
    searches = {}
    if arguments.search_expectations:
        with open(arguments.search_expectations, encoding="utf-8") as file:
            searches = json.load(file)
    search_totals = {}
    shoot = set(filter(None, arguments.shoot.split(",")))
    if arguments.screenshots:
        os.makedirs(arguments.screenshots, exist_ok=True)

    # The checks wait on the browser's frames far more than they compute (a run is mostly idle), so the pages
    # are shared among several browsers, one thread each, started here before any thread runs.
    items = [item.split("=", 1) for item in arguments.pages]
    # The timed page is checked alone, after the others (the browsers' threads would share the cores), for its
    # search only (sv-many is the long list whose layout is checked).
    timed = [item for item in items if os.path.splitext(os.path.basename(item[1]))[0] == arguments.search_timing]
    items = [item for item in items if item not in timed]
    # The longest first (the desktop pages are checked at a third size), so no browser is left with one at the end.
    items.sort(key=lambda item: (os.path.splitext(os.path.basename(item[1]))[0] in desktop, os.path.getsize(item[1])),
               reverse=True)
    pending = iter(items)
    failures, output = [], threading.Lock()

    def check_item(page, locale, path):
        found = []
        base = os.path.splitext(os.path.basename(path))[0]
        started = time.monotonic()
        for viewport in VIEWPORTS + ([DESKTOP] if base in desktop else []):
            try:
                check_page(page, locale, path, viewport, found,
                           arguments.screenshots if base in shoot else None, expectations.get(base),
                           script_headings=base in script_headings and viewport["name"] == "phone")
            except ProtocolError as error:
                found.append(f"{os.path.basename(path)} @ {viewport['name']}: {error}")
        notes = []
        try:
            if base in expectations:
                compared = check_algorithm(page, path, expectations[base], found)
                notes.append(f"     {base}: localizedIndexFitBar compared with the library's indexBar(slots:) at {compared} slot counts")
            if base in printed:
                notes.append(check_print(page, path, found, arguments.screenshots))
            if base in searches:
                compared, matched = check_search(page, locale, path, searches[base], found)
                search_totals[base] = (locale, compared, matched)
                notes.append(f"     {base}: search field: {matched} of {compared} queries show the library's results")
        except (ProtocolError, subprocess.CalledProcessError) as error:
            found.append(f"{os.path.basename(path)}: {error}")
        with output:
            for note in notes:
                print(note)
            print(f"{'FAIL' if found else 'ok  '} {os.path.basename(path)} ({locale}, "
                  f"{time.monotonic() - started:.1f} s)", flush=True)
            failures.extend(found)

    def work(browser):
        # An error a thread does not catch would only be printed, and the run would pass: it is a failure.
        try:
            page = Page(browser)
            while True:
                with output:
                    item = next(pending, None)
                if item is None:
                    return
                check_item(page, *item)
        except Exception:
            with output:
                failures.append(f"a browser's checks stopped: {traceback.format_exc()}")

    browsers = []
    try:
        for _ in range(max(1, min(arguments.jobs, len(items)))):
            browsers.append(Browser(arguments.chromium))
        print(f"check_html: {browsers[0].send('Browser.getVersion').get('product')}, {len(browsers)} browser(s)")
        threads = [threading.Thread(target=work, args=(browser,)) for browser in browsers]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        for locale, path in timed:
            base = os.path.splitext(os.path.basename(path))[0]
            started, before = time.monotonic(), len(failures)
            try:
                page = Page(browsers[0])
                if base in searches:
                    compared, matched = check_search(page, locale, path, searches[base], failures)
                    search_totals[base] = (f"{locale} ({base})", compared, matched)
                    print(f"     {base}: search field: {matched} of {compared} queries show the library's results")
                print(check_search_timing(page, path, failures, arguments.timing_json), flush=True)
            except ProtocolError as error:
                failures.append(f"{os.path.basename(path)} timing: {error}")
            print(f"{'FAIL' if len(failures) > before else 'ok  '} {os.path.basename(path)} ({locale}, search and timing, "
                  f"{time.monotonic() - started:.1f} s)", flush=True)
        if search_totals:
            compared = sum(total[1] for total in search_totals.values())
            matched = sum(total[2] for total in search_totals.values())
            print(f"search: {matched} of {compared} queries matched the library's results ("
                  + ", ".join(f"{locale} {m}/{c}" for locale, c, m in sorted(search_totals.values())) + ")")
    finally:
        for browser in browsers:
            browser.close()

    for failure in failures:
        print(f"  {failure}", file=sys.stderr)
    if failures:
        print(f"check_html: {len(failures)} failure(s)", file=sys.stderr)
        return 1
    print("check_html: all pages pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
