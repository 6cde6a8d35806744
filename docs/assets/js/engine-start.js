// Starts the engine's worker while the page is still loading: a classic script, async in the
// head of each page with a calculator (tools/site_assets.py) and again at the page's first
// form, so the engine boots beside the page instead of after its modules. assets/js/pugna.js adopts the worker and replays what it said meanwhile, a
// failure to start included. The worker's URL is the script tag's data-worker.
(function () {
  var me = document.currentScript;
  // Once per page load: the head's copy (async) and the first form's may both run, in any
  // order, and pugna.js may have started or adopted the worker already.
  if (!me || "__pugnaWorker" in window || location.protocol === "file:") return;
  try {
    performance.mark("pugna:worker-early");
    var meta = document.querySelector("meta[name=pugna-engine]");
    var url = new URL(me.dataset.worker, location.href);
    if (meta) url.searchParams.set("engine", meta.content);
    var worker = new Worker(url, { type: "module" });
    var queue = [];
    worker.onmessage = function (e) { queue.push(e.data); };
    worker.onerror = function (e) { queue.push({ type: "failed", error: e.message || "worker error" }); };
    window.__pugnaWorker = { worker: worker, queue: queue, id: meta ? meta.content : "" };
  } catch (e) {
    // pugna.js starts the worker itself, and says so if it cannot.
  }
})();
