"""000 — the size scales the seed uses: creature sizes (T S M L H G) and weapon sizes (S M L).

Seed 000 names creature sizes in English inside the Italian text ("Creature Tiny o Small",
"Medium", "Large", "Huge", "Gargantuan") and weapons as "small", "medium", "large".
A size gap is counted in steps along these scales. No table of its own: data only.
"""

from __future__ import annotations

import enum

from ..declare import Option, Text

__all__ = ["CreatureSize", "WeaponSize", "CREATURE_SIZE_OPTIONS"]


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

# The creature sizes as form choices (value = CreatureSize name in lower case).
CREATURE_SIZE_OPTIONS = (
    Option("tiny", Text("Tiny", "Tiny (minuscola)", "Diminuta (Tiny)", "Крошечный")),
    Option("small", Text("Small", "Small (piccola)", "Pequeña (Small)", "Маленький")),
    Option("medium", Text("Medium", "Medium (media)", "Mediana (Medium)", "Средний")),
    Option("large", Text("Large", "Large (grande)", "Grande (Large)", "Большой")),
    Option("huge", Text("Huge", "Huge (enorme)", "Enorme (Huge)", "Огромный")),
    Option("gargantuan", Text("Gargantuan", "Gargantuan (mastodontica)", "Gargantuesca", "Гигантский")),
)
