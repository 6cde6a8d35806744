// Wide tables scroll inside their box, never the page. A box that does scroll becomes a
// keyboard stop named after its table (a region), and fades on the side that has more
// (data-scroll: start, middle or end; see pugna.css). Re-checked on resize, navigation and
// when a folded table (a calculator's <details>) opens.

const BOXES = ".pugna-table, .pugna-scroll, .md-typeset__scrollwrap";

function label(box) {
  const caption = box.querySelector("caption");
  const text = (caption ? caption.textContent : box.querySelector("th, td")?.textContent || "").trim();
  return text.length > 90 ? text.slice(0, 89) + "…" : text;
}

function edge(box) {
  const end = box.scrollWidth - box.clientWidth - box.scrollLeft;
  box.dataset.scroll = box.scrollLeft < 2 ? "start" : end < 2 ? "end" : "middle";
}

function mark(box, names) {
  const scrolls = box.scrollWidth > box.clientWidth + 1 && box.querySelector("table");
  if (scrolls) {
    // Regions need distinct names: a repeated caption gets its ordinal.
    const name = label(box);
    const seen = (names.get(name) || 0) + 1;
    names.set(name, seen);
    box.tabIndex = 0;
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", seen > 1 ? `${name} (${seen})` : name);
    edge(box);
  } else if (box.dataset.scroll) {
    box.removeAttribute("tabindex");
    box.removeAttribute("role");
    box.removeAttribute("aria-label");
    delete box.dataset.scroll;
  }
}

function markAll() {
  const names = new Map();
  document.querySelectorAll(BOXES).forEach((box) => mark(box, names));
}

document.addEventListener("scroll", (event) => {
  const box = event.target;
  if (box instanceof Element && box.dataset.scroll) edge(box);
}, true);
window.addEventListener("resize", markAll);
document.addEventListener("toggle", markAll, true);
if (window.document$) window.document$.subscribe(markAll);
else document.addEventListener("DOMContentLoaded", markAll);
