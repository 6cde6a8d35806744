"""002 "Inizio del combattimento": surprise, or 1d6 even for the attacker."""

from fractions import Fraction

import pytest

from calc import InputError
from calc.rules.opening_002 import ATTACKER_FACES, SOURCE, attacker_first_probability
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer


def test_rule_words_occur_verbatim():
    text = seed_text(Seed.NPC_TPC)
    assert "\n" + SOURCE.section + "\n" in text
    assert "l’iniziativa si trova con 1d6: se viene pari è dell’attaccante." in text


def test_even_faces_of_the_d6():
    assert ATTACKER_FACES == (2, 4, 6)


@pytest.mark.parametrize(("surprise", "p"), [(True, Fraction(1)), (False, Fraction(1, 2))])
def test_chance_the_attacker_moves_first(surprise, p):
    assert attacker_first_probability(surprise) == p


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"surprise": "true"}, {"rule": "surprise", "attacker_faces": [], "p_attacker_first": 1.0, "p_attacker_first_fraction": "1/1"}),
        ({}, {"rule": "d6_even", "attacker_faces": [2, 4, 6], "p_attacker_first": 0.5, "p_attacker_first_fraction": "1/2"}),
    ],
)
def test_dispatch(inputs, expected):
    assert answer("initiative_002", inputs) == expected


def test_bad_input_names_the_field():
    with pytest.raises(InputError) as error:
        answer("initiative_002", {"surprise": "maybe"})
    assert error.value.field == "surprise"
