function localizedIndexBarRoom() {
  return document.documentElement.clientHeight || window.innerHeight;
}

function localizedIndexBarSlots(height) {
  // An entry is 15 px tall when it fits (iOS's are 14-16 points); the bar's margin (12 px a side) and
  // padding (4 px a side) in sections.css leave the rest.
  var entryHeight = 15, insets = 32;
  return Math.max(1, Math.floor((height - insets) / entryHeight));
}

// The library's IndexBarFitting, ported: other scripts' entries hidden first (one entry per script, then one
// bullet for all), the locale's own titles spread as ever where even that does not fit; a bullet between two
// titles of different scripts that look alike (Latin A, Greek Alpha, Cyrillic A).
function localizedIndexFitBar(data, slots) {
  "use strict";
  function entry(raw) {
    return { title: raw[0], kind: raw[1], section: raw[2], script: raw[3] || null, lookAlike: raw[4] || null };
  }
  var all = data.entries.map(entry);
  if (all.length + localizedIndexLookAlikePairs(all).length <= slots) return localizedIndexSeparateLookAlikes(all, slots);
  return localizedIndexSeparateLookAlikes(localizedIndexFitScripts(data, all, slots), slots);
}

// The positions of the second title of each pair of titles side by side whose first letters look alike but
// are of different scripts (each title's lookAlike: [script, confusable skeleton], from the library).
function localizedIndexLookAlikePairs(entries) {
  "use strict";
  var pairs = [];
  for (var i = 1; i < entries.length; i++) {
    var above = entries[i - 1].kind === "title" ? entries[i - 1].lookAlike : null;
    var below = entries[i].kind === "title" ? entries[i].lookAlike : null;
    if (above && below && above[0] !== below[0] && above[1] === below[1]) pairs.push(i);
  }
  return pairs;
}

// A bullet leading to the second title of each look-alike pair between the two, where the slots leave room;
// where they do not, the second title becomes that bullet (one bullet standing for it and any beside it).
function localizedIndexSeparateLookAlikes(entries, slots) {
  "use strict";
  var pairs = localizedIndexLookAlikePairs(entries);
  if (pairs.length === 0) return entries;
  var room = slots - entries.length, separated = [];
  entries.forEach(function (item, index) {
    var last = separated[separated.length - 1];
    // The bullet stands for the title after it (pressed, it leads there).
    var separator = { title: localizedIndexSettings.bulletTitle, kind: "bullet", section: item.section,
                      hidden: [item.section] };
    if (pairs.indexOf(index) < 0) {
      if (item.kind === "bullet" && last && last.kind === "bullet") return;
      separated.push(item);
    } else if (room > 0) {
      room--;
      separated.push(separator, item);
    } else if (!last || last.kind !== "bullet") {
      separated.push(separator);
    }
  });
  return separated;
}

function localizedIndexFitScripts(data, all, slots) {
  "use strict";
  var search = data.search ? all[0] : null;
  var other = data.other ? all[all.length - 1] : null;
  var body = all.slice(search ? 1 : 0, other ? all.length - 1 : all.length);

  // Runs of one other script, and stretches of other scripts side by side.
  var runs = [], stretches = [];
  body.forEach(function (item, index) {
    if (!item.script) return;
    var run = runs[runs.length - 1], stretch = stretches[stretches.length - 1];
    if (run && run.end === index && body[run.start].script === item.script) run.end = index + 1;
    else runs.push({ start: index, end: index + 1 });
    if (stretch && stretch.end === index) stretch.end = index + 1;
    else stretches.push({ start: index, end: index + 1 });
  });
  if (runs.length === 0) return localizedIndexFitBody(search, body, other, slots, data.withItems);

  var available = slots - (search ? 1 : 0) - (other ? 1 : 0);
  var ownCount = body.length - runs.reduce(function (sum, run) { return sum + run.end - run.start; }, 0);
  function hidden(range) { return body.slice(range.start, range.end).map(function (item) { return item.section; }); }
  function replacing(ranges, replacement) {
    var entries = [], next = 0;
    ranges.forEach(function (range) {
      entries = entries.concat(body.slice(next, range.start));
      entries.push(replacement(range));
      next = range.end;
    });
    return entries.concat(body.slice(next));
  }
  function bullet(range) {
    return { title: localizedIndexSettings.bulletTitle, kind: "bullet", section: body[range.start].section,
             hidden: hidden(range) };
  }
  var entries;
  var oneEach = replacing(runs, function (run) {
    var first = body[run.start];
    return { title: first.title, kind: first.kind, section: first.section, script: first.script,
             lookAlike: first.lookAlike, hidden: hidden(run) };
  });
  if (ownCount + runs.length + localizedIndexLookAlikePairs(oneEach).length <= available) {
    entries = oneEach;
  } else if (ownCount + stretches.length <= available) {
    entries = replacing(stretches, bullet);
  } else {
    var own = body.filter(function (item) { return !item.script; });
    var fitted = localizedIndexFitBody(search, own, null, slots - stretches.length - (other ? 1 : 0), data.withItems);
    // Each stretch's bullet where its section falls among the entries kept.
    stretches.forEach(function (stretch) {
      var section = body[stretch.start].section || 0, position = fitted.length;
      for (var i = 0; i < fitted.length; i++) {
        if (fitted[i].kind !== "search" && (fitted[i].section || 0) > section) { position = i; break; }
      }
      fitted.splice(position, 0, bullet(stretch));
    });
    return other ? fitted.concat([other]) : fitted;
  }
  return (search ? [search] : []).concat(entries, other ? [other] : []);
}

// UIKit's fitting of a bar's body (titles and bullets) between the search entry and #.
function localizedIndexFitBody(search, body, other, slots, withItems) {
  "use strict";

  // A section strictly between two for a bullet to lead to: the first, or the first with items.
  function sectionBetween(above, below) {
    for (var section = above + 1; section < Math.max(above + 1, below); section++) {
      if (!withItems || withItems.indexOf(section) >= 0) return section;
    }
    return null;
  }
  // `count` positions in 0..<total, first and last included, spread evenly, halves up.
  function spread(count, total) {
    if (count <= 1) return count === 1 ? [0] : [];
    var span = total - 1, steps = count - 1, positions = [];
    for (var j = 0; j < count; j++) positions.push(Math.floor((2 * j * span + steps) / (2 * steps)));
    return positions;
  }

  // Only titles are ever kept; the bar's own bullets are hidden like titles and recomputed.
  var titles = [];
  body.forEach(function (item, index) { if (item.kind !== "bullet") titles.push(index); });
  var available = slots - (search ? 1 : 0) - (other ? 1 : 0);
  if (available < 1 || titles.length === 0) {
    // No room for a title beside search and #: what fits of search, the first title and #.
    var budget = Math.max(slots, 0), kept0 = [];
    [search, titles.length ? body[titles[0]] : null, other].forEach(function (item) {
      if (item && budget > 0) { budget--; kept0.push(item); }
    });
    return kept0;
  }

  // Titles and bullets alternate (an odd number of slots); fewer than five is titles only.
  var usable = available % 2 === 0 ? available - 1 : available;
  var withBullets = usable >= 5;
  var keptCount = Math.min(titles.length, withBullets ? (usable + 1) / 2 : Math.min(available, 2));
  var kept = spread(keptCount, titles.length).map(function (j) { return titles[j]; });

  var fitted = [];
  if (search) fitted.push(search);
  kept.forEach(function (index, position) {
    fitted.push(body[index]);
    if (!withBullets || position + 1 >= kept.length) return;
    var next = kept[position + 1];
    if (next - index > 1) {
      // The bullet leads where the first entry it stands for leads.
      fitted.push({ title: localizedIndexSettings.bulletTitle, kind: "bullet", section: body[index + 1].section,
                    hidden: body.slice(index + 1, next).map(function (item) { return item.section; }) });
    } else if (body[index].section !== null && body[next].section !== null) {
      var between = sectionBetween(body[index].section, body[next].section);
      if (between !== null) fitted.push({ title: localizedIndexSettings.bulletTitle, kind: "bullet", section: between, hidden: [between] });
    }
  });
  if (fitted.filter(function (item) { return item.kind === "bullet"; }).length === 1) {
    fitted = fitted.filter(function (item) { return item.kind !== "bullet"; });
  }
  if (other) fitted.push(other);
  return fitted;
}
