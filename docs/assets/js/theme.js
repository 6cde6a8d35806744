// Everything the page scripts take from mkdocs-material, named once: its events (document$,
// location$), its components and class names, its scroll lock, its palette's markup and
// storage, and where the site's root is. A theme update is checked here (and in overrides/),
// not in every script.

// The site's root: this file is ROOT/assets/js/theme.js.
export const ROOT = new URL("../../", import.meta.url);

// ── The page's life ─────────────────────────────────────────────────────────────────────
// `fn` runs for each page shown: the first one once parsed, then each page navigate.js swaps
// in (the theme's document$). Without the theme's script, once, when the first is parsed.
export function eachPage(fn) {
  if (window.document$) window.document$.subscribe(() => fn());
  else document.addEventListener("DOMContentLoaded", () => fn());
}

// A page swapped in (navigate.js): the theme's components and every eachPage mount on it.
export function pageSwapped() {
  window.document$?.next(document);
}

// The address changed to another page: the theme closes its drawer and its search.
export function addressChanged(url) {
  window.location$?.next(url);
}

// ── Components ──────────────────────────────────────────────────────────────────────────
const component = (name) => `[data-md-component=${name}]`;
export const CONTAINER = component("container"); // the page's content and its footer
// What differs from page to page, as the theme's own navigation swapped it.
export const PAGE_PARTS = ["announce", "container", "header-topic", "outdated", "logo", "skip"].map(component);
export const HEADER = component("header");
export const HEADER_HEIGHT = 64; // px: the sticky header (2.4rem and its shadow); what it covers is not on screen
export const HEADER_TITLE = `${component("header-topic")} .md-ellipsis`; // the header's page title
export const PAGE_TITLE = ".md-content article h1";
export const FOOTER = ".md-footer-meta__inner"; // the footer's line under the page links
export const TOGGLES = ["__drawer", "__search"]; // the ids of the drawer's and the search's checkboxes
export const SEARCH_TOGGLE = "__search";
export const SEARCH_RESULTS = ".md-search-result__list";
export const SEARCH_META = ".md-search-result__meta"; // the line that counts the results
export const SCROLL_WRAP = ".md-typeset__scrollwrap"; // the box the theme puts a Markdown table in

// A part taken out of the page: no longer found as the theme's component.
export function retirePart(element) {
  element.removeAttribute("data-md-component");
}

// The theme's classes, for what the scripts draw to look like the theme's own.
export const CLASSES = Object.freeze({
  button: "md-button",
  primaryButton: "md-button md-button--primary",
  typeset: "md-typeset", // text styled as the page's
  icon: "md-icon",
  footerNote: "md-copyright", // a line of the footer
  result: "md-search-result__item",
  resultLink: "md-search-result__link",
  resultArticle: "md-search-result__article md-typeset",
  resultDocument: "md-search-result__article--document", // a page's own result, above its sections'
  resultTerms: "md-search-result__terms",
});

// ── Scroll lock ─────────────────────────────────────────────────────────────────────────
// While the phone's search is open the theme pins the page (and puts back its offset once it
// closes). `fn` runs at once on a free page, else in the frame after the theme freed it.
const SCROLL_LOCK = "data-md-scrolllock";
export function whenUnlocked(fn) {
  const body = document.body;
  if (!body.hasAttribute(SCROLL_LOCK)) return fn();
  new MutationObserver((_, observer) => {
    if (body.hasAttribute(SCROLL_LOCK)) return;
    observer.disconnect();
    requestAnimationFrame(() => fn()); // after the theme has put the page back
  }).observe(body, { attributes: true, attributeFilter: [SCROLL_LOCK] });
}

// ── Palette ─────────────────────────────────────────────────────────────────────────────
// The palette's radios (partials/palette.html, in the theme's markup), each with its colours.
export const PALETTE_OPTION = "input.md-option";

export function paletteColours(input) {
  const { mdColorMedia: media, mdColorScheme: scheme, mdColorPrimary: primary, mdColorAccent: accent } = input.dataset;
  return { media, scheme, primary, accent };
}

export function paletteOption(media) {
  return document.querySelector(`[data-md-color-media='${media}']`);
}

// The page's colours, as <body> carries them for the theme's style sheet (key: "media",
// "scheme", "primary" or "accent").
export const bodyColour = (key) => document.body.getAttribute(`data-md-color-${key}`);
export const setBodyColour = (key, value) => document.body.setAttribute(`data-md-color-${key}`, value);
// While on, the theme's style sheet makes no colour transition.
export function colourSwitching(on) {
  if (on) document.body.setAttribute("data-md-color-switching", "");
  else document.body.removeAttribute("data-md-color-switching");
}

// The reader's pick, where the theme's script in <head> applies it before the page paints.
export function keptPalette() {
  try {
    return window.__md_get?.("__palette") ?? null;
  } catch {
    return null; // unreadable: as if none
  }
}

export function keepPalette(pick) {
  try {
    window.__md_set?.("__palette", pick);
  } catch { /* storage refused or full: the pick holds for this page */ }
}
