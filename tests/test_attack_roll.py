"""Text 000's attack roll (calc.common.attack_roll): d20 ≥ THAC0 − AC − modifiers, no automatic natural roll."""

from fractions import Fraction

import pytest

from calc.common.attack_roll import attack_hit_chance, roll_needed


@pytest.mark.parametrize(("thac0", "ac", "modifier", "needed"), [(15, 5, -4, 14), (15, 5, -5, 15), (20, 10, 0, 10), (10, -3, -5, 18)])
def test_roll_needed_is_thac0_minus_ac_minus_modifiers(thac0, ac, modifier, needed):
    assert roll_needed(thac0, ac, modifier) == needed


@pytest.mark.parametrize(
    ("needed", "p"),
    [(-3, Fraction(1)), (1, Fraction(1)), (2, Fraction(19, 20)), (11, Fraction(1, 2)), (20, Fraction(1, 20)), (21, Fraction(0))],
)
def test_hit_chance_has_no_automatic_natural_rolls(needed, p):
    assert attack_hit_chance(needed) == p
