document.addEventListener("DOMContentLoaded", function () {
  var params = new URLSearchParams(window.location.search);
  var v = document.getElementById("f-verdict"), c = document.getElementById("f-category");
  v.value = params.get("verdict") || ""; c.value = params.get("category") || "";
  function apply() {
    var shown = 0, total = 0;
    document.querySelectorAll("[data-verdict]").forEach(function (el) {
      var ok = (!v.value || el.dataset.verdict === v.value) && (!c.value || el.dataset.category === c.value);
      el.hidden = !ok;
      if (el.classList.contains("claim")) { total += 1; if (ok) shown += 1; }
    });
    document.getElementById("f-shown").textContent = total ? shown + " of " + total + " claims shown" : "";
  }
  v.addEventListener("change", apply); c.addEventListener("change", apply); apply();
});
