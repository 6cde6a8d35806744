"""No import runs upward (ARCHITECTURE.md): the rules core needs only the standard library and
itself; seed tables know no rules; rules know nothing of the boundaries that serve them (the
page's, the CLI's, the registry, ``calc.ask``, the table screen); the pages' macros know nothing
of the build's hooks. Read from the source with ``ast``, so a module never run by a test is
checked too."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# What serves the rules: none of it may be imported by a rule module or a seed table.
BOUNDARY = {
    "calc.__main__", "calc.web", "calc.registry", "calc.schema", "calc.screen", "calc.screen_share",
    "calc.question", "calc.matching", "calc.ranking", "calc.lexicon", "calc.lexicon_build",
}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """Every module ``path`` imports, as absolute dotted names; ``from m import a`` counts ``m``
    and ``m.a`` (which may be a submodule)."""
    name = module_name(path)
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[: len(package) - node.level + 1] if node.level else [])
            target = ".".join(p for p in (base, node.module or "") if p)
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return found


def sources(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def _ids(paths):
    return [module_name(p) for p in paths]


@pytest.mark.parametrize("path", sources("calc"), ids=_ids(sources("calc")))
def test_the_rules_core_imports_the_standard_library_and_itself_only(path):
    outside = {m for m in imports(path) if m.split(".")[0] not in {"calc", "__future__", *sys.stdlib_module_names}}
    assert outside == set(), f"{module_name(path)} imports {sorted(outside)}"


@pytest.mark.parametrize("path", sources("calc/rules") + sources("calc/tables"), ids=_ids(sources("calc/rules") + sources("calc/tables")))
def test_rules_and_tables_import_nothing_that_serves_them(path):
    assert imports(path) & BOUNDARY == set(), module_name(path)


@pytest.mark.parametrize("path", sources("calc/tables"), ids=_ids(sources("calc/tables")))
def test_seed_tables_know_no_rules(path):
    assert {m for m in imports(path) if m.startswith("calc.rules")} == set(), module_name(path)


def test_only_the_registry_loads_rule_modules():
    """Outside calc/rules, a rule module is reached through the registry (by name, on first
    need), never imported."""
    importers = {
        module_name(path)
        for path in sources("calc")
        if "rules" not in path.relative_to(ROOT / "calc").parts[:-1]
        and any(m.startswith("calc.rules") for m in imports(path))
    }
    assert importers == {"calc.registry"}


@pytest.mark.parametrize("path", sources("macros"), ids=_ids(sources("macros")))
def test_the_pages_macros_know_nothing_of_the_builds_hooks(path):
    assert {m for m in imports(path) if m.split(".")[0] in {"tools", "tests"}} == set(), module_name(path)
