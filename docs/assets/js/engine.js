// The rules engine: one module worker (calc-worker.js) that lives for the whole visit, started
// by the first page script that needs it (a form, the search box's answer card, the table
// screen) or adopted from the page's head (macros/engine_start.js). No rules here: requests go
// out as JSON text, answers come back as parsed JSON.

let engine = null;
const milestones = new Set();

function engineIdOfPage() {
  const meta = document.querySelector('meta[name="pugna-engine"]');
  return meta ? meta.content : "";
}

// The engine of this visit, or null before any script started one.
export const currentEngine = () => engine;

// `fn()` runs when an engine starts and again when it is ready (offline-status.js keeps it
// offline).
export function onEngineStartAndReady(fn) {
  milestones.add(fn);
}

export function startEngine() {
  const id = engineIdOfPage();
  if (engine && engine.id === id) return engine;
  if (engine) engine.stop(); // a page of another build (the site was updated during the visit)
  const listeners = new Set();
  const pending = new Map();
  let seq = 0;
  const state = { stage: "runtime", reason: "", error: "" };
  let worker;
  const early = window.__pugnaWorker && window.__pugnaWorker.id === id ? window.__pugnaWorker : null;
  window.__pugnaWorker = null;
  try {
    performance.mark("pugna:worker-start");
    if (early) worker = early.worker;
    else {
      const url = new URL("./calc-worker.js", import.meta.url);
      if (id) url.searchParams.set("engine", id);
      worker = new Worker(url, { type: "module" });
    }
  } catch (error) {
    Object.assign(state, { stage: "failed", error: String(error) });
  }
  const notify = () => listeners.forEach((fn) => fn(state));
  const reached = () => milestones.forEach((fn) => fn());
  const fail = (reason, error) => {
    Object.assign(state, { stage: "failed", reason, error });
    // Nothing waits forever: every pending request is answered with the failure.
    for (const resolve of pending.values()) resolve({ engineError: error });
    pending.clear();
    notify();
  };
  if (worker) {
    worker.onmessage = ({ data }) => {
      if (data.type === "result") {
        const resolve = pending.get(data.id);
        pending.delete(data.id);
        if (resolve) resolve(data.error !== undefined ? { engineError: data.error } : JSON.parse(data.response));
        return;
      }
      if (data.type === "failed") return fail(data.reason || "", data.error);
      if (data.type === "progress") state.stage = data.stage;
      if (data.type === "ready") {
        // boot: "snapshot" or "plain"; timings: ms from the worker's time origin (ms since the epoch);
        // forms: each calculator's passage page (a question's card links to it); kept: the files
        // it used from the offline copy as they were checked when kept
        Object.assign(state, { stage: "ready", boot: data.boot, timings: data.timings, origin: data.origin, forms: data.forms, kept: data.kept });
        queueMicrotask(reached);
      }
      performance.mark(`pugna:${state.stage}`); // timings for make bench
      notify();
    };
    if (early) early.queue.splice(0).forEach((data) => worker.onmessage({ data }));
    worker.onerror = (event) => fail("", event.message || "worker error");
  }
  // One request to the worker, as JSON text: a form's; a table screen's names its op
  // (calc.web.handle_screen); a question's has the worker hand the engine calc.ask's lexicon first.
  const send = (request, lang, { op, question = false } = {}) => {
    if (state.stage === "failed") return Promise.resolve({ engineError: state.error });
    const ticket = ++seq;
    return new Promise((resolve) => {
      pending.set(ticket, resolve);
      worker.postMessage({ id: ticket, op, request, lang, question });
    });
  };
  engine = {
    id,
    state,
    listen(fn) { listeners.add(fn); fn(state); return () => listeners.delete(fn); },
    run(name, inputs, lang, module) {
      return send(JSON.stringify({ name, inputs, module }), lang);
    },
    // A question, for the search box's card (answer-card.js): calc.ask's best answer alone.
    question(text, lang) {
      return send(JSON.stringify({ ask: text, most: 1 }), lang, { question: true });
    },
    // The table screen's requests (calc.web.handle_screen): op and its payload, as JSON text.
    screen(op, payload, lang) {
      return send(payload, lang, { op });
    },
    stop() { if (worker) worker.terminate(); listeners.clear(); },
    // An engine started while the page loaded waits for this before its CPU work (calc-worker.js).
    go() { if (worker) worker.postMessage({ type: "go" }); },
    // The engine's offline copy is whole: the worker keeps its laid-out memory beside it.
    kept() { if (worker) worker.postMessage({ type: "kept" }); },
  };
  window.pugnaEngine = engine; // for tests and benchmarks
  reached();
  return engine;
}

// The engine may have the CPU once the page's first content is on screen: until then its
// compile would also slow the drawing itself (raster shares the cores). And while every form
// shows the build's own answer, only once the page's own start-up work is done (the theme's
// mount, its first frames: the first idle moment): on 2 cores the boot beside that work
// stretched it into long tasks (measured with Lighthouse). `waited`: a form waits for an answer
// (inputs from the address, or typed before the engine is up), and does not wait for idle.
export const idle = window.requestIdleCallback || ((run) => setTimeout(run, 1));
export function letEngineRun(waited) {
  contentPainted().then(() => (waited ? engine && engine.go() : idle(() => engine && engine.go(), { timeout: 1000 })));
}

let painted = null;
function contentPainted() {
  painted ||= new Promise((resolve) => {
    if (performance.getEntriesByName("first-contentful-paint").length) return resolve();
    try {
      new PerformanceObserver((_, observer) => { observer.disconnect(); resolve(); }).observe({ type: "paint", buffered: true });
    } catch {
      resolve(); // no paint timing here: at once
    }
  });
  return painted;
}
