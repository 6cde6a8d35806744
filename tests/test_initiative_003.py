"""003 "Pruebas de Iniciativa": 1d20 + Dexterity modifier + other bonuses, highest first;
ties by total initiative modifier, then by Dexterity score, and no further rule."""

from fractions import Fraction
from itertools import product

import pytest

from calc import InputError
from calc.rules.initiative_003 import SOURCE, Combatant, first_odds, initiative_check, initiative_modifier, initiative_order
from calc.sources import Seed
from tests.seedtext import normalise, seed_text
from tests.answers import answer

TEXT = normalise(seed_text(Seed.AKENAR))


def test_source_is_a_heading_of_the_seed():
    lines = seed_text(Seed.AKENAR).splitlines()
    assert SOURCE.section in lines
    assert "INICIATIVA" in lines


@pytest.mark.parametrize(
    "sentence",
    [
        "Prueba de iniciativa= 1d20 + modificador de Destreza + cualquier dote pertinente u otros bonificadores",
        "Los personajes actúan en orden, contando hacia abajo desde el mayor valor al menor.",
        "los combatientes que están empatados actúan en orden del modificador de iniciativa total (con el mayor actuando en primer lugar).",
        "Si todavía hay un empate, irá el que tenga la puntuación de Destreza más alta primero.",
        "Si nadie o todos empiezan la batalla conscientes, no hay asalto de sorpresa.",
    ],
)
def test_the_rules_implemented_are_in_the_seed(sentence):
    assert sentence in TEXT


@pytest.mark.parametrize(
    ("roll", "dex", "bonus", "modifier", "check"),
    [(10, 10, 0, 0, 10), (17, 14, 0, 2, 19), (1, 5, 0, -3, -2), (20, 18, 4, 8, 28), (12, 11, -1, -1, 11)],
)
def test_check_is_d20_plus_dexterity_modifier_plus_bonuses(roll, dex, bonus, modifier, check):
    assert initiative_modifier(dex, bonus) == modifier
    assert initiative_check(roll, dex, bonus) == check


def _order(rows):
    """rows: (roll, Dexterity, bonus) for combatants 1, 2, ..."""
    placed = initiative_order(Combatant(i, r, d, b) for i, (r, d, b) in enumerate(rows, start=1))
    return [p.combatant.number for p in placed], [p.decided_by for p in placed]


@pytest.mark.parametrize(
    ("rows", "order", "decided_by"),
    [
        # checks 12, 15, 9: highest first
        ([(12, 10, 0), (13, 14, 0), (9, 11, 0)], [2, 1, 3], ["count"] * 3),
        # both 14: modifier +3 (Dex 16) before +0 (Dex 10 with +0)
        ([(14, 10, 0), (11, 16, 0)], [2, 1], ["modifier", "modifier"]),
        # both 14 with modifier +2: Dex 15 before Dex 14
        ([(12, 14, 0), (12, 15, 0)], [2, 1], ["dexterity", "dexterity"]),
        # same total modifier from different sources: Dex 12 + 1 vs Dex 14 + 0; Dex 14 goes first
        ([(10, 12, 1), (10, 14, 0)], [2, 1], ["dexterity", "dexterity"]),
        # all equal: the seed says no more; input order kept
        ([(8, 13, 0), (8, 13, 0), (20, 3, 0)], [3, 1, 2], ["count", "unresolved", "unresolved"]),
        # a mix: 3 alone at 21; at 15 mod +2 (Dex 14, Dex 15) then +0
        ([(13, 14, 0), (15, 10, 0), (19, 12, 1), (13, 15, 0)], [3, 4, 1, 2], ["count", "dexterity", "dexterity", "modifier"]),
    ],
)
def test_order_and_tie_breaks(rows, order, decided_by):
    assert _order(rows) == (order, decided_by)


def _brute_first(people):
    """Enumerate every d20 combination: P(each is alone in first place), P(tie for first)."""
    firsts = [Fraction(0)] * len(people)
    tie = Fraction(0)
    for rolls in product(range(1, 21), repeat=len(people)):
        ranks = [(r + initiative_modifier(d, b), initiative_modifier(d, b), d) for r, (d, b) in zip(rolls, people)]
        best = max(ranks)
        if ranks.count(best) > 1:
            tie += 1
        else:
            firsts[ranks.index(best)] += 1
    total = 20 ** len(people)
    return [f / total for f in firsts], tie / total


@pytest.mark.parametrize(
    "people",
    [
        [(10, 0), (10, 0)],
        [(14, 0), (10, 0)],
        [(11, 0), (10, 0)],
        [(14, 0), (10, 0), (11, 0)],
        [(12, 1), (14, 0), (10, 3), ],
        [(10, 0), (10, 0), (10, 0)],
    ],
)
def test_first_odds_match_enumeration(people):
    odds = first_odds(people)
    firsts, tie = _brute_first(people)
    assert list(odds.first) == firsts
    assert odds.unresolved == tie


@pytest.mark.parametrize(
    ("people", "first", "tie"),
    [
        # equal in everything: 19/40 each, and 1/20 of the time a tie the seed does not resolve
        ([(10, 0), (10, 0)], [Fraction(19, 40), Fraction(19, 40)], Fraction(1, 20)),
        # +2 against +0: A is first when its d20 + 2 ≥ B's d20: 247 of 400
        ([(14, 0), (10, 0)], [Fraction(247, 400), Fraction(153, 400)], Fraction(0)),
        # same modifier, Dex 11 over Dex 10: A wins every tie, 210 of 400
        ([(11, 0), (10, 0)], [Fraction(21, 40), Fraction(19, 40)], Fraction(0)),
    ],
)
def test_first_odds_by_hand(people, first, tie):
    odds = first_odds(people)
    assert list(odds.first) == first
    assert odds.unresolved == tie


def test_six_combatants_sum_to_one():
    odds = first_odds([(10, 0), (12, 0), (14, 1), (8, 0), (18, -2), (10, 0)])
    assert sum(odds.first) + odds.unresolved == 1
    assert all(0 < p < 1 for p in odds.first)


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {},
            {"order": [1, 2], "checks": [17, 14], "modifiers": [0, 0], "decided_by": ["count", "count"],
             "surprise_round": False, "surprise_order": []},
        ),
        (
            {"combatants": 4, "roll_1": 10, "dex_1": 14, "roll_2": 12, "dex_2": 10, "aware_2": False,
             "roll_3": 11, "dex_3": 12, "bonus_3": -1, "roll_4": 10, "dex_4": 15},
            {"order": [4, 1, 2, 3], "checks": [12, 12, 12, 11], "modifiers": [2, 2, 0, 0],
             "decided_by": ["dexterity", "dexterity", "modifier", "count"],
             "surprise_round": True, "surprise_order": [4, 1, 3]},
        ),
        (
            {"combatants": 3, "roll_1": 5, "roll_2": 5, "roll_3": 5, "aware_1": False, "aware_2": False, "aware_3": False},
            {"order": [1, 2, 3], "checks": [5, 5, 5], "modifiers": [0, 0, 0], "decided_by": ["unresolved"] * 3,
             "surprise_round": False, "surprise_order": []},
        ),
    ],
)
def test_dispatch_order(inputs, expected):
    assert answer("initiative_order_003", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {},
            {"modifiers": [0, 0], "first": [0.475, 0.475], "first_fraction": ["19/40", "19/40"],
             "p_unresolved_tie": 0.05, "p_unresolved_tie_fraction": "1/20"},
        ),
        (
            {"dex_1": 14},
            {"modifiers": [2, 0], "first": [0.6175, 0.3825], "first_fraction": ["247/400", "153/400"],
             "p_unresolved_tie": 0.0, "p_unresolved_tie_fraction": "0/1"},
        ),
        (
            {"combatants": 3, "dex_1": 14, "dex_3": 11},
            {"modifiers": [2, 0, 0], "first": [0.458125, 0.261375, 0.2805],
             "first_fraction": ["733/1600", "2091/8000", "561/2000"],
             "p_unresolved_tie": 0.0, "p_unresolved_tie_fraction": "0/1"},
        ),
    ],
)
def test_dispatch_odds(inputs, expected):
    assert answer("initiative_odds_003", inputs) == expected


def test_bad_input_names_the_field():
    with pytest.raises(InputError) as caught:
        answer("initiative_order_003", {"combatants": 7})
    assert caught.value.field == "combatants"
