"""000 "BLOCCARE UN ATTACCO": roll at -2, reach the attacker's AC; natural 1-3 risks the weapon."""

from fractions import Fraction

import pytest

from calc.rules.block_000 import (
    BLOCK_PENALTY,
    BLOCK_SOURCE,
    LOW_ROLL_MAX,
    MAX_SIZE_GAP,
    MIN_PARRY_FACTOR,
    block_allowed,
    blocks,
    p_block,
    roll_needed,
)
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AD2E_HOUSE)


def test_numbers_as_printed():
    assert BLOCK_SOURCE.section in TEXT
    assert BLOCK_PENALTY == -2 and "Colui che vuole bloccare con una penalità di – 2" in TEXT
    assert LOW_ROLL_MAX == 3 and "un numero da 1 a 3 naturale" in TEXT
    assert MIN_PARRY_FACTOR == 1 and "fattore parata almeno pari a 1" in TEXT
    assert MAX_SIZE_GAP == 2 and "un Medium non può bloccare creature Huge o superiori" in TEXT


@pytest.mark.parametrize(("blocker", "attacker", "ok"), [(3, 3, True), (2, 3, True), (4, 3, False)])
def test_the_same_ac_or_better_blocks(blocker, attacker, ok):
    assert blocks(blocker, attacker) is ok


@pytest.mark.parametrize(
    ("thac0", "ac_hit", "needed", "p"),
    [(15, 3, 14, Fraction(7, 20)), (20, 0, 22, Fraction(0)), (10, 10, 2, Fraction(19, 20)), (10, 15, -3, Fraction(1))],
)
def test_roll_needed_and_chance(thac0, ac_hit, needed, p):
    assert roll_needed(thac0, ac_hit) == needed
    assert p_block(thac0, ac_hit) == p


@pytest.mark.parametrize(
    ("kwargs", "allowed", "reason"),
    [
        ({"shield": False, "weapon_parry": 1, "size_gap": 1}, True, ""),
        ({"shield": False, "weapon_parry": 0, "size_gap": 0}, False, "weapon_parry"),
        ({"shield": True, "weapon_parry": 0, "size_gap": 0}, True, ""),
        ({"shield": False, "weapon_parry": 2, "size_gap": 2}, False, "size_gap"),
        ({"shield": False, "weapon_parry": 2, "size_gap": 0, "melee_attack": False}, False, "not_melee"),
        ({"shield": False, "weapon_parry": 2, "size_gap": 0, "against_self": False}, False, "not_against_self"),
    ],
)
def test_who_may_block(kwargs, allowed, reason):
    b = block_allowed(**kwargs)
    assert (b.allowed, b.reason) == (allowed, reason)


def test_dispatch_golden():
    assert answer("block_000", {"thac0": 15, "attacker_ac_hit": 3}) == {
        "allowed": True,
        "reason": "",
        "roll_needed": 14,
        "p_block": 0.35,
        "p_block_fraction": "7/20",
        "low_roll_effect": "weapon_save",
        "p_low_roll": 0.15,
        "p_low_roll_fraction": "3/20",
    }
    assert answer("block_000", {"means": "shield", "weapon_parry": 0, "thac0": 12, "attacker_ac_hit": 5})["low_roll_effect"] == "shield_damaged"
    # "un Medium non può bloccare creature Huge o superiori"
    assert answer("block_000", {"thac0": 15, "attacker_ac_hit": 3, "attacker_size": "huge"}) == {
        "allowed": False,
        "reason": "size_gap",
        "roll_needed": 0,
        "p_block": 0.0,
        "p_block_fraction": "0",
        "low_roll_effect": "",
        "p_low_roll": 0.0,
        "p_low_roll_fraction": "0",
    }


@pytest.mark.parametrize(
    ("attacker", "blocker", "allowed"),
    [("large", "medium", True), ("huge", "medium", False), ("gargantuan", "medium", False), ("huge", "large", True), ("medium", "tiny", False), ("small", "tiny", True)],
)
def test_sizes_by_name(attacker, blocker, allowed):
    result = answer("block_000", {"thac0": 15, "attacker_ac_hit": 3, "attacker_size": attacker, "blocker_size": blocker})
    assert result["allowed"] is allowed


def test_other_to_hit_modifiers_add_to_the_blockers_roll():
    base = {"thac0": 15, "attacker_ac_hit": 5}
    assert answer("block_000", base | {"other_to_hit": 1})["roll_needed"] == answer("block_000", base)["roll_needed"] - 1
