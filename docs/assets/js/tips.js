// Abbreviation tips: hover an abbreviation (mouse) or tap it (touch) to read what it stands
// for in a small box under it, or above it when there is no room below. Escape, moving away
// or tapping elsewhere closes it. Abbreviations inside a term link get the link's preview
// instead (previews.js).
//
// Event delegation on the document, nothing mounted per element: the theme's own tooltips
// (`content.tooltips`, off in mkdocs.yml) measured every titled element at load, two forced
// layouts each, which Lighthouse counted as blocking time on the to-hit page.

import { eachPage } from "./theme.js";

const TIPPED = "abbr[title], abbr[data-title]";
const GAP = 6; // px between the abbreviation and its tip
const MARGIN = 8; // px kept free at the viewport's edges
const DELAY = 200; // ms of hovering before the tip shows
let tip = null;
let host = null;

// While our box explains an element, the browser's own title tooltip would show on top of it:
// the title waits in data-title and comes back when the box closes.
export function holdTitle(el) {
  if (el.hasAttribute("title")) {
    el.dataset.title = el.getAttribute("title");
    el.removeAttribute("title");
  }
}

export function releaseTitle(el) {
  if (el && el.dataset.title !== undefined) {
    el.setAttribute("title", el.dataset.title);
    delete el.dataset.title;
  }
}

// The kind of the last pointer pressed ("mouse", "touch", "pen"): a click's own pointerType is
// not there in every browser. A tap explains; a mouse has already hovered.
let lastPointer = "mouse";
document.addEventListener("pointerdown", (e) => { lastPointer = e.pointerType || "mouse"; }, true);
export const pointer = () => lastPointer;

// A mouse resting `delay` ms on the element `find(event)` names calls `show(element)`; that
// element's title waits at once (the browser's tooltip must not win the race). Returns the
// function that cancels a show still waiting.
export function hoverShows(find, delay, show) {
  let timer = 0;
  document.addEventListener("pointerover", (e) => {
    const el = find(e);
    if (!el || e.pointerType !== "mouse") return;
    holdTitle(el);
    clearTimeout(timer);
    timer = setTimeout(() => show(el), delay);
  });
  return () => clearTimeout(timer);
}

function box() {
  if (!tip) {
    tip = document.createElement("div");
    tip.className = "pugna-tip";
    tip.id = "pugna-tip";
    tip.setAttribute("role", "tooltip");
    tip.hidden = true;
    document.body.append(tip);
  }
  return tip;
}

function place(view, el) {
  const rect = el.getBoundingClientRect();
  const width = view.offsetWidth;
  const height = view.offsetHeight;
  const left = Math.max(MARGIN, Math.min(rect.left + rect.width / 2 - width / 2, window.innerWidth - width - MARGIN));
  const down = window.innerHeight - rect.bottom - GAP - MARGIN >= height || rect.top < height + GAP + MARGIN;
  view.style.left = `${left + window.scrollX}px`;
  view.style.top = `${(down ? rect.bottom + GAP : rect.top - GAP - height) + window.scrollY}px`;
  view.dataset.side = down ? "below" : "above";
}

function show(el) {
  cancelHover();
  if (host !== el) hide();
  holdTitle(el);
  host = el;
  const view = box();
  view.textContent = el.dataset.title;
  view.lang = el.closest("[lang]")?.lang || "";
  view.hidden = false;
  el.setAttribute("aria-describedby", view.id);
  place(view, el);
}

function hide() {
  cancelHover();
  if (tip) tip.hidden = true;
  if (host) {
    host.removeAttribute("aria-describedby");
    releaseTitle(host);
    host = null;
  }
}

function tipped(event) {
  const el = event.target.closest ? event.target.closest(TIPPED) : null;
  return el && !el.closest("a") ? el : null;
}

const cancelHover = hoverShows(tipped, DELAY, show);
document.addEventListener("pointerout", (e) => {
  const el = tipped(e);
  if (!el || e.pointerType !== "mouse" || el.contains(e.relatedTarget)) return;
  cancelHover();
  if (el === host) hide();
  else releaseTitle(el);
});
document.addEventListener("click", (e) => {
  const el = tipped(e);
  if (el && pointer() !== "mouse") {
    if (el === host) hide();
    else show(el);
  } else if (host && !el) {
    hide();
  }
});
document.addEventListener("keydown", (e) => { if (e.key === "Escape") hide(); });
window.addEventListener("resize", hide);
eachPage(hide);
