// The chrome in the page's language. Instant navigation swaps the page's content but keeps
// <html> and the header: after each navigation, set <html lang> to the new text's language
// and relabel the header from the strings the build wrote on it (data-pugna-chrome).
// Also: the palette toggle answers Enter and Space on its (visible-focus) radio.

function pageLang() {
  const content = document.querySelector(".pugna-content[lang]");
  return content ? content.lang : "en";
}

export function chromeStrings(lang = document.documentElement.lang) {
  const header = document.querySelector("[data-pugna-chrome]");
  if (!header) return {};
  const all = JSON.parse(header.dataset.pugnaChrome);
  return all[lang] || all.en;
}

function relabel() {
  const lang = pageLang();
  if (document.documentElement.lang === lang) return;
  document.documentElement.lang = lang;
  const strings = chromeStrings(lang);
  const set = (selector, apply) => document.querySelectorAll(selector).forEach((el) => apply(el));
  set("[data-chrome-label]", (el) => el.setAttribute("aria-label", strings[el.dataset.chromeLabel] ?? ""));
  set("[data-chrome-title]", (el) => el.setAttribute("title", strings[el.dataset.chromeTitle] ?? ""));
  set("[data-chrome-placeholder]", (el) => el.setAttribute("placeholder", strings[el.dataset.chromePlaceholder] ?? ""));
  set("[data-chrome-text]", (el) => { el.textContent = strings[el.dataset.chromeText] ?? ""; });
  document.dispatchEvent(new CustomEvent("pugna:lang", { detail: { lang } }));
}

document.addEventListener("keydown", (event) => {
  const radio = event.target;
  if (!(radio instanceof HTMLInputElement) || !radio.classList.contains("md-option")) return;
  if (event.key !== "Enter" && event.key !== " ") return;
  event.preventDefault();
  const label = radio.nextElementSibling;
  if (label && label.tagName === "LABEL") {
    label.click();
    // Keep the keyboard on the toggle: focus the radio its label just checked.
    document.getElementById(label.htmlFor)?.focus();
  }
});

if (window.document$) window.document$.subscribe(relabel);
