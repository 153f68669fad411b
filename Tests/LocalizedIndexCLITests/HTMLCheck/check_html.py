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
  - clicking every entry (a real mouse press) brings its section header to the top of the viewport;
  - dragging along the bar with the mouse, and with a finger (touch events), jumps at every entry;
  - Enter on a focused entry and the arrow keys jump too;
  - a section header is position: sticky and stays at the top while its section scrolls under it.
Exit status 0 when every check passes, 1 otherwise.
"""

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
import urllib.parse

RTL_LANGUAGES = {"ar", "he", "iw", "fa", "ur"}
VIEWPORTS = [
    {"name": "phone", "width": 390, "height": 844, "mobile": True},
    {"name": "landscape", "width": 844, "height": 390, "mobile": True},
]


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
               x: r.left + r.width / 2, y: r.top + r.height / 2, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    });
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
  // Where the page is scrolled to: the section whose header is at the top, or "top".
  landing(href) {
    if (href === "#top") return { ok: window.scrollY < 1, detail: "scrollY=" + window.scrollY };
    const section = document.getElementById(href.slice(1));
    if (!section) return { ok: false, detail: "no element " + href };
    const header = section.querySelector(".section-header");
    const s = section.getBoundingClientRect(), h = header.getBoundingClientRect();
    const hit = document.elementFromPoint(h.left + 10, 3);
    const visible = !!hit && header.contains(hit);
    return { ok: Math.abs(s.top) < 1.5 && Math.abs(h.top) < 1.5 && visible,
             detail: `section top ${s.top.toFixed(1)}, header top ${h.top.toFixed(1)}, header visible at top ${visible}, scrollY ${window.scrollY}` };
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


def overlaps(a, b):
    return a["left"] < b["right"] - 0.5 and b["left"] < a["right"] - 0.5


def check_page(page, locale, path, viewport, failures, screenshot_dir):
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
    scripts = page.evaluate("document.scripts.length")
    if scripts != 1:
        fail(f"{scripts} script elements: input text became markup")

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
        page.evaluate(f"__check.scrollAway({json.dumps(entry['href'])})")
        page.settle()
        page.click(entry["x"], entry["y"])
        landing = page.evaluate(f"__check.landing({json.dumps(entry['href'])})")
        if not landing["ok"]:
            fail(f"click on {entry['text']!r} ({entry['href']}): {landing['detail']}")

    # Dragging with the mouse from the first entry to the last, then back with a finger.
    page.evaluate(f"__check.scrollAway('#top')")
    first = entries[0]
    page.mouse("mouseMoved", first["x"], first["y"], buttons=0)
    page.mouse("mousePressed", first["x"], first["y"])
    for entry in entries:
        page.mouse("mouseMoved", entry["x"], entry["y"])
        page.settle()
        landing = page.evaluate(f"__check.landing({json.dumps(entry['href'])})")
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
        landing = page.evaluate(f"__check.landing({json.dumps(entry['href'])})")
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
      window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY + Math.min(room - 10, 30));
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

    for problem in page.problems():
        fail(problem)

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


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--screenshots", help="folder for PNGs of the pages whose names are listed in --shoot")
    parser.add_argument("--shoot", default="", help="comma-separated page file names (without .html) to screenshot")
    parser.add_argument("pages", nargs="+", help="LOCALE=PATH")
    arguments = parser.parse_args()
    shoot = set(filter(None, arguments.shoot.split(",")))
    if arguments.screenshots:
        os.makedirs(arguments.screenshots, exist_ok=True)

    failures = []
    browser = Browser(arguments.chromium)
    try:
        version = browser.send("Browser.getVersion")
        print(f"check_html: {version.get('product')}")
        page = Page(browser)
        for item in arguments.pages:
            locale, path = item.split("=", 1)
            base = os.path.splitext(os.path.basename(path))[0]
            before = len(failures)
            for viewport in VIEWPORTS:
                try:
                    check_page(page, locale, path, viewport, failures,
                               arguments.screenshots if base in shoot else None)
                except ProtocolError as error:
                    failures.append(f"{os.path.basename(path)} @ {viewport['name']}: {error}")
            print(f"{'ok  ' if len(failures) == before else 'FAIL'} {os.path.basename(path)} ({locale})")
    finally:
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
