"""Static SVG charts computed at build time from calc (visible without JS and in print)."""

from __future__ import annotations

from calc import get
from calc.declare import IntField

from .html import escape

__all__ = ["calculator_chart"]

W, H, PAD = 640, 240, 40
LEFT = 64  # room for "100 %" at the phone's larger type (pugna.css)


def calculator_chart(name: str, field: str, output: str, lang: str = "en", lo: int | None = None, hi: int | None = None) -> str:
    """A line chart of probability output ``output`` as ``field`` (an int field) runs from
    ``lo`` to ``hi`` (default: its whole range), other fields at their defaults."""
    c = get(name)
    f = c.field(field)
    if not isinstance(f, IntField):
        raise TypeError(f"{name}.{field} is not an integer field")
    lo = f.minimum if lo is None else lo
    hi = f.maximum if hi is None else hi
    base = {g.name: g.default for g in c.fields if g.default is not None}
    xs = list(range(lo, hi + 1))
    ys = [c.run(base | {field: x})[output] for x in xs]
    if not all(isinstance(y, float) and 0 <= y <= 1 for y in ys):
        raise ValueError(f"{name}.{output} is not a probability")

    def px(x: int) -> float:
        return LEFT + (x - lo) * (W - LEFT - PAD) / (hi - lo)

    def py(y: float) -> float:
        return H - PAD - y * (H - 2 * PAD)

    points = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in zip(xs, ys))
    grid = "".join(
        f'<line x1="{LEFT}" x2="{W - PAD}" y1="{py(v):.1f}" y2="{py(v):.1f}" class="grid"/>'
        f'<text x="{LEFT - 6}" y="{py(v) + 4:.1f}" text-anchor="end">{int(v * 100)} %</text>'
        for v in (0, 0.25, 0.5, 0.75, 1)
    )
    step = max(1, (hi - lo) // 10)
    ticks = "".join(
        f'<text x="{px(x):.1f}" y="{H - PAD + 24}" text-anchor="middle">{x:+d}</text>' for x in range(lo, hi + 1, step)
    )
    label = f"{c.field(field).label.get(lang)} → {next(o.label.get(lang) for o in c.outputs if o.key == output)}"
    dots = "".join(
        f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="2.5"><title>{x:+d}: {y * 100:.2f} %</title></circle>' for x, y in zip(xs, ys)
    )
    return (
        f'<figure class="pugna-chart" data-chart="{escape(name)}">'
        f'<svg viewBox="0 0 {W} {H}" role="img" aria-label="{escape(label)}">{grid}{ticks}'
        f'<polyline points="{points}" class="line"/>{dots}</svg>'
        f"<figcaption>{escape(label)}</figcaption></figure>"
    )
