// The chrome in the page's language. Navigation (navigate.js) swaps the page's content but keeps
// <html> and the header: after each navigation, set <html lang> to the new text's language
// and relabel the header from the strings the build wrote on it (data-pugna-chrome); also when
// the table screen switches its language (screen.js).
// Also the palette toggle (partials/palette.html), which answers Enter and Space on its
// (visible-focus) radio.

import { pageLang } from "./page-words.js";
import {
  bodyColour, colourSwitching, eachPage, HEADER, keepPalette, keptPalette, PALETTE_OPTION, paletteColours, paletteOption, setBodyColour,
} from "./theme.js";

export function chromeStrings(lang = document.documentElement.lang) {
  const header = document.querySelector("[data-pugna-chrome]");
  if (!header) return {};
  const all = JSON.parse(header.dataset.pugnaChrome);
  return all[lang] || all.en;
}

export function relabel() {
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
  if (!(radio instanceof HTMLInputElement) || !radio.matches(PALETTE_OPTION)) return;
  if (event.key !== "Enter" && event.key !== " ") return;
  event.preventDefault();
  const label = radio.nextElementSibling;
  if (label && label.tagName === "LABEL") {
    label.click();
    // Keep the keyboard on the toggle: focus the radio its label just checked.
    document.getElementById(label.htmlFor)?.focus();
  }
});

// The palette: automatic (the system's light or dark), then the scheme the system does not show
// (so the first tap always changes what one sees), then the system's own, picked; the reader's pick
// is kept, and the theme's script in the header applies it before the page paints. As the
// theme's own palette component did, less its cost at load: it read the header's colours (for
// the browser's theme-color) at once, restyling the whole page twice; here they are read after
// the next frame is drawn, only when the scheme is not the one the page was built with, and
// nothing is written that is already so.
const SYSTEM_LIGHT = matchMedia("(prefers-color-scheme: light)");
const BUILT_SCHEME = "default"; // the scheme of the theme-color and color-scheme tags in each page's head
const AUTO = "(prefers-color-scheme)";
let palette = -1;

function paletteInputs() {
  return [...document.querySelectorAll(`form[data-pugna-palette] ${PALETTE_OPTION}`)];
}

function applyPalette(index, chosen) {
  const inputs = paletteInputs();
  if (!inputs.length) return;
  palette = Math.max(0, Math.min(index, inputs.length - 1));
  const color = paletteColours(inputs[palette]);
  if (color.media === AUTO) {
    const system = paletteColours(paletteOption(`(prefers-color-scheme: ${SYSTEM_LIGHT.matches ? "light" : "dark"})`));
    Object.assign(color, { scheme: system.scheme, primary: system.primary, accent: system.accent });
  }
  const changes = Object.entries(color).filter(([key, value]) => bodyColour(key) !== value);
  // No colour transitions while switching: not for a reader's pick, nor for the system's dark
  // scheme on a first visit (the page is built light; the colours would fade in).
  if (chosen || changes.length) colourSwitching(true);
  for (const [key, value] of changes) setBodyColour(key, value);
  inputs.forEach((input, i) => {
    const label = input.nextElementSibling;
    if (label instanceof HTMLElement && label.hidden !== (i !== palette)) label.hidden = i !== palette;
  });
  pointToggle(inputs);
  keepPalette({ index: palette, color });
  // A page loaded in the light scheme has the right browser colours in its head already
  // (the build's): reading the header's colours would restyle the whole page for nothing.
  if (!chosen && !changes.length && color.scheme === BUILT_SCHEME) return;
  requestAnimationFrame(() => setTimeout(() => {
    colourSwitching(false);
    browserColours();
  }));
}

function modeOf(inputs, media) {
  return inputs.findIndex((input) => paletteColours(input).media === media);
}

// From automatic, the scheme the system does not show; from a picked scheme, the system's own
// while it differs, then automatic.
function nextPalette(inputs) {
  const system = modeOf(inputs, `(prefers-color-scheme: ${SYSTEM_LIGHT.matches ? "light" : "dark"})`);
  const other = modeOf(inputs, `(prefers-color-scheme: ${SYSTEM_LIGHT.matches ? "dark" : "light"})`);
  const auto = modeOf(inputs, AUTO);
  if (palette === auto) return other;
  return palette === system ? auto : system;
}

// The toggle shown leads to the next mode, and is named for that step (read out on its radio,
// shown as the label's title), in the page's language now and after navigation (relabel).
function pointToggle(inputs) {
  const radio = inputs[palette];
  const label = radio.nextElementSibling;
  const next = inputs[nextPalette(inputs)];
  if (!(label instanceof HTMLLabelElement) || !next || !next.dataset.pugnaStep) return;
  const step = next.dataset.pugnaStep;
  const name = chromeStrings()[step] ?? step;
  if (label.htmlFor !== next.id) label.htmlFor = next.id;
  if (label.dataset.chromeTitle !== step) Object.assign(label.dataset, { chromeTitle: step });
  if (label.title !== name) label.title = name;
  if (radio.dataset.chromeLabel !== step) Object.assign(radio.dataset, { chromeLabel: step });
  if (radio.getAttribute("aria-label") !== name) radio.setAttribute("aria-label", name);
}

function meta(name) {
  let element = document.head.querySelector(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.name = name;
    document.head.append(element);
  }
  return element;
}

// The browser's own colours follow the header (the address bar) and the scheme (scrollbars).
function browserColours() {
  const header = document.querySelector(HEADER);
  if (!header) return;
  const style = getComputedStyle(header);
  const hex = style.backgroundColor.match(/\d+/g).slice(0, 3).map((c) => (+c).toString(16).padStart(2, "0")).join("");
  if (meta("theme-color").content !== `#${hex}`) meta("theme-color").content = `#${hex}`;
  const scheme = style.colorScheme;
  const current = document.head.querySelector('meta[name="color-scheme"]');
  if ((current ? current.content : "normal") !== scheme) meta("color-scheme").content = scheme;
}

function startPalette() {
  const inputs = paletteInputs();
  if (!inputs.length) return;
  const stored = keptPalette();
  const index = stored && Number.isInteger(stored.index)
    ? stored.index
    : inputs.findIndex((input) => matchMedia(paletteColours(input).media).matches);
  applyPalette(Math.max(0, index), false);
  inputs[0].form.addEventListener("change", (event) => applyPalette(inputs.indexOf(event.target), true));
  SYSTEM_LIGHT.addEventListener("change", () => {
    if (paletteColours(inputs[palette]).media === AUTO) applyPalette(palette, true);
    else pointToggle(inputs); // the next step depends on the system's scheme
  });
}

startPalette();
eachPage(relabel);
