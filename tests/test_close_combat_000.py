"""000 "COMBATTIMENTO RAVVICINATO" (entry, rules a–f, breaking free) and "RECUPERARE UN’ARMA CADUTA ..."."""

from fractions import Fraction

import pytest

from calc import InputError, dispatch
from calc.rules.close_combat_000 import (
    breaker_save,
    entry_refusal,
    close_combat_to_hit,
    percent_chance,
    pickup_initiative,
    recovering_ac,
    save_or_drop_on_miss,
    separation_chance,
    split_effect_damage,
    third_party_save_penalty,
    victim_strikes_first,
    weapon_usable,
)
from calc.sources import Seed
from calc.tables import table
from calc.tables.close_combat_000 import CLOSE_COMBAT_SOURCE, ESCAPE_SOURCE, RECOVER_SOURCE, ThirdPartyAttack
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


@pytest.mark.parametrize("source", [CLOSE_COMBAT_SOURCE, ESCAPE_SOURCE, RECOVER_SOURCE])
def test_sources_are_verbatim_in_the_seed(source):
    assert normalise(source.section) in SEED


@pytest.mark.parametrize(
    "phrase",
    [
        "Chi utilizza un’arma di dimensioni M ottiene una penalità di – 2 al tiro per colpire, chi utilizza un’arma L "
        "ottiene una penalità di – 5 al tiro per colpire se è a due mani non potrà essere utilizzata ma solo mantenuta "
        "con una mano, chi utilizza un’arma da botta ottiene un’ulteriore penalità di – 2 al tiro per colpire.",
        "Lo scudo non migliora la classe armatura di chi lo ha, anzi gli provoca una, eventualmente ulteriore, "
        "penalità di – 1 al tiro per colpire.",
        "con –5% di penalità se usano armi medium, -10% se usano armi large, un'ulteriore penalità di -5% se utilizzano "
        "armi impugnandole a due mani; -20% se si usano armi da tiro o da lancio od effetti assimilabili, -10% quando "
        "utilizzano il colpo di combattimento Precisione nella Mira",
        "la metà dei danni (per eccesso) e l'altra metà alla vittima",
        "darà un bonus di +5% al tiro salvezza effettuato da chi si vuole liberare",
        "solo fra creature aventi al massimo una taglia di dimensione di differenza",
        "sarà soggetto ad una penalità alla classe armatura pari a + 2 e non potrà utilizzare i bonus della destrezza",
    ],
)
def test_the_numbers_come_from_these_phrases(phrase):
    assert normalise(phrase) in SEED


def test_printable_tables():
    assert table("close_combat_000").rows == (
        ("arma di dimensioni M", "– 2"),
        ("arma L", "– 5 (se è a due mani non potrà essere utilizzata ma solo mantenuta con una mano)"),
        ("arma da botta", "ulteriore – 2"),
        ("scudo (non migliora la classe armatura)", "eventualmente ulteriore – 1"),
    )
    assert table("close_combat_third_party_000").rows == (
        ("armi medium", "–5%"),
        ("armi large", "-10%"),
        ("armi impugnate a due mani", "ulteriore -5%"),
        ("armi da tiro o da lancio od effetti assimilabili", "-20%"),
        ("colpo di combattimento Precisione nella Mira", "-10%"),
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


# --- breaking free --------------------------------------------------------------------

def _brute_force(breaker: int, holder: int) -> Fraction:
    """Independent count of the reading: d100 each, margin = chance − roll, breaker must pass by more."""
    wins = sum(
        1
        for rb in range(1, 101)
        for rh in range(1, 101)
        if rb <= breaker and breaker - rb > holder - rh
    )
    return Fraction(wins, 10_000)


@pytest.mark.parametrize(
    ("breaker", "holder", "p"),
    [
        (50, 50, Fraction(149, 400)),
        (60, 50, Fraction(189, 400)),
        (0, 30, Fraction(0)),
        (100, 0, Fraction(1)),
        (100, 100, Fraction(99, 200)),
    ],
)
def test_separation_needs_a_greater_margin(breaker, holder, p):
    assert separation_chance(breaker, holder) == p


@pytest.mark.parametrize("breaker", [0, 1, 25, 50, 77, 100, 110, 150])
@pytest.mark.parametrize("holder", [0, 1, 33, 50, 99, 100])
def test_separation_matches_a_brute_force_count(breaker, holder):
    assert separation_chance(breaker, holder) == _brute_force(breaker, holder)


@pytest.mark.parametrize(("save", "separators", "used"), [(50, 0, 50), (50, 1, 55), (50, 2, 60), (95, 3, 110)])
def test_plus_5_percent_per_creature_pulling_them_apart(save, separators, used):
    assert breaker_save(save, separators) == used


def test_escape_dispatch():
    assert answer("close_combat_escape_000", {"breaker_save_chance": 50, "holder_save_chance": 50, "separators": 2}) == {
        "breaker_save_used": 60, "p_separated": 0.4725, "p_separated_fraction": "189/400",
    }


# --- recovering a weapon ----------------------------------------------------------------

@pytest.mark.parametrize(
    ("ac", "dex", "recovering"),
    [(3, -2, 7), (3, 0, 5), (5, 1, 7), (-2, -4, 4), (10, 0, 12)],
)
def test_ac_plus_2_and_no_dexterity_bonus(ac, dex, recovering):
    assert recovering_ac(ac, dex) == recovering


@pytest.mark.parametrize(("full", "half", "moved", "initiative"), [(6, 3, True, 9), (6, 3, False, 6)])
def test_picked_up_at_full_move_initiative_plus_half_move_if_moved(full, half, moved, initiative):
    assert pickup_initiative(full, half, moved) == initiative


def test_recover_dispatch():
    assert answer(
        "recover_weapon_000",
        {"armor_class": 3, "dex_ac_adjustment": -2, "full_move_initiative": 6, "half_move_penalty": 3, "moved": True},
    ) == {"armor_class": 7, "pickup_initiative": 9}
    assert answer("recover_weapon_000", {"armor_class": 4}) == {"armor_class": 6, "pickup_initiative": 0}


@pytest.mark.parametrize(
    ("name", "inputs", "field"),
    [
        ("recover_weapon_000", {"armor_class": 11}, "armor_class"),
        ("close_combat_third_party_000", {"reflex_save": 101}, "reflex_save"),
        ("close_combat_escape_000", {"breaker_save_chance": 50, "holder_save_chance": 50, "separators": 11}, "separators"),
        ("close_combat_split_000", {"damage": -1}, "damage"),
        ("close_combat_000", {"weapon_size": "M"}, "weapon_size"),
    ],
)
def test_bad_input_names_the_field(name, inputs, field):
    with pytest.raises(InputError) as error:
        answer(name, inputs)
    assert error.value.field == field


@pytest.mark.parametrize(("adjustment", "lost"), [(-3, 3), (0, 0), (2, 0)])
def test_only_a_dexterity_bonus_is_lost(adjustment, lost):
    from calc.rules.close_combat_000 import dex_bonus_lost

    assert dex_bonus_lost(adjustment) == lost
