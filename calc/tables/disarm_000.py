"""000 — "DISARMARE": the fixed numbers of the maneuver and where the weapon lands
(d6 direction table, 1-4 metres)."""

from __future__ import annotations

import enum

from ..sources import cite
from . import Gloss, Lines, Stated, Table

__all__ = [
    "Direction",
    "DIRECTIONS",
    "DISARM_SOURCE",
    "DISARM_PENALTY",
    "TWO_HANDED_BONUS",
    "DISTANCE_MIN_M",
    "DISTANCE_MAX_M",
    "STATED",
    "TABLES",
]

DISARM_SOURCE = cite("000", "DISARMARE")
DISARM_PENALTY = -4  # "Colui che vuole disarmare con una penalità di – 4"
TWO_HANDED_BONUS = 3  # "impugna la propria arma con due mani, ottiene un bonus al tiro per colpire di + 3"
DISTANCE_MIN_M = 1  # "cadrà ad 1-4 metri da questa"
DISTANCE_MAX_M = 4

STATED = (
    Stated("DISARM_PENALTY", DISARM_PENALTY, DISARM_SOURCE, "Colui che vuole disarmare con una penalità di {}"),
    Stated("TWO_HANDED_BONUS", TWO_HANDED_BONUS, DISARM_SOURCE, "ottiene un bonus al tiro per colpire di {}"),
    Stated("DISTANCE_MIN_M", DISTANCE_MIN_M, DISARM_SOURCE, "cadrà ad {}-"),
    Stated("DISTANCE_MAX_M", DISTANCE_MAX_M, DISARM_SOURCE, "-{} metri da questa"),
)


class Direction(enum.Enum):
    AHEAD = "ahead"
    AHEAD_RIGHT = "ahead_right"
    AHEAD_LEFT = "ahead_left"
    BEHIND_RIGHT = "behind_right"
    BEHIND_LEFT = "behind_left"
    BEHIND = "behind"


# d6 → (direction, as printed)
DIRECTIONS: dict[int, tuple[Direction, str]] = {
    1: (Direction.AHEAD, "dritta avanti"),
    2: (Direction.AHEAD_RIGHT, "avanti a destra"),
    3: (Direction.AHEAD_LEFT, "avanti a sinistra"),
    4: (Direction.BEHIND_RIGHT, "dietro a destra"),
    5: (Direction.BEHIND_LEFT, "dietro a sinistra"),
    6: (Direction.BEHIND, "dritta dietro"),
}

TABLES = (
    Table(
        name="disarm_direction_000",
        source=DISARM_SOURCE,
        caption="Disarmare: direzione casuale dell'arma",
        columns=("d6", "Direzione"),
        rows=tuple((str(roll), printed) for roll, (_, printed) in DIRECTIONS.items()),
        notes=(
            Gloss(f"L'arma cadrà ad {DISTANCE_MIN_M}-{DISTANCE_MAX_M} metri dalla vittima."),
            Gloss("Chi vuole disarmare tira per colpire con una penalità di – 4; chi impugna l'arma con due mani ottiene + 3."),
            Gloss("Con un'arma small non è possibile disarmare chi impugna un'arma large."),
            Gloss("Contro uno scudo: lo scudo non potrà essere utilizzato per il resto del round in corso."),
        ),
        lines=Lines("1", "La manovra di disarmare può effettuarsi"),
    ),
)
