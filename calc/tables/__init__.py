"""Seed tables as data. Each module exports ``TABLES``: the tables it transcribes.

A :class:`Table` is the printable view (cells as the seed prints them, headers in the
seed's language) that pages render through ``macros/``; rule modules use the typed
data the same module defines, so a table is written down exactly once.

The texts (``calc/texts/NNN.txt``) are the house rules and change; what ties a table to
them is declared here and checked by every build (``tools/house_rules.py``):

- :class:`Lines`: the lines of the text a table stands for, found by their words (and, for a
  table the text prints garbled, those lines as printed: :class:`Printed`);
- :class:`Stated`: a number the text states and a constant holds (a module's ``STATED``, in
  ``calc/tables`` or ``calc/rules``);
- a note is a quote of the text unless it is a :class:`Gloss`, a note in our own words.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from fractions import Fraction

from ..sources import Citation

__all__ = ["Table", "Lines", "Printed", "Stated", "Gloss", "tables", "table"]


@dataclass(frozen=True)
class Printed:
    """Words of a garbled table as the text prints them, and what they show: the ``row`` (its
    first cell, as the table holds it) and the ``column``; no row for a header."""

    words: str
    row: str = ""
    column: str = ""


@dataclass(frozen=True)
class Lines:
    """The lines of the text a table stands for, by their opening words, not their numbers.

    They run from the first line opening with ``first`` after the table's section heading
    (or after the line opening with ``after``, where two tables share a heading) up to, not
    including, the next line opening with ``until``: lines added elsewhere never move them,
    and a row added at the table's end falls inside. Each of these lines is the table's
    header, a row (its cells joined by spaces) or a note, and each row is one of them; unless
    the text prints the table garbled (cells out of their rows, a column after another): then
    ``garbled`` holds the table's cells in the order the text prints them, word for word.
    """

    first: str
    until: str
    after: str = ""
    garbled: tuple[Printed, ...] = ()

    @property
    def verbatim(self) -> bool:
        return not self.garbled


@dataclass(frozen=True)
class Stated:
    """A number the text states, held by the constant ``key`` (as its module spells it,
    ``"MELEE_SHIELD_REDUCTION[medium]"``). ``words`` are the text's words around it, ``{}``
    where the number stands (digits, "1/3", or a numeral word such as "due"; ``{}%`` is read
    as a fraction when ``value`` is a Fraction, as points when it is an int), and ``…`` where
    a few other words stand; they are looked for after ``source``'s heading."""

    key: str
    value: int | Fraction
    source: Citation
    words: str


class Gloss(str):
    """A table note in our own words (a summary, a reading), not a quote of the text."""

    __slots__ = ()


@dataclass(frozen=True)
class Table:
    """``name`` is a stable id; ``columns`` and ``rows`` hold cells as printed in the text;
    ``lines``: the text's lines this table stands for, when the pages show it instead of them."""

    name: str
    source: Citation
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    notes: tuple[str, ...] = ()
    caption: str = ""
    lines: Lines | None = None

    def __post_init__(self) -> None:
        for row in self.rows:
            if len(row) != len(self.columns):
                raise ValueError(f"table {self.name}: row {row} has {len(row)} cells, expected {len(self.columns)}")


def _collect() -> dict[str, Table]:
    found: dict[str, Table] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        for t in getattr(module, "TABLES", ()):
            if t.name in found:
                raise RuntimeError(f"table {t.name!r} declared twice")
            found[t.name] = t
    return found


_TABLES: dict[str, Table] | None = None


def tables() -> dict[str, Table]:
    """All seed tables by name (collected on first use)."""
    global _TABLES
    if _TABLES is None:
        _TABLES = _collect()
    return _TABLES


def table(name: str) -> Table:
    return tables()[name]
