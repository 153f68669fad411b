(function () {
  "use strict";
  var box = document.getElementById("only-differences");
  var table = document.querySelector("table.records");
  var shown = document.getElementById("records-shown");
  if (!box || !table) return;
  box.parentNode.hidden = false;
  function update() {
    table.classList.toggle("only-differences", box.checked);
    if (shown) shown.textContent = shown.getAttribute(box.checked ? "data-differing" : "data-all");
  }
  box.addEventListener("change", update);
  // A reload may keep the box ticked.
  update();
})();
