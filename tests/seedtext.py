"""Read the rule texts, ``calc/texts/NNN.txt`` (the house rules a game master edits)."""

from __future__ import annotations

from functools import cache

from calc.sources import Seed

__all__ = ["seed_text", "normalise"]


@cache
def seed_text(seed: Seed) -> str:
    return seed.path.read_text(encoding="utf-8")


def normalise(text: str) -> str:
    return " ".join(text.split())
