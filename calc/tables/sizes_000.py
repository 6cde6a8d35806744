"""000 — the size scales the seed uses: creature sizes (T S M L H G) and weapon sizes (S M L).

Seed 000 names creature sizes in English inside the Italian text ("Creature Tiny o Small",
"Medium", "Large", "Huge", "Gargantuan") and weapons as "small", "medium", "large".
A size gap is counted in steps along these scales. No table of its own: data only.
"""

from __future__ import annotations

import enum

__all__ = ["CreatureSize", "WeaponSize", "CREATURE_SIZES"]


class CreatureSize(enum.Enum):
    """Creature size, in the seed's order; ``rank`` counts steps from Tiny (1) up."""

    TINY = "tiny"
    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"
    HUGE = "huge"
    GARGANTUAN = "gargantuan"

    @property
    def rank(self) -> int:
        return list(CreatureSize).index(self) + 1

    @property
    def letter(self) -> str:
        """The seed's one-letter abbreviation (T, S, M, L, H, G)."""
        return "TSMLHG"[self.rank - 1]


class WeaponSize(enum.Enum):
    """Weapon size, as the seed writes it ("arma di dimensioni small/M/L")."""

    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"

    @property
    def rank(self) -> int:
        return list(WeaponSize).index(self) + 1

# The seed's creature sizes by value ("tiny" … "gargantuan"), smallest first.
CREATURE_SIZES = tuple(size.value for size in CreatureSize)
