"""The five rule texts and citations into them.

The texts are a group's house rules, kept in ``calc/texts/NNN.txt`` (one file per text): a
rule change starts there, and the build checks every table and number against them
(``tools/house_rules.py``). Every table and rule function in ``calc`` carries a
:class:`Citation` naming the text and the section heading (as printed in it) that it
implements, so pages, calculators and tests can point back at the passage.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Seed", "Citation", "cite", "TEXTS_DIR"]

# Read by the build and the tests only: the wheel (the page's engine) ships no text.
TEXTS_DIR = Path(__file__).with_name("texts")


class Seed(enum.Enum):
    """A rule text: value is its three-digit number, the stem of ``calc/texts/NNN.txt``."""

    AD2E_HOUSE = "000"
    TACTICAL = "001"
    NPC_TPC = "002"
    AKENAR = "003"
    MODIFIERS_RU = "004"

    @property
    def number(self) -> str:
        """The three-digit text number, e.g. ``"002"``."""
        return self.value

    @property
    def lang(self) -> str:
        """ISO 639-1 language of the text."""
        return _LANG[self]

    @property
    def path(self) -> Path:
        """The text's file, ``calc/texts/NNN.txt``."""
        return TEXTS_DIR / f"{self.value}.txt"


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
