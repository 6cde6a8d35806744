"""003 "MOVIMIENTO", "CORRER": metres and hexes per mode, the Constitution checks of a long run."""

from fractions import Fraction

import pytest

from calc.rules import movement_003 as M
from calc.rules.actions_003 import ACTION_CODES
from calc.rules.movement_003 import move_distance, run_chances, run_check_dc
from calc.rules.opportunity_003 import PROVOKES_CODES
from calc.sources import Seed
from tests.seedtext import seed_text
from tests.answers import answer

TEXT = seed_text(Seed.AKENAR)


@pytest.mark.parametrize("source", [M.MOVEMENT_SOURCE, M.RUN_SOURCE], ids=lambda s: s.section)
def test_sources_are_headings_of_the_seed(source):
    assert "\n" + source.section + "\n" in TEXT


@pytest.mark.parametrize(
    ("mode", "heavy", "metres"),
    [
        ("move", False, 6),
        ("double_move", False, 12),
        ("run", False, 24),
        ("run", True, 18),
        ("withdraw", True, 12),
        ("restricted_withdraw", False, 6),
        ("fight_on_the_move", False, 6),
        ("climb", False, Fraction(3, 2)),
        ("accelerated_climb", False, 3),
        ("swim", False, Fraction(3, 2)),
        ("crawl", False, 1),
        ("one_metre_step", False, 1),
        ("difficult_terrain_1m", True, 1),
    ],
)
def test_distances_for_a_6_m_human(mode, heavy, metres):
    assert move_distance(M.HUMAN_SPEED, mode, heavy) == metres


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"mode": "move"}, {"distance_m": 6.0, "hexes": 6, "action": "move", "provokes": "leaving_threatened_hex", "check_modifier": 0}),
        ({"mode": "climb", "speed": 9}, {"distance_m": 2.25, "hexes": 2, "action": "move", "provokes": "leaving_threatened_hex", "check_modifier": 0}),
        ({"mode": "accelerated_climb"}, {"distance_m": 3.0, "hexes": 3, "action": "move", "provokes": "leaving_threatened_hex", "check_modifier": -5}),
        ({"mode": "withdraw"}, {"distance_m": 12.0, "hexes": 12, "action": "full_round", "provokes": "not_from_start_hex", "check_modifier": 0}),
        ({"mode": "crawl", "speed": 20}, {"distance_m": 1.0, "hexes": 1, "action": "move", "provokes": "yes", "check_modifier": 0}),
        ({"mode": "one_metre_step"}, {"distance_m": 1.0, "hexes": 1, "action": "misc", "provokes": "no", "check_modifier": 0}),
        ({"mode": "run", "heavy_armor": True}, {"distance_m": 18.0, "hexes": 18, "action": "full_round", "provokes": "leaving_threatened_hex", "check_modifier": 0}),
    ],
)
def test_dispatch_movement(inputs, expected):
    assert answer("movement_003", inputs) == expected


@pytest.mark.parametrize(("con", "round_number", "dc"), [(12, 1, 0), (12, 12, 0), (12, 13, 10), (12, 14, 11), (12, 20, 17), (1, 2, 10)])
def test_run_check_dc_grows_by_one(con, round_number, dc):
    assert run_check_dc(con, round_number) == dc


def test_run_chances():
    # Con 12 (+1): round 13 DC 10 (9..20: 12/20), round 14 DC 11 (11/20)
    assert run_chances(12, 12) == (1, 1)
    assert run_chances(12, 13) == (Fraction(12, 20), Fraction(12, 20))
    assert run_chances(12, 14) == (Fraction(11, 20), Fraction(12, 20) * Fraction(11, 20))
    # no automatic 20: DC 10 + 19 = 29 is out of reach for Con 12
    assert run_chances(12, 32)[0] == 0


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"con": 12, "round_number": 14},
            {"distance_m": 24.0, "km_per_hour": 14.4, "free_rounds": 12, "check_dc": 11,
             "p_check": 0.55, "p_check_fraction": "11/20", "p_still_running": 0.33, "p_still_running_fraction": "33/100",
             # "debe descansar al menos 1 minuto ... no puede moverse más rápido que una acción de movimiento normal"
             "rest_rounds_after_limit": 10, "rest_move_m": 6.0},
        ),
        (
            {"con": 10, "heavy_armor": True, "round_number": 3},
            {"distance_m": 18.0, "km_per_hour": 10.8, "free_rounds": 10, "check_dc": 0,
             "p_check": 1.0, "p_check_fraction": "1", "p_still_running": 1.0, "p_still_running_fraction": "1",
             "rest_rounds_after_limit": 10, "rest_move_m": 6.0},
        ),
    ],
)
def test_dispatch_run(inputs, expected):
    assert answer("run_003", inputs) == expected

def test_every_mode_answers_with_declared_codes():
    assert {m.action for m in M.MOVE_MODES.values()} <= {o.value for o in ACTION_CODES}
    assert {m.provokes for m in M.MOVE_MODES.values()} <= {o.value for o in PROVOKES_CODES}

def test_quirk_kept_the_seed_says_18_kmh_but_4_x_6_m_a_round_is_14_4():
    assert M.SEED_RUN_KMH == 18
    assert answer("run_003", {"con": 12})["km_per_hour"] == 14.4
