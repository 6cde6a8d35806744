"""003 — "MANIOBRAS DE COMBATE": the size modifier of the combat maneuver bonus (BoM).

The seed prints it inline: "El bono de tamaño es el siguiente: Minúsculo –8, Diminuto –4,
Menudo –2, Pequeño –1, Medio +0, Grande +1, Enorme +2, Gargantuesco +4, Colosal +8."
The maneuver defense (DeM) uses the same values ("sigue los mismos parámetros que el BoM"),
and creatures of size Menudo or smaller use Dexterity instead of Strength in their BoM.
The seed prints no other size table (the attack and Base Defense size modifiers it
mentions elsewhere are not given), so this one serves maneuvers only.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..sources import cite
from . import Stated, Table
from .sizes import CreatureSize

__all__ = ["CREATURE_SIZES", "SizeRow", "SIZES", "SIZES_SOURCE", "DEX_SIZE_LIMIT", "STATED", "TABLES"]

SIZES_SOURCE = cite("003", "MANIOBRAS DE COMBATE")


@dataclass(frozen=True)
class SizeRow:
    size: CreatureSize
    name: str  # as printed in the seed
    modifier: int
    printed: str  # the modifier as printed (the seed uses the en dash "–" for minus)


# "Las criaturas de tamaño menudo o inferiores usarán modificador de Destreza en vez del de Fuerza"
DEX_SIZE_LIMIT = CreatureSize.TINY

_PRINTED = (
    (CreatureSize.FINE, "Minúsculo", "–8"),
    (CreatureSize.DIMINUTIVE, "Diminuto", "–4"),
    (CreatureSize.TINY, "Menudo", "–2"),
    (CreatureSize.SMALL, "Pequeño", "–1"),
    (CreatureSize.MEDIUM, "Medio", "+0"),
    (CreatureSize.LARGE, "Grande", "+1"),
    (CreatureSize.HUGE, "Enorme", "+2"),
    (CreatureSize.GARGANTUAN, "Gargantuesco", "+4"),
    (CreatureSize.COLOSSAL, "Colosal", "+8"),
)

SIZES: dict[CreatureSize, SizeRow] = {
    size: SizeRow(size, name, int(printed.replace("–", "-")), printed) for size, name, printed in _PRINTED
}
# The seed's sizes, smallest first: the nine its table prints, the whole scale.
CREATURE_SIZES = tuple(SIZES)

STATED = tuple(Stated(f"SIZES[{row.size.value}]", row.modifier, SIZES_SOURCE, f"{row.name} {{}}") for row in SIZES.values())

TABLES = (
    Table(
        name="sizes_003",
        source=SIZES_SOURCE,
        caption="El bono de tamaño (BoM y DeM)",
        columns=("Tamaño", "Bono de tamaño"),
        rows=tuple((row.name, row.printed) for row in SIZES.values()),
        notes=(
            "Las criaturas de tamaño menudo o inferiores usarán modificador de Destreza en vez del de "
            "Fuerza al calcular el BoM.",
            "El modificador de tamaño sigue los mismos parámetros que el BoM.",
        ),
    ),
)
