"""004 "Взятие в тиски": flanking a foe on a grid."""

import pytest

from calc.rules.flanking_004 import FLANKING_SOURCE, Flanker, flanks, grid_distance_ft, line_flanks
from calc.sources import Seed
from calc.tables.modifiers_004 import ATTACK_ROWS, AttackerCondition
from tests.seedtext import seed_text
from tests.answers import answer

RAW = seed_text(Seed.MODIFIERS_RU)
LINES = RAW.splitlines()


def test_the_source_is_a_line_of_the_seed():
    assert FLANKING_SOURCE.section in LINES


def test_flanking_sentence_is_in_the_seed():
    assert "Существа с зоной досягаемости 0 футов не могут брать противников в тиски." in LINES


FLANKING = ATTACK_ROWS[AttackerCondition.FLANKING].melee.value  # the table's row, which the flanking sentence repeats


@pytest.mark.parametrize(
    ("a", "b", "flanking"),
    [
        ((-1, 0), (1, 0), True),  # opposite sides
        ((0, -1), (0, 1), True),
        ((-1, -1), (1, 1), True),  # opposite corners
        ((-1, 1), (1, -1), True),
        ((-1, 0), (1, 1), False),  # a knight's move: left side, then top
        ((-1, 0), (0, 1), False),
        ((0, 1), (1, 0), False),  # touches one corner only
        ((-1, 0), (-1, 1), False),  # same side
        ((-1, 0), (2, 1), True),  # 3 columns apart: the line still crosses left and right
        ((-3, 0), (2, 0), True),
        ((-2, -1), (1, 1), False),  # slope 2/3: left side at y=1/2, then the top at x=3/4
    ],
)
def test_line_through_the_centres(a, b, flanking):
    assert line_flanks(a, b) is flanking and line_flanks(b, a) is flanking


@pytest.mark.parametrize(
    ("attacker", "ally", "result"),
    [
        (Flanker(-1, 0), Flanker(1, 0), "flanking"),
        (Flanker(-1, 0), Flanker(1, 1), "not_opposite"),
        # a 2×2 ally at (1,1) occupies (2,1): from (-1,0) that line crosses left and right
        (Flanker(-1, 0), Flanker(1, 1, size=2), "flanking"),
        (Flanker(-1, 0, reach_ft=0), Flanker(1, 0), "reach_zero"),
        (Flanker(-1, 0), Flanker(1, 0, reach_ft=0), "reach_zero"),
        (Flanker(-1, 0), Flanker(1, 0, can_attack=False), "not_threatening"),
        # "считаются только те существа, которые контролируют занятую противником клетку":
        # two squares away a 5-ft reach does not reach the foe's square, a 10-ft reach does.
        (Flanker(-1, 0), Flanker(2, 0), "not_threatening"),
        (Flanker(-1, 0), Flanker(2, 0, reach_ft=10), "flanking"),
        (Flanker(-2, -2, reach_ft=10), Flanker(1, 1), "not_threatening"),  # 2 diagonals: 15 ft
        (Flanker(-2, -2, reach_ft=15), Flanker(1, 1), "flanking"),
        (Flanker(0, 0), Flanker(1, 0), "overlap"),
        (Flanker(-1, 0), Flanker(-1, 0), "overlap"),
    ],
)
def test_flanks(attacker, ally, result):
    assert flanks(attacker, ally) == result


@pytest.mark.parametrize(("x", "y", "feet"), [(1, 0, 5), (1, 1, 5), (2, 0, 10), (2, 1, 10), (2, 2, 15), (3, 3, 20), (-3, 1, 15)])
def test_grid_distance_counts_every_second_diagonal_double(x, y, feet):
    assert grid_distance_ft(x, y) == feet


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"attack": "melee"}, (True, FLANKING, "flanking", True, True)),
        ({"attack": "ranged"}, (False, 0, "ranged_attack", None, None)),
        ({"ally_y": 1}, (False, 0, "not_opposite", True, True)),
        ({"ally_y": 1, "ally_size": 2}, (True, FLANKING, "flanking", True, True)),
        ({"attacker_x": -2, "attacker_y": -1, "attacker_size": 2, "ally_x": 1, "ally_y": 0}, (True, FLANKING, "flanking", True, True)),
        ({"attacker_reach_ft": 0}, (False, 0, "reach_zero", False, True)),
        ({"ally_can_attack": False}, (False, 0, "not_threatening", True, False)),
        # The case: an ally two squares away with a 5-ft reach does not flank.
        ({"ally_x": 2}, (False, 0, "not_threatening", True, False)),
        ({"ally_x": 2, "ally_reach_ft": 10}, (True, FLANKING, "flanking", True, True)),
        # Positions that overlap the foe or each other: an answer, not an error.
        ({"attacker_x": 0, "attacker_y": 0}, (False, 0, "overlap", None, None)),
        ({"attacker_x": -1, "attacker_y": -1, "attacker_size": 2}, (False, 0, "overlap", None, None)),
        ({"ally_x": -1, "ally_y": 0}, (False, 0, "overlap", None, None)),
    ],
)
def test_dispatch_flanking(inputs, expected):
    keys = ("flanking", "attack_bonus", "reason", "attacker_threatens", "ally_threatens")
    assert answer("flanking_004", inputs) == dict(zip(keys, expected))
