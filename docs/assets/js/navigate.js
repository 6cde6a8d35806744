// Page to page without a reload: a link to another page of the site swaps the page's parts in
// place, as mkdocs-material's instant navigation did, at less cost on the path from the click
// to the next page drawn (the bench's second_page_ms):
// - the page is fetched and parsed when the reader shows the intent (a pointer resting on the
//   link, a touch, a press, keyboard focus), not after the click; the click finds it ready;
// - its links are made absolute then too, off the click's path (the theme did it after);
// - while the link is pressed, the page is laid out unseen under the one shown: the click
//   only has to show it;
// - the head is compared by resolved URL, so nothing already loaded is loaded again.
// - the new page is drawn before the theme re-mounts its components (sidebar, outline, header)
//   and ours on it (theme.js: pageSwapped), as after its own swap.
// Also what the theme's navigation did besides: Back and Forward (each entry keeps the offset
// the reader left it at, restored once its page is in; the page being left stays still until
// then), the drawer and search closing after a page change (theme.js: addressChanged), and a
// full load as the fallback for anything that is not one of the site's pages or cannot be fetched.

import {
  addressChanged, CONTAINER, PAGE_PARTS, PAGE_TITLE, pageSwapped, retirePart, ROOT, TOGGLES, whenUnlocked,
} from "./theme.js";

const INTENT_MS = 65; // a pointer resting this long on a link is about to click it
const KEEP_MS = 5 * 60_000; // a fetched page older than this is fetched again
const KEPT_PAGES = 8;

// One of the site's pages this script can swap in, as an absolute URL; null for anything else
// (another site, a file, the print page, which has a template of its own).
function sitePage(href) {
  let url;
  try { url = new URL(href, location.href); } catch { return null; }
  if (url.origin !== location.origin || !url.pathname.startsWith(ROOT.pathname)) return null;
  const path = url.pathname.slice(ROOT.pathname.length);
  if (!/(^|\/|\.html)$/.test(path) || path.startsWith("assets/") || path === "print_page.html") return null;
  return url;
}

function linkOf(event) {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  return sitePage(link.href) ? link : null;
}

// Fetched pages by path: the HTML, and its parsed document until one swap takes its nodes.
const pages = new Map();

// Every relative href and src made absolute (the first of the two an element has, as the
// theme did): the page's nodes are parsed here but live at another address.
function resolveLinks(root, base) {
  for (const el of [root, ...root.querySelectorAll("[href], [src]")]) {
    if (!el.getAttribute) continue; // the document itself
    for (const key of ["href", "src"]) {
      const value = el.getAttribute(key);
      if (value && !/^(?:[a-z]+:)?\/\//i.test(value) && !value.startsWith("#")) {
        el.setAttribute(key, new URL(value, base).href);
        break;
      }
    }
  }
  return root;
}

// Parsed, its links resolved and its parts adopted into this document: all off the click's path.
function parse(html, url) {
  const doc = resolveLinks(new DOMParser().parseFromString(html, "text/html"), url);
  return { head: doc.head, parts: PAGE_PARTS.map((selector) => doc.querySelector(selector)).map((el) => el && document.adoptNode(el)) };
}

function fetchPage(url) {
  const key = url.pathname + url.search;
  const kept = pages.get(key);
  if (kept && performance.now() - kept.at < KEEP_MS) return kept;
  const entry = { at: performance.now(), doc: null };
  entry.ready = fetch(url, { credentials: "same-origin" })
    .then((response) => {
      const type = response.headers.get("content-type") || "";
      if (!response.ok || !type.includes("text/html")) throw new Error(`${response.status} ${type}`);
      return response.text();
    })
    .then((html) => {
      entry.html = html;
      entry.doc = parse(html, url);
    });
  entry.ready.catch(() => pages.delete(key));
  pages.set(key, entry);
  while (pages.size > KEPT_PAGES) pages.delete(pages.keys().next().value);
  return entry;
}

async function pageDocument(url) {
  const entry = fetchPage(url);
  await entry.ready;
  const doc = entry.doc || parse(entry.html, url); // a copy whose nodes an earlier swap took
  entry.doc = null;
  return doc;
}

// The intent to follow a link: fetch its page now, so the click finds it parsed.
let intent = 0;
function prefetch(event, delay) {
  const link = linkOf(event);
  clearTimeout(intent);
  if (!link) return;
  const url = sitePage(link.href);
  if (url.pathname === location.pathname) return;
  if (delay) intent = setTimeout(() => fetchPage(url), delay);
  else fetchPage(url);
}
document.addEventListener("mouseover", (event) => prefetch(event, INTENT_MS), { passive: true });
document.addEventListener("mouseout", () => clearTimeout(intent), { passive: true });
document.addEventListener("touchstart", (event) => prefetch(event, 0), { passive: true });
document.addEventListener("pointerdown", (event) => prefetch(event, 0), { passive: true });
document.addEventListener("focusin", (event) => prefetch(event, INTENT_MS));

// A press on a link whose page is parsed already: its container goes into the document now,
// unseen ([data-pugna-staged]), so its style and layout are done while the button is down
// and the click's frame only shows it (make bench: the second page is drawn sooner after the
// click than with its container put in at the click).
// After this page's container in the tree, so that lookups by id or component still find this
// page until then. A press that ends in no click to that page takes it out again.
const CONTAINER_AT = PAGE_PARTS.indexOf(CONTAINER);
// An attribute, not a class: a class changed restyles the element's whole subtree (the theme's
// `table:not([class]) + *`) in the click's frame (traced).
const STAGED = "data-pugna-staged";
const GRACE_MS = 400; // a tap's click comes after the touch ends
let staged = null; // { key, doc }: the page pressed, its container in the document
let pressed = ""; // the page whose link is pressed, until the press ends
function stage(event) {
  unstage();
  pressed = "";
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = linkOf(event);
  const url = link && sitePage(link.href);
  if (!url || url.pathname === location.pathname) return;
  const key = url.pathname + url.search;
  const entry = pages.get(key); // fetched at this press if not before (prefetch)
  if (!entry) return;
  pressed = key;
  if (entry.doc) return put(key, entry);
  // A finger on a phone has shown no intent before it touches: staged if the page comes while
  // it is still down, else the click swaps it in as it comes.
  entry.ready.then(() => { if (pressed === key && !staged && entry.doc) put(key, entry); }, () => {});
}
function put(key, entry) {
  const here = document.querySelector(CONTAINER);
  const there = entry.doc.parts[CONTAINER_AT];
  if (!here || !there) return;
  there.setAttribute(STAGED, "");
  there.setAttribute("aria-hidden", "true");
  here.after(there);
  staged = { key, doc: entry.doc };
  entry.doc = null;
}
function unstage() {
  if (!staged) return;
  const there = staged.doc.parts[CONTAINER_AT];
  there.remove();
  there.removeAttribute(STAGED);
  there.removeAttribute("aria-hidden");
  const entry = pages.get(staged.key);
  if (entry && !entry.doc) entry.doc = staged.doc; // parsed still: the next press takes it again
  staged = null;
}
function takeStaged(key) {
  if (!staged || staged.key !== key) return unstage();
  const { doc } = staged;
  staged = null;
  return doc;
}
let unstageTimer = 0;
document.addEventListener("pointerdown", (event) => {
  clearTimeout(unstageTimer);
  stage(event);
}, { passive: true });
document.addEventListener("pointerup", () => {
  pressed = "";
  unstageTimer = setTimeout(unstage, GRACE_MS);
}, { passive: true });
const cancel = () => { pressed = ""; unstage(); };
document.addEventListener("pointercancel", cancel, { passive: true }); // a touch that scrolls
document.addEventListener("dragstart", cancel, { passive: true }); // the link dragged away

// The head: elements the next page repeats stay (a style sheet is not applied again), the
// others come and go, except the browser colours chrome.js keeps. This page's own head was
// written for the address it was loaded at: its URLs are made absolute now, except the style
// sheets' (a new href would apply the sheet again), compared through a resolved copy.
const headKeys = new WeakMap();
for (const el of document.head.children) {
  if (el.matches('link[rel~="stylesheet"]')) headKeys.set(el, resolveLinks(el.cloneNode(true), location.href).outerHTML);
  else resolveLinks(el, location.href); // an icon's link must not follow the address to another folder
}
const headKey = (el) => headKeys.get(el) ?? el.outerHTML;

const COLOURS = new Set(["theme-color", "color-scheme"]);
function swapHead(next) {
  const kept = new Map([...document.head.children].map((el) => [headKey(el), el]));
  for (const el of [...next.head.children]) {
    const key = el.outerHTML; // resolved when parsed
    const colour = COLOURS.has(el.getAttribute("name"));
    if (kept.has(key) || (colour && document.head.querySelector(`meta[name="${el.getAttribute("name")}"]`))) kept.delete(key);
    else document.head.append(document.adoptNode(el));
  }
  for (const el of kept.values()) if (!COLOURS.has(el.getAttribute("name"))) el.remove();
}

// A part outside the container brought up to date in place, if it differs at all: a child of
// <body> inserted or removed restyles every element of the page (the theme's sibling rules,
// `table:not([class]) + *`, `[data-md-toggle=search]:checked ~ .md-header ...`) in the
// click's frame (traced), where the container alone, staged, needs one.
function update(here, there) {
  if (here.isEqualNode(there)) return;
  for (const { name } of [...here.attributes]) if (!there.hasAttribute(name)) here.removeAttribute(name);
  for (const { name, value } of there.attributes) if (here.getAttribute(name) !== value) here.setAttribute(name, value);
  here.replaceChildren(...there.childNodes);
}

// The new parts in place of the old. The old container is hidden, and removed after the next
// frame: removing it at once took the link the reader's press had focused, and clearing that
// focus restyled the whole page being left first (traced). When the
// new one was staged, the old steps out of the flow unseen as a staged page is, its boxes
// kept (display: none tore them down in the click's frame); otherwise the new one goes before
// it and the whole page is restyled anyway, where display: none spares the old one's subtree.
// Until the old is gone, lookups by id go through the new container (shownElement). Returns
// what to remove.
function swap(next) {
  const left = [];
  PAGE_PARTS.forEach((selector, i) => {
    const here = document.querySelector(selector);
    const there = next.parts[i];
    if (!here || !there) return;
    if (selector !== CONTAINER) return update(here, there);
    retirePart(here);
    if (there.isConnected) {
      here.setAttribute(STAGED, "");
      here.setAttribute("aria-hidden", "true");
      there.removeAttribute(STAGED);
      there.removeAttribute("aria-hidden");
    } else {
      here.style.display = "none"; // restyled with the whole page anyway: the new one comes in
      here.before(there);
    }
    left.push(here);
  });
  swapHead(next);
  return left;
}

// Each history entry keeps the offset the reader left it at: written when a link is followed,
// and after each scroll pause for Forward (Back leaves the entry before any script could).
let shownPath = location.pathname;
let offsetTimer = 0;
function saveOffset() {
  clearTimeout(offsetTimer);
  if (location.pathname !== shownPath) return; // Back or Forward is on its way to another page
  history.replaceState({ ...(history.state || {}), x: scrollX, y: scrollY }, "");
}
addEventListener("scroll", () => {
  clearTimeout(offsetTimer);
  offsetTimer = setTimeout(saveOffset, 100);
}, { passive: true });
// The browser must not scroll the page being left to the offset of the entry returned to:
// this script restores it once that entry's page is in. On for a reload, which then lands in
// place, and back off when a kept page (back/forward cache) is shown again.
history.scrollRestoration = "manual";
addEventListener("beforeunload", () => { history.scrollRestoration = "auto"; });
addEventListener("pageshow", () => { history.scrollRestoration = "manual"; });

// An element of the page shown: while the page left is in the document (until the first frame
// of the new one), an id can be in both.
function shownElement(selector) {
  const shown = document.querySelector(CONTAINER);
  return (shown && shown.querySelector(selector)) || document.querySelector(selector);
}

function scrollToTarget(hash) {
  const target = hash && shownElement(`#${CSS.escape(decodeURIComponent(hash.slice(1)))}`);
  // The window only (scrollIntoView also moved the pinned page's inner boxes on a phone).
  if (target) scrollTo(0, target.getBoundingClientRect().top + scrollY - (parseFloat(getComputedStyle(target).scrollMarginTop) || 0));
  else scrollTo(0, 0);
}

// While the phone's search is open the theme pins the page and, once it closes, puts back the
// offset the page had: a scroll meanwhile is lost. A search result is followed as the search
// closes, so its heading is scrolled to once the page is free again, and once the page is its
// own size again: the theme's search overlay (a circle scaled up to cover the screen) spreads
// past the screen while it shrinks back, and a phone's layout viewport grows to hold it (to
// several screens' height), which cut a scroll short by as much.
const SETTLE_FRAMES = 60;
function whenFree(scroll) {
  const settled = (frames = 0) => {
    if (innerHeight > document.documentElement.clientHeight + 1 && frames < SETTLE_FRAMES) requestAnimationFrame(() => settled(frames + 1));
    else scroll();
  };
  whenUnlocked(settled);
}

function focusTitle() {
  const title = shownElement(PAGE_TITLE);
  if (!title) return;
  title.tabIndex = -1;
  title.focus({ preventScroll: true });
}

// A page loaded in full is announced by the browser; one swapped in says its title through
// the live region after the header (overrides/main.html).
function announce(text) {
  const region = document.querySelector("[data-pugna-announcer]");
  if (region) region.textContent = text;
}

let ticket = 0;
async function go(url, popped, byKeyboard = false) {
  const mine = ++ticket;
  performance.mark("pugna:nav-start"); // milestones for make bench
  let next = takeStaged(url.pathname + url.search);
  try {
    next ||= await pageDocument(url);
  } catch {
    if (mine === ticket) location.replace(url); // not a page of this site after all, or offline
    return;
  }
  if (mine !== ticket) return; // a later click or Back won
  if (!next.parts[PAGE_PARTS.indexOf(CONTAINER)]) return location.replace(url);
  performance.mark("pugna:nav-fetched");
  const left = swap(next);
  // After the swap: a new address restyles the links of the page then shown (:visited).
  if (!popped) history.pushState(null, "", url);
  shownPath = location.pathname;
  if (popped && Number.isFinite(popped.y)) scrollTo(popped.x || 0, popped.y);
  else whenFree(() => scrollToTarget(url.hash));
  performance.mark("pugna:nav-swapped");
  document.dispatchEvent(new Event("pugna:swapped")); // for make bench: the new page's first frame is next
  // A link followed from the keyboard took the focus with it: it goes to the new page's title,
  // so the next Tab continues in that page and a screen reader reads where it now is.
  const focused = byKeyboard && !url.hash;
  if (focused) focusTitle();
  addressChanged(new URL(location.href));
  // The page is drawn first, as it came (its starting results in it), then the theme's
  // components and ours mount on it: the theme's outline alone forces a layout of the whole
  // page, which the first frame need not wait for. A later swap cancels this one.
  requestAnimationFrame(() => setTimeout(() => {
    left.forEach((el) => el.remove()); // also when a later swap came: it kept these
    if (mine !== ticket) return;
    pageSwapped();
    if (!focused) announce(document.title); // else the title has the focus, and is read
    performance.mark("pugna:nav-mounted");
  }));
}

document.addEventListener("click", (event) => {
  if (!follow(event)) unstage(); // the press ended elsewhere, or was not a page to swap in
});

// A click on a link: true if it swaps in another page.
function follow(event) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = linkOf(event);
  if (!link) return false;
  const url = sitePage(link.href);
  saveOffset();
  if (url.pathname === location.pathname && (!url.search || url.search === location.search)) {
    // This very page: the inputs in its address stay. A heading: the browser scrolls to it,
    // adds the entry and says so (hashchange: the theme's outline and drawer follow).
    event.preventDefault();
    if (url.hash) location.hash = url.hash;
    whenFree(() => scrollToTarget(url.hash)); // again, where the search had pinned the page
    return false;
  }
  event.preventDefault();
  go(url, null, event.detail === 0); // a click with no pointer: Enter on a focused link
  return true;
}

addEventListener("popstate", (event) => {
  clearTimeout(offsetTimer);
  const state = event.state || {};
  if (location.pathname !== shownPath) {
    go(new URL(location.href), state);
  } else if (Number.isFinite(state.y)) {
    scrollTo(state.x || 0, state.y); // a heading's entry on the same page
  } else {
    whenFree(() => scrollToTarget(location.hash)); // a heading's entry, or a link to it
  }
});

// Back to a page the browser loads again (not from its cache) restores its form controls as
// they were left, the theme's drawer and search toggles too: open. The theme's markup forbade
// it with autocomplete="off", which a checkbox may not carry (tools/theme_markup.py): they are
// closed here instead, as the theme closes them (a click, so its state follows). Chromium
// restores them after the load event, before pageshow.
addEventListener("pageshow", () => {
  for (const id of TOGGLES) {
    const toggle = document.getElementById(id);
    if (toggle?.checked) toggle.click();
  }
});

window.pugnaNavigate = { pages }; // for tests: what was fetched ahead of a click
