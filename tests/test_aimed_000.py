"""000 "COLPO MIRATO": -3/-4/-5 by location, +1 initiative, the seed's worked example."""

from fractions import Fraction

import pytest

from calc import InputError
from calc.rules.aimed_000 import aimed_roll_needed, effective_ac, p_aimed_hit
from calc.sources import Seed
from calc.tables import tables
from calc.tables.aimed_000 import AIMED_INITIATIVE, AIMED_PENALTY, AIMED_SOURCE, AimedPart as P
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AD2E_HOUSE)

SEED_PENALTIES = [(P.LARGE, -3), (P.MEDIUM, -4), (P.SMALL, -5)]


@pytest.mark.parametrize(("part", "penalty"), SEED_PENALTIES)
def test_penalty_by_part(part, penalty):
    assert AIMED_PENALTY[part] == penalty


def test_printed_table_cell_by_cell_and_verbatim():
    rows = tables()["aimed_000"].rows
    assert rows == (
        ("Colpire una parte grande del bersaglio (es. torso od un oggetto large)", "– 3"),
        ("Colpire una parte media del bersaglio (es. arto od un oggetto medium)", "– 4"),
        ("Colpire una parte piccola del bersaglio (es. testa od un oggetto small)", "– 5"),
    )
    for location, penalty in rows:
        assert f"{location} penalità di {penalty}" in TEXT
    assert AIMED_SOURCE.section in TEXT
    assert AIMED_INITIATIVE == 1 and "+ 1 all’iniziativa" in TEXT


def test_the_seeds_worked_example():
    # "un guerriero con Thac0 15 ... mirare alla testa ... dovrà allora colpire AC 10 con una penalità di – 5, quindi AC 5"
    assert "dovrà allora colpire AC 10 con una penalità di – 5, quindi AC 5" in TEXT
    assert effective_ac(10, P.SMALL) == 5
    assert aimed_roll_needed(15, 10, P.SMALL) == 10
    assert p_aimed_hit(15, 10, P.SMALL) == Fraction(11, 20)
    # against the field plate (AC 2) without aiming he would need 13
    assert 15 - 2 == 13


@pytest.mark.parametrize(
    ("thac0", "ac", "part", "needed", "p"),
    [(20, 10, P.LARGE, 13, Fraction(8, 20)), (20, 4, P.MEDIUM, 20, Fraction(1, 20)), (20, 2, P.SMALL, 23, Fraction(0)), (5, 10, P.LARGE, -2, Fraction(1))],
)
def test_roll_needed(thac0, ac, part, needed, p):
    assert aimed_roll_needed(thac0, ac, part) == needed
    assert p_aimed_hit(thac0, ac, part) == p


def test_dispatch_golden():
    assert answer("aimed_blow_000", {"part": "small", "thac0": 15}) == {
        "to_hit_penalty": -5,
        "initiative_penalty": 1,
        "effective_ac": 5,
        "roll_needed": 10,
        "p_hit": 0.55,
        "p_hit_fraction": "11/20",
        "on_hit": "damage",
    }
    assert answer("aimed_blow_000", {"part": "medium", "thac0": 12, "location_ac": 3, "target": "object"}) == {
        "to_hit_penalty": -4,
        "initiative_penalty": 1,
        "effective_ac": -1,
        "roll_needed": 13,
        "p_hit": 0.4,
        "p_hit_fraction": "2/5",
        "on_hit": "object_save",
    }


def test_part_and_thac0_are_required():
    with pytest.raises(InputError) as error:
        answer("aimed_blow_000", {"thac0": 15})
    assert error.value.field == "part"
    with pytest.raises(InputError) as error:
        answer("aimed_blow_000", {"part": "large"})
    assert error.value.field == "thac0"


def test_other_to_hit_modifiers_lower_the_roll_needed():
    # The text's example (THAC0 15, head at AC 10: AC 5, needs 10) with +1 more from Strength.
    assert answer("aimed_blow_000", {"part": "small", "location_ac": 10, "thac0": 15, "other_to_hit": 1})["roll_needed"] == 9
