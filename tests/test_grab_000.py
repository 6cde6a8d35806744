"""000 "AFFERRARE UN OGGETTO": to-hit penalties, the strength check and its +2, exact odds."""

from fractions import Fraction

import pytest

from calc import InputError
from calc.rules.grab_000 import (
    Contest,
    attack_hit_chance,
    check_roll_penalty,
    grab_to_hit,
    opposed_check,
    roll_needed,
)
from calc.sources import Seed
from calc.tables import table
from calc.tables.grab_000 import CONTESTED_INITIATIVE_PENALTY, GRAB_SOURCE, Hands
from tests.seedtext import normalise, seed_text
from tests.answers import answer

SEED = normalise(seed_text(Seed.AD2E_HOUSE))


def test_source_heading_is_verbatim_in_the_seed():
    assert GRAB_SOURCE.section == "AFFERRARE UN OGGETTO"
    assert GRAB_SOURCE.section in seed_text(Seed.AD2E_HOUSE).splitlines()


@pytest.mark.parametrize(
    "phrase",
    [
        "una mano libera (- 5 al tiro per colpire) o entrambe (- 4 al tiro per colpire)",
        "chi usa solo una mano ha una penalità di + 2",
        "entrambe le creature potranno agire con un malus all’iniziativa di + 3",
    ],
)
def test_the_numbers_come_from_these_phrases(phrase):
    assert normalise(phrase) in SEED


@pytest.mark.parametrize(("hands", "modifier"), [(Hands.ONE, -5), (Hands.TWO, -4)])
def test_one_free_hand_minus_5_both_minus_4(hands, modifier):
    assert grab_to_hit(hands) == modifier


def test_one_hand_check_penalty_is_plus_2_and_tie_initiative_plus_3():
    assert check_roll_penalty(True) == 2
    assert check_roll_penalty(False) == 0
    assert CONTESTED_INITIATIVE_PENALTY == 3


def test_printable_table():
    assert table("grab_000").rows == (
        ("una mano libera", "- 5 al tiro per colpire"),
        ("entrambe le mani", "- 4 al tiro per colpire"),
        ("check di forza, chi usa solo una mano", "penalità di + 2"),
        ("dopo il check ripetuto per parità (round successivo), entrambe le creature", "malus all’iniziativa di + 3"),
    )


@pytest.mark.parametrize(("thac0", "ac", "modifier", "needed"), [(15, 5, -4, 14), (15, 5, -5, 15), (20, 10, 0, 10), (10, -3, -5, 18)])
def test_roll_needed_is_thac0_minus_ac_minus_modifiers(thac0, ac, modifier, needed):
    assert roll_needed(thac0, ac, modifier) == needed


@pytest.mark.parametrize(
    ("needed", "p"),
    [(-3, Fraction(1)), (1, Fraction(1)), (2, Fraction(19, 20)), (11, Fraction(1, 2)), (20, Fraction(1, 20)), (21, Fraction(0))],
)
def test_hit_chance_has_no_automatic_natural_rolls(needed, p):
    assert attack_hit_chance(needed) == p


@pytest.mark.parametrize(
    ("first", "second", "mods", "expected"),
    [
        # 10 vs 10: both succeed 100 (45 / 10 tie / 45), one succeeds 100 + 100, both fail 100 (tie)
        (10, 10, (0, 0), (145, 110, 145)),
        # 20 vs 20: always both succeed; only the higher roll matters
        (20, 20, (0, 0), (190, 20, 190)),
        # a score of 0 never succeeds: the other wins on 1-5, otherwise both fail
        (0, 5, (0, 0), (0, 300, 100)),
        # 25 always succeeds, 1 only on a 1: the only tie is 1 against 1
        (25, 1, (0, 0), (399, 1, 0)),
        # 17 vs 12: both succeed 204 (126 / 12 tie / 66), only first 136, only second 36, both fail 24
        (17, 12, (0, 0), (262, 36, 102)),
        # one hand: the first succeeds on 1-16 only; successful rolls compare as rolled.
        # both succeed 288 (120 / 16 tie / 152), only first 32, only second 72, both fail 8 (tie)
        (18, 18, (2, 0), (152, 24, 224)),
    ],
)
def test_opposed_check_exact_counts_over_400(first, second, mods, expected):
    contest = opposed_check(first, second, *mods)
    assert contest == Contest(*(Fraction(n, 400) for n in expected))


def test_both_using_one_hand_is_like_two_points_less_each():
    assert opposed_check(18, 18, 2, 2) == opposed_check(16, 16)


@pytest.mark.parametrize("first", range(1, 23))
@pytest.mark.parametrize("second", [3, 9, 12, 18, 20])
def test_outcomes_sum_to_one_and_mirror(first, second):
    c = opposed_check(first, second)
    assert c.first_wins + c.tie + c.second_wins == 1
    mirror = opposed_check(second, first)
    assert (mirror.first_wins, mirror.tie, mirror.second_wins) == (c.second_wins, c.tie, c.first_wins)


def test_one_hand_never_improves_the_odds():
    # "chi usa solo una mano ha una penalità di + 2": a penalty, at any strength on either side.
    for first in range(1, 26):
        for second in range(1, 26):
            two_hands = opposed_check(first, second)
            assert opposed_check(first, second, 2, 0).first_wins <= two_hands.first_wins, (first, second)
            assert opposed_check(first, second, 0, 2).second_wins <= two_hands.second_wins, (first, second)


def test_at_high_strength_one_hand_no_longer_wins_more_often():
    # Before the fix, the +2 was added to the roll compared, and at 22 against 22 helped.
    assert opposed_check(22, 22, 2, 0) == opposed_check(22, 22)  # 22 succeeds on any d20 + 2
    assert opposed_check(21, 21, 2, 0).first_wins < opposed_check(21, 21).first_wins


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"hands": "two", "thac0": 15, "target_ac": 5, "grabber_strength": 17, "victim_strength": 12},
            {
                "to_hit_modifier": -4, "roll_needed": 14,
                "p_hit": 0.35, "p_hit_fraction": "7/20",
                "p_grabber_wins": 0.655, "p_grabber_wins_fraction": "131/200",
                "p_tie": 0.09, "p_tie_fraction": "9/100",
                "p_victim_wins": 0.255, "p_victim_wins_fraction": "51/200",
                "p_wrested": 0.22925, "p_wrested_fraction": "917/4000",
                "tie_initiative_penalty": 3,
            },
        ),
        (
            {"hands": "one", "thac0": 15, "target_ac": 5, "grabber_strength": 18, "victim_strength": 18},
            {
                "to_hit_modifier": -5, "roll_needed": 15,
                "p_hit": 0.3, "p_hit_fraction": "3/10",
                "p_grabber_wins": 0.38, "p_grabber_wins_fraction": "19/50",
                "p_tie": 0.06, "p_tie_fraction": "3/50",
                "p_victim_wins": 0.56, "p_victim_wins_fraction": "14/25",
                "p_wrested": 0.114, "p_wrested_fraction": "57/500",
                "tie_initiative_penalty": 3,
            },
        ),
        (
            # the victim holding with one hand takes the +2 instead
            {"hands": "two", "thac0": 20, "target_ac": 10, "grabber_strength": 18, "victim_strength": 18, "victim_one_hand": True},
            {
                "to_hit_modifier": -4, "roll_needed": 14,
                "p_hit": 0.35, "p_hit_fraction": "7/20",
                "p_grabber_wins": 0.56, "p_grabber_wins_fraction": "14/25",
                "p_tie": 0.06, "p_tie_fraction": "3/50",
                "p_victim_wins": 0.38, "p_victim_wins_fraction": "19/50",
                "p_wrested": 0.196, "p_wrested_fraction": "49/250",
                "tie_initiative_penalty": 3,
            },
        ),
    ],
)
def test_dispatch(inputs, expected):
    assert answer("grab_000", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        ({"hands": "three", "thac0": 15, "target_ac": 5, "grabber_strength": 17, "victim_strength": 12}, "hands"),
        ({"thac0": 15, "target_ac": 11, "grabber_strength": 17, "victim_strength": 12}, "target_ac"),
        ({"thac0": 15, "target_ac": 5, "grabber_strength": 26, "victim_strength": 12}, "grabber_strength"),
        ({"thac0": 15, "target_ac": 5, "grabber_strength": 17}, "victim_strength"),
    ],
)
def test_bad_input_names_the_field(inputs, field):
    with pytest.raises(InputError) as error:
        answer("grab_000", inputs)
    assert error.value.field == field


def test_other_to_hit_modifiers_add_to_the_grab_roll():
    # Both hands -4; +1 more: THAC0 15 against AC 5 needs 15 - 5 + 4 - 1 = 13.
    r = answer("grab_000", {"hands": "two", "thac0": 15, "target_ac": 5, "grabber_strength": 12, "victim_strength": 12, "other_to_hit": 1})
    assert (r["to_hit_modifier"], r["roll_needed"]) == (-3, 13)
