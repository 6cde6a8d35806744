// While a reader edits a calculator whose main answer is off screen (a long form on a phone,
// the inputs under the keyboard, a resolver's lower fields), a bar at the bottom of the screen
// repeats that answer, or the input error, as the form shows it. Only a mirror: the form's own
// results stay the truth (aria-live there, so the bar is hidden from screen readers), and a
// tap on the bar scrolls to them. Nothing is computed here.

import { eachPage, HEADER_HEIGHT } from "./theme.js";

let bar = null;
let active = null; // { form, main, observer, mutations, seen: { form, main } }

function ensureBar() {
  if (bar && bar.isConnected) return bar;
  bar = document.createElement("div");
  bar.className = "pugna-answer-bar";
  bar.setAttribute("aria-hidden", "true");
  bar.hidden = true;
  bar.innerHTML = '<span class="pugna-answer-bar__label"></span><span class="pugna-answer-bar__value"></span>';
  // To what the bar repeats: the answer, or the field the form refused (to be corrected).
  bar.addEventListener("click", () => {
    if (!active) return;
    const refused = bar.hasAttribute("data-refused") && active.form.querySelector('[aria-invalid="true"]');
    (refused || active.main).scrollIntoView({ block: "center", behavior: "smooth" });
    if (refused) refused.focus({ preventScroll: true });
  });
  document.body.append(bar);
  return bar;
}

// What the form says now: its error line when it refused the inputs, else what it leads with:
// that the rules forbid it and why (rows shown only then), or its main answer.
function paint() {
  if (!active) return;
  const { form, main } = active;
  const error = form.querySelector(".pugna-error");
  const refused = form.dataset.state === "error" && error && !error.hidden;
  const label = bar.querySelector(".pugna-answer-bar__label");
  const value = bar.querySelector(".pugna-answer-bar__value");
  const verdict = form.querySelector(".pugna-results .pugna-verdict:not([hidden]) dd");
  const lead = verdict || main;
  const why = verdict ? form.querySelector('.pugna-results [data-row="reason"]:not([hidden]) dd') : null;
  const labelText = refused ? "" : lead.previousElementSibling?.textContent.trim() ?? "";
  const valueText = refused ? error.textContent : [lead, why].filter(Boolean).map((dd) => dd.textContent.trim()).join(" — ");
  if (label.textContent !== labelText) label.textContent = labelText;
  if (value.textContent !== valueText) value.textContent = valueText;
  bar.toggleAttribute("data-refused", refused);
  bar.lang = form.lang || document.documentElement.lang;
  const show = active.seen.form && !active.seen.main;
  if (bar.hidden !== show) return;
  bar.hidden = !show;
  if (show) {
    align();
    clearKeyboard();
    uncover();
  }
}

// Wider screens: under the form's own column, not across the navigation beside it.
const wide = matchMedia("(min-width: 45em)");
function align() {
  if (!active || bar.hidden) return;
  const box = active.form.getBoundingClientRect();
  bar.style.left = wide.matches ? `${Math.round(box.left)}px` : "";
  bar.style.width = wide.matches ? `${Math.round(box.width)}px` : "";
}
addEventListener("resize", align);

// Never over the field being edited: the page moves up by as much as the bar would hide of it.
function uncover() {
  const field = document.activeElement;
  if (!active || bar.hidden || !(field instanceof HTMLElement) || !active.form.contains(field)) return;
  const overlap = field.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
  if (overlap > 0) scrollBy({ top: overlap + 8, behavior: "instant" });
}

function release() {
  if (!active) return;
  active.observer.disconnect();
  active.mutations.disconnect();
  active = null;
  if (bar) bar.hidden = true;
}

function follow(form) {
  if (active && active.form === form) return;
  release();
  const main = form.querySelector(".pugna-results .pugna-primary dd") || form.querySelector(".pugna-results dd");
  if (!main) return;
  ensureBar();
  const seen = { form: true, main: true };
  // The answer counts as seen only whole and clear of the header and of the bar itself.
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.target === form) seen.form = entry.isIntersecting;
      else seen.main = entry.intersectionRatio >= 0.99;
    }
    paint();
  }, { rootMargin: `-${HEADER_HEIGHT}px 0px -${bar.offsetHeight || 56}px 0px`, threshold: [0, 0.99] });
  observer.observe(form);
  observer.observe(main);
  const mutations = new MutationObserver(() => paint());
  mutations.observe(form, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["data-state", "hidden"] });
  active = { form, main, observer, mutations, seen };
}

// A form becomes the one followed when the reader works in it, not when it merely scrolls by.
for (const type of ["focusin", "input"]) {
  document.addEventListener(type, (event) => {
    const form = event.target instanceof Element && event.target.closest("form[data-calc]");
    if (form) follow(form);
  }, true);
}

// Above an on-screen keyboard that covers the page without resizing it (iOS; Android Chrome by
// default): the visual viewport is the part left to read.
let keyboard = 0;
function clearKeyboard() {
  if (!bar || bar.hidden || !window.visualViewport) return;
  const covered = Math.round(Math.max(0, innerHeight - visualViewport.height - visualViewport.offsetTop));
  if (covered === keyboard) return;
  keyboard = covered;
  bar.style.translate = covered ? `0 -${covered}px` : "";
  uncover(); // the keyboard came or went: the field may be under the bar now
}
window.visualViewport?.addEventListener("resize", clearKeyboard);
window.visualViewport?.addEventListener("scroll", clearKeyboard);

// Instant navigation swaps the page under the bar: the form it followed is gone.
eachPage(() => { if (active && !active.form.isConnected) release(); });
