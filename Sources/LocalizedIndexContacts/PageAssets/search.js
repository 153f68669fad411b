function localizedIndexWordScript(value) {
  if ((value >= 0x3040 && value <= 0x30FF) || (value >= 0x31F0 && value <= 0x31FF) ||
      (value >= 0xFF66 && value <= 0xFF9F)) return "kana";
  if ((value >= 0x1100 && value <= 0x11FF) || (value >= 0x3130 && value <= 0x318F) ||
      (value >= 0xA960 && value <= 0xA97F) || (value >= 0xAC00 && value <= 0xD7FF)) return "hangul";
  if (value === 0x3005 || value === 0x3007 || (value >= 0x3021 && value <= 0x3029) ||
      (value >= 0x3038 && value <= 0x303B) || (value >= 0x3400 && value <= 0x4DBF) ||
      (value >= 0x4E00 && value <= 0x9FFF) || (value >= 0xF900 && value <= 0xFAFF) ||
      (value >= 0x20000 && value <= 0x323AF)) return "han";
  return "other";
}

function localizedIndexSearchWords(text) {
  "use strict";
  var letter = /^[\p{L}\p{N}]$/u, mark = /^\p{M}$/u, decimal = /^\p{Nd}$/u;
  var words = [], word = null, script = "other";
  // What a character is to word splitting: ASCII by its value, the rest by its general category.
  function kind(character) {
    var value = character.codePointAt(0);
    if (value < 0x80) {
      return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) ||
        (value >= 0x61 && value <= 0x7A) ? "letter" : "separator";
    }
    // A joiner (hyphen, non-breaking hyphen, right single quotation mark) ends a query's word as a
    // separator does.
    if (value === 0x2010 || value === 0x2011 || value === 0x2019) return "separator";
    return letter.test(character) ? "letter" : mark.test(character) ? "mark" : "separator";
  }
  for (var character of text.normalize("NFC")) {
    switch (kind(character)) {
      case "letter":
        var value = character.codePointAt(0), letterScript = localizedIndexWordScript(value);
        // Han, kana, Hangul and other letters meeting split a word; a digit goes on with any.
        if (word !== null && letterScript !== script && !(value >= 0x30 && value <= 0x39) &&
            !decimal.test(character)) {
          words.push(word);
          word = null;
        }
        if (word === null) {
          word = "";
          script = letterScript;
        }
        word += character;
        break;
      case "mark":
        // A mark belongs to the letter before it; alone, it starts nothing.
        if (word !== null) word += character;
        break;
      default:
        if (word !== null) words.push(word);
        word = null;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

function localizedIndexSearchTokens(text, weights) {
  "use strict";
  var bytes = 0;
  for (var character of text) {
    var value = character.codePointAt(0);
    bytes += value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4;
  }
  if (bytes > localizedIndexSettings.maximumQueryBytes) return false;
  var words = localizedIndexSearchWords(text);
  if (words.length === 0) return null;
  if (words.length > localizedIndexSettings.maximumQueryWords) return false;
  // The weights of each character of `text` from the table alone, or null.
  function weighed(text) {
    var token = "";
    for (var character of text) {
      var weight = weights[character];
      if (typeof weight !== "string") return null;
      token += weight;
    }
    return token;
  }
  function weightOf(character) {
    var found = weights[character];
    if (typeof found === "string") return found;
    var value = character.codePointAt(0);
    if (value >= 0xAC00 && value <= 0xD7A3) {
      // A syllable weighs as its jamo: leading consonant, vowel, and trailing consonant if any.
      var index = value - 0xAC00, trailing = index % 28;
      return weighed(String.fromCharCode(0x1100 + Math.floor(index / 588), 0x1161 + Math.floor((index % 588) / 28)) +
                     (trailing ? String.fromCharCode(0x11A7 + trailing) : ""));
    }
    var lower = character.toLowerCase(), compatible = character.normalize("NFKC");
    found = lower !== character ? weighed(lower) : null;
    if (found === null && compatible !== character) found = weighed(compatible);
    if (found === null && compatible !== character) found = weighed(compatible.toLowerCase());
    return found;
  }
  var tokens = [];
  for (var i = 0; i < words.length; i++) {
    var token = "";
    for (var character of words[i]) {
      var found = weightOf(character);
      if (found === null) return false;
      token += found;
    }
    tokens.push(token);
  }
  return tokens;
}

function localizedIndexMatches(tokens, words) {
  "use strict";
  if (words.length === 1) {
    for (var k = 0; k < tokens.length; k++) if (tokens[k].startsWith(words[0])) return true;
    return false;
  }
  // The keys each word starts; a word that starts none fails the record at once.
  var options = [];
  for (var w = 0; w < words.length; w++) {
    var starts = [];
    for (var j = 0; j < tokens.length; j++) if (tokens[j].startsWith(words[w])) starts.push(j);
    if (starts.length === 0) return false;
    options.push(starts);
  }
  // A different key for every word: Kuhn's augmenting paths.
  var owner = new Int32Array(tokens.length).fill(-1), visited = new Uint8Array(tokens.length);
  function augment(word) {
    var keys = options[word];
    for (var i = 0; i < keys.length; i++) {
      var key = keys[i];
      if (visited[key]) continue;
      visited[key] = 1;
      if (owner[key] < 0 || augment(owner[key])) {
        owner[key] = word;
        return true;
      }
    }
    return false;
  }
  for (var word = 0; word < words.length; word++) {
    visited.fill(0);
    if (!augment(word)) return false;
  }
  return true;
}

function localizedIndexUnfittedBar(bar, withItems) {
  "use strict";
  var titles = bar.titles, mode = bar.emptySections, other = null, body = [];
  // The first position in withItems (ascending) at or after `section`.
  function lowerBound(section) {
    var low = 0, high = withItems.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (withItems[middle] < section) low = middle + 1; else high = middle;
    }
    return low;
  }
  titles.forEach(function (pair, index) {
    var title = pair[0], section = pair[1], target = section, first = lowerBound(section);
    if (mode !== "keep" && !(first < withItems.length && withItems[first] === section)) {
      if (mode === "hide") {
        // A title stands for the sections up to the next title's: it leads to the first with items.
        var next = index + 1 < titles.length ? titles[index + 1][1] : section + 1;
        if (!(first < withItems.length && withItems[first] < Math.max(next, section + 1))) return;
        target = withItems[first];
      } else {
        target = first > 0 ? withItems[first - 1] : first < withItems.length ? withItems[first] : section;
      }
    }
    var entry = [title, title === localizedIndexSettings.bulletTitle ? "bullet" : "title", target,
                 pair[2] || null, pair[3] || null];
    if (index === bar.other) other = entry; else body.push(entry);
  });
  // Hiding a title between two bullets would leave them side by side: one stands for both spans.
  body = body.filter(function (entry, position) {
    return entry[1] !== "bullet" || position === 0 || body[position - 1][1] !== "bullet";
  });
  return (bar.search ? [[localizedIndexSettings.searchTitle, "search", null]] : []).concat(body, other ? [other] : []);
}

(function () {
  "use strict";
  var box = document.querySelector(".search-box");
  var field = document.getElementById(localizedIndexSettings.searchFieldID);
  var source = document.getElementById(localizedIndexSettings.searchDataID);
  var list = document.querySelector("main.list");
  if (!box || !field || !source || !list) return;
  var noMatch = document.getElementById(localizedIndexSettings.noMatchID);
  var barElement = document.querySelector(".index-bar");
  var state = null, scheduled = false;

  // What a keystroke needs, read once, when the field is first used: the records' tokens, the rows,
  // and which rows each section and each block of a long list holds.
  function prepare() {
    if (state !== null) return state;
    state = false;
    var data = JSON.parse(source.textContent);
    var rows = Array.prototype.slice.call(list.getElementsByTagName("li"));
    if (rows.length !== data.records.length) return state;
    var large = document.body.classList.contains("large");
    var heights = large ? rows.map(function (row) {
      return row.childElementCount > 1 ? localizedIndexSettings.rowWithDetailHeight : localizedIndexSettings.rowHeight;
    }) : null;
    var sections = [], position = 0;
    Array.prototype.forEach.call(list.querySelectorAll("section.section"), function (element) {
      var section = { element: element, index: Number(element.id.slice(8)), start: position, blocks: [],
                      marked: false, last: false };
      Array.prototype.forEach.call(element.getElementsByTagName("ul"), function (block) {
        var count = block.children.length;
        section.blocks.push({ element: block, start: position, end: position + count, marked: false, height: -1 });
        position += count;
      });
      section.end = position;
      // A section listed empty (--empty-sections keep) stays while searching, as in the library's results.
      if (section.start === section.end) {
        element.classList.add("search-shown");
        section.marked = true;
      }
      sections.push(section);
    });
    var base = barElement ? JSON.parse(barElement.getAttribute("data-bar") || "null") : null;
    state = {
      // A token met before in the record is written as the position of its first appearance.
      tokens: data.records.map(function (record) {
        return record.map(function (token) { return typeof token === "number" ? record[token] : token; });
      }),
      weights: data.weights, bar: data.bar, base: base, rows: rows, heights: heights, sections: sections,
      marked: new Uint8Array(rows.length), next: new Uint8Array(rows.length), barKey: null
    };
    return state;
  }

  function filter(query) {
    var s = prepare();
    if (!s) return -1;
    var words = localizedIndexSearchTokens(query, s.weights);
    if (words === null) {
      display(s, null, s.rows.length);
      return s.rows.length;
    }
    // The longest word first: the fewest keys start with it, so most records fail at once. (A query
    // that can match nothing has words === false, and none is shown.)
    var ordered = words ? words.slice().sort(function (a, b) { return b.length - a.length; }) : null;
    var next = s.next, tokens = s.tokens, total = 0;
    for (var i = 0; i < tokens.length; i++) {
      var match = ordered !== null && localizedIndexMatches(tokens[i], ordered) ? 1 : 0;
      next[i] = match;
      total += match;
    }
    display(s, mark(s), total);
    return total;
  }

  // While the page searches (the body's class `searching`), a row, a section or a block of a long list
  // shows only with the class `search-shown`. A keystroke writes it on those whose match changed
  // since the previous search (the end of a search leaves them as they were, unseen), nothing more;
  // then the blocks get the height of the rows they have left. Returns the sections shown and those
  // with rows, for the bar.
  function mark(s) {
    var rows = s.rows, marked = s.marked, next = s.next;
    for (var i = 0; i < rows.length; i++) {
      if (next[i] !== marked[i]) rows[i].classList.toggle("search-shown", next[i] === 1);
    }
    s.marked = next;
    s.next = marked;
    var shown = { present: [], withItems: [] }, lastShown = null;
    s.sections.forEach(function (section) {
      var count = 0;
      section.blocks.forEach(function (block) {
        var height = 0, blockCount = 0;
        for (var row = block.start; row < block.end; row++) {
          if (next[row]) {
            blockCount++;
            if (s.heights) height += s.heights[row];
          }
        }
        count += blockCount;
        if (s.heights) resize(block, height, blockCount > 0);
      });
      var visible = count > 0 || section.start === section.end;
      if (visible !== section.marked) section.element.classList.toggle("search-shown", visible);
      section.marked = visible;
      if (visible) {
        shown.present.push(section.index);
        lastShown = section;
      }
      if (count > 0) shown.withItems.push(section.index);
    });
    // The last section shown is as tall as the screen, as the last section is: a jump to it lands.
    s.sections.forEach(function (section) {
      var last = section === lastShown;
      if (last !== section.last) section.element.classList.toggle("search-last", last);
      section.last = last;
    });
    return shown;
  }

  // A block of a long list, laid out only near the viewport, is taken to be as tall as the rows it has
  // left while searching (`--search-height`, used without `auto`: the height it was last laid out at
  // would stand in for it), and shows only when it has one.
  function resize(block, height, visible) {
    if (visible !== block.marked) block.element.classList.toggle("search-shown", visible);
    block.marked = visible;
    if (!visible || height === block.height) return;
    block.height = height;
    block.element.style.setProperty("--search-height", height + "px");
  }

  // Shows the search's result (`shown`; null when the page shows everything): the body's class, the
  // no-match line, and the bar of the sections left, made again only when they change.
  function display(s, shown, total) {
    document.body.classList.toggle("searching", shown !== null);
    if (noMatch) noMatch.hidden = !(shown !== null && total === 0);
    var key = shown ? shown.withItems.join(",") + "/" + shown.present.join(",") : null;
    if (key === s.barKey || !s.base) return;
    s.barKey = key;
    var detail = null;
    if (shown) {
      var bar = s.bar, entries = localizedIndexUnfittedBar(bar, shown.withItems), last = entries[entries.length - 1];
      var otherTitle = bar.other !== null ? bar.titles[bar.other][0] : null;
      detail = { present: shown.present, data: {
        entries: entries, search: bar.search, other: !!last && last[1] === "title" && last[0] === otherTitle,
        withItems: bar.emptySections === "keep" ? null : shown.withItems, maxSlots: s.base.maxSlots } };
    }
    document.dispatchEvent(new CustomEvent(localizedIndexSettings.searchEvent, { detail: detail }));
  }

  // Typing filters once a frame, however fast the keys come.
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(function () {
      scheduled = false;
      filter(field.value);
    });
  }

  window.localizedIndexFilter = filter;
  field.addEventListener("focus", prepare);
  field.addEventListener("input", schedule);
  field.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") return;
    // Escape empties the field and shows everything; on an empty field, it leaves it.
    event.preventDefault();
    if (field.value) {
      field.value = "";
      filter("");
    } else {
      field.blur();
    }
  });
  box.hidden = false;
  if (field.value) schedule();
})();
