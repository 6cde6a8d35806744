// A calculator form filled from characters: a table screen's panel (screen-panels.js) or a form on
// a text page (page-characters.js). The engine's panel op (calc.web.handle_screen "panel") says
// which field reads whose trait and computes; here the values the reader sets on the form are
// its own and win over the characters' for this form only, and each field says whose value it
// shows: a character's ("from Aldo"), or the form's own over a character's ("set here; Aldo: 17",
// with the way back to Aldo's).

import { asText, fields, setText, valueOf } from "./form-fields.js";

function element(tag, className, text) {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

export class Filling {
  // `own`: the values the reader set before ({ field: value }); `words(key, values)`: the page's;
  // `character(role)`: who plays "you" or "opponent" now (or null); `recompute()`: the form again.
  constructor(form, { own = {}, words, character, recompute }) {
    this.form = form;
    this.own = { ...own };
    this.words = words;
    this.character = character;
    this.recompute = recompute;
    this.written = {}; // what was last written in each field not the reader's, as text (a change there is the reader's)
    for (const [name, controls] of fields(form)) {
      if (name in this.own) setText(controls, asText(this.own[name]));
      this.written[name] = asText(valueOf(controls));
    }
    this.before = { ...this.written };
  }

  // Nobody fills the form any more: each field a character filled holds again what it held before.
  release() {
    for (const field of this.form.querySelectorAll("[data-from]")) {
      const name = field.dataset.field;
      if (field.dataset.from === "character") setText(fields(this.form).get(name), this.before[name]);
      field.querySelector(".pugna-from")?.remove();
      field.removeAttribute("data-from");
    }
  }

  // The panel op's request for the form's `inputs` as forms.js read them: those the reader changed
  // are the form's own from now on.
  request(inputs) {
    for (const [name, value] of Object.entries(inputs)) {
      if (name in this.own || (name in this.written && this.written[name] !== asText(value))) this.own[name] = value;
    }
    return { name: this.form.dataset.calc, module: this.form.dataset.module, inputs: this.own,
             you: this.character("you"), opponent: this.character("opponent") };
  }

  // The engine's answer, written in the fields that are not the reader's.
  show(answer) {
    for (const [name, controls] of fields(this.form)) {
      if (name in this.own || !(name in answer.inputs)) continue;
      setText(controls, asText(answer.inputs[name]));
      this.written[name] = asText(valueOf(controls));
    }
  }

  // Each field marked with whose value it shows.
  mark(answer) {
    const words = this.words;
    for (const field of this.form.querySelectorAll("[data-field]")) {
      const name = field.dataset.field;
      const control = field.querySelector("[name]");
      const role = answer.filled[name] || answer.overridden[name];
      let note = field.querySelector(".pugna-from");
      const who = role && this.character(role);
      if (!who) {
        if (note) note.remove();
        field.removeAttribute("data-from");
        continue;
      }
      if (!note) {
        note = element("small", "pugna-from");
        note.id = `${control.id}-from`;
        field.append(note);
        const described = (control.getAttribute("aria-describedby") || "").split(" ").filter(Boolean);
        if (!described.includes(note.id)) control.setAttribute("aria-describedby", [...described, note.id].join(" "));
      }
      field.dataset.from = answer.filled[name] ? "character" : "panel";
      // Rewritten only when it says something else: a change of a trait repaints 8 panels.
      const said = answer.filled[name] ? `from ${who.id}` : `set ${who.id} ${JSON.stringify(answer.theirs[name])}`;
      if (note.dataset.said === said && note.dataset.name === who.name) continue;
      note.dataset.said = said;
      note.dataset.name = who.name;
      if (answer.filled[name]) {
        note.replaceChildren(words("from", { name: who.name }));
      } else {
        const back = element("button", "pugna-link-button", words("useTheirs", { name: who.name }));
        back.type = "button";
        back.addEventListener("click", () => {
          delete this.own[name];
          this.written[name] = asText(valueOf(fields(this.form).get(name))); // not the reader's any more: the answer writes the character's
          this.recompute();
        });
        note.replaceChildren(`${words("setHere", { name: who.name, value: this.shown(control, answer.theirs[name]) })} `, back);
      }
    }
  }

  shown(control, value) {
    if (control.tagName === "SELECT") return [...control.options].find((o) => o.value === String(value))?.textContent ?? String(value);
    if (control.type === "checkbox") return this.words(value ? "yes" : "no");
    return String(value);
  }
}
