"""000 — "ATTACCO DI OPPORTUNITA'": the reach, by size of the creature passed by, and the fixed
numbers of the attack (it counts as a back attack; one per round; one extra fatigue point).

Quirk kept from the source: Huge (4 m) and Gargantuan (5 m) are both "2 esagoni".
"""

from __future__ import annotations

from dataclasses import dataclass

from ..sources import cite
from . import Gloss, Stated, Table
from .sizes import CreatureSize

__all__ = ["Reach", "REACH", "OPPORTUNITY_SOURCE", "TWO_HEX_SIZES", "EXTRA_FATIGUE", "STATED", "TABLES"]

OPPORTUNITY_SOURCE = cite("000", "ATTACCO DI OPPORTUNITA'")


@dataclass(frozen=True)
class Reach:
    metres: int
    hexes: int | None  # printed only for Huge and Gargantuan


REACH: dict[CreatureSize, Reach] = {
    CreatureSize.TINY: Reach(1, None),
    CreatureSize.SMALL: Reach(1, None),
    CreatureSize.MEDIUM: Reach(2, None),
    CreatureSize.LARGE: Reach(3, None),
    CreatureSize.HUGE: Reach(4, 2),
    CreatureSize.GARGANTUAN: Reach(5, 2),
}

# "Le creature che possono effettuare l'attacco di opportunità anche su chi si sposta a due
# esagoni di distanza non possono ... su chi effettui solo un movimento di avvicinamento diretto"
TWO_HEX_SIZES = frozenset(size for size, reach in REACH.items() if reach.hexes == 2)

EXTRA_FATIGUE = 1  # "accumulano un punto fatica supplementare"

_PRINTED = {  # each size's line: "Creature Huge possono ... contro chi passa a 4 metri (2 esagoni)."
    CreatureSize.TINY: "Tiny o Small", CreatureSize.SMALL: "Tiny o Small", CreatureSize.MEDIUM: "Medium",
    CreatureSize.LARGE: "Large", CreatureSize.HUGE: "Huge", CreatureSize.GARGANTUAN: "Gargantuan",
}
_PASSES = "Creature {} possono effettuare l'attacco di opportunità contro chi passa"
STATED = (
    *(
        Stated(f"REACH[{size.value}].metres", reach.metres, OPPORTUNITY_SOURCE, _PASSES.format(_PRINTED[size]) + " … {} metr")
        for size, reach in REACH.items()
    ),
    *(
        Stated(f"REACH[{size.value}].hexes", reach.hexes, OPPORTUNITY_SOURCE, _PASSES.format(_PRINTED[size]) + " a … ({} esagoni)")
        for size, reach in REACH.items()
        if reach.hexes
    ),
    Stated("EXTRA_FATIGUE", EXTRA_FATIGUE, OPPORTUNITY_SOURCE, "accumulano {} punto fatica supplementare"),
)


def _distance(reach: Reach) -> str:
    unit = "metro" if reach.metres == 1 else "metri"
    hexes = f" ({reach.hexes} esagoni)" if reach.hexes else ""
    return f"{reach.metres} {unit}{hexes}"


TABLES = (
    Table(
        name="opportunity_reach_000",
        source=OPPORTUNITY_SOURCE,
        caption="Distanza dell'attacco di opportunità secondo le dimensioni della creatura",
        columns=("Creature", "Distanza"),
        rows=(
            *((_PRINTED[size], _distance(REACH[size])) for size in REACH if size is not CreatureSize.SMALL),
        ),
        notes=(
            Gloss("Le creature che colpiscono a due esagoni non possono effettuare l'attacco su chi effettui solo un movimento di avvicinamento diretto verso costoro."),
            Gloss("L'attacco di opportunità si considera come un attacco alle spalle; chi lo effettua accumula un punto fatica supplementare."),
            Gloss("Un unico attacco di opportunità al round; chi lo effettua abortisce il lancio di una magia in corso."),
        ),
    ),
)
