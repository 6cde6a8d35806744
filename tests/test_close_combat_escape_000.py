"""000 "Per liberarsi dell’avversario": breaking free from close combat."""

from fractions import Fraction

import pytest

from calc import InputError
from calc.rules.close_combat_escape_000 import breaker_save, separation_chance
from calc.sources import Seed
from calc.tables.close_combat_000 import ESCAPE_SOURCE
from tests.seedtext import normalise, seed_text
from tests.answers import answer

SEED = normalise(seed_text(Seed.AD2E_HOUSE))


def test_the_source_is_verbatim_in_the_seed():
    assert normalise(ESCAPE_SOURCE.section) in SEED


def _brute_force(breaker: int, holder: int) -> Fraction:
    """Independent count of the reading: d100 each, margin = chance − roll, breaker must pass by more."""
    wins = sum(
        1
        for rb in range(1, 101)
        for rh in range(1, 101)
        if rb <= breaker and breaker - rb > holder - rh
    )
    return Fraction(wins, 10_000)


@pytest.mark.parametrize(
    ("breaker", "holder", "p"),
    [
        (50, 50, Fraction(149, 400)),
        (60, 50, Fraction(189, 400)),
        (0, 30, Fraction(0)),
        (100, 0, Fraction(1)),
        (100, 100, Fraction(99, 200)),
    ],
)
def test_separation_needs_a_greater_margin(breaker, holder, p):
    assert separation_chance(breaker, holder) == p


@pytest.mark.parametrize("breaker", [0, 1, 25, 50, 77, 100, 110, 150])
@pytest.mark.parametrize("holder", [0, 1, 33, 50, 99, 100])
def test_separation_matches_a_brute_force_count(breaker, holder):
    assert separation_chance(breaker, holder) == _brute_force(breaker, holder)


@pytest.mark.parametrize(("save", "separators", "used"), [(50, 0, 50), (50, 1, 55), (50, 2, 60), (95, 3, 110)])
def test_plus_5_percent_per_creature_pulling_them_apart(save, separators, used):
    assert breaker_save(save, separators) == used


def test_escape_dispatch():
    assert answer("close_combat_escape_000", {"breaker_save_chance": 50, "holder_save_chance": 50, "separators": 2}) == {
        "breaker_save_used": 60, "p_separated": 0.4725, "p_separated_fraction": "189/400",
    }


def test_bad_input_names_the_field():
    with pytest.raises(InputError) as error:
        answer("close_combat_escape_000", {"breaker_save_chance": 50, "holder_save_chance": 50, "separators": 11})
    assert error.value.field == "separators"
