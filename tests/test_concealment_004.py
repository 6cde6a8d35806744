"""004 "Плохая видимость": a hit still misses 20 % of the time (concealment) or 50 % (cannot be
seen); effects do not stack; darkvision ignores darkness; invisible +20 / +40 Stealth."""

from fractions import Fraction

import pytest

from calc.rules.concealment_004 import (
    INVISIBLE_STEALTH_MOVING,
    INVISIBLE_STEALTH_STILL,
    MISS_CHANCE,
    SOURCE,
    Degree,
    d100_miss_faces,
    effective_hit,
    miss_chance,
)
from calc.sources import Seed
from tests.seedtext import normalise, seed_text
from tests.answers import answer

RAW = seed_text(Seed.MODIFIERS_RU)
TEXT = normalise(RAW)


def test_source_is_a_heading_of_the_seed():
    assert SOURCE.section in RAW.splitlines()


@pytest.mark.parametrize(
    "sentence",
    [
        "Плохая видимость приводит к тому, что с вероятностью 20% любая, казалось бы, успешная атака на самом деле может оказаться промахом.",
        "Затем, если он попал, защищающийся бросает d100, чтобы избежать попадания. Несколько эффектов, дающих плохую видимость, не складываются.",
        "имеет вероятность промаха 50% (а не 20%, как при плохой видимости)",
        "Невидимое существо получает +20 к проверкам Скрытности, если оно двигается, и +40, если не двигается.",
        "Вы не можете совершить внеочередную атаку, если не видите противника",
    ],
)
def test_the_rules_implemented_are_in_the_seed(sentence):
    assert sentence in TEXT


@pytest.mark.parametrize(
    ("degree", "miss", "faces"),
    [
        (Degree.NONE, Fraction(0), 0),
        (Degree.CONCEALMENT, Fraction(1, 5), 20),
        (Degree.TOTAL, Fraction(1, 2), 50),
        (Degree.INVISIBLE, Fraction(1, 2), 50),
    ],
)
def test_miss_chances(degree, miss, faces):
    assert MISS_CHANCE[degree] == miss
    assert d100_miss_faces(miss) == faces


@pytest.mark.parametrize(
    ("degrees", "miss"),
    [
        ((Degree.CONCEALMENT, Degree.CONCEALMENT), Fraction(1, 5)),  # not 36 % or 40 %
        ((Degree.CONCEALMENT, Degree.TOTAL), Fraction(1, 2)),
        ((Degree.NONE, Degree.CONCEALMENT), Fraction(1, 5)),
        ((), Fraction(0)),
    ],
)
def test_effects_do_not_stack(degrees, miss):
    assert miss_chance(*degrees) == miss


@pytest.mark.parametrize(
    ("p_hit", "miss", "result"),
    [
        (Fraction(11, 20), Fraction(1, 5), Fraction(11, 25)),
        (Fraction(1), Fraction(1, 2), Fraction(1, 2)),
        (Fraction(3, 4), Fraction(0), Fraction(3, 4)),
    ],
)
def test_hit_then_the_defenders_d100(p_hit, miss, result):
    assert effective_hit(p_hit, miss) == result


def test_invisible_stealth_bonuses():
    assert (INVISIBLE_STEALTH_MOVING, INVISIBLE_STEALTH_STILL) == (20, 40)


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"degree": "concealment", "attack_bonus": 5, "ac": 15},
         {"p_miss": 0.2, "p_miss_fraction": "1/5", "d100_miss_up_to": 20,
          "p_attack_roll": 0.55, "p_attack_roll_fraction": "11/20", "p_hit": 0.44, "p_hit_fraction": "11/25",
          "aoo_allowed": True, "can_hide": True, "stealth_bonus": 0}),
        ({"degree": "total", "attack_bonus": 10, "ac": 12},
         {"p_miss": 0.5, "p_miss_fraction": "1/2", "d100_miss_up_to": 50,
          "p_attack_roll": 0.95, "p_attack_roll_fraction": "19/20", "p_hit": 0.475, "p_hit_fraction": "19/40",
          "aoo_allowed": False, "can_hide": True, "stealth_bonus": 0}),
        ({"degree": "total", "right_square": False},
         {"p_miss": 0.5, "p_miss_fraction": "1/2", "d100_miss_up_to": 50,
          "p_attack_roll": 0.55, "p_attack_roll_fraction": "11/20", "p_hit": 0.0, "p_hit_fraction": "0",
          "aoo_allowed": False, "can_hide": True, "stealth_bonus": 0}),
        ({"degree": "concealment", "other": "concealment"},
         {"p_miss": 0.2, "p_miss_fraction": "1/5", "d100_miss_up_to": 20,
          "p_attack_roll": 0.55, "p_attack_roll_fraction": "11/20", "p_hit": 0.44, "p_hit_fraction": "11/25",
          "aoo_allowed": True, "can_hide": True, "stealth_bonus": 0}),
        ({"degree": "concealment", "other": "total", "attack_bonus": 0, "ac": 20},
         {"p_miss": 0.5, "p_miss_fraction": "1/2", "d100_miss_up_to": 50,
          "p_attack_roll": 0.05, "p_attack_roll_fraction": "1/20", "p_hit": 0.025, "p_hit_fraction": "1/40",
          "aoo_allowed": False, "can_hide": True, "stealth_bonus": 0}),
        ({"degree": "concealment", "darkness_vs_darkvision": True},
         {"p_miss": 0.0, "p_miss_fraction": "0", "d100_miss_up_to": 0,
          "p_attack_roll": 0.55, "p_attack_roll_fraction": "11/20", "p_hit": 0.55, "p_hit_fraction": "11/20",
          "aoo_allowed": True, "can_hide": False, "stealth_bonus": 0}),
        ({"degree": "invisible", "darkness_vs_darkvision": True, "moving": True},
         {"p_miss": 0.5, "p_miss_fraction": "1/2", "d100_miss_up_to": 50,
          "p_attack_roll": 0.55, "p_attack_roll_fraction": "11/20", "p_hit": 0.275, "p_hit_fraction": "11/40",
          "aoo_allowed": False, "can_hide": True, "stealth_bonus": 20}),
        ({"degree": "invisible", "moving": False, "attack_bonus": -20, "ac": 100},
         {"p_miss": 0.5, "p_miss_fraction": "1/2", "d100_miss_up_to": 50,
          "p_attack_roll": 0.0, "p_attack_roll_fraction": "0", "p_hit": 0.0, "p_hit_fraction": "0",
          "aoo_allowed": False, "can_hide": True, "stealth_bonus": 40}),
    ],
)
def test_dispatch(inputs, expected):
    assert answer("concealment_004", inputs) == expected


def test_darkvision_clears_darkness_but_not_invisibility():
    from calc.rules.concealment_004 import Degree, is_unseen, seen_degrees

    assert seen_degrees([Degree.TOTAL, Degree.INVISIBLE], True) == [Degree.NONE, Degree.INVISIBLE]
    assert seen_degrees([Degree.CONCEALMENT], False) == [Degree.CONCEALMENT]
    assert is_unseen([Degree.NONE, Degree.INVISIBLE]) and not is_unseen([Degree.CONCEALMENT])


def test_other_to_hit_modifiers_add_to_the_attack_bonus():
    base = {"degree": "none", "attack_bonus": 5, "ac": 15}
    assert answer("concealment_004", base | {"other_to_hit": 2})["p_attack_roll_fraction"] == "13/20"
    assert answer("concealment_004", base)["p_attack_roll_fraction"] == "11/20"
