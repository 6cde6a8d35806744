// Offline, in two parts: the service worker (sw.js, tools/offline.py) precaches the texts,
// search and static tables on the first visit; the engine is cached when a calculator first
// starts it, or at once with the footer's "keep calculators offline" button. The worker
// reports; this registers it and paints what it says in the footer, on every page.

import { currentEngine, idle, onEngineStartAndReady } from "./engine.js";
import { pageLang, words } from "./page-words.js";
import { CLASSES, eachPage, FOOTER, ROOT } from "./theme.js";

const offline = { core: "unknown", failure: null, engine: null, saving: null, engineFailure: null };
window.pugnaOffline = offline; // for tests

// Not toLocaleString: Intl's first use is slow on the main thread of a page still loading.
function bytesText(n) {
  return `${(n / 1e6).toFixed(1).replace(".", words("decimalMark"))} MB`;
}

function why(failure) {
  const key = { missing: "whyMissing", mismatch: "whyMismatch", quota: "whyQuota", storage: "whyStorage" }[failure.reason] || "whyNetwork";
  return words(key, { file: failure.file || "" });
}

function renderOffline() {
  const footer = document.querySelector(FOOTER);
  if (!footer || !("serviceWorker" in navigator) || !location.protocol.startsWith("http")) return;
  let box = footer.querySelector(".pugna-offline");
  if (!box) {
    box = document.createElement("div");
    box.className = `${CLASSES.footerNote} pugna-offline`;
    box.setAttribute("role", "status");
    footer.append(box);
  }
  box.lang = pageLang();
  const parts = [];
  if (offline.failure) parts.push(words("offlineFailed", { why: why(offline.failure) }));
  else if (offline.core === "ready") parts.push(words("offlineTexts"));
  else parts.push(words("offlinePreparing"));
  let button = null;
  let progress = null;
  if (offline.core === "ready" && offline.engine) {
    const { cached, total, totalBytes, cachedBytes } = offline.engine;
    if (offline.saving) {
      parts.push(words("engineSaving", { done: bytesText(offline.saving.done), total: bytesText(offline.saving.total) }));
      progress = document.createElement("progress");
      progress.max = offline.saving.total;
      progress.value = offline.saving.done;
    } else if (cached === total) {
      parts.push(words("engineKept"));
    } else {
      // After a failure the same button tries again (what is already kept is not fetched twice).
      parts.push(offline.engineFailure ? words("engineFailed", { why: why(offline.engineFailure) }) : words("engineNotKept"));
      button = document.createElement("button");
      button.type = "button";
      button.className = `${CLASSES.button} pugna-keep-engine`;
      button.textContent = words("engineKeep", { size: bytesText(totalBytes - cachedBytes) });
      button.addEventListener("click", keepEngine);
    }
  }
  const text = document.createElement("span");
  text.textContent = parts.join(" ");
  box.replaceChildren(...[text, progress, button].filter(Boolean));
  box.dataset.core = offline.core;
  box.dataset.engine = offline.saving ? "saving" : offline.engine && offline.engine.cached === offline.engine.total ? "kept" : "not-kept";
}

function keepEngine() {
  const worker = offlineWorker();
  if (!worker) return false;
  offline.saving = { done: 0, total: offline.engine.totalBytes - offline.engine.cachedBytes };
  offline.engineFailure = null;
  renderOffline();
  worker.postMessage({ type: "keep-engine" });
  return true;
}

async function readFailure() {
  // The service worker leaves a note when an install failed (it backs off before retrying).
  try {
    const cache = await caches.open(`pugna ${ROOT.pathname} status`);
    const note = await cache.match(new URL("offline-status", ROOT));
    return note ? await note.json() : null;
  } catch {
    return null;
  }
}

function onWorkerMessage({ data }) {
  if (!data || typeof data !== "object") return;
  if (data.type === "offline-status") {
    Object.assign(offline, { core: data.core ? "ready" : offline.core, engine: data.engine, failure: data.failure || null });
    const complete = data.engine && data.engine.cached === data.engine.total;
    if (complete) offline.saving = null;
    const engine = currentEngine();
    if (complete && engine) engine.kept();
    // A calculator started on this visit: once its engine is up, keep it offline (its files are
    // then whole in the HTTP cache, so this costs no second download; asked earlier, the
    // service worker would fetch the snapshot again while the page's worker still downloads it).
    else if (data.core && engine && engine.state.stage === "ready" && !offline.saving && !offline.engineFailure && !offline.autoKept) {
      offline.autoKept = keepEngine();
      if (offline.autoKept) return;
    }
  } else if (data.type === "offline-progress") {
    offline.saving = { done: data.done, total: data.total };
  } else if (data.type === "offline-failed") {
    if (data.part === "engine") Object.assign(offline, { engineFailure: data, saving: null });
    else Object.assign(offline, { failure: data, core: "failed" });
  }
  renderOffline();
}

// The site's worker, also for a page it does not control: one loaded by a hard reload, or one
// whose navigation was under way when a first install took over the open pages (Chromium
// leaves it uncontrolled, and no controllerchange ever comes).
let registration = null;
function offlineWorker() {
  return "serviceWorker" in navigator ? navigator.serviceWorker.controller || (registration && registration.active) : null;
}

function askOfflineStatus() {
  const worker = offlineWorker();
  if (worker) worker.postMessage({ type: "status" });
}

// When a new build's worker takes over, reload once so the page and its files come from one build.
function registerOffline() {
  if (!("serviceWorker" in navigator) || !location.protocol.startsWith("http")) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("message", onWorkerMessage);
  const script = new URL("sw.js", ROOT);
  // A worker that cannot register would leave "saving…" on screen for good: say why instead.
  // Its file there, the browser refused to store it (a full disk does that).
  const register = () => navigator.serviceWorker.register(script, { scope: ROOT.pathname }).catch(async () => {
    const found = await fetch(script, { method: "HEAD", cache: "no-store" }).then((r) => r.ok, () => null);
    const reason = { true: "storage", false: "missing", null: "network" }[found];
    const failure = { reason, file: found === false ? "sw.js" : "" };
    if (offline.core !== "ready") Object.assign(offline, { failure, core: "failed" });
    renderOffline();
  });
  // Once the page has loaded and is idle: a first visit's install downloads and stores the
  // whole site, which on 2 cores stretched the page's own start-up work into long tasks.
  if (document.readyState === "complete") idle(register, { timeout: 1000 });
  else addEventListener("load", () => idle(register, { timeout: 1000 }), { once: true });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (hadController && !window.__pugnaReloading) {
      window.__pugnaReloading = true;
      location.reload();
    }
  });
  // Resolves once the scope has an active worker (at once when it already has one), whether
  // or not it controls this page.
  navigator.serviceWorker.ready.then((active) => {
    registration = active;
    askOfflineStatus();
  });
  readFailure().then((failure) => {
    if (failure && offline.core !== "ready") Object.assign(offline, { failure, core: "failed" });
    renderOffline();
  });
}
registerOffline();
onEngineStartAndReady(askOfflineStatus); // a started engine is kept offline (onWorkerMessage)
eachPage(renderOffline);
