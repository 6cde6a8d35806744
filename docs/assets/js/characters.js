// The table screen's characters ([data-character-editor]): each plays by one of the texts and holds
// some of its traits, one input per trait ([data-trait]) for the character being edited, made by
// the build from the traits' declared domains (macros/screen.py). Every change is checked by the
// engine (calc.web.handle_screen "character", the same validator as an imported file): a value
// outside its domain is named beside its field and not used, and the panels keep computing with
// the character as it last was; a good one recomputes every panel that reads the character.

import { element } from "./screen-panels.js";
import { CLASSES } from "./theme.js";

// An id from a name: its letters and digits, lower-case, free among ``taken``.
function idFor(name, taken) {
  const base = name.normalize("NFKD").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 24) || "character";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

export class Characters {
  constructor(app, root) {
    this.app = app;
    this.root = root;
    this.editing = null; // the id of the character being edited
    this.ticket = 0;
  }

  get words() {
    return this.app.words;
  }

  show() {
    const words = this.words;
    const characters = this.app.doc.characters;
    if (!characters.some((c) => c.id === this.editing)) this.editing = characters.length ? characters[0].id : null;
    const list = element("div", { class: "pugna-character-list", role: "group", "aria-label": words("characters") },
      ...characters.map((c) => {
        const button = element("button", { type: "button", class: "pugna-chip", "aria-pressed": String(c.id === this.editing), "data-character": c.id,
                                           text: `${c.name} · ${c.text}` });
        button.addEventListener("click", () => {
          this.editing = c.id;
          this.show();
        });
        return button;
      }),
      this.newButton());
    const parts = [element("h2", { id: "pugna-characters-title", text: words("characters") }),
                   element("p", { class: "pugna-hint", text: words("charactersIntro") }), list, this.creator()];
    if (this.editing) parts.push(this.editor(characters.find((c) => c.id === this.editing)));
    else parts.push(element("p", { class: "pugna-hint", text: words("noCharacters") }));
    this.root.replaceChildren(...parts);
  }

  newButton() {
    const button = element("button", { type: "button", class: CLASSES.button, "aria-expanded": "false", "aria-controls": "pugna-character-new",
                                       text: this.words("newCharacter") });
    button.addEventListener("click", () => {
      const form = this.root.querySelector("#pugna-character-new");
      form.hidden = !form.hidden;
      button.setAttribute("aria-expanded", String(!form.hidden));
      if (!form.hidden) form.querySelector("input").focus();
    });
    return button;
  }

  // A new character: a name and the text it plays by (its traits are that text's).
  creator() {
    const words = this.words;
    const name = element("input", { id: "pugna-new-name", type: "text", autocomplete: "off", maxlength: "80", required: true });
    const text = element("select", { id: "pugna-new-text" },
      ...this.app.bundle.texts.map((t) => element("option", { value: t.number, lang: t.lang, text: `${t.number} · ${t.title}` })));
    const error = element("p", { class: "pugna-error", role: "alert", hidden: true });
    const form = element("form", { id: "pugna-character-new", class: "pugna-character-new", hidden: true },
      element("div", { class: "pugna-fields" },
        element("div", { class: "pugna-field" }, element("label", { for: name.id, text: words("characterName") }), name),
        element("div", { class: "pugna-field" }, element("label", { for: text.id, text: words("playsBy") }), text)),
      error, element("button", { type: "submit", class: CLASSES.primaryButton, text: words("create") }));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const taken = new Set(this.app.doc.characters.map((c) => c.id));
      const candidate = { id: idFor(name.value, taken), name: name.value, text: text.value, traits: {} };
      const answer = await this.app.engine.screen("character", JSON.stringify(candidate), this.app.lang);
      if (!answer.ok) {
        error.textContent = (answer.problems || []).map((p) => p.message).join("; ") || this.app.failure(answer);
        error.hidden = false;
        return;
      }
      this.app.doc.characters.push(answer.document);
      // The first character is the one acting ("you") on a screen that has none yet.
      const screen = this.app.screen;
      if (screen && !screen.you) screen.you = answer.document.id;
      this.editing = answer.document.id;
      this.app.charactersChanged(null);
      this.show();
      this.root.querySelector("#pugna-character-name")?.focus();
    });
    return form;
  }

  editor(character) {
    const words = this.words;
    const text = this.app.bundle.texts.find((t) => t.number === character.text);
    const name = element("input", { id: "pugna-character-name", type: "text", autocomplete: "off", maxlength: "80", value: character.name });
    const traits = element("div", { class: "pugna-fields pugna-traits" });
    traits.innerHTML = text.traits; // the build's own markup: labels and domains, no reader's words
    for (const control of traits.querySelectorAll("[data-trait]")) {
      const value = character.traits[control.dataset.trait];
      control.value = value === undefined ? "" : String(value);
    }
    const remove = element("button", { type: "button", class: `${CLASSES.button} pugna-danger`, text: words("deleteCharacter") });
    remove.addEventListener("click", () => this.remove(character));
    const form = element("form", { class: "pugna-character", "data-editing": character.id, "aria-labelledby": "pugna-character-name-label" },
      element("div", { class: "pugna-fields" },
        element("div", { class: "pugna-field", "data-field": "name" },
          element("label", { id: "pugna-character-name-label", for: name.id, text: words("characterName") }), name),
        element("div", { class: "pugna-field" }, element("span", { class: "pugna-field-label", text: words("playsBy") }),
          element("span", { lang: text.lang, text: `${text.number} · ${text.title}` }))),
      element("p", { class: "pugna-hint", text: words("traitsHint") }), traits, remove);
    form.addEventListener("submit", (event) => event.preventDefault());
    form.addEventListener("input", () => this.changed(character, form)); // a select's choice too
    return form;
  }

  // What the editor holds, checked; kept and used only if every value is within its domain.
  async changed(character, form) {
    const candidate = { id: character.id, name: form.querySelector("#pugna-character-name").value, text: character.text, traits: {} };
    for (const control of form.querySelectorAll("[data-trait]")) {
      if (control.value !== "") candidate.traits[control.dataset.trait] = control.value;
    }
    const mine = ++this.ticket;
    const answer = await this.app.engine.screen("character", JSON.stringify(candidate), this.app.lang);
    if (mine !== this.ticket || !form.isConnected) return;
    this.mark(form, answer.ok ? [] : answer.problems || [{ path: "", message: this.app.failure(answer) }]);
    if (!answer.ok) return;
    const renamed = character.name !== answer.document.name;
    Object.assign(character, answer.document);
    if (renamed) {
      const chip = this.root.querySelector(`[data-character="${CSS.escape(character.id)}"]`);
      if (chip) chip.textContent = `${character.name} · ${character.text}`;
    }
    this.app.charactersChanged(character.id, renamed);
  }

  // Each problem beside its field (the validator names it by a JSON Pointer: /traits/strength).
  mark(form, problems) {
    const at = new Map();
    for (const problem of problems) {
      const [, part, key] = (problem.path || "").split("/");
      const control = part === "traits" ? form.querySelector(`[data-trait="${CSS.escape(key || "")}"]`) : form.querySelector("#pugna-character-name");
      at.set(control, problem.message);
    }
    for (const control of form.querySelectorAll("input, select")) {
      const field = control.closest(".pugna-field");
      let error = field.querySelector(".pugna-error");
      const message = at.get(control);
      const errorId = `${control.id}-error`;
      const described = (control.getAttribute("aria-describedby") || "").split(" ").filter((id) => id && id !== errorId);
      if (!message) {
        if (error) error.remove();
        control.removeAttribute("aria-invalid");
      } else {
        if (!error) {
          error = element("p", { class: "pugna-error", id: errorId, role: "alert" });
          field.append(error);
        }
        error.textContent = message;
        control.setAttribute("aria-invalid", "true");
        described.push(errorId);
      }
      if (described.length) control.setAttribute("aria-describedby", described.join(" "));
      else control.removeAttribute("aria-describedby");
    }
  }

  remove(character) {
    if (!confirm(this.words("confirmDeleteCharacter", { name: character.name }))) return;
    const doc = this.app.doc;
    doc.characters = doc.characters.filter((c) => c !== character);
    // Whoever read this character reads nobody now (a pick must name a character there is).
    for (const screen of doc.screens) {
      for (const holder of [screen, ...screen.panels]) {
        for (const role of ["you", "opponent"]) if (holder[role] === character.id) holder[role] = null;
      }
    }
    this.editing = null;
    this.app.charactersChanged(null);
    this.show();
  }
}
