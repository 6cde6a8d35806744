// The header's search over the Pagefind bundles of tools/search_index.py: one bundle per
// language, each imported as its own module so each query is stemmed by that language's
// stemmer; their results are merged and ranked by what the reader meant, the texts' passages
// before the glossary and the calculator index. Bundles load on the first search, chunk by
// chunk; offline they come from the service worker's cache like any site file. No rules
// here: only search, rank and paint. Sections: words, a page's matches, ranking, painting.

import { chromeStrings } from "./chrome.js";
import { siteLangs, words as pageWord } from "./page-words.js";
import { CLASSES, eachPage, ROOT, SEARCH_META, SEARCH_RESULTS, SEARCH_TOGGLE } from "./theme.js";

const MAX_PAGES = 12;
const CANDIDATES = 40; // best-scored pages read before ranking
const MAX_SECTIONS = 3;
let bundles = null;
let generation = 0;
let timer = 0;

function load() {
  bundles ??= Promise.all(siteLangs().map(async (lang) => {
    const pagefind = await import(new URL(`pagefind/${lang}/pagefind.js`, ROOT).href);
    await pagefind.options({ baseUrl: ROOT.pathname });
    return { lang, pagefind };
  })).catch((error) => {
    bundles = null; // the next search tries again
    throw error;
  });
  return bundles;
}

// ── Words ────────────────────────────────────────────────────────────────────────────────
// Pagefind stems a query, then also matches every indexed word its stem begins: the Italian
// stemmer cuts "parata" to "par", which "pari", "particolari" and "paralizzato" begin too,
// and a word no page holds is answered with its longest indexed prefix ("fiancheggiare" found
// every "F =" of an abbreviation list). A word counts only where it is the typed word, or the
// typed word inflected: the two differ only in endings of a few letters, after a stem of five
// letters or most of the word ("parate" and "parata", "укрытия" and "укрытиями", "presa" and
// "prese"; not "parata" and "pari", nor the Spanish "para", nor "colpo" and "colpito").

function fold(word) {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

// A text's word as it reads in a phrase: its parts ("to-hit": "to", "hit").
function pieces(word) {
  return word.split(/['’‘`\-]/).map(fold).filter(Boolean);
}

// A text's word as it may match: whole and in its parts ("dell'arma": "dellarma", "dell", "arma").
function forms(word) {
  const parts = pieces(word);
  return parts.length > 1 ? [fold(word), ...parts] : parts;
}

function shared(a, b) {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

const ending = (word) => (word.length <= 8 ? 2 : 3); // letters an inflection may change

function inflects(hit, word) {
  if (hit === word) return true;
  if (Math.min(hit.length, word.length) <= 3) return false; // "de" is not "del", "КД" not "КДМ"
  const stem = shared(hit, word);
  const endings = hit.length - stem <= ending(hit) && word.length - stem <= ending(word);
  return endings && (stem >= 5 || stem >= 0.7 * Math.max(hit.length, word.length));
}

// Where no page holds a typed word, nor one inflected, the pages whose words begin as it does,
// far enough to be the word in a form the rule above misses ("атакой" for "атака"): the
// pages Pagefind's stemmer found, less those holding only its first letters ("F =").
function begins(hit, word) {
  return shared(hit, word) >= Math.min(word.length, Math.max(3, Math.ceil(word.length / 2)));
}

// Among a concept's names the index also holds their English stems ("flank", "parri").
function matchesName(hit, word) {
  return inflects(hit, word) || (hit.length >= 4 && word.startsWith(hit));
}

function phraseIn(terms, words) {
  for (let start = 0; start + words.length <= terms.length; start++) {
    if (words.every((word, i) => inflects(terms[start + i], word))) return true;
  }
  return false;
}

// The query's words in order (its phrase), and those that decide whether a page matches:
// words of three letters or fewer ("di", "de", "по") decide nothing when longer ones were typed.
function queryOf(text) {
  const words = text.split(/[^\p{L}\p{N}]+/u).map(fold).filter(Boolean);
  const long = words.filter((word) => word.length > 3);
  return { text, words, typed: long.length ? long : words };
}

// ── A page's matches ─────────────────────────────────────────────────────────────────────

// The page's words as Pagefind numbers them; which of them are hidden concept names, and of
// which concept (after each heading, between ⟦ ⟧, a concept's names separated by commas and
// concepts by semicolons: tools/search_index.py); its headings. Once per page.
function read(page) {
  if (page.tokens) return page;
  page.tokens = page.content.split(/[\r\n\s]+/g);
  page.concepts = []; // per concept: the first and last of its words
  page.conceptAt = []; // per word: the concept it names, or -1 (the text's own words)
  let current = -1;
  page.tokens.forEach((token, at) => {
    if (token.includes("⟦")) current = page.concepts.push({ from: at, to: at }) - 1;
    page.conceptAt[at] = current;
    if (current < 0) return;
    page.concepts[current].to = at;
    if (token.includes("⟧")) current = -1;
    else if (token.endsWith(";")) current = page.concepts.push({ from: at + 1, to: at + 1 }) - 1;
  });
  page.headings = (page.anchors ?? []).filter((a) => /^h\d$/i.test(a.element) && a.text?.trim()).sort((a, b) => a.location - b.location);
  page.formsAt = []; // folded once: a page and each of its sections ask for the same words
  page.piecesAt = [];
  page.phraseAt = [];
  return page;
}

const formsAt = (page, at) => (page.formsAt[at] ??= forms(page.tokens[at] ?? ""));
const piecesAt = (page, at) => (page.piecesAt[at] ??= pieces(page.tokens[at] ?? ""));

// The names of the concept a hidden word belongs to, each as its words; read when asked.
function conceptNames(page, at) {
  const concept = page.concepts[page.conceptAt[at]];
  if (!concept.names) {
    concept.names = [[]];
    for (let i = concept.from; i <= concept.to; i++) {
      concept.names[concept.names.length - 1].push(...piecesAt(page, i));
      if (page.tokens[i].endsWith(",")) concept.names.push([]);
    }
  }
  return concept.names;
}

const named = (page, at) => page.conceptAt[at] >= 0;

// Where the section holding word `from` ends: at the next heading.
function sectionEnd(page, from) {
  return page.headings.find((heading) => heading.location > from)?.location ?? page.tokens.length;
}

function headingBefore(page, at) {
  return page.headings.findLast((heading) => heading.location <= at);
}

// The hits at these locations that are a typed word: { at, word, named }.
function realHits(page, locations, query) {
  return locations.flatMap((at) => {
    const hidden = named(page, at);
    const matches = hidden ? matchesName : inflects;
    const candidates = formsAt(page, at);
    return query.typed
      .filter((word) => candidates.some((form) => matches(form, word)))
      .map((word) => ({ at, word, named: hidden }));
  });
}

// Whether the query's words follow each other in the page around word `at`.
function phraseAt(page, at, query) {
  if (page.phraseAt[at] === undefined) {
    const terms = [];
    for (let i = Math.max(0, at - query.words.length + 1); i <= at + query.words.length && i < page.tokens.length; i++) terms.push(...piecesAt(page, i));
    page.phraseAt[at] = phraseIn(terms, query.words);
  }
  return page.phraseAt[at];
}

// How much of a heading the query's phrase is: 1 for the whole heading, 0 when not in it.
function headingScore(title, query) {
  const terms = (title ?? "").split(/\s+/).flatMap(pieces);
  return phraseIn(terms, query.words) ? query.words.length / terms.length : 0;
}

// Whether the query is one of the names of the concept this hidden name belongs to: "presa",
// "derribo", "colpo di grazia"; not "armatura", a word of "classe armatura".
function isName(page, hit, query) {
  return conceptNames(page, hit.at).some((name) => name.length === query.words.length && phraseIn(name, query.words));
}

// A concept named under a heading that is one of its names: the passage is about it
// ("SOPPRIMERE UN AVVERSARIO" for the tackle, "Взятие в тиски" for flanking), not one
// mentioning it in passing.
function about(page, hit) {
  const heading = headingBefore(page, hit.at);
  const terms = (heading?.text ?? "").split(/\s+/).flatMap(pieces);
  return conceptNames(page, hit.at).some((name) => name.length && phraseIn(terms, name));
}

// How closely the page's word is the typed one: its length when identical, less when inflected.
function closeness(page, hit) {
  return Math.max(...formsAt(page, hit.at).map((form) => shared(form, hit.word) - Math.abs(form.length - hit.word.length)));
}

function distinctWords(hits) {
  return new Set(hits.map((hit) => hit.word)).size;
}

// What a page (or one of its sections: `locations`, `titles`) holds of the query.
function judge(page, query, locations, titles) {
  const hits = realHits(read(page), locations, query);
  const phrases = hits.filter((hit) => phraseAt(page, hit.at, query));
  const naming = phrases.filter((hit) => hit.named && isName(page, hit, query));
  const best = (word) => Math.max(0, ...hits.filter((hit) => hit.word === word).map((hit) => closeness(page, hit)));
  return {
    hits,
    matched: distinctWords(hits),
    begun: query.typed.filter((word) => locations.some((at) => formsAt(page, at).some((form) => begins(form, word)))).length,
    // The typed words as typed, one after the other, in the text or among a concept's names.
    phrase: phrases.length > 0,
    // The query names a concept the page (or section) treats, in whichever language the name
    // was typed ("derribo": 000's tackle).
    concept: naming.length > 0,
    about: naming.some((hit) => about(page, hit)),
    // The word in the text itself, not only in the name of a concept the text treats.
    texted: hits.some((hit) => !hit.named),
    heading: Math.max(0, ...titles.map((title) => headingScore(title, query))),
    closeness: query.typed.reduce((sum, word) => sum + best(word), 0),
  };
}

// ── Ranking ──────────────────────────────────────────────────────────────────────────────
// Pages holding the typed words as the phrase typed first ("colpo di grazia", not "colpito …
// grazie"). Then whose words the reader meant: a page in the reader's language (the page
// searched from); then another text whose concept the query names (a Spanish reader's
// "presa" is the grapple of 000 too); then a page holding the word in another language only,
// likely a false friend (the Italian "presa di sorpresa"), which comes after the glossary
// when the reader's own text holds the word. Between those: a heading that is the typed
// phrase, a concept named, a passage about it, the word in the text (not only in a concept's
// name), words as typed before inflected ones, Pagefind's score, and the address, so a
// query always ranks the same.

const meaning = (page) => (page.own ? 2 : page.concept ? 1 : 0);
const PAGE_ORDER = [
  (page) => Number(page.phrase),
  meaning,
  (page) => page.heading,
  (page) => Number(page.concept),
  (page) => Number(page.about),
  (page) => Number(page.texted),
  (page) => page.closeness,
  (page) => page.score,
];

// Sections of a page: a heading that is the phrase, a passage about the concept named (the
// glossary entry whose names were typed), the most typed words, the phrase, a concept named,
// a title holding typed words, the most hits.
const SECTION_ORDER = [
  (section) => section.heading,
  (section) => Number(section.about),
  (section) => section.matched,
  (section) => Number(section.phrase),
  (section) => Number(section.concept),
  (section) => section.titled,
  (section) => section.hits.length,
];

function ordered(keys) {
  return (a, b) => {
    for (const key of keys) {
      const difference = key(b) - key(a);
      if (difference) return difference;
    }
    const [x, y] = [a.url ?? a.sub.url, b.url ?? b.sub.url];
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

// The CANDIDATES best-scored pages of the four bundles, each judged against the query.
async function judgedPages(query, own) {
  const found = await Promise.all((await load()).map(async ({ lang, pagefind }) => {
    const response = await pagefind.search(query.text);
    return (response ? response.results : []).map((result) => ({ lang, result }));
  }));
  const best = found.flat().sort((a, b) => b.result.score - a.result.score).slice(0, CANDIDATES);
  return Promise.all(best.map(async ({ lang, result }) => {
    const page = { lang, score: result.score, ...(await result.data()) };
    const titles = [page.meta.title, ...page.sub_results.map((sub) => sub.title)];
    return { ...page, own: lang === own, ...judge(page, query, page.locations, titles) };
  }));
}

// The pages holding the most typed words, all when some do ("colpo di grazia" is not every
// "colpo"); where none holds one, those whose words begin as the most typed words do.
function holdingMost(pages) {
  const strict = pages.some((page) => page.matched > 0);
  const held = (page) => (strict ? page.matched : page.begun);
  const most = Math.max(0, ...pages.map(held));
  return pages.filter((page) => most > 0 && held(page) === most);
}

const isAux = (page) => page.meta.kind === "aux";

// Ranked pages as listed: the glossary and the calculator index only point to passages, so
// after them, and never crowded out; when the typed word is a word of the reader's own text,
// another language's pages holding only its look-alike after those.
function arranged(ranked) {
  const aux = ranked.filter(isAux);
  const texts = ranked.filter((page) => !isAux(page));
  const ownWord = texts.some((page) => page.own && page.texted);
  const lookalike = (page) => ownWord && !page.own && !page.concept;
  const meant = texts.filter((page) => !lookalike(page)).slice(0, MAX_PAGES - aux.length);
  return [...meant, ...aux, ...texts.filter(lookalike)].slice(0, MAX_PAGES);
}

async function search(text) {
  const query = queryOf(text);
  const ranked = holdingMost(await judgedPages(query, document.documentElement.lang)).sort(ordered(PAGE_ORDER));
  const pages = arranged(ranked);
  for (const page of pages) page.sections = sections(page, query);
  return { query, pages, only: ruledByOneText(pages.filter(isAux), query) };
}

function sections(page, query) {
  return page.sub_results
    .filter((sub) => sub.url !== page.url && sub.locations.length)
    .map((sub) => {
      const section = judge(page, query, sub.locations, [sub.title]);
      const title = (sub.title ?? "").split(/\s+/).flatMap(forms);
      return { sub, ...section, titled: query.typed.filter((word) => title.some((term) => inflects(term, word))).length };
    })
    .filter((section) => section.matched > 0)
    .sort(ordered(SECTION_ORDER))
    .map(({ sub }) => sub)
    .slice(0, MAX_SECTIONS);
}

// The concepts the query names that only one text rules, from the glossary's metadata
// ("only": "flanking=004 tackle=000 …"): term id -> text.
function ruledByOneText(aux, query) {
  const only = new Map();
  for (const page of aux) {
    const ruled = new Map((page.meta.only ?? "").split(" ").filter(Boolean).map((pair) => pair.split("=")));
    for (const sub of page.sub_results) {
      const id = sub.anchor?.id;
      if (ruled.has(id) && judge(page, query, sub.locations, []).concept) only.set(id, ruled.get(id));
    }
  }
  return only;
}

// ── Painting ─────────────────────────────────────────────────────────────────────────────
// Snippets are cut from the page's words here, not taken from Pagefind: its excerpts mark what
// its stem begins ("PARTICOLARI" for "parata") and may fall inside the hidden concept names,
// which are for finding a passage, not for reading. A snippet is the stretch of the section's
// own words holding the most typed words, from three words before the first, with only those
// marked; where only a concept's name was found, the section's first words.

const EXCERPT = 22; // words

function isQueryWord(token, query) {
  return forms(token).some((form) => query.typed.some((word) => inflects(form, word)));
}

function snippet(page, from, to, query) {
  const shown = [];
  for (let at = from; at < to; at++) if (!named(page, at) && page.tokens[at]) shown.push(at);
  const hits = shown.flatMap((at, i) => (isQueryWord(page.tokens[at], query) ? [i] : []));
  let start = 0;
  let most = 0;
  for (const [n, first] of hits.entries()) {
    const held = hits.slice(n).filter((i) => i < first + EXCERPT).length;
    if (held > most) [most, start] = [held, Math.max(0, first - 3)];
  }
  const p = document.createElement("p");
  shown.slice(start, start + EXCERPT).forEach((at, i) => {
    if (i) p.append(" ");
    const token = page.tokens[at];
    if (!isQueryWord(token, query)) return p.append(token);
    // The word marked, not the punctuation around it ("presa)", "атаки:").
    const [, before, word, after] = token.match(/^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u);
    const mark = document.createElement("mark");
    mark.textContent = word;
    p.append(before, mark, after);
  });
  p.normalize();
  return p;
}

// A section's snippet: its words after its heading's, up to the next heading.
function sectionSnippet(page, sub, query) {
  const from = sub.anchor.location + sub.anchor.text.trim().split(/\s+/).length;
  return snippet(page, from, sectionEnd(page, sub.anchor.location), query);
}

function link(href, title, excerpt, heading, lang, note) {
  const a = document.createElement("a");
  a.href = href;
  a.className = CLASSES.resultLink;
  a.dataset.searchResult = "";
  a.lang = lang;
  const article = document.createElement("article");
  article.className = CLASSES.resultArticle + (heading === "h1" ? ` ${CLASSES.resultDocument}` : "");
  const h = document.createElement(heading);
  h.textContent = title;
  article.append(h);
  if (note) article.append(note);
  if (excerpt?.textContent) article.append(excerpt);
  a.append(article);
  return a;
}

// "Only text 004 has a rule for this", in the reader's language (not the result's).
function ruleNote(text) {
  const p = document.createElement("p");
  p.className = CLASSES.resultTerms;
  p.lang = document.documentElement.lang;
  p.dataset.searchOnly = text;
  p.textContent = pageWord("searchOnlyText", { text });
  return p;
}

// A page and its best sections; a text's results say which text ("004 · Боевые модификаторы"),
// and the first result of a text that alone rules a concept the query names says so. The
// best section, when it is under the page's own title, is said once, as the page; the page's
// snippet is shown only then, or when no section is.
function item(page, query, only, noted) {
  const li = document.createElement("li");
  li.className = CLASSES.result;
  const text = page.meta.text;
  const title = text ? `${text} · ${page.meta.title}` : page.meta.title;
  const alone = text && [...only.values()].includes(text) && !noted.has(text) ? (noted.add(text), ruleNote(text)) : null;
  const top = page.sections[0]?.title === page.meta.title ? page.sections[0] : null;
  const rest = page.sections.filter((sub) => sub !== top);
  const own = top ? sectionSnippet(page, top, query) : rest.length ? null : snippet(page, 0, page.tokens.length, query);
  li.append(link(top ? top.url : page.url, title, own, "h1", page.lang, alone));
  for (const sub of rest) {
    const entry = page.meta.kind === "aux" && only.get(sub.anchor?.id);
    li.append(link(sub.url, sub.title, sectionSnippet(page, sub, query), "h2", page.lang, entry ? ruleNote(entry) : null));
  }
  return li;
}

function paint(list, found) {
  const noted = new Set();
  list.replaceChildren(...found.pages.map((page) => item(page, found.query, found.only, noted)));
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
    toggle: document.getElementById(SEARCH_TOGGLE),
    input: box.querySelector("input"),
    meta: box.querySelector(SEARCH_META),
    list: box.querySelector(SEARCH_RESULTS),
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
  let found;
  try {
    found = await search(query);
  } catch (error) {
    // Not "no results": an index that did not load (a damaged copy, offline before it was
    // saved) is said as such, and the next search tries again.
    found = null;
  }
  if (mine !== generation) return; // a newer query is on its way
  meta.textContent = found ? count(strings, found.pages.length) : pageWord("searchFailed");
  if (found) delete meta.dataset.failed;
  else meta.dataset.failed = "true";
  if (found) paint(list, found);
  else list.replaceChildren();
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
  } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && !event.target.closest?.("[data-answer-field]")) {
    // The answer card's link first; its inputs take the arrows themselves (a choice, a number).
    const stops = [input, ...document.querySelectorAll("[data-answer]:not([hidden]) [data-answer-link], [data-search-result]")];
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
      // The answer card's form when there is one (answer-card.js), else the first result.
      document.querySelector("[data-answer]:not([hidden]) [data-answer-link], [data-search-result]")?.click();
    }
  });
  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("reset", () => setTimeout(() => { update(); input.focus(); }));
  toggle.addEventListener("change", () => { if (toggle.checked && document.activeElement !== input) input.focus(); });
  document.addEventListener("click", (event) => {
    if (event.target.closest && event.target.closest("[data-search-result], [data-answer-link]")) open(false);
  });
  document.addEventListener("pugna:lang", () => update());
  document.addEventListener("keydown", keys);
}

setUp();
eachPage(() => open(false));
