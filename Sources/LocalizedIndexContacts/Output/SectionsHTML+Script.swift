extension SectionsHTML {
    /// The page's script: the index bar as UIKit's. A click, a tap or Enter on an entry jumps to the section
    /// its link names (already resolved to a section on the page when the page was written; `#top` for
    /// the search entry); pressing on the bar and moving along it (pointer events with pointer capture, and
    /// touch events for browsers that scroll anyway) jumps as the finger moves, with the title shown in the
    /// middle of the screen; the arrow keys, Home and End move along the bar. Without the script the entries
    /// still work as plain links.
    package static let script = """
        (function () {
          "use strict";
          var bar = document.querySelector(".index-bar");
          if (!bar) return;
          var links = Array.prototype.slice.call(bar.querySelectorAll("a"));
          var hud = document.querySelector(".index-hud");
          var current = -1;
          var slots = null;
          var activePointer = null;

          function jump(link) {
            var id = link.getAttribute("href").slice(1);
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

          function track(y) {
            var index = entryAt(y);
            if (index === current) return;
            current = index;
            jump(links[index]);
            var title = links[index].getAttribute("data-title");
            if (hud) {
              hud.textContent = title || "";
              hud.hidden = !title;
            }
          }

          function begin(y) {
            slots = null;
            current = -1;
            bar.classList.add("tracking");
            track(y);
          }

          function end() {
            bar.classList.remove("tracking");
            if (hud) hud.hidden = true;
            current = -1;
            slots = null;
            activePointer = null;
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
            // A press already jumped; this is for Enter and assistive technology, which only click.
            var link = event.target.closest ? event.target.closest("a") : null;
            event.preventDefault();
            if (link) jump(link);
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
            jump(links[next]);
          });
        })();

        """
}
