"""003 "SORPRESA", "EL ASALTO DE SORPRESA", "DESPREVENIDO": who acts in the surprise round and,
moment by moment, who is flat-footed (no Dodge or Parry, no attacks of opportunity)."""

import pytest

from calc.rules.surprise_003 import (
    moment_that_happens,
    FLAT_FOOTED_SOURCE,
    SURPRISE_ROUND_SOURCE,
    SURPRISE_SOURCE,
    FlatFootedEnds,
    Moment,
    status,
    surprise_round_happens,
)
from calc.sources import Seed
from tests.seedtext import normalise, seed_text
from tests.answers import answer
from calc import dispatch

TEXT = normalise(seed_text(Seed.AKENAR))


@pytest.mark.parametrize("source", [SURPRISE_SOURCE, SURPRISE_ROUND_SOURCE, FLAT_FOOTED_SOURCE])
def test_sources_are_headings_of_the_seed(source):
    assert source.section in seed_text(Seed.AKENAR).splitlines()


@pytest.mark.parametrize(
    "sentence",
    [
        "Cada combatiente empieza desprevenido. Una vez que un combatiente actúa, ya no está desprevenido.",
        "antes de que tengas una oportunidad de actuar (específicamente, antes de tu primer turno normal en orden de iniciativa), estás desprevenido.",
        "Un personaje desprevenido no puede hacer ataques de oportunidad.",
        "Si algunos pero no todos los combatientes son conscientes de sus enemigos, hay un asalto de sorpresa",
        "los combatientes que empezaron la batalla conscientes de sus enemigos efectúan cada uno una acción normal durante el asalto sorpresa.",
        "pudiendo realizar cada uno una acción (una acción normal o una acción de movimiento) durante el asalto de sorpresa.",
        "Los combatientes que estás desprevenidos al comienzo de la batalla no consiguen actuar en el asalto sorpresa. Tampoco pueden esquivar o parar.",
        "La habilidad de clase Esquiva Asombrosa permite a personajes desprevenidos defenderse con Esquiva o Parada, respectivamente.",
    ],
)
def test_the_rules_implemented_are_in_the_seed(sentence):
    assert sentence in TEXT


@pytest.mark.parametrize(
    ("aware", "unaware", "happens"),
    [(1, 1, True), (3, 1, True), (0, 4, False), (4, 0, False), (0, 0, False)],
)
def test_surprise_round_only_if_some_but_not_all_are_aware(aware, unaware, happens):
    assert surprise_round_happens(aware, unaware) is happens


F, N = FlatFootedEnds.FIRST_ACTION, FlatFootedEnds.FIRST_NORMAL_TURN
SB, SA, R1, AF = Moment.SURPRISE_BEFORE, Moment.SURPRISE_AFTER, Moment.ROUND1_BEFORE, Moment.AFTER_FIRST_TURN


@pytest.mark.parametrize(
    ("aware", "others_aware", "others_unaware", "moment", "ends", "flat_footed", "acts", "surprised"),
    [
        # everyone starts flat-footed, the aware too
        (True, 0, 1, SB, F, True, True, False),
        # acting in the surprise round ends it ... under step 1's reading
        (True, 0, 1, SA, F, False, True, False),
        (True, 0, 1, R1, F, False, True, False),
        # ... but not under DESPREVENIDO's "antes de tu primer turno normal"
        (True, 0, 1, SA, N, True, True, False),
        (True, 0, 1, R1, N, True, True, False),
        # the unaware do not act in the surprise round: flat-footed until their first turn
        (False, 2, 0, SB, F, True, False, True),
        (False, 2, 0, R1, F, True, False, True),
        (False, 2, 0, AF, F, False, False, True),
        # no surprise round (all aware, or nobody): flat-footed until the first turn
        (True, 3, 0, R1, F, True, False, False),
        (False, 0, 3, R1, F, True, False, False),
        (True, 3, 0, AF, N, False, False, False),
    ],
)
def test_flat_footed_moment_by_moment(aware, others_aware, others_unaware, moment, ends, flat_footed, acts, surprised):
    s = status(aware, others_aware, others_unaware, moment, ends=ends)
    assert s.flat_footed is flat_footed
    assert s.acts_in_surprise_round is acts
    assert s.surprised is surprised
    # flat-footed: no Dodge, no Parry, no attacks of opportunity, open to sneak attacks
    assert (s.can_dodge, s.can_parry, s.can_make_aoo, s.open_to_sneak_attacks) == (
        not flat_footed, not flat_footed, not flat_footed, flat_footed)


def test_uncanny_dodge_defends_but_makes_no_attack_of_opportunity():
    s = status(False, 1, 0, SB, uncanny_dodge=True)
    assert s.flat_footed and s.can_dodge and s.can_parry
    assert not s.can_make_aoo and not s.open_to_sneak_attacks


@pytest.mark.parametrize(
    ("aware", "others_aware", "others_unaware", "moment", "really"),
    [
        (True, 2, 0, SB, Moment.ROUND1_BEFORE),  # everyone aware: no surprise round, the battle starts with round 1
        (False, 0, 2, SA, Moment.ROUND1_BEFORE),  # no one aware: likewise
        (False, 1, 0, SA, SB),  # surprised: no turn in the surprise round, so never "after" it
    ],
)
def test_moments_that_do_not_happen_are_the_moment_the_combatant_is_at(aware, others_aware, others_unaware, moment, really):
    happens = surprise_round_happens(others_aware + aware, others_unaware + (not aware))
    assert moment_that_happens(moment, happens, happens and aware) is really
    assert status(aware, others_aware, others_unaware, moment) == status(aware, others_aware, others_unaware, really)


def _result(surprise, surprised, action, flat, defense, moment="surprise_before_turn"):
    return {
        "moment": moment,
        "surprise_round": surprise,
        "surprised": surprised,
        "surprise_action": action,
        "flat_footed": flat,
        "can_dodge": defense,
        "can_parry": defense,
        "defense_used": "dodge_or_parry" if defense else "base_defense",
        "can_make_aoo": not flat,
        "open_to_sneak_attacks": not defense,
    }


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({}, _result(True, False, "standard_or_move", True, False)),
        ({"moment": "surprise_after_turn"}, _result(True, False, "standard_or_move", False, True, "surprise_after_turn")),
        ({"moment": "surprise_after_turn", "flat_footed_ends": "first_normal_turn"}, _result(True, False, "standard_or_move", True, False, "surprise_after_turn")),
        ({"aware": False, "others_aware": 3, "others_unaware": 0}, _result(True, True, "none", True, False)),
        (
            {"aware": False, "others_aware": 3, "others_unaware": 0, "uncanny_dodge": True},
            {**_result(True, True, "none", True, True), "can_make_aoo": False},
        ),
        ({"others_aware": 4, "others_unaware": 0, "moment": "after_first_turn"}, _result(False, False, "none", False, True, "after_first_turn")),
    ],
)
def test_dispatch(inputs, expected):
    assert answer("surprise_003", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "moment"),
    [
        # The case: everyone aware, the default moment: "no surprise round", not an error.
        ({"others_aware": 2, "others_unaware": 0, "moment": "surprise_before_turn"}, "round1_before_turn"),
        ({"others_aware": 0, "others_unaware": 0}, "round1_before_turn"),
        ({"aware": False, "others_aware": 1, "others_unaware": 0, "moment": "surprise_after_turn"}, "surprise_before_turn"),
    ],
)
def test_a_moment_that_does_not_happen_is_answered_and_listed_unused(inputs, moment):
    result = dispatch("surprise_003", inputs)
    assert (result["moment"], result["ignored"]) == (moment, ["moment"])
