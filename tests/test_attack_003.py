"""003 attack bonus and attack roll: the two formulas, natural 1 and 20, −4 penalties, finesse."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from calc.rules.attack_003 import (
    armor_ignored_probability,
    attack_bonus,
    hit_probability,
    ignores_armor,
    is_hit,
    lowest_hitting_roll,
)
from calc.sources import Seed
from calc.tables import attack_003 as data
from calc.tables.attack_003 import AttackKind
from tests.seedtext import normalise, seed_text
from tests.answers import answer, shown
from calc import dispatch

TEXT = seed_text(Seed.AKENAR)
FLAT = normalise(TEXT)

# Typed from the seed, "CÓMO CALCULAR UN BONIFICADOR DE ATAQUE".
SEED_MELEE = "Ataque base + Bonificador de Fuerza + modificador de tamaño + otros modificadores aplicables"
SEED_RANGED = (
    "Ataque base + Bonificador de Destreza + modificador de tamaño + penalizador por distancia + "
    "otros modificadores aplicables"
)


def table(name):
    return next(t for t in data.TABLES if t.name == name)


@pytest.mark.parametrize(
    "source",
    [
        data.ATTACK_SOURCE,
        data.ROLL_SOURCE,
        data.AUTOMATIC_SOURCE,
        data.INTO_MELEE_SOURCE,
        data.UNARMED_SOURCE,
        data.FINESSE_SOURCE,
    ],
)
def test_sources_are_headings_of_the_seed(source):
    assert source.seed is Seed.AKENAR
    assert "\n" + source.section + "\n" in TEXT


def test_attack_bonus_table_cell_by_cell():
    t = table("attack_bonus_003")
    assert t.columns == ("Arma", "Bonificador de ataque")
    assert t.rows == (("Arma cuerpo a cuerpo", SEED_MELEE), ("Arma a distancia", SEED_RANGED))
    for _, formula in t.rows:
        assert formula in FLAT


def test_attack_modifiers_table_cell_by_cell():
    t = table("attack_modifiers_003")
    assert t.columns == ("Situación", "Modificador")
    assert t.rows == (
        ("Disparar o arrojar un arma contra blancos cuerpo a cuerpo", "-4"),
        ("Hacer daño letal", "-4"),
    )
    assert "recibes una penalización de -4 en tu tirada de ataque" in FLAT
    assert "recibes un penalizador de -4 en la misma" in FLAT
    for situation, _ in t.rows:
        assert situation.lower() in FLAT.lower()


@pytest.mark.parametrize("name", ["attack_bonus_003", "attack_modifiers_003"])
def test_notes_are_quotes_of_the_seed(name):
    for note in table(name).notes:
        assert normalise(note).lower() in FLAT.lower()


@pytest.mark.parametrize(
    ("kind", "base", "str_", "dex", "size", "rng", "other", "finesse", "bonus"),
    [
        # melee: Ataque base + Fuerza + tamaño + otros
        (AttackKind.MELEE, 3, 2, 4, 1, 0, 0, False, 6),
        (AttackKind.MELEE, 3, 2, 4, 1, 0, -4, False, 2),
        # finesse: Destreza en lugar de Fuerza (sólo en el ataque)
        (AttackKind.MELEE, 3, 2, 4, 1, 0, 0, True, 8),
        # ranged: Ataque base + Destreza + tamaño + distancia + otros
        (AttackKind.RANGED, 5, 3, 2, 0, -6, 0, False, 1),
        (AttackKind.RANGED, 5, 3, 2, 0, -6, 0, True, 1),
        (AttackKind.RANGED, 0, 0, -1, -1, 0, 2, False, 0),
    ],
)
def test_attack_bonus_formulas(kind, base, str_, dex, size, rng, other, finesse, bonus):
    assert attack_bonus(kind, base, str_, dex, size, rng, other, finesse) == bonus


@pytest.mark.parametrize(
    ("natural", "total", "defense", "hit"),
    [
        (1, 40, 10, False),  # un 1 natural siempre es un fallo
        (20, 5, 30, True),  # un 20 natural siempre es un golpe
        (10, 15, 15, True),  # igualar ...
        (10, 16, 15, True),  # ... o exceder
        (10, 14, 15, False),
    ],
)
def test_hits_equal_or_exceed_with_natural_1_and_20(natural, total, defense, hit):
    assert is_hit(natural, total, defense) is hit


@pytest.mark.parametrize(
    ("bonus", "defense", "p", "needed"),
    [
        (6, 15, Fraction(12, 20), 9),
        (0, 10, Fraction(11, 20), 10),
        (30, 10, Fraction(19, 20), 2),  # only the natural 1 misses
        (-10, 40, Fraction(1, 20), 20),  # only the natural 20 hits
        (0, 0, Fraction(19, 20), 2),
    ],
)
def test_hit_probability_and_lowest_roll(bonus, defense, p, needed):
    assert hit_probability(bonus, defense) == p
    assert lowest_hitting_roll(bonus, defense) == needed


def test_goblin_example_of_finesse():
    # "ataca a un trasgo con una cota de mallas AC6 y Parada 15 ... si ... saca un 21 o mas ... ignorando
    # esa cota de mallas. Sin embargo, si saca sólo un 18, impactará al trasgo pero la armadura reducirá 6"
    assert "con una cota de mallas AC6 y Parada 15" in FLAT
    assert ignores_armor(15, 21, 15, 6)
    assert not ignores_armor(12, 18, 15, 6)
    assert is_hit(12, 18, 15)


@pytest.mark.parametrize(
    ("bonus", "defense", "ca", "p"),
    [
        (6, 15, 6, Fraction(6, 20)),  # total ≥ 21: d20 ≥ 15
        (0, 15, 6, Fraction(0)),  # a natural 20 (total 20) hits but does not reach 21
        (30, 10, 0, Fraction(19, 20)),  # the natural 1 still misses
        (10, 10, 5, Fraction(16, 20)),  # total ≥ 15: d20 ≥ 5
    ],
)
def test_chance_to_ignore_armour(bonus, defense, ca, p):
    assert armor_ignored_probability(bonus, defense, ca) == p


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"attack": "melee_finesse", "base_attack": 3, "dexterity_mod": 3, "strength_mod": 1, "defense": 15, "armor_ca": 6},
            {"allowed": True, "reason": "", "range_penalty": 0, "attack_bonus": 6, "d20_needed": 9, "p_hit": 0.6, "p_hit_fraction": "3/5", "p_armor_ignored": 0.3, "p_armor_ignored_fraction": "3/10"},
        ),
        (
            {"attack": "melee", "base_attack": 3, "dexterity_mod": 3, "strength_mod": 1, "defense": 15, "armor_ca": 6},
            {"allowed": True, "reason": "", "range_penalty": 0, "attack_bonus": 4, "d20_needed": 11, "p_hit": 0.5, "p_hit_fraction": "1/2", "p_armor_ignored": 0.0, "p_armor_ignored_fraction": "0"},
        ),
        (
            # longbow at 70 m (-6), shooting into melee (-4)
            {"attack": "ranged", "base_attack": 5, "dexterity_mod": 2, "increments": 3, "into_melee": True, "defense": 12},
            {"allowed": True, "reason": "", "range_penalty": -6, "attack_bonus": -3, "d20_needed": 15, "p_hit": 0.3, "p_hit_fraction": "3/10", "p_armor_ignored": 0.0, "p_armor_ignored_fraction": "0"},
        ),
        (
            {"attack": "melee", "base_attack": 1, "strength_mod": 2, "unarmed": "lethal", "defense": 10},
            {"allowed": True, "reason": "", "range_penalty": 0, "attack_bonus": -1, "d20_needed": 11, "p_hit": 0.5, "p_hit_fraction": "1/2", "p_armor_ignored": 0.0, "p_armor_ignored_fraction": "0"},
        ),
        (
            {"attack": "melee", "base_attack": 1, "strength_mod": 2, "unarmed": "lethal_improved", "defense": 10},
            {"allowed": True, "reason": "", "range_penalty": 0, "attack_bonus": 3, "d20_needed": 7, "p_hit": 0.7, "p_hit_fraction": "7/10", "p_armor_ignored": 0.0, "p_armor_ignored_fraction": "0"},
        ),
        (
            {"attack": "melee", "base_attack": 0, "size_mod": -1, "defense": 40},
            {"allowed": True, "reason": "", "range_penalty": 0, "attack_bonus": -1, "d20_needed": 20, "p_hit": 0.05, "p_hit_fraction": "1/20", "p_armor_ignored": 0.0, "p_armor_ignored_fraction": "0"},
        ),
    ],
)
def test_dispatch(inputs, expected):
    assert answer("attack_003", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "unused"),
    [
        # A melee attack has no range penalty and is not "shooting into melee"; an unarmed attack is melee.
        ({"attack": "melee", "increments": 2}, ["weapon", "increments", "into_melee", "armor_ca"]),
        ({"attack": "melee", "into_melee": True}, ["weapon", "increments", "into_melee", "armor_ca"]),
        ({"attack": "ranged", "unarmed": "lethal"}, ["unarmed", "armor_ca"]),
    ],
)
def test_inputs_the_attack_does_not_use_are_ignored_not_refused(inputs, unused):
    result = dispatch("attack_003", {"base_attack": 3} | inputs)
    assert result["ignored"] == unused
    plain = {k: v for k, v in inputs.items() if k == "attack"}
    assert result["attack_bonus"] == dispatch("attack_003", {"base_attack": 3} | plain)["attack_bonus"]


@given(st.integers(-40, 60), st.integers(-40, 60), st.integers(0, 60), st.integers(0, 30))
def test_chances_stay_between_a_natural_20_and_a_natural_1(bonus_a, bonus_b, defense, ca):
    low, high = sorted((bonus_a, bonus_b))
    assert Fraction(1, 20) <= hit_probability(low, defense) <= hit_probability(high, defense) <= Fraction(19, 20)
    assert armor_ignored_probability(high, defense, ca) <= hit_probability(high, defense)


def test_the_situational_modifiers_add_up():
    from calc.rules.attack_003 import situational_modifier

    assert situational_modifier("lethal", True, 1) == -4 - 4 + 1
    assert situational_modifier("lethal_improved", False) == 0
    assert situational_modifier("nonlethal", True) == -4


def test_range_increments_stop_where_the_range_increments_calculator_stops():
    """At a longbow's maximum range, 10 increments of 20 m, 9 full increments have been passed
    (−18); the attack calculator once took a 10th (−20) for a target no rule lets it shoot."""
    from calc.errors import InputError
    from calc.registry import get
    from calc.rules.range_003 import RangedWeapon, increments_passed, max_range

    farthest = increments_passed(max_range(RangedWeapon.PROJECTILE, 20), 20)
    assert farthest == 9
    assert get("attack_003").field("increments").maximum == farthest
    assert answer("attack_003", {"attack": "ranged", "increments": 9, "defense": 10})["range_penalty"] == -18
    with pytest.raises(InputError) as caught:
        get("attack_003").run({"attack": "ranged", "increments": 10, "defense": 10})
    assert caught.value.field == "increments"


@pytest.mark.parametrize(("weapon", "farthest"), [("thrown", 4), ("projectile", 9)])
def test_a_target_beyond_the_weapons_maximum_range_cannot_be_attacked(weapon, farthest):
    """"El alcance máximo para un arma arrojadiza es de cinco incrementos de distancia. Para
    armas de proyectiles, son diez": at the maximum range 4 (thrown) or 9 (projectile) full
    increments are passed. One more is an answer, "not allowed", never a chance to hit (a
    javelin at 6 increments once got -12 and a 25 % chance)."""
    from calc.rules.attack_003 import farthest_increments
    from calc.rules.range_003 import RangedWeapon, increments_passed, max_range

    assert normalise("EL alcance máximo para un arma arrojadiza es de cinco incrementos de distancia") in FLAT
    kind = RangedWeapon[weapon.upper()]
    assert farthest_increments(kind) == increments_passed(max_range(kind, 10), 10) == farthest
    inputs = {"attack": "ranged", "weapon": weapon, "base_attack": 20, "defense": 10}
    assert answer("attack_003", inputs | {"increments": farthest})["allowed"] is True
    if weapon == "projectile":  # no weapon reaches further: outside the field's domain (the test above)
        return
    beyond = answer("attack_003", inputs | {"increments": farthest + 1})
    assert (beyond["allowed"], beyond["reason"], beyond["d20_needed"], beyond["p_hit"]) == (False, "out_of_range", None, 0.0)
    assert shown("attack_003", inputs | {"increments": 6}, "es")["reason"] == "Más allá del alcance máximo del arma"


@pytest.mark.parametrize("calculator", ["attack_003", "resolve_003", "maneuver_scores_003", "draw_weapon_003"])
def test_base_attack_starts_at_zero_in_every_akenar_calculator(calculator):
    """"Si tienes un ataque base de +1 o superior": a base attack is a bonus that grows from 0.
    The attack calculator once took -5, which the maneuver calculator refused; now each
    refuses it alike, naming the field and its range."""
    from calc.errors import InputError
    from calc.registry import get

    assert normalise("Si tienes un ataque base de +1 o superior") in FLAT
    field = get(calculator).field("base_attack")
    assert (field.minimum, field.maximum) == (0, 40)
    with pytest.raises(InputError) as caught:
        get(calculator).run({"base_attack": -1})
    assert caught.value.field == "base_attack"
    assert "0" in caught.value.to_dict("es")["message"] and "40" in caught.value.to_dict("es")["message"]
