"""003 "ATAQUES SIN ARMAS": unarmed damage by size, plus Strength, lethal or not."""

import pytest

from calc.sources import Seed
from calc.tables import damage_003 as data
from tests.seedtext import normalise, seed_text
from tests.answers import answer

FLAT = normalise(seed_text(Seed.AKENAR))

# Typed from "ATAQUES SIN ARMAS".
SEED_UNARMED_ROWS = (("pequeño", "1d2"), ("mediano", "1d3"), ("grande", "1d4"))


def test_unarmed_table_cell_by_cell():
    t = next(t for t in data.TABLES if t.name == "unarmed_damage_003")
    assert t.columns == ("Personaje", "Daño")
    assert t.rows == SEED_UNARMED_ROWS
    assert "un ataque de este tipo de un personaje mediano hace 1d3 puntos de daño" in FLAT
    assert "El ataque sin armas de un personaje pequeño hace 1d2, mientras que el de uno grande hace 1d4" in FLAT


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"size": "medium", "strength_mod": 1},
            {"dice": "1d3", "attack_penalty": 0, "lethal": False, "min_damage": 2, "max_damage": 4,
             "mean_damage": 3.0, "mean_damage_fraction": "3"},
        ),
        (
            {"size": "small", "strength_mod": -1, "damage": "lethal"},
            {"dice": "1d2", "attack_penalty": -4, "lethal": True, "min_damage": 1, "max_damage": 1,
             "mean_damage": 1.0, "mean_damage_fraction": "1"},
        ),
        (
            {"size": "large", "damage": "lethal_improved"},
            {"dice": "1d4", "attack_penalty": 0, "lethal": True, "min_damage": 1, "max_damage": 4,
             "mean_damage": 2.5, "mean_damage_fraction": "5/2"},
        ),
    ],
)
def test_dispatch_unarmed(inputs, expected):
    assert answer("unarmed_damage_003", inputs) == expected
