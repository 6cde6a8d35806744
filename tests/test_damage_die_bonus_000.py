"""000: a bonus on the base damage die, the back attack's and the conditions', never past the die's maximum."""

from fractions import Fraction

import pytest

from calc.rules.damage_die_bonus_000 import die_average, die_with_bonus
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AD2E_HOUSE)


@pytest.mark.parametrize(
    "phrase",
    [
        "qualora questo non sia risultato già il massimo",
        "migliora esclusivamente il tiro effettuato con il dado entro il risultato massimo previsto dal dado stesso",
    ],
)
def test_both_wordings_are_printed(phrase):
    assert phrase in TEXT


@pytest.mark.parametrize(
    ("roll", "bonus", "sides", "result"),
    [(1, 3, 6, 4), (3, 3, 6, 6), (4, 3, 6, 6), (6, 3, 6, 6), (5, 2, 6, 6), (1, 1, 4, 2), (4, 1, 4, 4), (7, 2, 8, 8)],
)
def test_base_die_bonus_never_passes_the_maximum(roll, bonus, sides, result):
    assert die_with_bonus(roll, bonus, sides) == result


def test_die_average_exact():
    assert die_average(6, 0) == Fraction(7, 2)
    assert die_average(6, 2) == Fraction(3 + 4 + 5 + 6 + 6 + 6, 6)
    assert die_average(8, 3) == Fraction(4 + 5 + 6 + 7 + 8 + 8 + 8 + 8, 8)


def test_dispatch_damage_die():
    # Every face with the bonus, never beyond the die's maximum.
    assert answer("damage_die_bonus_000", {"sides": 6, "bonus": 2}) == {"results": [3, 4, 5, 6, 6, 6], "average": 5.0, "average_fraction": "5"}
    assert answer("damage_die_bonus_000", {"sides": 8, "bonus": 3}) == {"results": [4, 5, 6, 7, 8, 8, 8, 8], "average": 6.75, "average_fraction": "27/4"}
