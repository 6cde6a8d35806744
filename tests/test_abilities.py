"""Ability modifiers of text 003 (calc.common.abilities): (score − 10) // 2, as the seed's "DEFENSA" examples show."""

import pytest

from calc.common.abilities import ABILITY_SOURCE, ability_modifier
from calc.sources import Seed
from tests.seedtext import seed_text


def test_the_passage_is_a_heading_of_the_seed():
    assert "\n" + ABILITY_SOURCE.section + "\n" in seed_text(Seed.AKENAR)


@pytest.mark.parametrize(("score", "modifier"), [(0, -5), (5, -3), (9, -1), (10, 0), (11, 0), (12, 1), (13, 1), (18, 4)])
def test_ability_modifier_as_the_seed_examples(score, modifier):
    assert ability_modifier(score) == modifier
