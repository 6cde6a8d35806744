// Wide tables scroll inside their box, never the page. A box that does scroll becomes a
// keyboard stop named after its table (a region), and fades on the side that has more
// (data-scroll: start, middle or end; see pugna.css). Re-checked on resize, navigation and
// when a folded table (a calculator's <details>) opens.
//
// A new page is measured box by box in idle time; an opened table re-checks every box at
// once, a resize at the next frame; each pass reads every size before writing anything
// (writing between reads made the browser lay the page out again for each box).

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

let pending = null; // the idle pass under way, if any

// Every box at once: reads first (one layout), then writes. After a resize or an opened table.
function markAll() {
  pending = null;
  const boxes = [...document.querySelectorAll(BOXES)];
  const scrolls = boxes.map(overflows);
  const sides = boxes.map((box, i) => (scrolls[i] ? side(box) : null));
  const names = new Map();
  boxes.forEach((box, i) => apply(box, scrolls[i], sides[i], names));
}

// On a new page, the same with the reads spread over slices of idle time (measuring a box
// below the fold lays it out: forms and tables off screen are otherwise skipped, see
// pugna.css), and every box marked at once when all are measured.
function markIdle() {
  const run = { boxes: [...document.querySelectorAll(BOXES)], measured: [] };
  pending = run;
  const idle = window.requestIdleCallback || ((f) => setTimeout(() => f({ didTimeout: true, timeRemaining: () => 0 }), 1));
  const slice = (deadline) => {
    if (pending !== run) return; // superseded by a full pass or a new page
    while (run.measured.length < run.boxes.length) {
      const box = run.boxes[run.measured.length];
      const scrolls = box.isConnected && overflows(box);
      run.measured.push([scrolls, scrolls ? side(box) : null]);
      if (!deadline.didTimeout && deadline.timeRemaining() < 4) return void idle(slice, { timeout: 300 });
    }
    pending = null;
    const names = new Map();
    run.boxes.forEach((box, i) => { if (box.isConnected) apply(box, ...run.measured[i], names); });
  };
  idle(slice, { timeout: 300 });
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
if (window.document$) window.document$.subscribe(markIdle);
else document.addEventListener("DOMContentLoaded", markIdle);
