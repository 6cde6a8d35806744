"""000 — the size scales the seed uses: creature sizes (T S M L H G) and weapon sizes (S M L).

Seed 000 names creature sizes in English inside the Italian text ("Creature Tiny o Small",
"Medium", "Large", "Huge", "Gargantuan"): six of the one scale
(:class:`calc.tables.sizes.CreatureSize`), its strength table heading their columns T S M L H
G. Weapons come as "small", "medium", "large". A size gap is counted in steps along these
scales. No table of its own: data only.
"""

from __future__ import annotations

import enum

from .sizes import CreatureSize

__all__ = ["CREATURE_SIZES", "SIZE_LETTERS", "WeaponSize"]

# The seed's creature sizes, smallest first.
CREATURE_SIZES = (
    CreatureSize.TINY,
    CreatureSize.SMALL,
    CreatureSize.MEDIUM,
    CreatureSize.LARGE,
    CreatureSize.HUGE,
    CreatureSize.GARGANTUAN,
)

# The seed's one-letter abbreviations, as the strength table heads its columns.
SIZE_LETTERS: dict[CreatureSize, str] = dict(zip(CREATURE_SIZES, "TSMLHG", strict=True))


class WeaponSize(enum.Enum):
    """Weapon size, as the seed writes it ("arma di dimensioni small/M/L")."""

    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"

    @property
    def rank(self) -> int:
        return list(WeaponSize).index(self) + 1
