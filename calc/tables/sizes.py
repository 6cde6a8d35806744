"""The one scale creatures are measured by: the nine sizes of D&D, smallest first.

Each text declares its part of it, with the seed's own words: 000 six sizes, Tiny to Gargantuan
(:data:`calc.tables.sizes_000.CREATURE_SIZES`), 003 all nine, Minúsculo to Colosal
(:data:`calc.tables.sizes_003.CREATURE_SIZES`). Both count a size gap in steps along the
scale, so a gap is the same whichever text's part holds the two sizes. Data only, no table.
"""

from __future__ import annotations

import enum

__all__ = ["CreatureSize"]


class CreatureSize(enum.Enum):
    """Creature size; values are language-neutral codes, the same in every text."""

    FINE = "fine"
    DIMINUTIVE = "diminutive"
    TINY = "tiny"
    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"
    HUGE = "huge"
    GARGANTUAN = "gargantuan"
    COLOSSAL = "colossal"

    @property
    def rank(self) -> int:
        """Steps up from Fine (0): two sizes' ranks differ by their size gap."""
        return list(CreatureSize).index(self)
