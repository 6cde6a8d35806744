"""000 — breaking free from close combat ("Per liberarsi dell’avversario si utilizzano le seguenti regole").

At the end of the round, if only one of the pair wants out, both save vs robustness (strength
instead of constitution); he is free if he passes by more points than the other; each creature
pulling them apart gives him +5%. Entering close combat and fighting in it are
:mod:`.close_combat_000`.

Readings (the text leaves them open):

* "tiri salvezza" here are percentile: the save succeeds on d100 ≤ the chance, and the
  points it passes by are chance − roll (the same margins if it is rolled high instead);
* breaking free needs the breaker's save to succeed with a margin strictly greater than
  the other's (a failed save has a negative margin); equal margins keep them locked.
"""

from __future__ import annotations

from fractions import Fraction

from ..declare import Calculator, IntField, Output
from ..i18n import _
from ..tables.close_combat_000 import ESCAPE_SOURCE, SEPARATOR_SAVE_BONUS
from ..vocab import probability_outputs, probability_values
from .close_combat_000 import PERCENT_READING, percent_field

__all__ = ["breaker_save", "separation_chance", "CALCULATORS"]

MAX_SEPARATORS = 10


def breaker_save(save: int, separators: int) -> int:
    """The breaker's save chance with +5% per creature physically pulling the pair apart."""
    return save + SEPARATOR_SAVE_BONUS * separators


def separation_chance(breaker: int, holder: int) -> Fraction:
    """P(breaker passes his d100 save by strictly more points than the holder).

    Margin = chance − roll (negative when the save fails); the breaker must succeed.
    For a breaker roll ``rb``, the holder's roll ``rh`` must exceed ``holder − breaker + rb``.
    """
    favourable = 0
    for rb in range(1, min(breaker, 100) + 1):
        favourable += max(0, min(100, 100 - (holder - breaker + rb)))
    return Fraction(favourable, 10_000)


def _escape(breaker_save_chance: int, holder_save_chance: int, separators: int) -> dict[str, object]:
    used = breaker_save(breaker_save_chance, separators)
    return {"breaker_save_used": used, **probability_values("p_separated", separation_chance(used, holder_save_chance))}


CALCULATORS = (
    Calculator(
        name="close_combat_escape_000",
        primary="p_separated",
        title=_("Breaking free from close combat"),
        summary=_(
            "End of round, only one wants out: both save vs robustness (with strength); he is "
            "free if he passes by more points. +5% per creature pulling them apart.",
        ),
        source=ESCAPE_SOURCE,
        fields=(
            percent_field("breaker_save_chance", _("Save of the one breaking free (%)")),
            percent_field("holder_save_chance", _("Save of the other (%)")),
            IntField(
                name="separators",
                label=_("Creatures pulling them apart"),
                minimum=0,
                maximum=MAX_SEPARATORS,
                default=0,
            ),
        ),
        outputs=(
            Output("breaker_save_used", _("Breaker's save with bonuses (%)")),
            *probability_outputs("p_separated", _("Chance to break free")),
        ),
        compute=_escape,
        readings=(
            PERCENT_READING,
            _(
                "Free only if his save succeeds with a margin strictly greater than the other's (a failed"
                " save's margin is negative).",
            ),
        ),
    ),
)
