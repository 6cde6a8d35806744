"""d20 checks of text 003: d20 + bonus ≥ DC, exact chances.

The seed gives natural 1 and 20 to saving throws as "una notable excepción a la regla básica"
("TIRADAS DE SALVACIÓN"); other checks (Constitution, Concentration, Ride, Heal…) have no
automatic roll unless their passage says so."""

from __future__ import annotations

from fractions import Fraction

from ..i18n import _
from ..sources import cite

__all__ = ["check_chance", "CHECKS_READING", "CHECKS_SOURCE"]

CHECKS_SOURCE = cite("003", "TIRADAS DE SALVACIÓN")

CHECKS_READING = _(
    "Checks succeed on d20 + bonus ≥ DC, with no automatic 1 or 20 (the seed keeps those "
    "for attacks and saves).",
)


def check_chance(bonus: int, dc: int, *, natural_20: bool = False, natural_1: bool = False) -> Fraction:
    """P(d20 + bonus ≥ dc); ``natural_20``/``natural_1``: a 20 always succeeds / a 1 always fails."""
    wins = 0
    for face in range(1, 21):
        if natural_20 and face == 20:
            wins += 1
        elif not (natural_1 and face == 1) and face + bonus >= dc:
            wins += 1
    return Fraction(wins, 20)
