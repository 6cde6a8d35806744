"""Sizes as calculators ask for them: one creature-size scale and one weapon-size list.

Creature sizes are one scale (:class:`calc.tables.sizes.CreatureSize`, fine … colossal), of
which each text declares its part (``CREATURE_SIZES`` of :mod:`calc.tables.sizes_000`, tiny …
gargantuan, the strength table's columns T S M L H G; of :mod:`calc.tables.sizes_003`, all
nine); a field offers its text's part as :func:`calc.vocab.size_options`, each size named once
in :data:`calc.vocab.SIZE_NAMES`. Weapons of text 000 come in three sizes
(:class:`calc.tables.sizes_000.WeaponSize`), offered as one list; a field that asks for
nothing else is made here."""

from __future__ import annotations

from ..declare import ChoiceField, Option, Origin, Side
from ..i18n import Message, _
from ..tables.sizes_000 import WeaponSize
from ..vocab import WEAPON_SIZE

__all__ = ["WEAPON_SIZE_OPTIONS", "weapon_size_field"]

# Each with the seed's letter ("un'arma di dimensioni M"), and saying it is a weapon: the list
# also stands among other choices (what a third party attacks with, what a victim holds).
WEAPON_SIZE_OPTIONS = (
    Option(WeaponSize.SMALL.value, _("Small weapon (S)")),
    Option(WeaponSize.MEDIUM.value, _("Medium weapon (M)")),
    Option(WeaponSize.LARGE.value, _("Large weapon (L)")),
)


def weapon_size_field(name: str, label: Message, side: Side) -> ChoiceField:
    """A weapon's size (S, M, L), read from the weapon table of the character it belongs to."""
    return ChoiceField(name, label, WEAPON_SIZE_OPTIONS, default="medium", origin=Origin.WEAPON_TABLE, trait=WEAPON_SIZE, side=side)
