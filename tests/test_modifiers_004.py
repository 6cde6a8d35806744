"""004 "Модификаторы к атаке" and "Модификаторы к КБ", cell by cell with their footnotes;
the tables as calculators.

The attack modifiers are the house rules' (calc/texts/004.txt): those tests read each row
from the text as it stands, so a changed or added row changes no test here.
"""

import re

import pytest

from calc.rules.modifiers_004 import ac_modifiers, attack_modifiers, dex_modifier
from calc.rules.cover_004 import Degree
from calc.sources import Seed
from calc.tables import tables
from calc.tables.modifiers_004 import (
    AC_ROWS,
    AC_SOURCE,
    ATTACK_ROWS,
    ATTACK_SOURCE,
    ENTANGLED_DEX_PENALTY,
    AttackerCondition as A,
    DefenderCondition as D,
    Reach,
)
from tests.seedtext import seed_text
from tests.answers import answer
from tools.texts import lines, table_lines

RAW = seed_text(Seed.MODIFIERS_RU)
LINES = RAW.splitlines()

_ROW = re.compile(r"(?P<label>.+?) (?P<melee>[+-]\d+\**|-\**) (?P<ranged>[+-]\d+\**|-\**)")


def printed_rows(name: str) -> list[tuple[str, str, str]]:
    """The rows the text prints where table ``name`` stands: (label, melee, ranged)."""
    said = (lines(Seed.MODIFIERS_RU)[i].strip() for i in table_lines(tables()[name]))
    return [m.groups() for m in map(_ROW.fullmatch, said) if m]


SEED_ATTACK = printed_rows("attack_modifiers_004")
SEED_AC = """
Беспомощен | -4* | +0*
В захвате (в отличие от атакующего) | +0 | +0
В шоке | -2** | -2**
За укрытием | +4 | +4
Застигнут врасплох | +0** | +0**
Обездвижен | -4* | +0*
Опутан | +0*** | +0***
Оцепенел | -2** | -2**
Плохо виден или невидим | См. «Плохая видимость» | См. «Плохая видимость»
Протискивается сквозь узкое место | -4 | -4
Распластан | -4 | +4
Сидит, стоит на коленях | -2 | +2
Слеп | -2** | -2**
"""
SEED_ATTACK_NOTES = (
    "* Атакуемый не получает положительных модификаторов Ловкости к КБ.",
    "** Опутанный персонаж также получает штраф -4 к Ловкости, что может влиять на его атаки.",
    "*** Большая часть дистанционного оружия не годится для применения из распластанного положения, "
    "однако вы можете пользоваться арбалетами без штрафов.",
)
SEED_AC_NOTES = (
    "* Атакуемый теряет бонус Ловкости к КБ.",
    "** Атакуемый не получает положительного модификатора Ловкости к КБ.",
    "*** Опутанный персонаж получает штраф -4 к Ловкости.",
)


def _rows(block):
    if not isinstance(block, str):
        return list(block)
    return [tuple(cell.strip() for cell in line.split("|")) for line in block.strip().splitlines()]


def test_sources_are_lines_of_the_seed():
    for citation in (ATTACK_SOURCE, AC_SOURCE):
        assert citation.section in LINES


@pytest.mark.parametrize(
    ("name", "header", "block", "notes"),
    [
        ("attack_modifiers_004", "Атакующий...", SEED_ATTACK, SEED_ATTACK_NOTES),
        ("ac_modifiers_004", "Атакуемый...", SEED_AC, SEED_AC_NOTES),
    ],
)
def test_every_cell_and_note_as_printed(name, header, block, notes):
    table = tables()[name]
    assert table.columns == (header, "В ближнем бою", "На дистанции")
    assert list(table.rows) == _rows(block)
    assert table.notes == notes
    # and each row / note is a line of the seed, in the seed's order
    printed = [" ".join(row) for row in table.rows] + list(table.notes)
    assert [line for line in LINES if line in printed] == printed
    assert f"{header} В ближнем бою На дистанции" in LINES


def test_the_text_prints_a_row_for_each_attacker_condition():
    assert [label for label, _, _ in SEED_ATTACK] == [ATTACK_ROWS[c].label for c in A]


def _typed(printed: str) -> tuple[int | None, str]:
    number, marks = re.fullmatch(r"([+-]\d+|-)(\**)", printed).groups()
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


@pytest.mark.parametrize(
    ("condition", "melee", "melee_marks", "ranged", "ranged_marks"),
    [
        (D.HELPLESS, -4, "*", 0, "*"),
        (D.GRAPPLING, 0, "", 0, ""),
        (D.STUNNED, -2, "**", -2, "**"),
        (D.COVER, 4, "", 4, ""),
        (D.FLAT_FOOTED, 0, "**", 0, "**"),
        (D.PINNED, -4, "*", 0, "*"),
        (D.ENTANGLED, 0, "***", 0, "***"),
        (D.COWERING, -2, "**", -2, "**"),
        (D.CONCEALED, None, "", None, ""),
        (D.SQUEEZING, -4, "", -4, ""),
        (D.PRONE, -4, "", 4, ""),
        (D.KNEELING_OR_SITTING, -2, "", 2, ""),
        (D.BLINDED, -2, "**", -2, "**"),
    ],
)
def test_ac_rows_typed(condition, melee, melee_marks, ranged, ranged_marks):
    row = AC_ROWS[condition]
    assert (row.melee.value, row.melee.marks, row.ranged.value, row.ranged.marks) == (melee, melee_marks, ranged, ranged_marks)
    assert row.melee.is_reference is (condition is D.CONCEALED)


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


@pytest.mark.parametrize(
    ("conditions", "reach", "dex", "cover", "table", "effective_dex"),
    [
        ([D.PRONE], Reach.MELEE, 10, None, -4, 0),
        ([D.PRONE], Reach.RANGED, 10, None, 4, 0),
        ([D.KNEELING_OR_SITTING], Reach.RANGED, 10, None, 2, 0),
        ([D.COVER], Reach.MELEE, 10, None, 4, 0),
        # * loses the Dex bonus: +3 → 0; a Dex penalty stays
        ([D.PINNED], Reach.RANGED, 16, None, 0, 0),
        ([D.PINNED], Reach.MELEE, 6, None, -4, -2),
        # ** no positive Dex modifier
        ([D.FLAT_FOOTED], Reach.MELEE, 14, None, 0, 0),
        ([D.STUNNED, D.BLINDED], Reach.RANGED, 14, None, -4, 0),
        ([D.COWERING], Reach.MELEE, 8, None, -2, -1),
        # *** entangled: −4 Dex (16 → 12: +3 → +1)
        ([D.ENTANGLED], Reach.MELEE, 16, None, 0, 1),
        ([D.ENTANGLED], Reach.RANGED, 3, None, 0, -5),
        # helpless: Dex 0 → −5 whatever the score
        ([D.HELPLESS], Reach.MELEE, 18, None, -4, -5),
        ([D.HELPLESS], Reach.RANGED, 10, None, 0, -5),
        ([D.HELPLESS, D.ENTANGLED], Reach.MELEE, 18, None, -4, -5),
        # no modifier from the table: see concealment
        ([D.CONCEALED, D.GRAPPLING, D.SQUEEZING], Reach.MELEE, 12, None, -4, 1),
        # cover degrees from "Укрытие"
        ([], Reach.RANGED, 10, Degree.PARTIAL, 2, 0),
        ([D.PRONE], Reach.RANGED, 10, Degree.IMPROVED, 12, 0),
        ([D.COVER], Reach.RANGED, 10, Degree.NONE, 0, 0),
    ],
)
def test_ac_modifiers(conditions, reach, dex, cover, table, effective_dex):
    r = ac_modifiers(conditions, reach, dex, cover)
    assert (r.table, r.effective_dex_modifier) == (table, effective_dex)
    assert r.total == table + effective_dex - dex_modifier(dex)


def test_total_cover_cannot_be_attacked():
    r = ac_modifiers([], Reach.MELEE, 10, Degree.TOTAL)
    assert (r.allowed, r.total) == (False, 0)


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"attack": "melee", "flanking": True, "invisible": True},
         {"total": 4, "allowed": True, "reason": "allowed", "not_applicable": [],
          "target_no_positive_dex": True, "dex_penalty": 0}),
        ({"attack": "ranged", "flanking": True, "higher": True, "entangled": True},
         {"total": -2, "allowed": True, "reason": "allowed", "not_applicable": ["flanking"],
          "target_no_positive_dex": False, "dex_penalty": -4}),
        ({"attack": "ranged", "prone": True, "dazzled": True},
         {"total": -1, "allowed": False,
          "reason": "prone_ranged",
          "not_applicable": [], "target_no_positive_dex": False, "dex_penalty": 0}),
        ({"attack": "ranged", "crossbow": True, "prone": True, "shaken_or_frightened": True, "squeezing": True},
         {"total": -6, "allowed": True, "reason": "allowed", "not_applicable": [],
          "target_no_positive_dex": False, "dex_penalty": 0}),
    ],
)
def test_dispatch_attack_modifiers(inputs, expected):
    assert answer("attack_modifiers_004", inputs) == expected


@pytest.mark.parametrize(
    ("inputs", "expected"),
    [
        ({"attack": "melee", "ac": 17, "dex": 14, "flat_footed": True},
         {"table_modifier": 0, "dex_modifier": 2, "effective_dex_modifier": 0, "total_modifier": -2, "ac": 15,
          "allowed": True, "reason": "allowed", "see_concealment": False}),
        ({"attack": "ranged", "ac": 16, "dex": 14, "prone": True, "cover": "normal"},
         {"table_modifier": 8, "dex_modifier": 2, "effective_dex_modifier": 2, "total_modifier": 8, "ac": 24,
          "allowed": True, "reason": "allowed", "see_concealment": False}),
        ({"attack": "melee", "ac": 15, "dex": 10, "helpless": True},
         {"table_modifier": -4, "dex_modifier": 0, "effective_dex_modifier": -5, "total_modifier": -9, "ac": 6,
          "allowed": True, "reason": "allowed", "see_concealment": False}),
        ({"attack": "melee", "ac": 15, "dex": 15, "entangled": True, "concealed": True},
         {"table_modifier": 0, "dex_modifier": 2, "effective_dex_modifier": 0, "total_modifier": -2, "ac": 13,
          "allowed": True, "reason": "allowed", "see_concealment": True}),
        ({"attack": "ranged", "ac": 12, "dex": 12, "cover": "total"},
         {"table_modifier": 0, "dex_modifier": 1, "effective_dex_modifier": 1, "total_modifier": 0, "ac": 12,
          "allowed": False, "reason": "total_cover", "see_concealment": False}),
    ],
)
def test_dispatch_ac_modifiers(inputs, expected):
    assert answer("ac_modifiers_004", inputs) == expected


def test_an_invisible_attacker_drops_a_positive_dex_modifier_but_not_a_negative_one():
    from calc.rules.modifiers_004 import ac_modifiers
    from calc.tables.modifiers_004 import Reach

    assert ac_modifiers([], Reach.MELEE, dex=16, no_positive_dex=True).dex_change == -3
    assert ac_modifiers([], Reach.MELEE, dex=6, no_positive_dex=True).dex_change == 0
    assert ac_modifiers([], Reach.MELEE, dex=16).dex_change == 0
