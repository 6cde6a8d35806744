"""Exact probabilities: rules compute with :class:`fractions.Fraction`, results carry both
the float (for charts and comparisons) and the exact fraction as text (for display)."""

from __future__ import annotations

from fractions import Fraction

__all__ = ["d20_at_least", "exact"]


def d20_at_least(target: int) -> Fraction:
    """P(d20 ≥ target), clamped to [0, 1]."""
    return Fraction(min(20, max(0, 21 - target)), 20)


def exact(p: Fraction) -> tuple[float, str]:
    """``(float, "n/d")`` for a result dict; a whole number as itself ("0", "1")."""
    if not 0 <= p <= 1:
        raise ValueError(f"probability out of range: {p}")
    return float(p), str(p)
