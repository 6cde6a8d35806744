"""An index of the docs' sources, read once per build before any page renders.

It finds, in every page: its language (front matter ``lang``), its headings with their
explicit ``{#anchor}``, the term tags ``[[term-id|words]]`` under each heading, and the
``calculator_form("name", ...)`` calls. From that the glossary links every passage that
treats a term, and calculators link back to the passage they sit in.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["Passage", "Index", "scan", "url_of", "TAG", "FORM", "TABLE"]

HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*\{\s*#([\w-]+)[^}]*\}\s*$")
TAG = re.compile(r"\[\[([a-z0-9-]+)\|([^\]\n]+)\]\]")
FORM = re.compile(r"calculator_form\(\s*\"([a-z0-9_]+)\"")
TABLE = re.compile(r"seed_table\(\s*\"([a-z0-9_]+)\"")
FRONT = re.compile(r"\A---\n(.*?)\n---\n", re.S)


@dataclass(frozen=True)
class Passage:
    page: str  # source path relative to docs/, e.g. "000/parata.md"
    anchor: str  # "" for the top of the page
    title: str
    lang: str

    def href_from(self, page: str) -> str:
        """A relative Markdown link from source ``page`` (mkdocs validates and rewrites it)."""
        target = "../" * page.count("/") + self.page
        return f"{target}#{self.anchor}" if self.anchor else target

    def url_from(self, page: str) -> str:
        """A relative URL for raw HTML in the built page of source ``page``."""
        target = "../" * url_of(page).count("/") + url_of(self.page)
        return f"{target}#{self.anchor}" if self.anchor else (target or "./")


def url_of(page: str) -> str:
    """The built URL path of a source page (use_directory_urls is off): a/b.md -> a/b.html."""
    return page[: -len(".md")] + ".html"


@dataclass
class Index:
    terms: dict[str, list[Passage]]
    calculators: dict[str, Passage]
    headings: dict[tuple[str, str], Passage] = field(default_factory=dict)  # (seed number, heading) -> passage
    tables: dict[str, Passage] = field(default_factory=dict)  # seed table -> the passage it is shown in first

    def cited(self, seed: str, section: str) -> Passage | None:
        """The passage whose heading is ``section`` in the pages of text ``seed`` (a citation's words)."""
        return self.headings.get((seed, _heading_key(section)))


def _heading_key(title: str) -> str:
    """Headings as citations name them: "Attacco alle spalle :" is "attacco alle spalle"."""
    return " ".join(title.casefold().split()).rstrip(" :")


def _meta(text: str) -> dict[str, str]:
    match = FRONT.match(text)
    if not match:
        return {}
    pairs = (line.split(":", 1) for line in match.group(1).splitlines() if ":" in line)
    return {k.strip(): v.strip().strip("\"'") for k, v in pairs}


def scan(docs: Path) -> Index:
    terms: dict[str, list[Passage]] = defaultdict(list)
    calculators: dict[str, Passage] = {}
    headings: dict[tuple[str, str], Passage] = {}
    tables: dict[str, Passage] = {}
    for path in sorted(docs.rglob("*.md")):
        page = path.relative_to(docs).as_posix()
        text = path.read_text(encoding="utf-8")
        meta = _meta(text)
        lang = meta.get("lang", "en")
        here = Passage(page, "", page, lang)
        for line in text.splitlines():
            heading = HEADING.match(line)
            if heading:
                here = Passage(page, heading.group(3), TAG.sub(r"\2", heading.group(2)), lang)
                if "seed" in meta:
                    headings.setdefault((meta["seed"], _heading_key(here.title)), here)
            for term, _ in TAG.findall(line):
                if here not in terms[term]:
                    terms[term].append(here)
            for name in FORM.findall(line):
                calculators.setdefault(name, here)
            for name in TABLE.findall(line):
                tables.setdefault(name, here)
    return Index(dict(terms), calculators, headings, tables)
