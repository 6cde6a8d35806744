"""Every citation points at a passage printed verbatim in its seed; the seed copies are intact."""

from __future__ import annotations

from pathlib import Path

import pytest

from calc import calculators
from calc.sources import Seed
from calc.tables import tables
from tests.seedtext import SEEDS_DIR, normalise, seed_text

SHARED = Path(__file__).resolve().parents[2] / "shared" / "seeds"


@pytest.mark.parametrize("calculator", calculators(), ids=lambda c: c.name)
def test_calculator_cites_a_real_passage(calculator):
    assert normalise(calculator.source.section) in normalise(seed_text(calculator.source.seed))


@pytest.mark.parametrize("table", list(tables().values()), ids=lambda t: t.name)
def test_table_cites_a_real_passage(table):
    assert normalise(table.source.section) in normalise(seed_text(table.source.seed))


def test_all_five_seeds_are_kept():
    assert sorted(p.name for p in SEEDS_DIR.glob("*.txt")) == sorted(s.filename for s in Seed)


@pytest.mark.skipif(not SHARED.is_dir(), reason="no shared/ beside this checkout")
@pytest.mark.parametrize("seed", list(Seed), ids=lambda s: s.number)
def test_seed_copies_equal_shared(seed):
    assert (SHARED / seed.filename).read_bytes() == (SEEDS_DIR / seed.filename).read_bytes()
