"""003 range increments: −2 per full increment, 5 (thrown) and 10 (projectile) increments at most."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from calc.rules.range_003 import in_range, increments_passed, max_range, range_penalty
from calc.sources import Seed
from calc.tables import range_003 as data
from calc.tables.range_003 import RangedWeapon
from tests.seedtext import normalise, seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)
FLAT = normalise(TEXT)


def table(name):
    return next(t for t in data.TABLES if t.name == name)


@pytest.mark.parametrize("source", [data.RANGE_SOURCE, data.MAX_RANGE_SOURCE])
def test_sources_are_headings_of_the_seed(source):
    assert source.seed is Seed.AKENAR
    assert "\n" + source.section + "\n" in TEXT


def test_max_range_table_cell_by_cell():
    t = table("range_max_003")
    assert t.columns == ("Arma", "Alcance máximo")
    assert t.rows == (("arrojadiza", "5 incrementos de distancia"), ("de proyectil", "10 incrementos"))
    # both ways the seed says it
    assert "La armas arrojadizas, como los venablos, tienen un alcance máximo de 5 incrementos de distancia" in FLAT
    assert "las de proyectil, corno los arcos, pueden disparar llegando.basta los 10 incrementos" in FLAT
    assert "EL alcance máximo para un arma arrojadiza es de cinco incrementos de distancia" in FLAT
    assert "Para armas de proyectiles, son diez incrementos" in FLAT


def test_increments_table_cell_by_cell():
    t = table("range_increments_003")
    assert t.columns == ("Arma", "Incremento de distancia")
    assert t.rows == (("daga arrojadiza", "2m"), ("ballesta", "12m"), ("arco largo", "20m"))
    assert "como 2m en el caso de la daga arrojadiza y 12m en el de la ballesta" in FLAT
    assert "arco largo (incremento de distancia de 20m)" in FLAT


def test_notes_quote_the_seed():
    quotes = table("range_increments_003").notes[:-1] + table("range_max_003").notes
    for note in quotes:
        assert normalise(note) in FLAT


@pytest.mark.parametrize(
    ("distance", "increment", "passed", "penalty"),
    [
        (1, 20, 0, 0),
        (20, 20, 0, 0),  # "puede impactar a enemigos hasta 20m sin penalizador"
        (21, 20, 1, -2),
        (40, 20, 1, -2),
        (41, 20, 2, -4),
        (60, 20, 2, -4),
        (70, 20, 3, -6),  # "un blanco situado a 70m un penalizador -6"
        (80, 20, 3, -6),
        (81, 20, 4, -8),
        (200, 20, 9, -18),  # longbow at its maximum range
        (10, 2, 4, -8),  # throwing dagger at its maximum range
        (13, 12, 1, -2),  # crossbow
    ],
)
def test_penalty_per_full_increment(distance, increment, passed, penalty):
    assert increments_passed(distance, increment) == passed
    assert range_penalty(distance, increment) == penalty


@pytest.mark.parametrize(
    ("weapon", "increment", "distance", "maximum", "inside"),
    [
        (RangedWeapon.THROWN, 2, 10, 10, True),
        (RangedWeapon.THROWN, 2, 11, 10, False),
        (RangedWeapon.PROJECTILE, 12, 120, 120, True),
        (RangedWeapon.PROJECTILE, 12, 121, 120, False),
        (RangedWeapon.PROJECTILE, 20, 200, 200, True),
    ],
)
def test_maximum_range(weapon, increment, distance, maximum, inside):
    assert max_range(weapon, increment) == maximum
    assert in_range(weapon, distance, increment) is inside


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"weapon": "projectile", "increment_m": 20, "distance_m": 70},
            {"increments_passed": 3, "range_penalty": -6, "max_range_m": 200, "in_range": True},
        ),
        (
            {"weapon": "thrown", "increment_m": 2, "distance_m": 2},
            {"increments_passed": 0, "range_penalty": 0, "max_range_m": 10, "in_range": True},
        ),
        (
            # Beyond a thrown weapon's 5 increments: no attack, so no penalty (it once showed -10).
            {"weapon": "thrown", "increment_m": 2, "distance_m": 12},
            {"increments_passed": 5, "range_penalty": None, "max_range_m": 10, "in_range": False},
        ),
        (
            {"weapon": "projectile", "increment_m": 12, "distance_m": 25},
            {"increments_passed": 2, "range_penalty": -4, "max_range_m": 120, "in_range": True},
        ),
    ],
)
def test_dispatch(inputs, expected):
    assert answer("range_penalty_003", inputs) == expected


def test_in_range_penalties_fit_the_attack_calculator():
    # attack_003 accepts range penalties down to -18: the worst penalty still within range.
    assert range_penalty(max_range(RangedWeapon.PROJECTILE, 7), 7) == -18
    assert range_penalty(max_range(RangedWeapon.THROWN, 7), 7) == -8


@given(st.integers(1, 2000), st.integers(1, 2000), st.integers(1, 100))
def test_penalty_never_shrinks_with_distance_and_is_even(d1, d2, increment):
    near, far = sorted((d1, d2))
    assert range_penalty(far, increment) <= range_penalty(near, increment) <= 0
    assert range_penalty(far, increment) % 2 == 0
    # the band: (passed × increment, (passed + 1) × increment]
    passed = increments_passed(far, increment)
    assert passed * increment < far <= (passed + 1) * increment
