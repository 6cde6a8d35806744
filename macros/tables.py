"""Render seed tables (calc.tables) as HTML: the only way a table reaches a page."""

from __future__ import annotations

import html
import re

from calc.tables import table, tables

from .html import escape, tag
from calc.i18n import _

__all__ = ["seed_table", "scroll_region", "unique_region_names"]

SOURCE = _("Source")

# A table's box scrolls sideways when the table is wider than the screen: it is a keyboard
# stop named after its table (a region) from the start, in the HTML, so it is right before and
# without JavaScript. assets/js/tables.js only takes the stop away, once laid out, from a box
# that does not scroll, and adds the fade on the side that has more.
_CAPTION = re.compile(r"<caption\b[^>]*>(.*?)</caption>", re.S)
_CELL = re.compile(r"<t[hd]\b[^>]*>(.*?)</t[hd]>", re.S)
_TAG = re.compile(r"<[^>]+>")
NAME_MAX = 90


def scroll_region(body: str) -> dict[str, str]:
    """The attributes of a box holding the table in ``body`` (HTML): tabindex, role and
    aria-label (its caption, else its first cell, cut at 90 characters as tables.js does);
    none if ``body`` holds no table."""
    if "<table" not in body:
        return {}
    found = _CAPTION.search(body) or _CELL.search(body)
    name = html.unescape(_TAG.sub("", found.group(1))).strip() if found else ""
    if len(name) > NAME_MAX:
        name = name[: NAME_MAX - 1] + "…"
    return {"tabindex": "0", "role": "region", "aria_label": name}


_REGION_NAME = re.compile(r'(<div class="pugna-(?:table|scroll)"[^>]*? role="region" aria-label=")([^"]*)(")')


def unique_region_names(page: str) -> str:
    """Regions need distinct names: a name met again on ``page`` gets its ordinal, "(2)"."""
    taken: set[str] = set()

    def name(match: re.Match) -> str:
        base = label = match.group(2)
        n = 1
        while label in taken:
            n += 1
            label = f"{base} ({n})"
        taken.add(label)
        return match.group(1) + label + match.group(3)

    return _REGION_NAME.sub(name, page)


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
    grid = tag("table", caption + tag("thead", head) + tag("tbody", body))
    return tag("div", grid + notes + cite, class_="pugna-table", **scroll_region(grid), lang=t.source.seed.lang, data_table=t.name)
