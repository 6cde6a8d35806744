"""Read the verbatim seed copies kept in tests/seeds/ (identical to shared/seeds)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from calc.sources import Seed

SEEDS_DIR = Path(__file__).parent / "seeds"


@cache
def seed_text(seed: Seed) -> str:
    return (SEEDS_DIR / seed.filename).read_text(encoding="utf-8")


def normalise(text: str) -> str:
    return " ".join(text.split())
