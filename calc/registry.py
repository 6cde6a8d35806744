"""All calculators, gathered from the rule modules, and the single entry point ``dispatch``.

Each module in :mod:`calc.rules` exports ``CALCULATORS``, a tuple of
:class:`~calc.declare.Calculator`. The CLI, the Pyodide worker and the tests go
through :func:`dispatch` only.

Modules are imported on first need: everything for :func:`calculators` or an unknown
name, or just one module when the caller knows it (:func:`load`, which the page's worker
uses so a page's first result waits for its own rules only).
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
from typing import Any, Mapping

from . import rules
from .declare import Calculator
from .errors import InputError
from .i18n import _

__all__ = ["calculators", "get", "dispatch", "load", "module_of"]

_REGISTRY: dict[str, Calculator] = {}
_MODULE_OF: dict[str, str] = {}
_LOADED: set[str] = set()


@functools.cache
def _module_names() -> tuple[str, ...]:
    # Grouped by text (module names end with the seed number), then by module. Read from the
    # package's directory once: the engine's memory snapshot holds the list, and answers
    # before the wheel's files are laid out.
    return tuple(sorted((m.name for m in pkgutil.iter_modules(rules.__path__)), key=lambda n: (n[-3:], n)))


def load(module: str) -> None:
    """Import rule module ``module`` (e.g. ``"tohit_002"``) and register its calculators."""
    if module in _LOADED:
        return
    if module not in _module_names():
        raise InputError("module", _("a module of calc.rules"), module, reason=_("unknown rule module"))
    for calculator in getattr(importlib.import_module(f"{rules.__name__}.{module}"), "CALCULATORS", ()):
        if calculator.name in _REGISTRY:
            raise RuntimeError(f"calculator {calculator.name!r} declared twice")
        _REGISTRY[calculator.name] = calculator
        _MODULE_OF[calculator.name] = module
    _LOADED.add(module)


def _load_all() -> None:
    for module in _module_names():
        load(module)


def calculators() -> tuple[Calculator, ...]:
    """Every declared calculator, in a stable order: by text, rule module, then declaration."""
    _load_all()
    order = {m: i for i, m in enumerate(_module_names())}
    return tuple(sorted(_REGISTRY.values(), key=lambda c: order[_MODULE_OF[c.name]]))


def module_of(name: str) -> str:
    """The rule module declaring calculator ``name``."""
    get(name)
    return _MODULE_OF[name]


def get(name: object) -> Calculator:
    if isinstance(name, str) and name not in _REGISTRY:
        _load_all()
    if isinstance(name, str) and name in _REGISTRY:
        return _REGISTRY[name]
    _load_all()
    names = "|".join(c.name for c in calculators())
    raise InputError("calculator", _("one of: {options}").format(options=names), name, reason=_("unknown calculator"))


def dispatch(name: str, inputs: Mapping[str, object]) -> dict[str, Any]:
    """Run calculator ``name`` on raw ``inputs``; raises :class:`InputError` on bad input."""
    if not isinstance(inputs, Mapping):
        raise InputError("inputs", _("a mapping of field names to values"), inputs)
    return get(name).run(inputs)
