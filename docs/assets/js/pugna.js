// Page script: mounts every form[data-calc] after each (instant) navigation and talks to
// one module worker that lives for the whole visit. No rules here: it sends the raw field
// values to calc.dispatch (through calc.web.handle) and paints the JSON it gets back.

const STATUS = {
  en: { copied: "Link copied", runtime: "Starting the rules engine…", rules: "Loading the rules…", ready: "", file: "The calculator needs the site served: run `make serve` and open http://127.0.0.1:8000/.", failed: "The rules engine could not start; the table above still holds." },
  it: { copied: "Link copiato", runtime: "Avvio del motore delle regole…", rules: "Caricamento delle regole…", ready: "", file: "Il calcolatore richiede il sito servito: esegui `make serve` e apri http://127.0.0.1:8000/.", failed: "Il motore delle regole non è partito; la tabella resta valida." },
  es: { copied: "Enlace copiado", runtime: "Iniciando el motor de reglas…", rules: "Cargando las reglas…", ready: "", file: "La calculadora necesita el sitio servido: ejecuta `make serve` y abre http://127.0.0.1:8000/.", failed: "El motor de reglas no pudo iniciarse; la tabla sigue siendo válida." },
  ru: { copied: "Ссылка скопирована", runtime: "Запуск движка правил…", rules: "Загрузка правил…", ready: "", file: "Калькулятору нужен сайт с сервера: выполните `make serve` и откройте http://127.0.0.1:8000/.", failed: "Движок правил не запустился; таблица по-прежнему верна." },
};

let engine = null;

function startEngine() {
  if (engine) return engine;
  const listeners = new Set();
  const pending = new Map();
  let seq = 0;
  const state = { stage: "runtime", error: "" };
  let worker;
  const early = window.__pugnaWorker; // started by the inline script of the page's first form
  try {
    performance.mark("pugna:worker-start");
    worker = early ? early.worker : new Worker(new URL("./calc-worker.js", import.meta.url), { type: "module" });
  } catch (error) {
    state.stage = "failed";
    state.error = String(error);
  }
  const notify = () => listeners.forEach((fn) => fn(state));
  if (worker) {
    worker.onmessage = ({ data }) => {
      if (data.type === "result") {
        const resolve = pending.get(data.id);
        pending.delete(data.id);
        if (resolve) resolve(JSON.parse(data.response));
        return;
      }
      if (data.type === "progress") state.stage = data.stage;
      if (data.type === "ready") state.stage = "ready";
      performance.mark(`pugna:${state.stage}`); // timings for make bench
      if (data.type === "failed") Object.assign(state, { stage: "failed", error: data.error });
      notify();
    };
    if (early) early.queue.splice(0).forEach((data) => worker.onmessage({ data }));
    worker.onerror = (event) => {
      Object.assign(state, { stage: "failed", error: event.message || "worker error" });
      notify();
    };
  }
  engine = {
    state,
    listen(fn) { listeners.add(fn); fn(state); return () => listeners.delete(fn); },
    run(name, inputs, lang, module) {
      const id = ++seq;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ id, request: JSON.stringify({ name, inputs, module }), lang });
      });
    },
  };
  window.pugnaEngine = engine; // for tests and benchmarks
  return engine;
}

function langOf(form) {
  const lang = form.getAttribute("lang") || "en";
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
// Returns whether the URL changed any input: the rendered starting result is then stale.
function restoreFromUrl(form) {
  const name = form.dataset.calc;
  const params = new URLSearchParams(location.search);
  let changed = false;
  for (const element of form.querySelectorAll("[name]")) {
    const key = `${name}.${element.name}`;
    if (!params.has(key)) continue;
    const value = params.get(key);
    if (element.type === "checkbox") {
      changed ||= element.checked !== (value === "true");
      element.checked = value === "true";
    } else {
      changed ||= element.value !== value;
      element.value = value;
    }
  }
  return changed;
}

// Never a stale number under new inputs: blank the outputs until the engine answers.
function markPending(form) {
  for (const output of form.querySelectorAll("[data-result]")) output.textContent = "…";
  form.dataset.state = "pending";
}

// The URL carries only the inputs that differ from the form's starting values (the HTML's
// own value/checked), so a shared link stays short and readable.
function urlWithInputs(form) {
  const name = form.dataset.calc;
  const url = new URL(location.href);
  for (const element of form.querySelectorAll("[name]")) {
    const key = `${name}.${element.name}`;
    const start = element.type === "checkbox" ? element.defaultChecked : element.type === "select-one"
      ? [...element.options].find((o) => o.defaultSelected)?.value : element.defaultValue;
    const now = element.type === "checkbox" ? element.checked : element.value;
    if (now === start) url.searchParams.delete(key);
    else url.searchParams.set(key, String(now));
  }
  return url;
}

function saveToUrl(form) {
  history.replaceState(history.state, "", urlWithInputs(form));
}

async function copyLink(form, button, lang) {
  const url = urlWithInputs(form);
  url.hash = form.id; // opens scrolled to this form
  try {
    await navigator.clipboard.writeText(url.href);
  } catch {
    window.prompt("", url.href); // no clipboard (plain http on a LAN): let the reader copy it
    return;
  }
  const label = button.textContent;
  button.textContent = STATUS[lang].copied;
  setTimeout(() => { button.textContent = label; }, 2000);
}

// The seed-table cell (or row) the inputs read, as calc names it: marked where the table is.
function markLookup(form, lookup) {
  for (const old of form.querySelectorAll(".pugna-looked-up")) old.classList.remove("pugna-looked-up");
  if (!lookup) return;
  const table = form.querySelector(`[data-table="${lookup.table}"]`);
  const row = table && table.querySelectorAll("tbody tr")[lookup.row];
  if (!row) return;
  const cell = lookup.column === null ? row : row.children[lookup.column];
  if (cell) cell.classList.add("pugna-looked-up");
}

// A shared link names its form (#calc-form-NAME); tables folding above it must not move it
// away, until the reader scrolls by himself.
let readerScrolled = false;
for (const type of ["wheel", "touchmove", "keydown"]) addEventListener(type, () => { readerScrolled = true; }, { passive: true });

function keepLinkedFormInView() {
  const target = location.hash.startsWith("#calc-form-") && document.getElementById(location.hash.slice(1));
  if (target && !readerScrolled) target.scrollIntoView({ block: "start" });
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
  if (restoreFromUrl(form)) markPending(form);
  let latest = 0;
  const compute = async (fromUser) => {
    const ticket = ++latest;
    const response = await calc.run(form.dataset.calc, readInputs(form), lang, form.dataset.module);
    if (ticket !== latest) return; // a newer input already went out
    if (fromUser) saveToUrl(form);
    if (response.ok) {
      error.hidden = true;
      error.textContent = "";
      // Fields the rules did not use for these inputs are hidden (the engine says which).
      const unused = new Set(response.result.ignored || []);
      for (const field of form.querySelectorAll("[data-field]")) field.hidden = unused.has(field.dataset.field);
      for (const [key, text] of Object.entries(response.display)) {
        const output = form.querySelector(`[data-result="${key}"]`);
        if (output) output.textContent = text;
        const row = form.querySelector(`[data-row="${key}"]`);
        if (row) row.hidden = !text; // nothing to say (no reason when allowed, nothing unused)
      }
      form.dataset.state = "ok";
      markLookup(form, response.lookup);
      const table = form.querySelector("details.pugna-fallback");
      if (table && !form.dataset.folded) { // the engine answers now: fold the table
        table.open = false;
        form.dataset.folded = "true";
      }
      keepLinkedFormInView();
      if (!performance.getEntriesByName("pugna:first-result").length) performance.mark("pugna:first-result");
      performance.mark("pugna:result"); // each painted result: make bench reads these
    } else {
      error.textContent = response.error.message;
      error.hidden = false;
      for (const output of form.querySelectorAll("[data-result]")) output.textContent = "—";
      for (const element of form.querySelectorAll("[name]")) {
        element.toggleAttribute("aria-invalid", element.name === response.error.field);
      }
      form.dataset.state = "error";
      return;
    }
    for (const element of form.querySelectorAll("[aria-invalid]")) element.removeAttribute("aria-invalid");
  };
  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("input", () => {
    if (form.dataset.engine !== "ready") markPending(form);
    compute(true);
  });
  // Opening the folded table shows the cell the inputs read.
  form.querySelector("details.pugna-fallback")?.addEventListener("toggle", (event) => {
    if (event.target.open) event.target.querySelector(".pugna-looked-up")?.scrollIntoView({ block: "nearest" });
  });
  const share = form.querySelector("[data-share]");
  if (share) {
    share.hidden = false;
    share.addEventListener("click", () => copyLink(form, share, lang));
  }
  for (const button of form.querySelectorAll("[data-roll]")) {
    button.addEventListener("click", () => {
      const seed = form.querySelector(`[name="${button.dataset.roll}"]`);
      seed.value = String(crypto.getRandomValues(new Uint32Array(1))[0] & 0x7fffffff);
      compute(true);
    });
  }
  const unlisten = calc.listen((state) => {
    if (!form.isConnected) return unlisten && unlisten(); // page left by instant navigation
    status.textContent = state.stage === "failed" ? STATUS[lang].failed : STATUS[lang][state.stage] || "";
    status.hidden = state.stage === "ready";
    form.dataset.engine = state.stage;
    if (state.stage === "failed") form.querySelector("details.pugna-fallback")?.setAttribute("open", ""); // the table still holds
  });
  compute(false);
}

function mountAll() {
  document.querySelectorAll("form[data-calc]").forEach(mount);
  if (location.hash.startsWith("#calc-form-")) {
    // The page keeps settling after load (tables fold, fields hide): follow the form a while.
    const follow = new ResizeObserver(keepLinkedFormInView);
    follow.observe(document.body);
    setTimeout(() => follow.disconnect(), 15000);
  }
}

// Offline after the first visit: the service worker precaches the whole site. When a new
// build's worker takes over, reload once so the page and its files come from one build.
function registerOffline() {
  if (!("serviceWorker" in navigator) || !location.protocol.startsWith("http")) return;
  const root = new URL("../../", import.meta.url);
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.pathname }).catch(() => {});
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (hadController && !window.__pugnaReloading) {
      window.__pugnaReloading = true;
      location.reload();
    }
  });
}
registerOffline();

// Print the reference tables too, folded or not.
window.addEventListener("beforeprint", () => {
  document.querySelectorAll("details.pugna-fallback").forEach((d) => { d.open = true; });
});

if (window.document$) window.document$.subscribe(mountAll);
else document.addEventListener("DOMContentLoaded", mountAll);
