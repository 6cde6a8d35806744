// Wide tables scroll inside their box, never the page. A box that does scroll becomes a
// keyboard stop named after its table (a region), and fades on the side that has more
// (data-scroll: start, middle or end; see pugna.css). Re-checked on resize, navigation and
// when a folded table (a calculator's <details>) opens.
//
// Each pass reads every box's size before writing anything: writing between reads made the
// browser lay the page out again for each box. A new page and an opened table are checked
// at once (a scrolling box is a keyboard stop from the start); a resize, or the tables
// folding as the engine answers, at the next frame, all together.

const BOXES = ".pugna-table, .pugna-scroll, .md-typeset__scrollwrap";

function label(box) {
  const caption = box.querySelector("caption");
  const text = (caption ? caption.textContent : box.querySelector("th, td")?.textContent || "").trim();
  return text.length > 90 ? text.slice(0, 89) + "…" : text;
}

function side(box) {
  const end = box.scrollWidth - box.clientWidth - box.scrollLeft;
  return box.scrollLeft < 2 ? "start" : end < 2 ? "end" : "middle";
}

function edge(box) {
  box.dataset.scroll = side(box);
}

function apply(box, scrolls, where, names) {
  if (scrolls) {
    // Regions need distinct names: a repeated caption gets its ordinal.
    const name = label(box);
    const seen = (names.get(name) || 0) + 1;
    names.set(name, seen);
    box.tabIndex = 0;
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", seen > 1 ? `${name} (${seen})` : name);
    box.dataset.scroll = where;
  } else if (box.dataset.scroll) {
    box.removeAttribute("tabindex");
    box.removeAttribute("role");
    box.removeAttribute("aria-label");
    delete box.dataset.scroll;
  }
}

function overflows(box) {
  return box.scrollWidth > box.clientWidth + 1 && box.querySelector("table") !== null;
}

// Every box at once: reads first (one layout), then writes.
function markAll() {
  const boxes = [...document.querySelectorAll(BOXES)];
  const scrolls = boxes.map(overflows);
  const sides = boxes.map((box, i) => (scrolls[i] ? side(box) : null));
  const names = new Map();
  boxes.forEach((box, i) => apply(box, scrolls[i], sides[i], names));
}

let queued = 0;
function schedule() {
  if (!queued) queued = requestAnimationFrame(() => { queued = 0; markAll(); });
}

document.addEventListener("scroll", (event) => {
  const box = event.target;
  if (box instanceof Element && box.dataset.scroll) edge(box);
}, true);
window.addEventListener("resize", schedule);
// A folded table that opens may now overflow: checked at once. Tables folding as the engine
// answers (which also marks the cells it read) are checked together at the next frame.
document.addEventListener("toggle", (event) => {
  if (!(event.target instanceof HTMLDetailsElement)) return;
  if (event.target.open && event.target.querySelector(BOXES)) markAll();
  else schedule();
}, true);
if (window.document$) window.document$.subscribe(markAll);
else document.addEventListener("DOMContentLoaded", markAll);
