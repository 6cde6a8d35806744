"""003 — "TIRADAS DE SALVACIÓN": the three saving throws and the ability each one applies.

The seed prints them as a list under "Tipos de tiradas de salvación":
"-Fortaleza: ... Aplica tu modificador de Constitución ...", "-Reflejos: ... Aplica tu
modificador de Destreza ...", "-Voluntad: ... Aplica tu bonificador de Sabiduría ...".
Quirk kept in the printed cells: Will says "bonificador" where the other two say "modificador".
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..sources import cite
from . import Stated, Table

__all__ = ["SaveType", "Ability", "SaveRow", "SAVES", "SAVES_SOURCE", "NATURAL_FAIL", "NATURAL_SUCCESS", "STATED", "TABLES"]

SAVES_SOURCE = cite("003", "TIRADAS DE SALVACIÓN")

# "Un 1 natural en una tirada de salvación es un fracaso siempre. Un 20 natural es siempre un éxito."
NATURAL_FAIL = 1
NATURAL_SUCCESS = 20
STATED = (
    Stated("NATURAL_FAIL", NATURAL_FAIL, SAVES_SOURCE, "Un {} natural en una tirada de salvación es un fracaso siempre"),
    Stated("NATURAL_SUCCESS", NATURAL_SUCCESS, SAVES_SOURCE, "Un {} natural es siempre un éxito"),
)


class SaveType(enum.Enum):
    """Values are language-neutral codes."""

    FORTITUDE = "fortitude"  # Fortaleza
    REFLEX = "reflex"  # Reflejos
    WILL = "will"  # Voluntad


class Ability(enum.Enum):
    CON = "con"  # Constitución
    DEX = "dex"  # Destreza
    WIS = "wis"  # Sabiduría


@dataclass(frozen=True)
class SaveRow:
    save: SaveType
    name: str  # as printed
    ability: Ability
    applies: str  # what the seed says to apply, as printed after "Aplica tu"


SAVES: dict[SaveType, SaveRow] = {
    row.save: row
    for row in (
        SaveRow(SaveType.FORTITUDE, "Fortaleza", Ability.CON, "modificador de Constitución"),
        SaveRow(SaveType.REFLEX, "Reflejos", Ability.DEX, "modificador de Destreza"),
        SaveRow(SaveType.WILL, "Voluntad", Ability.WIS, "bonificador de Sabiduría"),
    )
}

TABLES = (
    Table(
        name="saves_003",
        source=SAVES_SOURCE,
        caption="Tipos de tiradas de salvación",
        columns=("Tirada de salvación", "Aplica tu"),
        rows=tuple((row.name, row.applies) for row in SAVES.values()),
        notes=(
            "Salvación base + modificador de característica + dotes o bonificadores relevantes",
            "Un 1 natural en una tirada de salvación es un fracaso siempre. Un 20 natural es siempre un éxito.",
        ),
    ),
)
