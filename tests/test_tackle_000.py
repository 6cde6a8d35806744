"""000 "SOPPRIMERE UN AVVERSARIO" and "BUTTARSI DAVANTI AI COLPI DEGLI AVVERSARI"."""

from fractions import Fraction

import pytest

from calc import InputError
from calc.rules.tackle_000 import (
    attacker_strength_modifier,
    blow_redirected,
    boosted_die,
    may_tackle,
    may_throw_before,
    legs_modifier,
    size_modifier,
    tackle_to_hit_bonus,
)
from calc.sources import Seed
from calc.tables import table
from calc.tables.sizes import CreatureSize
from calc.tables.tackle_000 import TACKLE_SOURCE, THROW_SOURCE
from tests.seedtext import normalise, seed_text
from tests.answers import answer

T, S, M, L, H, G = (
    CreatureSize.TINY, CreatureSize.SMALL, CreatureSize.MEDIUM,
    CreatureSize.LARGE, CreatureSize.HUGE, CreatureSize.GARGANTUAN,
)
SEED = normalise(seed_text(Seed.AD2E_HOUSE))


@pytest.mark.parametrize("source", [TACKLE_SOURCE, THROW_SOURCE])
def test_source_headings_are_verbatim_lines_of_the_seed(source):
    assert source.section in seed_text(Seed.AD2E_HOUSE).splitlines()


def test_printable_table_is_the_bullet_list():
    rows = table("tackle_000").rows
    assert len(rows) == 3
    for modifier, condition in rows:
        assert normalise(f"{modifier} {condition}") in SEED


# --- tackle ---------------------------------------------------------------------

@pytest.mark.parametrize(("attackers", "bonus"), [(1, 0), (2, 1), (3, 2), (6, 5)])
def test_plus_1_to_hit_per_further_participant(attackers, bonus):
    assert tackle_to_hit_bonus(attackers) == bonus


@pytest.mark.parametrize(
    ("attacker", "defender", "modifier"),
    [(M, M, 0), (M, L, -4), (M, H, -8), (S, L, -8), (L, M, 4), (G, T, 20), (T, S, -4), (H, M, 8)],
)
def test_four_per_size_step_on_the_attacker(attacker, defender, modifier):
    assert size_modifier(attacker, defender) == modifier


@pytest.mark.parametrize(("attacker", "defender"), [(M, G), (T, L), (S, H), (T, G)])
def test_no_tackle_on_creatures_more_than_two_sizes_larger(attacker, defender):
    # "in nessun caso è possibile provare ad atterrare creature che siano di più di due taglie superiori"
    assert may_tackle(attacker, defender) is False


@pytest.mark.parametrize(("attacker", "defender"), [(M, H), (T, M), (S, L), (G, T), (M, M)])
def test_up_to_two_sizes_larger_is_allowed(attacker, defender):
    assert may_tackle(attacker, defender) is True


def test_minus_4_against_four_or_more_legs():
    assert legs_modifier(True) == -4
    assert legs_modifier(False) == 0


def test_modifiers_add_up():
    assert attacker_strength_modifier(M, L, 2, True) == -4 + 2 - 4
    assert attacker_strength_modifier(L, M, 0, False) == 4


TACKLE_CASES = [
    (
        # 3 attackers: THAC0 15 − AC 8 − 2 = 5; strength 16 −4 (Large) +2 = 14 against 18.
        # 14 vs 18: both succeed 252 (91 / 14 / 147), only attacker 28, only defender 108, both fail 12.
        {"best_thac0": 15, "natural_ac": 8, "extra_attackers": 2, "attacker_strength": 16, "defender_strength": 18,
         "defender_size": "large"},
        {
            "allowed": True, "reason": "",
            "to_hit_bonus": 2, "roll_needed": 5, "p_hit": 0.8, "p_hit_fraction": "4/5",
            "size_modifier": -4, "extra_attackers_modifier": 2, "legs_modifier": 0,
            "strength_modifier": -2, "attacker_check_score": 14,
            "p_attacker_wins": 0.2975, "p_attacker_wins_fraction": "119/400",
            "p_tie": 0.065, "p_tie_fraction": "13/200",
            "p_defender_wins": 0.6375, "p_defender_wins_fraction": "51/80",
            "p_knockdown": 0.29, "p_knockdown_fraction": "29/100",
        },
    ),
    (
        # A horse: Large, four legs, strength 20 (always succeeds). Two Medium attackers:
        # THAC0 18 − AC 7 − 1 = 10; strength 18 −4 +1 −4 = 11. 11 vs 20: 55 / 11 / 334.
        {"best_thac0": 18, "natural_ac": 7, "extra_attackers": 1, "attacker_strength": 18, "defender_strength": 20,
         "attacker_size": "medium", "defender_size": "large", "four_legs": True},
        {
            "allowed": True, "reason": "",
            "to_hit_bonus": 1, "roll_needed": 10, "p_hit": 0.55, "p_hit_fraction": "11/20",
            "size_modifier": -4, "extra_attackers_modifier": 1, "legs_modifier": -4,
            "strength_modifier": -7, "attacker_check_score": 11,
            "p_attacker_wins": 0.1375, "p_attacker_wins_fraction": "11/80",
            "p_tie": 0.0275, "p_tie_fraction": "11/400",
            "p_defender_wins": 0.835, "p_defender_wins_fraction": "167/200",
            "p_knockdown": 0.09075, "p_knockdown_fraction": "363/4000",
        },
    ),
    (
        # Three attackers, one of them too small for the strength bonus: +2 to hit, +1 to strength.
        # Equal sizes, 12 + 1 = 13 against 13 (natural AC 10, THAC0 20: 20 − 10 − 2 = 8).
        # 13 vs 13: both succeed 169 (78 / 13 / 78), only attacker 91, only defender 91, both fail 49 (tie).
        {"best_thac0": 20, "natural_ac": 10, "extra_attackers": 1, "extra_too_small": 1, "attacker_strength": 12,
         "defender_strength": 13},
        {
            "allowed": True, "reason": "",
            "to_hit_bonus": 2, "roll_needed": 8, "p_hit": 0.65, "p_hit_fraction": "13/20",
            "size_modifier": 0, "extra_attackers_modifier": 1, "legs_modifier": 0,
            "strength_modifier": 1, "attacker_check_score": 13,
            "p_attacker_wins": 0.4225, "p_attacker_wins_fraction": "169/400",
            "p_tie": 0.155, "p_tie_fraction": "31/200",
            "p_defender_wins": 0.4225, "p_defender_wins_fraction": "169/400",
            "p_knockdown": 0.375375, "p_knockdown_fraction": "3003/8000",
        },
    ),
]


@pytest.mark.parametrize(("inputs", "expected"), TACKLE_CASES)
def test_tackle_dispatch(inputs, expected):
    assert answer("tackle_000", inputs) == expected


def test_knockdown_is_hit_and_defender_not_winning():
    result = answer("tackle_000", TACKLE_CASES[0][0])
    assert Fraction(result["p_knockdown_fraction"]) == Fraction(4, 5) * (1 - Fraction(51, 80))


@pytest.mark.parametrize("inputs", [{"attacker_size": "small", "defender_size": "huge"}, {"attacker_size": "medium", "defender_size": "gargantuan"}])
def test_tackling_a_creature_too_large_is_refused_with_its_reason(inputs):
    base = {"best_thac0": 15, "natural_ac": 8, "attacker_strength": 16, "defender_strength": 18}
    result = answer("tackle_000", {**base, **inputs})
    assert (result["allowed"], result["reason"], result["p_hit"], result["p_knockdown"]) == (False, "too_large", 0.0, 0.0)


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        ({"extra_attackers": 12}, "extra_attackers"),
        ({"extra_too_small": -1}, "extra_too_small"),
        ({"attacker_strength": 0}, "attacker_strength"),
    ],
)
def test_tackle_rejects(inputs, field):
    base = {"best_thac0": 15, "natural_ac": 8, "attacker_strength": 16, "defender_strength": 18}
    with pytest.raises(InputError) as error:
        answer("tackle_000", {**base, **inputs})
    assert error.value.field == field


# --- throwing oneself before the blows --------------------------------------------

@pytest.mark.parametrize(("rescuer", "blow", "redirected"), [(5, 5, True), (5, 7, True), (5, 4, False), (-2, 0, True)])
def test_blows_as_slow_or_slower_than_the_maneuver_are_intercepted(rescuer, blow, redirected):
    assert blow_redirected(rescuer, blow) is redirected


@pytest.mark.parametrize(("rescuer", "enemy"), [(M, H), (M, G), (T, M), (S, H)])
def test_no_interposing_before_enemies_two_or_more_sizes_larger(rescuer, enemy):
    # "un unico nemico ... che non sia di due o più taglie superiori rispetto alla propria"
    assert may_throw_before(rescuer, enemy) is False


@pytest.mark.parametrize(("rescuer", "enemy"), [(M, L), (T, S), (L, M), (H, G), (M, T)])
def test_interposing_before_enemies_at_most_one_size_larger(rescuer, enemy):
    assert may_throw_before(rescuer, enemy) is True


@pytest.mark.parametrize(
    ("roll", "sides", "result"),
    [(1, 8, 4), (5, 8, 8), (6, 8, 8), (8, 8, 8), (2, 4, 4), (1, 4, 4), (9, 12, 12), (10, 20, 13), (17, 20, 20), (1, 2, 2)],
)
def test_up_to_plus_3_on_the_die_never_beyond_its_maximum(roll, sides, result):
    assert boosted_die(roll, sides) == result


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"rescuer_initiative": 5, "blow_initiative": 7, "die_sides": 8},
            {"allowed": True, "reason": "", "redirected": True, "enemy_aoo_prevented": True, "to_hit_bonus": 3,
             "damage_die_bonus": 3, "die_results": [4, 5, 6, 7, 8, 8, 8, 8]},
        ),
        (
            {"rescuer_size": "small", "enemy_size": "medium", "rescuer_initiative": 6, "blow_initiative": 3,
             "die_sides": 4},
            {"allowed": True, "reason": "", "redirected": False, "enemy_aoo_prevented": False, "to_hit_bonus": 3,
             "damage_die_bonus": 3, "die_results": [4, 4, 4, 4]},
        ),
        (
            # "Tutti gli attacchi in corpo a corpo diretti contro chi effettua questa manovra": not missiles.
            {"enemy_attack": "missile", "rescuer_initiative": 5, "blow_initiative": 5, "die_sides": 6},
            {"allowed": True, "reason": "", "redirected": True, "enemy_aoo_prevented": True, "to_hit_bonus": 0,
             "damage_die_bonus": 0, "die_results": [1, 2, 3, 4, 5, 6]},
        ),
        (
            {"enemy_size": "huge", "rescuer_initiative": 5, "blow_initiative": 7, "die_sides": 4},
            {"allowed": False, "reason": "too_large", "redirected": False, "enemy_aoo_prevented": False,
             "to_hit_bonus": 0, "damage_die_bonus": 0, "die_results": [1, 2, 3, 4]},
        ),
    ],
)
def test_throw_dispatch(inputs, expected):
    assert answer("throw_before_blows_000", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        ({"enemy_size": "colossal"}, "enemy_size"),
        ({"die_sides": 21}, "die_sides"),
        ({"blow_initiative": 31}, "blow_initiative"),
    ],
)
def test_throw_rejects(inputs, field):
    base = {"rescuer_initiative": 5, "blow_initiative": 7}
    with pytest.raises(InputError) as error:
        answer("throw_before_blows_000", {**base, **inputs})
    assert error.value.field == field


def test_smaller_helpers_join_the_tackle_and_the_reading_says_how():
    """"In nessun caso è possibile provare ad atterrare creature ... di più di due taglie
    superiori" binds the attacker who rolls; "+ 1 per ogni ulteriore partecipante" counts every
    helper to hit, the strength check only those not more than two sizes smaller."""
    from calc.registry import get

    base = {"best_thac0": 15, "natural_ac": 10, "attacker_strength": 12, "defender_strength": 14}
    alone, helped = answer("tackle_000", base), answer("tackle_000", {**base, "extra_too_small": 2})
    assert (alone["to_hit_bonus"], helped["to_hit_bonus"]) == (0, 2)
    assert helped["p_defender_wins"] == alone["p_defender_wins"]  # nothing to the strength check
    assert any("In nessun caso" in reading.en for reading in get("tackle_000").readings)


def test_other_to_hit_modifiers_add_to_the_tackle_roll():
    base = {"best_thac0": 15, "natural_ac": 10, "attacker_strength": 12, "defender_strength": 12}
    assert answer("tackle_000", base | {"other_to_hit": 2})["roll_needed"] == answer("tackle_000", base)["roll_needed"] - 2
