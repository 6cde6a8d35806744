// The characters on a text page: where this browser keeps characters (made on the table screen),
// a page with calculators shows one "you" and one "opponent" picker, above its first form, picked
// once for the page (kept for the text's other pages too), and every form on it then fills from
// them as a screen's panel does (form-fill.js): "from Aldo" on each field filled, a value the
// reader sets kept for that form only and said so. A character changed on the screen (another tab)
// recomputes every form reading it. The kept document is read only through the engine's validator.

import { Filling } from "./form-fill.js";
import { startEngine } from "./engine.js";
import { changedInputs } from "./form-fields.js";
import { fillPageForms } from "./forms.js";
import { pageLang, words } from "./page-words.js";
import * as store from "./screen-store.js";
import { eachPage, ROOT } from "./theme.js";

const ROLES = ["you", "opponent"];

let characters = []; // the kept document's, as the validator read them
let picks = { you: null, opponent: null };
let fillings = new WeakMap(); // each form's Filling, made at its first compute with characters
let listening = null;

// A page's text (its folder: "000"), or the page itself where it holds several texts' forms.
function place() {
  const path = location.pathname.slice(ROOT.pathname.length);
  return /^\d{3}\//.test(path) ? path.slice(0, 3) : path;
}

const character = (role) => characters.find((c) => c.id === picks[role]) || null;
const recompute = (form) => form.dispatchEvent(new Event("pugna:recompute"));
const pageForms = () => document.querySelectorAll(".pugna-content form[data-calc][data-mounted]");

// forms.js asks this for each answer of a form on the page while someone is picked.
async function fill(inputs, form) {
  let filling = fillings.get(form);
  if (!filling) {
    // What the form holds apart from the text's example (a link's inputs, those kept, those typed:
    // never a character's, form-fields.js leaves them out) is the reader's own: no character overwrites it.
    filling = new Filling(form, { own: changedInputs(form), words, character, recompute: () => recompute(form) });
    fillings.set(form, filling);
  }
  const lang = form.getAttribute("lang") || "en";
  const answer = await startEngine().screen("panel", JSON.stringify(filling.request(inputs)), lang);
  // Nobody picked meanwhile: the form has its own values back, and a late answer leaves them be.
  if (fillings.get(form) !== filling) return answer;
  if (answer.problems) return { ok: false, error: { field: "", message: answer.problems.map((p) => p.message).join("; ") } };
  if (answer.ok) {
    filling.show(answer);
    filling.mark(answer);
  }
  return answer;
}

// Each form computes again: through the characters while anyone is picked, else as the page made it.
function apply() {
  const anyone = ROLES.some((role) => character(role));
  fillPageForms(anyone ? fill : null);
  if (!anyone) {
    for (const form of pageForms()) fillings.get(form)?.release();
    fillings = new WeakMap(); // picked again later: the forms' values as they stand then
  }
  for (const form of pageForms()) recompute(form);
}

function picker() {
  const here = place();
  const offered = characters.filter((c) => !/^\d{3}$/.test(here) || c.text === here);
  let bar = document.querySelector(".pugna-page-characters");
  if (!offered.length) return bar?.remove();
  const selects = ROLES.map((role) => {
    const select = document.createElement("select");
    select.id = `pugna-page-${role}`;
    select.dataset.pagePick = role;
    select.append(new Option(words("nobody"), ""), ...offered.map((c) => new Option(`${c.name} · ${c.text}`, c.id, false, picks[role] === c.id)));
    select.addEventListener("change", () => {
      picks[role] = select.value || null;
      store.keepPagePicks(here, picks);
      apply();
    });
    const label = document.createElement("label");
    label.htmlFor = select.id;
    label.textContent = words(role);
    const field = document.createElement("div");
    field.className = "pugna-field";
    field.append(label, select);
    return field;
  });
  if (!bar) {
    bar = document.createElement("fieldset");
    bar.className = "pugna-page-characters";
    document.querySelector(".pugna-content form[data-calc]").before(bar);
  }
  const legend = document.createElement("legend");
  legend.textContent = words("characters");
  bar.replaceChildren(legend, ...selects);
}

// This browser's characters, through the validator (none where the kept document is refused).
async function read() {
  const text = store.keptDocument();
  let raw = null;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = null;
  }
  if (!raw || !Array.isArray(raw.characters) || !raw.characters.length) return [];
  const answer = await startEngine().screen("read", text, pageLang());
  return answer.ok ? answer.document.characters : [];
}

async function mountPage() {
  const first = document.querySelector(".pugna-content:not(:has([data-screen-app])) form[data-calc]");
  if (!first || location.protocol === "file:") {
    fillPageForms(null);
    characters = [];
    return;
  }
  const filled = ROLES.some((role) => character(role)); // the forms were filled on the page before
  characters = await read();
  if (!first.isConnected) return; // another page came meanwhile
  const kept = store.pagePicks(place());
  picks = Object.fromEntries(ROLES.map((role) => [role, characters.some((c) => c.id === kept[role]) ? kept[role] : null]));
  picker();
  // Nobody to fill with, here or before: the forms' own answers stand, nothing computes again.
  if (filled || ROLES.some((role) => character(role))) apply();
  if (!listening) {
    listening = new AbortController();
    store.onChange(async (what) => {
      if (what !== "document" || !document.querySelector(".pugna-content form[data-calc]")) return;
      characters = await read(); // a character changed on the screen: every form reading it again
      picks = Object.fromEntries(ROLES.map((role) => [role, characters.some((c) => c.id === picks[role]) ? picks[role] : null]));
      picker();
      apply();
    }, listening.signal);
    // Reset takes a form back to the text's example: the reader's own values are gone with it.
    document.addEventListener("click", (event) => {
      const reset = event.target instanceof Element && event.target.closest("form[data-calc] [data-reset]");
      if (reset) fillings.delete(reset.closest("form[data-calc]"));
    }, true);
  }
}

eachPage(mountPage);
