"""001 "Sorpresa": the surprise round only if some but not all are aware, and the surprised
flat-footed at −2 AC until they act."""

import pytest

from calc import dispatch
from calc.rules.surprise_001 import FLAT_FOOTED_AC, SURPRISE_SOURCE, surprise
from calc.sources import Seed
from tests.seedtext import normalise, seed_text
from tests.answers import answer

RAW = seed_text(Seed.TACTICAL)
TEXT = normalise(RAW)


def test_the_source_is_a_heading_of_the_seed():
    assert SURPRISE_SOURCE.section in RAW.splitlines()


@pytest.mark.parametrize(
    "sentence",
    [
        "ogni combattente che ha iniziato lo scontro consapevole degli avversari può effettuare un'Azione Standard o di "
        "Movimento nel round di sorpresa. È possibile anche effettuare Azioni Rapide.",
        "hanno la condizione Impreparato; hanno quindi penalità –2 alla Classe Armatura.",
    ],
)
def test_the_rules_implemented_are_in_the_seed(sentence):
    assert sentence in TEXT


def test_the_penalty_as_printed():
    assert FLAT_FOOTED_AC == -2


@pytest.mark.parametrize(
    ("aware", "surprised", "expected"),
    [
        (2, 3, (True, 2, 3)),
        (1, 1, (True, 1, 1)),
        (0, 4, (False, 0, 4)),  # nobody aware: no surprise round, all still surprised
        (3, 0, (False, 0, 0)),
    ],
)
def test_surprise(aware, surprised, expected):
    info = surprise(aware, surprised)
    assert (info.surprise_round, info.acting_in_surprise_round, info.flat_footed) == expected


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"aware": 2, "surprised": 3, "ac": 15},
         {"surprise_round": True, "acting_in_surprise_round": 2, "actions_in_surprise_round": "standard_or_move_plus_swift",
          "flat_footed": 3, "ac_penalty": -2, "flat_footed_ac": 13}),
        ({"aware": 5, "surprised": 0, "ac": 20},
         {"surprise_round": False, "acting_in_surprise_round": 0, "actions_in_surprise_round": "none",
          "flat_footed": 0, "ac_penalty": None, "flat_footed_ac": None}),  # nobody flat-footed: no AC to show
    ],
)
def test_dispatch(inputs, expected):
    assert answer("surprise_001", inputs) == expected


def test_no_combatants_no_surprise_round():
    result = dispatch("surprise_001", {"aware": 0, "surprised": 0})
    assert (result["surprise_round"], result["flat_footed"], result["ignored"]) == (False, 0, ["ac"])
