// The table screen's state in this browser: localStorage, never sent anywhere. The document
// (calc/screen.py) is kept as JSON text and read back only through the engine's validator
// (screen.js); pins made on other pages wait in an inbox (pins.js), which needs no engine, until
// the screen checks them. Storage that is off or full is said, never silent, and what was kept
// stays: a write that fails leaves the last one in place.

import { ROOT } from "./theme.js";

// Per copy of the site on a host (/a/ and /b/ keep their own), as the offline caches are.
const DOCUMENT = `pugna-screen ${ROOT.pathname}`;
const UNREADABLE = `pugna-screen-unreadable ${ROOT.pathname}`;
const INBOX = `pugna-screen-inbox ${ROOT.pathname}`;
const LANG = `pugna-screen-lang ${ROOT.pathname}`;
const PAGE_LANG = `pugna-page-lang ${ROOT.pathname}`; // this tab's: the language of the page read last
const PAGE_PICKS = `pugna-page-picks ${ROOT.pathname}`; // who fills the forms of each text's pages
export const MAX_INBOX = 24; // calc.screen.MAX_PANELS: more pins than a screen holds wait for nothing
// A pin made in this very tab (the answer card on the screen page): no storage event says so.
const PINNED = "pugna:pinned";

function area(kind) {
  try {
    const found = window[kind];
    return found || null;
  } catch {
    return null; // storage blocked for this site: reading it throws
  }
}

function read(kind, key) {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

// "" once written; "off" where the browser keeps nothing; "full" where it refused (quota).
function write(kind, key, text) {
  const store = area(kind);
  if (!store) return "off";
  try {
    if (text === null) store.removeItem(key);
    else store.setItem(key, text);
    return "";
  } catch (error) {
    return error && error.name === "SecurityError" ? "off" : "full";
  }
}

export const keptDocument = () => read("localStorage", DOCUMENT);
export const keepDocument = (text) => write("localStorage", DOCUMENT, text);

// A kept document the validator refuses (one made by a newer version of the site, say) is set
// aside, once, never overwritten by the screen that starts afresh: nothing kept is lost.
export function setAside(text) {
  if (read("localStorage", UNREADABLE) === null) write("localStorage", UNREADABLE, text);
}

export function pushPin(panel) {
  let pins = [];
  try {
    pins = JSON.parse(read("localStorage", INBOX) || "[]");
  } catch {
    pins = [];
  }
  if (!Array.isArray(pins)) pins = [];
  pins.push(panel);
  const problem = write("localStorage", INBOX, JSON.stringify(pins.slice(-MAX_INBOX)));
  if (!problem) dispatchEvent(new Event(PINNED));
  return problem;
}

// The pins waiting, as written (the screen checks them), and the inbox emptied.
export function takePins() {
  const text = read("localStorage", INBOX);
  if (text === null) return [];
  write("localStorage", INBOX, null);
  try {
    const pins = JSON.parse(text);
    return Array.isArray(pins) ? pins.slice(-MAX_INBOX) : [];
  } catch {
    return [];
  }
}

export const screenLang = () => read("localStorage", LANG);
export const keepScreenLang = (lang) => write("localStorage", LANG, lang);
export const pageLang = () => read("sessionStorage", PAGE_LANG);
export const keepPageLang = (lang) => write("sessionStorage", PAGE_LANG, lang);

// The characters picked on a text's pages (page-characters.js): { you, opponent }, ids or null.
function allPicks() {
  try {
    const all = JSON.parse(read("localStorage", PAGE_PICKS) || "{}");
    return all && typeof all === "object" && !Array.isArray(all) ? all : {};
  } catch {
    return {};
  }
}
export const pagePicks = (where) => ({ you: null, opponent: null, ...allPicks()[where] });
export const keepPagePicks = (where, picks) => write("localStorage", PAGE_PICKS, JSON.stringify({ ...allPicks(), [where]: picks }));

// Another tab changed the document or pinned something, or this one pinned: fn("document" |
// "inbox"), until ``signal``.
export function onChange(fn, signal) {
  addEventListener("storage", (event) => {
    if (event.key === DOCUMENT) fn("document");
    else if (event.key === INBOX && event.newValue) fn("inbox");
  }, { signal });
  addEventListener(PINNED, () => fn("inbox"), { signal });
}
