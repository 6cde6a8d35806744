"""The shape of calc/: small rule modules, short functions, resolver steps that fit a screen.

Read with ast, so a test of the source as it stands, not of what runs."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

CALC = Path(__file__).resolve().parent.parent / "calc"
RULES = CALC / "rules"
MAX_RULE_MODULE_LINES = 400
MAX_FUNCTION_LINES = 60
MAX_STEP_LINES = 30


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def _functions(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield node.name, node.end_lineno - node.lineno + 1


@pytest.mark.parametrize("path", sorted(RULES.rglob("*.py")), ids=lambda p: str(p.relative_to(RULES)))
def test_no_rule_module_over_400_lines(path):
    assert _lines(path) <= MAX_RULE_MODULE_LINES


@pytest.mark.parametrize("path", sorted(CALC.rglob("*.py")), ids=lambda p: str(p.relative_to(CALC)))
def test_no_function_over_60_lines(path):
    assert [(name, n) for name, n in _functions(path) if n > MAX_FUNCTION_LINES] == []


@pytest.mark.parametrize("resolver", ["resolve_000", "resolve_003"])
def test_each_resolver_step_fits_30_lines(resolver):
    import importlib

    steps = importlib.import_module(f"calc.rules.{resolver}.steps").STEPS
    for step in steps:
        lines = step.__code__.co_lines()
        numbers = [line for _, _, line in lines if line is not None]
        assert max(numbers) - step.__code__.co_firstlineno + 1 <= MAX_STEP_LINES, step.__name__
