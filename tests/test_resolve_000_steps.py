"""resolve_000's steps (the AD&D roll), each run alone: what it adds to the trail and which
number it moves; test_resolve_000.py tests the whole resolution."""

from __future__ import annotations

import pytest

from calc import get
from calc.rules.resolve_000 import steps as S
from tests.resolvers import run_step, step_inputs, step_trail


def inputs(**given) -> S.Inputs:
    return step_inputs("resolve_000", S.Inputs, given)


def run(step, i: S.Inputs, **state) -> S.Resolution:
    return run_step(step, i, S.Resolution(**state))


trail = step_trail


def test_inputs_are_the_declared_fields():
    assert list(S.Inputs.__dataclass_fields__) == [f.name for f in get("resolve_000").fields]


def test_the_steps_run_in_the_texts_order():
    assert [s.__name__ for s in S.STEPS] == [
        "target_ac", "conditions_and_back", "height", "blind_attacker", "dex_and_shield", "aimed_blow", "close_combat",
        "grab_or_tackle", "other_to_hit", "parry_step", "block_step", "sizes_used",
    ]


@pytest.mark.parametrize(
    ("given", "ac", "steps"),
    [
        ({"target_ac": 4}, 4, []),
        ({"maneuver": "tackle", "natural_ac": 8}, 8, [("tackle", "ac_is", 8, True, "")]),
        ({"aimed": "small", "location_ac": 2}, 2, [("aimed_blow", "ac_is", 2, True, "")]),
    ],
)
def test_target_ac(given, ac, steps):
    r = run(S.target_ac, inputs(**given))
    assert (r.ac, trail(r)) == (ac, steps)


def test_conditions_and_back_keep_the_heavier_per_effect():
    r = run(S.conditions_and_back, inputs(condition=["prone"], back_attack=True))
    applied = [(rule, effect) for rule, effect, _, done, _ in trail(r) if done]
    assert applied and all(rule in ("condition_prone", "back_attack") for rule, _ in applied)
    assert [rule.code for rule, _ in r.said] == ["condition_prone", "back_attack"]


def test_height_sets_the_situations_modifiers():
    r = run(S.height, inputs(elevation="attacker_higher"))
    assert trail(r) == [("attacker_higher", "to_hit", r.to_hit, True, "")] and r.to_hit > 0


def test_a_blind_attacker_takes_his_own_penalty_and_shoots_no_missiles():
    r = run(S.blind_attacker, inputs(condition=["blind"], attacker_blind=True, attack="missile"))
    assert (r.refused, r.to_hit, trail(r)) == ("blind_missile", -4, [("blind_attacker", "to_hit", -4, True, "")])


def test_dex_and_shield_are_lost_once():
    i = inputs(condition=["prone"], back_attack=True, dex_ac=-2, shield="small", shield_ac=1)
    r = run(S.height, i)
    S.conditions_and_back(i, r)
    r.trail.steps.clear()
    ac = r.ac
    S.dex_and_shield(i, r)
    lost = [(effect, done) for _, effect, _, done, _ in trail(r) if effect in ("dex_lost", "shield_lost")]
    assert lost.count(("dex_lost", True)) <= 1 and lost.count(("shield_lost", True)) <= 1
    assert r.ac - ac == sum(v for _, effect, v, done, _ in trail(r) if done)


def test_aimed_blow_moves_the_ac_to_hit():
    r = run(S.aimed_blow, inputs(aimed="large", location_ac=10), ac=10)
    assert (r.ac, [s[1] for s in trail(r)]) == (7, ["ac", "initiative"])  # large part: −3


def test_close_combat_refuses_a_two_handed_large_weapon():
    r = run(S.close_combat, inputs(close_combat=True, weapon_size="large", two_handed=True))
    assert r.refused == "two_handed_large"


def test_grab_with_one_hand_is_minus_5_and_a_tackle_gains_1_per_helper():
    assert run(S.grab_or_tackle, inputs(maneuver="grab", hands="one")).to_hit == -5
    assert run(S.grab_or_tackle, inputs(maneuver="tackle", helpers=2)).to_hit == 2


def test_other_to_hit_counts_as_given():
    r = run(S.other_to_hit, inputs(other_to_hit=3))
    assert (r.to_hit, trail(r)) == (3, [("other_to_hit", "to_hit", 3, True, "")])


def test_no_parry_from_behind():
    r = run(S.parry_step, inputs(defense="parry", back_attack=True), ac=5)
    assert r.ac == 5 and [s[4] for s in trail(r)] == ["not_frontal"]


def test_a_sleeping_target_does_not_block():
    r = run(S.block_step, inputs(defense="block", condition=["sleep"]))
    assert (r.blocking, trail(r)) == (False, [("block", "blocker_roll", -2, False, "cannot_act")])


def test_sizes_are_unused_without_tackle_block_or_melee_parry():
    assert run(S.sizes_used, inputs()).unused == {"attacker_size", "target_size"}
    assert run(S.sizes_used, inputs(defense="block")).unused == set()
