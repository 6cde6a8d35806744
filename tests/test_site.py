"""The built site: strict build, pages from calc, and no off-host fetches."""

from __future__ import annotations

import re

import pytest

from calc import calculators
from calc.tables import tables
from tests.site import Fetches, Tables, built_site

OFF_HOST = re.compile(r"^\s*(https?:)?//", re.I)


@pytest.fixture(scope="module")
def site():
    return built_site()


def test_home_page_lists_the_five_texts_with_their_calculator_counts(site):
    html = (site / "index.html").read_text(encoding="utf-8")
    for title in ("Situazioni particolari di combattimento", "Regole tattiche", "El combate en Akenar", "Боевые модификаторы"):
        assert title in html
    counts = {}
    for c in calculators():
        counts[c.source.seed.number] = counts.get(c.source.seed.number, 0) + 1
    for number, count in counts.items():
        assert re.search(rf"<td>{number}</td>.*?<td>{count}</td>\s*</tr>", html, re.S), number


def test_calculators_page_lists_every_calculator(site):
    html = (site / "calculators" / "index.html").read_text(encoding="utf-8")
    for c in calculators():
        assert f'id="calc-{c.name}"' in html


def test_rendered_tables_equal_the_core(site):
    found = {}
    for page in site.rglob("*.html"):
        parser = Tables()
        parser.feed(page.read_text(encoding="utf-8"))
        found.update(parser.tables)
    assert "tohit_002" in found
    for name, rows in found.items():
        t = tables()[name]
        assert rows[0] == list(t.columns)
        assert rows[1:] == [list(r) for r in t.rows]


def test_no_page_fetches_anything_off_host(site):
    offenders = []
    for page in site.rglob("*.html"):
        parser = Fetches()
        parser.feed(page.read_text(encoding="utf-8"))
        offenders += [(page.name, u) for u in parser.urls if OFF_HOST.match(u)]
    for sheet in site.rglob("*.css"):
        for url in re.findall(r"url\(\s*['\"]?([^'\")]+)", sheet.read_text(encoding="utf-8")):
            if OFF_HOST.match(url):
                offenders.append((sheet.name, url))
    assert offenders == []
