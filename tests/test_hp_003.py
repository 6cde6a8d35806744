"""003 hit points: disabled, dying, dead, massive damage, acting while disabled."""

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
    DeathCause,
    HalfCon,
    HpState,
    hp_state,
    massive_damage_applies,
    one_blow_threshold,
)
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)


@pytest.mark.parametrize("source", [HP_SOURCE, EFFECTS_SOURCE, MASSIVE_SOURCE, DISABLED_SOURCE, DYING_SOURCE, DEAD_SOURCE])
def test_sources_are_headings_of_the_seed(source):
    assert source.section + "\n" in TEXT


def test_the_rules_as_printed():
    for line in (
        "Por ejemplo, si Feliot tiene un 12 en Constitución, entre -1 y -11 estaría moribundo. Moriría si sus puntos de vida "
        "llegasen a -12. También moriría si de un sólo golpe le bajan a -6.",
        "el personaje tendrá que hacer una tirada de salvación de Fortaleza DC 15 o morirá",
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
