function localizedIndexBarRoom() {
  return document.documentElement.clientHeight || window.innerHeight;
}

function localizedIndexBarSlots(height) {
  // An entry is 15 px tall when it fits (iOS's are 14-16 points); the bar's margin (12 px a side) and
  // padding (4 px a side) in sections.css leave the rest.
  var entryHeight = 15, insets = 32;
  return Math.max(1, Math.floor((height - insets) / entryHeight));
}

function localizedIndexFitBar(data, slots) {
  "use strict";
  function entry(raw) { return { title: raw[0], kind: raw[1], section: raw[2] }; }
  var all = data.entries.map(entry);
  if (all.length <= slots) return all;
  var search = data.search ? all[0] : null;
  var other = data.other ? all[all.length - 1] : null;
  var body = all.slice(search ? 1 : 0, other ? all.length - 1 : all.length);
  var withItems = data.withItems;

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
