(function () {
  "use strict";
  var bar = document.querySelector(".index-bar");
  if (!bar) return;
  var list = bar.querySelector("ol");
  var links = Array.prototype.slice.call(bar.querySelectorAll("a"));
  var hud = document.querySelector(".index-hud");
  var current = null;
  var last = null;
  var slots = null;
  var activePointer = null;

  // The bar before fitting and what fitting needs, written by the page (data-bar), and the sections
  // on the page with their titles.
  var data = JSON.parse(bar.getAttribute("data-bar") || "null");
  var present = Array.prototype.map.call(document.querySelectorAll("main section[id^='section-']"),
    function (section) { return Number(section.id.slice(8)); });
  var searchIcon = bar.querySelector("a.search svg");
  var fittedTo = -1;

  function sectionTitle(section) {
    var header = document.getElementById("section-" + section + "-title");
    return header ? header.textContent : null;
  }

  // As SectionsHTML.targetSection: its own section when on the page, else the nearest before, else after.
  function targetSection(section) {
    if (section === null) return null;
    var before = null, after = null;
    for (var i = 0; i < present.length; i++) {
      if (present[i] === section) return section;
      if (present[i] < section) before = present[i];
      else if (after === null) after = present[i];
    }
    return before !== null ? before : after;
  }

  function words(key, title) {
    // A function, so a title's "$&" is not taken for a replacement pattern.
    return (bar.getAttribute("data-" + key) || "").replace("{title}", function () { return title; });
  }

  // The script of a bar entry, as SectionsHTML.entryScripts: a title's own, a bullet's first section's.
  function scriptOf(entry) {
    if (entry.kind === "search" || entry.section === null) return null;
    if (entry.script) return entry.script;
    for (var i = 0; data && i < data.entries.length; i++) {
      if (data.entries[i][2] === entry.section) return data.entries[i][3] || null;
    }
    return null;
  }

  function render(entries) {
    var items = document.createDocumentFragment();
    var previous = null;
    entries.forEach(function (entry, position) {
      var target = targetSection(entry.section);
      var link = document.createElement("a");
      link.className = entry.kind;
      link.setAttribute("href", target === null ? "#top" : "#section-" + target);
      if (entry.section !== null) link.setAttribute("data-section", String(entry.section));
      if (entry.kind === "search") {
        link.setAttribute("aria-label", words("search-label", ""));
        if (searchIcon) link.appendChild(searchIcon.cloneNode(true));
      } else {
        var title = target === null ? null : sectionTitle(target);
        if (title !== null) {
          link.setAttribute("aria-label", words("go-to", title));
          link.setAttribute("data-title", title);
        } else {
          link.setAttribute("aria-label", words("go-to-top", ""));
        }
        link.textContent = entry.title;
      }
      if (entry.hidden) link.setAttribute("data-hidden", JSON.stringify(entry.hidden));
      var item = document.createElement("li");
      // A rule above the first entry of another script than the entry before's.
      var script = scriptOf(entry);
      if (position > 0 && entry.kind !== "search" && previous !== "search" && script !== previous) {
        item.className = "script-start";
      }
      previous = entry.kind === "search" ? "search" : script;
      item.appendChild(link);
      items.appendChild(item);
    });
    list.textContent = "";
    list.appendChild(items);
    bar.style.setProperty("--entries", String(entries.length));
    links = Array.prototype.slice.call(bar.querySelectorAll("a"));
  }

  // Fits the bar to the height it has now: as many entries as fit at the legible height.
  function fit() {
    if (!data) return;
    var room = localizedIndexBarRoom();
    bar.style.setProperty("--room", room + "px");
    var fitting = localizedIndexBarSlots(room);
    if (data.maxSlots !== null) fitting = Math.min(fitting, data.maxSlots);
    if (fitting === fittedTo) return;
    fittedTo = fitting;
    render(localizedIndexFitBar(data, fitting));
    slots = null;
  }
  fit();
  window.addEventListener("resize", fit);
  window.addEventListener("orientationchange", fit);

  // A search in the page shows some sections only: the bar is made again of theirs (the event's
  // detail; null when every section is back), at the slot count it has, for reading the viewport's
  // height again would lay the page out in the middle of a keystroke.
  var unfiltered = { data: data, present: present };
  document.addEventListener(localizedIndexSettings.searchEvent, function (event) {
    var shown = event.detail || unfiltered;
    data = shown.data;
    present = shown.present;
    if (fittedTo < 0) return;
    render(localizedIndexFitBar(data, fittedTo));
    slots = null;
  });

  // The search entry leads to the top and, chosen (a tap, a click, Enter), into the search field,
  // as iOS's does; passing over it (a drag, the arrow keys) only scrolls.
  function focusSearch() {
    var field = document.getElementById(localizedIndexSettings.searchFieldID);
    if (field && !field.closest("[hidden]")) field.focus({ preventScroll: true });
  }

  function jump(link, chosen) {
    jumpTo(link.getAttribute("href").slice(1));
    if (chosen && link.classList.contains("search")) focusSearch();
  }

  function jumpTo(id) {
    var target = id === "top" ? null : document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: "start", inline: "nearest", behavior: "auto" });
    } else {
      window.scrollTo({ top: 0, behavior: "auto" });
    }
  }

  function entryAt(y) {
    if (!slots) slots = links.map(function (link) { return link.getBoundingClientRect(); });
    var found = 0;
    for (var i = 0; i < slots.length; i++) {
      if (y >= slots[i].top) found = i;
    }
    return found;
  }

  // Where a press at y leads: an entry's own section; on a bullet, the title it stands for nearest the
  // finger (as iOS does: moving along a bullet goes through the titles left out).
  function targetAt(y) {
    var index = entryAt(y), link = links[index];
    var hidden = link.getAttribute("data-hidden");
    if (!hidden) {
      return { id: link.getAttribute("href").slice(1), title: link.getAttribute("data-title"),
               search: link.classList.contains("search") };
    }
    var sections = JSON.parse(hidden), box = slots[index];
    var fraction = box.height > 0 ? Math.min(Math.max((y - box.top) / box.height, 0), 0.999) : 0;
    var section = targetSection(sections[Math.floor(fraction * sections.length)]);
    return { id: section === null ? "top" : "section-" + section, title: section === null ? null : sectionTitle(section) };
  }

  function track(y) {
    var target = targetAt(y);
    last = target;
    if (target.id === current) return;
    current = target.id;
    jumpTo(target.id);
    var title = target.title;
    if (hud) {
      hud.textContent = title || "";
      hud.hidden = !title;
    }
  }

  function begin(y) {
    slots = null;
    current = null;
    bar.classList.add("tracking");
    track(y);
  }

  function end() {
    var chosen = last;
    bar.classList.remove("tracking");
    if (hud) hud.hidden = true;
    current = null;
    last = null;
    slots = null;
    activePointer = null;
    // A press let go on the search entry chose it.
    if (chosen && chosen.search) focusSearch();
  }

  bar.addEventListener("pointerdown", function (event) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    activePointer = event.pointerId;
    try { bar.setPointerCapture(event.pointerId); } catch (error) { /* not capturable: moves still arrive over the bar */ }
    event.preventDefault();
    begin(event.clientY);
  });
  bar.addEventListener("pointermove", function (event) {
    if (event.pointerId === activePointer) track(event.clientY);
  });
  ["pointerup", "pointercancel", "lostpointercapture"].forEach(function (type) {
    bar.addEventListener(type, function (event) {
      if (event.pointerId === activePointer) end();
    });
  });

  bar.addEventListener("touchstart", function (event) {
    if (event.touches.length !== 1) return;
    event.preventDefault();
    if (activePointer === null) begin(event.touches[0].clientY);
  }, { passive: false });
  bar.addEventListener("touchmove", function (event) {
    if (event.touches.length !== 1) return;
    event.preventDefault();
    track(event.touches[0].clientY);
  }, { passive: false });
  bar.addEventListener("touchend", end);
  bar.addEventListener("touchcancel", end);

  bar.addEventListener("click", function (event) {
    // A press already jumped (on a bullet, to where the finger was); this is for Enter and assistive
    // technology, which only click (a click of no press: detail 0).
    var link = event.target.closest ? event.target.closest("a") : null;
    if (link && !bar.contains(link)) link = null;
    event.preventDefault();
    if (link && event.detail === 0) jump(link, true);
  });

  bar.addEventListener("keydown", function (event) {
    var index = links.indexOf(document.activeElement);
    if (index < 0) return;
    var next;
    switch (event.key) {
      case "ArrowDown": next = Math.min(index + 1, links.length - 1); break;
      case "ArrowUp": next = Math.max(index - 1, 0); break;
      case "Home": next = 0; break;
      case "End": next = links.length - 1; break;
      default: return;
    }
    event.preventDefault();
    links[next].focus({ preventScroll: true });
    jump(links[next], false);
  });
})();
