"""003 dying: stabilising by a Con check, by Heal or by any healing, and regaining consciousness."""

from fractions import Fraction

import pytest

from calc.rules.dying_003 import RECOVERY_SOURCE, STABLE_SOURCE, stabilise_before_death, stabilise_chance
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)


@pytest.mark.parametrize("source", [STABLE_SOURCE, RECOVERY_SOURCE])
def test_sources_are_headings_of_the_seed(source):
    assert source.section + "\n" in TEXT


def test_the_rules_as_printed():
    for line in (
        "el personaje ha de hacer un chequeo de Constitución CD 10 para estabilizarse. El personaje tiene una penalización a la DC "
        "igual a su valor negativo de puntos de golpe.",
        "Un 20 natural en este chequeo es un éxito automático.",
        "Puedes estabilizar a un personaje moribundo con una tirada de Sanar CD 15.",
        "recuperar la consciencia con una tirada de Constitución CD 10 más los puntos de golpe negativos del personaje",
        "Cualquier curación que eleve los puntos de golpe del personaje moribundo a 0, le pone moribundo y discapacitado.",
    ):
        assert line in TEXT


# --- stabilising ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("con", "hp", "bonus", "p"),
    [
        (12, -1, 0, Fraction(11, 20)),  # DC 11, Con +1: 10..20
        (12, -10, 0, Fraction(2, 20)),  # DC 20: 19, 20
        (12, -11, 0, Fraction(1, 20)),  # DC 21: only the natural 20
        (18, -17, 0, Fraction(1, 20)),  # DC 27 unreachable: the natural 20 succeeds anyway
        (12, -1, 3, Fraction(14, 20)),
        (10, -1, 0, Fraction(10, 20)),
    ],
)
def test_stabilise_chance(con, hp, bonus, p):
    assert stabilise_chance(con, hp, bonus) == p


@pytest.mark.parametrize(
    ("con", "hp", "p"),
    [
        (2, -1, Fraction(6, 20)),  # one check (DC 11, Con −4: 15..20), then −2 is death
        (3, -1, Fraction(6, 20) + Fraction(14, 20) * Fraction(5, 20)),  # checks at −1 and −2
        (3, -2, Fraction(5, 20)),
    ],
)
def test_stabilise_before_death(con, hp, p):
    assert stabilise_before_death(con, hp) == p


# --- dispatch golden cases -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"con": 3, "hp": -1},
            {
                "state": "dying", "con_modifier": -4, "dc": 11,
                "p_stabilise": 0.3, "p_stabilise_fraction": "3/10",
                "p_before_death": 0.475, "p_before_death_fraction": "19/40",
                "hp_lost_per_failed_round": 1, "failed_rounds_to_death": 2,
            },
        ),
        (
            {"con": 12, "hp": -11},
            {
                "state": "dying", "con_modifier": 1, "dc": 21,
                "p_stabilise": 0.05, "p_stabilise_fraction": "1/20",
                "p_before_death": 0.05, "p_before_death_fraction": "1/20",
                "hp_lost_per_failed_round": 1, "failed_rounds_to_death": 1,
            },
        ),
        (
            {"con": 12, "hp": -1, "continuous_damage": 2},
            {
                "state": "dying", "con_modifier": 1, "dc": 11,
                "p_stabilise": 0.0, "p_stabilise_fraction": "0",
                "p_before_death": 0.0, "p_before_death_fraction": "0",
                "hp_lost_per_failed_round": 3, "failed_rounds_to_death": 4,
            },
        ),
    ],
)
def test_dispatch_stabilise(inputs, expected):
    assert answer("stabilise_003", inputs) == expected


def test_stabilise_feliot_from_minus_1_counts_eleven_rounds():
    result = answer("stabilise_003", {"con": 12, "hp": -1})
    assert result["failed_rounds_to_death"] == 11
    assert result["p_stabilise_fraction"] == "11/20"
    # 1 − the product of the eleven failure chances (DC 11..21 with Con +1)
    fail = Fraction(1)
    for dc in range(11, 22):
        fail *= 1 - Fraction(max(1, min(20, 21 - (dc - 1))), 20)
    assert result["p_before_death_fraction"] == f"{(1 - fail).numerator}/{(1 - fail).denominator}"


@pytest.mark.parametrize(("con", "hp"), [(12, -12), (12, -30), (1, -1)])
def test_at_minus_con_the_answer_is_dead(con, hp):
    # "Muerto: cuando tus puntos de golpe caen a un valor negativo igual a tu Constitución"
    for name in ("stabilise_003", "recover_003"):
        result = answer(name, {"con": con, "hp": hp})
        assert result["state"] == "dead" and result["dc"] is None
    assert answer("stabilise_003", {"con": con, "hp": hp})["p_before_death"] == 0.0
    assert answer("healing_dying_003", {"con": con, "hp": hp, "healing": 5}) == {"hp_after": hp, "stable": False, "state": "dead", "conscious": False}


@pytest.mark.parametrize(
    ("bonus", "expected"),
    [
        (5, {"dc": 15, "p_stabilise": 0.55, "p_stabilise_fraction": "11/20"}),
        (-6, {"dc": 15, "p_stabilise": 0.0, "p_stabilise_fraction": "0"}),
    ],
)
def test_dispatch_heal(bonus, expected):
    assert answer("heal_stabilise_003", {"heal_bonus": bonus}) == expected


@pytest.mark.parametrize(
    ("healing", "expected"),
    [
        (5, {"hp_after": 0, "stable": True, "state": "disabled", "conscious": True}),
        (3, {"hp_after": -2, "stable": True, "state": "dying", "conscious": False}),
        (10, {"hp_after": 5, "stable": True, "state": "fine", "conscious": True}),
        (1, {"hp_after": -4, "stable": True, "state": "dying", "conscious": False}),  # "incluso de 1 punto"
    ],
)
def test_dispatch_healing_dying(healing, expected):
    assert answer("healing_dying_003", {"con": 12, "hp": -5, "healing": healing}) == expected


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"con": 14, "hp": -3}, {"state": "dying", "con_modifier": 2, "dc": 13, "p_per_hour": 0.5, "p_per_hour_fraction": "1/2"}),
        ({"con": 10, "hp": -9}, {"state": "dying", "con_modifier": 0, "dc": 19, "p_per_hour": 0.1, "p_per_hour_fraction": "1/10"}),
        ({"con": 10, "hp": -9, "bonus": -2}, {"state": "dying", "con_modifier": 0, "dc": 19, "p_per_hour": 0.0, "p_per_hour_fraction": "0"}),
    ],
)
def test_dispatch_recover(inputs, expected):
    assert answer("recover_003", inputs) == expected
