"""Every line of every seed is in the built site, in its language; garbled tables are
replaced only by the calc table the page declares, which must then be on that page."""

from __future__ import annotations

import re

import pytest

from calc.sources import Seed
from tests.completeness import DECLARED, DOCS, check, site_text


@pytest.fixture(scope="module")
def text():
    return site_text()


@pytest.mark.parametrize("seed", list(Seed), ids=lambda s: s.number)
def test_every_seed_line_is_on_the_site(seed, text, capsys):
    report = check(seed, text)
    with capsys.disabled():
        print(f"\n{seed.number}: {report.found} of {report.total} lines as text, {report.as_table} as calc tables")
    assert report.total > 0
    assert report.missing == []
    assert report.found + report.as_table == report.total


def test_declared_table_ranges_are_rendered_right_there():
    for source in DOCS.rglob("*.md"):
        markdown = source.read_text(encoding="utf-8")
        for match in DECLARED.finditer(markdown):
            name = match.group(4)
            after = markdown[match.end() : match.end() + 400]
            assert re.search(rf'seed_table\("{name}"\)', after), (source.name, name)
