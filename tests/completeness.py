"""Is every line of every seed in the built site? ``python -m tests.completeness [NNN]``.

A seed line counts as present when, whitespace-normalised and without a leading list
marker ("1.", "-", "•"), it occurs in the text of the built pages. Lines of a garbled
table that a page renders from calc instead are declared in that page's source with
``<!-- seed NNN lines A-B: table NAME -->``; the test then checks the table is on the page.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from html.parser import HTMLParser

from calc.sources import Seed
from tests.seedtext import normalise, seed_text
from tests.site import ROOT, built_site

DOCS = ROOT / "docs"
DECLARED = re.compile(r"<!--\s*seed (\d{3}) lines (\d+)-(\d+): table ([a-z0-9_]+)\s*-->")
LIST_MARKER = re.compile(r"^\s*(?:\d+\.|[-•*])\s+")


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


@dataclass
class Report:
    seed: Seed
    total: int = 0
    found: int = 0
    as_table: int = 0
    missing: list[tuple[int, str]] = field(default_factory=list)


def site_text() -> str:
    site = built_site()
    texts = []
    for page in sorted(site.rglob("*.html")):
        parser = _Text()
        parser.feed(page.read_text(encoding="utf-8"))
        texts.append("".join(parser.parts))
    return normalise(" ".join(texts))


def declared_tables() -> dict[str, list[tuple[int, int, str]]]:
    found: dict[str, list[tuple[int, int, str]]] = {}
    for source in DOCS.rglob("*.md"):
        for number, start, end, name in DECLARED.findall(source.read_text(encoding="utf-8")):
            found.setdefault(number, []).append((int(start), int(end), name))
    return found


def check(seed: Seed, text: str | None = None) -> Report:
    text = site_text() if text is None else text
    tables = declared_tables().get(seed.number, [])
    report = Report(seed)
    for number, line in enumerate(seed_text(seed).splitlines(), start=1):
        wanted = normalise(LIST_MARKER.sub("", line))
        if not wanted:
            continue
        report.total += 1
        if any(start <= number <= end for start, end, _ in tables):
            report.as_table += 1
        elif wanted in text:
            report.found += 1
        else:
            report.missing.append((number, line.strip()))
    return report


def main(argv: list[str]) -> int:
    text = site_text()
    seeds = [s for s in Seed if not argv or s.number in argv]
    for seed in seeds:
        r = check(seed, text)
        print(f"{seed.number}: {r.found} of {r.total} lines found, {r.as_table} rendered as tables, {len(r.missing)} missing")
        for number, line in r.missing:
            print(f"  line {number}: {line[:110]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
