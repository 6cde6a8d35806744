"""The five source texts and citations into them.

Every table and rule function in ``calc`` carries a :class:`Citation` naming the seed
file and the section heading (as printed in the seed) that it implements, so pages,
calculators and tests can point back at the passage.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

__all__ = ["Seed", "Citation", "cite"]


class Seed(enum.Enum):
    """A source text: value is the seed file's stem."""

    AD2E_HOUSE = "000_ebbc73ff03870f91"
    TACTICAL = "001_19eb95a6b40fbf72"
    NPC_TPC = "002_58ca4173860f8762"
    AKENAR = "003_0a6cb767458ef192"
    MODIFIERS_RU = "004_50e0107c0c7c530d"

    @property
    def number(self) -> str:
        """The three-digit seed number, e.g. ``"002"``."""
        return self.value[:3]

    @property
    def lang(self) -> str:
        """ISO 639-1 language of the text."""
        return _LANG[self]

    @property
    def filename(self) -> str:
        return f"{self.value}.txt"


_LANG = {
    Seed.AD2E_HOUSE: "it",
    Seed.TACTICAL: "it",
    Seed.NPC_TPC: "it",
    Seed.AKENAR: "es",
    Seed.MODIFIERS_RU: "ru",
}


@dataclass(frozen=True)
class Citation:
    """A passage of a seed: ``section`` is a heading (or a line) printed verbatim in it."""

    seed: Seed
    section: str

    def __str__(self) -> str:
        return f"{self.seed.number} § {self.section}"


def cite(number: str, section: str) -> Citation:
    """Shorthand: ``cite("002", "Colpo preciso")``."""
    for seed in Seed:
        if seed.number == number:
            return Citation(seed, section)
    raise ValueError(f"no seed numbered {number!r}")
