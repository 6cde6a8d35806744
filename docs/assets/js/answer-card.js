// The search box's answer card ([data-answer], above the passages): the calculator that best
// answers what is typed (calc.ask in the engine, asked at each keystroke), its title, the inputs
// it read (each editable in place, as its form's), its main answer, and a link to its form in
// its passage with those inputs ([data-answer-link]; Enter in the search box follows it), and a
// pin that puts the calculator on the table screen with them ([data-answer-pin], pins.js).
// No rules here: the engine reads the question and computes; this moves JSON and paints it.
//
// The engine starts on the first question typed on a page that has none yet (a text page).
// Until it answers, the card says it is reading the question (and the engine's state); when
// the engine cannot run, there is no card, and the search works as ever.

import { pinCalculator } from "./pins.js";
import { startEngine } from "./engine.js";
import { words } from "./page-words.js";
import { CLASSES, ROOT } from "./theme.js";

const ANNOUNCE_MS = 700; // a screen reader hears the card once typing pauses, not at each key

function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

const box = document.querySelector("[data-answer]");
const said = document.querySelector("[data-answer-status]");
const input = document.querySelector("[data-search] input[name=query]");
let engine = null;
let shown = null; // the card painted: the engine's card, with `values` (the inputs as edited)
let asking = null; // the question being asked, and the one waiting for it
let waiting = null;
let editing = 0; // the latest in-place edit, so an older answer never paints over a newer
let announceTimer = 0;

const lang = () => document.documentElement.lang || "en";

function hide() {
  shown = null;
  box.hidden = true;
  box.replaceChildren();
  delete box.dataset.state;
  delete box.dataset.question;
}

// Before the engine's first answer: the question is being read, and what the engine is doing.
function paintStarting(text) {
  if (shown) return; // the last answer stays until the next arrives
  box.replaceChildren(element("p", "pugna-ask__reading", words("answerReading")), element("p", "pugna-status", words(engine.state.stage)));
  box.setAttribute("aria-busy", "true");
  box.removeAttribute("aria-labelledby");
  box.dataset.state = "starting";
  box.dataset.question = text;
  box.hidden = false;
}

// The engine's state as it starts, on the card waiting for it; no card where it cannot run.
function followEngine(state) {
  if (state.stage === "failed") {
    waiting = null;
    return hide();
  }
  const status = box.dataset.state === "starting" && box.querySelector(".pugna-status");
  if (status) status.textContent = words(state.stage);
}

// The card's inputs that differ from its form's start: what its link carries and its pin keeps
// (as a form's pin keeps its changed inputs).
function changedInputs(card) {
  return Object.fromEntries(Object.entries(card.values).filter(([field, value]) => value !== card.start[field]));
}

// The address of the form in its passage, with those inputs.
function linkOf(card) {
  const page = engine.state.forms && engine.state.forms[card.name];
  const url = new URL(page || "", ROOT);
  for (const [field, value] of Object.entries(changedInputs(card))) url.searchParams.set(`${card.name}.${field}`, value);
  url.hash = card.anchor;
  return url.href;
}

// Each input as its form's field (the same look: .pugna-field), holding the card's value.
function control(card, item) {
  const id = `pugna-ask-${item.field}`;
  let made;
  if (item.kind === "choice") {
    made = document.createElement("select");
    for (const option of item.options) made.append(new Option(option.label, option.value, false, option.value === card.values[item.field]));
  } else if (item.kind === "bool") {
    made = document.createElement("input");
    made.type = "checkbox";
    made.checked = card.values[item.field] === "true";
  } else {
    made = document.createElement("input");
    made.type = "text";
    made.autocomplete = "off";
    made.enterKeyHint = "go";
    if (item.min >= 0) made.inputMode = "numeric"; // a keypad only where no minus sign is needed
    made.value = card.values[item.field];
  }
  made.id = id;
  made.dataset.answerField = item.field;
  const label = element("label", "", item.label);
  label.htmlFor = id;
  const field = element("div", `pugna-field pugna-${item.kind}`);
  field.append(label, made);
  return field;
}

function paint(card) {
  const title = element("h2", "pugna-ask__title", card.title);
  title.id = "pugna-ask-title";
  const kicker = element("p", "pugna-ask__kicker", `${words("answerKicker")} · ${card.source}`);
  const fields = element("div", "pugna-fields");
  fields.append(...card.inputs.map((item) => control(card, item)));
  const value = element("output", "pugna-ask__value");
  value.dataset.answerResult = "";
  const result = element("p", "pugna-ask__result");
  result.append(element("span", "pugna-ask__label", card.primary.label), " ", value);
  const error = element("p", "pugna-error");
  error.id = "pugna-ask-error";
  error.dataset.answerError = "";
  const unused = card.unused.length ? [element("p", "pugna-ask__unused", words("answerUnused", { words: card.unused.join(" ") }))] : [];
  const open = element("a", `${CLASSES.primaryButton} pugna-ask__open`, words("answerOpen"));
  open.dataset.answerLink = "";
  const pin = element("button", `${CLASSES.button} pugna-pin`, words("answerPin"));
  pin.type = "button";
  pin.title = words("answerPinTitle");
  pin.dataset.answerPin = "";
  const actions = element("div", "pugna-ask__actions");
  actions.append(open, pin);
  box.replaceChildren(kicker, title, ...(card.inputs.length ? [fields] : []), result, error, ...unused, actions);
  box.setAttribute("aria-labelledby", title.id);
  box.removeAttribute("aria-busy");
  box.dataset.calc = card.name;
  box.hidden = false;
  shown = card;
  if (!performance.getEntriesByName("pugna:first-answer").length) performance.mark("pugna:first-answer");
  showAnswer(card.primary.shown, card.error);
}

// The main answer, or the input error as the form names it; and the link, as the inputs stand.
function showAnswer(value, error) {
  const out = box.querySelector("[data-answer-result]");
  const refused = box.querySelector("[data-answer-error]");
  out.textContent = error ? "" : value;
  out.parentElement.hidden = Boolean(error); // no answer to these inputs: the error says why
  refused.textContent = error ? error.message : "";
  refused.hidden = !error;
  for (const control of box.querySelectorAll("[data-answer-field]")) {
    const invalid = Boolean(error) && control.dataset.answerField === error.field;
    if (invalid) {
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", refused.id);
    } else {
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
    }
  }
  box.querySelector("[data-answer-link]").href = linkOf(shown);
  box.dataset.state = error ? "error" : "ready";
  announce(error ? `${shown.title}: ${error.message}` : `${shown.title}: ${shown.primary.label} ${value}`);
}

function announce(text) {
  clearTimeout(announceTimer);
  announceTimer = setTimeout(() => { said.textContent = text; }, ANNOUNCE_MS);
}

// The engine's best card for the question, with the form's values as it read them.
function received(response, text) {
  if (response.engineError !== undefined || !response.ok || !response.answers.length) return hide();
  const card = response.answers[0];
  const values = { ...card.start };
  for (const item of card.inputs) values[item.field] = String(item.value);
  paint({ ...card, values });
  box.dataset.question = text;
}

// One question at a time: while the engine answers one, only the latest typed waits for it.
async function ask(text) {
  waiting = text;
  if (asking !== null) return;
  while (waiting !== null) {
    asking = waiting;
    waiting = null;
    editing++; // an edit's answer to the card being replaced is not painted
    const response = await engine.question(asking, lang());
    if (waiting === null && input.value.trim() === asking) received(response, asking);
  }
  asking = null;
}

function typed() {
  const text = input.value.trim();
  if (!text || location.protocol === "file:") {
    waiting = null;
    return hide();
  }
  if (!engine) performance.mark("pugna:first-question"); // make bench times the first card from here
  const current = startEngine(); // the page's own, started now if it has none yet
  if (current !== engine) {
    engine = current;
    engine.listen(followEngine);
  }
  if (engine.state.stage === "failed") return hide();
  if (engine.state.stage !== "ready") paintStarting(text);
  ask(text);
}

// An input edited in place: the card's calculator asked again, as its form would be.
async function edited(control) {
  const card = shown;
  card.values[control.dataset.answerField] = control.type === "checkbox" ? String(control.checked) : control.value;
  const ticket = ++editing;
  box.querySelector("[data-answer-result]").textContent = "…";
  box.dataset.state = "pending";
  box.querySelector("[data-answer-link]").href = linkOf(card);
  const response = await engine.run(card.name, { ...card.values }, lang(), card.module);
  if (ticket !== editing || shown !== card) return;
  if (response.engineError !== undefined) return hide();
  if (response.ok) showAnswer(response.display[card.primary.key], null);
  else showAnswer("", response.error);
}

if (box && input) {
  input.addEventListener("input", typed);
  input.form.addEventListener("reset", () => setTimeout(typed)); // the box's clear button
  document.addEventListener("pugna:lang", () => { if (shown || asking) typed(); });
  box.addEventListener("input", (event) => { if (event.target.dataset.answerField) edited(event.target); });
  box.addEventListener("click", (event) => {
    const pin = event.target.closest("[data-answer-pin]");
    if (pin && shown) pinCalculator(pin, shown.name, box.dataset.state === "error" ? null : changedInputs(shown));
  });
  // Enter in one of the card's inputs opens the form with them, as Enter in the search box does.
  box.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && event.target.dataset.answerField) {
      event.preventDefault();
      box.querySelector("[data-answer-link]").click();
    }
  });
}
