"""002 "Tabella di calcolo del TPC e del BNPC", cell by cell, and the * reroll chance."""

from fractions import Fraction

import pytest

from calc.rules.tohit_002 import hit_probability, tohit_row
from calc.sources import Seed
from calc.tables.tohit_002 import TOHIT_ROWS
from tests.seedtext import seed_text
from tests.answers import answer

# The seed's columns, typed from the text as printed: NPC, TPC, BNPC.
SEED_NEGATIVE = """
-1 11 0 | -2 11* 0 | -3 10 0 | -4 10* 0 | -5 9 0 | -6 9* 0 | -7 8 0 | -8 8* 0 | -9 7 0 | -10 7* 0
-11 6 0 | -12 6* 0 | -13 5 0 | -14 5* 0 | -15 4 0 | -16 4* 0 | -17 3 0 | -18 3* 0 | -19 2 0 | -20 2* 0
-21 2 +2 | -22 2 +4 | -23 2 +6 | -24 2 +8 | -25 2 +10
"""
SEED_POSITIVE = """
+1 13* 0 | +2 13 0 | +3 14* 0 | +4 14 0 | +5 15* 0 | +6 15 0 | +7 16* 0 | +8 16 0 | +9 17* 0 | +10 17 0
+11 18* 0 | +12 18 0 | +13 19* 0 | +14 19 0 | +15 20* 0 | +16 20 0 | +17 20 -1 | +18 20 -2 | +19 20 -3 | +20 20 -4
+21 20 -5 | +22 20 -6 | +23 20 -7 | +24 20 -8 | +25 20 -10
"""


def _cells(block: str) -> list[tuple[int, str, int]]:
    rows = []
    for cell in block.replace("\n", "|").split("|"):
        if cell.strip():
            npc, tpc, bnpc = cell.split()
            rows.append((int(npc), tpc, int(bnpc)))
    return rows


SEED_ROWS = [(0, "12", 0)] + _cells(SEED_NEGATIVE) + _cells(SEED_POSITIVE)


def test_table_has_51_rows_from_minus_to_plus_25():
    assert sorted(TOHIT_ROWS) == list(range(-25, 26))
    assert len(SEED_ROWS) == 51


@pytest.mark.parametrize(("npc", "tpc", "bnpc"), SEED_ROWS)
def test_every_cell_matches_the_seed(npc, tpc, bnpc):
    row = TOHIT_ROWS[npc]
    assert row.tpc_printed == tpc
    assert row.bnpc == bnpc


def test_seed_columns_appear_in_the_source_in_this_order():
    # The garbled source lists the TPC column of the negative half as consecutive lines.
    text = seed_text(Seed.NPC_TPC)
    negative_tpc = "\n".join(tpc for npc, tpc, _ in SEED_ROWS[1:26])
    positive_tpc = "\n".join(tpc for npc, tpc, _ in SEED_ROWS[26:])
    assert "TPC\n" + negative_tpc + "\t\t BNPC" in text
    assert "TPC\n" + positive_tpc + "\t\t BNPC" in text


def test_quirk_kept_bnpc_minus_10_at_plus_25():
    assert TOHIT_ROWS[24].bnpc == -8
    assert TOHIT_ROWS[25].bnpc == -10


@pytest.mark.parametrize(("npc", "table_npc"), [(26, 25), (200, 25), (-26, -25), (-200, -25), (7, 7)])
def test_in_poi_clamps_beyond_25(npc, table_npc):
    assert tohit_row(npc).npc == table_npc


@pytest.mark.parametrize(
    ("tpc", "reroll", "p"),
    [
        (12, False, Fraction(9, 20)),
        (2, False, Fraction(19, 20)),
        (20, False, Fraction(1, 20)),
        # * : 1/20 chance of TPC−1, then another roll ≥ TPC
        (11, True, Fraction(10, 20) + Fraction(1, 20) * Fraction(10, 20)),
        (20, True, Fraction(1, 20) + Fraction(1, 400)),
        (2, True, Fraction(19, 20) + Fraction(19, 400)),
    ],
)
def test_hit_probability_under_the_reroll_rule(tpc, reroll, p):
    assert hit_probability(tpc, reroll) == p


@pytest.mark.parametrize(
    ("npc", "expected"),
    [
        (10, {"tpc": 17, "reroll": False, "bnpc": 0, "p_hit": 0.2, "p_hit_fraction": "1/5", "table_npc": 10}),
        (-2, {"tpc": 11, "reroll": True, "bnpc": 0, "p_hit": 0.525, "p_hit_fraction": "21/40", "table_npc": -2}),
        (-30, {"tpc": 2, "reroll": False, "bnpc": 10, "p_hit": 0.95, "p_hit_fraction": "19/20", "table_npc": -25}),
    ],
)
def test_dispatch(npc, expected):
    assert answer("tohit", {"npc": npc}) == expected


def test_tpc_never_decreases_as_npc_grows():
    tpcs = [tohit_row(n).tpc for n in range(-30, 31)]
    assert tpcs == sorted(tpcs)


# "Fasi di un combattimento", phases 3-5 with dice: seeds chosen to show each rule.
@pytest.mark.parametrize(
    ("npc", "dd", "modifiers", "seed", "expected"),
    [
        # TPC 11*: a first roll of 10 (= TPC-1) is rolled again; the second roll alone decides.
        (-2, 6, 0, 23, {"rolls": [10, 3], "tpc": 11, "reroll_used": True, "hit": False, "natural_20": False, "bnpc": 0, "damage": 0}),
        # A hitting 20 doubles Dd: 2*6 + 2 + BNPC 0.
        (10, 6, 2, 5, {"rolls": [20], "tpc": 17, "reroll_used": False, "hit": True, "natural_20": True, "bnpc": 0, "damage": 14}),
        # A miss deals nothing.
        (10, 6, 2, 0, {"rolls": [13], "tpc": 17, "reroll_used": False, "hit": False, "natural_20": False, "bnpc": 0, "damage": 0}),
        # A plain hit: Dd + modifiers + BNPC.
        (-2, 6, 0, 7, {"rolls": [11], "tpc": 11, "reroll_used": False, "hit": True, "natural_20": False, "bnpc": 0, "damage": 6}),
    ],
)
def test_rolling_the_attack_follows_the_text(npc, dd, modifiers, seed, expected):
    assert answer("attack_roll_002", {"npc": npc, "dd": dd, "modifiers": modifiers, "seed": seed}) == expected


def test_the_same_seed_replays_the_same_roll():
    inputs = {"npc": 3, "dd": 8, "modifiers": 1, "seed": 123456}
    assert answer("attack_roll_002", inputs) == answer("attack_roll_002", inputs)


def test_rolled_hits_match_the_exact_chance_over_many_seeds():
    hits = sum(answer("attack_roll_002", {"npc": -2, "dd": 1, "modifiers": 0, "seed": s})["hit"] for s in range(4000))
    assert abs(hits / 4000 - 0.525) < 0.03  # p_hit for TPC 11* is 21/40


def test_roll_d20_is_the_roll_of_roll_attack():
    from calc.rules.tohit_002 import roll_attack, roll_d20, tohit_row

    for seed in range(50):
        row = tohit_row(-2)
        rolls, hit, twenty = roll_d20(row.tpc, row.reroll, seed)
        rolled = roll_attack(-2, 6, 0, seed)
        assert (rolls, hit, twenty) == (rolled["rolls"], rolled["hit"], rolled["natural_20"])
