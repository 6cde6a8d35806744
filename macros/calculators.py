"""Calculator listings rendered from the declarations in calc."""

from __future__ import annotations

import re
from itertools import groupby
from pathlib import Path

from calc import calculators
from calc.sources import Seed

from .html import escape, tag
from .passages import url_of

__all__ = ["calculator_index", "text_title"]

DOCS = Path(__file__).resolve().parents[1] / "docs"
TITLE = re.compile(r"^title:\s*(.+?)\s*$", re.M)
WORDS = {  # the index page's own words, in its language (``lang``)
    "en": {"rule": "Rule", "english": "English form", "cli": "command line"},
}


def text_title(seed: Seed) -> str:
    """The title of a text's first page (its front matter), e.g. 'Fasi di un combattimento'."""
    match = TITLE.search((DOCS / seed.number / "index.md").read_text(encoding="utf-8"))
    return match.group(1).strip("\"'") if match else seed.number


def calculator_index(lang: str, index, page: str) -> str:
    """Every calculator, grouped by text under a heading the table of contents lists: its title
    in the text's language linking to its form in the passage, its title and summary in
    ``lang``, the rule it implements, its form on the English page and its command-line name.
    A list, not a table: it fits a phone."""
    words = WORDS.get(lang, WORDS["en"])
    up = "../" * url_of(page).count("/")
    out = []
    by_text = groupby(sorted(calculators(), key=lambda c: c.source.seed.number), key=lambda c: c.source.seed)
    for seed, group in by_text:
        out.append(f"## {seed.number} · {text_title(seed)} {{ #text-{seed.number} lang={seed.lang} }}\n")
        items = "".join(_item(c, lang, index, page, up, words) for c in group)
        out.append(tag("ul", items, class_="pugna-calc-list") + "\n")
    return "\n".join(out)


def _item(c, lang: str, index, page: str, up: str, words: dict[str, str]) -> str:
    seed = c.source.seed
    passage = index.calculators.get(c.name)
    anchor = f"#calc-form-{c.name}"
    native = escape(c.title.get(seed.lang))
    if passage is not None:
        native = tag("a", native, href=up + url_of(passage.page) + anchor, class_="pugna-calc-link")
    head = tag("span", native, lang=seed.lang)
    if c.title.get(lang) != c.title.get(seed.lang):
        head += " " + tag("span", escape(c.title.get(lang)), class_="pugna-calc-translation")
    cited = tag("span", escape(str(c.source)), lang=seed.lang)
    if passage is not None:
        cited = tag("a", cited, href=passage.url_from(page), data_passage="")  # names its passage: printed without a reference after it
    english = tag("a", escape(words["english"]), href=f"{up}calculators/{seed.number}.html{anchor}", lang="en")
    meta = f"{escape(words['rule'])}: {cited} · {english} · {escape(words['cli'])}: " + tag("code", escape(c.name))
    return tag(
        "li",
        tag("p", head, class_="pugna-calc-name") + tag("p", escape(c.summary.get(lang))) + tag("p", meta, class_="pugna-calc-meta"),
        id=f"calc-{c.name}",
        class_="pugna-calc-item",
    )
