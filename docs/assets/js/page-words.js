// What the build tells the page scripts about languages. The words come with each page, in its
// language, from the gettext catalogs (macros/page_words.py, written by tools/page_hooks.py):
// no translation lives in the scripts. The site's languages (calc.i18n.LANGS) come on the
// header (overrides/partials/header.html), which every page has and the navigation keeps.

const SOURCE_LANG = "en"; // calc.i18n.SOURCE_LANG: the engine answers in it for a language it lacks

// A page's words, parsed once (each status line asks), again when they change (the table
// screen's language is the reader's choice: screen.js rewrites them).
let parsed = { text: null, words: {} };
export function words(key, values = {}) {
  const content = document.querySelector(".pugna-content[data-words]");
  const source = content ? content.dataset.words : "";
  if (parsed.text !== source) parsed = { text: source, words: source ? JSON.parse(source) : {} };
  const text = parsed.words[key] ?? "";
  return text.replace(/\{(\w+)\}/g, (_, name) => values[name] ?? "");
}

// Every language the site speaks, in calc.i18n.LANGS's order.
export function siteLangs() {
  const header = document.querySelector("[data-pugna-langs]");
  return header ? header.dataset.pugnaLangs.split(" ") : [SOURCE_LANG];
}

// The language of an element the build marked (a form, the page's content).
export function langOf(element) {
  return (element && element.getAttribute("lang")) || SOURCE_LANG;
}

// The language of the text shown.
export function pageLang() {
  return langOf(document.querySelector(".pugna-content[lang]"));
}
