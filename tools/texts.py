"""The rule texts as the build reads them: ``calc/texts/NNN.txt``, one file per text.

Passages are found by their words, never by line numbers: a citation's heading, and the
lines a table stands for (:class:`calc.tables.Lines`), from their opening words.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from calc.sources import Citation, Seed
    from calc.tables import Table

__all__ = ["text", "lines", "normalise", "heading_line", "table_lines", "fresh", "PassageNotFound"]


def fresh(name: str) -> ModuleType:
    """A module of ``calc`` as the pages see it: tools/import_path.py has the build import
    ``calc`` afresh (``mkdocs serve`` rebuilds after an edit), so hooks look it up each time."""
    return importlib.import_module(name)


class PassageNotFound(LookupError):
    """A citation or a table's lines whose words the text no longer holds."""


@cache  # cleared before each build (tools/house_rules.py)
def text(seed: Seed) -> str:
    return seed.path.read_text(encoding="utf-8")


def lines(seed: Seed) -> list[str]:
    return text(seed).splitlines()


def normalise(words: str) -> str:
    return " ".join(words.split())


def heading_line(citation: Citation) -> int:
    """Index of the first line holding the citation's words (a heading, or a line of the text)."""
    wanted = normalise(citation.section)
    for index, line in enumerate(lines(citation.seed)):
        if wanted in normalise(line):
            return index
    raise PassageNotFound(f'{citation.seed.number} has no line «{citation.section}»')


def _opens(line: str, words: str) -> bool:
    return normalise(line).startswith(normalise(words))


def table_lines(table: Table) -> range:
    """Indices of the text's lines ``table.lines`` declares (see :class:`calc.tables.Lines`)."""
    assert table.lines is not None
    all_lines = lines(table.source.seed)
    start = heading_line(table.source)
    declared = table.lines

    def find(words: str, start: int, role: str) -> int:
        for index in range(start, len(all_lines)):
            if _opens(all_lines[index], words):
                return index
        raise PassageNotFound(f"{table.source}: no line opens with «{words}» ({role} table {table.name})")

    start = heading_line(table.source)
    if declared.after:
        start = find(declared.after, start, "the line before")
    first = find(declared.first, start + 1, "the first line of")
    return range(first, find(declared.until, first + 1, "the line after"))
