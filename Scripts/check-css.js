#!/usr/bin/env node
// Checks style sheets, first as CSS syntax, then, given a Chromium, as that browser reads them.
//
//   node Scripts/check-css.js [--chromium PATH] FILE.css...
//
// The syntax (CSS Syntax Level 3, as far as the pages use it): comments and strings closed, brackets paired;
// at the top level and in @media, @supports, @layer and @container only rules; in a rule, @page and
// @font-face only `property: value` declarations, each ended by `;` or the block's end, with a property that is
// an identifier and a value that is not empty. With --chromium, headless Chromium is asked whether it takes
// each selector (`CSS.supports("selector(…)")`), each declaration (`CSS.supports(property, value)`) and each
// media query (`matchMedia`), and whether it finds as many rules in the sheet: a misspelt property, a value
// it does not know or a selector it drops, which a browser skips without a word, fails here. (A property with
// another engine's prefix is checked as the unprefixed one when Chromium has that, else left alone.)
// Prints every problem as FILE:LINE: problem; exits 1 when there is one.
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");
const { execFileSync } = require("child_process");

const ruleLists = new Set(["media", "supports", "layer", "container"]);
const declarationLists = new Set(["page", "font-face", "counter-style", "property"]);
const statements = new Set(["charset", "import", "namespace", "layer"]);

// The rules of `text` as {line, kind, ...} items for the browser, and its first problem (what follows one is
// misread: a "}" missing makes every rule after it a rule inside a rule).
function parse(text) {
  const items = [], problems = [];
  let at = 0, ruleCount = 0;
  const lineAt = (offset) => text.slice(0, offset).split("\n").length;
  const stop = new Error("stop");
  const fail = (offset, problem) => { problems.push({ line: lineAt(offset), problem }); throw stop; };

  // Skips white space and comments.
  function skip() {
    for (;;) {
      while (at < text.length && /\s/.test(text[at])) at++;
      if (text.startsWith("/*", at)) {
        const end = text.indexOf("*/", at + 2);
        if (end < 0) fail(at, "a comment that does not end");
        at = end + 2;
      } else return;
    }
  }

  // Reads up to (not past) one of `stops` outside strings, comments and brackets: the text read, trimmed,
  // the stop found (null at the end), and where the text started.
  function readUntil(stops) {
    const start = at, open = [];
    let out = "";
    while (at < text.length) {
      const c = text[at];
      if (open.length === 0 && stops.includes(c)) break;
      if (c === "\"" || c === "'") {
        const begin = at++;
        while (at < text.length && text[at] !== c && text[at] !== "\n") at += text[at] === "\\" ? 2 : 1;
        if (text[at] !== c) fail(begin, "a string that does not end on its line");
        out += text.slice(begin, ++at);
        continue;
      }
      if (text.startsWith("/*", at)) {
        const end = text.indexOf("*/", at + 2);
        if (end < 0) fail(at, "a comment that does not end");
        at = end + 2;
        out += " ";
        continue;
      }
      if (c === "(" || c === "[") open.push(c === "(" ? ")" : "]");
      else if (c === ")" || c === "]") {
        if (open.pop() !== c) fail(at, `an unpaired "${c}"`);
      } else if (open.length > 0 && (c === "{" || c === "}" || c === ";")) {
        fail(at, `"${c}" inside brackets still open`);
      }
      out += c;
      at++;
    }
    if (open.length > 0) fail(start, `brackets left open: ${open.reverse().join("")}`);
    return { text: out.trim(), stop: at < text.length ? text[at] : null, start };
  }

  // Rules up to a "}" (nested) or the end (top level).
  function rules(nested) {
    for (;;) {
      skip();
      if (at >= text.length) { if (nested) fail(at, "a block that does not end"); return; }
      if (text[at] === "}") {
        if (!nested) fail(at, "a \"}\" that closes nothing");
        at++;
        return;
      }
      if (text[at] === "@") { atRule(); continue; }
      const prelude = readUntil(["{", ";", "}"]);
      if (prelude.stop !== "{") fail(prelude.start, `"${prelude.text.slice(0, 40)}" has no block`);
      at++;
      ruleCount++;
      if (prelude.text === "") fail(prelude.start, "a rule without a selector");
      // selector(…) takes one complex selector: the list's, each alone.
      for (const selector of splitTopLevel(prelude.text, ",")) {
        items.push({ line: lineAt(prelude.start), kind: "selector", text: selector });
      }
      declarations();
    }
  }

  function atRule() {
    const start = at;
    const name = /^@([A-Za-z-]+)/.exec(text.slice(at));
    if (!name) fail(at, "an \"@\" with no name");
    at += name[0].length;
    const keyword = name[1].toLowerCase();
    const prelude = readUntil(["{", ";", "}"]);
    if (prelude.stop === ";" && statements.has(keyword)) { at++; ruleCount++; return; }
    if (prelude.stop !== "{") fail(start, `@${keyword} without a block`);
    at++;
    ruleCount++;
    if (keyword === "media") items.push({ line: lineAt(start), kind: "media", text: prelude.text });
    if (ruleLists.has(keyword)) rules(true);
    else if (declarationLists.has(keyword)) declarations(keyword);
    else fail(start, `@${keyword}, which this check does not know`);
  }

  // `property: value` declarations up to the block's "}".
  function declarations(atKeyword) {
    for (;;) {
      skip();
      if (at >= text.length) fail(at, "a block that does not end");
      if (text[at] === "}") { at++; return; }
      if (text[at] === ";") { at++; continue; }
      const declaration = readUntil([";", "}", "{"]);
      if (declaration.stop === "{") {
        fail(declaration.start, `a rule inside a rule ("${declaration.text.slice(0, 40)}"): a "}" missing before it?`);
      }
      const colon = declaration.text.indexOf(":");
      const property = colon < 0 ? declaration.text : declaration.text.slice(0, colon).trim();
      const value = colon < 0 ? "" : declaration.text.slice(colon + 1).trim().replace(/\s*!\s*important$/i, "");
      if (colon < 0) fail(declaration.start, `"${declaration.text.slice(0, 40)}" is no declaration: no ":"`);
      else if (!/^(--[A-Za-z0-9_-]+|-?[A-Za-z][A-Za-z0-9-]*)$/.test(property)) fail(declaration.start, `"${property}" is no property name`);
      else if (value === "" && !property.startsWith("--")) fail(declaration.start, `${property} has no value`);
      else items.push({ line: lineAt(declaration.start), kind: "declaration", property, value, atRule: atKeyword || null });
    }
  }

  try {
    rules(false);
  } catch (error) {
    if (error !== stop) throw error;
  }
  return { items, problems, ruleCount };
}

// `text` split at `separator` outside brackets and strings.
function splitTopLevel(text, separator) {
  const parts = [];
  let depth = 0, quote = null, start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) { if (c === "\\") i++; else if (c === quote) quote = null; continue; }
    if (c === "\"" || c === "'") quote = c;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === separator && depth === 0) { parts.push(text.slice(start, i).trim()); start = i + 1; }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

// Runs in the browser: each sheet's items asked of Chromium's own parser.
function browserCheck(sheets) {
  const problems = [];
  function count(rules) {
    let total = 0;
    for (const rule of rules) {
      total++;
      if (rule instanceof CSSConditionRule || (window.CSSLayerBlockRule && rule instanceof CSSLayerBlockRule)) total += count(rule.cssRules);
    }
    return total;
  }
  for (const sheet of sheets) {
    const parsed = new CSSStyleSheet();
    parsed.replaceSync(sheet.text);
    const found = count(parsed.cssRules);
    if (found !== sheet.ruleCount) problems.push({ file: sheet.file, line: 1, problem: `Chromium finds ${found} rules, the syntax ${sheet.ruleCount}: a rule dropped` });
    for (const item of sheet.items) {
      let problem = null;
      if (item.kind === "selector" && !CSS.supports(`selector(${item.text})`)) problem = `Chromium does not take the selector "${item.text}"`;
      if (item.kind === "media" && matchMedia(item.text).media === "not all") problem = `Chromium does not take the media query "${item.text}"`;
      if (item.kind === "declaration") {
        // @page's own descriptors (size, page-orientation) are no properties; margins and the rest are. A
        // property with another engine's prefix (-webkit-backdrop-filter, for Safari) is checked as the
        // unprefixed one when Chromium has that, else left to that engine (-webkit-touch-callout).
        let property = item.property;
        const known = (name) => CSS.supports(name, "initial");
        const prefixed = /^-[a-z]+-/.exec(property);
        if (prefixed && !known(property)) property = property.slice(prefixed[0].length);
        const skipped = (item.atRule === "page" || prefixed) && !known(property);
        if (!skipped && !CSS.supports(property, item.value)) problem = `Chromium does not take "${item.property}: ${item.value}"`;
      }
      if (problem) problems.push({ file: sheet.file, line: item.line, problem });
    }
  }
  return problems;
}

function runChromium(chromium, sheets) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "check-css-"));
  try {
    const page = path.join(folder, "check.html");
    const data = JSON.stringify(sheets).replace(/</g, "\\u003c");
    fs.writeFileSync(page, `<!DOCTYPE html><meta charset="utf-8"><title>check-css</title><pre id="result">not run</pre>
<script type="application/json" id="sheets">${data}</script>
<script>
${browserCheck.toString()}
try {
  document.getElementById("result").textContent = JSON.stringify(browserCheck(JSON.parse(document.getElementById("sheets").textContent)));
} catch (error) {
  document.getElementById("result").textContent = "failed: " + error;
}
</script>
`);
    const flags = ["--headless=new", "--disable-gpu", "--no-first-run", "--user-data-dir=" + path.join(folder, "profile"), "--dump-dom"];
    if (process.getuid && process.getuid() === 0) flags.push("--no-sandbox");
    const dom = execFileSync(chromium, [...flags, "file://" + page], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 120000 });
    const result = /<pre id="result">([\s\S]*?)<\/pre>/.exec(dom);
    const text = result ? result[1].replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&") : "no result";
    if (!text.startsWith("[")) throw new Error(`the check in Chromium did not run: ${text}`);
    return JSON.parse(text);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
let chromium = null;
if (args[0] === "--chromium") { chromium = args[1]; args.splice(0, 2); }
if (args.length === 0) { console.error("usage: node Scripts/check-css.js [--chromium PATH] FILE.css..."); process.exit(2); }

const sheets = [];
const problems = [];
for (const file of args) {
  const text = fs.readFileSync(file, "utf8");
  const parsed = parse(text);
  for (const found of parsed.problems) problems.push({ file, ...found });
  sheets.push({ file, text, items: parsed.items, ruleCount: parsed.ruleCount });
}
// Chromium reads what the syntax check passed; a sheet it failed would only add the same problem again.
if (chromium && problems.length === 0) problems.push(...runChromium(chromium, sheets));
for (const { file, line, problem } of problems) console.log(`${file}:${line}: ${problem}`);
const checked = sheets.map((sheet) => `${sheet.file} (${sheet.ruleCount} rules, ${sheet.items.filter((item) => item.kind === "declaration").length} declarations)`);
console.log(`${problems.length === 0 ? "ok" : "FAILED"}: ${checked.join(", ")}${chromium ? ", read by Chromium" : ", syntax only"}`);
process.exit(problems.length === 0 ? 0 : 1);
