"""000 — the monster strength table (score 3–18 × size T/S/M/L/H/G), inside "AFFERRARE UN OGGETTO".

"Ricordarsi che la forza dei mostri se non è specificato è pari al risultato del tiro in
questa tabella": a monster's strength, unless its description gives one, is read from the
rolled score (the ``Score`` column, with one row for 9-12) and the creature's size.
Cells are kept as printed, exceptional strength included (``18/01`` … ``18/00``, where
``00`` means 100). Quirks kept from the source: column T jumps from 8 (9-12) to 10 (13),
skipping 9; column H jumps from 15 (3) to 17 (4), skipping 16.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..sources import cite
from . import Lines, Table
from .sizes import CreatureSize
from .sizes_000 import CREATURE_SIZES

__all__ = [
    "MonsterStrength",
    "STRENGTH_SOURCE",
    "STRENGTH_ROWS",
    "PRINTED",
    "TABLE_NAME",
    "SCORE_MIN",
    "SCORE_MAX",
    "TABLES",
]

TABLE_NAME = "monster_strength_000"
STRENGTH_SOURCE = cite(
    "000",
    "Ricordarsi che la forza dei mostri se non è specificato è pari al risultato del tiro in questa tabella",
)


@dataclass(frozen=True)
class MonsterStrength:
    """A strength as the table prints it: ``score`` plus, for 18/xx, ``exceptional`` 1–100."""

    score: int
    exceptional: int | None = None

    @classmethod
    def parse(cls, printed: str) -> "MonsterStrength":
        base, sep, percent = printed.partition("/")
        if not sep:
            return cls(int(base))
        return cls(int(base), 100 if percent == "00" else int(percent))

    @property
    def printed(self) -> str:
        if self.exceptional is None:
            return str(self.score)
        return f"{self.score}/{self.exceptional % 100:02d}"


# (printed score band, cells T S M L H G) in the seed's order.
_BANDS = (
    ("3", ("2", "4", "6", "13", "15", "18")),
    ("4", ("3", "5", "7", "14", "17", "18/01")),
    ("5", ("4", "6", "8", "15", "18", "18/51")),
    ("6", ("5", "7", "9", "16", "18/01", "18/76")),
    ("7", ("6", "8", "10", "17", "18/51", "18/91")),
    ("8", ("7", "9", "11", "18", "18/76", "18/00")),
    ("9-12", ("8", "10", "12", "18/01", "18/91", "19")),
    ("13", ("10", "11", "13", "18/51", "18/00", "20")),
    ("14", ("11", "12", "14", "18/76", "19", "21")),
    ("15", ("12", "13", "15", "18/91", "20", "22")),
    ("16", ("13", "14", "16", "18/00", "21", "23")),
    ("17", ("14", "15", "17", "19", "22", "24")),
    ("18", ("15", "16", "18", "20", "23", "25")),
)


def _scores(band: str) -> tuple[int, int]:
    low, _, high = band.partition("-")
    return int(low), int(high or low)


# (printed score band, lowest and highest score, cells) in the seed's order.
PRINTED = tuple((band, *_scores(band), cells) for band, cells in _BANDS)
SCORE_MIN, SCORE_MAX = PRINTED[0][1], PRINTED[-1][2]

# score (3..18) -> size -> strength; the 9-12 band fills four scores. The columns T S M L
# H G are the seed's sizes in order (CREATURE_SIZES).
STRENGTH_ROWS: dict[int, dict[CreatureSize, MonsterStrength]] = {
    score: {size: MonsterStrength.parse(cell) for size, cell in zip(CREATURE_SIZES, cells, strict=True)}
    for _band, low, high, cells in PRINTED
    for score in range(low, high + 1)
}

TABLES = (
    Table(
        name=TABLE_NAME,
        source=STRENGTH_SOURCE,
        caption="Forza dei mostri (se non specificata) per punteggio tirato e taglia",
        columns=("Score", "T", "S", "M", "L", "H", "G"),
        rows=tuple((band, *cells) for band, _low, _high, cells in PRINTED),
        notes=(
            "When you have finished generating the creature’s ability scores, all modifiers apply to "
            "creatures in the same way they do for characters. Creatures gain the warrior combat "
            "bonuses for high scores.",
        ),
        lines=Lines("Score", "When you have finished generating"),
    ),
)
