"""A calculator's grid (macros/forms.py calculator_grid), read and printed: each column says
something row by row (what is the same in every row is said once, in a note under the
table), a grid without a table of its own runs over a field that changes an answer, and on
paper (tools/pdf.py) every grid fits its frame."""

from __future__ import annotations

import re
import subprocess
from html import unescape

import pytest

from calc import get
from macros.forms import auto_fallback, calculator_grid
from tests.site import built_site
from tools.pdf import PDF

GRID = re.compile(r'<table class="pugna-grid" data-grid="(\w+)">(.*?)</table>', re.S)
ROW = re.compile(r'<tr><th scope="row">.*?</tr>', re.S)
CELL = re.compile(r"<td>(.*?)</td>", re.S)
HEAD = re.compile(r'<th scope="col">(.*?)</th>')
NOT_USED = "Здесь не используются"


def _columns(table: str) -> dict[str, list[str]]:
    """Each column of a grid (but its row labels) and its cells, top to bottom; rows that are
    an error across the table left out."""
    heads = HEAD.findall(table)[1:]
    rows = [CELL.findall(row) for row in ROW.findall(table)]
    return {head: [row[i] for row in rows if len(row) == len(heads)] for i, head in enumerate(heads)}


def test_what_the_cover_grid_leaves_unused_is_said_once_under_it():
    """It was a column repeating one long label in each of its five rows."""
    table, note = calculator_grid("cover_004", "degree", "ru").split("</table>")
    assert list(_columns(table)) == [
        "Укрытие действует", "Почему", "Цель можно атаковать", "Бонус к КБ", "Бонус к испытаниям Реакции",
        "Бонус к Скрытности", "Можно спрятаться (Скрытность)",
        "Преимущество как от Уклонения+ против эффектов с Реакцией", "Внеочередная атака по нему возможна",
    ]
    assert _columns(table)["Бонус к КБ"] == ["0", "2", "4", "8", "0"]
    assert note.count(NOT_USED) == 1
    assert re.search(
        rf'<div class="pugna-grid-note"><p>Во всех строках:</p>\s*<ul><li>{NOT_USED}: '
        r"Низкое препятствие: расстояние от цели \(футы\), Низкое препятствие: расстояние от атакующего \(футы\)</li>",
        note,
    )


def test_no_grid_of_the_site_repeats_one_value_down_a_column():
    site = built_site()
    grids = 0
    repeated = []
    for page in site.rglob("*.html"):
        if page.name == "print_page.html" or "pagefind" in page.parts:
            continue
        for name, table in GRID.findall(page.read_text(encoding="utf-8")):
            grids += 1
            columns = _columns(table)
            assert columns, (page.name, name)  # something besides its row labels
            repeated += [(page.name, name, head) for head, cells in columns.items() if len(cells) > 1 and len(set(cells)) == 1]
    assert grids > 100
    assert repeated == []
    # The note is under the table's scrolling box: inside, it scrolled and faded with a wide table.
    cover = (site / "004" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'data-grid="cover_004">(?:(?!<div).)*?</table>\s*</div>\s*<div class="pugna-grid-note">', cover, re.S)


@pytest.mark.parametrize("name", ["attack_003", "surprise_003", "attack_modifiers_004"])
def test_a_grid_in_place_of_a_table_runs_over_a_field_that_changes_an_answer(name):
    """Over the first small field whatever its effect, attack_003's grid said the same in
    every column of both its rows."""
    table = auto_fallback(get(name), "en").split("</table>")[0]
    assert any(len(set(cells)) > 1 for cells in _columns(table).values()), table[:300]


def test_a_calculator_no_small_field_changes_shows_a_worked_example():
    assert 'class="pugna-grid pugna-example"' in auto_fallback(get("hp_state_003"), "es")


# On paper: an A4 page less tools/pdf.py's margins (pugna.css's @page has the same).
MM = 96 / 25.4  # CSS pixels
PAPER_PX = (210 - sum(float(PDF["margin"][side].removesuffix("mm")) for side in ("left", "right"))) * MM

OVERFLOW = """() => [...document.querySelectorAll('table.pugna-grid')].flatMap((table) => {
  const frame = table.closest('.pugna-calc');
  const inner = frame.getBoundingClientRect().right - parseFloat(getComputedStyle(frame).borderRightWidth);
  const wide = table.getBoundingClientRect().right > inner + 0.5;
  const cells = [...table.querySelectorAll('th, td')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1);
  return wide || cells.length ? [`${table.dataset.grid}: ${wide ? 'past its frame' : ''} ${cells.map((c) => c.textContent).join(' | ')}`] : [];
})"""


def test_on_paper_every_grid_fits_its_frame(page, site_url):
    """Cover's grid ran past its frame; one wider than the page had Chromium print every page
    of the reference at 79%."""
    page.set_viewport_size({"width": round(PAPER_PX), "height": 1000})
    page.goto(site_url + "print_page.html", wait_until="load")
    page.emulate_media(media="print")
    assert page.evaluate("document.querySelectorAll('table.pugna-grid').length") > 100
    assert page.evaluate("document.documentElement.scrollWidth") <= round(PAPER_PX)
    assert page.evaluate(OVERFLOW) == []


# The cover calculator of 004 alone, printed as `make pdf` prints.
ONLY_COVER = ".pugna-content > :not(:has(#calc-form-cover_004), #calc-form-cover_004) { display: none !important; }"


@pytest.fixture
def cover_pdf(page, site_url, tmp_path):
    page.goto(site_url + "004/index.html", wait_until="networkidle")
    page.add_style_tag(content=ONLY_COVER)
    page.emulate_media(media="print")
    path = tmp_path / "cover.pdf"
    page.pdf(path=str(path), **PDF)
    return path


def _words(pdf) -> list[list[tuple[str, float]]]:
    """Each page's words, each with the top of its box (points from the page's top)."""
    xml = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    return [
        [(unescape(word), float(top)) for top, word in re.findall(r'<word xMin="[\d.]+" yMin="([\d.]+)"[^>]*>([^<]*)</word>', page)]
        for page in xml.split("<page ")[1:]
    ]


def _ink_past_the_frame(pdf, number: int, dpi: int = 100) -> int:
    """Dark pixels right of the right-most long vertical line of page ``number`` (the form's
    frame), from poppler's grey rendering."""
    data = subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", "-f", str(number), "-l", str(number), str(pdf)], capture_output=True, check=True).stdout
    magic, size, _depth, pixels = data.split(b"\n", 3)
    assert magic == b"P5"
    width, height = map(int, size.split())
    line = re.compile(rb"[\x00-\xea]{%d,}" % (height // 5))
    frame = max(x for x in range(width) if line.search(pixels[x::width]))
    return sum(1 for y in range(height) for value in pixels[y * width + frame + 3 : (y + 1) * width] if value < 160)


def test_the_printed_cover_grid_holds_its_rows_within_its_frame_on_one_page(cover_pdf):
    """Its five rows filled an A4 page, each as tall as a long label repeated in it, and that
    label ran past the frame."""
    pages = _words(cover_pdf)
    rows = ["наполовину)", "бойница)", "досягаемости)"]  # the ends of rows 2, 4 and 5
    found = [(number, top) for number, words in enumerate(pages, 1) for word, top in words if word in rows]
    assert len(found) == 3 and len({number for number, _ in found}) == 1, found
    page_height = 297 * 72 / 25.4
    assert found[-1][1] - found[0][1] < page_height / 4
    assert [_ink_past_the_frame(cover_pdf, number) for number in range(1, len(pages) + 1)] == [0] * len(pages)
