"""Sizes as calculators ask for them: one creature-size scale and one weapon-size list.

Creature sizes are one scale (:class:`calc.tables.sizes.CreatureSize`, fine … colossal), of
which each text declares its part (``CREATURE_SIZES`` of :mod:`calc.tables.sizes_000`, tiny …
gargantuan, the strength table's columns T S M L H G; of :mod:`calc.tables.sizes_003`, all
nine), each size named once in :data:`calc.vocab.SIZE_NAMES`. Weapons of text 000 come in three
sizes (:class:`calc.tables.sizes_000.WeaponSize`). Every field of text 000 that asks for either
size is made here."""

from __future__ import annotations

from ..declare import ChoiceField, Option, Origin, Side
from ..i18n import Message, pgettext
from ..tables.sizes_000 import CREATURE_SIZES, WeaponSize
from ..vocab import SIZE, WEAPON_SIZE, size_options

__all__ = ["WEAPON_SIZE_OPTIONS", "weapon_size_field", "creature_size_field"]

WEAPON_SIZE_OPTIONS = (
    Option(WeaponSize.SMALL.value, pgettext("weapon size", "Small")),
    Option(WeaponSize.MEDIUM.value, pgettext("weapon size", "Medium")),
    Option(WeaponSize.LARGE.value, pgettext("weapon size", "Large")),
)


def weapon_size_field(name: str, label: Message, side: Side) -> ChoiceField:
    """A weapon's size (S, M, L), read from the weapon table of the character it belongs to."""
    return ChoiceField(name, label, WEAPON_SIZE_OPTIONS, default="medium", origin=Origin.WEAPON_TABLE, trait=WEAPON_SIZE, side=side)


def creature_size_field(name: str, label: Message, side: Side) -> ChoiceField:
    """A creature's size among text 000's six (tiny … gargantuan), read from its character."""
    return ChoiceField(name, label, size_options(CREATURE_SIZES), default="medium", trait=SIZE, side=side)
