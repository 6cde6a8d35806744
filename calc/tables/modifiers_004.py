"""004 — "Модификаторы к атаке" and "Модификаторы к КБ": melee and ranged columns, with footnotes.

Each row is typed from its printed cells once: ``"+2*"`` → value 2 with footnote ``*``;
``"-"`` → no value (the modifier does not apply in that column); ``"См. «Плохая видимость»"``
→ no value, a reference to the concealment rules. The footnotes keep their printed text;
their numeric content (−4 Dex when entangled) is :data:`ENTANGLED_DEX_PENALTY`.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from ..sources import cite
from . import Lines, Stated, Table

__all__ = [
    "Reach",
    "Cell",
    "Row",
    "AttackerCondition",
    "DefenderCondition",
    "ATTACK_ROWS",
    "AC_ROWS",
    "ATTACK_NOTES",
    "AC_NOTES",
    "ATTACK_SOURCE",
    "AC_SOURCE",
    "ENTANGLED_DEX_PENALTY",
    "HELPLESS_SOURCE",
    "HELPLESS_DEX_SCORE",
    "STATED",
    "TABLES",
]

ATTACK_SOURCE = cite("004", "Модификаторы к атаке")
AC_SOURCE = cite("004", "Модификаторы к КБ")

# "Опутанный персонаж (также) получает штраф -4 к Ловкости" (both tables' footnotes).
ENTANGLED_DEX_PENALTY = -4

HELPLESS_SOURCE = cite("004", "Беспомощные противники")
HELPLESS_DEX_SCORE = 0  # "у беспомощных существ Ловкость считается равной 0"


class Reach(enum.Enum):
    """The two columns: "В ближнем бою" and "На дистанции"."""

    MELEE = "melee"
    RANGED = "ranged"


@dataclass(frozen=True)
class Cell:
    printed: str
    value: int | None  # None: "-" (does not apply) or a reference to another section
    marks: str  # the footnote: "", "*", "**" or "***"

    @property
    def is_reference(self) -> bool:
        return self.value is None and not self.printed.startswith("-")


_CELL = re.compile(r"([+-]\d+|-)(\**)")


def _cell(printed: str) -> Cell:
    match = _CELL.fullmatch(printed)
    if match is None:
        return Cell(printed, None, "")
    number, marks = match.groups()
    return Cell(printed, None if number == "-" else int(number), marks)


@dataclass(frozen=True)
class Row:
    label: str  # as printed
    melee: Cell
    ranged: Cell

    def cell(self, reach: Reach) -> Cell:
        return self.melee if reach is Reach.MELEE else self.ranged


class AttackerCondition(enum.Enum):
    """Rows of "Модификаторы к атаке" ("Атакующий...")."""

    FLANKING = "flanking"  # Взял атакуемого в тиски
    HIGHER = "higher"  # Находится выше
    INVISIBLE = "invisible"  # Невидим
    ENTANGLED = "entangled"  # Опутан
    SHAKEN_OR_FRIGHTENED = "shaken_or_frightened"  # Потрясен или напуган
    SQUEEZING = "squeezing"  # Протискивается через узкое место
    PRONE = "prone"  # Распластан
    DAZZLED = "dazzled"  # Растерян


class DefenderCondition(enum.Enum):
    """Rows of "Модификаторы к КБ" ("Атакуемый...")."""

    HELPLESS = "helpless"  # Беспомощен
    GRAPPLING = "grappling"  # В захвате (в отличие от атакующего)
    STUNNED = "stunned"  # В шоке
    COVER = "cover"  # За укрытием
    FLAT_FOOTED = "flat_footed"  # Застигнут врасплох
    PINNED = "pinned"  # Обездвижен
    ENTANGLED = "entangled"  # Опутан
    COWERING = "cowering"  # Оцепенел
    CONCEALED = "concealed"  # Плохо виден или невидим
    SQUEEZING = "squeezing"  # Протискивается сквозь узкое место
    PRONE = "prone"  # Распластан
    KNEELING_OR_SITTING = "kneeling_or_sitting"  # Сидит, стоит на коленях
    BLINDED = "blinded"  # Слеп


_SEE_CONCEALMENT = "См. «Плохая видимость»"

# (row, label, melee, ranged) exactly as printed, in the seed's order.
_ATTACK_PRINTED = (
    (AttackerCondition.FLANKING, "Взял атакуемого в тиски", "+2", "-"),
    (AttackerCondition.HIGHER, "Находится выше", "+1", "+0"),
    (AttackerCondition.INVISIBLE, "Невидим", "+2*", "+2*"),
    (AttackerCondition.ENTANGLED, "Опутан", "-2**", "-2**"),
    (AttackerCondition.SHAKEN_OR_FRIGHTENED, "Потрясен или напуган", "-2", "-2"),
    (AttackerCondition.SQUEEZING, "Протискивается через узкое место", "-4", "-4"),
    (AttackerCondition.PRONE, "Распластан", "-4", "-***"),
    (AttackerCondition.DAZZLED, "Растерян", "-1", "-1"),
)

_AC_PRINTED = (
    (DefenderCondition.HELPLESS, "Беспомощен", "-4*", "+0*"),
    (DefenderCondition.GRAPPLING, "В захвате (в отличие от атакующего)", "+0", "+0"),
    (DefenderCondition.STUNNED, "В шоке", "-2**", "-2**"),
    (DefenderCondition.COVER, "За укрытием", "+4", "+4"),
    (DefenderCondition.FLAT_FOOTED, "Застигнут врасплох", "+0**", "+0**"),
    (DefenderCondition.PINNED, "Обездвижен", "-4*", "+0*"),
    (DefenderCondition.ENTANGLED, "Опутан", "+0***", "+0***"),
    (DefenderCondition.COWERING, "Оцепенел", "-2**", "-2**"),
    (DefenderCondition.CONCEALED, "Плохо виден или невидим", _SEE_CONCEALMENT, _SEE_CONCEALMENT),
    (DefenderCondition.SQUEEZING, "Протискивается сквозь узкое место", "-4", "-4"),
    (DefenderCondition.PRONE, "Распластан", "-4", "+4"),
    (DefenderCondition.KNEELING_OR_SITTING, "Сидит, стоит на коленях", "-2", "+2"),
    (DefenderCondition.BLINDED, "Слеп", "-2**", "-2**"),
)

ATTACK_ROWS: dict[AttackerCondition, Row] = {c: Row(label, _cell(m), _cell(r)) for c, label, m, r in _ATTACK_PRINTED}
AC_ROWS: dict[DefenderCondition, Row] = {c: Row(label, _cell(m), _cell(r)) for c, label, m, r in _AC_PRINTED}

ATTACK_NOTES: dict[str, str] = {
    "*": "Атакуемый не получает положительных модификаторов Ловкости к КБ.",
    "**": "Опутанный персонаж также получает штраф -4 к Ловкости, что может влиять на его атаки.",
    "***": "Большая часть дистанционного оружия не годится для применения из распластанного положения, "
    "однако вы можете пользоваться арбалетами без штрафов.",
}
AC_NOTES: dict[str, str] = {
    "*": "Атакуемый теряет бонус Ловкости к КБ.",
    "**": "Атакуемый не получает положительного модификатора Ловкости к КБ.",
    "***": "Опутанный персонаж получает штраф -4 к Ловкости.",
}

STATED = (
    Stated("ENTANGLED_DEX_PENALTY", ENTANGLED_DEX_PENALTY, ATTACK_SOURCE, "Опутанный персонаж также получает штраф {} к Ловкости"),
    Stated("ENTANGLED_DEX_PENALTY", ENTANGLED_DEX_PENALTY, AC_SOURCE, "Опутанный персонаж получает штраф {} к Ловкости"),
    Stated("HELPLESS_DEX_SCORE", HELPLESS_DEX_SCORE, HELPLESS_SOURCE, "у беспомощных существ Ловкость считается равной {},"),
    Stated(
        "ATTACK_ROWS[flanking].melee", ATTACK_ROWS[AttackerCondition.FLANKING].melee.value, cite("004", "Взятие в тиски"),
        "В ближнем бою вы получаете к атаке бонус {} (взятие в тиски)",
    ),
)

_COLUMNS = ("В ближнем бою", "На дистанции")

TABLES = (
    Table(
        name="attack_modifiers_004",
        source=ATTACK_SOURCE,
        caption="Модификаторы к атаке",
        columns=("Атакующий...",) + _COLUMNS,
        rows=tuple((row.label, row.melee.printed, row.ranged.printed) for row in ATTACK_ROWS.values()),
        notes=tuple(f"{mark} {text}" for mark, text in ATTACK_NOTES.items()),
        lines=Lines("Атакующий...", "Модификаторы к КБ"),
    ),
    Table(
        name="ac_modifiers_004",
        source=AC_SOURCE,
        caption="Модификаторы к КБ",
        columns=("Атакуемый...",) + _COLUMNS,
        rows=tuple((row.label, row.melee.printed, row.ranged.printed) for row in AC_ROWS.values()),
        notes=tuple(f"{mark} {text}" for mark, text in AC_NOTES.items()),
        lines=Lines("Атакуемый...", "На успешность атаки влияет"),
    ),
)
