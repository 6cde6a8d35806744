"""003: casting under pressure (Concentration), the deaf caster, holding a touch spell's charge."""

import pytest

from calc.rules import spells_003 as S
from calc.rules.spells_003 import concentration_dc
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)


@pytest.mark.parametrize("source", [S.CONCENTRATION_SOURCE, S.TOUCH_SOURCE], ids=lambda s: s.section)
def test_sources_are_headings_of_the_seed(source):
    assert "\n" + source.section + "\n" in TEXT


@pytest.mark.parametrize(
    ("check", "damage", "pp", "dc"),
    [
        (S.CastingCheck.AOO_DAMAGE, 5, 3, 18),
        (S.CastingCheck.AOO_DAMAGE, 0, 3, 0),  # no damage, no check
        (S.CastingCheck.DEFENSIVE, 0, 2, 17),
        (S.CastingCheck.NONE, 9, 9, 0),
    ],
)
def test_concentration_dc(check, damage, pp, dc):
    assert concentration_dc(check, damage, pp) == dc


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"check": "aoo_damage", "damage": 5, "pp_cost": 3, "concentration_bonus": 8, "deaf_verbal": True},
            {"check_needed": True, "dc": 18, "p_concentration": 0.55, "p_concentration_fraction": "11/20",
             "p_spell_works": 0.44, "p_spell_works_fraction": "11/25"},
        ),
        (
            {"check": "defensive", "pp_cost": 2, "concentration_bonus": 10},
            {"check_needed": True, "dc": 17, "p_concentration": 0.7, "p_concentration_fraction": "7/10",
             "p_spell_works": 0.7, "p_spell_works_fraction": "7/10"},
        ),
        (
            {"deaf_verbal": True},
            {"check_needed": False, "dc": 0, "p_concentration": 1.0, "p_concentration_fraction": "1",
             "p_spell_works": 0.8, "p_spell_works_fraction": "4/5"},
        ),
    ],
)
def test_dispatch_concentration(inputs, expected):
    assert answer("spell_concentration_003", inputs) == expected

@pytest.mark.parametrize(
    ("friends", "action", "rounds"),
    # "Puedes tocar a un amigo como una acción normal o hasta seis amigos como acción de asalto completo."
    [(1, "standard", 1), (2, "full_round", 1), (6, "full_round", 1), (7, "full_round", 2), (13, "full_round", 3)],
)
def test_holding_the_charge_to_touch_friends(friends, action, rounds):
    assert "hasta seis amigos como acción de asalto completo" in TEXT
    assert answer("touch_spell_003", {"friends": friends}) == {"action": action, "rounds": rounds, "provokes": "no", "parry_allowed": False}
