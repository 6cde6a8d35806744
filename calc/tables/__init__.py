"""Seed tables as data. Each module exports ``TABLES``: the tables it transcribes.

A :class:`Table` is the printable view (cells as the seed prints them, headers in the
seed's language) that pages render through ``macros/``; rule modules use the typed
data the same module defines, so a table is written down exactly once.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass

from ..sources import Citation

__all__ = ["Table", "tables", "table"]


@dataclass(frozen=True)
class Table:
    """``name`` is a stable id; ``columns`` and ``rows`` hold cells as printed in the seed."""

    name: str
    source: Citation
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    notes: tuple[str, ...] = ()
    caption: str = ""

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
