"""What several rules declare, declared once: creature sizes, exact chances, yes/no, why not.

Rules import their shared words from here instead of from each other, so one English
word has one message id and therefore one translation in every calculator.
"""

from __future__ import annotations

from fractions import Fraction

from .declare import IntField, Option, Output, Unit
from .i18n import Message, _
from .probability import exact
from .trail import Rule

__all__ = [
    "SIZE_NAMES",
    "size_options",
    "EXACT",
    "probability_outputs",
    "probability_values",
    "ALLOWED",
    "WHY_NOT",
    "SEED_FIELD",
    "OTHER_TO_HIT_FIELD",
    "OTHER_TO_HIT_RULE",
]

# Creature sizes, smallest first, as D&D names them (003 has all nine, 000 Tiny…Gargantuan).
SIZE_NAMES: dict[str, Message] = {
    "fine": _("Fine"),
    "diminutive": _("Diminutive"),
    "tiny": _("Tiny"),
    "small": _("Small"),
    "medium": _("Medium"),
    "large": _("Large"),
    "huge": _("Huge"),
    "gargantuan": _("Gargantuan"),
    "colossal": _("Colossal"),
}


def size_options(values: tuple[str, ...] | None = None) -> tuple[Option, ...]:
    """Creature size choices (all nine, or ``values`` in that order)."""
    return tuple(Option(value, name) for value, name in SIZE_NAMES.items() if values is None or value in values)


EXACT = _("{label} (exact)")
ALLOWED = _("Allowed")
WHY_NOT = _("Why not")


def probability_outputs(key: str, label: Message) -> tuple[Output, Output]:
    """A chance as two outputs: ``key`` (a float, shown as a percentage) and
    ``key_fraction`` (the exact fraction as text)."""
    return Output(key, label, unit=Unit.PROBABILITY), Output(f"{key}_fraction", EXACT.format(label=label))


def probability_values(key: str, p: Fraction) -> dict[str, object]:
    """The values of :func:`probability_outputs` for the exact chance ``p``."""
    value, text = exact(p)
    return {key: value, f"{key}_fraction": text}


# Calculators that roll take a seed: the same seed, the same dice (a link replays a roll); the
# page's Roll button draws a new one, its only randomness.
SEED_FIELD = IntField(
    "seed",
    _("Dice seed"),
    0,
    2**31 - 1,
    default=1,
    help=_("The same seed gives the same dice: a link replays a roll. The button picks a new one."),
)


# What a to-hit roll adds beyond its text (Strength, magic, spells): one number the reader enters,
# where it was folded into THAC0 or the attack bonus by hand. In a resolver's trail it is a step
# of its own, citing no passage.
OTHER_TO_HIT_FIELD = IntField(
    "other_to_hit",
    _("Other to-hit modifiers"),
    -20,
    20,
    default=0,
    help=_("Strength, magic, spells…: what this text does not count here; +1 is a bonus."),
)
OTHER_TO_HIT_RULE = Rule("other_to_hit", OTHER_TO_HIT_FIELD.label, None)
