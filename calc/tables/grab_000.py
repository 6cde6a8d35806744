"""000 — "AFFERRARE UN OGGETTO": the numbers of the grab maneuver.

To-hit penalty by hands used (one free hand −5, both −4), the +2 penalty on the strength
check for whoever uses one hand only, and the +3 initiative malus both creatures take
after a tied check is repeated the next round. (The monster strength table printed in
the same passage lives in :mod:`calc.tables.strength_000`.)
"""

from __future__ import annotations

import enum

from ..sources import cite
from . import Gloss, Stated, Table

__all__ = [
    "Hands",
    "GRAB_SOURCE",
    "GRAB_TO_HIT",
    "ONE_HAND_CHECK_PENALTY",
    "CONTESTED_INITIATIVE_PENALTY",
    "STATED",
    "TABLES",
]

GRAB_SOURCE = cite("000", "AFFERRARE UN OGGETTO")


class Hands(enum.Enum):
    """Hands used to grab (or to hold on)."""

    ONE = "one"
    TWO = "two"


# "una mano libera (- 5 al tiro per colpire) o entrambe (- 4 al tiro per colpire)"
GRAB_TO_HIT: dict[Hands, int] = {Hands.ONE: -5, Hands.TWO: -4}
# "chi usa solo una mano ha una penalità di + 2" — on the d20 of a roll-under check
ONE_HAND_CHECK_PENALTY = 2
# "entrambe le creature potranno agire con un malus all'iniziativa di + 3"
CONTESTED_INITIATIVE_PENALTY = 3

STATED = (
    Stated("GRAB_TO_HIT[one]", GRAB_TO_HIT[Hands.ONE], GRAB_SOURCE, "se si ha una mano libera ({} al tiro per colpire)"),
    Stated("GRAB_TO_HIT[two]", GRAB_TO_HIT[Hands.TWO], GRAB_SOURCE, "o entrambe ({} al tiro per colpire)"),
    Stated("ONE_HAND_CHECK_PENALTY", ONE_HAND_CHECK_PENALTY, GRAB_SOURCE, "(chi usa solo una mano ha una penalità di {})"),
    Stated("CONTESTED_INITIATIVE_PENALTY", CONTESTED_INITIATIVE_PENALTY, GRAB_SOURCE, "potranno agire con un malus all’iniziativa di {}."),
    Stated("CONTESTED_INITIATIVE_PENALTY", CONTESTED_INITIATIVE_PENALTY, GRAB_SOURCE, "potranno agire entrambi con un malus di {})"),
)


def _signed(n: int) -> str:
    return f"+ {n}" if n > 0 else f"- {-n}"

TABLES = (
    Table(
        name="grab_000",
        source=GRAB_SOURCE,
        caption="Afferrare un oggetto: modificatori",
        columns=("Situazione", "Modificatore"),
        rows=(
            ("una mano libera", f"{_signed(GRAB_TO_HIT[Hands.ONE])} al tiro per colpire"),
            ("entrambe le mani", f"{_signed(GRAB_TO_HIT[Hands.TWO])} al tiro per colpire"),
            ("check di forza, chi usa solo una mano", f"penalità di {_signed(ONE_HAND_CHECK_PENALTY)}"),
            ("dopo il check ripetuto per parità (round successivo), entrambe le creature",
             f"malus all’iniziativa di {_signed(CONTESTED_INITIATIVE_PENALTY)}"),
        ),
        notes=(
            Gloss("L’iniziativa è quella di movimento."),
            "Non è possibile afferrare spade e altre armi che non si possono impugnare sulla lama o che "
            "potrebbero ferire l’attaccante.",
        ),
    ),
)
