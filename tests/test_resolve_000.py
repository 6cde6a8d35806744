"""resolve_000: one attack in text 000, every rule — hand-derived cases quoted from the text,
each non-cumulation sentence, and the resolver against the single calculators it combines."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calc import dispatch, get
from calc.sources import Seed
from calc.rules.block_000 import BLOCK_PENALTY
from calc.tables.conditions_000 import CONDITIONS, ConditionKey
from calc.tables.parry_000 import MASTERY_REDUCTION, MELEE_SHIELD_REDUCTION, MISSILE_SHIELD_REDUCTION, Mastery, Shield
from tests.answers import answer
from tests.resolvers import Resolver, counted, steps, total, values
from tests.strategies import valid_inputs

RESOLVER = Resolver("resolve_000", Seed.AD2E_HOUSE)
resolve, quoted = RESOLVER.resolve, RESOLVER.quoted


# --- hand-derived cases ---------------------------------------------------------------------------
def test_the_aimed_blow_example_thac0_15_head_at_ac_10_is_ac_5():
    quoted("un guerriero con Thac0 15", "dovrà allora colpire AC 10 con una penalità di – 5, quindi AC 5")
    r = resolve(thac0=15, aimed="small", location_ac=10)
    assert (r["effective_ac"], r["roll_needed"], r["p_hit_fraction"]) == (5, 10, "11/20")
    assert steps(r, "aimed_blow") == [("ac_is", 10, True, ""), ("ac", -5, True, ""), ("initiative", 1, True, "")]


def test_a_back_attack_gives_2_and_2_and_strips_dex_and_shield():
    quoted("riceve un bonus di +2 al tiro per colpire e +2 al punteggio sul dado base delle ferite",
           "non si considererà il bonus della destrezza e dello scudo sulla classe armatura del bersaglio")
    # AC 5 with Dex -2 and a medium shield worth 1: without them AC 8; THAC0 15 - 8 - 2 = 5.
    r = resolve(thac0=15, target_ac=5, dex_ac=-2, shield="medium", shield_ac=1, back_attack=True)
    assert (r["to_hit_modifier"], r["effective_ac"], r["roll_needed"], r["damage_die_bonus"]) == (2, 8, 5, 2)
    assert r["p_hit_fraction"] == "4/5"


@pytest.mark.parametrize(
    ("condition", "to_hit", "die", "back_counts"),
    [
        ("stunned", 3, 2, [("to_hit", 2, False, "not_cumulative"), ("damage_die", 2, True, "")]),
        ("hold", 5, 3, [("to_hit", 2, False, "not_cumulative"), ("damage_die", 2, False, "not_cumulative")]),
        ("prone", 2, 2, [("to_hit", 2, False, "not_cumulative"), ("damage_die", 2, True, "")]),
        ("debilitated", 2, 2, [("to_hit", 2, True, ""), ("damage_die", 2, True, "")]),
    ],
)
def test_back_attack_and_conditions_do_not_stack_the_heavier_counts(condition, to_hit, die, back_counts):
    quoted("I benefici dell'attacco alle spalle non sono cumulabili con quelli delle condizioni sopra previste "
           "ma saranno applicati solo le penalità più gravose")
    # stunned +3/+1, hold +5/+3, prone +2/0, debilitated +1/0 against the back attack's +2/+2.
    r = resolve(condition=condition, back_attack=True)
    assert (r["to_hit_modifier"], r["damage_die_bonus"]) == (to_hit, die)
    assert [s for s in steps(r, "back_attack") if s[0] in ("to_hit", "damage_die")] == back_counts


def test_dex_and_shield_are_lost_once_when_condition_and_back_attack_both_say_so():
    r = resolve(condition="stunned", back_attack=True, target_ac=5, dex_ac=-3, shield="small", shield_ac=1)
    assert r["effective_ac"] == 9
    assert ("dex_lost", 3, True, "") in steps(r, "condition_stunned")
    assert ("dex_lost", 3, False, "not_cumulative") in steps(r, "back_attack")


def test_a_blind_attacker_gains_nothing_against_a_blind_target_and_keeps_his_own_minus_4():
    quoted("questo beneficio non si applica qualora la creatura attaccante è anch'essa accecata",
           "Il cieco potrà effettuare attacchi con una penalità di -4 al tiro per colpire a coloro si trovano in melee con lui")
    seeing = resolve(condition="blind", dex_ac=-2, target_ac=4)
    blind = resolve(condition="blind", attacker_blind=True, dex_ac=-2, target_ac=4, thac0=15)
    assert (seeing["to_hit_modifier"], seeing["effective_ac"], seeing["damage_die_bonus"]) == (4, 6, 2)
    # THAC0 15 against AC 4 at -4: 15 on the d20 (the resolver once said 11, forgetting the -4).
    assert (blind["to_hit_modifier"], blind["effective_ac"], blind["damage_die_bonus"], blind["roll_needed"]) == (-4, 4, 0, 15)
    assert steps(blind, "condition_blind") == [("to_hit", 4, False, "attacker_blind"), ("damage_die", 2, False, "attacker_blind")]
    assert steps(blind, "blind_attacker") == [("to_hit", -4, True, "")]


def test_a_blind_attacker_cannot_shoot():
    """The text lets a blind creature attack the foes in melee with it, and no one else."""
    r = resolve(condition="blind", attacker_blind=True, attack="missile")
    assert (r["allowed"], r["reason"], r["roll_needed"], r["p_hit"]) == (False, "blind_missile", None, 0.0)


@pytest.mark.parametrize(("condition", "p"), [("hindered", "259/400"), ("blind", "57/80"), ("none", "7/16")])
def test_worked_case_a_blocker_in_a_condition_blocks_with_its_penalty_too(condition, p):
    """A block is the blocker's own to-hit roll ("entrambi i combattenti effettuano un tiro per
    colpire"): a hindered or blind blocker rolls at the block's penalty and his condition's.
    The chances are worked by hand from the house rules as they stood."""
    quoted("entrambi i combattenti effettuano un tiro per colpire")
    r = resolve(condition=condition, thac0=15, target_ac=5, defense="block", blocker_thac0=15, weapon_parry=1)
    assert r["p_hit_fraction"] == p
    if condition != "none":
        own = CONDITIONS[ConditionKey(condition)].to_hit
        assert ("blocker_roll", own, True, "") in steps(r, f"condition_{condition}")


@pytest.mark.parametrize(("distance", "to_hit", "ac"), [(30, 2, 7), (31, -2, 5)])
def test_a_prone_target_shot_from_beyond_30_m_gives_minus_2(distance, to_hit, ac):
    quoted("da una distanza superiore ai 30 metri", "un malus di -2 al tiro per colpire con armi da tiro")
    r = resolve(attack="missile", condition="prone", distance_m=distance, target_ac=5, dex_ac=-2)
    assert (r["to_hit_modifier"], r["effective_ac"]) == (to_hit, ac)
    if distance > 30:
        assert steps(r, "condition_prone") == [("to_hit", 2, False, "beyond_30m")]
        assert steps(r, "prone_far") == [("to_hit", -2, True, "")]


@pytest.mark.parametrize(("elevation", "to_hit"), [("attacker_higher", 2), ("target_higher", 0)])
def test_height_adds_on_top_of_a_condition(elevation, to_hit):
    quoted("riceve un bonus di +1 al tiro per colpire", "riceve, invece, un malus di -1 al tiro per colpire")
    assert resolve(condition="debilitated", elevation=elevation)["to_hit_modifier"] == to_hit  # +1 ± 1


def test_a_master_with_a_medium_shield_parries_by_the_weapon_the_mastery_and_the_shield():
    quoted("Maestro - ", "Uno scudo medio riduce la classe armatura di un ulteriore - ")
    # AC 5, weapon parry factor 1, then the text's reductions for a master and a medium shield.
    reduction = 1 + MASTERY_REDUCTION[Mastery.MASTER] + MELEE_SHIELD_REDUCTION[Shield.MEDIUM]
    r = resolve(target_ac=5, defense="parry", weapon_parry=1, mastery="master", shield="medium")
    needed = 15 - (5 - reduction)  # THAC0 15 minus the AC
    assert (r["effective_ac"], r["roll_needed"], r["p_hit_fraction"]) == (5 - reduction, needed, str(Fraction(21 - needed, 20)))
    assert steps(r, "parry") == [("ac", -reduction, True, "")]


def test_a_parry_counts_only_against_frontal_attacks():
    quoted("E' possibile ottenere i bonus dovuti alla parata unicamente nei confronti degli attacchi frontali")
    r = resolve(target_ac=5, defense="parry", weapon_parry=1, mastery="master", back_attack=True)
    assert r["effective_ac"] == 5
    assert steps(r, "parry") == [("ac", -(1 + MASTERY_REDUCTION[Mastery.MASTER]), False, "not_frontal")]


def test_no_parry_against_a_creature_two_sizes_larger():
    quoted("La parata non vale contro attacchi fisici di creature di due o più dimensioni superiori a quella del difensore")
    r = resolve(defense="parry", weapon_parry=2, attacker_size="huge", target_size="medium")
    assert r["effective_ac"] == 5
    assert steps(r, "parry") == [("ac", -2, False, "parry_size_gap")]
    assert resolve(defense="parry", weapon_parry=2, attacker_size="large", target_size="medium")["effective_ac"] == 3


def test_against_missiles_only_the_shield_parries_and_not_in_melee():
    quoted("si può utilizzare solo con lo scudo, questa forma di parata non può essere utilizzata se il personaggio si trova in melee",
           "Uno scudo da corpo riduce la classe armatura di un ulteriore - ")
    body = MISSILE_SHIELD_REDUCTION[Shield.BODY]
    free = resolve(attack="missile", defense="parry", shield="body", weapon_parry=3)
    engaged = resolve(attack="missile", defense="parry", shield="body", in_melee=True)
    assert free["effective_ac"] == 5 - body and "weapon_parry" in dispatch("resolve_000", {"attack": "missile", "defense": "parry"})["ignored"]
    assert engaged["effective_ac"] == 5
    assert steps(engaged, "parry_missile") == [("ac", -body, False, "parry_in_melee")]


def test_a_stunned_target_can_neither_parry_nor_block():
    quoted("Chi è stordito non può muoversi od effettuare alcuna azione")
    r = resolve(condition="stunned", defense="parry", weapon_parry=2)
    assert steps(r, "parry") == [("ac", -2, False, "cannot_act")]
    assert steps(resolve(condition="sleep", defense="block"), "block") == [("blocker_roll", BLOCK_PENALTY, False, "cannot_act")]


def test_worked_case_a_block_must_reach_the_ac_the_attackers_roll_reached():
    quoted("Colui che vuole bloccare con una penalità di – 2",
           "Se colui che desidera bloccare colpisce la stessa AC che l'avversario ha colpito avrà bloccato il suo colpo")
    # THAC0 15 against AC 5 hits on 10+; a roll f reaches AC 15 - f; the blocker (THAC0 15, -2) needs
    # 17 - (15 - f) = f + 2, so he blocks with chance (19 - f)/20. Unblocked hits:
    # sum over f = 10..19 of (1 + f)/400, plus f = 20 never blocked (1/20): (155 + 20)/400 = 7/16.
    r = resolve(thac0=15, target_ac=5, defense="block", blocker_thac0=15, weapon_parry=1)
    assert r["p_hit_fraction"] == "7/16"


def test_only_melee_attacks_can_be_blocked_and_not_from_monsters_two_sizes_larger():
    quoted("E' possibile bloccare solo attacchi corpo a corpo diretti contro se stesso",
           "un Medium non può bloccare creature Huge o superiori")
    shot = resolve(attack="missile", defense="block")
    huge = resolve(defense="block", attacker_size="huge")
    plain = resolve()
    assert shot["p_hit"] == plain["p_hit"] and huge["p_hit"] == plain["p_hit"]
    assert steps(shot, "block") == [("blocker_roll", BLOCK_PENALTY, False, "block_not_melee")]
    assert steps(huge, "block") == [("blocker_roll", BLOCK_PENALTY, False, "block_size_gap")]


def test_close_combat_penalties_and_the_shield_that_gives_no_ac():
    quoted("Chi utilizza un’arma di dimensioni M ottiene una penalità di – 2 al tiro per colpire",
           "chi utilizza un’arma da botta ottiene un’ulteriore penalità di – 2 al tiro per colpire",
           "Lo scudo non migliora la classe armatura di chi lo ha, anzi gli provoca una, eventualmente ulteriore, penalità di – 1")
    r = resolve(close_combat=True, weapon_size="medium", blunt=True, own_shield=True, target_ac=5, shield="small", shield_ac=1)
    assert (r["to_hit_modifier"], r["effective_ac"]) == (-5, 6)
    assert steps(r, "close_combat_target_shield") == [("shield_lost", 1, True, "")]


def test_a_two_handed_large_weapon_cannot_be_used_in_close_combat():
    quoted("chi utilizza un’arma L ottiene una penalità di – 5 al tiro per colpire se è a due mani non potrà essere utilizzata")
    r = resolve(close_combat=True, weapon_size="large", two_handed=True)
    assert (r["allowed"], r["reason"], r["roll_needed"], r["p_hit"]) == (False, "two_handed_large", None, 0.0)


@pytest.mark.parametrize(("hands", "needed"), [("one", 15), ("two", 14)])
def test_a_grab_is_a_roll_at_minus_5_or_minus_4(hands, needed):
    quoted("Può essere effettuato solo se si ha una mano libera (- 5 al tiro per colpire) o entrambe (- 4 al tiro per colpire)")
    r = resolve(maneuver="grab", hands=hands, thac0=15, target_ac=5)
    assert r["roll_needed"] == needed and r["damage_die_bonus"] is None


def test_a_tackle_goes_against_the_natural_ac_plus_1_per_further_attacker():
    quoted("contro la classe armatura naturale dell’avversario (di solito AC 10 – dex",
           "Si utilizzerà la Thac0 del migliore degli attaccanti con un bonus di + 1 per ogni ulteriore partecipante")
    # Natural AC 10 with Dex -1 is 9; two helpers +2: THAC0 15 - 9 - 2 = 4.
    r = resolve(maneuver="tackle", natural_ac=9, helpers=2, thac0=15, shield="body")
    assert (r["effective_ac"], r["to_hit_modifier"], r["roll_needed"], r["p_hit_fraction"]) == (9, 2, 4, "17/20")
    assert "shield" in dispatch("resolve_000", {"maneuver": "tackle", "shield": "body"})["ignored"]


@pytest.mark.parametrize(("target", "allowed"), [("huge", True), ("gargantuan", False)])
def test_no_tackle_against_a_creature_more_than_two_sizes_larger(target, allowed):
    quoted("in nessun caso è possibile provare ad atterrare creature che siano di più di due taglie superiori")
    r = resolve(maneuver="tackle", attacker_size="medium", target_size=target)
    assert r["allowed"] is allowed and r["reason"] == ("" if allowed else "too_large")


# --- one rule active: the resolver equals the single calculator -----------------------------------------
@pytest.mark.parametrize("part", ["large", "medium", "small"])
@pytest.mark.parametrize("location_ac", [-4, 0, 10])
@pytest.mark.parametrize("thac0", [3, 15, 20])
def test_aimed_alone_equals_aimed_blow_000(part, location_ac, thac0):
    single = answer("aimed_blow_000", {"part": part, "location_ac": location_ac, "thac0": thac0})
    r = resolve(aimed=part, location_ac=location_ac, thac0=thac0)
    assert (r["effective_ac"], r["roll_needed"], r["p_hit"]) == (single["effective_ac"], single["roll_needed"], single["p_hit"])


@given(data=st.data())
@settings(max_examples=80, deadline=None)
def test_situation_alone_equals_attack_modifiers_000(data):
    inputs = data.draw(valid_inputs(get("attack_modifiers_000")))
    single = answer("attack_modifiers_000", inputs)
    r = resolve(**inputs)
    assert (r["to_hit_modifier"], r["damage_die_bonus"]) == (single["to_hit"], single["damage_die"])


@pytest.mark.parametrize("mastery", ["none", "expert", "grandmaster"])
@pytest.mark.parametrize("shield", ["none", "buckler", "body"])
@pytest.mark.parametrize(("attack", "in_melee"), [("melee", False), ("missile", False), ("missile", True)])
def test_parry_alone_equals_parry(mastery, shield, attack, in_melee):
    single = answer("parry", {"mode": attack, "mastery": mastery, "shield": shield, "weapon_parry": 2, "ac": 4, "in_melee": in_melee})
    r = resolve(attack=attack, defense="parry", mastery=mastery, shield=shield, weapon_parry=2, target_ac=4, in_melee=in_melee)
    assert r["effective_ac"] == single["ac"]


@pytest.mark.parametrize(("thac0", "blocker_thac0", "ac"), [(15, 15, 5), (12, 18, 2), (20, 8, -3)])
def test_block_alone_weighs_each_hitting_roll_by_block_000(thac0, blocker_thac0, ac):
    r = resolve(thac0=thac0, target_ac=ac, defense="block", blocker_thac0=blocker_thac0, weapon_parry=1)
    expected = Fraction(0)
    for face in range(1, 21):
        if face >= thac0 - ac:
            blocked = answer("block_000", {"thac0": blocker_thac0, "attacker_ac_hit": thac0 - face, "weapon_parry": 1})
            expected += (1 - Fraction(blocked["p_block_fraction"])) / 20
    assert Fraction(r["p_hit_fraction"]) == expected


@pytest.mark.parametrize("weapon_size", ["small", "medium", "large"])
@pytest.mark.parametrize("blunt", [False, True])
@pytest.mark.parametrize("shield", [False, True])
def test_close_combat_alone_equals_close_combat_000(weapon_size, blunt, shield):
    single = answer("close_combat_000", {"weapon_size": weapon_size, "blunt": blunt, "shield": shield})
    r = resolve(close_combat=True, weapon_size=weapon_size, blunt=blunt, own_shield=shield)
    assert r["to_hit_modifier"] == single["to_hit_modifier"]


@pytest.mark.parametrize("hands", ["one", "two"])
@pytest.mark.parametrize(("thac0", "ac"), [(15, 5), (20, -10), (1, 10)])
def test_grab_alone_equals_grab_000(hands, thac0, ac):
    single = answer("grab_000", {"hands": hands, "thac0": thac0, "target_ac": ac, "grabber_strength": 12, "victim_strength": 12})
    r = resolve(maneuver="grab", hands=hands, thac0=thac0, target_ac=ac)
    assert (r["roll_needed"], r["p_hit"]) == (single["roll_needed"], single["p_hit"])


@pytest.mark.parametrize("helpers", [0, 1, 5])
@pytest.mark.parametrize("defender", ["small", "huge", "gargantuan"])
def test_tackle_alone_equals_tackle_000(helpers, defender):
    single = answer("tackle_000", {"best_thac0": 14, "natural_ac": 7, "extra_attackers": helpers, "defender_size": defender,
                                   "attacker_strength": 12, "defender_strength": 12})
    r = resolve(maneuver="tackle", thac0=14, natural_ac=7, helpers=helpers, target_size=defender)
    assert (r["allowed"], r["p_hit"]) == (single["allowed"], single["p_hit"])
    if single["allowed"]:
        assert r["roll_needed"] == single["roll_needed"]


# --- the trail adds up ------------------------------------------------------------------------------
@given(data=st.data())
@settings(max_examples=150, deadline=None)
def test_the_counted_steps_add_up_to_the_answer(data):
    inputs = data.draw(valid_inputs(get("resolve_000")))
    r = dispatch("resolve_000", inputs)
    assert all(s["reason"] == "" for s in counted(r)) and all(s["reason"] for s in r["trail"] if not s["applied"])
    assert total(r, "to_hit") == r["to_hit_modifier"]
    base = values(r, "ac_is")
    start = base[-1] if base else inputs["target_ac"]
    assert start + total(r, "ac", "dex_lost", "shield_lost") == r["effective_ac"]
    if r["damage_die_bonus"] is not None:
        assert total(r, "damage_die") == r["damage_die_bonus"]


# --- the dice -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("situation", [{}, {"defense": "block", "blocker_thac0": 12}, {"condition": "stunned", "aimed": "small"}])
def test_the_roll_follows_the_same_rules_as_the_chance(situation):
    hits = 0
    for seed in range(400):
        r = resolve(seed=seed, **situation)
        attack = r["rolls"][0]
        if len(r["rolls"]) == 2:  # the blocker rolled: the blow hit, and the block decides
            reached = situation.get("thac0", 15) - attack - r["to_hit_modifier"]
            block = answer("block_000", {"thac0": situation["blocker_thac0"], "attacker_ac_hit": reached, "weapon_parry": 1})
            assert r["roll_hit"] == (r["rolls"][1] < block["roll_needed"])
        else:
            assert r["roll_hit"] == (attack >= r["roll_needed"])
        hits += r["roll_hit"]
    assert abs(hits / 400 - r["p_hit"]) < 0.06  # fixed seeds: the dice agree with the exact chance


def test_every_thac0_of_text_000_takes_the_same_values():
    """The text bounds no THAC0, and the disarm's reading folds every other to-hit modifier into
    it, which can take it below 1: disarm, block and aimed blow once refused 0 and -1 that the
    grab, the tackle and this resolver took."""
    from calc.registry import calculators
    from calc.common.ranges import THAC0_FIELD_RANGE

    domains = {
        (c.name, f.name): (f.minimum, f.maximum)
        for c in calculators() if c.name.endswith("_000")
        for f in c.fields if "thac0" in f.name
    }
    assert len(domains) >= 8
    assert set(domains.values()) == {THAC0_FIELD_RANGE}
    assert answer("disarm_000", {"attacker_thac0": -1, "defender_thac0": 15})["allowed"] is True


@pytest.mark.parametrize("condition", ["busy", "busy_static"])
def test_a_target_busy_with_something_else_can_neither_parry_nor_block(condition):
    """"impegnato in attività complesse diverse dal combattere": a parry is "un'azione di
    combattimento che ... dura per tutto il round", a block is made "al posto di un attacco"."""
    quoted("impegnato in attività complesse diverse dal combattere", "dura per tutto il round", "al posto di un attacco")
    plain = resolve(condition=condition)
    blocked = resolve(condition=condition, defense="block")
    parried = resolve(condition=condition, defense="parry", mastery="master", weapon_parry=2)
    assert blocked["p_hit_fraction"] == parried["p_hit_fraction"] == plain["p_hit_fraction"]
    assert steps(blocked, "block") == [("blocker_roll", BLOCK_PENALTY, False, "busy")]
    assert [s[3] for s in steps(parried, "parry")] == ["busy"]


def test_other_to_hit_modifiers_count_in_the_roll_and_show_in_the_trail():
    """A player folded Strength's +1 into THAC0 by hand: the resolver takes it as it is."""
    plain = resolve(thac0=15, target_ac=5)
    strong = resolve(thac0=15, target_ac=5, other_to_hit=1)
    assert (strong["to_hit_modifier"], strong["roll_needed"], strong["p_hit_fraction"]) == (1, 9, "3/5")
    assert plain["roll_needed"] == 10
    assert steps(strong, "other_to_hit") == [("to_hit", 1, True, "")]
    assert [s["source"] for s in strong["trail"] if s["rule"] == "other_to_hit"] == [""]  # no passage says it
    assert steps(plain, "other_to_hit") == []


# --- several conditions at once -------------------------------------------------------------------
def test_a_target_both_prone_and_blinded_gets_the_heavier_of_each_effect_not_their_sum():
    quoted("non sono cumulabili con quelli delle condizioni sopra previste ma saranno applicati solo le penalità più gravose")
    # Prone: +2 to hit, no Dex. Blinded: +4 to hit, +2 on the die, no Dex, no shield.
    r = resolve(condition="prone,blind", thac0=15, target_ac=5, dex_ac=-1, shield="small", shield_ac=1)
    assert (r["to_hit_modifier"], r["damage_die_bonus"], r["effective_ac"]) == (4, 2, 7)
    assert steps(r, "condition_prone") == [("to_hit", 2, False, "conditions_not_cumulative"), ("dex_lost", 1, True, "")]
    assert steps(r, "condition_blind") == [
        ("to_hit", 4, True, ""), ("damage_die", 2, True, ""), ("dex_lost", 1, False, "conditions_not_cumulative"), ("shield_lost", 1, True, ""),
    ]
    # The same answer whichever way the conditions are given.
    assert resolve(condition=["blind", "prone"], thac0=15, target_ac=5, dex_ac=-1, shield="small", shield_ac=1) == r


def test_with_several_conditions_the_back_attack_still_gives_way_to_the_heavier():
    r = resolve(condition="prone,stunned", back_attack=True)
    assert (r["to_hit_modifier"], r["damage_die_bonus"]) == (3, 2)  # stunned +3 over prone +2 and back +2; back's die +2 over stunned +1
    assert steps(r, "condition_stunned")[:2] == [("to_hit", 3, True, ""), ("damage_die", 1, False, "not_cumulative")]
    assert [s for s in steps(r, "back_attack") if s[0] in ("to_hit", "damage_die")] == [
        ("to_hit", 2, False, "not_cumulative"), ("damage_die", 2, True, ""),
    ]


def test_a_target_that_cannot_act_among_its_conditions_neither_parries_nor_blocks():
    r = resolve(condition="deaf,sleep", defense="parry")
    assert steps(r, "parry")[0][2:] == (False, "cannot_act")


def test_a_blocker_with_several_conditions_takes_the_heaviest_penalty_on_his_roll():
    # Debilitated and hindered both lower his own rolls: the heavier counts, not their sum.
    hindered, debilitated = CONDITIONS[ConditionKey.HINDERED].to_hit, CONDITIONS[ConditionKey.DEBILITATED].to_hit
    assert hindered < debilitated
    r = resolve(condition="debilitated,hindered", defense="block", means="shield")
    assert steps(r, "condition_hindered")[-1] == ("blocker_roll", hindered, True, "")
    assert steps(r, "condition_debilitated")[-1] == ("blocker_roll", debilitated, False, "conditions_not_cumulative")


def test_the_conditions_are_one_field_taking_none_one_or_several():
    f = get("resolve_000").field("condition")
    assert f.parse("") == () and f.parse("blind") == ("blind",) and f.parse(["blind", "prone"]) == ("prone", "blind")
    assert get("resolve_000").field("attacker_blind").applies.holds({"condition": ("prone", "blind")})


def test_inputs_named_before_the_one_spelling_still_read():
    # The fields were "manoeuvre" and "defence" (British); links and commands written then work.
    old = dispatch("resolve_000", {"manoeuvre": "attack", "defence": "parry", "weapon_parry": 2})
    assert old == dispatch("resolve_000", {"maneuver": "attack", "defense": "parry", "weapon_parry": 2})
    assert old["effective_ac"] == 3  # AC 5, parried with weapon parry factor 2
