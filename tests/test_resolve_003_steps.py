"""resolve_003's steps (Akenar's attack, Defense, criticals and armour), each run alone: what
it adds to the trail and which number it moves; test_resolve_003.py tests the whole resolution."""

from __future__ import annotations

from calc import get
from calc.rules.resolve_003 import steps as S
from tests.resolvers import run_step, step_inputs, step_trail


def inputs(**given) -> S.Inputs:
    return step_inputs("resolve_003", S.Inputs, given)


def run(step, i: S.Inputs, **state) -> S.Resolution:
    return run_step(step, i, S.Resolution(**state))


trail = step_trail


def test_inputs_are_the_declared_fields():
    assert list(S.Inputs.__dataclass_fields__) == [f.name for f in get("resolve_003").fields]


def test_the_steps_run_in_the_texts_order():
    assert [s.__name__ for s in S.STEPS] == [
        "may_attack", "range_step", "attack_step", "defense_choice", "defense_value", "criticals", "damage_modifier", "armor",
    ]


def test_no_attack_in_total_defense():
    assert run(S.may_attack, inputs(stance="total_defense")).refused == "cannot_attack"
    assert run(S.may_attack, inputs(stance="defensive")).refused == ""


def test_beyond_the_maximum_range_is_refused():
    r = run(S.range_step, inputs(attack="ranged", weapon="thrown", increment_m=3, distance_m=100))
    assert r.refused == "out_of_range" and [s[0] for s in trail(r)] == ["max_range"]


def test_the_attack_bonus_term_by_term():
    r = run(S.attack_step, inputs(base_attack=3, strength_mod=2, other=1))
    assert r.attack_bonus == 6
    assert [(s[0], s[2]) for s in trail(r)] == [("base_attack", 3), ("strength", 2), ("other", 1)]


def test_a_melee_finesse_attack_uses_dexterity_not_strength():
    r = run(S.attack_step, inputs(attack="melee_finesse", strength_mod=2, dexterity_mod=3))
    assert ("strength", "attack", 2, False, "finesse_uses_dexterity") in trail(r)
    assert r.attack_bonus == 3


def test_the_target_uses_the_higher_of_dodge_and_parry():
    r = run(S.defense_choice, inputs(target_dexterity_mod=4, target_strength_mod=1))
    assert r.defense_used == "dodge" and [s[4] for s in trail(r)] == ["higher_used"]


def test_a_ranged_attack_cannot_be_parried():
    r = run(S.defense_choice, inputs(attack="ranged", defends_with="parry"))
    assert r.defense_used == "base" and ("parry", "defense_is") == trail(r)[-1][:2] and trail(r)[-1][4] == "cannot_ranged"


def test_the_defense_value_from_base_defense_up():
    r = run(S.defense_value, inputs(target_dexterity_mod=2), defense_used="dodge")
    assert r.defense == 12 and trail(r)[0] == ("base_defense", "defense_is", 10, True, "")


def test_critical_multipliers_add():
    r = run(S.criticals, inputs(critical_multiplier=2, other_multiplier=2), attack_bonus=5, defense=12)
    assert ("multipliers", "times", 4, False, "multipliers_add") in trail(r)
    assert ("multipliers", "times", 3, True, "") in trail(r)


def test_strength_and_other_modifiers_to_damage():
    r = run(S.damage_modifier, inputs(strength_mod=2, bonus=1))
    assert r.damage_modifier == 3


def test_a_pa_0_weapon_never_penetrates():
    r = run(S.armor, inputs(armor_ca=4, weapon_pa=0))
    # the critical's total meets the whole CA once ("la CA se aplicará sólo una vez al daño total")
    assert r.ca_hit == 4
    assert trail(r) == [("armor", "ca", -4, True, ""), ("penetration", "ca_is", 2, False, "pa_zero"), ("once_per_roll", "ca", -4, True, "")]
