// The table screen (screen.html): named screens of panels (calculators, passages, tables), the
// characters that fill the forms, each screen's log; kept in this browser, shared as a link or a
// file. In the reader's language, switchable. The state is one document (calc/screen.py) read
// only through the engine's validator, whatever brings it: this browser's storage, a pin from
// another page, a link, a file. A document refused is named problem by problem, and nothing kept
// changes. This file moves JSON and paints it; the rules, the checks and the merge are the
// engine's (calc.web.handle_screen).

import { relabel } from "./chrome.js";
import { Characters } from "./characters.js";
import { startEngine } from "./engine.js";
import { words as pageWords, siteLangs } from "./page-words.js";
import { codeIn, KEY, pack, unpack } from "./screen-link.js";
import { Log } from "./screen-log.js";
import { element, Panels } from "./screen-panels.js";
import * as store from "./screen-store.js";
import { CLASSES, eachPage, HEADER_TITLE, ROOT } from "./theme.js";

const KEEP_MS = 250; // changes are checked and kept once they pause
const READ_BYTES = 16_000_000; // of a file opened: 8 times what a document may hold (calc.screen.MAX_DOCUMENT_CHARS)

const fresh = () => ({ format: "pugna-screen", version: 1, characters: [], screens: [], active: 0 });
const blankScreen = (name) => ({ name, you: null, opponent: null, panels: [], log: [] });

// The screen's language: the address's (a shared link's, or the reader's switch), else that of
// the page read last in this tab, else the screen's last, else the browser's, else English.
function chosenLang() {
  const asked = new URLSearchParams(location.search).get("lang");
  const langs = siteLangs();
  const browser = (navigator.languages || []).map((l) => l.slice(0, 2)).find((l) => langs.includes(l));
  return [asked, store.pageLang(), store.screenLang(), browser].find((l) => langs.includes(l)) || "en";
}

// The content speaks that language: <html lang>, the header (chrome.js) and the page scripts'
// words (page-words.js: the footer, the engine's state) follow it.
function speak(root, lang) {
  const content = root.closest(".pugna-content");
  content.lang = lang;
  content.dataset.words = JSON.stringify(JSON.parse(root.dataset.pageWords)[lang]);
}

// Before the theme and the page scripts mount (theme.js: eachPage comes after both): at the
// screen's own load, and when the navigation brings it in.
function prepare() {
  const root = document.querySelector(".pugna-content [data-screen-app]:not([data-started])");
  if (root) speak(root, chosenLang());
}
prepare();
document.addEventListener("pugna:swapped", prepare);

function fill(text, values) {
  return (text ?? "").replace(/\{(\w+)\}/g, (_, name) => values[name] ?? "");
}

class Screen {
  constructor(root) {
    this.root = root;
    this.lang = root.closest(".pugna-content").lang;
    this.bundle = null;
    this.doc = null;
    this.timer = 0;
    this.dirty = false; // changes not kept yet
    this.changes = 0;
    this.words = (key, values = {}) => (this.bundle ? fill(this.bundle.words[key], values) : pageWords(key, values));
    this.status = root.querySelector("[data-screen-status]");
    this.listening = new AbortController();
    this.storageLine = element("p", { class: "pugna-screen-storage", role: "alert", hidden: true });
    root.querySelector(".pugna-screen-static")?.remove();
    this.status.after(this.storageLine);
  }

  get screen() {
    return this.doc.screens[this.doc.active];
  }

  character(id) {
    return id ? this.doc.characters.find((c) => c.id === id) || null : null;
  }

  failure() {
    const { reason } = this.engine.state;
    return pageWords(["missing", "mismatch", "stale", "broken", "timeout"].includes(reason) ? reason : "failed");
  }

  // One line saying what just happened, with an undo, or the problems a document was refused for.
  say(text, undo = null, problems = null) {
    const parts = [element("span", { text })];
    if (undo) {
      const button = element("button", { type: "button", class: "pugna-link-button", text: this.words("undo") });
      button.addEventListener("click", () => {
        undo();
        this.status.replaceChildren();
      });
      parts.push(" ", button);
    }
    if (problems && problems.length) parts.push(element("ul", {}, ...problems.map((p) => element("li", { text: p.message }))));
    this.status.replaceChildren(...parts);
    this.status.hidden = false;
  }

  async open() {
    this.engine = startEngine();
    this.engine.go(); // nothing on this page is drawn before the engine answers: it need not wait
    this.root.dataset.started = "";
    const bundle = await this.load(this.lang);
    if (!bundle) return;
    this.bundle = bundle;
    this.status.replaceChildren(); // no longer "opening": what follows says what it did
    let doc = await this.kept();
    if (!doc) return;
    doc = await this.pins(doc);
    doc = await this.link(doc);
    if (!doc.screens.length) doc.screens.push(blankScreen(this.words("firstScreen")));
    this.doc = doc;
    this.render();
    this.keep();
    const { signal } = this.listening;
    store.onChange((what) => this.elsewhere(what), signal);
    addEventListener("hashchange", () => this.arrived(), { signal });
    addEventListener("pagehide", () => this.flush(), { signal });
    document.addEventListener("visibilitychange", () => { if (document.hidden) this.flush(); }, { signal });
  }

  // The navigation took the screen away: what is not kept yet is, and this one listens no more.
  close() {
    this.flush();
    this.listening.abort();
  }

  // The language's bundle: every form, trait and word of the screen (macros/screen.py).
  async load(lang) {
    const path = JSON.parse(this.root.dataset.bundles)[lang];
    try {
      const response = await fetch(new URL(path, ROOT));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return await response.json();
    } catch (error) {
      this.say(this.words("unloaded", { why: error.message }));
      return null;
    }
  }

  // The request's answer, or null once the failure is said (the engine could not start).
  async ask(op, payload) {
    const answer = await this.engine.screen(op, typeof payload === "string" ? payload : JSON.stringify(payload), this.lang);
    if (answer.engineError !== undefined) {
      this.say(this.words("noEngine", { why: this.failure() }));
      return null;
    }
    return answer;
  }

  // This browser's document, through the validator; one it refuses is set aside, not overwritten.
  async kept() {
    const text = store.keptDocument();
    if (text === null) return fresh();
    const answer = await this.ask("read", text);
    if (!answer) return null;
    if (answer.ok) return answer.document;
    store.setAside(text);
    this.say(this.words("unreadable"), null, answer.problems);
    return fresh();
  }

  // Pins made on other pages since: each checked, added to the screen shown if it passes.
  async pins(doc) {
    let out = doc;
    const refused = [];
    for (const pin of store.takePins()) {
      const candidate = structuredClone(out);
      if (!candidate.screens.length) candidate.screens.push(blankScreen(this.words("firstScreen")));
      candidate.screens[candidate.active].panels.push(pin);
      const answer = await this.ask("read", JSON.stringify(candidate));
      if (!answer) return doc;
      if (answer.ok) out = answer.document;
      else refused.push(...answer.problems);
    }
    if (refused.length) this.say(this.words("refused"), null, refused);
    return out;
  }

  // A document in the address (#screen=...): a shared screen or characters, added to this one.
  async link(doc) {
    const code = codeIn(location.hash);
    if (code === null) return doc;
    history.replaceState(history.state, "", location.pathname + location.search); // opened once: a reload does not add it again
    return this.merge(doc, await unpack(code));
  }

  async merge(doc, text) {
    const incoming = await this.ask("read", text);
    if (!incoming) return doc;
    if (!incoming.ok) {
      this.say(this.words("refused"), null, incoming.problems);
      return doc;
    }
    const answer = await this.ask("merge", { document: doc, incoming: JSON.stringify(incoming.document) });
    if (!answer) return doc;
    if (!answer.ok) {
      this.say(this.words("refused"), null, answer.problems);
      return doc;
    }
    const merged = answer.document;
    this.say(incoming.document.screens.length ? this.words("opened", { name: merged.screens[merged.active].name }) : this.words("openedCharacters"));
    return merged;
  }

  async arrived() {
    if (codeIn(location.hash) === null) return;
    this.flush();
    this.doc = await this.link(this.doc);
    this.render();
    this.commit();
  }

  // Another tab changed what is kept: pins are taken in, a document is read again.
  async elsewhere(what) {
    if (what === "inbox") this.doc = await this.pins(this.doc);
    else if (!this.dirty) this.doc = (await this.kept()) || this.doc;
    else return;
    if (!this.doc.screens.length) this.doc.screens.push(blankScreen(this.words("firstScreen")));
    this.render();
    this.commit();
  }

  // Every change is checked by the validator once changes pause, then kept; a document it
  // refuses (a screen's name left empty, say) is named and not kept until corrected.
  commit() {
    this.dirty = true; // until what is kept is this very state
    this.changes += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.keep(), KEEP_MS);
  }

  async keep() {
    clearTimeout(this.timer);
    const changes = this.changes;
    const answer = await this.ask("read", JSON.stringify(this.doc));
    if (!answer) return;
    if (!answer.ok) {
      this.say(this.words("notKept"), null, answer.problems);
      return;
    }
    const problem = store.keepDocument(JSON.stringify(answer.document));
    this.storageLine.textContent = problem ? this.words(problem === "off" ? "storageOff" : "storageFull") : "";
    this.storageLine.hidden = !problem;
    if (changes === this.changes && !problem) this.dirty = false;
    this.root.dataset.kept = String(Number(this.root.dataset.kept || 0) + 1); // tests wait for it
  }

  // The page is going away with changes not yet checked: kept as they are (each part of them was
  // checked as it was made), and read back through the validator next time, as always.
  flush() {
    if (!this.dirty || !this.doc) return;
    clearTimeout(this.timer);
    this.dirty = false;
    store.keepDocument(JSON.stringify(this.doc));
  }

  // ----------------------------------------------------------------------------------------
  // Drawing

  render() {
    const words = this.words;
    const title = words("title");
    document.title = `${title} - Pugna`;
    const heading = this.root.closest(".pugna-content").querySelector("h1");
    if (heading) heading.firstChild.textContent = title;
    const topic = document.querySelector(HEADER_TITLE);
    if (topic) topic.textContent = title;
    this.grid = element("div", { class: "pugna-panels", "data-screen": true, "aria-labelledby": "pugna-sheet-name-label" });
    this.panels = new Panels(this, this.grid);
    this.log = new Log(this, element("section", { class: "pugna-log", "aria-labelledby": "pugna-log-title" }));
    this.characters = new Characters(this, element("section", { class: "pugna-characters", "data-character-editor": true,
                                                                 "aria-labelledby": "pugna-characters-title" }));
    this.tabs = element("div", { class: "pugna-tabs" });
    this.sheet = element("div", { class: "pugna-sheet", id: "pugna-sheet", role: "tabpanel" });
    const parts = [element("p", { class: "pugna-hint", text: words("intro") }), this.toolbar(), this.tabs, this.sheet, this.characters.root];
    this.root.replaceChildren(this.status, this.storageLine, ...parts);
    this.characters.show();
    this.showTabs();
    this.showSheet();
    this.root.dataset.ready = "";
  }

  toolbar() {
    const words = this.words;
    const every = JSON.parse(this.root.dataset.pageWords); // each language's words name it in itself
    const lang = element("select", { id: "pugna-screen-lang" }, ...siteLangs().map((l) => element("option", { value: l, lang: l, text: every[l].langName, selected: l === this.lang })));
    lang.addEventListener("change", () => this.switchLang(lang.value));
    const print = element("button", { type: "button", class: CLASSES.button, text: words("print") });
    print.addEventListener("click", () => print.ownerDocument.defaultView.print());
    return element("div", { class: "pugna-screen-bar" },
      element("div", { class: "pugna-field" }, element("label", { for: lang.id, text: words("language") }), lang),
      this.shareMenu(), print);
  }

  shareMenu() {
    const words = this.words;
    const withCharacters = element("input", { type: "checkbox", id: "pugna-share-characters" });
    const output = element("input", { type: "text", readonly: true, class: "pugna-share-output", "data-share-output": true, hidden: true,
                                      "aria-label": words("shareLink") });
    const file = element("input", { type: "file", accept: "application/json,.json", hidden: true, "data-open-file": true });
    const button = (key, run, attributes = {}) => {
      const made = element("button", { type: "button", class: CLASSES.button, text: words(key), ...attributes });
      made.addEventListener("click", run);
      return made;
    };
    file.addEventListener("change", () => this.openFile(file));
    const items = element("div", { class: "pugna-menu__items", id: "pugna-share-menu", hidden: true },
        element("div", { class: "pugna-field pugna-bool" }, withCharacters, element("label", { for: withCharacters.id, text: words("withCharacters") })),
        button("shareLink", () => this.shareLink(this.doc.active, withCharacters.checked, output), { "data-share-screen": true }),
        button("saveFile", () => this.save(this.doc, "pugna-screen.json"), { "data-save-file": true }),
        button("openFile", () => file.click()),
        button("charactersLink", () => this.shareLink(null, true, output), { "data-share-characters": true }),
        button("charactersFile", () => this.saveCharacters(), { "data-save-characters": true }),
        file, output);
    const opener = element("button", { type: "button", class: CLASSES.button, "aria-expanded": "false", "aria-controls": items.id, "data-share": true,
                                       text: words("share") });
    const menu = element("div", { class: "pugna-menu" }, opener, items);
    const show = (open) => {
      items.hidden = !open;
      opener.setAttribute("aria-expanded", String(open));
    };
    opener.addEventListener("click", () => show(items.hidden));
    menu.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || items.hidden) return;
      show(false);
      opener.focus();
    });
    document.addEventListener("click", (event) => { if (!menu.contains(event.target)) show(false); }, { signal: this.listening.signal });
    return menu;
  }

  showTabs() {
    const words = this.words;
    const tabs = this.doc.screens.map((screen, i) => {
      const selected = i === this.doc.active;
      const tab = element("button", { type: "button", role: "tab", id: `pugna-tab-${i}`, "aria-selected": String(selected), "aria-controls": "pugna-sheet",
                                      tabindex: selected ? "0" : "-1", class: "pugna-tab", text: screen.name });
      tab.addEventListener("click", () => this.choose(i));
      tab.addEventListener("keydown", (event) => {
        const step = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity }[event.key];
        if (step === undefined) return;
        event.preventDefault();
        const count = this.doc.screens.length;
        const next = Math.abs(step) === Infinity ? (step > 0 ? count - 1 : 0) : (i + step + count) % count;
        this.choose(next);
        this.tabs.querySelector(`#pugna-tab-${next}`).focus();
      });
      return tab;
    });
    const add = element("button", { type: "button", class: `${CLASSES.button} pugna-new-screen`, text: words("newScreen") });
    add.addEventListener("click", () => {
      this.doc.screens.push(blankScreen(words("screenNumber", { number: this.doc.screens.length + 1 })));
      this.choose(this.doc.screens.length - 1);
      this.sheet.querySelector("#pugna-sheet-name").select();
    });
    this.tabs.replaceChildren(element("div", { role: "tablist", "aria-label": words("screens"), class: "pugna-tablist" }, ...tabs), add);
    this.sheet.setAttribute("aria-labelledby", `pugna-tab-${this.doc.active}`);
  }

  choose(i) {
    this.doc.active = i;
    this.commit();
    this.showTabs();
    this.showSheet();
  }

  // The screen shown: its name and picks, its panels, a calculator to add, its log.
  showSheet() {
    const words = this.words;
    const screen = this.screen;
    const name = element("input", { id: "pugna-sheet-name", type: "text", value: screen.name, maxlength: "80", autocomplete: "off" });
    name.addEventListener("input", () => {
      screen.name = name.value;
      const tab = this.tabs.querySelector(`#pugna-tab-${this.doc.active}`);
      if (tab) tab.textContent = name.value;
      this.commit();
    });
    const remove = element("button", { type: "button", class: `${CLASSES.button} pugna-danger`, text: words("deleteScreen") });
    remove.addEventListener("click", () => this.deleteScreen());
    this.picks = element("div", { class: "pugna-sheet__picks", role: "group", "aria-label": words("screenPicks") });
    this.showPicks();
    // Renamed or deleted now and then: below its panels, out of the way of a game.
    const settings = element("div", { class: "pugna-sheet__settings" },
      element("div", { class: "pugna-field" }, element("label", { id: "pugna-sheet-name-label", for: name.id, text: words("screenName") }), name),
      remove);
    const printed = element("h2", { class: "pugna-sheet__title", text: screen.name }); // the insert's title, on paper only
    this.sheet.replaceChildren(this.picks, printed, this.grid, this.adder(), settings, this.log.root);
    this.panels.show(screen);
    this.log.show();
    this.grid.dataset.empty = words("empty");
  }

  // Who acts and who faces on this screen: every panel reads them unless it picks its own.
  showPicks() {
    const words = this.words;
    this.picks.replaceChildren(...["you", "opponent"].map((role) => {
      const select = element("select", { id: `pugna-screen-${role}`, "data-screen-pick": role },
        element("option", { value: "", text: words("nobody") }),
        ...this.doc.characters.map((c) => element("option", { value: c.id, text: `${c.name} · ${c.text}`, selected: this.screen[role] === c.id })));
      select.addEventListener("change", () => {
        this.screen[role] = select.value || null;
        this.commit();
        this.panels.refresh();
        this.panels.recompute();
      });
      return element("div", { class: "pugna-field" }, element("label", { for: select.id, text: words(role) }), select);
    }));
  }


  // A calculator added from here, as a pin from its page would add it.
  adder() {
    const words = this.words;
    const groups = this.bundle.texts.map((text) => element("optgroup", { label: `${text.number} · ${text.title}` },
      ...Object.entries(this.bundle.calculators).filter(([, c]) => c.text === text.number)
        .map(([name, c]) => element("option", { value: name, text: c.title }))));
    const select = element("select", { id: "pugna-add-calculator" }, ...groups);
    const add = element("button", { type: "button", class: CLASSES.button, text: words("add"), "data-add": true });
    add.addEventListener("click", () => {
      const made = this.panels.add({ calculator: select.value, you: null, opponent: null, inputs: {}, collapsed: false });
      made.element.scrollIntoView({ block: "nearest" });
    });
    return element("div", { class: "pugna-adder" },
      element("div", { class: "pugna-field" }, element("label", { for: select.id, text: words("addCalculator") }), select), add);
  }

  deleteScreen() {
    if (!confirm(this.words("confirmDeleteScreen", { name: this.screen.name }))) return;
    this.doc.screens.splice(this.doc.active, 1);
    if (!this.doc.screens.length) this.doc.screens.push(blankScreen(this.words("firstScreen")));
    this.choose(Math.max(0, this.doc.active - 1));
  }

  // A character added, renamed or changed (``id``; null: any, the list itself changed): the
  // pickers show it, and every panel reading it computes again.
  charactersChanged(id, renamed = true) {
    if (renamed || id === null) {
      this.showPicks();
      this.panels.refresh();
    }
    this.panels.recompute(id);
    this.commit();
  }

  settled() {
    this.root.dataset.answers = String(Number(this.root.dataset.answers || 0) + 1); // tests and make bench count them
  }

  async switchLang(lang) {
    this.flush();
    const bundle = await this.load(lang);
    if (!bundle) return;
    this.lang = lang;
    this.bundle = bundle;
    store.keepScreenLang(lang);
    const url = new URL(location.href);
    url.searchParams.set("lang", lang);
    history.replaceState(history.state, "", url);
    speak(this.root, lang);
    relabel();
    this.render();
    this.root.querySelector("#pugna-screen-lang").focus();
  }

  // ----------------------------------------------------------------------------------------
  // Sharing and keeping

  async shareLink(screen, characters, output) {
    const answer = await this.ask("share", { document: this.doc, screen, characters });
    if (!answer) return;
    if (!answer.ok) return this.say(this.words("notKept"), null, answer.problems);
    const url = new URL("screen.html", ROOT);
    url.searchParams.set("lang", this.lang);
    url.hash = `${KEY}=${await pack(JSON.stringify(answer.document))}`;
    output.value = url.href;
    output.hidden = false;
    output.select();
    try {
      await navigator.clipboard.writeText(url.href);
    } catch {
      // No clipboard (plain http on a LAN): the link is selected in its box, to copy by hand.
    }
    this.say(this.words("linkReady"));
  }

  save(doc, name) {
    const link = element("a", { href: URL.createObjectURL(new Blob([JSON.stringify(doc, null, 1)], { type: "application/json" })), download: name });
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }

  async saveCharacters() {
    const answer = await this.ask("share", { document: this.doc, screen: null, characters: true });
    if (answer && answer.ok) this.save(answer.document, "pugna-characters.json");
  }

  async openFile(input) {
    const [file] = input.files;
    input.value = "";
    if (!file) return;
    // Read whole up to a bound (the validator names one longer than a document may be, unparsed).
    const text = await file.slice(0, READ_BYTES).text();
    const before = this.doc;
    this.doc = await this.merge(this.doc, text);
    if (this.doc !== before) {
      this.render();
      this.commit();
    }
  }
}

function start() {
  if (window.pugnaScreen && !window.pugnaScreen.root.isConnected) {
    window.pugnaScreen.close();
    window.pugnaScreen = null;
  }
  const root = document.querySelector(".pugna-content [data-screen-app]:not([data-started])");
  if (!root) return;
  const app = new Screen(root);
  window.pugnaScreen = app; // for tests and make bench
  app.open();
}

eachPage(start);
