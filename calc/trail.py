"""A resolver's trail: every rule it weighed, in order, as JSON-clean steps.

Each step is a dict:

- ``rule``: which rule (a code, shown in words);
- ``effect``: what the rule changes, a code whose words hold ``{value}`` (signed, "+2") or
  ``{number}`` (as is): "{value} to hit", "AC {number}";
- ``value``: an integer;
- ``source``: the passage, cited as the CLI prints it ("000 § Attacco alle spalle"); "" for
  what the reader entered beyond the text;
- ``applied``: whether it counted;
- ``reason``: why it was weighed but not counted — a code whose words quote the text's own
  non-cumulation or exclusion sentence; "" when it counted.

The trail's :class:`~calc.declare.Output` (:func:`trail_output`) declares every code with
its words and every passage it may cite, so a page shows each step in its language and
links the passages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

from .declare import Option, Output, Unit
from .i18n import Message, _
from .sources import Citation

__all__ = [
    "Rule",
    "Trail",
    "trail_output",
    "describe",
    "contributions",
    "TO_HIT",
    "AC_CHANGE",
    "AC_IS",
]

TRAIL_LABEL = _("Rules weighed, in order")
_NOT_COUNTED = _("not counted")

# Effects several rule sets share; each resolver adds its own.
TO_HIT = Option("to_hit", _("{value} to hit"))
AC_CHANGE = Option("ac", _("{value} to AC"))
AC_IS = Option("ac_is", _("AC {number}"))


@dataclass(frozen=True)
class Rule:
    """A rule a resolver may weigh: its code, its name, the passage stating it (None for what
    the reader enters beyond the text, such as other to-hit modifiers)."""

    code: str
    label: Message
    source: Citation | None


def trail_output(rules: Iterable[Rule], effects: Iterable[Option], reasons: Iterable[Option]) -> Output:
    """The ``trail`` output: every rule, effect and reason code with its words, and the passages."""
    rules = tuple(rules)
    codes = tuple(Option(r.code, r.label) for r in rules) + tuple(effects) + tuple(reasons)
    values = [o.value for o in codes]
    if len(set(values)) != len(values):
        raise ValueError(f"trail codes must be unique: {sorted(v for v in values if values.count(v) > 1)}")
    sources = tuple(dict.fromkeys(r.source for r in rules if r.source is not None))
    return Output("trail", TRAIL_LABEL, codes=codes, unit=Unit.TRAIL, sources=sources)


class Trail:
    """The steps of one resolution, in the order the rules were weighed."""

    def __init__(self) -> None:
        self.steps: list[dict[str, Any]] = []

    def applied(self, rule: Rule, effect: Option, value: int) -> None:
        self._add(rule, effect, value, True, "")

    def skipped(self, rule: Rule, effect: Option, value: int, reason: Option) -> None:
        """Weighed, not counted, because of ``reason``."""
        self._add(rule, effect, value, False, reason.value)

    def _add(self, rule: Rule, effect: Option, value: int, applied: bool, reason: str) -> None:
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{rule.code}: a trail value is an int, not {value!r}")
        self.steps.append(
            {"rule": rule.code, "effect": effect.value, "value": value, "source": str(rule.source or ""), "applied": applied, "reason": reason}
        )


def _effect_words(template: str, value: int) -> str:
    return template.replace("{value}", f"{value:+d}").replace("{number}", str(value))


def describe(steps: list[Mapping[str, Any]], output: Output, lang: str) -> list[str]:
    """Each step as one line in ``lang``: "✓ Back attack: +2 to hit (000 § Attacco alle spalle)",
    "✗ …: +3 to hit — not counted: <the text's reason> (…)"."""
    lines = []
    for step in steps:
        line = f"{output.words(step['rule'], lang)}: {_effect_words(output.words(step['effect'], lang), step['value'])}"
        if step["applied"]:
            line = "✓ " + line
        else:
            line = f"✗ {line} — {_NOT_COUNTED.get(lang)}: {output.words(step['reason'], lang)}"
        lines.append(f"{line} ({step['source']})" if step["source"] else line)
    return lines


def contributions(
    fn: Callable[..., int], start: Mapping[str, Any], end: Mapping[str, Any], order: Iterable[str]
) -> list[tuple[str, int]]:
    """What each input adds to ``fn``, turning ``start`` into ``end`` one key at a time in ``order``.

    The rule stays in ``fn`` (called, never restated); the contributions add up to
    ``fn(**end) - fn(**start)`` exactly, each measured with the keys before it already changed.
    """
    current = dict(start)
    before = fn(**current)
    added = []
    for key in order:
        current[key] = end[key]
        after = fn(**current)
        added.append((key, after - before))
        before = after
    if current != dict(end):
        raise ValueError("order must name every key that differs")
    return added
