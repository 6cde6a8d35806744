"""mkdocs-macros entry point: registration only; the work lives in sibling modules."""

from __future__ import annotations

from . import calculators, tables

__all__ = ["define_env"]


def define_env(env) -> None:
    env.macro(tables.seed_table)
    env.macro(calculators.calculator_index)
    env.macro(calculators.seed_summary)
