"""What the rule answers, for golden tests: :func:`calc.dispatch` without the ``ignored``
list every result ends with (the contract tests check that list on its own)."""

from __future__ import annotations

from calc import dispatch

__all__ = ["answer"]


def answer(name: str, inputs: dict) -> dict:
    result = dispatch(name, inputs)
    del result["ignored"]
    return result


def shown(name: str, inputs: dict, lang: str) -> dict:
    """The result as a page shows it in ``lang``: what calc.web.handle answers the worker."""
    import json

    from calc.web import handle

    return json.loads(handle(json.dumps({"name": name, "inputs": inputs}), lang))["display"]
