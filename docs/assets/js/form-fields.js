// A calculator form's fields as the engine, a link and the kept inputs see them (macros/forms.py
// makes the controls): read, compared with the text's example, and set from text. The forms
// (forms.js), the table screen's panels (screen-panels.js, form-fill.js) and the pins share them.

// A form's fields, each by its controls: a text box or a select holds its value, a checkbox
// yes or no, a group of checkboxes (a set of options, macros/forms.py) the values checked.
export function fields(form) {
  const byName = new Map();
  for (const control of form.querySelectorAll("[name]")) byName.set(control.name, [...(byName.get(control.name) || []), control]);
  return byName;
}

const isGroup = (controls) => controls[0].closest(".pugna-options") !== null;

// What the engine is sent: the text as typed, yes/no as a boolean, a set as a list.
export function valueOf(controls) {
  if (isGroup(controls)) return controls.filter((c) => c.checked).map((c) => c.value);
  return controls[0].type === "checkbox" ? controls[0].checked : controls[0].value;
}

// The value the HTML starts with: the text's example.
export function startOf(controls) {
  const [first] = controls;
  if (isGroup(controls)) return controls.filter((c) => c.defaultChecked).map((c) => c.value);
  if (first.type === "checkbox") return first.defaultChecked;
  if (first.type === "select-one") return ([...first.options].find((o) => o.defaultSelected) || first.options[0])?.value;
  return first.defaultValue;
}

// A value as a link and the kept inputs carry it: "true", "prone,blind", the text typed.
export const asText = (value) => (Array.isArray(value) ? value.join(",") : String(value));

// Sets a field from its text; returns whether that changed it. `strict`: a choice the select
// does not hold is left alone (kept inputs of an older build); a link's is set, for the engine
// to name.
export function setText(controls, text, strict = false) {
  const before = asText(valueOf(controls));
  const [first] = controls;
  if (isGroup(controls)) {
    const chosen = text.split(",").map((part) => part.trim());
    for (const c of controls) c.checked = chosen.includes(c.value);
  } else if (first.type === "checkbox") {
    first.checked = text === "true";
  } else if (first.type === "select-one" && first.dataset.aliases && text in JSON.parse(first.dataset.aliases)) {
    first.value = JSON.parse(first.dataset.aliases)[text]; // a link from before a value was renamed
  } else if (!(strict && first.type === "select-one" && ![...first.options].some((o) => o.value === text))) {
    first.value = text;
  }
  return asText(valueOf(controls)) !== before;
}

export function readInputs(form) {
  return Object.fromEntries([...fields(form)].map(([name, controls]) => [name, valueOf(controls)]));
}

// The inputs that differ from the text's example, as text: what a link and the store carry.
export function changedInputs(form) {
  const changed = {};
  for (const [name, controls] of fields(form)) {
    if (controls[0].closest('[data-from="character"]')) continue; // a character's value (page-characters.js), not the reader's
    const now = asText(valueOf(controls));
    if (now !== asText(startOf(controls))) changed[name] = now;
  }
  return changed;
}
