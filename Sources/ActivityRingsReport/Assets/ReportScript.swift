/// The report page's script, which only adds to a page that works without it:
///
/// - The year switcher shows one year at a time (the one in the address's `#…`, else the
///   latest), and marks its link `aria-current`; without the script every year shows and the
///   links jump to them.
/// - Arrow keys move between days (left and right a day, up and down a week, across months and
///   years shown), Home and End go to a month's first and last day, and only one day per year
///   is in the Tab order (a roving tab index); without the script every day is in the Tab order.
///
/// ```swift
/// let js = ReportScript.source  // inside <script>
/// ```
enum ReportScript {
  /// The script, as plain ES2017 with no dependency.
  static let source = """
    "use strict";
    (function () {
      var root = document.documentElement;
      root.classList.add("scripted");
      var years = Array.prototype.slice.call(document.querySelectorAll("section.year"));
      var links = Array.prototype.slice.call(document.querySelectorAll("nav.years a"));
      function yearOf(id) {
        var element = id ? document.getElementById(id) : null;
        var section = element ? element.closest("section.year") : null;
        return section ? section.id : null;
      }
      function show(id) {
        years.forEach(function (section) { section.hidden = section.id !== id; });
        links.forEach(function (link) {
          link.setAttribute("aria-current", link.getAttribute("href") === "#" + id ? "true" : "false");
        });
      }
      function fromAddress() {
        var id = decodeURIComponent(location.hash.slice(1));
        var year = yearOf(id) || (years.length ? years[years.length - 1].id : null);
        if (!year) { return; }
        show(year);
        var target = id ? document.getElementById(id) : null;
        if (target && target.id !== year) { target.scrollIntoView(); }
      }
      window.addEventListener("hashchange", fromAddress);
      fromAddress();

      var days = Array.prototype.slice.call(document.querySelectorAll(".day"));
      years.forEach(function (section) {
        var inYear = section.querySelectorAll(".day");
        for (var i = 0; i < inYear.length; i++) { inYear[i].tabIndex = -1; }
        var first = section.querySelector(".day:not(.empty)") || inYear[0];
        if (first) { first.tabIndex = 0; }
      });
      function pad(number) { return (number < 10 ? "0" : "") + number; }
      function shifted(day, count) {
        var parts = day.split("-").map(Number);
        var date = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2] + count));
        return date.getUTCFullYear() + "-" + pad(date.getUTCMonth() + 1) + "-" + pad(date.getUTCDate());
      }
      function focusDay(from, target) {
        if (!target || target.closest("section.year[hidden]")) { return false; }
        var section = from.closest("section.year");
        if (section !== target.closest("section.year")) {
          show(target.closest("section.year").id);
        }
        from.tabIndex = -1;
        target.tabIndex = 0;
        target.focus();
        return true;
      }
      document.addEventListener("keydown", function (event) {
        var day = event.target.closest ? event.target.closest(".day") : null;
        if (!day || event.altKey || event.ctrlKey || event.metaKey) { return; }
        var steps = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
        var target = null;
        if (steps[event.key] !== undefined) {
          target = document.getElementById("d" + shifted(day.dataset.day, steps[event.key]));
        } else if (event.key === "Home" || event.key === "End") {
          var month = day.closest("table").querySelectorAll(".day");
          target = event.key === "Home" ? month[0] : month[month.length - 1];
        } else {
          return;
        }
        if (focusDay(day, target)) { event.preventDefault(); }
      });
      days.forEach(function (day) {
        day.addEventListener("focus", function () {
          var section = day.closest("section.year");
          var current = section.querySelectorAll('.day[tabindex="0"]');
          for (var i = 0; i < current.length; i++) { current[i].tabIndex = -1; }
          day.tabIndex = 0;
        });
      });
    })();
    """
}
