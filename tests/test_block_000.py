"""000 "BLOCCARE UN ATTACCO": roll at the block's penalty, reach the attacker's AC; a low natural
roll risks the weapon. The numbers are the house rules' (the build checks them against
calc/texts/000.txt): the tests expect what the constants hold."""

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
from calc.tables.sizes_000 import CreatureSize
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AD2E_HOUSE)


def test_the_passage_and_the_size_example_are_in_the_text():
    assert BLOCK_SOURCE.section in TEXT
    assert "un Medium non può bloccare creature Huge o superiori" in TEXT
    assert CreatureSize.HUGE.rank - CreatureSize.MEDIUM.rank == MAX_SIZE_GAP


def _chance(needed: int) -> Fraction:
    """P(natural d20 ≥ needed), no natural roll automatic."""
    return Fraction(min(max(21 - needed, 0), 20), 20)


@pytest.mark.parametrize(("blocker", "attacker", "ok"), [(3, 3, True), (2, 3, True), (4, 3, False)])
def test_the_same_ac_or_better_blocks(blocker, attacker, ok):
    assert blocks(blocker, attacker) is ok


@pytest.mark.parametrize(("thac0", "ac_hit"), [(15, 3), (20, 0), (10, 10), (10, 15)])
def test_the_blocker_rolls_at_the_penalty_to_reach_the_ac_the_attacker_reached(thac0, ac_hit):
    needed = thac0 - BLOCK_PENALTY - ac_hit
    assert (roll_needed(thac0, ac_hit), p_block(thac0, ac_hit)) == (needed, _chance(needed))


@pytest.mark.parametrize(
    ("kwargs", "allowed", "reason"),
    [
        ({"shield": False, "weapon_parry": MIN_PARRY_FACTOR, "size_gap": MAX_SIZE_GAP - 1}, True, ""),
        ({"shield": False, "weapon_parry": MIN_PARRY_FACTOR - 1, "size_gap": 0}, False, "weapon_parry"),
        ({"shield": True, "weapon_parry": 0, "size_gap": 0}, True, ""),
        ({"shield": False, "weapon_parry": 2, "size_gap": MAX_SIZE_GAP}, False, "size_gap"),
        ({"shield": False, "weapon_parry": 2, "size_gap": 0, "melee_attack": False}, False, "not_melee"),
        ({"shield": False, "weapon_parry": 2, "size_gap": 0, "against_self": False}, False, "not_against_self"),
    ],
)
def test_who_may_block(kwargs, allowed, reason):
    b = block_allowed(**kwargs)
    assert (b.allowed, b.reason) == (allowed, reason)


def test_dispatch_golden():
    needed, low = 15 - BLOCK_PENALTY - 3, Fraction(LOW_ROLL_MAX, 20)
    assert answer("block_000", {"thac0": 15, "attacker_ac_hit": 3}) == {
        "allowed": True,
        "reason": "",
        "roll_needed": needed,
        "p_block": float(_chance(needed)),
        "p_block_fraction": str(_chance(needed)),
        "low_roll_effect": "weapon_save",
        "p_low_roll": float(low),
        "p_low_roll_fraction": str(low),
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
