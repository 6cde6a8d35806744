"""Every line of every text is in the built site, in its language; garbled tables are
replaced only by the calc table that stands for their lines, which a page must show."""

from __future__ import annotations

import pytest

from calc.sources import Seed
from calc.tables import tables
from tools.completeness import check, page_text, shown_tables
from tools.texts import lines, normalise
from tests.site import ROOT, built_site


@pytest.fixture(scope="module")
def text():
    return normalise(" ".join(page_text(p.read_text(encoding="utf-8")) for p in sorted(built_site().rglob("*.html"))))


@pytest.mark.parametrize("seed", list(Seed), ids=lambda s: s.number)
def test_every_text_line_is_on_the_site(seed, text, capsys):
    report = check(seed, text, shown_tables(ROOT / "docs"))
    with capsys.disabled():
        print(f"\n{seed.number}: {report.found} of {report.total} lines as text, {report.as_table} as calc tables")
    assert report.total > 0
    assert report.missing == []
    assert report.found + report.as_table == report.total


def test_a_line_is_missing_when_no_page_shows_the_table_that_stands_for_it(text):
    report = check(Seed.AD2E_HOUSE, text, shown_tables(ROOT / "docs") - {"parry_melee_000"})
    assert (lines(Seed.AD2E_HOUSE).index("Campione - 1") + 1, "Campione - 1") in report.missing


def test_every_table_standing_for_lines_is_shown_by_a_page():
    standing = {t.name for t in tables().values() if t.lines}
    assert standing and standing <= shown_tables(ROOT / "docs")
