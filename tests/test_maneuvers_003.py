"""003 "MANIOBRAS DE COMBATE": BoM, DeM and the exact chance of a maneuver (d20 + BoM ≥ DeM)."""

from fractions import Fraction

import pytest

from calc.rules.maneuvers_003 import (
    DISARM_SOURCE,
    MANEUVER_SOURCE,
    Maneuver,
    maneuver_bonus,
    maneuver_chance,
    maneuver_defense,
    roll_modifier,
    uses_dexterity,
)
from calc.sources import Seed
from calc.tables.sizes import CreatureSize as Size
from tests.seedtext import seed_text
from tests.answers import answer
from calc import dispatch

TEXT = seed_text(Seed.AKENAR)


def test_sources_and_formulas_are_in_the_seed():
    assert MANEUVER_SOURCE.section in TEXT
    assert DISARM_SOURCE.section in TEXT
    for line in (
        "BoM = Ataque base + Modificador de Fuerza + modificador de tamaño",
        "DeM = 10 + Ataque base + modificador de Fuerza + modificador de Destreza + modificador de tamaño",
        "Si tu ataque iguala o excede el DeM de tu objetivo, tu maniobra es un éxito",
        "Realizar la acción de combate de desarmar tiene un penalizador de -4.",
        "Si tu objetivo está aturdido, recibes un +4 de bonificador",
    ):
        assert line in TEXT


@pytest.mark.parametrize(
    ("size", "dex"),
    [(Size.FINE, True), (Size.DIMINUTIVE, True), (Size.TINY, True), (Size.SMALL, False), (Size.MEDIUM, False), (Size.COLOSSAL, False)],
)
def test_menudo_or_smaller_use_dexterity(size, dex):
    assert uses_dexterity(size) is dex


@pytest.mark.parametrize(
    ("base", "str_mod", "dex_mod", "size", "bom"),
    [
        (3, 2, 4, Size.MEDIUM, 5),  # 3 + 2 + 0
        (3, 2, 4, Size.TINY, 5),  # 3 + Dex 4 − 2
        (0, -5, 3, Size.FINE, -5),  # 0 + Dex 3 − 8
        (1, -1, 3, Size.SMALL, -1),  # Pequeño still uses Strength: 1 − 1 − 1
        (5, 4, 0, Size.LARGE, 10),
        (12, 10, -1, Size.COLOSSAL, 30),
    ],
)
def test_bom(base, str_mod, dex_mod, size, bom):
    assert maneuver_bonus(base, str_mod, dex_mod, size) == bom


@pytest.mark.parametrize(
    ("args", "kwargs", "dem"),
    [
        ((3, 2, 4, Size.MEDIUM), {}, 19),  # 10 + 3 + 2 + 4 + 0
        ((3, 2, 4, Size.MEDIUM), {"surprised": True}, 15),  # no Dexterity bonus
        ((3, 2, -2, Size.MEDIUM), {"surprised": True}, 13),  # a Dexterity penalty stays
        ((3, 2, 4, Size.MEDIUM), {"bonus": 2, "armor_penalty": 3}, 18),
        ((10, 8, -1, Size.COLOSSAL), {}, 35),
        ((0, -3, 4, Size.TINY), {}, 9),  # DeM always adds both Strength and Dexterity
    ],
)
def test_dem(args, kwargs, dem):
    assert maneuver_defense(*args, **kwargs) == dem


@pytest.mark.parametrize(
    ("bom", "dem", "kwargs", "modifier"),
    [
        (5, 18, {}, 5),
        (5, 18, {"maneuver": Maneuver.DISARM}, 1),
        (5, 18, {"stunned": True}, 9),
        (5, 18, {"aoo_damage": 6}, -1),  # the damage taken is the penalty
        (5, 18, {"bonus": 2, "aoo_damage": 3, "stunned": True, "maneuver": Maneuver.DISARM}, 4),
    ],
)
def test_roll_modifier(bom, dem, kwargs, modifier):
    assert roll_modifier(bom, **kwargs) == modifier


@pytest.mark.parametrize(
    ("modifier", "dem", "kwargs", "p"),
    [
        (5, 18, {}, Fraction(8, 20)),  # 13..20
        (8, 18, {}, Fraction(11, 20)),  # 10 + 8 = 18 meets the DeM: success
        (0, 40, {}, Fraction(1, 20)),  # only the natural 20
        (30, 10, {}, Fraction(19, 20)),  # the natural 1 still fails
        (0, 40, {"maneuver": Maneuver.ESCAPE_BONDS}, Fraction(0)),  # no automatic 20 escaping bonds
        (30, 10, {"maneuver": Maneuver.ESCAPE_BONDS}, Fraction(19, 20)),
        (-10, 30, {"helpless": True}, Fraction(1)),  # "éxito automático"
    ],
)
def test_chance_meets_or_beats(modifier, dem, kwargs, p):
    assert maneuver_chance(modifier, dem, **kwargs) == p


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"base_attack": 3, "str_mod": 2, "dex_mod": 4},
            {"size_modifier": 0, "bom_ability": "str", "bom": 5, "dem": 19},
        ),
        (
            {"base_attack": 2, "str_mod": -4, "dex_mod": 3, "size": "diminutive", "surprised": True},
            {"size_modifier": -4, "bom_ability": "dex", "bom": 1, "dem": 4},
        ),
        (
            {"base_attack": 8, "str_mod": 6, "dex_mod": -1, "size": "huge", "dem_bonus": 2, "armor_penalty": 4},
            {"size_modifier": 2, "bom_ability": "str", "bom": 16, "dem": 23},
        ),
    ],
)
def test_dispatch_scores(inputs, expected):
    assert answer("maneuver_scores_003", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"bom": 5, "dem": 18},
            {"roll_modifier": 5, "d20_target": 13, "auto_success": False, "p_success": 0.4, "p_success_fraction": "2/5"},
        ),
        (
            {"bom": 5, "dem": 18, "maneuver": "disarm", "stunned": True},
            {"roll_modifier": 5, "d20_target": 13, "auto_success": False, "p_success": 0.4, "p_success_fraction": "2/5"},
        ),
        (
            {"bom": 5, "dem": 18, "aoo_damage": 7},
            {"roll_modifier": -2, "d20_target": 20, "auto_success": False, "p_success": 0.05, "p_success_fraction": "1/20"},
        ),
        (
            {"bom": 0, "dem": 30, "maneuver": "escape_bonds"},
            {"roll_modifier": 0, "d20_target": 30, "auto_success": False, "p_success": 0.0, "p_success_fraction": "0"},
        ),
        (
            {"bom": 0, "dem": 30, "helpless": True},
            {"roll_modifier": 0, "d20_target": 30, "auto_success": True, "p_success": 1.0, "p_success_fraction": "1"},
        ),
    ],
)
def test_dispatch_maneuver(inputs, expected):
    assert answer("maneuver_003", inputs) == expected


def test_bonds_are_neither_helpless_nor_stunned():
    # Escaping bonds: there is no helpless target, so that input is not used (and no automatic success).
    result = dispatch("maneuver_003", {"bom": 0, "dem": 10, "helpless": True, "stunned": True, "maneuver": "escape_bonds"})
    assert (result["auto_success"], result["ignored"]) == (False, ["stunned", "helpless"])


def test_chance_never_falls_as_bom_grows():
    chances = [maneuver_chance(m, 20) for m in range(-10, 30)]
    assert chances == sorted(chances)


@pytest.mark.parametrize(
    "scores",
    [
        {"base_attack": 40, "str_mod": 20, "dex_mod": 20, "size": "colossal", "dem_bonus": 40},
        {"base_attack": 40, "str_mod": 20, "dex_mod": 20, "size": "colossal"},
        {"base_attack": 0, "str_mod": -5, "dex_mod": -5, "size": "fine", "dem_bonus": -20, "armor_penalty": 20},
        {"base_attack": 0, "str_mod": -5, "dex_mod": -5, "size": "fine"},
    ],
)
def test_every_bom_and_dem_the_scores_give_is_taken_by_the_maneuver(scores):
    """The text bounds neither; a colossal giant's DeM 118 was refused (the field stopped at 100)."""
    s = dispatch("maneuver_scores_003", scores)
    result = dispatch("maneuver_003", {"bom": s["bom"], "dem": s["dem"]})
    assert result["d20_target"] == s["dem"] - s["bom"]


def test_ability_modifiers_start_at_minus_5_as_in_every_akenar_calculator():
    """"Un personaje que duerme o está inconsciente tiene una Destreza efectiva de cero ... -5":
    no modifier goes below -5 (the maneuver scores once took -10, and gave a BoM of -18)."""
    from calc.registry import get

    for name in ("str_mod", "dex_mod"):
        f = get("maneuver_scores_003").field(name)
        assert (f.minimum, f.maximum) == (get("attack_003").field("strength_mod").minimum, get("attack_003").field("strength_mod").maximum) == (-5, 20)
