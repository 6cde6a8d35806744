"""003 "MANIOBRAS DE COMBATE": the size bonus of BoM and DeM, cell by cell."""

import pytest

from calc.sources import Seed
from calc.tables import tables
from calc.tables.sizes import CreatureSize as Size
from calc.tables.sizes_003 import DEX_SIZE_LIMIT, SIZES, SIZES_SOURCE
from tests.seedtext import seed_text

TEXT = seed_text(Seed.AKENAR)

# Typed from the seed: "Minúsculo –8, Diminuto –4, Menudo –2, Pequeño –1, Medio +0, Grande +1,
# Enorme +2, Gargantuesco +4, Colosal +8" (the seed's minus is the en dash).
SEED_SIZES = [
    ("Minúsculo", "–8", -8),
    ("Diminuto", "–4", -4),
    ("Menudo", "–2", -2),
    ("Pequeño", "–1", -1),
    ("Medio", "+0", 0),
    ("Grande", "+1", 1),
    ("Enorme", "+2", 2),
    ("Gargantuesco", "+4", 4),
    ("Colosal", "+8", 8),
]


def test_the_sentence_is_in_the_seed_verbatim():
    printed = ", ".join(f"{name} {cell}" for name, cell, _ in SEED_SIZES)
    assert f"El bono de tamaño es el siguiente: {printed}." in TEXT
    assert SIZES_SOURCE.section in TEXT


@pytest.mark.parametrize(("index", "name", "printed", "value"), [(i, *row) for i, row in enumerate(SEED_SIZES)])
def test_every_size_in_order(index, name, printed, value):
    row = list(SIZES.values())[index]
    assert (row.name, row.printed, row.modifier) == (name, printed, value)
    assert list(Size)[index] is row.size


def test_printed_table_cell_by_cell():
    t = tables()["sizes_003"]
    assert t.columns == ("Tamaño", "Bono de tamaño")
    assert t.rows == tuple((name, printed) for name, printed, _ in SEED_SIZES)
    assert t.source == SIZES_SOURCE
    for note in t.notes:
        assert note in TEXT


def test_dexterity_from_menudo_down():
    # "Las criaturas de tamaño menudo o inferiores usarán modificador de Destreza"
    assert DEX_SIZE_LIMIT is Size.TINY
    assert SIZES[DEX_SIZE_LIMIT].name == "Menudo"
