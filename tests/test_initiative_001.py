"""001 "Iniziativa": count = d20 + modifiers, highest first; ties by modifier, then a d20 roll-off.
"Sorpresa": only the aware act in the surprise round, in initiative order; the surprised are flat-footed."""

from fractions import Fraction

import pytest

from calc import dispatch
from calc.rules.initiative_001 import (
    SOURCE,
    SURPRISE_SOURCE,
    Combatant,
    first_to_act_odds,
    initiative_count,
    initiative_order,
    surprise_round_happens,
)
from calc.sources import Seed
from tests.seedtext import normalise, seed_text
from tests.answers import answer

TEXT = normalise(seed_text(Seed.TACTICAL))


def test_sources_are_headings_of_the_seed():
    lines = seed_text(Seed.TACTICAL).splitlines()
    assert SOURCE.section in lines
    assert SURPRISE_SOURCE.section in lines


@pytest.mark.parametrize(
    "sentence",
    [
        "Una prova di iniziativa si effettua tirando un d20 e aggiungendo il modificatore di Destrezza",
        "chi ha i modificatori più alti agisce per primo",
        "i personaggi coinvolti tirano un d20 ciascuno, e chi ottiene il risultato maggiore agisce per primo",
        "ogni combattente che ha iniziato lo scontro consapevole degli avversari può effettuare un'Azione Standard o di Movimento nel round di sorpresa",
    ],
)
def test_the_rules_implemented_are_in_the_seed(sentence):
    assert sentence in TEXT


@pytest.mark.parametrize(("roll", "modifier", "count"), [(1, 0, 1), (20, 3, 23), (7, -2, 5), (14, 11, 25)])
def test_count_is_d20_plus_modifier(roll, modifier, count):
    assert initiative_count(roll, modifier) == count


def _order(rows):
    """rows: (roll, modifier, tie roll or None) for combatants 1, 2, ..."""
    placed = initiative_order(Combatant(i, r, m, t) for i, (r, m, t) in enumerate(rows, start=1))
    return [p.combatant.number for p in placed], [p.decided_by for p in placed]


@pytest.mark.parametrize(
    ("rows", "order", "decided_by"),
    [
        # counts 17, 15, 19: highest count first
        ([(15, 2, None), (12, 3, None), (19, 0, None)], [3, 1, 2], ["count", "count", "count"]),
        # all at 14: the higher total modifier acts first
        ([(12, 2, None), (10, 4, None), (14, 0, None)], [2, 1, 3], ["modifier", "modifier", "modifier"]),
        # same count and modifier: the higher roll-off d20 acts first
        ([(10, 3, 5), (10, 3, 17)], [2, 1], ["rolloff", "rolloff"]),
        # a mix: 21 alone; at 16 modifiers 5 > 3 = 3 > 2, and 3 vs 5 roll off (8 < 12)
        (
            [(20, 1, None), (11, 5, None), (13, 3, 8), (14, 2, None), (13, 3, 12)],
            [1, 2, 5, 3, 4],
            ["count", "modifier", "rolloff", "rolloff", "modifier"],
        ),
        # three-way roll-off
        ([(5, 0, 3), (5, 0, 20), (5, 0, 11)], [2, 3, 1], ["rolloff"] * 3),
    ],
)
def test_order_and_tie_breaks(rows, order, decided_by):
    assert _order(rows) == (order, decided_by)


def test_a_roll_off_tie_is_rolled_again_by_those_still_tied():
    # 1 and 2 both roll 9 in the roll-off: still tied; 3 rolled 4 and goes after them.
    assert _order([(10, 3, 9), (10, 3, 9), (10, 3, 4)]) == ([1, 2, 3], ["tied", "tied", "rolloff"])


def test_a_missing_roll_off_leaves_the_group_tied():
    assert _order([(10, 3, None), (10, 3, 7), (15, 0, None)]) == ([3, 1, 2], ["count", "tied", "tied"])


@pytest.mark.parametrize(
    ("aware", "surprised", "happens"),
    [(1, 1, True), (3, 2, True), (0, 4, False), (4, 0, False)],
)
def test_surprise_round_only_if_some_but_not_all_are_aware(aware, surprised, happens):
    assert surprise_round_happens(aware, surprised) is happens


@pytest.mark.parametrize(
    ("mod_a", "mod_b", "a_first", "same", "rolloff"),
    [
        (0, 0, Fraction(1, 2), Fraction(20, 400), Fraction(20, 400)),
        (3, 3, Fraction(1, 2), Fraction(20, 400), Fraction(20, 400)),
        # A +1: B needs to roll more than A + 1; ties (19 of them) go to A's higher modifier
        (1, 0, Fraction(229, 400), Fraction(19, 400), Fraction(0)),
        (2, 0, Fraction(247, 400), Fraction(18, 400), Fraction(0)),
        (5, 0, Fraction(295, 400), Fraction(15, 400), Fraction(0)),
        (0, 2, Fraction(153, 400), Fraction(18, 400), Fraction(0)),
        # +19: only 1 vs 20 ties, and the modifier wins it
        (19, 0, Fraction(1), Fraction(1, 400), Fraction(0)),
        (20, 0, Fraction(1), Fraction(0), Fraction(0)),
        (0, 20, Fraction(0), Fraction(0), Fraction(0)),
    ],
)
def test_odds_that_a_acts_first(mod_a, mod_b, a_first, same, rolloff):
    odds = first_to_act_odds(mod_a, mod_b)
    assert (odds.a_first, odds.same_count, odds.rolloff) == (a_first, same, rolloff)
    assert odds.b_first == 1 - a_first


@pytest.mark.parametrize(("a", "b"), [(0, 1), (4, -3), (-20, 40), (7, 7)])
def test_odds_are_symmetric(a, b):
    assert first_to_act_odds(a, b).a_first + first_to_act_odds(b, a).a_first == 1


def test_dispatch_order_with_surprise():
    inputs = {
        "combatants": 4,
        "roll_1": 12, "mod_1": 2,
        "roll_2": 10, "mod_2": 4, "aware_2": False,
        "roll_3": 14, "mod_3": 0,
        "roll_4": 3, "mod_4": 1, "aware_4": False,
    }
    assert answer("initiative_order_001", inputs) == {
        "order": [2, 1, 3, 4],
        "counts": [14, 14, 14, 4],
        "decided_by": ["modifier", "modifier", "modifier", "count"],
        "rolloff_needed": [],
        "surprise_round": True,
        "surprise_order": [1, 3],
        "flat_footed": [2, 4],
    }


def test_dispatch_nobody_aware_no_surprise_round_but_all_flat_footed():
    inputs = {"combatants": 2, "roll_1": 5, "roll_2": 9, "aware_1": False, "aware_2": False}
    assert answer("initiative_order_001", inputs) == {
        "order": [2, 1],
        "counts": [9, 5],
        "decided_by": ["count", "count"],
        "rolloff_needed": [],
        "surprise_round": False,
        "surprise_order": [],
        "flat_footed": [2, 1],
    }


def test_dispatch_ignores_combatants_beyond_the_count():
    inputs = {"combatants": 2, "roll_1": 8, "roll_2": 8, "tie_1": 2, "tie_2": 19, "roll_3": 20, "mod_3": 40}
    assert answer("initiative_order_001", inputs)["order"] == [2, 1]


@pytest.mark.parametrize(
    ("inputs", "order", "needed"),
    [
        # "i personaggi coinvolti tirano un d20 ciascuno": a tie with no roll-off entered is an answer
        ({"combatants": 2, "roll_1": 8, "roll_2": 8}, [1, 2], [1, 2]),
        ({"combatants": 3, "roll_1": 8, "roll_2": 8, "roll_3": 8, "tie_1": 5, "tie_2": 5, "tie_3": 6}, [3, 1, 2], [1, 2]),
        ({"combatants": 3, "roll_1": 1, "roll_2": 8, "roll_3": 8, "tie_2": 4}, [2, 3, 1], [2, 3]),
    ],
)
def test_dispatch_names_who_must_roll_off(inputs, order, needed):
    result = answer("initiative_order_001", inputs)
    assert (result["order"], result["rolloff_needed"]) == (order, needed)


def test_roll_offs_and_combatants_that_do_not_apply_are_listed_unused():
    result = dispatch("initiative_order_001", {"combatants": 3, "roll_1": 12, "roll_2": 8, "roll_3": 8, "tie_1": 4})
    assert result["ignored"][:1] == ["tie_1"]  # nobody tied with combatant 1
    assert "roll_4" in result["ignored"] and "tie_2" not in result["ignored"]


@pytest.mark.parametrize(
    ("mod_a", "mod_b", "expected"),
    [
        (2, 0, {
            "p_a_first": 0.6175, "p_a_first_fraction": "247/400",
            "p_b_first": 0.3825, "p_b_first_fraction": "153/400",
            "p_same_count": 0.045, "p_same_count_fraction": "9/200",
            "p_rolloff": 0.0, "p_rolloff_fraction": "0/1",
        }),
        (4, 4, {
            "p_a_first": 0.5, "p_a_first_fraction": "1/2",
            "p_b_first": 0.5, "p_b_first_fraction": "1/2",
            "p_same_count": 0.05, "p_same_count_fraction": "1/20",
            "p_rolloff": 0.05, "p_rolloff_fraction": "1/20",
        }),
    ],
)
def test_dispatch_odds(mod_a, mod_b, expected):
    assert answer("initiative_odds_001", {"mod_a": mod_a, "mod_b": mod_b}) == expected
