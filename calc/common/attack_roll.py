"""Text 000's attack roll: d20 ≥ THAC0 − AC − modifiers.

Every maneuver of "SITUAZIONI PARTICOLARI DI COMBATTIMENTO" that hits first ("il tentativo
si risolve con un semplice tiro per colpire", "SOPPRIMERE UN AVVERSARIO") rolls it. Reading:
no natural roll is an automatic hit or miss (the text names none), as the block, disarm and
aimed blow calculators read it too."""

from __future__ import annotations

from fractions import Fraction

from ..i18n import _
from ..probability import d20_at_least
from ..sources import cite

__all__ = ["roll_needed", "attack_hit_chance", "THAC0_LABEL", "NATURAL_ROLL_READING", "ATTACK_ROLL_SOURCE"]

ATTACK_ROLL_SOURCE = cite("000", "SOPPRIMERE UN AVVERSARIO")

THAC0_LABEL = _("THAC0")
NATURAL_ROLL_READING = _(
    "To hit: d20 ≥ THAC0 − AC − modifiers; no natural roll is an automatic hit or "
    "miss (the text names none).",
)


def roll_needed(thac0: int, ac: int, to_hit_modifier: int = 0) -> int:
    """The d20 roll needed: THAC0 − AC − modifiers (AD&D attack roll), not clamped."""
    return thac0 - ac - to_hit_modifier


def attack_hit_chance(needed: int) -> Fraction:
    """P(d20 ≥ ``needed``); no natural roll is automatic, so it can be 0 or 1."""
    return d20_at_least(needed)
