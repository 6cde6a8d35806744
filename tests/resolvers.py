"""What the resolver tests share: asking a resolver, quoting its text, reading its trail."""

from __future__ import annotations


from calc.sources import Seed
from tests.answers import answer
from tests.seedtext import seed_text

__all__ = ["Resolver", "counted", "steps", "total", "values"]


class Resolver:
    """``resolve(**inputs)`` answers as :func:`tests.answers.answer`; ``quoted(...)`` asserts
    that the sentences a case is derived from are the text's own words."""

    def __init__(self, name: str, seed: Seed) -> None:
        self.name = name
        self.text = seed_text(seed)

    def resolve(self, **inputs) -> dict:
        return answer(self.name, inputs)

    def quoted(self, *sentences: str) -> None:
        for sentence in sentences:
            assert sentence in self.text, sentence


def steps(result: dict, rule: str) -> list[tuple[str, int, bool, str]]:
    """The trail's steps of ``rule``: (effect, value, applied, reason)."""
    return [(s["effect"], s["value"], s["applied"], s["reason"]) for s in result["trail"] if s["rule"] == rule]


def counted(result: dict) -> list[dict]:
    """The trail's steps that changed the number."""
    return [s for s in result["trail"] if s["applied"]]


def total(result: dict, *effects: str) -> int:
    """The sum of the counted steps with one of ``effects``: what the trail says the answer is."""
    return sum(s["value"] for s in counted(result) if s["effect"] in effects)


def values(result: dict, effect: str) -> list[int]:
    """The values of the counted steps with ``effect``, in trail order."""
    return [s["value"] for s in counted(result) if s["effect"] == effect]


def step_inputs(name: str, inputs_class, given: dict):
    """A resolver's frozen inputs, from ``given`` and the declared defaults, as dispatch parses them."""
    from calc import get

    return inputs_class(**get(name).parse(given))


def step_trail(resolution) -> list[tuple[str, str, int, bool, str]]:
    """The trail one step left: (rule, effect, value, applied, reason)."""
    return [(s["rule"], s["effect"], s["value"], s["applied"], s["reason"]) for s in resolution.trail.steps]


def run_step(step, inputs, resolution):
    """Run one step alone on a fresh resolution; return the resolution it leaves."""
    step(inputs, resolution)
    return resolution
