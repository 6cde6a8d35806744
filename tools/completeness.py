"""Is every line of every text on the site? The build checks it (``tools/house_rules.py``).

A text's line counts as present when, whitespace-normalised and without a leading list
marker ("1.", "-", "•"), it occurs in the visible text of the pages' articles. The lines a
garbled table stands for (its :class:`calc.tables.Lines`) count as present when a page
shows that table (``seed_table("NAME")`` in its Markdown) instead.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING

from tools.texts import fresh, lines, normalise, table_lines

if TYPE_CHECKING:
    from calc.sources import Seed
    from calc.tables import Table

__all__ = ["Report", "check", "page_text", "shown_tables", "SHOWN"]

LIST_MARKER = re.compile(r"^\s*(?:\d+\.|[-•*])\s+")
SHOWN = re.compile(r"seed_table\(\s*\"([a-z0-9_]+)\"")


class _Text(HTMLParser):
    """The visible text of a page's article, without permalink marks, scripts or forms."""

    SKIP = {"script", "style", "form"}
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._article = 0
        self._skipping: list[str] = []  # open tags since a skipped element began

    def handle_starttag(self, tag, attrs):
        if tag in self.VOID:
            return
        if self._skipping:
            self._skipping.append(tag)
        elif tag in self.SKIP or (tag == "a" and "headerlink" in (dict(attrs).get("class") or "")):
            self._skipping.append(tag)
        elif tag == "article":
            self._article += 1

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        if self._skipping:
            if tag in self._skipping:
                while self._skipping.pop() != tag:
                    pass
        elif tag == "article":
            self._article -= 1

    def handle_data(self, data):
        if self._article and not self._skipping:
            self.parts.append(data)


def page_text(html: str) -> str:
    """The visible text of one built page's article."""
    start, end = html.find("<article"), html.rfind("</article>")
    parser = _Text()
    parser.feed(html[start : end + len("</article>")] if 0 <= start < end else html)
    return "".join(parser.parts)


def shown_tables(docs: Path) -> set[str]:
    """The tables some page shows, by name."""
    return {name for page in docs.rglob("*.md") for name in SHOWN.findall(page.read_text(encoding="utf-8"))}


@dataclass
class Report:
    seed: Seed
    total: int = 0
    found: int = 0
    as_table: int = 0
    missing: list[tuple[int, str]] = field(default_factory=list)  # (line number, line)


def _standing_in(seed: Seed, shown: set[str]) -> dict[int, Table]:
    """Line index -> the shown table that stands for it."""
    standing = [t for t in fresh("calc.tables").tables().values() if t.lines and t.source.seed.number == seed.number]
    return {index: t for t in standing if t.name in shown for index in table_lines(t)}


def check(seed: Seed, site_text: str, shown: set[str]) -> Report:
    """``site_text``: the pages' visible text, whitespace-normalised."""
    as_table = _standing_in(seed, shown)
    report = Report(seed)
    for index, line in enumerate(lines(seed)):
        wanted = normalise(LIST_MARKER.sub("", line))
        if not wanted:
            continue
        report.total += 1
        if index in as_table:
            report.as_table += 1
        elif wanted in site_text:
            report.found += 1
        else:
            report.missing.append((index + 1, line.strip()))
    return report
