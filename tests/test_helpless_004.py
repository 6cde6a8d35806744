"""004 "Беспомощные противники": −4 AC in melee, Dex 0 (−5): −9 melee / −5 ranged; always
flat-footed. "Добивающий удар": automatic critical, Fortitude DC 10 + damage or die."""

from fractions import Fraction

import pytest

from calc.rules.helpless_004 import (
    COUP_SOURCE,
    SOURCE,
    coup_de_grace,
    coup_de_grace_dc,
    helpless_ac,
    p_death,
)
from calc.sources import Seed
from tests.seedtext import normalise, seed_text
from tests.answers import answer

RAW = seed_text(Seed.MODIFIERS_RU)
TEXT = normalise(RAW)


def test_sources_are_in_the_seed():
    assert SOURCE.section in RAW.splitlines()
    assert f"{COUP_SOURCE.section}:" in TEXT


@pytest.mark.parametrize(
    "sentence",
    [
        "Беспомощное существо получает штраф -4 к КБ от атак в ближнем бою.",
        "(в сумме это -9 к КБ от атак в ближнем бою и -5 от дистанционных)",
        "Беспомощный персонаж всегда считается застигнутым врасплох.",
        "Вы автоматически попадаете и наносите критический удар.",
        "испытание Стойкости (СЛ 10 + нанесенный урон)",
        "этот процесс занимает два полных хода",
    ],
)
def test_the_rules_implemented_are_in_the_seed(sentence):
    assert sentence in TEXT


@pytest.mark.parametrize(
    ("ac", "dex", "melee", "ranged"),
    [
        (15, 10, 15 - 9, 15 - 5),  # the text's totals, Dex modifier 0
        (15, 11, 15 - 9, 15 - 5),
        (18, 16, 18 - 3 - 9, 18 - 3 - 5),  # a Dex bonus of +3 is lost too
        (9, 4, 9 + 3 - 9, 9 + 3 - 5),  # Dex 4 (−3) becomes Dex 0 (−5)
        (5, 0, 5 - 4, 5),
    ],
)
def test_helpless_ac(ac, dex, melee, ranged):
    result = helpless_ac(ac, dex)
    assert (result.melee, result.ranged) == (melee, ranged)


@pytest.mark.parametrize(("damage", "dc"), [(0, 10), (7, 17), (23, 33)])
def test_fortitude_dc_is_10_plus_damage(damage, dc):
    assert coup_de_grace_dc(damage) == dc


@pytest.mark.parametrize(
    ("damage", "fortitude", "death"),
    [
        (5, 3, Fraction(11, 20)),  # DC 15: saves on 12+
        (0, 0, Fraction(9, 20)),  # DC 10: saves on 10+
        (1, 20, Fraction(0)),  # DC 11: saves on anything
        (30, 5, Fraction(1)),  # DC 40: needs 35
        (15, 6, Fraction(18, 20)),  # DC 25: saves on 19+
    ],
)
def test_chance_of_death(damage, fortitude, death):
    assert p_death(damage, fortitude) == death


@pytest.mark.parametrize(
    ("weapon", "adjacent", "seen", "immune", "allowed", "reason", "rounds"),
    [
        ("melee", True, True, False, True, "allowed", 1),
        ("melee", False, True, False, True, "allowed", 1),
        ("melee", True, False, False, True, "allowed", 2),
        ("bow", True, True, False, True, "allowed", 1),
        ("crossbow", True, False, False, True, "allowed", 2),
        ("bow", False, True, False, False, "not_adjacent", 0),
        ("crossbow", False, True, False, False, "not_adjacent", 0),
        ("other_ranged", True, True, False, False, "weapon_not_allowed", 0),
        ("melee", True, True, True, False, "immune_to_criticals", 0),
    ],
)
def test_who_can_deliver_it(weapon, adjacent, seen, immune, allowed, reason, rounds):
    rule = coup_de_grace(weapon, adjacent, seen, immune)
    assert (rule.allowed, rule.reason, rule.full_round_actions) == (allowed, reason, rounds)


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"ac": 15, "dex": 10}, {"ac_melee": 6, "ac_ranged": 10, "modifier_melee": -9, "modifier_ranged": -5, "flat_footed": True}),
        ({"ac": 20, "dex": 14}, {"ac_melee": 9, "ac_ranged": 13, "modifier_melee": -11, "modifier_ranged": -7, "flat_footed": True}),
    ],
)
def test_dispatch_helpless(inputs, expected):
    assert answer("helpless_004", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"damage": 5, "fortitude": 3},
         {"allowed": True, "reason": "allowed", "automatic_critical_hit": True, "total_damage": 5, "fortitude_dc": 15,
          "p_death": 0.55, "p_death_fraction": "11/20", "full_round_actions": 1, "provokes_aoo": True}),
        # a rogue adds sneak attack damage: DC 10 + 8 + 7
        ({"damage": 8, "sneak_attack": 7, "fortitude": 6, "seen": False},
         {"allowed": True, "reason": "allowed", "automatic_critical_hit": True, "total_damage": 15, "fortitude_dc": 25,
          "p_death": 0.9, "p_death_fraction": "9/10", "full_round_actions": 2, "provokes_aoo": True}),
        ({"immune_to_crits": True},
         {"allowed": False, "reason": "immune_to_criticals", "automatic_critical_hit": False, "total_damage": 0,
          "fortitude_dc": 0, "p_death": 0.0, "p_death_fraction": "0/1", "full_round_actions": 0, "provokes_aoo": False}),
        ({"weapon": "crossbow", "adjacent": False},
         {"allowed": False, "reason": "not_adjacent", "automatic_critical_hit": False,
          "total_damage": 0, "fortitude_dc": 0, "p_death": 0.0, "p_death_fraction": "0/1", "full_round_actions": 0,
          "provokes_aoo": False}),
    ],
)
def test_dispatch_coup_de_grace(inputs, expected):
    assert answer("coup_de_grace_004", inputs) == expected
