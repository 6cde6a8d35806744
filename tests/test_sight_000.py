"""000 "Accecato" and "Evitare lo sguardo": moving blind, avoiding a gaze."""

from fractions import Fraction

import pytest

from calc.rules.sight_000 import avoid_gaze_all, blind_crash_dice, blind_direction_chance
from calc.sources import Seed
from calc.tables.sizes import CreatureSize
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AD2E_HOUSE)


@pytest.mark.parametrize(
    "phrase",
    [
        "dovrà tirare un dado da dieci",
        "con un risultato di 1-5 si dirigerà nella direzione voluta",
        "(1-7 se si possiede la competenza blind fighting)",
        "1d4 danni per loro size di grandezza",
        "una possibilità pari al 50%",
    ],
)
def test_the_numbers_are_printed(phrase):
    assert phrase in TEXT


def test_blind_direction_d10():
    assert blind_direction_chance(False) == Fraction(5, 10)
    assert blind_direction_chance(True) == Fraction(7, 10)
    assert blind_direction_chance(False, touching=True) == 1


@pytest.mark.parametrize(("size", "dice"), [(CreatureSize.TINY, 1), (CreatureSize.SMALL, 2), (CreatureSize.MEDIUM, 3), (CreatureSize.LARGE, 4), (CreatureSize.HUGE, 5), (CreatureSize.GARGANTUAN, 6)])
def test_blind_crash_one_d4_per_size(size, dice):
    assert blind_crash_dice(size) == dice


def test_dispatch_blind():
    assert answer("blind_000", {}) == {
        "safe_speed": "1/3",
        "intended_direction_max_roll": 5,
        "p_intended_direction": 0.5,
        "p_intended_direction_fraction": "1/2",
        "crash_damage": "3d4",
    }
    assert answer("blind_000", {"blind_fighting": True, "size": "large"}) == {
        "safe_speed": "1/3",
        "intended_direction_max_roll": 7,
        "p_intended_direction": 0.7,
        "p_intended_direction_fraction": "7/10",
        "crash_damage": "4d4",
    }
    assert answer("blind_000", {"touching": True})["p_intended_direction_fraction"] == "1"


@pytest.mark.parametrize(("n", "p"), [(1, Fraction(1, 2)), (2, Fraction(1, 4)), (3, Fraction(1, 8))])
def test_avoiding_gaze_fifty_percent_each(n, p):
    assert avoid_gaze_all(n) == p


def test_dispatch_avoid_gaze():
    assert answer("avoid_gaze_000", {"sources": 2}) == {
        "p_avoid_all": 0.25,
        "p_avoid_all_fraction": "1/4",
        "p_meet_any": 0.75,
        "p_meet_any_fraction": "3/4",
        "save_bonus_if_met": 1,
    }
