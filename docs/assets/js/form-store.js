// Inputs kept in this browser, by calculator name: the same calculator on its passage and on
// the Calculators page shares them. Each field's value is kept as text, as a link carries it
// (?NAME.FIELD=value), and only where it differs from the text's example; the engine checks
// every value again, so a stale or altered entry is named by the form, never used unseen.
//
// Storage may be refused (private browsing, a policy, a full disk): then nothing is kept,
// nothing is said, and the calculators work as before.

import { ROOT } from "./theme.js";

const VERSION = 1;
// One copy of the site per folder of a host (two copies keep apart, as their offline caches do).
const PREFIX = `pugna:${ROOT.pathname}:inputs:`;

function storage() {
  try {
    return window.localStorage; // the getter itself throws where storage is refused
  } catch {
    return null;
  }
}

// The inputs kept for calculator `name`: { field: text }, or null if none (or unreadable).
export function keptInputs(name) {
  const store = storage();
  let entry = null;
  try {
    entry = store && JSON.parse(store.getItem(PREFIX + name) ?? "null");
  } catch {
    entry = null; // not JSON: as if nothing were kept
  }
  const inputs = entry && entry.version === VERSION && entry.inputs;
  if (!inputs || typeof inputs !== "object" || Array.isArray(inputs)) return null;
  const fields = Object.entries(inputs).filter(([field, text]) => typeof field === "string" && typeof text === "string");
  return fields.length ? Object.fromEntries(fields) : null;
}

// Keeps `inputs` ({ field: text }) for calculator `name`; none forgets it. Returns whether it was kept.
export function keepInputs(name, inputs) {
  if (!Object.keys(inputs).length) return forgetInputs(name);
  const store = storage();
  try {
    store.setItem(PREFIX + name, JSON.stringify({ version: VERSION, inputs }));
    return true;
  } catch {
    return false; // refused or full: the form keeps working, unkept
  }
}

// Forgets what was kept for calculator `name`.
export function forgetInputs(name) {
  try {
    storage().removeItem(PREFIX + name);
    return true;
  } catch {
    return false;
  }
}
