"""mkdocs hook: the site's search index, built with Pagefind after the pages are written.

One Pagefind bundle per language of the texts (``pagefind/it/``, ``es/``, ``ru/``, ``en/``),
each indexed and queried with its own stemmer, so "parate" finds "parata", "cobertura"
"coberturas" and "укрытия" "укрытие". The page (assets/js/search.js) loads the bundles on
the first search and merges their results. What is indexed:

- the five texts (pages with a ``seed`` in their front matter): text and headings, each
  heading a result of its own, and each calculator's reference table (copied out of its
  form); never the forms themselves (Pagefind skips them), scripts, permalinks;
- the glossary and the calculator index, marked ``kind: aux`` so results list them after
  the passages;
- after each heading, the glossary names (in the four languages, and the words players use)
  of the terms tagged in that section, so a concept named in any language finds the passages
  of every text: "parry" the Italian "LA PARATA" and the Spanish "PARAR", the Spanish
  "derribo" 000's tackle; after each glossary entry, that entry's own names;
- as page metadata: each text's number (``text``), and on the glossary the concepts that only
  one text rules (``only``: "flanking=004 tackle=000 ..."), for the page to say so.

Not indexed: the home page, the English calculator pages (forms only), the print page, 404.
The index files are ordinary site files: the service worker precaches them like the rest.
The theme's lunr search is off; its language files and worker are removed from the site.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from html import escape
from pathlib import Path

import snowballstemmer

from calc import i18n
from calc.i18n import SOURCE_LANG, TRANSLATED
from macros.glossary import GLOSSARY_PAGE, TERM_BY_ID
from macros.passages import Index, scan

__all__ = ["BUNDLE", "AUX_PAGES", "CONCEPTS", "concept_names", "ruled_by_one_text", "search_html", "on_pre_build", "on_post_page", "on_post_build"]

BUNDLE = "pagefind"
AUX_PAGES = {"glossary.md", "calculators/index.md"}
LANGS = (*TRANSLATED, SOURCE_LANG)
# Pagefind's ready-made UIs: the header's own search (assets/js/search.js) replaces them.
UNUSED = ("pagefind-ui.js", "pagefind-ui.css", "pagefind-modular-ui.js", "pagefind-modular-ui.css",
          "pagefind-component-ui.js", "pagefind-component-ui.css", "pagefind-highlight.js",
          "wasm.unknown.pagefind")  # each bundle names its own language's wasm
# The theme's lunr search files, copied with the theme whether or not its search plugin runs.
THEME_SEARCH = ("assets/javascripts/lunr", "assets/javascripts/workers")

CONTENT = re.compile(r'<div class="pugna-content" lang="(\w+)"[^>]*>')
HEADING = re.compile(r"(<h[1-6][^>]*\bid=\"[^\"]+\"[^>]*>.*?</h[1-6]>)", re.S)
FORM = re.compile(r"<form\b[^>]*>.*?</form>", re.S)  # forms do not nest
SEED_TABLE = re.compile(r'<div class="pugna-table"[^>]*>\s*(<table>.*?</table>(?:\s*<p class="pugna-table-note">.*?</p>)*)', re.S)
HEADING_ID = re.compile(r'\bid="([^"]+)"')
# An elided word's typographic apostrophe ("l’iniziativa"): Pagefind indexes such a word whole,
# never as "iniziativa", as it does with the plain apostrophe ("all'interno").
CURLY_ELISION = re.compile(r"(?<=\w)\u2019(?=\w)")
TERM_LINK = re.compile(r'<a (?=[^>]*class="[^"]*pugna-term)[^>]*href="[^"#]*glossary\.html#([\w-]+)"')

# Around the concepts: Pagefind indexes the names (the brackets are not word characters) and
# the page's search (assets/js/search.js) cuts them out of its snippets, where they read as
# words of four languages dropped mid-sentence in a passage.
CONCEPTS = ("\u27e6", "\u27e7")  # ⟦ ⟧

_pages: list[tuple[str, str, str]] = []  # (url, lang, html to index)
_only: dict[str, str] = {}  # term id -> the one text ruling it


_ENGLISH = snowballstemmer.stemmer("english")


def english_stems(names: list[str]) -> list[str]:
    """The English stems of the names' words where they differ from the words ("flanking" ->
    "flank"). The passage sits in its own language's bundle, whose stemmer leaves an English
    query as typed: "flanked" matches no indexed word, and Pagefind then answers with the
    pages holding its longest indexed prefix, "flank", not "flanking"."""
    words = dict.fromkeys(w for name in names for w in re.findall(r"[a-z]+", name.lower()))
    return [stem for stem in dict.fromkeys(map(_ENGLISH.stemWord, words)) if stem not in words]


def concept_names(term_ids: list[str]) -> list[list[str]]:
    """Each term's names: English, Italian, Spanish, Russian, the other names players use ("AoO",
    "derribo", "фланг"), once each, and the English name's stems."""
    groups = []
    for term in (TERM_BY_ID[t] for t in dict.fromkeys(term_ids) if t in TERM_BY_ID):
        names: dict[str, str] = {}
        for name in (*(term.name.get(lang) for lang in i18n.LANGS), *term.also, *english_stems([term.name.en])):
            names.setdefault(name.casefold(), name)
        groups.append(list(names.values()))
    return groups


def _concepts(term_ids: list[str]) -> str:
    """The terms' names as one hidden paragraph, a term's names separated by commas, terms by
    semicolons, between the brackets the page's search cuts out of snippets. In every language:
    the page ranks the reader's language first, so a Spanish name in an Italian passage lists
    it after the Spanish passages, not before."""
    groups = concept_names(term_ids)
    if not groups:
        return ""
    names = "; ".join(", ".join(group) for group in groups)
    return f'\n<p hidden data-pugna-concepts>{CONCEPTS[0]}{escape(names)}{CONCEPTS[1]}</p>\n'


def ruled_by_one_text(index: Index) -> dict[str, str]:
    """Term id -> the one text that rules it (whose passages tag it), for terms only one text has."""
    texts = {term: {p.page.split("/")[0] for p in passages} for term, passages in index.terms.items()}
    return {term: text for term, (text, *more) in sorted(texts.items()) if not more and text.isdigit()}


def _tables_out_of_forms(html: str) -> str:
    """The texts' own tables that a calculator shows folded under its form (``pugna-table``,
    e.g. 004's modifier rows), with their notes, copied after the form: Pagefind skips forms,
    and words such as "Распластан" are nowhere else on the page. Not the site's own charts,
    worked grids, fold labels or source lines."""

    def copied(form: re.Match) -> str:
        tables = SEED_TABLE.findall(form.group(0))
        return form.group(0) + "".join(f"\n<div data-pugna-table>{t}</div>\n" for t in tables)

    return FORM.sub(copied, html)


def search_html(html: str, kind: str, meta: dict[str, str] | None = None, entries: bool = False) -> str:
    """The page as Pagefind should read it: its content only, with its metadata, calculators'
    reference tables outside their forms, elisions with a plain apostrophe, concepts after each
    heading: the terms tagged in its section or, where the headings are glossary ``entries``,
    the heading's own term."""
    # One element per key: Pagefind reads one "key:value" per attribute, commas and all.
    tags = "".join(f'<span hidden data-pagefind-meta="{escape(f"{key}:{value}")}"></span>' for key, value in {"kind": kind, **(meta or {})}.items())
    html = CONTENT.sub(lambda m: f"{m.group(0)[:-1]} data-pagefind-body>{tags}", html, count=1)
    html = CURLY_ELISION.sub("'", _tables_out_of_forms(html))
    parts = HEADING.split(html)
    # parts: [before, heading, section, heading, section, ...]
    for i in range(1, len(parts) - 1, 2):
        terms = HEADING_ID.findall(parts[i])[:1] if entries else TERM_LINK.findall(parts[i + 1])
        parts[i] += _concepts(terms)
    return "".join(parts)


def on_pre_build(config, **kwargs) -> None:
    _pages.clear()
    _only.clear()
    _only.update(ruled_by_one_text(scan(Path(config["docs_dir"]))))


def on_post_page(output, page, config, **kwargs):
    src = page.file.src_uri
    seed = page.meta.get("seed")
    if seed or src in AUX_PAGES:
        if seed:
            html = search_html(output, "text", {"text": src.split("/")[0]})
        elif src == GLOSSARY_PAGE:
            html = search_html(output, "aux", {"only": " ".join(f"{t}={n}" for t, n in _only.items())}, entries=True)
        else:
            html = search_html(output, "aux")
        _pages.append(("/" + page.file.dest_uri, page.meta.get("lang", "en"), html))
    return output


def _index(site: Path) -> dict[str, int]:
    """Index each language's pages into its bundle with Pagefind's command line, the four
    languages at once (its Python API answers one request per 0.1 s: 3.6 s for this site)."""
    by_lang = {lang: [(url, html) for url, page_lang, html in _pages if page_lang == lang] for lang in LANGS}
    by_lang = {lang: pages for lang, pages in by_lang.items() if pages}
    with tempfile.TemporaryDirectory() as tmp:
        runs = []
        for lang, pages in by_lang.items():
            source = Path(tmp) / lang
            for url, html in pages:
                (source / url.lstrip("/")).parent.mkdir(parents=True, exist_ok=True)
                (source / url.lstrip("/")).write_text(html, encoding="utf-8")
            command = [sys.executable, "-m", "pagefind", "--site", str(source), "--output-path", str(site / BUNDLE / lang),
                       "--force-language", lang, "--keep-index-url", "--exclude-selectors", ".headerlink", "--silent"]
            runs.append((lang, subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)))
        for lang, run in runs:
            output, _ = run.communicate()
            if run.returncode:
                raise SystemExit(f"search: pagefind failed for {lang}:\n{output}")
    return {lang: len(pages) for lang, pages in by_lang.items()}


def on_post_build(config, **kwargs) -> None:
    site = Path(config["site_dir"])
    shutil.rmtree(site / BUNDLE, ignore_errors=True)
    counts = _index(site)
    if set(counts) != set(LANGS):
        raise SystemExit(f"search: no pages indexed for {sorted(set(LANGS) - set(counts))}")
    for lang in counts:
        for name in UNUSED:
            (site / BUNDLE / lang / name).unlink(missing_ok=True)
    for path in THEME_SEARCH:
        shutil.rmtree(site / path, ignore_errors=True)
