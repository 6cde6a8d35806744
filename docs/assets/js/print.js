// What a page needs on paper that the print style sheet (pugna.css) cannot do alone.

// On paper a select is one line as wide as its column: a long choice lost its end ("Dormido,
// inconsc…"). Each prints as its choice's text instead (pugna.css shows it only in print);
// forms.js calls this whenever a form's choices may have changed.
export function printChoices(form) {
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
