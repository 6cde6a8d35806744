"""002 "Abbreviazioni", "Attacco corpo a corpo", "Attacco a distanza", "Venti": NPC and Danno."""

from fractions import Fraction

import pytest

from calc import InputError, get
from calc.rules.npc_002 import (
    RANGED_SOURCE,
    delta_d,
    delta_padr,
    expected_damage,
    per_eccesso,
    hit_chances,
    melee_damage,
    melee_npc,
    minus_padr,
    ranged_damage,
    ranged_npc,
)
from calc.sources import Seed
from calc.tables.situation_002 import AttackerWeapon, TargetAction
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.NPC_TPC)


def test_formulas_and_source_occur_verbatim():
    for line in (
        "deltaD = [D(B) - D(A)]/2 (arrotondato per eccesso)",
        "deltaPadr = [Padr(B) - Padr(A)]",
        "minusPadr = [Padr(A)]/2 (arrotondato per eccesso)",
        "NPC = deltaD + S(B) + deltaPadr",
        "Danno = Dd + F(A) + minusPadr + CA(B) + BNPC",
        "NPC = D(B) + L(B) + V(B) + ST - P(A) - Padr(A)",
        "Danno: Dd + P(A) + minusPadr(A) + CA(B) + BNPC",
        "nella formula per calcolare il Danno si raddoppia il Dd",
    ):
        assert line in TEXT
    assert "\n" + RANGED_SOURCE.section + "\n" in TEXT


# "arrotondato per eccesso", read as rounding up toward +∞ (so −3/2 → −1, not −2).
@pytest.mark.parametrize(
    ("n", "half"),
    [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (-1, 0), (-2, -1), (-3, -1), (-4, -2), (-5, -2)],
)
def test_per_eccesso_rounds_a_half_toward_plus_infinity(n, half):
    assert per_eccesso(n, 2) == half


@pytest.mark.parametrize(
    ("d_b", "d_a", "expected"),
    [(5, 2, 2), (2, 5, -1), (4, 0, 2), (0, 4, -2), (3, 3, 0), (-5, 10, -7)],
)
def test_delta_d_is_half_the_dexterity_gap_rounded_up(d_b, d_a, expected):
    assert delta_d(d_b, d_a) == expected


def test_delta_padr_is_target_minus_attacker():
    assert delta_padr(padr_b=1, padr_a=4) == -3
    assert delta_padr(padr_b=6, padr_a=2) == 4


@pytest.mark.parametrize(("padr_a", "expected"), [(0, 0), (1, 1), (3, 2), (4, 2), (7, 4), (20, 10)])
def test_minus_padr_is_half_padr_rounded_up(padr_a, expected):
    assert minus_padr(padr_a) == expected


@pytest.mark.parametrize(
    ("d_a", "d_b", "padr_a", "padr_b", "weapon", "action", "npc"),
    [
        # deltaD −1, S(B) +10, deltaPadr −3
        (3, 0, 4, 1, AttackerWeapon.MELEE, TargetAction.DEFEND_MELEE, 6),
        # same fight with a body weapon: S(B) +20
        (3, 0, 4, 1, AttackerWeapon.BODY, TargetAction.DEFEND_MELEE, 16),
        # deltaD 0, Fuga −5, deltaPadr 0
        (2, 2, 0, 0, AttackerWeapon.MELEE, TargetAction.FLIGHT, -5),
        # deltaD +2, attacco con il corpo vs melee weapon −5, deltaPadr +2
        (0, 3, 1, 3, AttackerWeapon.MELEE, TargetAction.ATTACK_BODY, -1),
    ],
)
def test_melee_npc(d_a, d_b, padr_a, padr_b, weapon, action, npc):
    assert melee_npc(d_a, d_b, padr_a, padr_b, weapon, action) == npc


@pytest.mark.parametrize(
    ("d_b", "l_b", "v_b", "st", "p_a", "padr_a", "npc"),
    [(2, 5, 3, 2, 4, 3, 5), (0, 1, 0, 1, 0, 0, 2), (0, 10, 5, 5, 0, 0, 20), (-20, 1, 0, 1, 20, 20, -58)],
)
def test_ranged_npc(d_b, l_b, v_b, st, p_a, padr_a, npc):
    assert ranged_npc(d_b, l_b, v_b, st, p_a, padr_a) == npc


def test_melee_damage_and_venti_doubles_dd_only():
    # 6 + F 2 + minusPadr(3)=2 + CA −4 + BNPC +2
    assert melee_damage(dd=6, f_a=2, padr_a=3, ca_b=-4, bnpc=2) == 8
    assert melee_damage(dd=6, f_a=2, padr_a=3, ca_b=-4, bnpc=2, venti=True) == 14


def test_ranged_damage_uses_precision_not_strength():
    # 4 + P 3 + minusPadr(5)=3 + CA −2 + BNPC −1
    assert ranged_damage(dd=4, p_a=3, padr_a=5, ca_b=-2, bnpc=-1) == 7
    assert ranged_damage(dd=4, p_a=3, padr_a=5, ca_b=-2, bnpc=-1, venti=True) == 11


def test_minus_padr_is_added_as_printed():
    assert melee_damage(dd=1, f_a=0, padr_a=4, ca_b=0, bnpc=0) == 3


@pytest.mark.parametrize(
    ("tpc", "reroll", "p_venti"),
    # a natural 20 always hits; with * the second roll after TPC−1 may also be a 20
    [(12, False, Fraction(1, 20)), (2, False, Fraction(1, 20)), (11, True, Fraction(21, 400)), (20, True, Fraction(21, 400))],
)
def test_chance_of_a_hitting_twenty(tpc, reroll, p_venti):
    assert hit_chances(tpc, reroll).p_venti == p_venti


def test_expected_damage_counts_a_negative_danno_as_zero():
    chances = hit_chances(13, True)  # p_hit 21/50, p_venti 21/400
    assert expected_damage(chances, damage=-2, damage_venti=3) == Fraction(21, 400) * 3
    assert expected_damage(chances, damage=-5, damage_venti=-1) == 0
    assert expected_damage(chances, damage=4, damage_venti=8) == (Fraction(21, 50) - Fraction(21, 400)) * 4 + Fraction(21, 400) * 8


MELEE_GOLDEN = [
    (
        {"d_a": 3, "d_b": 0, "padr_a": 4, "padr_b": 1, "attacker_weapon": "melee", "target_action": "defend_melee", "dd": 6, "f_a": 2, "ca_b": -3},
        {
            "delta_d": -1, "s_b": 10, "delta_padr": -3, "npc": 6, "minus_padr": 2,
            "tpc": 15, "reroll": False, "bnpc": 0, "p_hit": 0.3, "p_hit_fraction": "3/10",
            "damage": 7, "damage_venti": 13, "p_venti": 0.05, "p_venti_fraction": "1/20",
            "expected_damage": 2.4, "expected_damage_fraction": "12/5",
        },
    ),
    (
        # body weapon vs a fleeing target: NPC −22 → TPC 2, BNPC +4
        {"d_a": 10, "d_b": -5, "padr_a": 10, "padr_b": 0, "attacker_weapon": "body", "target_action": "flight", "dd": 8, "f_a": 3, "ca_b": -6},
        {
            "delta_d": -7, "s_b": -5, "delta_padr": -10, "npc": -22, "minus_padr": 5,
            "tpc": 2, "reroll": False, "bnpc": 4, "p_hit": 0.95, "p_hit_fraction": "19/20",
            "damage": 14, "damage_venti": 22, "p_venti": 0.05, "p_venti_fraction": "1/20",
            "expected_damage": 13.7, "expected_damage_fraction": "137/10",
        },
    ),
    (
        # NPC +1 → 13*; the plain Danno is below 0 and counts as 0 in the mean
        {"d_a": 0, "d_b": 1, "padr_a": 0, "padr_b": 0, "attacker_weapon": "melee", "target_action": "attack_melee", "dd": 5, "f_a": 0, "ca_b": -7},
        {
            "delta_d": 1, "s_b": 0, "delta_padr": 0, "npc": 1, "minus_padr": 0,
            "tpc": 13, "reroll": True, "bnpc": 0, "p_hit": 0.42, "p_hit_fraction": "21/50",
            "damage": -2, "damage_venti": 3, "p_venti": 0.0525, "p_venti_fraction": "21/400",
            "expected_damage": 0.1575, "expected_damage_fraction": "63/400",
        },
    ),
]

RANGED_GOLDEN = [
    (
        {"d_b": 2, "l_b": 5, "v_b": 3, "st": 2, "p_a": 4, "padr_a": 3, "dd": 4, "ca_b": -2},
        {
            "npc": 5, "minus_padr": 2,
            "tpc": 15, "reroll": True, "bnpc": 0, "p_hit": 0.315, "p_hit_fraction": "63/200",
            "damage": 8, "damage_venti": 12, "p_venti": 0.0525, "p_venti_fraction": "21/400",
            "expected_damage": 2.73, "expected_damage_fraction": "273/100",
        },
    ),
    (
        # NPC −58 uses the "-25 in poi" row: TPC 2, BNPC +10
        {"d_b": -20, "l_b": 1, "v_b": 0, "st": 1, "p_a": 20, "padr_a": 20, "dd": 10, "ca_b": 0},
        {
            "npc": -58, "minus_padr": 10,
            "tpc": 2, "reroll": False, "bnpc": 10, "p_hit": 0.95, "p_hit_fraction": "19/20",
            "damage": 50, "damage_venti": 60, "p_venti": 0.05, "p_venti_fraction": "1/20",
            "expected_damage": 48.0, "expected_damage_fraction": "48",
        },
    ),
]


@pytest.mark.parametrize(("inputs", "expected"), MELEE_GOLDEN)
def test_dispatch_melee(inputs, expected):
    assert answer("melee_attack_002", inputs) == expected


@pytest.mark.parametrize(("inputs", "expected"), RANGED_GOLDEN)
def test_dispatch_ranged(inputs, expected):
    assert answer("ranged_attack_002", inputs) == expected


@pytest.mark.parametrize(
    ("name", "field", "low", "high", "seed_words"),
    [
        ("l_b", "l_b", 1, 10, "L = Lontananza del bersaglio (numero da 1 a 10)"),
        ("v_b", "v_b", 0, 5, "V = Velocità in metri al round (numero da 0 a 5)"),
        ("st", "st", 1, 5, "ST = Situazione di tiro (un numero da 1 a 5;"),
    ],
)
def test_ranged_inputs_follow_the_seed_ranges(name, field, low, high, seed_words):
    assert seed_words in TEXT
    f = get("ranged_attack_002").field(field)
    assert (f.minimum, f.maximum) == (low, high)
    base = {"dd": 4}
    answer("ranged_attack_002", {**base, name: low})
    answer("ranged_attack_002", {**base, name: high})
    for bad in (low - 1, high + 1):
        with pytest.raises(InputError) as error:
            answer("ranged_attack_002", {**base, name: bad})
        assert error.value.field == name


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        ({"dd": 6, "target_action": "hide"}, "target_action"),
        ({"dd": 6, "attacker_weapon": "bow"}, "attacker_weapon"),
        ({"dd": 6, "padr_a": -1}, "padr_a"),  # "Padr = Bonus": never below 0
        ({"dd": 0}, "dd"),
        ({}, "dd"),
    ],
)
def test_bad_melee_input_names_the_field(inputs, field):
    with pytest.raises(InputError) as error:
        answer("melee_attack_002", inputs)
    assert error.value.field == field
