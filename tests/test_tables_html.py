"""Each table's box is a named keyboard stop in the HTML itself (macros/tables.py): a box that
scrolls takes the keyboard before and without JavaScript (tables.js only takes the stop away,
once laid out, from a box that does not scroll). One stop per table, named after its caption,
each name once on a page."""

from __future__ import annotations

import re
from collections import Counter

from macros.tables import scroll_region, unique_region_names
from tests.site import built_site, site_pages

BOX = re.compile(r'<div class="(pugna-table|pugna-scroll)"([^>]*)>')


def test_a_box_is_named_after_its_caption_else_its_first_cell():
    assert scroll_region("<table><caption>Tiro <b>per</b> colpire &amp; danno</caption><tr><td>1</td></tr></table>") == {
        "tabindex": "0", "role": "region", "aria_label": "Tiro per colpire & danno"}
    assert scroll_region("<table><tr><th>Taglia</th><td>M</td></tr></table>")["aria_label"] == "Taglia"
    long = scroll_region(f"<table><caption>{'x' * 120}</caption></table>")["aria_label"]
    assert len(long) == 90 and long.endswith("…")
    assert scroll_region("<figure><svg></svg></figure>") == {}


def test_a_name_met_again_on_a_page_gets_its_ordinal():
    box = '<div class="pugna-scroll" tabindex="0" role="region" aria-label="{}">'
    page = box.format("A") + box.format("B") + box.format("A") + box.format("A (2)") + box.format("A")
    assert re.findall(r'aria-label="([^"]*)"', unique_region_names(page)) == ["A", "B", "A (2)", "A (2) (2)", "A (3)"]


def test_every_table_on_every_page_has_one_named_stop_from_the_start():
    site = built_site()
    checked = 0
    for path in site_pages():
        html = (site / path).read_text(encoding="utf-8")
        names = []
        for match in BOX.finditer(html):
            kind, attrs = match.groups()
            after = html[match.end():]
            holds_seed_table = kind == "pugna-scroll" and after.lstrip().startswith('<div class="pugna-table"')
            if holds_seed_table:  # the seed table's own box is the stop
                assert 'role="region"' not in attrs, (path, attrs)
                continue
            if not after.lstrip().startswith("<table") and kind == "pugna-scroll":
                continue  # a chart, not a table
            assert 'tabindex="0" role="region" aria-label="' in attrs, (path, attrs)
            names.append(re.search(r'aria-label="([^"]*)"', attrs).group(1))
            checked += 1
        assert all(names) and not [n for n, k in Counter(names).items() if k > 1], (path, names)
    assert checked > 150
