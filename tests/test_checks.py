"""d20 checks of text 003 (calc.common.checks): d20 + bonus ≥ DC, natural rolls only where a passage gives them."""

from fractions import Fraction

from calc.common.checks import CHECKS_SOURCE, check_chance
from calc.sources import Seed
from tests.seedtext import seed_text


def test_saves_are_the_exception_that_has_natural_rolls():
    assert "\n" + CHECKS_SOURCE.section + "\n" in seed_text(Seed.AKENAR)
    assert "una notable excepción a la regla básica" in seed_text(Seed.AKENAR)


def test_natural_rolls_when_asked():
    assert check_chance(30, 15, natural_1=True) == Fraction(19, 20)
    assert check_chance(-30, 15, natural_20=True) == Fraction(1, 20)


def test_heal_dc_15_and_no_automatic_20_on_checks():
    assert check_chance(5, 15) == Fraction(11, 20)
    assert check_chance(-5, 15) == Fraction(1, 20)
    assert check_chance(-6, 15) == 0
