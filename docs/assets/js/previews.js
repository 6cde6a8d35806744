// Link previews: hover a term or passage link (desktop) or tap it once (touch) to see the
// target section in a popover that stays open while hovered and scrolls; a second tap, or
// the popover's link, follows it. Event delegation: survives instant navigation.

const LINKS = "a.pugna-term, a[data-passage], .pugna-passages a";
const pages = new Map();
let box = null;
let current = null;
let hideTimer = 0;
let showTimer = 0;
let lastPointer = "mouse";

function popover() {
  if (box) return box;
  box = document.createElement("div");
  box.className = "pugna-preview";
  box.setAttribute("role", "dialog");
  box.hidden = true;
  box.addEventListener("pointerenter", () => clearTimeout(hideTimer));
  box.addEventListener("pointerleave", (e) => { if (e.pointerType === "mouse") hideSoon(); });
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

async function show(link) {
  clearTimeout(hideTimer);
  if (current === link && !popover().hidden) return;
  current = link;
  const body = await section(link).catch(() => null);
  if (current !== link || !body) return;
  const view = popover();
  const open = document.createElement("a");
  open.href = link.href;
  open.className = "pugna-preview-open";
  open.textContent = "→ " + (link.textContent || link.href);
  view.replaceChildren(body, open);
  view.setAttribute("aria-label", link.textContent);
  view.hidden = false;
  const rect = link.getBoundingClientRect();
  const width = Math.min(480, window.innerWidth - 16);
  view.style.width = `${width}px`;
  view.style.left = `${Math.max(8, Math.min(rect.left, window.innerWidth - width - 8)) + window.scrollX}px`;
  const below = rect.bottom + 6;
  const room = window.innerHeight - below;
  view.style.top = `${(room > 220 ? below : Math.max(8, rect.top - Math.min(360, view.offsetHeight) - 6)) + window.scrollY}px`;
  view.scrollTop = 0;
}

function hide() {
  clearTimeout(showTimer);
  if (box) box.hidden = true;
  current = null;
}

function hideSoon() {
  clearTimeout(hideTimer);
  hideTimer = setTimeout(hide, 350);
}

document.addEventListener("pointerdown", (e) => { lastPointer = e.pointerType || "mouse"; }, true);
document.addEventListener("pointerover", (e) => {
  const link = e.target.closest && e.target.closest(LINKS);
  if (!link || e.pointerType !== "mouse") return;
  clearTimeout(showTimer);
  showTimer = setTimeout(() => show(link), 200);
});
document.addEventListener("pointerout", (e) => {
  const link = e.target.closest && e.target.closest(LINKS);
  if (link && e.pointerType === "mouse" && !link.contains(e.relatedTarget)) {
    clearTimeout(showTimer);
    hideSoon();
  }
});
document.addEventListener("click", (e) => {
  const link = e.target.closest && e.target.closest(LINKS);
  if (link && lastPointer !== "mouse" && current !== link) {
    e.preventDefault(); // first tap previews, the second follows the link
    e.stopPropagation();
    show(link);
    return;
  }
  if (box && !box.hidden && !box.contains(e.target) && !link) hide();
}, true);
document.addEventListener("keydown", (e) => { if (e.key === "Escape") hide(); });
if (window.document$) window.document$.subscribe(hide);
