"""000 "LA SORPRESA NEI COMBATTIMENTI": 1-3 on 1d10, its modifiers, and the tired sentinel."""

from fractions import Fraction

import pytest

from calc.rules.surprise_000 import p_surprised, surprise_modifier, surprised_max_roll
from calc.sources import Seed
from calc.tables import tables
from calc.tables.surprise_000 import (
    SENTINEL_EFFECTIVE_HOURS,
    SENTINEL_FATIGUE,
    SENTINEL_REST_HOURS,
    STATE_MODIFIER,
    SURPRISE_DIE,
    SURPRISE_MAX,
    SURPRISE_SOURCE,
    SurpriseState as St,
)
from tests.seedtext import seed_text
from tests.answers import answer
from calc import dispatch

TEXT = seed_text(Seed.AD2E_HOUSE)


def test_the_passage_is_in_the_text():
    assert SURPRISE_SOURCE.section in TEXT


@pytest.mark.parametrize(
    ("state", "modifier", "phrase"),
    [
        (St.GUARD, 0, 'fare la "guardia" da una postazione fissa'),
        (St.WARY, 0, 'dichiarare di essere "guardinghi"'),
        (St.MOVING, -2, "senza procedere con cautela particolare (dimezzando il movimento), potrà effettuare il tiro per la sorpresa ma subirà una penalità di -2"),
        (St.BUSY, -4, "non aspettandosi l'incontro potrà effettuare il tiro per la sorpresa ma subirà una penalità di -4"),
        (St.EXPECTING, None, "non è possibile essere presi di sorpresa"),
    ],
)
def test_state_modifiers(state, modifier, phrase):
    assert STATE_MODIFIER[state] == modifier
    assert phrase in TEXT


def test_printed_table_cell_by_cell():
    rolled = f"sorpresa con 1-{SURPRISE_MAX} su 1d{SURPRISE_DIE}"
    assert tables()["surprise_000"].rows == (
        ('Attenta ad eventuali incontri ostili: "guardia" da una postazione fissa', rolled),
        ('Attenta mentre cammina a metà movimento: "guardinghi"', rolled),
        ("Sta muovendosi o viaggiando senza procedere con cautela particolare", f"{rolled}, penalità di {STATE_MODIFIER[St.MOVING]}"),
        ("Sta compiendo una qualunque azione complessa non aspettandosi l'incontro", f"{rolled}, penalità di {STATE_MODIFIER[St.BUSY]}"),
        ("È in attesa di uno specifico incontro", "non può essere sorpresa"),
        (
            f'Sentinella oltre le prime {SENTINEL_EFFECTIVE_HOURS} ore di "guardia" senza riposare {SENTINEL_REST_HOURS} ore',
            f"penalità di {SENTINEL_FATIGUE}",
        ),
    )


@pytest.mark.parametrize(
    ("state", "kwargs", "modifier", "max_roll", "p"),
    [
        (St.GUARD, {}, 0, 3, Fraction(3, 10)),
        (St.GUARD, {"reaction_adj": 2}, 2, 1, Fraction(1, 10)),
        (St.GUARD, {"reaction_adj": 3}, 3, 0, Fraction(0)),
        (St.MOVING, {}, -2, 5, Fraction(1, 2)),
        (St.BUSY, {}, -4, 7, Fraction(7, 10)),
        (St.BUSY, {"deaf": True, "other": -3}, -8, 10, Fraction(1)),
        (St.GUARD, {"guard_hour": 3}, 0, 3, Fraction(3, 10)),  # the first three hours are fine
        (St.GUARD, {"guard_hour": 4}, -2, 5, Fraction(1, 2)),
        (St.GUARD, {"guard_hour": 4, "tireless": True}, 0, 3, Fraction(3, 10)),
        (St.WARY, {"deaf": True}, -1, 4, Fraction(2, 5)),
        (St.EXPECTING, {"other": -4}, None, 0, Fraction(0)),
    ],
)
def test_surprise_chance(state, kwargs, modifier, max_roll, p):
    mod = surprise_modifier(state, **kwargs)
    assert mod == modifier
    assert surprised_max_roll(mod) == max_roll
    assert p_surprised(mod) == p


def test_dispatch_golden():
    assert answer("surprise_000", {}) == {
        "can_be_surprised": True,
        "modifier": 0,
        "surprised_max_roll": 3,
        "p_surprised": 0.3,
        "p_surprised_fraction": "3/10",
    }
    assert answer("surprise_000", {"state": "guard", "guard_hour": "5", "reaction_adj": "1"}) == {
        "can_be_surprised": True,
        "modifier": -1,
        "surprised_max_roll": 4,
        "p_surprised": 0.4,
        "p_surprised_fraction": "2/5",
    }
    assert answer("surprise_000", {"state": "expecting"}) == {
        "can_be_surprised": False,
        "modifier": 0,
        "surprised_max_roll": 0,
        "p_surprised": 0.0,
        "p_surprised_fraction": "0",
    }


def test_guard_hours_only_for_a_guard_post():
    # Sentinel fatigue is for a fixed post: a moving party's hour of guard is not used.
    result = dispatch("surprise_000", {"state": "moving", "guard_hour": 5})
    assert result["ignored"] == ["guard_hour", "tireless"]
    assert result["modifier"] == dispatch("surprise_000", {"state": "moving"})["modifier"]
