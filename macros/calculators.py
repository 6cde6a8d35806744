"""Calculator listings rendered from the declarations in calc."""

from __future__ import annotations

from calc import calculators

from .html import escape, tag

__all__ = ["calculator_index"]


def calculator_index(lang: str, index, page: str) -> str:
    """One row per calculator: name, title and summary in ``lang``, the passage it implements
    (linked where a page holds it)."""
    head = tag("tr", "".join(tag("th", h, scope="col") for h in ("CLI", "Calculator", "Source")))
    rows = []
    for c in calculators():
        rows.append(
            tag(
                "tr",
                tag("td", tag("code", escape(c.name)))
                + tag("td", tag("strong", escape(c.title.get(lang))) + "<br>" + escape(c.summary.get(lang)))
                + tag("td", _passage_link(c, index, page), lang=c.source.seed.lang),
                id=f"calc-{c.name}",
            )
        )
    return tag("table", tag("thead", head) + tag("tbody", "".join(rows)), class_="pugna-calculators")


def _passage_link(c, index, page: str) -> str:
    passage = index.calculators.get(c.name)
    if passage is None:
        return escape(str(c.source))
    return f'<a href="{escape(passage.url_from(page))}">{escape(str(c.source))}</a>'
