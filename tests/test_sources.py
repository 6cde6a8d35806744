"""Every citation points at a passage printed verbatim in its text; one file per text."""

from __future__ import annotations

import pytest

from calc import calculators
from calc.sources import Seed
from calc.tables import tables
from calc.sources import TEXTS_DIR
from tests.seedtext import normalise, seed_text


@pytest.mark.parametrize("calculator", calculators(), ids=lambda c: c.name)
def test_calculator_cites_a_real_passage(calculator):
    assert normalise(calculator.source.section) in normalise(seed_text(calculator.source.seed))


@pytest.mark.parametrize("table", list(tables().values()), ids=lambda t: t.name)
def test_table_cites_a_real_passage(table):
    assert normalise(table.source.section) in normalise(seed_text(table.source.seed))


def test_one_file_per_text():
    assert sorted(p.name for p in TEXTS_DIR.glob("*.txt")) == sorted(s.path.name for s in Seed)
