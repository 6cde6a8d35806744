// Wide tables scroll inside their box, never the page. The build makes each table's box a
// keyboard stop named after its table (tabindex, role=region, aria-label: macros/tables.py),
// so a box that scrolls takes the keyboard from the start, with or without this script.
// Here, once a box is laid out: a box that does not scroll stops being a stop, and one that
// does fades on the side that has more (data-scroll: start, middle or end; see pugna.css).
//
// Sizes come from a ResizeObserver, which reports after the browser's own layout: reading
// them there costs nothing, where asking at load made the browser lay out the whole page
// (and each folded table) before its time. A box is checked when it is first drawn (a table
// folded or far below the screen, when the reader comes near it), and again whenever it or
// its table changes size (a resize, a table opening or folding, cells the engine marks).

import { eachPage, SCROLL_WRAP } from "./theme.js";

const BOXES = `.pugna-table, .pugna-scroll, ${SCROLL_WRAP}:not(.pugna-table *)`;
const names = new WeakMap(); // a box's name while it is not a region

function label(box) {
  const caption = box.querySelector("caption");
  const text = (caption ? caption.textContent : box.querySelector("th, td")?.textContent || "").trim();
  return text.length > 90 ? text.slice(0, 89) + "…" : text;
}

// A box the build did not name (a Markdown table the theme wraps): its name, unique on the page.
function freshName(box) {
  const base = label(box);
  const taken = new Set([...document.querySelectorAll("[role=region][aria-label]")].map((e) => e.getAttribute("aria-label")));
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base} (${n})`;
  return name;
}

function side(box) {
  const end = box.scrollWidth - box.clientWidth - box.scrollLeft;
  return box.scrollLeft < 2 ? "start" : end < 2 ? "end" : "middle";
}

function sideways(box) {
  return box.scrollWidth > box.clientWidth + 1 && box.querySelector("table") !== null;
}

// Sideways, or downwards (a folded reference table's box stops at 75% of the screen).
function overflows(box) {
  return sideways(box) || (box.scrollHeight > box.clientHeight + 1 && box.querySelector("table") !== null);
}

// ``where``: the side with more, for a box that scrolls sideways (null: the shade is off).
function apply(box, scrolls, where) {
  if (scrolls) {
    if (box.getAttribute("role") !== "region") {
      box.tabIndex = 0;
      box.setAttribute("role", "region");
      box.setAttribute("aria-label", names.get(box) || freshName(box));
    }
    if (where === null) delete box.dataset.scroll;
    else if (box.dataset.scroll !== where) box.dataset.scroll = where;
  } else if (box.hasAttribute("tabindex") && box !== document.activeElement) {
    names.set(box, box.getAttribute("aria-label"));
    box.removeAttribute("tabindex");
    box.removeAttribute("role");
    box.removeAttribute("aria-label");
    delete box.dataset.scroll;
  }
}

// The boxes whose size (or whose table's size) changed: every read first, then the writes.
const observer = new ResizeObserver((entries) => {
  const boxes = [...new Set(entries.map((entry) => entry.target.closest(BOXES)).filter(Boolean))];
  const scrolls = boxes.map(overflows);
  const sides = boxes.map((box, i) => (scrolls[i] && sideways(box) ? side(box) : null));
  boxes.forEach((box, i) => apply(box, scrolls[i], sides[i]));
});

function observeAll() {
  observer.disconnect();
  for (const box of document.querySelectorAll(BOXES)) {
    observer.observe(box);
    const table = box.querySelector("table");
    if (table) observer.observe(table);
  }
}

document.addEventListener("scroll", (event) => {
  const box = event.target;
  if (box instanceof Element && box.dataset.scroll) box.dataset.scroll = side(box);
}, true);
eachPage(observeAll);
