"""Text 000's opposed check (calc.common.opposed): roll under one's own score, the higher success wins."""

from fractions import Fraction

import pytest

from calc.common.opposed import OPPOSED_SOURCE, Contest, opposed_check
from calc.sources import Seed
from tests.seedtext import seed_text


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


def test_the_passages_call_for_a_check_they_do_not_define():
    text = seed_text(Seed.AD2E_HOUSE)
    assert "\n" + OPPOSED_SOURCE.section + "\n" in text
    assert "faranno un check di forza" in text and "prova comparata di forza" in text
