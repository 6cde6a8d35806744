"""003 "ANATOMÍA DE UN ASALTO DE COMBATE" (6-second rounds, effects end just before their
initiative moment) and "LANZAR UN CONJURO" (casting times: action, 1 round, 1 minute = 10 rounds)."""

import pytest

from calc.rules.timing_003 import (
    CASTING_SOURCE,
    ROUND_SOURCE,
    ROUNDS_PER_MINUTE,
    SECONDS_PER_ROUND,
    CastingTime,
    casting,
    effect_end,
)
from calc.sources import Seed
from tests.seedtext import normalise, seed_text
from tests.answers import answer
from calc import dispatch

TEXT = normalise(seed_text(Seed.AKENAR))


@pytest.mark.parametrize("source", [ROUND_SOURCE, CASTING_SOURCE])
def test_sources_are_headings_of_the_seed(source):
    assert source.section in seed_text(Seed.AKENAR).splitlines()


@pytest.mark.parametrize(
    "sentence",
    [
        "Cada asalto representa 6 segundos en el mundo de juego.",
        "Los efectos que duran cierto número de asaltos acaban justo antes del mismo momento de iniciativa que empezaron.",
        "Un conjuro que necesita 1 asalto para lanzarse es una acción de asalto completo. Entra en efecto justo antes del comienzo de tu turno en el asalto tras el que comienzas a lanzar el conjuro.",
        "Un conjuro que necesita 1 minuto para lanzarse entra en efecto justo antes de tu turno 1 minuto más tarde; cada uno de esos 10 asaltos estás lanzando un conjuro como una acción de asalto completo.",
        "Sólo provocas ataques de oportunidad cuando empiezas a lanzar el conjuro",
        "Mientras lanzas un conjuro no amenazas ningún cuadro a tu alrededor.",
        "Los conjuros que necesitan sólo una acción gratuita no provocan ataques de oportunidad.",
        "Algunos conjuros tienen un tiempo de lanzamiento de 1 acción normal. Un conjuro lanzado de esta manera hace efecto inmediatamente.",
    ],
)
def test_the_rules_implemented_are_in_the_seed(sentence):
    assert sentence in TEXT


def test_six_seconds_ten_rounds_a_minute():
    assert (SECONDS_PER_ROUND, ROUNDS_PER_MINUTE) == (6, 10)


@pytest.mark.parametrize(
    ("start_round", "count", "duration", "end"),
    [(1, 15, 1, (2, 15)), (3, 8, 10, (13, 8)), (1, -2, 5, (6, -2))],
)
def test_effect_ends_just_before_the_same_initiative_moment(start_round, count, duration, end):
    assert effect_end(start_round, count, duration) == end


@pytest.mark.parametrize(
    ("time", "amount", "action", "full_rounds", "effect", "later", "provokes", "threatens"),
    [
        (CastingTime.FREE, 1, "free", 0, "immediately", 0, "no", True),
        (CastingTime.STANDARD, 1, "standard", 0, "immediately", 0, "yes", True),
        (CastingTime.ROUNDS, 1, "full_round", 1, "before_your_turn", 1, "when_starting", False),
        (CastingTime.ROUNDS, 3, "full_round", 3, "before_your_turn", 3, "when_starting", False),
        (CastingTime.MINUTES, 1, "full_round", 10, "before_your_turn", 10, "when_starting", False),
        (CastingTime.MINUTES, 10, "full_round", 100, "before_your_turn", 100, "when_starting", False),
    ],
)
def test_casting(time, amount, action, full_rounds, effect, later, provokes, threatens):
    c = casting(time, amount)
    assert (c.action, c.full_round_actions, c.takes_effect, c.rounds_later, c.provokes, c.threatens_while_casting) == (
        action, full_rounds, effect, later, provokes, threatens)


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({}, {"ends_in_round": 2, "ends_before_count": 15, "seconds": 6, "minutes": 0.1}),
        ({"start_round": 2, "start_count": 9, "duration": 10}, {"ends_in_round": 12, "ends_before_count": 9, "seconds": 60, "minutes": 1.0}),
    ],
)
def test_dispatch_effect_end(inputs, expected):
    assert answer("effect_end_003", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({}, {"action": "standard", "full_round_actions": 0, "seconds": 0, "takes_effect": "immediately",
              "rounds_later": 0, "provokes": "yes", "threatens_while_casting": True}),
        ({"casting_time": "minutes"}, {"action": "full_round", "full_round_actions": 10, "seconds": 60,
                                       "takes_effect": "before_your_turn", "rounds_later": 10,
                                       "provokes": "when_starting", "threatens_while_casting": False}),
        ({"casting_time": "rounds"}, {"action": "full_round", "full_round_actions": 1, "seconds": 6,
                                      "takes_effect": "before_your_turn", "rounds_later": 1,
                                      "provokes": "when_starting", "threatens_while_casting": False}),
        ({"casting_time": "free"}, {"action": "free", "full_round_actions": 0, "seconds": 0, "takes_effect": "immediately",
                                    "rounds_later": 0, "provokes": "no", "threatens_while_casting": True}),
    ],
)
def test_dispatch_casting(inputs, expected):
    assert answer("casting_time_003", inputs) == expected


@pytest.mark.parametrize("time", ["free", "standard"])
def test_an_action_has_no_amount(time):
    # "1 acción normal" or a free action is cast once: a number of rounds is not used.
    result = dispatch("casting_time_003", {"casting_time": time, "amount": 2})
    assert result["ignored"] == ["amount"]
    assert result == dispatch("casting_time_003", {"casting_time": time})


def test_an_effect_may_start_at_any_initiative_result_the_initiative_calculator_gives():
    """"acaban justo antes del mismo momento de iniciativa que empezaron": the count is an
    initiative result, 1 - 5 - 20 = -24 to 20 + 25 + 40 = 85 (the field once stopped at -20 and 80)."""
    from calc.registry import get

    assert -24 in answer("initiative_order_003", {"roll_1": 1, "dex_1": 0, "bonus_1": -20})["checks"]
    assert 85 in answer("initiative_order_003", {"roll_1": 20, "dex_1": 60, "bonus_1": 40})["checks"]
    f = get("effect_end_003").field("start_count")
    assert (f.minimum, f.maximum) == (-24, 85)
    for count in (-24, 85):
        assert answer("effect_end_003", {"start_round": 1, "start_count": count, "duration": 1})["ends_before_count"] == count
