"""All calculators, gathered from the rule modules, and the single entry point ``dispatch``.

Each module in :mod:`calc.rules` exports ``CALCULATORS``, a tuple of
:class:`~calc.declare.Calculator`. The CLI, the Pyodide worker and the tests go
through :func:`dispatch` only.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any, Mapping

from . import rules
from .declare import Calculator
from .errors import InputError

__all__ = ["calculators", "get", "dispatch"]


def _collect() -> dict[str, Calculator]:
    found: dict[str, Calculator] = {}
    # Grouped by text (module names end with the seed number), then by module.
    for info in sorted(pkgutil.iter_modules(rules.__path__), key=lambda m: (m.name[-3:], m.name)):
        module = importlib.import_module(f"{rules.__name__}.{info.name}")
        for calculator in getattr(module, "CALCULATORS", ()):
            if calculator.name in found:
                raise RuntimeError(f"calculator {calculator.name!r} declared twice")
            found[calculator.name] = calculator
    return found


_REGISTRY = _collect()


def calculators() -> tuple[Calculator, ...]:
    """Every declared calculator, in a stable order: by text, rule module, then declaration."""
    return tuple(_REGISTRY.values())


def get(name: object) -> Calculator:
    if isinstance(name, str) and name in _REGISTRY:
        return _REGISTRY[name]
    raise InputError("calculator", "one of " + "|".join(_REGISTRY), name, reason="unknown calculator")


def dispatch(name: str, inputs: Mapping[str, object]) -> dict[str, Any]:
    """Run calculator ``name`` on raw ``inputs``; raises :class:`InputError` on bad input."""
    if not isinstance(inputs, Mapping):
        raise InputError("inputs", "a mapping of field names to values", inputs)
    return get(name).run(inputs)
