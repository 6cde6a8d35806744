// Pinning to the table screen from any page: a form's pin button ([data-pin], made by the build
// in each form's actions row) puts the form on the screen with the inputs the reader changed (the
// search box's answer card does the same with its calculator: answer-card.js); a
// heading's or a seed table's ([data-pin-passage], [data-pin-table]: tools/pin_buttons.py) puts
// that passage or table there. A pin waits in the browser's storage (screen-store.js) until the
// screen, which has the engine, checks it and adds it to the screen shown: a page needs no engine
// to pin. Also: the header's link to the screen, and the language of the page read last, which
// the screen opens in.

import { changedInputs } from "./form-fields.js";
import { words } from "./page-words.js";
import { keepPageLang, pushPin } from "./screen-store.js";
import { eachPage, ROOT } from "./theme.js";

const SCREEN = new URL("screen.html", ROOT);

// The header stays while the navigation swaps in pages of other folders: its link must not be
// relative to the page it was built for.
for (const link of document.querySelectorAll("[data-screen-link]")) link.href = SCREEN.href;

// Said beside a form's or the answer card's pin button, or at the foot of the screen for a
// heading's or a table's: what happened, and the way to the screen.
const TOAST_MS = 6000;
let toastTimer = 0;
function tell(button, text, linked) {
  const inForm = Boolean(button.closest("form[data-calc], [data-answer]"));
  let note = inForm ? button.parentElement.querySelector(".pugna-pin-note") : document.querySelector(".pugna-pin-toast");
  if (!note) {
    note = document.createElement(inForm ? "p" : "div");
    note.className = inForm ? "pugna-pin-note" : "pugna-pin-toast";
    note.setAttribute("role", "status");
    if (inForm) button.after(note);
    else document.body.append(note);
  }
  if (!inForm) {
    note.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { note.hidden = true; }, TOAST_MS);
  }
  const parts = [document.createTextNode(`${text} `)];
  if (linked) {
    const open = document.createElement("a");
    open.href = SCREEN.href;
    open.textContent = words("openScreen");
    parts.push(open);
  }
  note.replaceChildren(...parts);
}

function problemWords(problem) {
  return words(problem === "off" ? "storageOff" : "storageFull");
}

// Calculator `calculator` pinned from `button` (a form's, the answer card's) with `inputs`, those
// that differ from its form's start ({ field: text }); null while an input is refused.
export function pinCalculator(button, calculator, inputs) {
  if (inputs === null) return tell(button, words("pinFirst"), false);
  const problem = pushPin({ calculator, inputs });
  tell(button, problem ? problemWords(problem) : words("pinned"), !problem);
}

function pinForm(button) {
  const form = button.closest("form[data-calc]");
  pinCalculator(button, form.dataset.calc, form.dataset.state === "error" ? null : changedInputs(form));
}

// A passage is its page (from the site's root) and its heading's id.
function pinMark(button) {
  const page = location.pathname.slice(ROOT.pathname.length).replace(/(^|\/)$/, "$1index.html");
  const pin = button.dataset.pinTable ? { table: button.dataset.pinTable } : { passage: `${page}#${button.dataset.pinPassage}` };
  const problem = pushPin(pin);
  tell(button, problem ? problemWords(problem) : words("pinned"), !problem);
}

document.addEventListener("click", (event) => {
  const button = event.target instanceof Element ? event.target.closest("[data-pin], [data-pin-passage], [data-pin-table]") : null;
  if (!button || button.closest("[data-screen-app]")) return; // what the screen shows is pinned already
  if (button.matches("[data-pin]")) {
    if (button.closest("form[data-calc]")) pinForm(button);
  } else {
    event.preventDefault(); // a heading's pin is not its permalink
    pinMark(button);
  }
});

function mountPage() {
  const content = document.querySelector(".pugna-content[lang]");
  if (content && !content.querySelector("[data-screen-app]")) keepPageLang(content.lang);
}

eachPage(mountPage);
