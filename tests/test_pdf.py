"""The printable reference: `make pdf`'s PDF, read back with poppler (pdftotext, pdftoppm)."""

from __future__ import annotations

import re
import subprocess

import pytest

from tests.site import built_site
from tools.pdf import print_pdf

TEXT_STARTS = [  # the first heading of each text, as printed
    "SITUAZIONI PARTICOLARI DI COMBATTIMENTO",
    "Regole Tattiche",
    "Fasi di un combattimento",
    "CÓMO FUNCIONA EL COMBATE",
    "Боевые модификаторы",
]


@pytest.fixture(scope="module")
def pdf(tmp_path_factory, browser):
    built_site()
    return print_pdf(tmp_path_factory.mktemp("pdf") / "pugna.pdf", browser)


@pytest.fixture(scope="module")
def pages(pdf) -> list[str]:
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True)
    return out.stdout.split("\f")


def test_it_has_a_table_of_contents_and_numbered_pages(pages):
    assert len(pages) > 30
    assert "Contents · Indice · Índice · Содержание" in pages[0]
    assert "SITUAZIONI PARTICOLARI DI COMBATTIMENTO" in pages[0]  # the contents list itself
    for number in (1, 2, len(pages) // 2):
        assert re.search(rf"Pugna · {number} / \d+", pages[number - 1]), number


@pytest.mark.parametrize("heading", TEXT_STARTS)
def test_each_text_starts_on_a_new_page(pages, heading):
    tops = ["\n".join(line for line in page.splitlines() if line.strip())[:400] for page in pages]
    assert any(heading in top for top in tops), heading


def test_accents_and_cyrillic_survive(pages):
    text = "\n".join(pages)
    for word in ("opportunità", "CÓMO", "DAÑO", "Модификаторы к КБ", "укрытие"):
        assert word in text, word


def test_key_table_values_are_printed(pages):
    text = "\n".join(pages)
    assert re.search(r"\+10\s+17\s+0", text)  # 002: NPC +10 -> TPC 17, BNPC 0
    assert re.search(r"\+25 in poi\s+20\s+-10", text)  # the source's quirk, kept
    assert re.search(r"18/51", text)  # 000: the monster strength table


def test_no_app_controls_are_printed(pages):
    text = "\n".join(pages)
    assert "Search" not in text
    assert "make serve" not in text  # calculator status lines are screen-only


def test_pages_render(pdf, pages, tmp_path):
    middle = len(pages) // 2
    for number in (1, middle):
        subprocess.run(["pdftoppm", "-r", "40", "-png", "-f", str(number), "-l", str(number), str(pdf), str(tmp_path / f"p{number}")], check=True)
    images = sorted(tmp_path.glob("p*.png"))
    assert len(images) == 2
    # The contents page and a page of text: rendered, not blank (a blank A4 at 40 dpi is < 2 KB).
    assert all(image.stat().st_size > 5_000 for image in images)
