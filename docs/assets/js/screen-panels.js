// The table screen's panels, in a grid ([data-screen]): each a live calculator form (the build's
// own markup, from the language's bundle, mounted by pugna.js), a passage of the texts or a seed
// table (cut out of the site's page that holds it). A calculator panel computes through the
// engine's panel op (calc.web.handle_screen "panel"): its characters fill it, the values the
// reader sets on it win, and each field says which it shows. No rule here: which field reads
// whose trait, and every value, comes from the engine's answer.

import { Filling } from "./form-fill.js";
import { mount } from "./pugna.js";

const ROOT = new URL("../../", import.meta.url); // this file is ROOT/assets/js/screen-panels.js
const SVG = "http://www.w3.org/2000/svg";
// Material Design icons (Apache 2.0), as the theme draws its own: drag, fold, close, note.
const ICONS = {
  drag: "M7 19v-2h2v2H7m4 0v-2h2v2h-2m4 0v-2h2v2h-2m-8-4v-2h2v2H7m4 0v-2h2v2h-2m4 0v-2h2v2h-2m-8-4V9h2v2H7m4 0V9h2v2h-2m4 0V9h2v2h-2M7 7V5h2v2H7m4 0V5h2v2h-2m4 0V5h2v2h-2Z",
  fold: "M7.41 8.58 12 13.17l4.59-4.59L18 10l-6 6-6-6 1.41-1.42Z",
  close: "M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z",
  note: "M19 3h-4.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2m-7 0a1 1 0 0 1 1 1 1 1 0 0 1-1 1 1 1 0 0 1-1-1 1 1 0 0 1 1-1M7 7h10V5h2v14H5V5h2v2m5 10v-2h-2v-2h2v-2h2v2h2v2h-2v2h-2Z",
};
let serial = 0; // every panel's ids are its own, the same calculator pinned twice included

export function icon(name) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", ICONS[name]);
  svg.append(path);
  return svg;
}

export function element(tag, attributes = {}, ...children) {
  const made = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") made.textContent = value;
    else made.setAttribute(key, value === true ? "" : value);
  }
  made.append(...children.filter((child) => child !== null && child !== undefined));
  return made;
}

function iconButton(name, label, attributes = {}) {
  return element("button", { type: "button", class: "pugna-icon-button", "aria-label": label, title: label, ...attributes }, icon(name));
}

// Every id in ``root`` made the panel's own, and each reference to one (a label's for, a
// description) with it.
function ownIds(root, prefix) {
  const ids = new Set([...root.querySelectorAll("[id]")].map((el) => el.id));
  if (root.id) ids.add(root.id);
  const own = (id) => (ids.has(id) ? prefix + id : id);
  for (const el of [root, ...root.querySelectorAll("[id]")]) if (el.id) el.id = own(el.id);
  for (const label of root.querySelectorAll("label[for]")) label.htmlFor = own(label.htmlFor);
  for (const attribute of ["aria-describedby", "aria-labelledby", "aria-controls"]) {
    for (const el of root.querySelectorAll(`[${attribute}]`)) el.setAttribute(attribute, el.getAttribute(attribute).split(" ").map(own).join(" "));
  }
}

class Panel {
  constructor(panels, panel, title) {
    this.panels = panels;
    this.app = panels.app;
    this.panel = panel;
    this.title = title;
    this.prefix = `panel${++serial}-`;
    const words = this.app.words;
    this.grip = iconButton("drag", words("move"), { class: "pugna-icon-button pugna-panel__grip", "data-grip": true });
    this.fold = iconButton("fold", words("fold"), { class: "pugna-icon-button pugna-panel__fold", "aria-expanded": String(!panel.collapsed),
                                                    "aria-controls": `${this.prefix}body` });
    this.closer = iconButton("close", words("remove"), { "data-remove": true });
    this.tools = element("div", { class: "pugna-panel__tools" });
    this.body = element("div", { class: "pugna-panel__body", id: `${this.prefix}body` });
    this.bar = element("div", { class: "pugna-panel__bar" }, this.grip, element("span", { class: "pugna-panel__name", text: title }), this.tools, this.fold, this.closer);
    this.element = element("section", { class: "pugna-panel", "data-panel": true, "aria-label": title, "data-collapsed": panel.collapsed || null },
                           this.bar, this.body);
    this.fold.addEventListener("click", () => this.toggle());
    this.closer.addEventListener("click", () => this.panels.remove(this));
    this.panels.reorderable(this);
  }

  toggle() {
    this.panel.collapsed = !this.panel.collapsed;
    this.element.toggleAttribute("data-collapsed", this.panel.collapsed);
    this.fold.setAttribute("aria-expanded", String(!this.panel.collapsed));
    const label = this.app.words(this.panel.collapsed ? "unfold" : "fold");
    this.fold.setAttribute("aria-label", label);
    this.fold.title = label;
    this.app.commit();
  }

  start() {}
  refresh() {}
}

// A calculator: its form as the build made it, mounted by pugna.js with the panel's own compute.
class CalculatorPanel extends Panel {
  constructor(panels, panel) {
    const info = panels.app.bundle.calculators[panel.calculator];
    super(panels, panel, info.title);
    this.info = info;
    this.ticket = 0;
    this.rolled = false;
    this.answer = null;
    this.element.dataset.kind = "calculator";
    const note = iconButton("note", this.app.words("note"), { "data-note": true });
    note.addEventListener("click", () => this.note());
    this.tools.append(note);
    this.who = element("div", { class: "pugna-panel__who" });
    const template = document.createElement("template");
    template.innerHTML = info.form; // the site's own build (macros/forms.py), not the reader's words
    this.form = template.content.firstElementChild;
    ownIds(this.form, this.prefix);
    // The values set on this panel win over the characters'.
    this.filling = new Filling(this.form, { own: panel.inputs, words: this.app.words, character: (role) => this.character(role),
                                            recompute: () => this.recompute() });
    // Dice rolled here land in the log (the seed drawn, with every input, and the time).
    this.form.addEventListener("click", (event) => { if (event.target.closest("[data-roll]")) this.rolled = true; }, true);
    this.body.append(this.who, this.form);
    this.refresh();
  }

  // Mounted once in the document (pugna.js listens to the engine from then on).
  start() {
    this.compute = mount(this.form, { run: (inputs) => this.run(inputs), inAddress: false });
  }

  character(role) {
    const screen = this.app.screen;
    return this.app.character(this.panel[role] ?? screen[role]);
  }

  // The pickers of the sides this calculator reads: the screen's pick, or one of the characters.
  refresh() {
    const words = this.app.words;
    const rows = this.info.sides.map((role) => {
      const screenPick = this.app.character(this.app.screen[role]);
      const select = element("select", { "data-role": role, id: `${this.prefix}${role}` },
        element("option", { value: "", text: words("asScreen", { name: screenPick ? screenPick.name : words("nobody") }) }),
        ...this.app.doc.characters.map((c) => element("option", {
          value: c.id, text: c.text === this.info.text ? c.name : `${c.name} (${c.text})`, selected: this.panel[role] === c.id,
        })));
      select.addEventListener("change", () => {
        this.panel[role] = select.value || null;
        this.app.commit();
        this.recompute();
      });
      return element("div", { class: "pugna-panel__pick" }, element("label", { for: select.id, text: words(role) }), select);
    });
    this.unused = element("p", { class: "pugna-panel__unused", hidden: true });
    this.who.replaceChildren(...rows, this.unused);
    this.who.hidden = !rows.length;
    if (this.answer) this.mark(this.answer);
  }

  mark(answer) {
    this.filling.mark(answer);
    const unused = answer.unused.map((role) => this.character(role)).filter(Boolean);
    this.unused.textContent = unused.map((c) => this.app.words("otherText", { name: c.name, text: c.text })).join(" ");
    this.unused.hidden = !unused.length;
  }

  recompute() {
    if (this.compute) this.compute(false);
  }

  // pugna.js asks this for each answer: the form's values, the panel's own among them.
  async run(inputs) {
    const mine = ++this.ticket;
    const answer = await this.panels.answer(this.filling.request(inputs));
    if (answer.problems) return { ok: false, error: { field: "", message: answer.problems.map((p) => p.message).join("; ") } };
    if (mine === this.ticket && answer.ok) this.show(answer);
    return answer;
  }

  show(answer) {
    this.answer = answer;
    this.filling.show(answer);
    this.mark(answer);
    // Kept as the engine read them ("15" typed is 15): the document holds values, not keystrokes.
    this.panel.inputs = Object.fromEntries(Object.keys(this.filling.own).map((name) => [name, answer.inputs[name]]));
    this.app.commit();
    if (this.rolled) {
      this.rolled = false;
      this.note(true);
    }
    this.app.settled(this);
  }

  // The result noted in the screen's log: what it computed with (its dice's seed among it), the
  // names as they are now, and when.
  note(rolled = false) {
    if (!this.answer) return;
    const name = (role) => (this.info.sides.includes(role) ? this.character(role)?.name ?? "" : "");
    this.app.log.add({ calculator: this.panel.calculator, you: name("you"), opponent: name("opponent"), inputs: { ...this.answer.inputs },
                       time: Date.now() });
    if (!rolled) this.app.say(this.app.words("noted"));
  }
}

// The site's pages, fetched once per visit (the service worker keeps them offline).
const pages = new Map();
function page(path) {
  const url = new URL(path, ROOT);
  if (!pages.has(url.href)) {
    const parsed = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    }).then((html) => new DOMParser().parseFromString(html, "text/html"));
    parsed.catch(() => pages.delete(url.href));
    pages.set(url.href, parsed);
  }
  return pages.get(url.href).then((doc) => ({ doc, url }));
}

const HEADING = /^H([1-6])$/;

// A heading and what follows it, up to the next heading of its level or above.
function section(heading) {
  const level = Number(HEADING.exec(heading.tagName)[1]);
  const parts = [heading];
  for (let node = heading.nextElementSibling; node; node = node.nextElementSibling) {
    const match = HEADING.exec(node.tagName);
    if (match && Number(match[1]) <= level) break;
    parts.push(node);
  }
  return parts;
}

// A passage or a seed table, as its page shows it: its words are the text's own, in its language.
class ReferencePanel extends Panel {
  constructor(panels, panel) {
    const table = panel.table && panels.app.bundle.tables[panel.table];
    super(panels, panel, panel.table || panel.passage);
    this.element.dataset.kind = panel.table ? "table" : "passage";
    this.where = panel.passage || (table ? `${table.page}` : "");
    this.link = panel.passage || (table ? table.passage : "");
  }

  start() {
    this.load();
  }

  async load() {
    const words = this.app.words;
    const [path, id] = this.where.split("#");
    let found = null;
    let lang = "";
    try {
      if (path) {
        const { doc, url } = await page(path);
        lang = doc.querySelector(".pugna-content[lang]")?.lang || "";
        found = this.cut(doc, id, url);
      }
    } catch (error) {
      this.body.replaceChildren(element("p", { class: "pugna-panel__unused", text: words("unloaded", { why: error.message }) }));
      return;
    }
    if (!found) {
      this.body.replaceChildren(element("p", { class: "pugna-panel__unused", text: words("missing") }));
      return;
    }
    const { title, parts } = found;
    this.title = title;
    this.element.setAttribute("aria-label", title);
    this.bar.querySelector(".pugna-panel__name").textContent = title;
    const content = element("div", { class: "pugna-panel__text md-typeset", lang: lang || null }, ...parts);
    ownIds(content, this.prefix);
    const open = element("a", { class: "pugna-panel__open", href: new URL(this.link, ROOT).href, text: words("openPassage") });
    this.body.replaceChildren(content, element("p", { class: "pugna-source" }, open));
    this.app.settled(this);
  }

  // The passage's heading and text, or the table, copied out of its page: no forms (each is a
  // panel of its own), no permalinks or pins, every link absolute.
  cut(doc, id, url) {
    let parts;
    let title;
    if (this.panel.table) {
      const table = doc.querySelector(`[data-table="${CSS.escape(this.panel.table)}"]`);
      if (!table) return null;
      parts = [table];
      title = table.querySelector("caption")?.textContent.trim() || this.panel.table;
    } else {
      const target = id && doc.getElementById(id);
      if (!target) return null;
      parts = HEADING.test(target.tagName) ? section(target) : [target];
      title = target.textContent.replace(/¶$/, "").trim();
    }
    parts = parts.map((part) => document.importNode(part, true));
    for (const part of parts) {
      for (const el of part.querySelectorAll("form, script, .headerlink, .pugna-calc, .pugna-pin-mark")) el.remove();
      for (const el of [part, ...part.querySelectorAll("[href], [src]")]) {
        for (const key of ["href", "src"]) {
          const value = el.getAttribute && el.getAttribute(key);
          if (value && !value.startsWith("#")) el.setAttribute(key, new URL(value, url).href);
        }
      }
    }
    if (HEADING.test(parts[0].tagName)) parts[0] = element("h3", { class: "pugna-panel__heading", text: title });
    return { title, parts: parts.filter((part) => !(part.matches && part.matches("form, script"))) };
  }
}

export class Panels {
  constructor(app, grid) {
    this.app = app;
    this.grid = grid;
    this.controllers = new Map(); // panel element -> its controller
    this.waiting = []; // panel requests made in this task, not yet sent
  }

  // A panel's answer from the engine. The panels a change recomputes (a character's trait, the
  // screen opened) ask in one task: they go as one "panels" request, answered in one message.
  answer(request) {
    return new Promise((resolve) => {
      this.waiting.push({ request, resolve });
      if (this.waiting.length === 1) queueMicrotask(() => this.send());
    });
  }

  async send() {
    const batch = this.waiting.splice(0);
    const answer = await this.app.engine.screen("panels", JSON.stringify(batch.map((b) => b.request)), this.app.lang);
    // An engine that failed, or a request it refused, is each panel's answer alike.
    batch.forEach((b, i) => b.resolve(Array.isArray(answer.answers) ? answer.answers[i] : answer));
  }

  create(panel) {
    const made = "calculator" in panel ? new CalculatorPanel(this, panel) : new ReferencePanel(this, panel);
    this.controllers.set(made.element, made);
    return made;
  }

  show(screen) {
    this.controllers.clear();
    const made = screen.panels.map((panel) => this.create(panel));
    this.grid.replaceChildren(...made.map((c) => c.element));
    made.forEach((c) => c.start());
    this.grid.dataset.count = String(made.length);
  }

  all() {
    return [...this.controllers.values()];
  }

  add(panel) {
    this.app.screen.panels.push(panel);
    const made = this.create(panel);
    this.grid.append(made.element);
    made.start();
    this.grid.dataset.count = String(this.controllers.size);
    this.app.commit();
    return made;
  }

  remove(controller) {
    const panels = this.app.screen.panels;
    const at = panels.indexOf(controller.panel);
    panels.splice(at, 1);
    controller.element.remove();
    this.controllers.delete(controller.element);
    this.grid.dataset.count = String(this.controllers.size);
    this.app.commit();
    const screen = this.app.screen;
    this.app.say(this.app.words("removed", { title: controller.title }), () => {
      if (this.app.screen !== screen) return;
      panels.splice(at, 0, controller.panel);
      const again = this.create(controller.panel);
      this.grid.insertBefore(again.element, this.grid.children[at] || null);
      again.start();
      this.grid.dataset.count = String(this.controllers.size);
      this.app.commit();
    });
  }

  // Every calculator panel reading character ``id`` (as its own pick or the screen's) computes
  // again; null: every calculator panel.
  recompute(id = null) {
    for (const c of this.all()) {
      if (!(c instanceof CalculatorPanel)) continue;
      if (id === null || c.info.sides.some((role) => (c.panel[role] ?? this.app.screen[role]) === id)) c.recompute();
    }
  }

  refresh() {
    for (const c of this.all()) c.refresh();
  }

  // The order of the grid is the screen's.
  reordered() {
    this.app.screen.panels = [...this.grid.children].map((el) => this.controllers.get(el).panel);
    this.app.commit();
  }

  // Moved with the grip: the arrow keys move a panel one place, a drag (mouse or finger) as far
  // as it goes.
  reorderable(controller) {
    const { grip, element: panel } = controller;
    const say = () => {
      const place = [...this.grid.children].indexOf(panel) + 1;
      this.app.say(this.app.words("moved", { place, count: this.grid.children.length }));
    };
    grip.addEventListener("keydown", (event) => {
      const earlier = event.key === "ArrowUp" || event.key === "ArrowLeft";
      const later = event.key === "ArrowDown" || event.key === "ArrowRight";
      if (!earlier && !later) return;
      event.preventDefault();
      const next = earlier ? panel.previousElementSibling : panel.nextElementSibling?.nextElementSibling ?? null;
      if (earlier && !next) return;
      if (later && !panel.nextElementSibling) return;
      this.grid.insertBefore(panel, next);
      grip.focus();
      this.reordered();
      say();
    });
    grip.addEventListener("pointerdown", (event) => {
      if (event.button !== 0) return;
      event.preventDefault();
      grip.setPointerCapture(event.pointerId);
      panel.dataset.dragging = "";
      const before = [...this.grid.children].indexOf(panel);
      const move = (e) => {
        const under = document.elementsFromPoint(e.clientX, e.clientY).find((el) => el !== panel && el.matches("[data-panel]") && el.parentElement === this.grid);
        if (under) {
          // Past the panel under the pointer, whichever way it came: in a grid as in a list.
          const children = [...this.grid.children];
          const after = children.indexOf(panel) < children.indexOf(under);
          this.grid.insertBefore(panel, after ? under.nextElementSibling : under);
        }
        if (e.clientY < 60) scrollBy(0, -12);
        else if (e.clientY > innerHeight - 60) scrollBy(0, 12);
      };
      const end = () => {
        grip.removeEventListener("pointermove", move);
        delete panel.dataset.dragging;
        if ([...this.grid.children].indexOf(panel) !== before) {
          this.reordered();
          say();
        }
      };
      grip.addEventListener("pointermove", move);
      grip.addEventListener("pointerup", end, { once: true });
      grip.addEventListener("pointercancel", end, { once: true });
    });
  }
}
