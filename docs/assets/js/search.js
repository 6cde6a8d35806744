// The header's search over the Pagefind bundles of tools/search_index.py: one bundle per
// language, each imported as its own module so each query is stemmed by that language's
// stemmer; their results are merged, the texts' passages before the glossary and the
// calculator index. Bundles load on the first search, chunk by chunk; offline they come
// from the service worker's cache like any site file. No rules here: only search and paint.

import { chromeStrings } from "./chrome.js";

const LANGS = ["it", "es", "ru", "en"];
const MAX_PAGES = 12;
const CANDIDATES = 40; // best-scored pages read before ordering
const MAX_SECTIONS = 3;
const root = new URL("../../", import.meta.url);
let bundles = null;
let generation = 0;
let timer = 0;

function load() {
  bundles ??= Promise.all(LANGS.map(async (lang) => {
    const pagefind = await import(new URL(`pagefind/${lang}/pagefind.js`, root).href);
    await pagefind.options({ baseUrl: root.pathname, excerptLength: 22 });
    return { lang, pagefind };
  })).catch((error) => {
    bundles = null; // the next search tries again
    throw error;
  });
  return bundles;
}

async function search(query) {
  const found = await Promise.all((await load()).map(async ({ lang, pagefind }) => {
    const response = await pagefind.search(query);
    return (response ? response.results : []).map((result) => ({ lang, result }));
  }));
  const ranked = found.flat().sort((a, b) => b.result.score - a.result.score).slice(0, CANDIDATES);
  const typed = typedWords(query);
  const pages = (await Promise.all(ranked.map(async ({ lang, result }) => {
    const data = await result.data();
    return { lang, score: result.score, ...data, hits: hitWords(data, data.locations) };
  }))).filter((page) => typed.some((word) => page.hits.some((hit) => sameWord(hit, word))));
  // Stemmers conflate across languages ("tirare" and the Spanish "tirada" share a stem):
  // pages holding the words as typed come first; then those in the reader's language (the
  // page searched from); then those whose words begin most like the typed ones (a 3-letter
  // Italian stem puts "parate" beside "paralizzato" and "particolari": the passages on the
  // "parata" come before those). The glossary and the calculator index, which only point
  // to passages, come after them, and are never crowded out.
  const words = query.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const own = document.documentElement.lang;
  for (const page of pages) {
    page.order = holds(page.content, words) ? 0 : 1;
    page.closeness = typed.reduce((sum, word) => sum + Math.max(0, ...page.hits.map((hit) => shared(hit, word))), 0);
  }
  const byOrder = (a, b) => a.order - b.order || (b.lang === own) - (a.lang === own) || b.closeness - a.closeness || b.score - a.score;
  const aux = pages.filter((page) => page.meta.kind === "aux").sort(byOrder);
  const texts = pages.filter((page) => page.meta.kind !== "aux").sort(byOrder);
  return [...texts.slice(0, MAX_PAGES - aux.length), ...aux].map((page) => ({ ...page, typed }));
}

function holds(content, words) {
  const text = ` ${content.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  return words.every((word) => text.includes(` ${word} `));
}

// Pagefind answers a word that no page holds with the pages holding its longest indexed
// prefix: "fiancheggiare" found every "F =" of an abbreviation list, "lotta" every Spanish
// "lo", "КД" every "к". A page counts only where a word it matched begins as a typed word
// does, far enough to be that word inflected ("parate" → "parata", "укрытия" → "укрытие").
// Words of three letters or fewer ("di", "de", "по") decide nothing when longer ones were typed.
function fold(word) {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

function typedWords(query) {
  const words = query.split(/\s+/).map(fold).filter(Boolean);
  const long = words.filter((word) => word.length > 3);
  return long.length ? long : words;
}

// A matched word, whole and in its parts: Pagefind matches "arma" in "dell'arma", "hit" in "to-hit".
function hitWords(page, locations) {
  page.words ??= page.content.split(/[\r\n\s]+/g); // as Pagefind numbers them
  return locations.flatMap((at) => {
    const word = page.words[at] ?? "";
    return [word, ...word.split(/['’‘`\-]/)].map(fold).filter(Boolean);
  });
}

function shared(hit, word) {
  let length = 0;
  while (length < hit.length && length < word.length && hit[length] === word[length]) length++;
  return length;
}

function sameWord(hit, word) {
  return shared(hit, word) >= Math.min(word.length, Math.max(3, Math.ceil(word.length / 2)));
}

// Pagefind's excerpts are escaped text with <mark> around the hits: only text and marks
// are copied out of the (inert) template. The hidden English concept names after each
// heading (tools/search_index.py, between ⟦ ⟧) are for finding the passage, not for
// reading: cut out, whole or where the snippet starts or ends inside them. Cut from the
// parsed text, not the HTML: a mark may open inside the brackets and close outside.
function excerpt(html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  const parts = [...template.content.childNodes].map((node) => ({ text: node.textContent, marked: node.nodeName === "MARK" }));
  const all = parts.map((part) => part.text).join("");
  let inside = all.indexOf("⟧") !== -1 && (all.indexOf("⟦") === -1 || all.indexOf("⟧") < all.indexOf("⟦"));
  const p = document.createElement("p");
  for (const part of parts) {
    let kept = "";
    for (const char of part.text) {
      if (char === "⟦") inside = true;
      else if (char === "⟧") inside = false;
      else if (!inside) kept += char;
    }
    if (!kept) continue;
    if (part.marked && kept.trim()) {
      const mark = document.createElement("mark");
      mark.textContent = kept;
      p.append(mark);
    } else p.append(kept);
  }
  p.normalize();
  for (const node of p.childNodes) node.textContent = node.textContent.replace(/\s{2,}/g, " ");
  if (p.firstChild) p.firstChild.textContent = p.firstChild.textContent.trimStart();
  return p;
}

function link(href, title, text, heading, lang) {
  const a = document.createElement("a");
  a.href = href;
  a.className = "md-search-result__link";
  a.dataset.searchResult = "";
  a.lang = lang;
  const article = document.createElement("article");
  article.className = "md-search-result__article md-typeset" + (heading === "h1" ? " md-search-result__article--document" : "");
  const h = document.createElement(heading);
  h.textContent = title;
  article.append(h);
  if (text) article.append(excerpt(text));
  a.append(article);
  return a;
}

function item(page) {
  const li = document.createElement("li");
  li.className = "md-search-result__item";
  // The sections holding most of the typed words, then those whose title does, then the most
  // hits: a common word's many hits do not outrank the section the query names.
  const held = (words) => page.typed.filter((word) => words.some((hit) => sameWord(hit, word))).length;
  const sections = page.sub_results
    .filter((sub) => sub.url !== page.url && sub.locations.length)
    .map((sub) => ({ sub, held: held(hitWords(page, sub.locations)), titled: held((sub.title ?? "").split(/\s+/).map(fold)) }))
    .filter(({ held }) => held > 0)
    .sort((a, b) => b.held - a.held || b.titled - a.titled || b.sub.locations.length - a.sub.locations.length)
    .map(({ sub }) => sub)
    // The page's first heading, snippet for snippet the page itself: said once.
    .filter((sub) => !(sub.title === page.meta.title && sub.excerpt === page.excerpt))
    .slice(0, MAX_SECTIONS);
  // The page's snippet is its best section's: shown under that section's title only.
  const snippet = sections.length && sections[0].excerpt === page.excerpt ? "" : page.excerpt;
  li.append(link(page.url, page.meta.title, snippet, "h1", page.lang));
  for (const sub of sections) li.append(link(sub.url, sub.title, sub.excerpt, "h2", page.lang));
  return li;
}

// The page's own words (macros/page_words.py), for what the theme has no string for.
function pageWord(key) {
  const content = document.querySelector(".pugna-content[data-words]");
  return (content ? JSON.parse(content.dataset.words) : {})[key] ?? "";
}

function count(strings, n) {
  if (n === 0) return strings["search.result.none"];
  if (n === 1) return strings["search.result.one"];
  return strings["search.result.other"].replace("#", String(n));
}

function ui() {
  const box = document.querySelector("[data-search]");
  if (!box) return null;
  return {
    toggle: document.getElementById("__search"),
    input: box.querySelector("input"),
    meta: box.querySelector(".md-search-result__meta"),
    list: box.querySelector(".md-search-result__list"),
    form: box.querySelector("form"),
  };
}

async function update() {
  const { input, meta, list } = ui();
  const query = input.value.trim();
  const mine = ++generation;
  const strings = chromeStrings();
  if (!query) {
    meta.textContent = strings["search.result.placeholder"];
    list.replaceChildren();
    delete list.dataset.query;
    return;
  }
  let pages;
  try {
    pages = await search(query);
  } catch (error) {
    // Not "no results": an index that did not load (a damaged copy, offline before it was
    // saved) is said as such, and the next search tries again.
    pages = null;
  }
  if (mine !== generation) return; // a newer query is on its way
  meta.textContent = pages ? count(strings, pages.length) : pageWord("searchFailed");
  if (pages) delete meta.dataset.failed;
  else meta.dataset.failed = "true";
  pages ??= [];
  list.replaceChildren(...pages.map(item));
  list.dataset.query = query; // painted: tests wait for this
}

// The theme's shortcuts, which came with its search: "/", "s" or "f" to search, arrows to
// walk the results, Escape to close.
function keys(event) {
  const { toggle, input } = ui();
  const typing = event.target.closest && event.target.closest("input, select, textarea, [contenteditable]");
  if (!toggle.checked) {
    if (!typing && !event.ctrlKey && !event.metaKey && !event.altKey && ["/", "s", "f"].includes(event.key)) {
      event.preventDefault();
      input.focus();
    }
    return;
  }
  if (event.key === "Escape") {
    open(false);
  } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    const stops = [input, ...document.querySelectorAll("[data-search-result]")];
    const at = stops.indexOf(document.activeElement);
    stops[(Math.max(0, at) + stops.length + (event.key === "ArrowUp" ? -1 : 1)) % stops.length].focus();
    event.preventDefault();
  }
}

function open(state) {
  const { toggle, input } = ui();
  if (toggle.checked !== state) {
    toggle.checked = state;
    toggle.dispatchEvent(new Event("change"));
  }
  if (state) load().catch(() => {}); // a failure is said when a search needs the index
  else input.blur();
}

function setUp() {
  const parts = ui();
  if (!parts) return;
  const { toggle, input, form } = parts;
  input.addEventListener("focus", () => open(true));
  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(update, 120);
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      document.querySelector("[data-search-result]")?.click();
    }
  });
  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("reset", () => setTimeout(() => { update(); input.focus(); }));
  toggle.addEventListener("change", () => { if (toggle.checked && document.activeElement !== input) input.focus(); });
  document.addEventListener("click", (event) => {
    if (event.target.closest && event.target.closest("[data-search-result]")) open(false);
  });
  document.addEventListener("pugna:lang", () => update());
  document.addEventListener("keydown", keys);
}

setUp();
if (window.document$) window.document$.subscribe(() => open(false));
