"""004 "Укрытие": +4 AC / +2 Reflex; partial +2 / +1; improved doubled (+8 / +4), +10 Stealth and
evasion; total: no attack; low obstacles within 30 ft; living cover; no attacks of opportunity."""

import pytest

from calc.rules.cover_004 import (
    COVER,
    FEET_PER_SQUARE,
    LOW_OBSTACLE_RANGE_FT,
    SOURCE,
    Degree,
    Kind,
    low_obstacle_applies,
    resolve_cover,
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
        "то у вашей цели есть укрытие (+4 к КБ)",
        "Укрытие дает вам +2 к испытаниям Реакции, если источник опасности (например, взрыв) находится по другую сторону укрытия.",
        "оно получает от укрытия всего +2 к КБ и +1 к испытаниям Реакции",
        "модификаторы укрытия удваиваются (до +8 к КБ и +4 к испытаниям Реакции)",
        "надежное укрытие дает +10 к проверкам Скрытности",
        "только существам, находящимся не далее 30 футов (6 клеток) от него",
        "Вы не можете совершить внеочередную атаку, если у противника есть укрытие от ваших атак.",
        "давая вам бонус +4 к КБ. Однако такое укрытие не дает вам преимуществ в испытаниях и не позволяет прятаться за ними.",
    ],
)
def test_the_rules_implemented_are_in_the_seed(sentence):
    assert sentence in TEXT


# (degree, AC, Reflex, Stealth, evasion) as the seed prints them
@pytest.mark.parametrize(
    ("degree", "ac", "reflex", "stealth", "evasion"),
    [
        (Degree.NONE, 0, 0, 0, False),
        (Degree.PARTIAL, 2, 1, 0, False),
        (Degree.NORMAL, 4, 2, 0, False),
        (Degree.IMPROVED, 8, 4, 10, True),
    ],
)
def test_cover_degrees(degree, ac, reflex, stealth, evasion):
    effect = COVER[degree]
    assert (effect.ac, effect.reflex, effect.stealth, effect.evasion) == (ac, reflex, stealth, evasion)


def test_thirty_feet_are_six_squares():
    assert LOW_OBSTACLE_RANGE_FT == 30 and LOW_OBSTACLE_RANGE_FT // FEET_PER_SQUARE == 6


@pytest.mark.parametrize(
    ("target_ft", "attacker_ft", "applies"),
    [(5, 30, True), (30, 40, True), (35, 60, False), (10, 5, False), (10, 10, True), (0, 0, True)],
)
def test_low_obstacle(target_ft, attacker_ft, applies):
    assert low_obstacle_applies(target_ft, attacker_ft) is applies


def test_reflex_only_from_beyond_the_cover_and_not_against_clouds():
    assert resolve_cover(Degree.NORMAL).reflex == 2
    assert resolve_cover(Degree.NORMAL, source_beyond_cover=False).reflex == 0
    assert resolve_cover(Degree.IMPROVED, spreads_around_corners=True).reflex == 0


def test_living_cover_gives_ac_only():
    r = resolve_cover(Degree.NORMAL, Kind.CREATURE)
    assert (r.ac, r.reflex, r.stealth, r.can_hide, r.evasion, r.aoo_allowed) == (4, 0, 0, False, False, False)


def test_total_cover_cannot_be_attacked():
    r = resolve_cover(Degree.TOTAL)
    assert (r.attack_allowed, r.applies, r.aoo_allowed) == (False, True, False)


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"degree": "normal"},
         {"applies": True, "reason": "cover", "attack_allowed": True, "ac_bonus": 4, "reflex_bonus": 2,
          "stealth_bonus": 0, "can_hide": True, "evasion": False, "aoo_allowed": False}),
        ({"degree": "partial"},
         {"applies": True, "reason": "cover", "attack_allowed": True, "ac_bonus": 2, "reflex_bonus": 1,
          "stealth_bonus": 0, "can_hide": True, "evasion": False, "aoo_allowed": False}),
        ({"degree": "improved"},
         {"applies": True, "reason": "cover", "attack_allowed": True, "ac_bonus": 8, "reflex_bonus": 4,
          "stealth_bonus": 10, "can_hide": True, "evasion": True, "aoo_allowed": False}),
        ({"degree": "total"},
         {"applies": True, "reason": "total_cover", "attack_allowed": False,
          "ac_bonus": 0, "reflex_bonus": 0, "stealth_bonus": 0, "can_hide": True, "evasion": False, "aoo_allowed": False}),
        ({"degree": "none"},
         {"applies": False, "reason": "no_cover", "attack_allowed": True, "ac_bonus": 0, "reflex_bonus": 0,
          "stealth_bonus": 0, "can_hide": False, "evasion": False, "aoo_allowed": True}),
        ({"degree": "normal", "kind": "low_obstacle", "target_ft": 35},
         {"applies": False, "reason": "target_too_far", "attack_allowed": True,
          "ac_bonus": 0, "reflex_bonus": 0, "stealth_bonus": 0, "can_hide": False, "evasion": False, "aoo_allowed": True}),
        ({"degree": "normal", "kind": "low_obstacle", "target_ft": 20, "attacker_ft": 15},
         {"applies": False, "reason": "attacker_closer", "attack_allowed": True,
          "ac_bonus": 0, "reflex_bonus": 0, "stealth_bonus": 0, "can_hide": False, "evasion": False, "aoo_allowed": True}),
        ({"degree": "normal", "kind": "low_obstacle", "target_ft": 30, "attacker_ft": 50, "source_beyond_cover": False},
         {"applies": True, "reason": "cover", "attack_allowed": True, "ac_bonus": 4, "reflex_bonus": 0,
          "stealth_bonus": 0, "can_hide": True, "evasion": False, "aoo_allowed": False}),
        ({"degree": "partial", "kind": "creature"},
         {"applies": True, "reason": "cover", "attack_allowed": True, "ac_bonus": 2, "reflex_bonus": 0,
          "stealth_bonus": 0, "can_hide": False, "evasion": False, "aoo_allowed": False}),
    ],
)
def test_dispatch(inputs, expected):
    assert answer("cover_004", inputs) == expected


@pytest.mark.parametrize("degree", ["improved", "total"])
def test_a_creature_gives_at_most_normal_cover(degree):
    # "Существа ... могут служить укрытием от дистанционных атак, давая вам бонус +4 к КБ"
    result = answer("cover_004", {"degree": degree, "kind": "creature"})
    assert (result["reason"], result["ac_bonus"], result["attack_allowed"], result["evasion"]) == ("living_cover_normal", 4, True, False)


def test_a_creature_gives_cover_against_ranged_attacks_only():
    from calc.rules.cover_004 import Degree, Kind, resolve_cover

    # "могут служить укрытием от дистанционных атак"
    melee = resolve_cover(Degree.NORMAL, Kind.CREATURE, ranged=False)
    assert (melee.applies, melee.reason, melee.ac) == (False, "living_cover_ranged_only", 0)
    assert resolve_cover(Degree.NORMAL, Kind.CREATURE).ac == 4
    assert resolve_cover(Degree.NORMAL, Kind.OBSTACLE, ranged=False).ac == 4  # a wall covers in melee too
