"""001: the combat sequence (its five steps as a table), 6 s rounds and 10 rounds a minute,
effect durations, and when foes stop counting."""

from fractions import Fraction

import pytest

from calc.rules.timing_001 import (
    END_SOURCE,
    INSIGNIFICANT_CR_GAP,
    ROUND_SOURCE,
    ROUNDS_PER_MINUTE,
    SECONDS_PER_ROUND,
    convert_time,
    effect_end,
    is_insignificant,
    round_info,
)
from calc.sources import Seed
from calc.tables import tables
from calc.tables.sequence_001 import SEQUENCE, SEQUENCE_SOURCE, Step
from tests.seedtext import normalise, seed_text
from tests.answers import answer

RAW = seed_text(Seed.TACTICAL)
TEXT = normalise(RAW)

# The five steps as the seed numbers and names them.
SEED_STEPS = [
    ("1.", "Determinare la Consapevolezza"),
    ("2.", "Determinare l'Ordine di Iniziativa"),
    ("3.", "Round di Sorpresa"),
    ("4.", "Primo Round di Combattimento Normale"),
    ("5.", "Continuare il Combattimento"),
]


def test_sources_are_headings_of_the_seed():
    lines = RAW.splitlines()
    for citation in (SEQUENCE_SOURCE, ROUND_SOURCE, END_SOURCE):
        assert citation.section in lines


def test_sequence_table_has_the_five_steps_in_order():
    table = tables()["sequence_001"]
    assert table.columns == ("Fase", "Nome", "Descrizione")
    assert [row[:2] for row in table.rows] == SEED_STEPS
    assert [s.step for s in SEQUENCE] == list(Step)


@pytest.mark.parametrize("row", tables()["sequence_001"].rows, ids=lambda r: r[0])
def test_every_sequence_cell_is_printed_in_the_seed(row):
    number, name, description = row
    assert f"\n{number} {name}: {description}\n" in RAW


@pytest.mark.parametrize(
    "sentence",
    [
        "Ogni round di combattimento rappresenta 6 secondi del mondo di gioco, e ci sono 10 round in 1 minuto di combattimento.",
        "Gli effetti che durano un certo numero di round terminano subito prima dello stesso conteggio di iniziativa a cui sono iniziati.",
        "come nemici con GS inferiore di 4 o più al livello medio dei PG",
    ],
)
def test_the_rules_implemented_are_in_the_seed(sentence):
    assert sentence in TEXT


def test_constants_as_printed():
    assert (SECONDS_PER_ROUND, ROUNDS_PER_MINUTE, INSIGNIFICANT_CR_GAP) == (6, 10, 4)


def test_quirk_kept_the_seed_example_lacks_its_count():
    assert "viene lanciato al conteggio di iniziativa 14, termina subito prima del conteggio di iniziativa.\n" in RAW


@pytest.mark.parametrize(
    ("amount", "unit", "rounds", "seconds", "minutes"),
    [
        (1, "rounds", Fraction(1), Fraction(6), Fraction(1, 10)),
        (10, "rounds", Fraction(10), Fraction(60), Fraction(1)),
        (1, "minutes", Fraction(10), Fraction(60), Fraction(1)),
        (3, "minutes", Fraction(30), Fraction(180), Fraction(3)),
        (6, "seconds", Fraction(1), Fraction(6), Fraction(1, 10)),
        (7, "seconds", Fraction(7, 6), Fraction(7), Fraction(7, 60)),
        (0, "rounds", Fraction(0), Fraction(0), Fraction(0)),
    ],
)
def test_time_conversion(amount, unit, rounds, seconds, minutes):
    span = convert_time(amount, unit)
    assert (span.rounds, span.seconds, span.minutes) == (rounds, seconds, minutes)


@pytest.mark.parametrize(
    ("round_number", "surprise_round", "step", "normal", "aware_only", "start", "end"),
    [
        (1, True, Step.SURPRISE_ROUND, 0, True, 0, 6),
        (2, True, Step.FIRST_NORMAL_ROUND, 1, False, 6, 12),
        (3, True, Step.CONTINUE, 2, False, 12, 18),
        (1, False, Step.FIRST_NORMAL_ROUND, 1, False, 0, 6),
        (2, False, Step.CONTINUE, 2, False, 6, 12),
        (10, False, Step.CONTINUE, 10, False, 54, 60),
    ],
)
def test_round_sequence(round_number, surprise_round, step, normal, aware_only, start, end):
    info = round_info(round_number, surprise_round)
    assert (info.step, info.normal_round, info.aware_only, info.start_second, info.end_second) == (
        step, normal, aware_only, start, end)


@pytest.mark.parametrize(
    ("start_round", "count", "duration", "end"),
    [(1, 14, 1, (2, 14)), (3, 7, 10, (13, 7)), (5, -2, 4, (9, -2))],
)
def test_effect_ends_just_before_its_starting_count(start_round, count, duration, end):
    assert effect_end(start_round, count, duration) == end


@pytest.mark.parametrize(
    ("cr", "levels", "insignificant"),
    [
        (Fraction(1), [5, 5, 5, 5], True),  # exactly 4 below
        (Fraction(2), [5, 5, 5, 5], False),
        (Fraction(1), [5, 6, 6, 6], True),  # average 23/4
        (Fraction(2), [5, 6, 6, 6], False),
        (Fraction(1, 3), [4, 4, 5], True),  # 13/3 − 1/3 = 4
        (Fraction(1, 2), [4, 4, 5], False),
    ],
)
def test_insignificant_foes(cr, levels, insignificant):
    assert is_insignificant(cr, levels) is insignificant


@pytest.mark.parametrize(
    ("name", "inputs", "expected"),
    [
        ("round_time_001", {"amount": 7, "unit": "seconds"},
         {"rounds": 7 / 6, "rounds_exact": "7/6", "seconds": 7, "minutes": 7 / 60, "minutes_exact": "7/60"}),
        ("round_time_001", {"amount": 2, "unit": "minutes"},
         {"rounds": 20.0, "rounds_exact": "20", "seconds": 120, "minutes": 2.0, "minutes_exact": "2"}),
        ("combat_round_001", {"round": 1, "surprise_round": True},
         {"step": 3, "phase": "surprise_round", "normal_round": 0, "who_acts": "aware_only",
          "actions": "standard_or_move_plus_swift", "start_second": 0, "end_second": 6}),
        ("combat_round_001", {"round": 3, "surprise_round": False},
         {"step": 5, "phase": "normal_round", "normal_round": 3, "who_acts": "all",
          "actions": "full_or_shorter_actions", "start_second": 12, "end_second": 18}),
        ("combat_round_001", {"round": 2, "surprise_round": True},
         {"step": 4, "phase": "first_normal_round", "normal_round": 1, "who_acts": "all",
          "actions": "full_or_shorter_actions", "start_second": 6, "end_second": 12}),
        ("effect_end_001", {"start_round": 1, "start_count": 14, "duration": 1},
         {"ends_in_round": 2, "ends_before_count": 14, "seconds": 6, "minutes": 0.1, "minutes_exact": "1/10"}),
        ("effect_end_001", {"start_round": 4, "start_count": 9, "duration": 25},
         {"ends_in_round": 29, "ends_before_count": 9, "seconds": 150, "minutes": 2.5, "minutes_exact": "5/2"}),
        ("insignificant_foes_001", {"cr": "1", "pcs": 4, "level_1": 5, "level_2": 6, "level_3": 6, "level_4": 6},
         {"average_level": 5.75, "average_level_exact": "23/4", "cr_below_average": 4.75,
          "highest_insignificant_cr": "1", "insignificant": True}),  # 5.75 − 4 = 1.75: CR 1 is the highest below
        ("insignificant_foes_001", {"cr": "1/3", "pcs": 1, "level_1": 4, "level_2": 20},
         {"average_level": 4.0, "average_level_exact": "4", "cr_below_average": 11 / 3,
          "highest_insignificant_cr": None, "insignificant": False}),  # 4 − 4 = 0: not even CR 1/8
    ],
)
def test_dispatch(name, inputs, expected):
    assert answer(name, inputs) == expected


@pytest.mark.parametrize(("levels", "cr"), [((5, 5, 4), "1/2"), ((6,), "2"), ((5,), "1"), ((4, 5), "1/2"), ((4,), None)])
def test_the_highest_insignificant_cr_is_a_cr(levels, cr):
    # 14/3 − 4 = 2/3: the highest CR at or below it is 1/2, never "2/3".
    inputs = {"cr": "1", "pcs": len(levels)} | {f"level_{i}": level for i, level in enumerate(levels, start=1)}
    assert answer("insignificant_foes_001", inputs)["highest_insignificant_cr"] == cr
