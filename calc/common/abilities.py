"""Ability modifiers of text 003: (score − 10) // 2.

The seed never prints the formula; its "DEFENSA" examples fix it (Dex 5 → −3, Dex 0 → −5),
and the hit-point, save, initiative and running rules all read it the same way."""

from __future__ import annotations

from ..sources import cite

__all__ = ["ability_modifier", "ABILITY_SOURCE"]

ABILITY_SOURCE = cite("003", "DEFENSA")


def ability_modifier(score: int) -> int:
    """(score − 10) // 2: the seed's Dex 5 → −3 and Dex 0 → −5 ("DEFENSA")."""
    return (score - 10) // 2
