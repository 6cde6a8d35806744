"""resolve_003: one attack in text 003 — hand-derived cases quoted from the text, its cumulation
sentences, and the resolver against the single calculators it combines."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calc import dispatch, get
from calc.rules.critical_003 import critical_odds
from calc.sources import Seed
from tests.answers import answer
from tests.resolvers import Resolver, steps, total, values
from tests.strategies import valid_inputs

RESOLVER = Resolver("resolve_003", Seed.AKENAR)
resolve, quoted = RESOLVER.resolve, RESOLVER.quoted
# A weapon that always rolls the same: 1d1 + bonus, so damage is a number the text's examples name.
FIXED = {"dice_count": 1, "dice_sides": 1}


# --- the defense ------------------------------------------------------------------------------------
def test_dodge_and_parry_are_base_defense_plus_their_bonuses_and_the_higher_is_used():
    quoted("Defensa Base= 10 + Modificador de Tamaño", "Esquiva = Defensa Base + bonificador de Destreza + bonificador de Esquiva",
           "Parada = Defensa Base + bonificador de Fuerza + bonificador de Parada")
    r = resolve(target_dexterity_mod=3, base_dodge=2, target_strength_mod=1, base_parry=3)
    assert (r["defense_used"], r["defense"]) == ("dodge", 15)
    assert steps(r, "parry") == [("defense_is", 14, False, "higher_used")]


def test_surrounded_lowers_dodge_only():
    quoted("sufres un penalizador de -2 a Esquiva, tu Parada no se vería afectada")
    r = resolve(target_dexterity_mod=3, base_dodge=2, target_strength_mod=1, base_parry=3, surrounded=True)
    assert (r["defense_used"], r["defense"]) == ("parry", 14)
    assert steps(r, "dodge") == [("defense_is", 13, False, "higher_used")]


def test_a_flat_footed_target_uses_base_defense_and_charging_still_counts():
    quoted("Deben usar su Defensa Base, que siempre será 10, suponiendo que su tamaño sea Mediano",
           "cuando cargas sufres un -2 de modificador a la Defensa")
    r = resolve(target_dexterity_mod=3, base_dodge=2, situation="flat_footed", charging=True)
    assert (r["defense_used"], r["defense"]) == ("base", 8)
    assert steps(r, "dodge") == [("defense_is", 13, False, "cannot_flat_footed")]
    assert steps(r, "charging") == [("defense", -2, True, "")]


def test_a_dexterity_penalty_lowers_every_defense():
    quoted("cuya Destreza ha sido reducida a 5 por el veneno aplicaría una penalización de -3 a su Defensa")
    r = resolve(target_dexterity_mod=-3, base_parry=4, defends_with="parry")
    assert (r["defense_used"], r["defense"]) == ("parry", 11)
    assert steps(r, "target_dexterity") == [("defense", -3, True, "")]


def test_a_ranged_attack_cannot_be_parried():
    quoted("No es posible parar un ataque de arma a distancia.")
    r = resolve(attack="ranged", base_parry=5, defends_with="parry")
    assert (r["defense_used"], r["defense"]) == ("base", 10)
    assert steps(r, "parry") == [("defense_is", 15, False, "cannot_ranged")]


def test_fighting_defensively_minus_4_to_attack_plus_2_to_defense():
    quoted("recibes una penalización de -4 en todos los ataques en un asalto para ganar un bonificador de Defensa de +2")
    r = resolve(stance="defensive", target_stance="defensive", base_attack=6)
    assert (r["attack_bonus"], r["defense"]) == (2, 12)


def test_total_defense_allows_no_attack():
    quoted("No puedes combinar la defensa total con luchar a la defensiva")
    r = resolve(stance="total_defense")
    assert (r["allowed"], r["reason"], r["p_hit"], r["expected_damage"]) == (False, "cannot_attack", 0.0, 0.0)


# --- the attack --------------------------------------------------------------------------------------
def test_the_melee_attack_bonus_adds_base_strength_size_and_other():
    quoted("Ataque base + Bonificador de Fuerza + modificador de tamaño + otros modificadores aplicables")
    r = resolve(base_attack=4, strength_mod=3, dexterity_mod=5, size_mod=1, other=-1)
    assert (r["attack_bonus"], r["d20_needed"], r["p_hit_fraction"]) == (7, 3, "9/10")


def test_finesse_uses_dexterity_instead_of_strength():
    quoted("puede usar su modificador de Destreza en lugar de su modificador de Fuerza en las tiradas de ataque")
    r = resolve(attack="melee_finesse", base_attack=4, strength_mod=3, dexterity_mod=5)
    assert r["attack_bonus"] == 9
    assert steps(r, "strength") == [("attack", 3, False, "finesse_uses_dexterity")]


def test_the_longbow_at_70_m_is_minus_6_and_beyond_10_increments_no_shot():
    quoted("Un arquero que disparase ese arco largo contra un blanco situado a 70m un penalizador -6 al ataque",
           "las de proyectil, corno los arcos, pueden disparar llegando")
    r = resolve(attack="ranged", weapon="projectile", increment_m=20, distance_m=70, dexterity_mod=2)
    assert r["attack_bonus"] == -4
    assert (resolve(attack="ranged", increment_m=20, distance_m=200)["allowed"],
            resolve(attack="ranged", increment_m=20, distance_m=201)["reason"]) == (True, "out_of_range")


def test_shooting_into_melee_is_minus_4():
    quoted("Si disparas o arrojas un arma a un blanco en un cuerpo a cuerpo con un personaje amistoso, recibes una penalización de -4")
    assert resolve(attack="ranged", into_melee=True)["attack_bonus"] == -4


@pytest.mark.parametrize(("bonus", "p"), [(40, "19/20"), (-40, "1/20")])
def test_natural_1_misses_and_natural_20_hits(bonus, p):
    quoted("Un 1 natural (en el d20 sale 1) en la tirada de ataque es siempre un fallo. Un 20 natural (en el d20 sale 20) siempre es un golpe.")
    assert resolve(base_attack=0, other=bonus // 2, strength_mod=bonus // 2 if bonus > 0 else -5, size_mod=0)["p_hit_fraction"] == p


# --- criticals -----------------------------------------------------------------------------------------
def test_a_threat_is_confirmed_by_another_roll_that_hits():
    quoted("haces inmediatamente una tirada crítica (otra tirada de ataque con los mismos modificadores de la tirada que acabas de hacer)")
    # Bonus 0 against 10: hit 11/20, threat 1/20, critical 1/20 * 11/20.
    r = resolve()
    assert (r["p_hit_fraction"], r["p_threat_fraction"], r["p_confirm_fraction"], r["p_critical_fraction"]) == ("11/20", "1/20", "11/20", "11/400")


def test_three_natural_20s_kill_unless_immune():
    quoted("Si te sale por tercera vez consecutiva un 20, matas a la criatura que estés atacando (siempre y cuando no sea inmune a ataques críticos)")
    assert resolve()["p_triple_20_fraction"] == "1/8000"
    immune = resolve(immune=True)
    assert (immune["p_triple_20"], immune["p_critical"]) == (0.0, 0.0)
    assert steps(immune, "critical") == [("threat", 20, False, "immune")]


def test_multipliers_add():
    quoted("el resultado es que es un daño crítico contra gigantes es x3 (y no x4")
    # 1d1 + 4 = 5 per roll; a hit x2 against giants is 2 rolls (10), a critical x2 on top is 3 rolls (15).
    r = resolve(**FIXED, bonus=4, armor_ca=0, critical_multiplier=2, other_multiplier=2)
    assert (r["damage_min"], r["damage_max"]) == (10, 15)
    assert steps(r, "multipliers") == [("times", 4, False, "multipliers_add"), ("times", 3, True, "")]


# --- armour -----------------------------------------------------------------------------------------------
def test_feliotts_mail_and_helmet_stop_7_of_10():
    quoted("lleva cotas de malla y casco, lo cual le da una AC de 7", "le hace 10 daños", "al final sólo recibe 3 puntos de daño")
    r = resolve(**FIXED, bonus=9, armor_ca=7, weapon_pa=1, immune=True)
    assert (r["damage_min"], r["damage_max"], r["p_no_damage"]) == (3, 3, 0.0)


def test_the_war_pick_penetrates_ca_7_to_3():
    quoted("el pico de cuervo hace 6 daños y tiene PA 7", "reduce la CA a 3", "3 los para la armadura y los otros 3 son puntos de daño")
    r = resolve(**FIXED, bonus=5, armor_ca=7, weapon_pa=7, immune=True)
    assert (r["damage_min"], r["damage_max"]) == (3, 3)
    assert steps(r, "penetration") == [("ca_is", 3, True, "")]


def test_a_criticals_total_meets_the_ca_once():
    quoted("si se consigue un golpe crítico y se multiplica el daño como resultado, la CA se aplicará sólo una vez al daño total conseguido")
    # 10 per roll against CA 7: a hit 3, a critical (x2) 20 - 7 = 13, not 2 x 3.
    r = resolve(**FIXED, bonus=9, armor_ca=7, weapon_pa=1)
    assert (r["damage_min"], r["damage_max"]) == (3, 13)


def test_the_finesse_goblin_example():
    quoted("ataca a un trasgo con una cota de mallas AC6 y Parada 15", "si en el ataque saca un 21 o mas",
           "si saca sólo un 18, impactará al trasgo pero la armadura reducirá 6 puntos de daño")
    # Bonus 5 against Parry 15: hits on 10+; the armour is ignored on a total of 21+, i.e. 16-20 on the d20.
    r = resolve(attack="melee_finesse", dexterity_mod=5, base_parry=5, defends_with="parry", armor_ca=6, **FIXED, bonus=6,
                immune=True, weapon_pa=1)
    assert (r["defense"], r["p_hit_fraction"], r["p_armor_ignored_fraction"]) == (15, "11/20", "1/4")
    # 7 damage: 1 through the mail on 10-15, all 7 on 16-20: (6 * 1 + 5 * 7) / 11.
    assert (r["damage_min"], r["damage_max"], r["damage_mean_fraction"]) == (1, 7, "41/11")
    assert steps(r, "finesse_armor") == [("ignored_from", 21, True, "")]


def test_finesse_fighters_never_add_strength_to_pa():
    quoted("Los luchadores sutiles nunca añaden su bonificador de Fuerza al valor de Penetración de Armadura de su arma")
    brute = resolve(strength_mod=3, weapon_pa=4, armor_ca=7, **FIXED, bonus=9, immune=True)
    subtle = resolve(attack="melee_finesse", strength_mod=3, weapon_pa=4, armor_ca=7, **FIXED, bonus=9, immune=True)
    assert brute["damage_min"] == 10 + 3 - 3  # PA 4 + 3 = 7 halves CA 7 to 3
    assert subtle["damage_min"] == 10 + 3 - 7
    assert ("pa_is", 7, False, "finesse_no_strength") in steps(subtle, "penetration")


@pytest.mark.parametrize(
    ("strength", "rating", "ca_hit"),
    # PA 3 + what the bow lets into the damage: 3 and 5 stay below CA 7, 7 halves it to 3;
    # against CA 3, PA 3 (not 1) halves it to 1.
    [(4, 0, 7), (4, 2, 7), (4, 9, 3), (-2, 2, 1)],
)
def test_a_bow_adds_to_its_pa_only_the_strength_its_rating_adds_to_damage(strength, rating, ca_hit):
    """A bow rated 0 puts none of Strength +4 into the damage, so none into the PA either: PA 3
    does not reach CA 7 (the resolver once added the whole +4, halving the mail). A penalty
    that the bow keeps out of the damage stays out of the PA."""
    quoted("añade su modificador de Fuerza a este valor de PA si también puede añadirlo al daño del arma")
    r = resolve(attack="ranged", distance_m=10, grip="bow_with_rating", bow_rating=rating, strength_mod=strength,
                weapon_pa=3, armor_ca=7 if strength > 0 else 3, **FIXED, bonus=20, immune=True)
    assert r["damage_max"] == 1 + min(max(strength, 0), rating) + 20 - ca_hit


def test_a_pa_0_weapon_never_penetrates():
    quoted("Si un arma aparece con una puntuación de PA de 0 no se beneficiará de ningún bonificador de fuerza o mágico")
    r = resolve(weapon_pa=0, magic_bonus=5, armor_ca=1, strength_mod=5)
    assert steps(r, "penetration") == [("ca_is", 0, False, "pa_zero")]


def test_a_hit_does_at_least_1_before_armour():
    quoted("Si las penalizaciones reducen el resultado del daño a menos de 1, un golpe todavía hace 1 punto de daño.")
    r = resolve(dice_count=1, dice_sides=4, bonus=-10, armor_ca=0, immune=True)
    assert (r["damage_min"], r["damage_max"], r["p_no_damage"]) == (1, 1, 0.0)


def test_two_hands_add_one_and_a_half_strength():
    quoted("añades 1 vez y 1/2 tu bonificador de Fuerza")
    r = resolve(**FIXED, grip="two_hands", strength_mod=4, armor_ca=0, immune=True)
    assert r["damage_max"] == 1 + 6
    assert steps(r, "strength_damage") == [("damage", 6, True, "")]


# --- one rule active: the resolver equals the single calculator ------------------------------------------
@given(data=st.data())
@settings(max_examples=80, deadline=None)
def test_the_attack_alone_equals_attack_003(data):
    inputs = data.draw(valid_inputs(get("attack_003")))
    # The target's Defense made of what the resolver's fields allow: 10 + defense_mod, then size and
    # a Dexterity penalty below, dodge bonuses above (-23 to 70; the attack takes any Defense).
    inputs["defense"] = max(-23, min(70, inputs["defense"]))
    single = answer("attack_003", inputs)
    ranged = inputs["attack"].startswith("ranged")
    placed = {"increment_m": 10, "distance_m": 10 * (inputs["increments"] + 1)} if ranged else {}
    rest = inputs["defense"] - 10
    defense = {"defense_mod": max(-20, min(20, rest))}
    rest -= defense["defense_mod"]
    if rest < 0:
        defense["target_size_mod"] = max(-8, rest)
        defense["target_dexterity_mod"] = rest - defense["target_size_mod"]
    else:
        defense["base_dodge"] = min(20, rest)
        defense["dodge_bonuses"] = rest - defense["base_dodge"]
    r = resolve(attack=inputs["attack"], base_attack=inputs["base_attack"], strength_mod=inputs["strength_mod"],
                dexterity_mod=inputs["dexterity_mod"], size_mod=inputs["size_mod"], into_melee=inputs["into_melee"],
                unarmed=inputs["unarmed"], other=inputs["other"], armor_ca=inputs["armor_ca"], weapon=inputs["weapon"], **defense, **placed)
    assert r["allowed"] == single["allowed"]
    if r["allowed"]:
        assert (r["attack_bonus"], r["defense"], r["d20_needed"], r["p_hit"]) == (
            single["attack_bonus"], inputs["defense"], single["d20_needed"], single["p_hit"])
        assert r["p_armor_ignored"] == single["p_armor_ignored"]


@given(data=st.data())
@settings(max_examples=80, deadline=None)
def test_the_defense_alone_equals_defense_003(data):
    inputs = data.draw(valid_inputs(get("defense_003")))
    if inputs["attack"] == "touch":
        inputs["attack"] = "melee"
    single = answer("defense_003", inputs)
    r = resolve(attack=inputs.pop("attack"), target_size_mod=inputs.pop("size_mod"), target_dexterity_mod=inputs.pop("dexterity_mod"),
                target_strength_mod=inputs.pop("strength_mod"), **inputs)
    assert r["defense"] == single["defense_to_beat"]


@given(data=st.data())
@settings(max_examples=80, deadline=None)
def test_the_odds_equal_critical_003(data):
    r = dispatch("resolve_003", data.draw(valid_inputs(get("resolve_003"))))
    if not r["allowed"]:
        return
    odds = critical_odds(r["attack_bonus"], r["defense"])  # the defense may fall below critical_003's field
    assert Fraction(r["p_hit_fraction"]) == odds.hit


@pytest.mark.parametrize("threat_from", [20, 19, 15])
@pytest.mark.parametrize(("bonus", "defense"), [(0, 10), (5, 22), (12, 8)])
@pytest.mark.parametrize("immune", [False, True])
def test_criticals_alone_equal_critical_003(threat_from, bonus, defense, immune):
    single = answer("critical_003", {"attack_bonus": bonus, "defense": defense, "threat_from": threat_from, "immune": immune})
    r = resolve(base_attack=bonus, defense_mod=defense - 10, threat_from=threat_from, immune=immune)
    for key in ("p_hit", "p_threat", "p_confirm", "p_critical", "p_triple_20"):
        assert r[key] == single[key], key


@pytest.mark.parametrize("grip", ["one_hand", "off_hand", "two_hands", "projectile"])
@pytest.mark.parametrize(("dice", "sides", "bonus"), [(1, 8, 0), (2, 6, -9), (3, 4, 2)])
@pytest.mark.parametrize("other_multiplier", [1, 2])
def test_damage_without_armour_or_criticals_equals_damage_roll_003(grip, dice, sides, bonus, other_multiplier):
    single = answer("damage_roll_003", {"dice_count": dice, "dice_sides": sides, "grip": grip, "strength_mod": 3, "bonus": bonus,
                                        "other_multiplier": other_multiplier, "extra_dice_count": 1, "extra_dice_sides": 6})
    r = resolve(dice_count=dice, dice_sides=sides, grip=grip, strength_mod=3, bonus=bonus, other_multiplier=other_multiplier,
                extra_dice_count=1, extra_dice_sides=6, armor_ca=0, immune=True)
    assert (r["damage_min"], r["damage_max"], r["damage_mean_fraction"]) == (
        single["min_damage"], single["max_damage"], single["mean_damage_fraction"])


@pytest.mark.parametrize(("damage", "ca", "pa", "strength", "magic"), [(10, 7, 1, 0, 0), (6, 7, 7, 0, 0), (12, 8, 3, 4, 1), (3, 9, 0, 5, 3)])
def test_one_fixed_hit_through_armour_equals_armor_reduction_003(damage, ca, pa, strength, magic):
    single = answer("armor_reduction_003", {"damage": damage, "armor_ca": ca, "weapon_pa": pa, "strength_mod": strength,
                                            "magic_bonus": magic})
    r = resolve(**FIXED, bonus=damage - 1 - strength, strength_mod=strength, armor_ca=ca, weapon_pa=pa, magic_bonus=magic, immune=True)
    assert r["damage_min"] == r["damage_max"] == single["damage_taken"]


@pytest.mark.parametrize("stance", ["none", "defensive", "defensive_full", "total_defense", "run", "run_feat"])
def test_the_targets_stance_equals_defensive_stance_003(stance):
    single = answer("defensive_stance_003", {"stance": stance, "base_defense": 10, "dodge": 13, "parry": 12})
    r = resolve(target_stance=stance, target_dexterity_mod=3, target_strength_mod=2)
    usable = [v for v, ok in ((single["dodge"], single["can_dodge"]), (single["parry"], single["can_parry"])) if ok]
    assert r["defense"] == (max(usable) if usable else single["base_defense"])


# --- the trail adds up -------------------------------------------------------------------------------------
@given(data=st.data())
@settings(max_examples=120, deadline=None)
def test_the_counted_steps_add_up_to_the_answer(data):
    r = dispatch("resolve_003", data.draw(valid_inputs(get("resolve_003"))))
    assert total(r, "attack") == r["attack_bonus"]
    assert values(r, "defense_is")[0] + total(r, "defense") == r["defense"]
    if r["p_hit"]:
        assert Fraction(r["expected_damage_fraction"]) == Fraction(r["damage_mean_fraction"]) * Fraction(r["p_hit_fraction"])


# --- the dice -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("situation", [{}, {"base_attack": 10, "threat_from": 15, "armor_ca": 2}, {"attack": "melee_finesse", "dexterity_mod": 6, "immune": True}])
def test_the_roll_follows_the_same_rules_as_the_chances(situation):
    hits = criticals = 0
    for seed in range(300):
        r = resolve(seed=seed, **situation)
        attack = r["rolls"][0]
        assert r["roll_hit"] == (attack == 20 or (attack != 1 and attack + r["attack_bonus"] >= r["defense"]))
        assert not r["roll_critical"] or (r["roll_hit"] and len(r["rolls"]) >= 2)
        assert not r["roll_kill"] or r["rolls"] == [20, 20, 20]
        if r["roll_hit"]:
            assert r["damage_min"] <= r["roll_damage"] <= r["damage_max"]
        hits += r["roll_hit"]
        criticals += r["roll_critical"]
    assert abs(hits / 300 - r["p_hit"]) < 0.07 and abs(criticals / 300 - r["p_critical"]) < 0.05
