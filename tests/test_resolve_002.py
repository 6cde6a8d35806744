"""resolve_002: one attack in text 002 — hand-derived cases quoted from the text, what the text
replaces, and the resolver against the single calculators it combines."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calc import dispatch, get
from calc.sources import Seed
from tests.answers import answer
from tests.resolvers import Resolver, counted, steps, total, values
from tests.strategies import valid_inputs

RESOLVER = Resolver("resolve_002", Seed.NPC_TPC)
resolve, quoted = RESOLVER.resolve, RESOLVER.quoted


# --- hand-derived cases -------------------------------------------------------------------------------
def test_melee_npc_rounds_delta_d_up_and_reads_19_star():
    quoted("NPC = deltaD + S(B) + deltaPadr", "deltaD = [D(B) - D(A)]/2 (arrotondato per eccesso)", "- Difesa con arma da mischia => +10")
    # deltaD = 3/2 -> 2, S(B) +10, deltaPadr 2 - 1 = 1: NPC 13, the table's 19*.
    # Hit: 19 or 20 (2/20), or an 18 rerolled into 19-20 (1/20 * 2/20): 42/400.
    r = resolve(d_a=0, d_b=3, padr_a=1, padr_b=2, target_action="defend_melee")
    assert (r["npc"], r["tpc"], r["reroll"], r["bnpc"], r["p_hit_fraction"]) == (13, 19, True, 0, "21/200")
    assert [s[1] for s in steps(r, "delta_d") + steps(r, "s_b") + steps(r, "delta_padr")] == [2, 10, 1]


def test_a_body_weapon_against_a_melee_attacker_is_plus_10():
    quoted("Se l'attacante usa un'arma del corpo", "- Attacco con arma da mischia => +10")
    r = resolve(attacker_weapon="body", target_action="attack_melee")
    assert (r["npc"], r["tpc"], r["p_hit_fraction"]) == (10, 17, "1/5")


def test_a_fleeing_target_is_minus_5():
    quoted("- Fuga => -5")
    r = resolve(target_action="flight")
    assert (r["npc"], r["tpc"], r["reroll"], r["p_hit_fraction"]) == (-5, 9, False, "3/5")


def test_the_asterisk_rerolls_tpc_minus_1_once():
    quoted("se con il d20 ottiene un numero = TPC-1, può tirare una seconda volta")
    # NPC -2 is 11*: 10/20, or a 10 then 11+ (1/20 * 10/20): 21/40; a 20 on either roll: 1/20 + 1/400.
    r = resolve(target_action="flight", d_a=0, d_b=6)  # deltaD 3, S(B) -5: NPC -2
    assert (r["npc"], r["tpc"], r["reroll"], r["p_hit_fraction"], r["p_venti_fraction"]) == (-2, 11, True, "21/40", "21/400")
    assert steps(r, "table")[:2] == [("tpc", 11, True, ""), ("reroll", 10, True, "")]


def test_ranged_npc_adds_the_six_terms():
    quoted("NPC = D(B) + L(B) + V(B) + ST - P(A) - Padr(A)")
    r = resolve(attack="ranged", d_b=2, l_b=5, v_b=3, st=2, p_a=4, padr_a=2)
    assert (r["npc"], r["tpc"], r["p_hit_fraction"]) == (6, 15, "3/10")
    assert [s["value"] for s in r["trail"] if s["effect"] == "npc"] == [2, 5, 3, 2, -4, -2]


def test_the_melee_danno_with_bnpc_from_the_in_poi_row():
    quoted("Danno = Dd + F(A) + minusPadr + CA(B) + BNPC", "minusPadr = [Padr(A)]/2 (arrotondato per eccesso)",
           "-25 in poi")
    # deltaD (-20 - 20)/2 = -20, flight -5, deltaPadr -3: NPC -28, the "-25 in poi" row: TPC 2, BNPC +10.
    # Danno 8 + 2 + 2 + 1 + 10 = 23; a 20 doubles Dd: 31. Expected 18/20 * 23 + 1/20 * 31 = 89/4.
    r = resolve(d_a=20, d_b=-20, padr_a=3, padr_b=0, target_action="flight", dd=8, f_a=2, ca_b=1)
    assert (r["npc"], r["tpc"], r["bnpc"], r["damage"], r["damage_venti"]) == (-28, 2, 10, 23, 31)
    assert (r["expected_damage_fraction"], r["max_damage"]) == ("89/4", 31)


def test_a_danno_below_0_counts_as_0():
    quoted("+25 in poi")
    # deltaD 5 + S(B) +20 (body weapon against a melee defense): NPC 25, TPC 20, BNPC -10.
    r = resolve(attacker_weapon="body", target_action="defend_melee", d_b=10, dd=6)
    assert (r["npc"], r["tpc"], r["bnpc"], r["damage"], r["damage_venti"]) == (25, 20, -10, -4, 2)
    assert (r["expected_damage_fraction"], r["max_damage"]) == ("1/10", 2)


def test_venti_doubles_dd():
    quoted('Se tirando il tiro per colpire l\'attaccante fa "20" (fase n° 3), nella formula per calcolare il Danno si raddoppia il Dd.')
    r = resolve(dd=7)
    assert r["damage_venti"] - r["damage"] == 7
    assert steps(r, "venti") == [("danno_20", 7, True, "")]


def test_a_precise_strike_adds_30_and_multiplies_the_danno_by_10():
    quoted("il NPC aumenta di 30 punti; il danno in caso di riuscita sarà moltiplicato per 10")
    # NPC -20 (deltaD -10, flight -5, deltaPadr -5) + 30 = 10: TPC 17. Danno 6 + 1 + 3 + 0 + 0 = 10, x10.
    r = resolve(d_a=10, d_b=-10, padr_a=5, target_action="flight", dd=6, f_a=1, precise="close_combat")
    assert (r["npc"], r["tpc"], r["damage"], r["damage_venti"], r["p_hit_fraction"]) == (10, 17, 100, 160, "1/5")


def test_against_a_still_target_the_precise_strike_hits_on_2():
    quoted("Se il bersaglio non si muove né si difende il Colpo Preciso è automatico e il TPC riesce con 2 o più.")
    r = resolve(precise="still_target", target_action="attack_melee")
    assert (r["npc"], r["tpc"], r["reroll"], r["p_hit_fraction"]) == (30, 2, False, "19/20")
    assert steps(r, "table")[0] == ("tpc", 20, False, "still_target")
    assert ("tpc", 2, True, "") in steps(r, "precise")


@pytest.mark.parametrize("action", ["defend_melee", "defend_thrown", "defend_body", "flight"])
def test_a_target_that_defends_or_flees_is_not_still(action):
    """"se il bersaglio non si muove né si difende": the resolver once priced such a target with
    the S(B) of a defender (+10) or a fugitive (-5), and the Danno changed threefold."""
    quoted("se il bersaglio non si muove né si difende")
    r = resolve(precise="still_target", target_action=action, d_a=20, d_b=-20, dd=6)
    assert (r["allowed"], r["reason"], r["p_hit"], r["max_damage"]) == (False, "target_not_still", 0.0, None)
    assert resolve(precise="still_target", target_action="attack_body")["allowed"] is True


def test_a_precise_strike_needs_a_melee_weapon():
    quoted("Il Colpo Preciso è un tipo di attacco che può essere effettuato solo con armi da mischia")
    r = resolve(attacker_weapon="body", precise="close_combat")
    assert (r["allowed"], r["reason"], r["p_hit"], r["max_damage"]) == (False, "melee_weapons_only", 0.0, None)
    assert steps(r, "precise") == [("npc", 30, False, "precise_melee_only")]
    assert "precise" in dispatch("resolve_002", {"attack": "ranged", "precise": "still_target"})["ignored"]


def test_the_roll_follows_phase_3():
    quoted("L'attaccante tira 1d20; se il numero è uguale o maggiore al suo TPC, l'attacco riesce")
    for seed in range(40):
        r = resolve(seed=seed)
        assert r["roll_hit"] == (r["rolls"][-1] >= r["tpc"])
        assert r["roll_damage"] == (0 if not r["roll_hit"] else r["damage_venti"] if r["rolls"][-1] == 20 else r["damage"])


# --- one rule active: the resolver equals the single calculator ------------------------------------------
STRIKE = ("npc", "tpc", "reroll", "bnpc", "p_hit", "damage", "damage_venti", "p_venti", "expected_damage")


@given(data=st.data())
@settings(max_examples=80, deadline=None)
def test_melee_alone_equals_melee_attack_002(data):
    inputs = data.draw(valid_inputs(get("melee_attack_002")))
    single, r = answer("melee_attack_002", inputs), resolve(**inputs)
    assert {k: r[k] for k in STRIKE} == {k: single[k] for k in STRIKE}


@given(data=st.data())
@settings(max_examples=80, deadline=None)
def test_ranged_alone_equals_ranged_attack_002(data):
    inputs = data.draw(valid_inputs(get("ranged_attack_002")))
    single, r = answer("ranged_attack_002", inputs), resolve(attack="ranged", **inputs)
    assert {k: r[k] for k in STRIKE} == {k: single[k] for k in STRIKE}


@given(data=st.data())
@settings(max_examples=60, deadline=None)
def test_the_npc_reads_the_table_as_tohit_does(data):
    inputs = data.draw(valid_inputs(get("resolve_002")))
    r = dispatch("resolve_002", inputs)
    single = answer("tohit", {"npc": r["npc"]})
    assert r["bnpc"] == single["bnpc"]
    still = inputs["attack"] == "melee" and inputs["precise"] == "still_target"
    if r["allowed"] and not still:
        assert (r["tpc"], r["reroll"], r["p_hit"]) == (single["tpc"], single["reroll"], single["p_hit"])


@pytest.mark.parametrize("situation", ["close_combat", "still_target"])
@pytest.mark.parametrize(("d_a", "d_b", "action"), [(0, 0, "defend_melee"), (10, -10, "flight"), (3, 8, "attack_body")])
def test_precise_alone_equals_precise_strike_002(situation, d_a, d_b, action):
    if situation == "still_target" and action != "attack_body":
        return  # no still target defends or flees (the next test)
    base = resolve(d_a=d_a, d_b=d_b, target_action=action, padr_a=2)["npc"]
    single = answer("precise_strike_002", {"situation": situation, "base_npc": base, "dd": 6, "f_a": 1, "padr_a": 2, "ca_b": -1})
    r = resolve(d_a=d_a, d_b=d_b, target_action=action, precise=situation, dd=6, f_a=1, padr_a=2, ca_b=-1)
    assert {k: r[k] for k in STRIKE} == {k: single[k] for k in STRIKE}


@pytest.mark.parametrize("seed", [0, 1, 7, 12345, 2**31 - 1])
@pytest.mark.parametrize("target_action", ["defend_melee", "flight", "attack_body"])
def test_the_roll_equals_attack_roll_002(seed, target_action):
    r = resolve(target_action=target_action, dd=8, f_a=2, padr_a=3, ca_b=-1, seed=seed)
    single = answer("attack_roll_002", {"npc": r["npc"], "dd": 8, "modifiers": 2 + 2 - 1, "seed": seed})
    assert (r["rolls"], r["roll_hit"], r["roll_damage"]) == (single["rolls"], single["hit"], single["damage"])


# --- the trail adds up ------------------------------------------------------------------------------------
@given(data=st.data())
@settings(max_examples=150, deadline=None)
def test_the_counted_steps_add_up_to_the_answer(data):
    r = dispatch("resolve_002", data.draw(valid_inputs(get("resolve_002"))))
    precise = any(s["rule"] == "precise" and s["effect"] == "times" for s in counted(r))
    if r["allowed"]:
        assert total(r, "npc") == r["npc"]
    assert values(r, "tpc") == [r["tpc"]]
    danno = total(r, "danno") * (10 if precise else 1)
    venti = danno + total(r, "danno_20") * (10 if precise else 1)
    assert (danno, venti) == (r["damage"], r["damage_venti"])
