"""004 "Модификаторы к атаке" and "Модификаторы к КБ", cell by cell with their footnotes;
the tables as calculators.

Both tables are the house rules' (calc/texts/004.txt): the tests read each row and note
from the text as it stands, and expect what the tables then hold, so a changed or added row
changes no test here.
"""

import re

import pytest

from calc.rules.modifiers_004 import ac_modifiers, attack_modifiers, dex_modifier
from calc.rules.cover_004 import COVER, Degree
from calc.sources import Seed
from calc.tables import tables
from calc.tables.modifiers_004 import (
    AC_ROWS,
    AC_SOURCE,
    ATTACK_ROWS,
    ATTACK_SOURCE,
    ENTANGLED_DEX_PENALTY,
    HELPLESS_DEX_SCORE,
    AttackerCondition as A,
    DefenderCondition as D,
    Reach,
)
from tests.seedtext import seed_text
from tests.answers import answer
from tools.texts import lines, table_lines

RAW = seed_text(Seed.MODIFIERS_RU)
LINES = RAW.splitlines()

_CELL = r"[+-]\d+\**|-\**|См\. «[^»]+»"
_ROW = re.compile(rf"(?P<label>.+?) (?P<melee>{_CELL}) (?P<ranged>{_CELL})")


def _printed(name: str) -> list[str]:
    return [lines(Seed.MODIFIERS_RU)[i].strip() for i in table_lines(tables()[name])]


def printed_rows(name: str) -> list[tuple[str, str, str]]:
    """The rows the text prints where table ``name`` stands: (label, melee, ranged)."""
    return [m.groups() for m in map(_ROW.fullmatch, _printed(name)) if m]


def printed_notes(name: str) -> tuple[str, ...]:
    """The footnotes the text prints under table ``name``."""
    return tuple(line for line in _printed(name) if line.startswith("*"))


SEED_ATTACK, SEED_AC = printed_rows("attack_modifiers_004"), printed_rows("ac_modifiers_004")


def test_sources_are_lines_of_the_seed():
    for citation in (ATTACK_SOURCE, AC_SOURCE):
        assert citation.section in LINES


@pytest.mark.parametrize(
    ("name", "header", "block"),
    [
        ("attack_modifiers_004", "Атакующий...", SEED_ATTACK),
        ("ac_modifiers_004", "Атакуемый...", SEED_AC),
    ],
)
def test_every_cell_and_note_as_printed(name, header, block):
    table = tables()[name]
    assert table.columns == (header, "В ближнем бою", "На дистанции")
    assert list(table.rows) == block
    assert table.notes == printed_notes(name) and len(table.notes) == 3
    # and each row / note is a line of the seed, in the seed's order
    printed = [" ".join(row) for row in table.rows] + list(table.notes)
    assert [line for line in LINES if line in printed] == printed
    assert f"{header} В ближнем бою На дистанции" in LINES


def test_the_text_prints_a_row_for_each_condition():
    assert [label for label, _, _ in SEED_ATTACK] == [ATTACK_ROWS[c].label for c in A]
    assert [label for label, _, _ in SEED_AC] == [AC_ROWS[c].label for c in D]


def _typed(printed: str) -> tuple[int | None, str]:
    """A printed cell read as the text means it: "-2**" is -2 with note **, "-" is no value."""
    typed = re.fullmatch(r"([+-]\d+|-)(\**)", printed)
    if typed is None:
        return None, ""  # "См. «Плохая видимость»": see another section
    number, marks = typed.groups()
    return (None if number == "-" else int(number)), marks


@pytest.mark.parametrize("condition", list(A), ids=lambda c: c.value)
def test_attack_rows_typed(condition):
    row = ATTACK_ROWS[condition]
    _, melee, ranged = next(r for r in SEED_ATTACK if r[0] == row.label)
    assert ((row.melee.value, row.melee.marks), (row.ranged.value, row.ranged.marks)) == (_typed(melee), _typed(ranged))


@pytest.mark.parametrize(
    ("printed", "value", "marks"), [("+2", 2, ""), ("+0", 0, ""), ("-2**", -2, "**"), ("-", None, ""), ("-***", None, "***")]
)
def test_a_printed_cell_is_typed_once_a_fixed_reading(printed, value, marks):
    row = next(r for r in ATTACK_ROWS.values() if r.melee.printed == printed or r.ranged.printed == printed)
    cell = row.melee if row.melee.printed == printed else row.ranged
    assert (cell.value, cell.marks) == (value, marks)


@pytest.mark.parametrize("condition", list(D), ids=lambda c: c.value)
def test_ac_rows_typed(condition):
    row = AC_ROWS[condition]
    _, melee, ranged = next(r for r in SEED_AC if r[0] == row.label)
    assert ((row.melee.value, row.melee.marks), (row.ranged.value, row.ranged.marks)) == (_typed(melee), _typed(ranged))
    assert row.melee.is_reference is melee.startswith("См.")


@pytest.mark.parametrize(("score", "modifier"), [(0, -5), (1, -5), (2, -4), (9, -1), (10, 0), (11, 0), (12, 1), (18, 4), (19, 4)])
def test_dex_modifier(score, modifier):
    assert dex_modifier(score) == modifier


def _sum(conditions, reach):
    """The printed values of the rows in that column, added up ("-" adds nothing)."""
    return sum(ATTACK_ROWS[c].cell(reach).value or 0 for c in conditions)


@pytest.mark.parametrize(
    ("conditions", "reach", "crossbow", "allowed", "not_applicable", "no_dex", "dex_penalty"),
    [
        ([A.FLANKING], Reach.MELEE, False, True, (), False, 0),
        ([A.FLANKING], Reach.RANGED, False, True, (A.FLANKING,), False, 0),  # printed "-"
        ([A.HIGHER], Reach.RANGED, False, True, (), False, 0),
        ([A.INVISIBLE, A.FLANKING, A.HIGHER], Reach.MELEE, False, True, (), True, 0),  # *
        ([A.ENTANGLED, A.DAZZLED], Reach.RANGED, False, True, (), False, ENTANGLED_DEX_PENALTY),  # **
        ([A.SHAKEN_OR_FRIGHTENED, A.SQUEEZING], Reach.MELEE, False, True, (), False, 0),
        ([A.PRONE], Reach.MELEE, False, True, (), False, 0),
        ([], Reach.MELEE, False, True, (), False, 0),
    ],
)
def test_attack_modifiers(conditions, reach, crossbow, allowed, not_applicable, no_dex, dex_penalty):
    r = attack_modifiers(conditions, reach, crossbow)
    assert (r.total, r.allowed, r.not_applicable, r.target_no_positive_dex, r.dex_penalty) == (
        _sum(conditions, reach), allowed, not_applicable, no_dex, dex_penalty)


@pytest.mark.parametrize(("crossbow", "allowed"), [(True, True), (False, False)])
def test_prone_ranged_attacks_need_a_crossbow_and_then_take_no_penalty(crossbow, allowed):
    """***: "однако вы можете пользоваться арбалетами без штрафов" (a fixed reading)."""
    r = attack_modifiers([A.PRONE], Reach.RANGED, crossbow)
    assert (r.total, r.allowed) == (0, allowed)


def _ac_sum(conditions, reach, cover=None):
    """The printed values of the AC rows in that column, added up, the row "За укрытием"
    replaced by the degree of cover chosen ("См. «Плохая видимость»" adds nothing)."""
    rows = [c for c in conditions if cover is None or c is not D.COVER]
    return sum(AC_ROWS[c].cell(reach).value or 0 for c in rows) + (COVER[cover].ac if cover is not None else 0)


@pytest.mark.parametrize(
    ("conditions", "reach", "dex", "cover", "effective_dex"),
    [
        ([D.PRONE], Reach.MELEE, 10, None, 0),
        ([D.PRONE], Reach.RANGED, 10, None, 0),
        ([D.KNEELING_OR_SITTING], Reach.RANGED, 10, None, 0),
        ([D.COVER], Reach.MELEE, 10, None, 0),
        # * loses the Dex bonus: +3 → 0; a Dex penalty stays
        ([D.PINNED], Reach.RANGED, 16, None, 0),
        ([D.PINNED], Reach.MELEE, 6, None, -2),
        # ** no positive Dex modifier
        ([D.FLAT_FOOTED], Reach.MELEE, 14, None, 0),
        ([D.STUNNED, D.BLINDED], Reach.RANGED, 14, None, 0),
        ([D.COWERING], Reach.MELEE, 8, None, -1),
        # *** entangled: the footnote's Dex penalty, then the modifier of what is left
        ([D.ENTANGLED], Reach.MELEE, 16, None, dex_modifier(16 + ENTANGLED_DEX_PENALTY)),
        ([D.ENTANGLED], Reach.RANGED, 3, None, dex_modifier(0)),
        # helpless: the Dex the text gives a helpless creature, whatever the score
        ([D.HELPLESS], Reach.MELEE, 18, None, dex_modifier(HELPLESS_DEX_SCORE)),
        ([D.HELPLESS], Reach.RANGED, 10, None, dex_modifier(HELPLESS_DEX_SCORE)),
        ([D.HELPLESS, D.ENTANGLED], Reach.MELEE, 18, None, dex_modifier(HELPLESS_DEX_SCORE)),
        # no modifier from the table: see concealment
        ([D.CONCEALED, D.GRAPPLING, D.SQUEEZING], Reach.MELEE, 12, None, 1),
        # cover degrees from "Укрытие"
        ([], Reach.RANGED, 10, Degree.PARTIAL, 0),
        ([D.PRONE], Reach.RANGED, 10, Degree.IMPROVED, 0),
        ([D.COVER], Reach.RANGED, 10, Degree.NONE, 0),
    ],
)
def test_ac_modifiers(conditions, reach, dex, cover, effective_dex):
    r = ac_modifiers(conditions, reach, dex, cover)
    assert (r.table, r.effective_dex_modifier) == (_ac_sum(conditions, reach, cover), effective_dex)
    assert r.total == r.table + effective_dex - dex_modifier(dex)


def test_total_cover_cannot_be_attacked():
    r = ac_modifiers([], Reach.MELEE, 10, Degree.TOTAL)
    assert (r.allowed, r.total) == (False, 0)


@pytest.mark.parametrize(
    ("inputs", "rows", "reach", "rest"),
    [
        ({"attack": "melee", "flanking": True, "invisible": True}, [A.FLANKING, A.INVISIBLE], Reach.MELEE,
         {"allowed": True, "reason": "allowed", "not_applicable": [], "target_no_positive_dex": True, "dex_penalty": 0}),
        ({"attack": "ranged", "flanking": True, "higher": True, "entangled": True}, [A.FLANKING, A.HIGHER, A.ENTANGLED], Reach.RANGED,
         {"allowed": True, "reason": "allowed", "not_applicable": ["flanking"], "target_no_positive_dex": False,
          "dex_penalty": ENTANGLED_DEX_PENALTY}),
        ({"attack": "ranged", "prone": True, "dazzled": True}, [A.PRONE, A.DAZZLED], Reach.RANGED,
         {"allowed": False, "reason": "prone_ranged", "not_applicable": [], "target_no_positive_dex": False, "dex_penalty": 0}),
        ({"attack": "ranged", "crossbow": True, "prone": True, "shaken_or_frightened": True, "squeezing": True},
         [A.PRONE, A.SHAKEN_OR_FRIGHTENED, A.SQUEEZING], Reach.RANGED,
         {"allowed": True, "reason": "allowed", "not_applicable": [], "target_no_positive_dex": False, "dex_penalty": 0}),
    ],
)
def test_dispatch_attack_modifiers(inputs, rows, reach, rest):
    assert answer("attack_modifiers_004", inputs) == {"total": _sum(rows, reach), **rest}


@pytest.mark.parametrize(
    ("inputs", "rows", "reach", "cover", "effective_dex", "rest"),
    [
        ({"attack": "melee", "ac": 17, "dex": 14, "flat_footed": True}, [D.FLAT_FOOTED], Reach.MELEE, None, 0, {}),
        ({"attack": "ranged", "ac": 16, "dex": 14, "prone": True, "cover": "normal"}, [D.PRONE], Reach.RANGED, Degree.NORMAL,
         dex_modifier(14), {}),
        ({"attack": "melee", "ac": 15, "dex": 10, "helpless": True}, [D.HELPLESS], Reach.MELEE, None,
         dex_modifier(HELPLESS_DEX_SCORE), {}),
        ({"attack": "melee", "ac": 15, "dex": 15, "entangled": True, "concealed": True}, [D.ENTANGLED, D.CONCEALED], Reach.MELEE, None,
         dex_modifier(15 + ENTANGLED_DEX_PENALTY), {"see_concealment": True}),
        ({"attack": "ranged", "ac": 12, "dex": 12, "cover": "total"}, [], Reach.RANGED, Degree.TOTAL,
         dex_modifier(12), {"allowed": False, "reason": "total_cover"}),
    ],
)
def test_dispatch_ac_modifiers(inputs, rows, reach, cover, effective_dex, rest):
    table = _ac_sum(rows, reach, cover)
    total = table + effective_dex - dex_modifier(inputs["dex"])
    assert answer("ac_modifiers_004", inputs) == {
        "table_modifier": table, "dex_modifier": dex_modifier(inputs["dex"]), "effective_dex_modifier": effective_dex,
        "total_modifier": total, "ac": inputs["ac"] + total,
        "allowed": True, "reason": "allowed", "see_concealment": False, **rest,
    }


def test_an_invisible_attacker_drops_a_positive_dex_modifier_but_not_a_negative_one():
    from calc.rules.modifiers_004 import ac_modifiers
    from calc.tables.modifiers_004 import Reach

    assert ac_modifiers([], Reach.MELEE, dex=16, no_positive_dex=True).dex_change == -3
    assert ac_modifiers([], Reach.MELEE, dex=6, no_positive_dex=True).dex_change == 0
    assert ac_modifiers([], Reach.MELEE, dex=16).dex_change == 0
