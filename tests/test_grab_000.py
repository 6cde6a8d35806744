"""000 "AFFERRARE UN OGGETTO": to-hit penalties, the strength check and its +2, exact odds."""

import pytest

from calc import InputError
from calc.rules.grab_000 import check_roll_penalty, grab_to_hit
from calc.sources import Seed
from calc.tables import table
from calc.tables.grab_000 import CONTESTED_INITIATIVE_PENALTY, GRAB_SOURCE, Hands
from tests.seedtext import normalise, seed_text
from tests.answers import answer

SEED = normalise(seed_text(Seed.AD2E_HOUSE))


def test_source_heading_is_verbatim_in_the_seed():
    assert GRAB_SOURCE.section == "AFFERRARE UN OGGETTO"
    assert GRAB_SOURCE.section in seed_text(Seed.AD2E_HOUSE).splitlines()


@pytest.mark.parametrize(("hands", "modifier"), [(Hands.ONE, -5), (Hands.TWO, -4)])
def test_one_free_hand_minus_5_both_minus_4(hands, modifier):
    assert grab_to_hit(hands) == modifier


def test_one_hand_check_penalty_is_plus_2_and_tie_initiative_plus_3():
    assert check_roll_penalty(True) == 2
    assert check_roll_penalty(False) == 0
    assert CONTESTED_INITIATIVE_PENALTY == 3


def test_printable_table():
    assert table("grab_000").rows == (
        ("una mano libera", "- 5 al tiro per colpire"),
        ("entrambe le mani", "- 4 al tiro per colpire"),
        ("check di forza, chi usa solo una mano", "penalità di + 2"),
        ("dopo il check ripetuto per parità (round successivo), entrambe le creature", "malus all’iniziativa di + 3"),
    )


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        (
            {"hands": "two", "thac0": 15, "target_ac": 5, "grabber_strength": 17, "victim_strength": 12},
            {
                "to_hit_modifier": -4, "roll_needed": 14,
                "p_hit": 0.35, "p_hit_fraction": "7/20",
                "p_grabber_wins": 0.655, "p_grabber_wins_fraction": "131/200",
                "p_tie": 0.09, "p_tie_fraction": "9/100",
                "p_victim_wins": 0.255, "p_victim_wins_fraction": "51/200",
                "p_wrested": 0.22925, "p_wrested_fraction": "917/4000",
                "tie_initiative_penalty": 3,
            },
        ),
        (
            {"hands": "one", "thac0": 15, "target_ac": 5, "grabber_strength": 18, "victim_strength": 18},
            {
                "to_hit_modifier": -5, "roll_needed": 15,
                "p_hit": 0.3, "p_hit_fraction": "3/10",
                "p_grabber_wins": 0.38, "p_grabber_wins_fraction": "19/50",
                "p_tie": 0.06, "p_tie_fraction": "3/50",
                "p_victim_wins": 0.56, "p_victim_wins_fraction": "14/25",
                "p_wrested": 0.114, "p_wrested_fraction": "57/500",
                "tie_initiative_penalty": 3,
            },
        ),
        (
            # the victim holding with one hand takes the +2 instead
            {"hands": "two", "thac0": 20, "target_ac": 10, "grabber_strength": 18, "victim_strength": 18, "victim_one_hand": True},
            {
                "to_hit_modifier": -4, "roll_needed": 14,
                "p_hit": 0.35, "p_hit_fraction": "7/20",
                "p_grabber_wins": 0.56, "p_grabber_wins_fraction": "14/25",
                "p_tie": 0.06, "p_tie_fraction": "3/50",
                "p_victim_wins": 0.38, "p_victim_wins_fraction": "19/50",
                "p_wrested": 0.196, "p_wrested_fraction": "49/250",
                "tie_initiative_penalty": 3,
            },
        ),
    ],
)
def test_dispatch(inputs, expected):
    assert answer("grab_000", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        ({"hands": "three", "thac0": 15, "target_ac": 5, "grabber_strength": 17, "victim_strength": 12}, "hands"),
        ({"thac0": 15, "target_ac": 11, "grabber_strength": 17, "victim_strength": 12}, "target_ac"),
        ({"thac0": 15, "target_ac": 5, "grabber_strength": 26, "victim_strength": 12}, "grabber_strength"),
        ({"thac0": 15, "target_ac": 5, "grabber_strength": 17}, "victim_strength"),
    ],
)
def test_bad_input_names_the_field(inputs, field):
    with pytest.raises(InputError) as error:
        answer("grab_000", inputs)
    assert error.value.field == field


def test_other_to_hit_modifiers_add_to_the_grab_roll():
    # Both hands -4; +1 more: THAC0 15 against AC 5 needs 15 - 5 + 4 - 1 = 13.
    r = answer("grab_000", {"hands": "two", "thac0": 15, "target_ac": 5, "grabber_strength": 12, "victim_strength": 12, "other_to_hit": 1})
    assert (r["to_hit_modifier"], r["roll_needed"]) == (-3, 13)
