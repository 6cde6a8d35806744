"""000 "DISARMARE": both roll, disarmer -4, two hands +3, lower AC wins; d6 direction, 1-4 m."""

from fractions import Fraction

import pytest

from calc import InputError
from calc.rules.disarm_000 import disarm_allowed, disarms, p_disarm, scatter
from calc.sources import Seed
from calc.tables import tables
from calc.tables.disarm_000 import DIRECTIONS, DISARM_SOURCE, Direction as D
from calc.tables.sizes_000 import WeaponSize as W
from tests.seedtext import seed_text
from tests.answers import answer
from calc import dispatch

TEXT = seed_text(Seed.AD2E_HOUSE)

SEED_DIRECTIONS = [
    (1, D.AHEAD, "dritta avanti"),
    (2, D.AHEAD_RIGHT, "avanti a destra"),
    (3, D.AHEAD_LEFT, "avanti a sinistra"),
    (4, D.BEHIND_RIGHT, "dietro a destra"),
    (5, D.BEHIND_LEFT, "dietro a sinistra"),
    (6, D.BEHIND, "dritta dietro"),
]


@pytest.mark.parametrize(("roll", "direction", "printed"), SEED_DIRECTIONS)
def test_direction_table(roll, direction, printed):
    assert DIRECTIONS[roll] == (direction, printed)
    assert scatter(roll) == (direction, printed)
    assert f"{roll}\xa0\xa0\xa0\xa0\xa0\xa0\xa0 {printed}" in TEXT
    assert answer("disarm_scatter_000", {"direction_roll": roll, "distance_roll": 2}) == {
        "direction": direction.value,
        "distance_m": 2,
    }


def test_direction_codes_speak_the_seeds_words_in_italian():
    from calc import get

    output = get("disarm_scatter_000").outputs[0]
    assert [(o.value, o.label.get("it")) for o in output.codes] == [(d.value, printed) for _, d, printed in SEED_DIRECTIONS]


def test_printed_table_cell_by_cell():
    assert tables()["disarm_direction_000"].rows == (
        ("1", "dritta avanti"),
        ("2", "avanti a destra"),
        ("3", "avanti a sinistra"),
        ("4", "dietro a destra"),
        ("5", "dietro a sinistra"),
        ("6", "dritta dietro"),
    )


def test_the_passage_is_in_the_text():
    assert DISARM_SOURCE.section in TEXT


@pytest.mark.parametrize(
    ("attacker", "defender", "ok"),
    [(W.SMALL, W.LARGE, False), (W.SMALL, W.MEDIUM, True), (W.MEDIUM, W.LARGE, True), (W.LARGE, W.SMALL, True)],
)
def test_small_cannot_disarm_large(attacker, defender, ok):
    assert disarm_allowed(attacker, defender) is ok


def test_a_strictly_lower_ac_disarms():
    assert disarms(2, 3) and not disarms(3, 3) and not disarms(4, 3)


@pytest.mark.parametrize(
    ("ta", "td", "two", "p"),
    [
        # equal THAC0: the disarmer's d20 must beat the defender's by 5 or more: 15+14+...+1 = 120
        (15, 15, False, Fraction(120, 400)),
        # two hands: by 8 or more: 12+...+1 = 78
        (15, 15, True, Fraction(78, 400)),
        # disarmer 5 better: by 0 or more... strictly, ra - rd >= 0 -> 210
        (10, 15, False, Fraction(210, 400)),
        (1, 30, False, Fraction(1)),
        (30, 1, False, Fraction(0)),
    ],
)
def test_exact_chance(ta, td, two, p):
    assert p_disarm(ta, td, two) == p


def test_dispatch_golden():
    assert answer("disarm_000", {"attacker_thac0": 15, "defender_thac0": 15, "two_handed": True}) == {
        "allowed": True,
        "reason": "",
        "p_disarm": 0.195,
        "p_disarm_fraction": "39/200",
        "on_success": "weapon_flies",
    }
    assert answer("disarm_000", {"attacker_thac0": 15, "defender_thac0": 15, "attacker_weapon": "small", "defender_weapon": "large"}) == {
        "allowed": False,
        "reason": "small_vs_large",
        "p_disarm": 0.0,
        "p_disarm_fraction": "0",
        "on_success": "weapon_flies",
    }
    assert answer("disarm_000", {"attacker_thac0": 15, "defender_thac0": 15, "attacker_weapon": "small", "defender_weapon": "large", "target": "shield"}) == {
        "allowed": True,
        "reason": "",
        "p_disarm": 0.3,
        "p_disarm_fraction": "3/10",
        "on_success": "shield_useless_this_round",
    }


def test_disarming_a_shield_ignores_how_a_weapon_is_held():
    result = dispatch("disarm_000", {"attacker_thac0": 15, "defender_thac0": 15, "target": "shield", "two_handed": True})
    assert result["ignored"] == ["two_handed", "defender_weapon"]
    assert result["p_disarm"] == dispatch("disarm_000", {"attacker_thac0": 15, "defender_thac0": 15, "target": "shield"})["p_disarm"]


@pytest.mark.parametrize(
    ("name", "inputs", "field"),
    [
        ("disarm_000", {"attacker_thac0": 15, "defender_thac0": 15, "target": "shield", "two_handed": "both"}, "two_handed"),
        ("disarm_000", {"attacker_thac0": 15}, "defender_thac0"),
        ("disarm_scatter_000", {"direction_roll": 7, "distance_roll": 1}, "direction_roll"),
        ("disarm_scatter_000", {"direction_roll": 1, "distance_roll": 5}, "distance_roll"),
    ],
)
def test_bad_input(name, inputs, field):
    with pytest.raises(InputError) as error:
        answer(name, inputs)
    assert error.value.field == field


def test_other_to_hit_modifiers_add_to_the_disarmers_roll():
    base = {"attacker_thac0": 15, "defender_thac0": 15}
    assert answer("disarm_000", base | {"other_to_hit": 1})["p_disarm_fraction"] == str(p_disarm(14, 15))
