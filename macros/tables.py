"""Render seed tables (calc.tables) as HTML: the only way a table reaches a page."""

from __future__ import annotations

from calc.tables import table, tables

from .html import escape, tag
from calc.i18n import _

__all__ = ["seed_table"]

SOURCE = _("Source")


def seed_table(name: str, page: str = "") -> str:
    """``{{ seed_table("tohit_002") }}``: the table as the seed prints it, with its citation.
    A name that is no table fails the build naming the page and every table's name."""
    if name not in tables():
        known = ", ".join(sorted(tables()))
        raise ValueError(f"{page or '?'}: seed_table({name!r}): no such table; the tables are: {known}")
    t = table(name)
    head = tag("tr", "".join(tag("th", escape(c), scope="col") for c in t.columns))
    body = "".join(tag("tr", "".join(tag("td", escape(c)) for c in row)) for row in t.rows)
    caption = tag("caption", escape(t.caption or t.source.section))
    notes = "".join(tag("p", escape(n), class_="pugna-table-note") for n in t.notes)
    cite = tag("p", escape(f"{SOURCE.get(t.source.seed.lang)}: {t.source}"), class_="pugna-source")
    return tag(
        "div",
        tag("table", caption + tag("thead", head) + tag("tbody", body)) + notes + cite,
        class_="pugna-table",
        lang=t.source.seed.lang,
        data_table=t.name,
    )
