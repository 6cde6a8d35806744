// The calculator forms: mounts every form[data-calc] on each page shown (navigate.js swaps
// them in), sends the raw field values to the engine (engine.js: calc.dispatch through
// calc.web.handle) and paints the JSON it gets back. No rules here.

import { currentEngine, letEngineRun, startEngine } from "./engine.js";
import { asText, changedInputs, fields, readInputs, setText, startOf } from "./form-fields.js";
import { copyLink, followLinkedForm, forgetForm, keepLinkedFormInView, restoreFromUrl, restoreKept, saveToUrl } from "./form-address.js";
import { langOf, words } from "./page-words.js";
import { printChoices } from "./print.js";
import { eachPage } from "./theme.js";

const FAILURES = new Set(["missing", "mismatch", "stale", "broken", "timeout"]);

// The reset control shows while the inputs differ from the text's example.
function showReset(form) {
  const reset = form.querySelector("[data-reset]");
  const differs = Object.keys(changedInputs(form)).length > 0;
  if (reset && reset.hidden === differs) reset.hidden = !differs;
}

// Never a stale number under new inputs: blank the outputs until the engine answers.
function markPending(form) {
  for (const output of form.querySelectorAll("[data-result]")) output.textContent = "…";
  form.dataset.state = "pending";
  letEngineRun(true); // a reader waits for this answer
}

// Back to the text's example: the fields, the address and what this browser kept. The focus
// goes to the first field (the control hides once nothing differs).
function reset(form, compute) {
  for (const controls of fields(form).values()) setText(controls, asText(startOf(controls)));
  forgetForm(form);
  form.querySelector("[name]")?.focus();
  printChoices(form);
  markPending(form);
  compute(false);
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

function statusText(state) {
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
  if (share && inAddress) share.addEventListener("click", () => copyLink(form, share));
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
    status.textContent = statusText(state);
    status.hidden = state.stage === "ready";
    form.dataset.engine = state.stage;
    if (state.stage === "failed") openTable(form); // the table still holds
  });
  compute(false);
  return compute;
}

function mountAll() {
  document.querySelectorAll("form[data-calc]").forEach(mount);
  if (currentEngine()) letEngineRun(false);
  followLinkedForm();
}

eachPage(mountAll);
