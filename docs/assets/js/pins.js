// Pinning to the table screen from any page: a form's pin button ([data-pin], made by the build
// in each form's actions row) puts the form on the screen with the inputs the reader changed. A
// pin waits in the browser's storage (screen-store.js) until the screen, which has the engine,
// checks it and adds it to the screen shown: a page needs no engine to pin. Also: the header's
// link to the screen, and the language of the page read last, which the screen opens in.

import { changedInputs, words } from "./pugna.js";
import { keepPageLang, pushPin } from "./screen-store.js";

const ROOT = new URL("../../", import.meta.url); // this file is ROOT/assets/js/pins.js
const SCREEN = new URL("screen.html", ROOT);

// The header stays while the navigation swaps in pages of other folders: its link must not be
// relative to the page it was built for.
for (const link of document.querySelectorAll("[data-screen-link]")) link.href = SCREEN.href;

// Said beside the button that pinned: what happened, and the way to the screen.
function tell(button, text, linked) {
  let note = button.parentElement.querySelector(".pugna-pin-note");
  if (!note) {
    note = document.createElement("p");
    note.className = "pugna-pin-note";
    note.setAttribute("role", "status");
    button.after(note);
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

function pinForm(button) {
  const form = button.closest("form[data-calc]");
  if (form.dataset.state === "error") return tell(button, words("pinFirst"), false);
  const problem = pushPin({ calculator: form.dataset.calc, inputs: changedInputs(form) });
  tell(button, problem ? problemWords(problem) : words("pinned"), !problem);
}

document.addEventListener("click", (event) => {
  const button = event.target instanceof Element ? event.target.closest("[data-pin]") : null;
  if (!button || button.closest("[data-screen-app]")) return; // the screen's own forms are pinned already
  if (button.closest("form[data-calc]")) pinForm(button);
});

function mountPage() {
  const content = document.querySelector(".pugna-content[lang]");
  if (content && !content.querySelector("[data-screen-app]")) keepPageLang(content.lang);
}

if (window.document$) window.document$.subscribe(mountPage);
else document.addEventListener("DOMContentLoaded", mountPage);
