// Link previews: hover a term or passage link (mouse), focus it (keyboard) or tap it once
// (touch) to see the target section in a popover placed inside the viewport, below the
// link or above it, whichever has room, never over the link itself (so a second tap on the
// link follows it). It stays open while hovered, scrolls, and has a close button; Escape
// closes it. While it is open the link's title waits (tips.js), so the browser's own tooltip
// does not cover it.
// Event delegation: survives page swaps (navigate.js).

import { chromeStrings } from "./chrome.js";
import { CLASSES, eachPage } from "./theme.js";
import { holdTitle, hoverShows, pointer, releaseTitle } from "./tips.js";

const LINKS = "a.pugna-term, a[data-passage], .pugna-passages a";
const GAP = 6; // px between the link and the popover
const MARGIN = 8; // px kept free at the viewport's edges
const pages = new Map();
let box = null;
let current = null;
let hideTimer = 0;

function popover() {
  if (box) return box;
  box = document.createElement("div");
  box.className = "pugna-preview";
  box.setAttribute("role", "dialog");
  box.hidden = true;
  box.addEventListener("pointerenter", () => clearTimeout(hideTimer));
  box.addEventListener("pointerleave", (e) => { if (e.pointerType === "mouse") hideSoon(); });
  box.addEventListener("focusout", (e) => { if (!box.contains(e.relatedTarget) && e.relatedTarget !== current) hideSoon(); });
  document.body.append(box);
  return box;
}

async function page(url) {
  if (!pages.has(url)) {
    pages.set(url, fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(r.status)))
      .then((html) => new DOMParser().parseFromString(html, "text/html")));
  }
  return pages.get(url);
}

// The target heading and what follows it up to the next heading of its level or higher.
async function section(link) {
  const url = new URL(link.href, location.href);
  const doc = await page(url.pathname);
  const target = url.hash ? doc.getElementById(decodeURIComponent(url.hash.slice(1))) : doc.querySelector("article h1");
  if (!target) return null;
  const part = document.createElement("div");
  const level = /^H[1-6]$/.test(target.tagName) ? Number(target.tagName[1]) : 0;
  part.append(target.cloneNode(true));
  for (let n = target.nextElementSibling; level && n; n = n.nextElementSibling) {
    if (/^H[1-6]$/.test(n.tagName) && Number(n.tagName[1]) <= level) break;
    part.append(n.cloneNode(true));
  }
  part.querySelectorAll("form, script, .headerlink, [id]").forEach((el) => {
    if (el.matches("form, script, .headerlink")) el.remove();
    else el.removeAttribute("id");
  });
  part.querySelectorAll("a[href]").forEach((a) => a.setAttribute("href", new URL(a.getAttribute("href"), url).href));
  const lang = target.closest("[lang]");
  if (lang) part.lang = lang.lang;
  return part;
}

// Below the link if the popover fits there or there is more room below; else above.
// Its height is capped to the room on that side, so it never covers the link.
function place(view, link) {
  const rect = link.getBoundingClientRect();
  const width = Math.min(480, window.innerWidth - 2 * MARGIN);
  view.style.width = `${width}px`;
  view.style.maxHeight = "";
  const left = Math.max(MARGIN, Math.min(rect.left, window.innerWidth - width - MARGIN));
  const below = window.innerHeight - rect.bottom - GAP - MARGIN;
  const above = rect.top - GAP - MARGIN;
  const natural = view.offsetHeight; // capped by the stylesheet's max-height
  const down = natural <= below || below >= above;
  const height = Math.min(natural, Math.max(0, down ? below : above));
  view.style.maxHeight = `${height}px`;
  const top = down ? rect.bottom + GAP : rect.top - GAP - height;
  view.style.left = `${left + window.scrollX}px`;
  view.style.top = `${top + window.scrollY}px`;
  view.dataset.side = down ? "below" : "above";
}

async function show(link) {
  clearTimeout(hideTimer);
  if (current === link && !popover().hidden) return;
  if (current !== link) releaseTitle(current);
  current = link;
  holdTitle(link);
  const body = await section(link).catch(() => null);
  if (current !== link || !body) return;
  const view = popover();
  const strings = chromeStrings();
  const close = document.createElement("button");
  close.type = "button";
  close.className = `pugna-preview-close ${CLASSES.icon}`;
  close.setAttribute("aria-label", strings.Close || "Close");
  close.title = strings.Close || "Close";
  close.textContent = "×";
  close.addEventListener("click", (e) => { e.stopPropagation(); hide(); link.focus({ preventScroll: true }); });
  const open = document.createElement("a");
  open.href = link.href;
  open.className = "pugna-preview-open";
  open.textContent = "→ " + (link.textContent || link.href);
  view.replaceChildren(close, body, open);
  view.setAttribute("aria-label", link.textContent.trim() || strings["Open the passage"] || "");
  view.hidden = false;
  place(view, link);
  view.scrollTop = 0;
}

function hide() {
  cancelHover();
  clearTimeout(hideTimer);
  if (box) box.hidden = true;
  releaseTitle(current);
  current = null;
}

function hideSoon() {
  clearTimeout(hideTimer);
  hideTimer = setTimeout(hide, 350);
}

function linkOf(event) {
  return event.target.closest ? event.target.closest(LINKS) : null;
}

const cancelHover = hoverShows(linkOf, 200, show);
document.addEventListener("pointerout", (e) => {
  const link = linkOf(e);
  if (link && e.pointerType === "mouse" && !link.contains(e.relatedTarget)) {
    cancelHover();
    if (link !== current) releaseTitle(link);
    hideSoon();
  }
});
document.addEventListener("focusin", (e) => {
  const link = linkOf(e);
  if (link && e.target.matches(":focus-visible")) show(link);
});
document.addEventListener("focusout", (e) => {
  const link = linkOf(e);
  if (link && link === current && !(box && box.contains(e.relatedTarget))) hideSoon();
});
document.addEventListener("click", (e) => {
  const link = linkOf(e);
  if (link && !(box && box.contains(link)) && pointer() !== "mouse" && current !== link) {
    e.preventDefault(); // first tap previews, the second follows the link
    e.stopPropagation();
    show(link);
    return;
  }
  if (box && !box.hidden && !box.contains(e.target) && !link) hide();
}, true);
document.addEventListener("keydown", (e) => { if (e.key === "Escape" && box && !box.hidden) hide(); });
window.addEventListener("resize", () => { if (current && box && !box.hidden) place(box, current); });
eachPage(hide);
