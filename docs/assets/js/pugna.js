// Page script: mounts every form[data-calc] after each (instant) navigation and talks to
// one module worker that lives for the whole visit. No rules here: it sends the raw field
// values to calc.dispatch (through calc.web.handle) and paints the JSON it gets back.
// It also registers the service worker and says in the footer what works offline.

const STATUS = {
  en: {
    runtime: "Starting the rules engine…", rules: "Loading the rules…", ready: "",
    file: "The calculator needs the site served: run `make serve` and open http://127.0.0.1:8000/.",
    failed: "The rules engine could not start; the table above still holds.",
    missing: "The rules engine could not start: one of its files is missing on the server. The table above still holds.",
    mismatch: "The rules engine's files do not match this page (the site was updated, or a file is damaged): reload the page. The table above still holds.",
    stale: "This page is from an older version of the site: reload it to use the calculator. The table above still holds.",
    broken: "The rules engine's runtime is damaged and cannot start. The table above still holds.",
    timeout: "The rules engine did not start in time: reload the page to try again. The table above still holds.",
    crashed: "The rules engine failed on these values; change a value to try again.",
    offlinePreparing: "Saving the texts for offline use…",
    offlineTexts: "Offline: the texts, search and tables are saved on this device.",
    offlineFailed: "Offline use is not available: {why}. It will be tried again later.",
    engineKept: "Calculators work offline too.",
    engineNotKept: "Calculators are saved the first time one starts.",
    engineKeep: "Keep calculators offline ({size})",
    engineSaving: "Saving calculators for offline use… {done} of {total}",
    engineFailed: "Calculators could not be saved for offline use: {why}.",
    whyMissing: "a file is missing on the server ({file})",
    whyMismatch: "a file does not match this version of the site ({file})",
    whyQuota: "not enough storage on this device",
    whyNetwork: "the connection failed",
  },
  it: {
    runtime: "Avvio del motore delle regole…", rules: "Caricamento delle regole…", ready: "",
    file: "Il calcolatore richiede il sito servito: esegui `make serve` e apri http://127.0.0.1:8000/.",
    failed: "Il motore delle regole non è partito; la tabella resta valida.",
    missing: "Il motore delle regole non è partito: manca un suo file sul server. La tabella resta valida.",
    mismatch: "I file del motore delle regole non corrispondono a questa pagina (il sito è stato aggiornato o un file è danneggiato): ricarica la pagina. La tabella resta valida.",
    stale: "Questa pagina è di una versione precedente del sito: ricaricala per usare il calcolatore. La tabella resta valida.",
    broken: "Il runtime del motore delle regole è danneggiato e non può partire. La tabella resta valida.",
    timeout: "Il motore delle regole non è partito in tempo: ricarica la pagina per riprovare. La tabella resta valida.",
    crashed: "Il motore delle regole ha avuto un errore con questi valori; cambia un valore per riprovare.",
    offlinePreparing: "Salvataggio dei testi per l'uso offline…",
    offlineTexts: "Offline: testi, ricerca e tabelle sono salvati su questo dispositivo.",
    offlineFailed: "L'uso offline non è disponibile: {why}. Verrà ritentato più tardi.",
    engineKept: "Anche i calcolatori funzionano offline.",
    engineNotKept: "I calcolatori vengono salvati la prima volta che uno si avvia.",
    engineKeep: "Tieni i calcolatori offline ({size})",
    engineSaving: "Salvataggio dei calcolatori per l'uso offline… {done} di {total}",
    engineFailed: "Non è stato possibile salvare i calcolatori per l'uso offline: {why}.",
    whyMissing: "manca un file sul server ({file})",
    whyMismatch: "un file non corrisponde a questa versione del sito ({file})",
    whyQuota: "spazio insufficiente su questo dispositivo",
    whyNetwork: "la connessione non è riuscita",
  },
  es: {
    runtime: "Iniciando el motor de reglas…", rules: "Cargando las reglas…", ready: "",
    file: "La calculadora necesita el sitio servido: ejecuta `make serve` y abre http://127.0.0.1:8000/.",
    failed: "El motor de reglas no pudo iniciarse; la tabla sigue siendo válida.",
    missing: "El motor de reglas no pudo iniciarse: falta uno de sus archivos en el servidor. La tabla sigue siendo válida.",
    mismatch: "Los archivos del motor de reglas no corresponden a esta página (el sitio se actualizó o un archivo está dañado): recarga la página. La tabla sigue siendo válida.",
    stale: "Esta página es de una versión anterior del sitio: recárgala para usar la calculadora. La tabla sigue siendo válida.",
    broken: "El entorno de ejecución del motor de reglas está dañado y no puede iniciarse. La tabla sigue siendo válida.",
    timeout: "El motor de reglas no se inició a tiempo: recarga la página para reintentarlo. La tabla sigue siendo válida.",
    crashed: "El motor de reglas falló con estos valores; cambia un valor para reintentarlo.",
    offlinePreparing: "Guardando los textos para usarlos sin conexión…",
    offlineTexts: "Sin conexión: los textos, la búsqueda y las tablas están guardados en este dispositivo.",
    offlineFailed: "El uso sin conexión no está disponible: {why}. Se volverá a intentar más tarde.",
    engineKept: "Las calculadoras también funcionan sin conexión.",
    engineNotKept: "Las calculadoras se guardan la primera vez que se inicia una.",
    engineKeep: "Guardar las calculadoras sin conexión ({size})",
    engineSaving: "Guardando las calculadoras para usarlas sin conexión… {done} de {total}",
    engineFailed: "No se pudieron guardar las calculadoras para usarlas sin conexión: {why}.",
    whyMissing: "falta un archivo en el servidor ({file})",
    whyMismatch: "un archivo no corresponde a esta versión del sitio ({file})",
    whyQuota: "no hay espacio suficiente en este dispositivo",
    whyNetwork: "la conexión falló",
  },
  ru: {
    runtime: "Запуск движка правил…", rules: "Загрузка правил…", ready: "",
    file: "Калькулятору нужен сайт с сервера: выполните `make serve` и откройте http://127.0.0.1:8000/.",
    failed: "Движок правил не запустился; таблица по-прежнему верна.",
    missing: "Движок правил не запустился: на сервере нет одного из его файлов. Таблица по-прежнему верна.",
    mismatch: "Файлы движка правил не соответствуют этой странице (сайт обновился или файл повреждён): перезагрузите страницу. Таблица по-прежнему верна.",
    stale: "Эта страница из прежней версии сайта: перезагрузите её, чтобы пользоваться калькулятором. Таблица по-прежнему верна.",
    broken: "Среда выполнения движка правил повреждена и не может запуститься. Таблица по-прежнему верна.",
    timeout: "Движок правил не запустился вовремя: перезагрузите страницу, чтобы попробовать снова. Таблица по-прежнему верна.",
    crashed: "Движок правил дал сбой на этих значениях; измените значение, чтобы попробовать снова.",
    offlinePreparing: "Тексты сохраняются для работы без сети…",
    offlineTexts: "Без сети: тексты, поиск и таблицы сохранены на этом устройстве.",
    offlineFailed: "Работа без сети недоступна: {why}. Попытка будет повторена позже.",
    engineKept: "Калькуляторы тоже работают без сети.",
    engineNotKept: "Калькуляторы сохраняются, когда один из них запускается впервые.",
    engineKeep: "Сохранить калькуляторы для работы без сети ({size})",
    engineSaving: "Калькуляторы сохраняются для работы без сети… {done} из {total}",
    engineFailed: "Не удалось сохранить калькуляторы для работы без сети: {why}.",
    whyMissing: "на сервере нет файла ({file})",
    whyMismatch: "файл не соответствует этой версии сайта ({file})",
    whyQuota: "на этом устройстве недостаточно места",
    whyNetwork: "не удалось соединиться",
  },
};
const FAILURES = new Set(["missing", "mismatch", "stale", "broken", "timeout"]);

function words(lang, key, values = {}) {
  return STATUS[lang][key].replace(/\{(\w+)\}/g, (_, name) => values[name] ?? "");
}

function engineIdOfPage() {
  const meta = document.querySelector('meta[name="pugna-engine"]');
  return meta ? meta.content : "";
}

let engine = null;

function startEngine() {
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
      if (data.type === "ready") Object.assign(state, { stage: "ready", boot: data.boot }); // "snapshot" or "plain"
      performance.mark(`pugna:${state.stage}`); // timings for make bench
      notify();
    };
    if (early) early.queue.splice(0).forEach((data) => worker.onmessage({ data }));
    worker.onerror = (event) => fail("", event.message || "worker error");
  }
  engine = {
    id,
    state,
    listen(fn) { listeners.add(fn); fn(state); return () => listeners.delete(fn); },
    run(name, inputs, lang, module) {
      if (state.stage === "failed") return Promise.resolve({ engineError: state.error });
      const request = ++seq;
      return new Promise((resolve) => {
        pending.set(request, resolve);
        worker.postMessage({ id: request, request: JSON.stringify({ name, inputs, module }), lang });
      });
    },
    stop() { if (worker) worker.terminate(); listeners.clear(); },
  };
  window.pugnaEngine = engine; // for tests and benchmarks
  askOfflineStatus(); // a started engine is kept offline (see onWorkerMessage)
  return engine;
}

function langOf(element) {
  const lang = element.getAttribute("lang") || "en";
  return STATUS[lang] ? lang : "en";
}

function readInputs(form) {
  const inputs = {};
  for (const element of form.querySelectorAll("[name]")) {
    inputs[element.name] = element.type === "checkbox" ? element.checked : element.value;
  }
  return inputs;
}

// Inputs mirrored in the URL: ?NAME.FIELD=value, so a link reopens the same calculation.
function restoreFromUrl(form) {
  const name = form.dataset.calc;
  const params = new URLSearchParams(location.search);
  for (const element of form.querySelectorAll("[name]")) {
    const key = `${name}.${element.name}`;
    if (!params.has(key)) continue;
    const value = params.get(key);
    if (element.type === "checkbox") element.checked = value === "true";
    else element.value = value;
  }
}

function saveToUrl(form) {
  const name = form.dataset.calc;
  const url = new URL(location.href);
  for (const [field, value] of Object.entries(readInputs(form))) url.searchParams.set(`${name}.${field}`, String(value));
  history.replaceState(history.state, "", url);
}

function statusText(lang, state) {
  if (state.stage !== "failed") return STATUS[lang][state.stage] || "";
  return STATUS[lang][FAILURES.has(state.reason) ? state.reason : "failed"];
}

function mount(form) {
  if (form.dataset.mounted) return;
  form.dataset.mounted = "true";
  const lang = langOf(form);
  const status = form.querySelector(".pugna-status");
  const error = form.querySelector(".pugna-error");
  if (location.protocol === "file:") {
    status.textContent = STATUS[lang].file;
    form.dataset.state = "unavailable";
    return;
  }
  const calc = startEngine();
  restoreFromUrl(form);
  let latest = 0;
  const clear = (message) => {
    error.textContent = message;
    error.hidden = !message;
    for (const output of form.querySelectorAll("[data-result]")) output.textContent = "—";
  };
  const compute = async (fromUser) => {
    const ticket = ++latest;
    const response = await calc.run(form.dataset.calc, readInputs(form), lang, form.dataset.module);
    if (ticket !== latest) return; // a newer input already went out
    if (fromUser) saveToUrl(form);
    if (response.engineError !== undefined) {
      // No value stays on screen as if current; the status line already says when the engine is down.
      clear(calc.state.stage === "failed" ? "" : STATUS[lang].crashed);
      for (const element of form.querySelectorAll("[aria-invalid]")) element.removeAttribute("aria-invalid");
      form.dataset.state = calc.state.stage === "failed" ? "unavailable" : "engine-error";
      return;
    }
    if (response.ok) {
      error.hidden = true;
      error.textContent = "";
      for (const [key, text] of Object.entries(response.display)) {
        const output = form.querySelector(`[data-result="${key}"]`);
        if (output) output.textContent = text;
      }
      form.dataset.state = "ok";
      if (!performance.getEntriesByName("pugna:first-result").length) performance.mark("pugna:first-result");
      performance.mark("pugna:result"); // each painted result: make bench reads these
    } else {
      clear(response.error.message);
      for (const element of form.querySelectorAll("[name]")) {
        element.toggleAttribute("aria-invalid", element.name === response.error.field);
      }
      form.dataset.state = "error";
      return;
    }
    for (const element of form.querySelectorAll("[aria-invalid]")) element.removeAttribute("aria-invalid");
  };
  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("input", () => compute(true));
  for (const button of form.querySelectorAll("[data-roll]")) {
    button.addEventListener("click", () => {
      const seed = form.querySelector(`[name="${button.dataset.roll}"]`);
      seed.value = String(crypto.getRandomValues(new Uint32Array(1))[0] & 0x7fffffff);
      compute(true);
    });
  }
  const unlisten = calc.listen((state) => {
    if (!form.isConnected) return unlisten && unlisten(); // page left by instant navigation
    status.textContent = statusText(lang, state);
    status.hidden = state.stage === "ready";
    form.dataset.engine = state.stage;
  });
  compute(false);
}

function mountAll() {
  document.querySelectorAll("form[data-calc]").forEach(mount);
  renderOffline();
}

// ---------------------------------------------------------------------------------------
// Offline, in two parts: the service worker precaches the texts, search and static tables
// on the first visit; the engine is cached when a calculator first starts it, or at once
// with the footer's "keep calculators offline" button. The worker reports; this paints.

const root = new URL("../../", import.meta.url);
const offline = { core: "unknown", failure: null, engine: null, saving: null, engineFailure: null };
window.pugnaOffline = offline; // for tests

function bytesText(lang, n) {
  return `${(n / 1e6).toLocaleString(lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;
}

function why(lang, failure) {
  const key = { missing: "whyMissing", mismatch: "whyMismatch", quota: "whyQuota" }[failure.reason] || "whyNetwork";
  return words(lang, key, { file: failure.file || "" });
}

function renderOffline() {
  const footer = document.querySelector(".md-footer-meta__inner");
  if (!footer || !("serviceWorker" in navigator) || !location.protocol.startsWith("http")) return;
  const content = document.querySelector(".pugna-content[lang]");
  const lang = content ? langOf(content) : "en";
  let box = footer.querySelector(".pugna-offline");
  if (!box) {
    box = document.createElement("div");
    box.className = "md-copyright pugna-offline";
    box.setAttribute("role", "status");
    footer.append(box);
  }
  box.lang = lang;
  const parts = [];
  if (offline.failure) parts.push(words(lang, "offlineFailed", { why: why(lang, offline.failure) }));
  else if (offline.core === "ready") parts.push(STATUS[lang].offlineTexts);
  else parts.push(STATUS[lang].offlinePreparing);
  let button = null;
  let progress = null;
  if (offline.core === "ready" && offline.engine) {
    const { cached, total, totalBytes, cachedBytes } = offline.engine;
    if (offline.saving) {
      parts.push(words(lang, "engineSaving", { done: bytesText(lang, offline.saving.done), total: bytesText(lang, offline.saving.total) }));
      progress = document.createElement("progress");
      progress.max = offline.saving.total;
      progress.value = offline.saving.done;
    } else if (offline.engineFailure) {
      parts.push(words(lang, "engineFailed", { why: why(lang, offline.engineFailure) }));
    } else if (cached === total) {
      parts.push(STATUS[lang].engineKept);
    } else {
      parts.push(STATUS[lang].engineNotKept);
      button = document.createElement("button");
      button.type = "button";
      button.className = "md-button pugna-keep-engine";
      button.textContent = words(lang, "engineKeep", { size: bytesText(lang, totalBytes - cachedBytes) });
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
  const worker = navigator.serviceWorker.controller;
  if (!worker) return;
  offline.saving = { done: 0, total: offline.engine.totalBytes - offline.engine.cachedBytes };
  offline.engineFailure = null;
  renderOffline();
  worker.postMessage({ type: "keep-engine" });
}

async function readFailure() {
  // The service worker leaves a note when an install failed (it backs off before retrying).
  try {
    const cache = await caches.open(`pugna ${root.pathname} status`);
    const note = await cache.match(new URL("offline-status", root));
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
    // A calculator started on this visit: keep its engine offline (the files are fresh in
    // the HTTP cache, so this costs no second download).
    else if (data.core && engine && !offline.saving && !offline.engineFailure && !offline.autoKept) {
      offline.autoKept = true;
      keepEngine();
      return;
    }
  } else if (data.type === "offline-progress") {
    offline.saving = { done: data.done, total: data.total };
  } else if (data.type === "offline-failed") {
    if (data.part === "engine") Object.assign(offline, { engineFailure: data, saving: null });
    else Object.assign(offline, { failure: data, core: "failed" });
  }
  renderOffline();
}

function askOfflineStatus() {
  if ("serviceWorker" in navigator && navigator.serviceWorker.controller) navigator.serviceWorker.controller.postMessage({ type: "status" });
}

// When a new build's worker takes over, reload once so the page and its files come from one build.
function registerOffline() {
  if (!("serviceWorker" in navigator) || !location.protocol.startsWith("http")) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("message", onWorkerMessage);
  navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.pathname }).catch(() => {});
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (hadController && !window.__pugnaReloading) {
      window.__pugnaReloading = true;
      location.reload();
      return;
    }
    askOfflineStatus();
  });
  askOfflineStatus();
  readFailure().then((failure) => {
    if (failure && offline.core !== "ready") Object.assign(offline, { failure, core: "failed" });
    renderOffline();
  });
}
registerOffline();

if (window.document$) window.document$.subscribe(mountAll);
else document.addEventListener("DOMContentLoaded", mountAll);
