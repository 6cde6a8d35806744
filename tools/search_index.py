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
- after each heading, the English glossary names of the terms tagged in that section, so an
  English concept ("parry") finds the Italian passage ("LA PARATA") and the Spanish ("PARAR").

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

from macros.glossary import TERM_BY_ID

__all__ = ["BUNDLE", "AUX_PAGES", "CONCEPTS", "search_html", "on_pre_build", "on_post_page", "on_post_build"]

BUNDLE = "pagefind"
AUX_PAGES = {"glossary.md", "calculators/index.md"}
LANGS = ("it", "es", "ru", "en")
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
TERM_LINK = re.compile(r'<a (?=[^>]*class="[^"]*pugna-term)[^>]*href="[^"#]*glossary\.html#([\w-]+)"')

# Around the concepts: Pagefind indexes the names (the brackets are not word characters) and
# the page's search (assets/js/search.js) cuts them out of its snippets, where they read as
# English words dropped mid-sentence in an Italian, Spanish or Russian passage.
CONCEPTS = ("\u27e6", "\u27e7")  # ⟦ ⟧

_pages: list[tuple[str, str, str]] = []  # (url, lang, html to index)


_ENGLISH = snowballstemmer.stemmer("english")


def english_stems(names: list[str]) -> list[str]:
    """The English stems of the names' words where they differ from the words ("flanking" ->
    "flank"). The passage sits in its own language's bundle, whose stemmer leaves an English
    query as typed: "flanked" matches no indexed word, and Pagefind then answers with the
    pages holding its longest indexed prefix, "flank", not "flanking"."""
    words = dict.fromkeys(w for name in names for w in re.findall(r"[a-z]+", name.lower()))
    return [stem for stem in dict.fromkeys(map(_ENGLISH.stemWord, words)) if stem not in words]


def _concepts(section: str) -> str:
    """The English names of the terms tagged in ``section``, and their stems, as one hidden
    paragraph (only English: the texts already hold their own words, and a name from another
    text's language would rank that text's passages above the reader's)."""
    names = [TERM_BY_ID[t].name.en for t in dict.fromkeys(TERM_LINK.findall(section)) if t in TERM_BY_ID]
    if not names:
        return ""
    return f'\n<p hidden data-pugna-concepts lang="en">{CONCEPTS[0]}{escape(", ".join(names + english_stems(names)))}{CONCEPTS[1]}</p>\n'



def _tables_out_of_forms(html: str) -> str:
    """The texts' own tables that a calculator shows folded under its form (``pugna-table``,
    e.g. 004's modifier rows), with their notes, copied after the form: Pagefind skips forms,
    and words such as "Распластан" are nowhere else on the page. Not the site's own charts,
    worked grids, fold labels or source lines."""

    def copied(form: re.Match) -> str:
        tables = SEED_TABLE.findall(form.group(0))
        return form.group(0) + "".join(f"\n<div data-pugna-table>{t}</div>\n" for t in tables)

    return FORM.sub(copied, html)


def search_html(html: str, kind: str) -> str:
    """The page as Pagefind should read it: its content only, calculators' reference tables
    outside their forms, concepts after each heading."""
    html = CONTENT.sub(lambda m: f'{m.group(0)[:-1]} data-pagefind-body data-pagefind-meta="kind:{kind}">', html, count=1)
    html = _tables_out_of_forms(html)
    parts = HEADING.split(html)
    # parts: [before, heading, section, heading, section, ...]
    for i in range(1, len(parts) - 1, 2):
        parts[i] += _concepts(parts[i + 1])
    return "".join(parts)


def on_pre_build(config, **kwargs) -> None:
    _pages.clear()


def on_post_page(output, page, config, **kwargs):
    src = page.file.src_uri
    if page.meta.get("seed") or src in AUX_PAGES:
        kind = "text" if page.meta.get("seed") else "aux"
        _pages.append(("/" + page.file.dest_uri, page.meta.get("lang", "en"), search_html(output, kind)))
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
