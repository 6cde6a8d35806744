// Starts the engine's worker while the page is still loading: inlined by the build
// (macros/forms.py, early_start) in the head of each page with a calculator, right after its
// Content-Security-Policy (which allows it by its hash).
// Inline, it runs as soon as the parser reaches it: no request of its own waiting behind the
// style sheets. assets/js/engine.js adopts the worker and replays what it said meanwhile, a
// failure to start included. The worker's URL is the script tag's data-worker.
(function () {
  var me = document.currentScript;
  var FEW_CORES = 4;
  // A copy read from file:// runs no engine (nor the page's module scripts): its reference
  // tables, folded under the starting results, are all there is to look up, so open them.
  if (location.protocol === "file:") {
    document.addEventListener("DOMContentLoaded", function () {
      var tables = document.querySelectorAll("details.pugna-fallback");
      for (var i = 0; i < tables.length; i++) tables[i].open = true;
    });
    return;
  }
  // Once per page load: engine.js may have started or adopted the worker already (a page
  // reached by instant navigation keeps the first page's head and engine).
  if (!me || "__pugnaWorker" in window) return;
  try {
    performance.mark("pugna:worker-early");
    var meta = document.querySelector("meta[name=pugna-engine]");
    var url = new URL(me.dataset.worker, location.href);
    if (meta) url.searchParams.set("engine", meta.content);
    // On few cores the engine's CPU work waits for the page's first paint (engine.js: go): both
    // would be slower side by side. With more cores, one is left to the page anyway.
    if ((navigator.hardwareConcurrency || 1) <= FEW_CORES) url.searchParams.set("yield", "page");
    var worker = new Worker(url, { type: "module" });
    var queue = [];
    worker.onmessage = function (e) { queue.push(e.data); };
    worker.onerror = function (e) { queue.push({ type: "failed", error: e.message || "worker error" }); };
    window.__pugnaWorker = { worker: worker, queue: queue, id: meta ? meta.content : "" };
  } catch (e) {
    // engine.js starts the worker itself, and says so if it cannot.
  }
})();
