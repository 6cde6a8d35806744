// A screen's log: results noted from its panels and dice rolled on them, each with every input it
// computed with (its seed among them), the names as they were and the time. An entry stands on
// its own: it is computed again by the engine to be shown (calc.web.handle), so a fight replays,
// here or on another device that opens the screen's link.

import { element } from "./screen-panels.js";
import { CLASSES } from "./theme.js";

const MAX_LOG = 100; // calc.screen.MAX_LOG: the oldest entry makes way

function clock(time) {
  if (time === null || time === undefined) return "";
  const at = new Date(time);
  return `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
}

export class Log {
  constructor(app, root) {
    this.app = app;
    this.root = root;
  }

  show() {
    const words = this.app.words;
    const log = this.app.screen.log;
    const clear = element("button", { type: "button", class: CLASSES.button, text: words("clearLog"), hidden: !log.length || null });
    clear.addEventListener("click", () => {
      if (!confirm(words("confirmClearLog"))) return;
      this.app.screen.log = [];
      this.app.commit();
      this.show();
    });
    this.list = element("ol", { class: "pugna-log__entries", "aria-live": "polite" }, ...log.map((entry) => this.item(entry)));
    this.root.replaceChildren(element("h2", { id: "pugna-log-title", text: words("log") }),
      log.length ? this.list : element("p", { class: "pugna-hint", text: words("logEmpty") }), clear);
  }

  add(entry) {
    const log = this.app.screen.log;
    log.push(entry);
    if (log.length > MAX_LOG) log.splice(0, log.length - MAX_LOG);
    this.app.commit();
    this.show();
  }

  item(entry) {
    const words = this.app.words;
    const info = this.app.bundle.calculators[entry.calculator];
    const who = [entry.you, entry.opponent].filter(Boolean).join(" – ");
    const result = element("span", { class: "pugna-log__result", text: "…" });
    const details = element("details", { class: "pugna-log__details" }, element("summary", { text: words("logInputs") }));
    const head = element("div", { class: "pugna-log__head" },
      entry.time !== null ? element("time", { datetime: new Date(entry.time).toISOString(), text: clock(entry.time) }) : null,
      element("strong", { text: info.title }), who ? element("span", { text: who }) : null, result);
    this.replay(entry, info, result, details);
    return element("li", { class: "pugna-log__entry" }, head, details);
  }

  // The entry computed again: its main answer, and every input it used and every result.
  async replay(entry, info, result, details) {
    const answer = await this.app.engine.run(entry.calculator, entry.inputs, this.app.lang);
    if (!answer.ok) {
      result.textContent = answer.error ? answer.error.message : this.app.failure(answer);
      return;
    }
    result.textContent = `${info.outputs[info.primary]}: ${answer.display[info.primary]}`;
    const unused = new Set(answer.result.ignored || []);
    const pairs = (entries) => entries.flatMap(([term, value]) => [element("dt", { text: term }), element("dd", { text: value })]);
    const inputs = Object.entries(entry.inputs).filter(([name]) => !unused.has(name) && info.fields[name]).map(([name, value]) => {
      const [label, options] = info.fields[name];
      const shown = options ? options[value] ?? String(value) : typeof value === "boolean" ? this.app.words(value ? "yes" : "no") : String(value);
      return [label, shown];
    });
    const results = Object.entries(answer.display).filter(([key, text]) => text && info.outputs[key] && key !== "ignored")
      .map(([key, text]) => [info.outputs[key], text]);
    details.append(element("dl", { class: "pugna-results" }, ...pairs(inputs)), element("dl", { class: "pugna-results" }, ...pairs(results)));
  }
}
