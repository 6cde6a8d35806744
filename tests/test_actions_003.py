"""003 "TIPOS DE ACCIÓN": what a round holds; drawing weapons, readying shields, fast mount."""

import pytest

from calc.rules import actions_003 as A
from calc.rules.actions_003 import FullRound, action_budget
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)


@pytest.mark.parametrize("source", [A.TYPES_SOURCE, A.MOUNT_SOURCE, A.DRAW_SOURCE], ids=lambda s: s.section)
def test_sources_are_headings_of_the_seed(source):
    assert "\n" + source.section + "\n" in TEXT


@pytest.mark.parametrize(
    ("standard", "move", "full", "kwargs", "reason"),
    [
        (1, 1, FullRound.NONE, {}, ""),
        (0, 2, FullRound.NONE, {}, ""),  # a move action instead of the standard one
        (2, 0, FullRound.NONE, {}, "one_standard_action"),
        (1, 2, FullRound.NONE, {}, "too_many_actions"),
        (0, 3, FullRound.NONE, {}, "too_many_actions"),
        (0, 0, FullRound.OTHER, {}, ""),
        (1, 0, FullRound.OTHER, {}, "full_round_plus_other"),
        (0, 0, FullRound.OTHER, {"step": True}, ""),  # full attack and a 1 m step
        (0, 0, FullRound.RUN, {"step": True}, "no_step_run_withdraw"),
        (0, 0, FullRound.WITHDRAW, {"step": True}, "no_step_run_withdraw"),
        (0, 0, FullRound.DIFFICULT_TERRAIN, {"step": True}, "no_step_after_moving"),
        (1, 1, FullRound.NONE, {"step": True}, "no_step_after_moving"),
        (1, 1, FullRound.NONE, {"step": True, "moving": False}, ""),  # e.g. drawing a weapon, then a step
        (1, 0, FullRound.NONE, {"restricted": True}, ""),
        (0, 1, FullRound.NONE, {"restricted": True}, ""),
        (1, 1, FullRound.NONE, {"restricted": True}, "restricted_one_action"),
        (0, 0, FullRound.OTHER, {"restricted": True}, "full_round_restricted"),
        (0, 0, FullRound.WITHDRAW, {"restricted": True}, ""),  # "Retirada restringida"
        (1, 0, FullRound.WITHDRAW, {"restricted": True}, "full_round_restricted"),
    ],
)
def test_action_budget(standard, move, full, kwargs, reason):
    assert action_budget(standard, move, full, **kwargs) == reason


def test_dispatch_budget():
    assert answer("action_budget_003", {"standard": 1, "move": 1}) == {"allowed": True, "reason": ""}
    assert answer("action_budget_003", {"full_round": "run", "step": True}) == {"allowed": False, "reason": "no_step_run_withdraw"}


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"ride_bonus": 5, "armor_penalty": 2}, {"dc": 20, "p_free_action": 0.2, "p_free_action_fraction": "1/5"}),
        ({"ride_bonus": 19}, {"dc": 20, "p_free_action": 1.0, "p_free_action_fraction": "1"}),
        ({"ride_bonus": -1}, {"dc": 20, "p_free_action": 0.0, "p_free_action_fraction": "0"}),
    ],
)
def test_dispatch_mount(inputs, expected):
    assert answer("quick_mount_003", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"item": "weapon", "base_attack": 0}, {"action": "move", "items": 1}),
        ({"item": "weapon", "base_attack": 1}, {"action": "free", "items": 1}),
        ({"item": "weapon", "base_attack": 1, "with_move": False}, {"action": "move", "items": 1}),
        ({"item": "weapon", "base_attack": 0, "two_weapon_fighting": True}, {"action": "move", "items": 2}),
        ({"item": "shield", "base_attack": 3, "two_weapon_fighting": True}, {"action": "free", "items": 1}),
        ({"item": "shield", "base_attack": 0}, {"action": "move", "items": 1}),
        ({"item": "ammunition"}, {"action": "free", "items": 1}),
        ({"item": "drop_carried_shield"}, {"action": "free", "items": 1}),
    ],
)
def test_dispatch_draw(inputs, expected):
    assert answer("draw_weapon_003", inputs) == expected


def test_every_code_a_result_can_take_is_declared_with_words():
    budget = {o.value for o in A.BUDGET_REASONS} | {""}
    for standard in range(4):
        for move in range(4):
            for full in FullRound:
                for flags in range(8):
                    moving, step, restricted = bool(flags & 1), bool(flags & 2), bool(flags & 4)
                    assert action_budget(standard, move, full, moving=moving, step=step, restricted=restricted) in budget
