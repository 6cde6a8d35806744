// Page script: mounts every form[data-calc] after each page swap (navigate.js) and talks to
// one module worker that lives for the whole visit. No rules here: it sends the raw field
// values to calc.dispatch (through calc.web.handle) and paints the JSON it gets back.
// It also registers the service worker and says in the footer what works offline.

// The words come with each page, in its language, from the gettext catalogs
// (macros/page_words.py, written by tools/page_hooks.py): no translation lives here.
import { forgetInputs, keepInputs, keptInputs } from "./form-store.js";

const FAILURES = new Set(["missing", "mismatch", "stale", "broken", "timeout"]);

// A page's words, parsed once (each status line asks), again when they change (the table
// screen's language is the reader's choice: screen.js rewrites them).
let parsedWords = { text: null, words: {} };
export function words(key, values = {}) {
  const content = document.querySelector(".pugna-content[data-words]");
  const source = content ? content.dataset.words : "";
  if (parsedWords.text !== source) parsedWords = { text: source, words: source ? JSON.parse(source) : {} };
  const text = parsedWords.words[key] ?? "";
  return text.replace(/\{(\w+)\}/g, (_, name) => values[name] ?? "");
}

function engineIdOfPage() {
  const meta = document.querySelector('meta[name="pugna-engine"]');
  return meta ? meta.content : "";
}

let engine = null;

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
        queueMicrotask(askOfflineStatus); // keep the engine offline now (onWorkerMessage)
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
  askOfflineStatus(); // a started engine is kept offline (see onWorkerMessage)
  return engine;
}

function langOf(element) {
  return element.getAttribute("lang") || "en"; // calc.web answers in English for a language it lacks
}

// A form's fields, each by its controls: a text box or a select holds its value, a checkbox
// yes or no, a group of checkboxes (a set of options, macros/forms.py) the values checked.
function fields(form) {
  const byName = new Map();
  for (const control of form.querySelectorAll("[name]")) byName.set(control.name, [...(byName.get(control.name) || []), control]);
  return byName;
}

const isGroup = (controls) => controls[0].closest(".pugna-options") !== null;

// A field's names: its own, then those it had before a rename (macros/forms.py), which a link
// or a kept entry written before it may carry.
const namesOf = (field, controls) => [field, ...(controls[0].closest("[data-former]")?.dataset.former.split(" ") ?? [])];

// What the engine is sent: the text as typed, yes/no as a boolean, a set as a list.
function valueOf(controls) {
  if (isGroup(controls)) return controls.filter((c) => c.checked).map((c) => c.value);
  return controls[0].type === "checkbox" ? controls[0].checked : controls[0].value;
}

// The value the HTML starts with: the text's example.
function startOf(controls) {
  const [first] = controls;
  if (isGroup(controls)) return controls.filter((c) => c.defaultChecked).map((c) => c.value);
  if (first.type === "checkbox") return first.defaultChecked;
  if (first.type === "select-one") return ([...first.options].find((o) => o.defaultSelected) || first.options[0])?.value;
  return first.defaultValue;
}

// A value as a link and the kept inputs carry it: "true", "prone,blind", the text typed.
const asText = (value) => (Array.isArray(value) ? value.join(",") : String(value));

// Sets a field from its text; returns whether that changed it. `strict`: a choice the select
// does not hold is left alone (kept inputs of an older build); a link's is set, for the engine
// to name.
function setText(controls, text, strict = false) {
  const before = asText(valueOf(controls));
  const [first] = controls;
  if (isGroup(controls)) {
    const chosen = text.split(",").map((part) => part.trim());
    for (const c of controls) c.checked = chosen.includes(c.value);
  } else if (first.type === "checkbox") {
    first.checked = text === "true";
  } else if (first.type === "select-one" && first.dataset.aliases && text in JSON.parse(first.dataset.aliases)) {
    first.value = JSON.parse(first.dataset.aliases)[text]; // a link from before a value was renamed
  } else if (!(strict && first.type === "select-one" && ![...first.options].some((o) => o.value === text))) {
    first.value = text;
  }
  return asText(valueOf(controls)) !== before;
}

// The table screen's panels (screen-panels.js) read and set their fields as the forms do.
export { asText, fields, setText, valueOf };

function readInputs(form) {
  return Object.fromEntries([...fields(form)].map(([name, controls]) => [name, valueOf(controls)]));
}

// The inputs that differ from the text's example, as text: what a link and the store carry.
export function changedInputs(form) {
  const changed = {};
  for (const [name, controls] of fields(form)) {
    if (controls[0].closest('[data-from="character"]')) continue; // a character's value (page-characters.js), not the reader's
    const now = asText(valueOf(controls));
    if (now !== asText(startOf(controls))) changed[name] = now;
  }
  return changed;
}

// Inputs mirrored in the URL: ?NAME.FIELD=value, so a link reopens the same calculation.
// Returns whether the URL changed any input: the rendered starting result is then stale.
function restoreFromUrl(form) {
  const name = form.dataset.calc;
  const params = new URLSearchParams(location.search);
  let changed = false;
  for (const [field, controls] of fields(form)) {
    const key = namesOf(field, controls).map((each) => `${name}.${each}`).find((each) => params.has(each));
    if (key) changed = setText(controls, params.get(key)) || changed;
  }
  return changed;
}

// The inputs this browser kept for the calculator (form-store.js), where no link carries any:
// a link wins, and Back and Forward find theirs in the address. Returns whether any changed.
function restoreKept(form) {
  const kept = carriesInputs(form) ? null : keptInputs(form.dataset.calc);
  let changed = false;
  for (const [field, controls] of fields(form)) {
    const key = kept && namesOf(field, controls).find((each) => each in kept);
    if (key) changed = setText(controls, kept[key], true) || changed;
  }
  return changed;
}

// The reset control shows while the inputs differ from the text's example.
function showReset(form) {
  const reset = form.querySelector("[data-reset]");
  const differs = Object.keys(changedInputs(form)).length > 0;
  if (reset && reset.hidden === differs) reset.hidden = !differs;
}

// On paper a select is one line as wide as its column: a long choice lost its end ("Dormido,
// inconsc…"). Each prints as its choice's text instead (pugna.css shows it only in print).
function printChoices(form) {
  for (const select of form.querySelectorAll("select")) {
    let text = select.nextElementSibling;
    if (!text || !text.classList.contains("pugna-print-choice")) {
      text = document.createElement("span");
      text.className = "pugna-print-choice";
      text.setAttribute("aria-hidden", "true");
      select.after(text);
    }
    const chosen = select.selectedOptions[0]?.textContent ?? "";
    if (text.textContent !== chosen) text.textContent = chosen;
  }
}

// Never a stale number under new inputs: blank the outputs until the engine answers.
function markPending(form) {
  for (const output of form.querySelectorAll("[data-result]")) output.textContent = "…";
  form.dataset.state = "pending";
  letEngineRun(true); // a reader waits for this answer
}

// The URL carries only the inputs that differ from the form's starting values (the HTML's
// own value/checked), so a shared link stays short and readable.
function urlWithInputs(form, url = new URL(location.href)) {
  const name = form.dataset.calc;
  const changed = changedInputs(form);
  for (const [field, controls] of fields(form)) {
    const key = `${name}.${field}`;
    for (const former of namesOf(field, controls).slice(1)) url.searchParams.delete(`${name}.${former}`); // written again by its name
    if (field in changed) url.searchParams.set(key, changed[field]);
    else url.searchParams.delete(key);
  }
  return url;
}

// The address bar follows the inputs once typing pauses: a history.replaceState on every
// keystroke cost more than the answer itself. Written at once when a link is followed or the
// page hidden, so Back and a reload find the last inputs.
const URL_PAUSE_MS = 250;
const unsaved = new Set();
let urlTimer = 0;

function saveToUrl(form) {
  unsaved.add(form);
  form.dataset.urlPending = ""; // tests wait for the address bar through it
  clearTimeout(urlTimer);
  urlTimer = setTimeout(flushUrl, URL_PAUSE_MS);
}

// The address, and the inputs this browser keeps for each calculator (form-store.js).
function flushUrl() {
  clearTimeout(urlTimer);
  const forms = [...unsaved].filter((form) => form.isConnected); // not a page left meanwhile
  unsaved.clear();
  for (const form of forms) delete form.dataset.urlPending;
  for (const form of forms) keepInputs(form.dataset.calc, changedInputs(form));
  if (forms.length) history.replaceState(history.state, "", forms.reduce((url, form) => urlWithInputs(form, url), new URL(location.href)));
}

// Back to the text's example: the fields, the address and what this browser kept. The focus
// goes to the first field (the control hides once nothing differs).
function reset(form, compute) {
  for (const controls of fields(form).values()) setText(controls, asText(startOf(controls)));
  unsaved.delete(form);
  delete form.dataset.urlPending;
  forgetInputs(form.dataset.calc);
  history.replaceState(history.state, "", urlWithInputs(form));
  form.querySelector("[name]")?.focus();
  printChoices(form);
  markPending(form);
  compute(false);
}
document.addEventListener("click", (event) => { if (event.target instanceof Element && event.target.closest("a[href]")) flushUrl(); }, true);
addEventListener("pagehide", flushUrl);
document.addEventListener("visibilitychange", () => { if (document.hidden) flushUrl(); });

async function copyLink(form, button, lang) {
  flushUrl(); // the link carries every form's inputs, as the address bar will
  const url = urlWithInputs(form);
  url.hash = form.id; // opens scrolled to this form
  try {
    await navigator.clipboard.writeText(url.href);
  } catch {
    window.prompt("", url.href); // no clipboard (plain http on a LAN): let the reader copy it
    return;
  }
  const label = button.textContent;
  button.textContent = words("copied");
  setTimeout(() => { button.textContent = label; }, 2000);
}

// A trail's lines end with the passage they cite, "(000 § …)": each becomes the link the
// form's "passages" line already holds for that citation (the words come from calc).
function linkTrail(form, output) {
  const links = new Map([...form.querySelectorAll(".pugna-trail-sources a[data-passage]")].map((a) => [a.textContent.trim(), a]));
  const lines = output.textContent.split("\n");
  output.replaceChildren(...lines.map((line, i) => {
    const part = document.createElement("span");
    const citation = [...links.keys()].find((text) => line.endsWith(`(${text})`));
    if (citation) {
      const a = links.get(citation).cloneNode(true);
      a.textContent = citation;
      part.append(line.slice(0, line.length - citation.length - 1), a, ")");
    } else {
      part.textContent = line;
    }
    if (i < lines.length - 1) part.append("\n");
    return part;
  }));
}

// The seed-table cell (or row) the inputs read, as calc names it: marked where the table is.
function markLookup(form, lookup) {
  const table = lookup && form.querySelector(`[data-table="${lookup.table}"]`);
  const row = table && table.querySelectorAll("tbody tr")[lookup.row];
  const cell = row && (lookup.column === null ? row : row.children[lookup.column]);
  for (const old of form.querySelectorAll(".pugna-looked-up")) if (old !== cell) old.classList.remove("pugna-looked-up");
  if (cell && !cell.classList.contains("pugna-looked-up")) cell.classList.add("pugna-looked-up");
}

// A shared link names its form (#calc-form-NAME); forms above it showing and hiding fields
// must not move it away, until the reader scrolls by himself.
let readerScrolled = false;
for (const type of ["wheel", "touchmove", "keydown"]) addEventListener(type, () => { readerScrolled = true; }, { passive: true });

// A link to a form opens on it. One that carries the form's inputs (a shared answer) and whose
// main figure would fall below the screen (a long form on a phone: its answer starts a screen
// or two below the title) opens as little further down as shows the whole answer, never past
// the answer's top.
function keepLinkedFormInView() {
  const target = location.hash.startsWith("#calc-form-") && document.getElementById(location.hash.slice(1));
  if (!target || readerScrolled) return;
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const formTop = target.getBoundingClientRect().top + scrollY - margin;
  const answer = carriesInputs(target) && target.querySelector(".pugna-answer");
  const main = answer && (answer.querySelector(".pugna-primary dd") || answer); // rows are display: contents
  let top = formTop;
  if (main && main.getBoundingClientRect().bottom + scrollY > formTop + innerHeight) {
    const box = answer.getBoundingClientRect();
    top = Math.min(box.top + scrollY - margin, Math.max(formTop, box.bottom + scrollY - innerHeight));
  }
  scrollTo({ top, behavior: "instant" });
}

function carriesInputs(form) {
  const prefix = `${form.dataset.calc}.`;
  return [...new URLSearchParams(location.search).keys()].some((key) => key.startsWith(prefix));
}

function statusText(lang, state) {
  if (state.stage !== "failed") return words(state.stage) || "";
  return words(FAILURES.has(state.reason) ? state.reason : "failed");
}

// The reference table comes folded (the starting result is above it): opened for the reader
// only where the engine cannot answer.
function openTable(form) {
  form.querySelector("details.pugna-fallback")?.setAttribute("open", "");
}

// The field the engine refused is invalid (aria-invalid="true": an empty value means false)
// and described by the error, so a screen reader says why on reaching it, not only once.
function markInvalid(form, error, field) {
  error.id ||= `${form.id}-error`;
  for (const element of form.querySelectorAll("[name]")) {
    const described = (element.getAttribute("aria-describedby") || "").split(" ").filter((id) => id && id !== error.id);
    if (element.name === field) {
      element.setAttribute("aria-invalid", "true");
      described.push(error.id);
    } else element.removeAttribute("aria-invalid");
    if (described.length) element.setAttribute("aria-describedby", described.join(" "));
    else element.removeAttribute("aria-describedby");
  }
}

// A text page's characters (page-characters.js) fill its forms while anyone is picked: each form
// not a table screen's panel (which has its own ``run``) then computes through ``fill(inputs, form)``.
let pageFill = null;
export function fillPageForms(fill) {
  pageFill = fill;
}

// The table screen (screen.js) mounts its panels' forms here too, with ``run``: the panel computes
// them (its characters fill them), and their inputs stay out of the address. Returns the form's
// compute, for the screen to call when a character changes.
export function mount(form, { run = null, inAddress = true } = {}) {
  if (form.dataset.mounted) return null;
  form.dataset.mounted = "true";
  const lang = langOf(form);
  const status = form.querySelector(".pugna-status");
  const error = form.querySelector(".pugna-error");
  if (location.protocol === "file:") {
    status.textContent = words("file");
    form.dataset.state = "unavailable";
    openTable(form); // all there is to read here
    return;
  }
  const calc = startEngine();
  // A form on its page reads a link's inputs, else those kept in this browser; a table screen's
  // panel (inAddress false) has its inputs from the screen.
  const linked = inAddress && restoreFromUrl(form);
  const kept = inAddress && restoreKept(form);
  if (linked || kept) markPending(form);
  if (inAddress) showReset(form);
  let latest = 0;
  const clear = (message) => {
    error.textContent = message;
    error.hidden = !message;
    for (const output of form.querySelectorAll("[data-result]")) output.textContent = "—";
  };
  const compute = async (fromUser) => {
    const ticket = ++latest;
    if (fromUser && inAddress) saveToUrl(form); // what the reader typed, whatever the engine will say of it
    if (inAddress) showReset(form);
    const inputs = readInputs(form);
    const fill = run || (pageFill && ((values) => pageFill(values, form)));
    const response = await (fill ? fill(inputs) : calc.run(form.dataset.calc, inputs, lang, form.dataset.module));
    if (ticket !== latest) return; // a newer input already went out
    if (response.engineError !== undefined) {
      // No value stays on screen as if current; the status line already says when the engine is down.
      clear(calc.state.stage === "failed" ? "" : words("crashed"));
      markInvalid(form, error, null);
      form.dataset.state = calc.state.stage === "failed" ? "unavailable" : "engine-error";
      return;
    }
    if (response.ok) {
      error.hidden = true;
      error.textContent = "";
      // Fields the rules did not use for these inputs are hidden (the engine says which).
      // Only what changed is written: on a page's arrival the answer is the HTML's own, and
      // rewriting it would restyle and redraw the form for nothing.
      const unused = new Set(response.result.ignored || []);
      for (const field of form.querySelectorAll("[data-field]")) {
        if (field.hidden !== unused.has(field.dataset.field)) field.hidden = !field.hidden;
      }
      for (const [key, text] of Object.entries(response.display)) {
        const output = form.querySelector(`[data-result="${key}"]`);
        const same = output && output.textContent === text;
        if (output && !same) output.textContent = text;
        if (output && output.closest(".pugna-trail") && !(same && output.firstElementChild)) linkTrail(form, output);
        const row = form.querySelector(`[data-row="${key}"]`);
        if (row && row.hidden !== !text) row.hidden = !text; // nothing to say (no reason when allowed, nothing unused)
      }
      if (form.dataset.state !== "ok") form.dataset.state = "ok";
      markLookup(form, response.lookup);
      keepLinkedFormInView();
      if (!performance.getEntriesByName("pugna:first-result").length) performance.mark("pugna:first-result");
      performance.mark("pugna:result"); // each painted result: make bench reads these
    } else {
      clear(response.error.message);
      // A refused field the rules do not use here (a shared link's stale input) is shown,
      // or the reader could not fix it and the form would stay stuck on the error.
      const refused = form.querySelector(`[data-field="${CSS.escape(response.error.field || "")}"]`);
      if (refused && refused.hidden) refused.hidden = false;
      markInvalid(form, error, response.error.field);
      form.dataset.state = "error";
      return;
    }
    markInvalid(form, error, null);
  };
  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("pugna:recompute", () => { // the page's characters changed (page-characters.js)
    markPending(form);
    compute(false);
  });
  printChoices(form);
  form.addEventListener("input", () => {
    printChoices(form);
    if (form.dataset.engine !== "ready") markPending(form);
    compute(true);
  });
  // Opening the folded table shows the cell the inputs read.
  form.querySelector("details.pugna-fallback")?.addEventListener("toggle", (event) => {
    const cell = event.target.open && event.target.querySelector(".pugna-looked-up");
    if (!cell) return;
    // In the table's own box, the row in the middle, under the headings; then the page moves
    // only as far as needed to show it.
    const box = cell.closest(".pugna-scroll");
    if (box && box.scrollHeight > box.clientHeight) {
      const at = cell.getBoundingClientRect(), frame = box.getBoundingClientRect();
      box.scrollTop += at.top - frame.top - (box.clientHeight - at.height) / 2;
    }
    cell.scrollIntoView({ block: "nearest" });
  });
  const share = form.querySelector("[data-share]");
  if (share && inAddress) share.addEventListener("click", () => copyLink(form, share, lang));
  if (inAddress) form.querySelector("[data-reset]")?.addEventListener("click", () => reset(form, compute));
  for (const button of form.querySelectorAll("[data-roll]")) {
    button.addEventListener("click", () => {
      const seed = form.querySelector(`[name="${button.dataset.roll}"]`);
      seed.value = String(crypto.getRandomValues(new Uint32Array(1))[0] & 0x7fffffff);
      compute(true);
    });
  }
  const unlisten = calc.listen((state) => {
    if (!form.isConnected) return unlisten && unlisten(); // a page swapped out since
    status.textContent = statusText(lang, state);
    status.hidden = state.stage === "ready";
    form.dataset.engine = state.stage;
    if (state.stage === "failed") openTable(form); // the table still holds
  });
  compute(false);
  return compute;
}

// The engine may have the CPU once the page's first content is on screen: until then the
// engine's compile would also slow the drawing itself (raster shares the cores). And while
// every form shows the build's own answer, only once the page's own start-up work is done
// (the theme's mount, its first frames: the first idle moment): on 2 cores the boot beside
// that work stretched it into long tasks (Lighthouse on 002, 6 runs each: 86-94, median
// 92.5, vs 93-96 when the engine waits for idle). A form waiting for an answer (inputs
// from the address, or typed before the engine is up) does not wait for idle.
const idle = window.requestIdleCallback || ((run) => setTimeout(run, 1));
function letEngineRun(waited) {
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

function mountAll() {
  document.querySelectorAll("form[data-calc]").forEach(mount);
  if (engine) letEngineRun(false);
  if (location.hash.startsWith("#calc-form-")) {
    // The page keeps settling after load (fields hide, tables below the fold are drawn): follow the form a while.
    const follow = new ResizeObserver(keepLinkedFormInView);
    follow.observe(document.body);
    setTimeout(() => follow.disconnect(), 15000);
  }
  renderOffline();
}

// ---------------------------------------------------------------------------------------
// Offline, in two parts: the service worker precaches the texts, search and static tables
// on the first visit; the engine is cached when a calculator first starts it, or at once
// with the footer's "keep calculators offline" button. The worker reports; this paints.

const root = new URL("../../", import.meta.url);
const offline = { core: "unknown", failure: null, engine: null, saving: null, engineFailure: null };
window.pugnaOffline = offline; // for tests

// Not toLocaleString: Intl's first use costs 40-90 ms of the main thread on a page's load.
function bytesText(n) {
  return `${(n / 1e6).toFixed(1).replace(".", words("decimalMark"))} MB`;
}

function why(lang, failure) {
  const key = { missing: "whyMissing", mismatch: "whyMismatch", quota: "whyQuota", storage: "whyStorage" }[failure.reason] || "whyNetwork";
  return words(key, { file: failure.file || "" });
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
  if (offline.failure) parts.push(words("offlineFailed", { why: why(lang, offline.failure) }));
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
      parts.push(offline.engineFailure ? words("engineFailed", { why: why(lang, offline.engineFailure) }) : words("engineNotKept"));
      button = document.createElement("button");
      button.type = "button";
      button.className = "md-button pugna-keep-engine";
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
  const script = new URL("sw.js", root);
  // A worker that cannot register would leave "saving…" on screen for good: say why instead.
  // Its file there, the browser refused to store it (a full disk does that).
  const register = () => navigator.serviceWorker.register(script, { scope: root.pathname }).catch(async () => {
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

// Print the reference tables too (pugna.css does where the browser knows ::details-content),
// and fold again afterwards those the reader had not opened.
let openedForPrint = [];
window.addEventListener("beforeprint", () => {
  openedForPrint = [...document.querySelectorAll("details.pugna-fallback:not([open])")];
  openedForPrint.forEach((d) => { d.open = true; });
});
window.addEventListener("afterprint", () => {
  openedForPrint.forEach((d) => { d.open = false; });
  openedForPrint = [];
});

if (window.document$) window.document$.subscribe(mountAll);
else document.addEventListener("DOMContentLoaded", mountAll);
