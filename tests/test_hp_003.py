"""003 hit points: disabled, dying, dead, massive damage, stabilising, healing, recovering."""

from fractions import Fraction

import pytest

from calc.common.checks import check_chance
from calc.rules.hp_003 import (
    DEAD_SOURCE,
    DISABLED_SOURCE,
    DYING_SOURCE,
    EFFECTS_SOURCE,
    HP_SOURCE,
    MASSIVE_SOURCE,
    RECOVERY_SOURCE,
    STABLE_SOURCE,
    DeathCause,
    HalfCon,
    HpState,
    hp_state,
    massive_damage_applies,
    one_blow_threshold,
    stabilise_before_death,
    stabilise_chance,
)
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)


@pytest.mark.parametrize(
    "source", [HP_SOURCE, EFFECTS_SOURCE, MASSIVE_SOURCE, DISABLED_SOURCE, DYING_SOURCE, DEAD_SOURCE, STABLE_SOURCE, RECOVERY_SOURCE]
)
def test_sources_are_headings_of_the_seed(source):
    assert source.section + "\n" in TEXT


def test_the_rules_as_printed():
    for line in (
        "Por ejemplo, si Feliot tiene un 12 en Constitución, entre -1 y -11 estaría moribundo. Moriría si sus puntos de vida "
        "llegasen a -12. También moriría si de un sólo golpe le bajan a -6.",
        "el personaje tendrá que hacer una tirada de salvación de Fortaleza DC 15 o morirá",
        "el personaje ha de hacer un chequeo de Constitución CD 10 para estabilizarse. El personaje tiene una penalización a la DC "
        "igual a su valor negativo de puntos de golpe.",
        "Un 20 natural en este chequeo es un éxito automático.",
        "Puedes estabilizar a un personaje moribundo con una tirada de Sanar CD 15.",
        "recuperar la consciencia con una tirada de Constitución CD 10 más los puntos de golpe negativos del personaje",
        "Cualquier curación que eleve los puntos de golpe del personaje moribundo a 0, le pone moribundo y discapacitado.",
    ):
        assert line in TEXT


# --- the seed's own example: Feliot, Constitution 12 -------------------------------------------


@pytest.mark.parametrize(
    ("hp", "blow", "state", "cause"),
    [
        (5, False, HpState.FINE, DeathCause.NONE),
        (0, False, HpState.DISABLED, DeathCause.NONE),
        (-1, False, HpState.DYING, DeathCause.NONE),
        (-6, False, HpState.DYING, DeathCause.NONE),  # bled down to −6: still dying
        (-11, False, HpState.DYING, DeathCause.NONE),
        (-12, False, HpState.DEAD, DeathCause.NEGATIVE_CON),
        (-20, False, HpState.DEAD, DeathCause.NEGATIVE_CON),
        (-5, True, HpState.DYING, DeathCause.NONE),
        (-6, True, HpState.DEAD, DeathCause.HALF_CON_ONE_BLOW),  # "de un sólo golpe le bajan a -6"
        (-12, True, HpState.DEAD, DeathCause.NEGATIVE_CON),
        (0, True, HpState.DISABLED, DeathCause.NONE),
    ],
)
def test_feliot_con_12(hp, blow, state, cause):
    assert hp_state(12, hp, blow=blow) == (state, cause)


@pytest.mark.parametrize(
    ("con", "half", "threshold"),
    [
        (12, HalfCon.FLOOR_HALF, -6),
        (12, HalfCon.EXACT, -6),
        (13, HalfCon.FLOOR_HALF, -6),
        (13, HalfCon.EXACT, -7),
        (1, HalfCon.FLOOR_HALF, 0),
        (1, HalfCon.EXACT, -1),
        (3, HalfCon.FLOOR_HALF, -1),
        (3, HalfCon.EXACT, -2),
    ],
)
def test_one_blow_threshold(con, half, threshold):
    assert one_blow_threshold(con, half) == threshold


@pytest.mark.parametrize(
    ("con", "hp", "kwargs", "state", "cause"),
    [
        (13, -6, {"blow": True}, HpState.DEAD, DeathCause.HALF_CON_ONE_BLOW),
        (13, -6, {"blow": True, "half": HalfCon.EXACT}, HpState.DYING, DeathCause.NONE),
        (13, -7, {"blow": True, "half": HalfCon.EXACT}, HpState.DEAD, DeathCause.HALF_CON_ONE_BLOW),
        (1, 0, {"blow": True}, HpState.DISABLED, DeathCause.NONE),  # "en negativo": 0 is not negative
        (1, -1, {}, HpState.DEAD, DeathCause.NEGATIVE_CON),
        (0, 10, {}, HpState.DEAD, DeathCause.CON_ZERO),  # "su Constitución llega a 0"
        (12, 0, {"foe": True}, HpState.DEAD, DeathCause.FOE_AT_ZERO),
        (12, 1, {"foe": True}, HpState.FINE, DeathCause.NONE),
    ],
)
def test_other_conditions(con, hp, kwargs, state, cause):
    assert hp_state(con, hp, **kwargs) == (state, cause)


# --- massive damage ------------------------------------------------------------------------------


@pytest.mark.parametrize(("damage", "lethal", "applies"), [(19, True, False), (20, True, True), (45, True, True), (30, False, False)])
def test_massive_damage_threshold(damage, lethal, applies):
    assert massive_damage_applies(damage, lethal) is applies


@pytest.mark.parametrize(
    ("bonus", "p"),
    [
        (4, Fraction(10, 20)),  # 11..20
        (20, Fraction(19, 20)),  # the natural 1 still fails a save
        (-10, Fraction(1, 20)),  # the natural 20 still succeeds
        (0, Fraction(6, 20)),  # 15..20
    ],
)
def test_fortitude_dc_15(bonus, p):
    assert check_chance(bonus, 15, natural_20=True, natural_1=True) == p


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
            {"con": 12, "hp": 10, "damage": 16},
            {"hp_after": -6, "state": "dead", "cause": "half_con_one_blow", "death_at": -12, "one_blow_death_at": -6, "massive_damage_save": False},
        ),
        (
            {"con": 12, "hp": 10, "damage": 15},
            {"hp_after": -5, "state": "dying", "cause": "", "death_at": -12, "one_blow_death_at": -6, "massive_damage_save": False},
        ),
        (
            {"con": 13, "hp": 30, "damage": 36, "half_con": "exact"},
            {"hp_after": -6, "state": "dying", "cause": "", "death_at": -13, "one_blow_death_at": -7, "massive_damage_save": True},
        ),
        (
            {"con": 12, "hp": 0},
            {"hp_after": 0, "state": "disabled", "cause": "", "death_at": -12, "one_blow_death_at": -6, "massive_damage_save": False},
        ),
        (
            {"con": 12, "hp": 25, "damage": 20},
            {"hp_after": 5, "state": "fine", "cause": "", "death_at": -12, "one_blow_death_at": -6, "massive_damage_save": True},
        ),
        (
            {"con": 12, "hp": 10, "damage": 25},  # dead already: no save is owed
            {"hp_after": -15, "state": "dead", "cause": "negative_con", "death_at": -12, "one_blow_death_at": -6, "massive_damage_save": False},
        ),
        (
            {"con": 10, "hp": 4, "damage": 4, "foe": True},
            {"hp_after": 0, "state": "dead", "cause": "foe_at_zero", "death_at": -10, "one_blow_death_at": -5, "massive_damage_save": False},
        ),
    ],
)
def test_dispatch_hp_state(inputs, expected):
    assert answer("hp_state_003", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"damage": 25, "fort_bonus": 4},
            {"applies": True, "dc": 15, "p_survive": 0.5, "p_survive_fraction": "1/2", "p_death": 0.5, "p_death_fraction": "1/2"},
        ),
        (
            {"damage": 19, "fort_bonus": 0},
            {"applies": False, "dc": 15, "p_survive": 1.0, "p_survive_fraction": "1", "p_death": 0.0, "p_death_fraction": "0"},
        ),
        (
            {"damage": 20, "fort_bonus": 30},
            {"applies": True, "dc": 15, "p_survive": 0.95, "p_survive_fraction": "19/20", "p_death": 0.05, "p_death_fraction": "1/20"},
        ),
        (
            {"damage": 40, "fort_bonus": 0, "lethal": False},
            {"applies": False, "dc": 15, "p_survive": 1.0, "p_survive_fraction": "1", "p_death": 0.0, "p_death_fraction": "0"},
        ),
    ],
)
def test_dispatch_massive_damage(inputs, expected):
    assert answer("massive_damage_003", inputs) == expected


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
        ({"con": 12, "hp": 0, "action": "standard"}, {"allowed": True, "reason": "", "hp_after": -1, "state": "dying"}),
        ({"con": 12, "hp": 0, "action": "move"}, {"allowed": True, "reason": "", "hp_after": 0, "state": "disabled"}),
        ({"con": 12, "hp": 0, "action": "full_round"}, {"allowed": False, "reason": "full_round", "hp_after": 0, "state": "disabled"}),
        ({"con": 12, "hp": 0, "action": "standard", "healing": 4}, {"allowed": True, "reason": "", "hp_after": 3, "state": "fine"}),
        ({"con": 1, "hp": 0, "action": "standard"}, {"allowed": True, "reason": "", "hp_after": -1, "state": "dead"}),
        ({"con": 12, "hp": -3, "action": "move"}, {"allowed": True, "reason": "", "hp_after": -3, "state": "disabled"}),
        ({"con": 12, "hp": -3, "action": "standard"}, {"allowed": True, "reason": "", "hp_after": -4, "state": "dying"}),
        ({"con": 12, "hp": -3, "action": "standard", "healing": 1}, {"allowed": True, "reason": "", "hp_after": -3, "state": "disabled"}),
    ],
)
def test_dispatch_disabled_action(inputs, expected):
    assert answer("disabled_action_003", inputs) == expected


def test_the_dead_do_not_act():
    result = answer("disabled_action_003", {"con": 5, "hp": -5, "action": "move"})
    assert result == {"allowed": False, "reason": "dead", "hp_after": -5, "state": "dead"}


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


def test_state_and_cause_codes_are_declared():
    from calc.rules.hp_003 import CAUSE_CODES, STATE_CODES

    assert {o.value for o in STATE_CODES} == {s.value for s in HpState}
    assert {o.value for o in CAUSE_CODES} | {""} == {c.value for c in DeathCause}


@pytest.mark.parametrize(
    ("name", "inputs"),
    [
        ("stabilise_003", {"hp": -1}),
        ("healing_dying_003", {"hp": -1, "healing": 5}),
        ("disabled_action_003", {"hp": 0, "action": "move"}),
        ("recover_003", {"hp": -1}),
    ],
)
def test_con_0_is_death_in_every_form_that_reads_con(name, inputs):
    # "su Constitución llega a 0": a character drained to Con 0 is dead, and its Constitution
    # fills these forms as it fills the hit-point one.
    assert answer(name, {"con": 0, **inputs})["state"] == "dead"
