"""000 "COMBATTIMENTO RAVVICINATO": entering it (rules 1 and 2) and fighting in it (rules a–f)."""

from fractions import Fraction

import pytest

from calc import InputError, dispatch
from calc.rules.close_combat_000 import (
    entry_refusal,
    close_combat_to_hit,
    percent_chance,
    save_or_drop_on_miss,
    split_effect_damage,
    third_party_save_penalty,
    victim_strikes_first,
    weapon_usable,
)
from calc.sources import Seed
from calc.tables import table
from calc.tables.close_combat_000 import (
    BLUNT_TO_HIT,
    CLOSE_COMBAT_SOURCE,
    PRECISE_AIM_SAVE,
    SHIELD_TO_HIT,
    THIRD_PARTY_SAVE,
    TWO_HANDED_SAVE,
    WEAPON_TO_HIT,
    ThirdPartyAttack,
)
from calc.tables.sizes import CreatureSize
from calc.tables.sizes_000 import WeaponSize
from tests.seedtext import normalise, seed_text
from tests.answers import answer

SEED = normalise(seed_text(Seed.AD2E_HOUSE))
T, S, M, L, H, G = (
    CreatureSize.TINY, CreatureSize.SMALL, CreatureSize.MEDIUM,
    CreatureSize.LARGE, CreatureSize.HUGE, CreatureSize.GARGANTUAN,
)
WS, WM, WL = WeaponSize.SMALL, WeaponSize.MEDIUM, WeaponSize.LARGE


def test_the_source_is_verbatim_in_the_seed():
    assert normalise(CLOSE_COMBAT_SOURCE.section) in SEED


@pytest.mark.parametrize(
    "phrase",
    ["la metà dei danni (per eccesso) e l'altra metà alla vittima"],
)
def test_the_rules_come_from_these_phrases(phrase):
    assert normalise(phrase) in SEED


def test_printable_tables():
    assert table("close_combat_000").rows == (
        ("arma di dimensioni M", f"– {-WEAPON_TO_HIT[WM]}"),
        ("arma L", f"– {-WEAPON_TO_HIT[WL]} (se è a due mani non potrà essere utilizzata ma solo mantenuta con una mano)"),
        ("arma da botta", f"ulteriore – {-BLUNT_TO_HIT}"),
        ("scudo (non migliora la classe armatura)", f"eventualmente ulteriore – {-SHIELD_TO_HIT}"),
    )
    assert table("close_combat_third_party_000").rows == (
        ("armi medium", f"{THIRD_PARTY_SAVE[ThirdPartyAttack.MEDIUM]}%"),
        ("armi large", f"{THIRD_PARTY_SAVE[ThirdPartyAttack.LARGE]}%"),
        ("armi impugnate a due mani", f"ulteriore {TWO_HANDED_SAVE}%"),
        ("armi da tiro o da lancio od effetti assimilabili", f"{THIRD_PARTY_SAVE[ThirdPartyAttack.MISSILE]}%"),
        ("colpo di combattimento Precisione nella Mira", f"{PRECISE_AIM_SAVE}%"),
    )


# --- entering ---------------------------------------------------------------------

@pytest.mark.parametrize(("attacker", "victim"), [(M, L), (M, S), (M, M), (G, H), (T, S)])
def test_close_combat_between_sizes_at_most_one_apart(attacker, victim):
    assert entry_refusal(attacker, victim, victim_already_held=False) == ""


@pytest.mark.parametrize(("attacker", "victim"), [(M, H), (T, M), (G, L), (S, G)])
def test_no_close_combat_two_sizes_apart(attacker, victim):
    # "Si può entrare in combattimento ravvicinato solo fra creature aventi al massimo una taglia di dimensione di differenza."
    assert entry_refusal(attacker, victim, victim_already_held=False) == "size_gap"


def test_only_one_creature_may_hold_another():
    # "Solo una creatura può entrare in combattimento ravvicinato con un'altra."
    assert entry_refusal(M, M, victim_already_held=True) == "already_held"


@pytest.mark.parametrize(
    ("weapon", "acted", "strikes"),
    [(WM, False, True), (WL, False, True), (WS, False, False), (None, False, False), (WL, True, False)],
)
def test_victim_with_m_or_l_weapon_strikes_first_unless_he_acted(weapon, acted, strikes):
    assert victim_strikes_first(weapon, acted) is strikes


def test_entry_dispatch():
    # dex 15 vs 12: both succeed 180 (102 / 12 / 66), only attacker 120, only victim 60, both fail 40 (tie)
    # "All'iniziativa della creatura che effettua questa manovra va comunque sommata il malus per
    # l'iniziativa di mezzo movimento": initiative 4 + half-move penalty 3.
    assert answer(
        "close_combat_entry_000",
        {"attacker_dexterity": 15, "victim_dexterity": 12, "victim_weapon": "medium", "initiative": 4, "half_move_penalty": 3},
    ) == {
        "allowed": True, "reason": "",
        "p_enter": 0.555, "p_enter_fraction": "111/200",
        "p_tie": 0.13, "p_tie_fraction": "13/100",
        "p_fail": 0.315, "p_fail_fraction": "63/200",
        "victim_strikes_first": True,
        "entry_initiative": 7,
    }


@pytest.mark.parametrize(
    ("inputs", "reason"),
    [
        ({"attacker_size": "small", "victim_size": "large"}, "size_gap"),
        ({"victim_already_held": True}, "already_held"),
    ],
)
def test_entry_the_rules_forbid_is_an_answer(inputs, reason):
    result = answer("close_combat_entry_000", {"attacker_dexterity": 15, "victim_dexterity": 12, "initiative": 4} | inputs)
    assert (result["allowed"], result["reason"], result["p_enter"]) == (False, reason, 0.0)


# --- rules a, b, e ------------------------------------------------------------------

@pytest.mark.parametrize(
    ("weapon", "blunt", "shield", "modifier"),
    [
        (WS, False, False, 0),
        (WM, False, False, -2),
        (WL, False, False, -5),
        (WM, True, False, -4),
        (WS, True, False, -2),
        (WS, False, True, -1),
        (WM, False, True, -3),
        (WL, True, True, -8),
    ],
)
def test_to_hit_penalties_in_close_combat(weapon, blunt, shield, modifier):
    assert close_combat_to_hit(weapon, blunt, shield) == modifier


@pytest.mark.parametrize(
    ("weapon", "two_handed", "usable"),
    [(WL, True, False), (WL, False, True), (WM, True, True), (WS, False, True)],
)
def test_two_handed_large_weapon_cannot_be_used(weapon, two_handed, usable):
    assert weapon_usable(weapon, two_handed) is usable


@pytest.mark.parametrize(("weapon", "save"), [(WS, False), (WM, True), (WL, True)])
def test_missing_with_m_or_l_weapon_risks_dropping_it(weapon, save):
    assert save_or_drop_on_miss(weapon) is save


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        # b) "Lo scudo non migliora la classe armatura di chi lo ha, anzi gli provoca ... – 1 al tiro per colpire"
        ({"weapon_size": "large", "blunt": True, "two_handed": True, "shield": True},
         {"to_hit_modifier": None, "weapon_usable": False, "save_or_drop_on_miss": True, "shield_ac_lost": True}),
        ({"weapon_size": "small"}, {"to_hit_modifier": 0, "weapon_usable": True, "save_or_drop_on_miss": False, "shield_ac_lost": False}),
        ({}, {"to_hit_modifier": -2, "weapon_usable": True, "save_or_drop_on_miss": True, "shield_ac_lost": False}),
    ],
)
def test_close_combat_dispatch(inputs, expected):
    assert answer("close_combat_000", inputs) == expected


# --- rule f: third parties -------------------------------------------------------------

A = ThirdPartyAttack


@pytest.mark.parametrize(
    ("attack", "two_handed", "aim", "penalty"),
    [
        (A.SMALL, False, False, 0),
        (A.MEDIUM, False, False, -5),
        (A.LARGE, False, False, -10),
        (A.MEDIUM, True, False, -10),
        (A.LARGE, True, False, -15),
        (A.SMALL, True, False, -5),
        (A.MISSILE, False, False, -20),
        (A.MISSILE, False, True, -30),
        (A.LARGE, True, True, -25),
    ],
)
def test_reflex_save_penalties_add_up(attack, two_handed, aim, penalty):
    assert third_party_save_penalty(attack, two_handed, aim) == penalty


def test_two_handed_penalty_is_for_melee_weapons():
    # A crossbow is held in two hands, but the -5% sits in the melee clause: not counted.
    assert third_party_save_penalty(A.MISSILE, True, False) == -20
    result = dispatch("close_combat_third_party_000", {"reflex_save": 50, "attack": "missile", "two_handed": True})
    assert (result["save_penalty"], result["ignored"]) == (-20, ["two_handed"])


@pytest.mark.parametrize(("chance", "p"), [(-10, Fraction(0)), (0, Fraction(0)), (35, Fraction(7, 20)), (100, Fraction(1)), (130, Fraction(1))])
def test_percent_chance_is_clamped(chance, p):
    assert percent_chance(chance) == p


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"reflex_save": 60, "attack": "large", "two_handed": True, "precise_aim": True},
         {"save_penalty": -25, "save_chance": 35, "p_intended_target": 0.35, "p_intended_target_fraction": "7/20",
          "p_other_combatant": 0.65, "p_other_combatant_fraction": "13/20"}),
        ({"reflex_save": 10, "attack": "missile"},
         {"save_penalty": -20, "save_chance": -10, "p_intended_target": 0.0, "p_intended_target_fraction": "0",
          "p_other_combatant": 1.0, "p_other_combatant_fraction": "1"}),
    ],
)
def test_third_party_dispatch(inputs, expected):
    assert answer("close_combat_third_party_000", inputs) == expected


@pytest.mark.parametrize(("damage", "target", "other"), [(7, 4, 3), (8, 4, 4), (1, 1, 0), (0, 0, 0), (15, 8, 7)])
def test_effect_split_half_rounded_up_to_the_target(damage, target, other):
    assert split_effect_damage(damage) == (target, other)
    assert answer("close_combat_split_000", {"damage": damage}) == {"damage_to_target": target, "damage_to_other": other}


@pytest.mark.parametrize(
    ("name", "inputs", "field"),
    [
        ("close_combat_third_party_000", {"reflex_save": 101}, "reflex_save"),
        ("close_combat_split_000", {"damage": -1}, "damage"),
        ("close_combat_000", {"weapon_size": "M"}, "weapon_size"),
    ],
)
def test_bad_input_names_the_field(name, inputs, field):
    with pytest.raises(InputError) as error:
        answer(name, inputs)
    assert error.value.field == field
