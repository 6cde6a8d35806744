// A form's inputs in the page's address and in this browser: ?NAME.FIELD=value carries the
// inputs that differ from the text's example, so a link reopens the same calculation; where no
// link carries any, those kept for the calculator (form-store.js) come back. And a link to a
// form (#calc-form-NAME) opens on it.

import { changedInputs, fields, setText } from "./form-fields.js";
import { forgetInputs, keepInputs, keptInputs } from "./form-store.js";
import { words } from "./page-words.js";

// A field's names: its own, then those it had before a rename (macros/forms.py), which a link
// or a kept entry written before it may carry.
const namesOf = (field, controls) => [field, ...(controls[0].closest("[data-former]")?.dataset.former.split(" ") ?? [])];

// Whether the address carries inputs of this form.
export function carriesInputs(form) {
  const prefix = `${form.dataset.calc}.`;
  return [...new URLSearchParams(location.search).keys()].some((key) => key.startsWith(prefix));
}

// The address's inputs for the form. Returns whether they changed any: the rendered starting
// result is then stale.
export function restoreFromUrl(form) {
  const name = form.dataset.calc;
  const params = new URLSearchParams(location.search);
  let changed = false;
  for (const [field, controls] of fields(form)) {
    const key = namesOf(field, controls).map((each) => `${name}.${each}`).find((each) => params.has(each));
    if (key) changed = setText(controls, params.get(key)) || changed;
  }
  return changed;
}

// The inputs this browser kept for the calculator, where no link carries any: a link wins, and
// Back and Forward find theirs in the address. Returns whether any changed.
export function restoreKept(form) {
  const kept = carriesInputs(form) ? null : keptInputs(form.dataset.calc);
  let changed = false;
  for (const [field, controls] of fields(form)) {
    const key = kept && namesOf(field, controls).find((each) => each in kept);
    if (key) changed = setText(controls, kept[key], true) || changed;
  }
  return changed;
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

export function saveToUrl(form) {
  unsaved.add(form);
  form.dataset.urlPending = ""; // tests wait for the address bar through it
  clearTimeout(urlTimer);
  urlTimer = setTimeout(flushUrl, URL_PAUSE_MS);
}

// The address, and the inputs this browser keeps for each calculator.
function flushUrl() {
  clearTimeout(urlTimer);
  const forms = [...unsaved].filter((form) => form.isConnected); // not a page left meanwhile
  unsaved.clear();
  for (const form of forms) delete form.dataset.urlPending;
  for (const form of forms) keepInputs(form.dataset.calc, changedInputs(form));
  if (forms.length) history.replaceState(history.state, "", forms.reduce((url, form) => urlWithInputs(form, url), new URL(location.href)));
}
document.addEventListener("click", (event) => { if (event.target instanceof Element && event.target.closest("a[href]")) flushUrl(); }, true);
addEventListener("pagehide", flushUrl);
document.addEventListener("visibilitychange", () => { if (document.hidden) flushUrl(); });

// The form is back at the text's example: out of the address and of what this browser kept.
export function forgetForm(form) {
  unsaved.delete(form);
  delete form.dataset.urlPending;
  forgetInputs(form.dataset.calc);
  history.replaceState(history.state, "", urlWithInputs(form));
}

export async function copyLink(form, button) {
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

// A shared link names its form (#calc-form-NAME); forms above it showing and hiding fields
// must not move it away, until the reader scrolls by himself.
let readerScrolled = false;
for (const type of ["wheel", "touchmove", "keydown"]) addEventListener(type, () => { readerScrolled = true; }, { passive: true });

// A link to a form opens on it. One that carries the form's inputs (a shared answer) and whose
// main figure would fall below the screen (a long form on a phone: its answer starts a screen
// or two below the title) opens as little further down as shows the whole answer, never past
// the answer's top.
export function keepLinkedFormInView() {
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

// The page keeps settling after load (fields hide, tables below the fold are drawn): a page
// opened on a form follows it a while.
export function followLinkedForm() {
  if (!location.hash.startsWith("#calc-form-")) return;
  const follow = new ResizeObserver(keepLinkedFormInView);
  follow.observe(document.body);
  setTimeout(() => follow.disconnect(), 15000);
}
