"""003 "FLECHAS ENGANCHADAS AL CUERPO": sticking, its effects and the three ways to remove it."""

from fractions import Fraction

import pytest

from calc.rules.arrows_003 import ARROWS_SOURCE, Activity, Removal, extra_damage, removal_chance, stick_chance
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)


def test_source_and_rules_are_in_the_seed():
    assert ARROWS_SOURCE.section + "\n" in TEXT
    for line in (
        "haga 10 daños o más, existe una posibilidad base de un 50% de que se quede enganchada",
        "la víctima recibe 1 punto de daño adicional si realiza dos acciones en su asalto -movimiento y acción- o una acción de asalto completo",
        "Cualquier conjuro lanzado necesitará una tirada de Concentración 15+.",
        "-A la fuerza, lo cual causará 1d10 daños. Esto lleva una acción estándar.",
        "-Con una tirada de Sanar de 20+, llevará 2d6 asaltos.",
        "-Con cualquier curación mágica que supere los 2 puntos de curación.",
    ):
        assert line in TEXT


@pytest.mark.parametrize(
    ("damage", "metal", "p"),
    [(9, True, Fraction(0)), (10, True, Fraction(1, 2)), (40, True, Fraction(1, 2)), (15, False, Fraction(0))],
)
def test_fifty_percent_from_10_damage(damage, metal, p):
    assert stick_chance(damage, metal) == p


@pytest.mark.parametrize(
    ("activity", "extra"), [(Activity.ONE_ACTION, 0), (Activity.MOVE_AND_ACTION, 1), (Activity.FULL_ROUND, 1)]
)
def test_extra_damage_for_two_actions_or_full_round(activity, extra):
    assert extra_damage(activity) == extra


@pytest.mark.parametrize(
    ("method", "heal_bonus", "healing", "p"),
    [
        (Removal.FORCE, 0, 0, Fraction(1)),
        (Removal.HEAL, 0, 0, Fraction(1, 20)),  # 20+ on the d20 alone
        (Removal.HEAL, 8, 0, Fraction(9, 20)),  # 12..20
        (Removal.HEAL, -1, 0, Fraction(0)),  # no automatic 20 on a skill check
        (Removal.HEAL, 19, 0, Fraction(1)),
        (Removal.MAGIC, 0, 2, Fraction(0)),  # "que supere los 2 puntos": 2 is not enough
        (Removal.MAGIC, 0, 3, Fraction(1)),
    ],
)
def test_removal_chance(method, heal_bonus, healing, p):
    assert removal_chance(method, heal_bonus, healing) == p


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"damage": 10}, {"can_stick": True, "p_stuck": 0.5, "p_stuck_fraction": "1/2"}),
        ({"damage": 9}, {"can_stick": False, "p_stuck": 0.0, "p_stuck_fraction": "0/1"}),
        ({"damage": 12, "metal_tip": False}, {"can_stick": False, "p_stuck": 0.0, "p_stuck_fraction": "0/1"}),
    ],
)
def test_dispatch_stuck(inputs, expected):
    assert answer("stuck_arrow_003", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"activity": "one_action"}, {"extra_damage": 0, "concentration_dc": 0, "p_concentration": 1.0, "p_concentration_fraction": "1/1"}),
        (
            {"activity": "full_round", "casting": True, "concentration_bonus": 5},
            {"extra_damage": 1, "concentration_dc": 15, "p_concentration": 0.55, "p_concentration_fraction": "11/20"},
        ),
        (
            {"activity": "move_and_action", "casting": True, "concentration_bonus": -6},
            {"extra_damage": 1, "concentration_dc": 15, "p_concentration": 0.0, "p_concentration_fraction": "0/1"},
        ),
    ],
)
def test_dispatch_effects(inputs, expected):
    assert answer("stuck_arrow_effects_003", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"method": "force"},
            {"p_removed": 1.0, "p_removed_fraction": "1/1", "damage_min": 1, "damage_max": 10, "damage_mean": 5.5,
             "time": "standard_action", "rounds_min": 0, "rounds_max": 0},
        ),
        (
            {"method": "heal", "heal_bonus": 8},
            {"p_removed": 0.45, "p_removed_fraction": "9/20", "damage_min": 0, "damage_max": 0, "damage_mean": 0.0,
             "time": "2d6_rounds", "rounds_min": 2, "rounds_max": 12},
        ),
        (
            {"method": "magic", "healing": 3},
            {"p_removed": 1.0, "p_removed_fraction": "1/1", "damage_min": 0, "damage_max": 0, "damage_mean": 0.0,
             "time": "healing", "rounds_min": 0, "rounds_max": 0},
        ),
    ],
)
def test_dispatch_removal(inputs, expected):
    assert answer("arrow_removal_003", inputs) == expected
